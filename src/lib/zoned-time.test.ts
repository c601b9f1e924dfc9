import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guessTimeZone, instantToZonedInput, timeZoneDisplayName, zonedTimeToInstant, zoneOffsetMinutes } from './zoned-time';

// The machine's own zone must not matter: the tests run on a Berlin clock.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = machineZone;
});

describe('zoned time', () => {
  it('runs on a Berlin clock', () => {
    expect(new Date(Date.UTC(2026, 10, 24, 17)).getHours()).toBe(18);
  });

  it('turns a Los Angeles wall-clock time into the right instant, whatever the machine zone', () => {
    expect(new Date(zonedTimeToInstant('2026-11-24', '09:00', 'America/Los_Angeles')!).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(new Date(zonedTimeToInstant('2026-07-14', '09:00', 'America/Los_Angeles')!).toISOString()).toBe('2026-07-14T16:00:00.000Z');
    expect(new Date(zonedTimeToInstant('2026-11-24', '09:00', 'Asia/Kolkata')!).toISOString()).toBe('2026-11-24T03:30:00.000Z');
  });

  it('shows an instant as the wall clock of the zone', () => {
    expect(instantToZonedInput(Date.UTC(2026, 10, 24, 17), 'America/Los_Angeles')).toEqual({ date: '2026-11-24', time: '09:00' });
    expect(instantToZonedInput(Date.UTC(2026, 10, 24, 23, 30), 'Australia/Sydney')).toEqual({ date: '2026-11-25', time: '10:30' });
    expect(zoneOffsetMinutes(Date.UTC(2026, 10, 24), 'America/Los_Angeles')).toBe(-480);
  });

  it('settles the offset on the days it changes', () => {
    // 8 March 2026: Los Angeles skips 02:00–03:00; 1 November 2026: it repeats 01:00–02:00.
    expect(new Date(zonedTimeToInstant('2026-03-08', '01:30', 'America/Los_Angeles')!).toISOString()).toBe('2026-03-08T09:30:00.000Z');
    expect(new Date(zonedTimeToInstant('2026-03-08', '03:30', 'America/Los_Angeles')!).toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(new Date(zonedTimeToInstant('2026-03-08', '02:30', 'America/Los_Angeles')!).toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(new Date(zonedTimeToInstant('2026-11-01', '01:30', 'America/Los_Angeles')!).toISOString()).toBe('2026-11-01T08:30:00.000Z');
    for (const time of ['00:00', '04:00', '12:00', '23:59']) {
      const instant = zonedTimeToInstant('2026-03-08', time, 'America/Los_Angeles')!;
      expect(instantToZonedInput(instant, 'America/Los_Angeles')).toEqual({ date: '2026-03-08', time });
    }
  });

  it('refuses malformed dates and times', () => {
    expect(zonedTimeToInstant('2026-02-31', '09:00', 'UTC')).toBeUndefined();
    expect(zonedTimeToInstant('2026-11-24', '24:00', 'UTC')).toBeUndefined();
    expect(zonedTimeToInstant('', '09:00', 'UTC')).toBeUndefined();
  });

  it('names the zone in the reader’s language and guesses it from an address', () => {
    expect(timeZoneDisplayName('America/Los_Angeles', 'en', Date.UTC(2026, 10, 24))).toBe('Pacific Standard Time');
    expect(timeZoneDisplayName('America/Los_Angeles', 'fr', Date.UTC(2026, 10, 24))).toMatch(/Pacifique/i);
    expect(guessTimeZone({ country: 'us', state: 'ca' })).toBe('America/Los_Angeles');
    expect(guessTimeZone({ country: 'DE' })).toBe('Europe/Berlin');
    expect(guessTimeZone({ country: 'ZZ' })).toBeUndefined();
  });
});
