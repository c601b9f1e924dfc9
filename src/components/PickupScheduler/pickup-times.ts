// Pickup times as the API returns them, shown in the pickup's own zone (its `timezone`): never
// UTC, never the zone of the browser that shows them.
import { timeZoneDisplayName, zonedTimeToInstant } from '../../lib/zoned-time';

const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The instant of a pickup time. A time with an offset is exact; one without is the wall clock of
 * `timeZone` (spec §2 Pickup: "all pickup times are in this zone").
 */
export function pickupInstant(value: string | null | undefined, timeZone: string): number | undefined {
  if (!value) {
    return undefined;
  }
  const text = value.trim();
  if (WITH_OFFSET.test(text)) {
    const parsed = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  const match = WALL_CLOCK.exec(text);
  return match ? zonedTimeToInstant(match[1] ?? '', match[2] ?? '', timeZone) : undefined;
}

/**
 * `2-digit` hours where the locale's clock runs 0–23 (French `09:00`, as its time inputs and its
 * ranges show them: `numeric` gave `7:00` beside `09:00`), `numeric` where it has AM/PM (`9:00 AM`).
 */
export function hourStyle(locale: string): 'numeric' | '2-digit' {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric';
}

function formatter(locale: string, timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: hourStyle(locale), minute: '2-digit' });
}

/** One pickup time in its zone (`Tue, Nov 24, 2026, 9:00 AM`); the raw text when unreadable. */
export function formatPickupTime(value: string | null | undefined, timeZone: string, locale: string): string {
  const instant = pickupInstant(value, timeZone);
  return instant === undefined ? (value ?? '') : formatter(locale, timeZone).format(instant);
}

/** A window in its zone, the date said once when both ends are on the same day. */
export function formatPickupWindow(start: string | null | undefined, end: string | null | undefined, timeZone: string, locale: string): string | undefined {
  const from = pickupInstant(start, timeZone);
  const to = pickupInstant(end, timeZone);
  if (from === undefined || to === undefined || to < from) {
    return undefined;
  }
  return formatter(locale, timeZone).formatRange(from, to);
}

/**
 * A zone as a choice in a list, in `locale`: its city and the name people use for its clock,
 * `Los Angeles (heure du Pacifique nord-américain)`; the city alone where the runtime has only an
 * offset for it (`UTC`).
 */
export function timeZoneOptionLabel(timeZone: string, locale: string): string {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(0).find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    name = undefined;
  }
  return !name || /^(GMT|UTC)([+-−]|$)/.test(name) ? city : `${city} (${name})`;
}

/**
 * The zone as people read it in `locale`: `Pacific Standard Time`, `heure normale du Pacifique
 * nord-américain`. Never its IANA id: where the runtime has only an offset, the city comes first
 * (`Kolkata, GMT+5:30`).
 */
export function describeTimeZone(timeZone: string, locale: string, at: number): string {
  const name = timeZoneDisplayName(timeZone, locale, at);
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  return name === timeZone ? city : /^(GMT|UTC)([+-−]|$)/.test(name) ? `${city}, ${name}` : name;
}
