// Pickup times are local to the pickup address (spec §2 Pickup: "all pickup times are in this
// zone, not UTC"). The zone arithmetic is the kit's own (src/lib/zoned-time.ts), so the
// sandbox and PickupScheduler cannot disagree about a wall clock; these add what only the
// sandbox needs: a zone for every address, and ISO 8601 with the zone's offset.
import { guessTimeZone, instantToZonedInput, wallClockAt, zoneOffsetMinutes, zonedTimeToInstant } from '../src/lib/zoned-time';

/** The IANA time zone of an address (by US state, else by country; UTC when unknown). */
export function timeZoneOf(address: { country?: string | null; state?: string | null }): string {
  return guessTimeZone(address) ?? 'UTC';
}

/** Formats an instant as ISO 8601 with the zone's offset, e.g. `2026-11-23T10:00:00-08:00`. */
export function formatInZone(epochMs: number, timeZone: string): string {
  const wall = wallClockAt(epochMs, timeZone);
  const offset = zoneOffsetMinutes(epochMs, timeZone);
  const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');
  const sign = offset < 0 ? '-' : '+';
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The instant at a wall-clock time on the same local day as `epochMs`, in a zone. */
export function atLocalTime(epochMs: number, timeZone: string, hour: number, minute = 0): number {
  const { date } = instantToZonedInput(epochMs, timeZone);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return zonedTimeToInstant(date, time, timeZone) ?? epochMs;
}
