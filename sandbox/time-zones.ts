// Pickup times are local to the pickup address (spec §2 Pickup: "all pickup times are in this
// zone, not UTC"). These helpers pick a zone for an address and format instants in it.

const US_STATE_ZONES: Record<string, string> = {
  CA: 'America/Los_Angeles', WA: 'America/Los_Angeles', OR: 'America/Los_Angeles', NV: 'America/Los_Angeles',
  AZ: 'America/Phoenix', CO: 'America/Denver', UT: 'America/Denver', NM: 'America/Denver', MT: 'America/Denver', ID: 'America/Boise',
  TX: 'America/Chicago', IL: 'America/Chicago', MN: 'America/Chicago', MO: 'America/Chicago', WI: 'America/Chicago', LA: 'America/Chicago', OK: 'America/Chicago', KS: 'America/Chicago', IA: 'America/Chicago', NE: 'America/Chicago', AL: 'America/Chicago', MS: 'America/Chicago', AR: 'America/Chicago', TN: 'America/Chicago',
  AK: 'America/Anchorage', HI: 'Pacific/Honolulu',
};

const COUNTRY_ZONES: Record<string, string> = {
  US: 'America/New_York', CA: 'America/Toronto', MX: 'America/Mexico_City', GB: 'Europe/London', IE: 'Europe/Dublin', FR: 'Europe/Paris',
  DE: 'Europe/Berlin', ES: 'Europe/Madrid', IT: 'Europe/Rome', NL: 'Europe/Amsterdam', AU: 'Australia/Sydney', JP: 'Asia/Tokyo', NZ: 'Pacific/Auckland',
};

/** The IANA time zone of an address (by US state, else by country; UTC when unknown). */
export function timeZoneOf(address: { country?: string | null; state?: string | null }): string {
  const country = (address.country ?? '').toUpperCase();
  if (country === 'US') {
    return US_STATE_ZONES[(address.state ?? '').toUpperCase()] ?? 'America/New_York';
  }
  return COUNTRY_ZONES[country] ?? 'UTC';
}

/** Wall-clock parts of an instant in a zone. */
export function wallClock(epochMs: number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  }).formatToParts(new Date(epochMs));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '0';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: weekdays.indexOf(get('weekday')),
  };
}

/** Offset of a zone from UTC at an instant, in minutes. */
export function offsetMinutes(epochMs: number, timeZone: string): number {
  const wall = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/** Formats an instant as ISO 8601 with the zone's offset, e.g. `2026-11-23T10:00:00-08:00`. */
export function formatInZone(epochMs: number, timeZone: string): string {
  const wall = wallClock(epochMs, timeZone);
  const offset = offsetMinutes(epochMs, timeZone);
  const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');
  const sign = offset < 0 ? '-' : '+';
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The instant at a wall-clock time on the same local day as `epochMs`, in a zone. */
export function atLocalTime(epochMs: number, timeZone: string, hour: number, minute = 0): number {
  const wall = wallClock(epochMs, timeZone);
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, hour, minute);
  // Two passes settle the offset even on a day the offset changes.
  let instant = guess - offsetMinutes(guess, timeZone) * 60_000;
  instant = guess - offsetMinutes(instant, timeZone) * 60_000;
  return instant;
}
