// Wall-clock times in a named IANA zone, without a date library. A pickup window is entered and
// shown in the pickup location's zone (spec §2 Pickup: "all pickup times are in this zone"),
// which is rarely the zone of the browser that books it.

/** Wall-clock parts of an instant in a zone (`month` 1–12, `weekday` 0 = Sunday). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when the runtime knows `timeZone` as an IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at an instant. */
export function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(new Date(epochMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

/** How far `timeZone` is ahead of UTC at an instant, in minutes (`-480` for Los Angeles in winter). */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const wall = wallClockAt(epochMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/**
 * The instant at which the wall clock in `timeZone` shows `date` (`YYYY-MM-DD`) and `time`
 * (`HH:MM`), or `undefined` when either is malformed.
 *
 * @remarks
 * The offset is looked up at a first guess and again at the result, which settles it on the days
 * the zone changes its offset. A time that does not exist (skipped by a spring-forward) resolves
 * to the instant one offset change later, as a wall clock moved forward would show it; a time that
 * occurs twice (fall-back) resolves to its first occurrence.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): number | undefined {
  const dateMatch = DATE_PATTERN.exec(date);
  const timeMatch = TIME_PATTERN.exec(time);
  if (dateMatch === null || timeMatch === null) {
    return undefined;
  }
  const [, year, month, day] = dateMatch.map(Number) as [number, number, number, number];
  const [, hour, minute] = timeMatch.map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) {
    return undefined;
  }
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(asUtc).getUTCDate() !== day) {
    return undefined; // 31 February and the like
  }
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  const second = asUtc - zoneOffsetMinutes(first, timeZone) * 60_000;
  if (first === second) {
    return first;
  }
  // The offsets disagree: the time is next to an offset change. Prefer the candidate whose wall
  // clock shows what was asked for, the earlier one when both do (a repeated hour).
  const shows = (instant: number) => {
    const wall = wallClockAt(instant, timeZone);
    return wall.hour === hour && wall.minute === minute && wall.day === day;
  };
  const candidates = [first, second].filter(shows).sort((a, b) => a - b);
  return candidates[0] ?? Math.max(first, second);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The `YYYY-MM-DD` and `HH:MM` that the wall clock in `timeZone` shows at an instant. */
export function instantToZonedInput(epochMs: number, timeZone: string): { date: string; time: string } {
  const wall = wallClockAt(epochMs, timeZone);
  return { date: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`, time: `${pad(wall.hour)}:${pad(wall.minute)}` };
}

/**
 * The zone's name as people read it in `locale` (`Pacific Standard Time`), at an instant so that
 * summer and winter names differ; the IANA name when the runtime has no better one.
 */
export function timeZoneDisplayName(timeZone: string, locale: string, epochMs: number): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date(epochMs))
      .find((candidate) => candidate.type === 'timeZoneName');
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

// A first guess of a location's zone, which the person can change: the carrier answers with the
// zone it used (`timezone`), and the result is shown in that one.
const US_STATE_ZONES: Readonly<Record<string, string>> = {
  CA: 'America/Los_Angeles', WA: 'America/Los_Angeles', OR: 'America/Los_Angeles', NV: 'America/Los_Angeles',
  AZ: 'America/Phoenix', CO: 'America/Denver', UT: 'America/Denver', NM: 'America/Denver', MT: 'America/Denver', ID: 'America/Boise', WY: 'America/Denver',
  TX: 'America/Chicago', IL: 'America/Chicago', MN: 'America/Chicago', MO: 'America/Chicago', WI: 'America/Chicago', LA: 'America/Chicago',
  OK: 'America/Chicago', KS: 'America/Chicago', IA: 'America/Chicago', NE: 'America/Chicago', AL: 'America/Chicago', MS: 'America/Chicago',
  AR: 'America/Chicago', TN: 'America/Chicago', ND: 'America/Chicago', SD: 'America/Chicago',
  AK: 'America/Anchorage', HI: 'Pacific/Honolulu',
};
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York', CA: 'America/Toronto', MX: 'America/Mexico_City', GB: 'Europe/London', IE: 'Europe/Dublin', FR: 'Europe/Paris',
  DE: 'Europe/Berlin', ES: 'Europe/Madrid', IT: 'Europe/Rome', NL: 'Europe/Amsterdam', BE: 'Europe/Brussels', AT: 'Europe/Vienna',
  CH: 'Europe/Zurich', AU: 'Australia/Sydney', JP: 'Asia/Tokyo', NZ: 'Pacific/Auckland',
};

/** A first guess of an address's zone: by US state, else by country; `undefined` when unknown. */
export function guessTimeZone(address: { country?: string | null | undefined; state?: string | null | undefined } | undefined): string | undefined {
  const country = (address?.country ?? '').trim().toUpperCase();
  if (country === 'US') {
    return US_STATE_ZONES[(address?.state ?? '').trim().toUpperCase()] ?? COUNTRY_ZONES.US;
  }
  return COUNTRY_ZONES[country];
}

/**
 * The zones offered for a pickup location: those of the addresses the kit can guess (every US
 * zone, the main European and Pacific ones), UTC, and the ones given (the guess for the chosen
 * address, the browser's), sorted. A short list, not the runtime's 400-odd zones: a location is
 * in one of a few zones the carrier serves.
 */
export function pickupTimeZones(extra: readonly (string | undefined)[] = []): readonly string[] {
  const zones = new Set([...Object.values(US_STATE_ZONES), ...Object.values(COUNTRY_ZONES), 'UTC']);
  for (const zone of extra) {
    if (zone && isKnownTimeZone(zone)) {
      zones.add(zone);
    }
  }
  return [...zones].sort();
}
