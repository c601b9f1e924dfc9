import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTimeZone, formatPickupTime, timeZoneOptionLabel, formatPickupWindow, pickupInstant } from './pickup-times';

// A Los Angeles pickup read on a Berlin clock: nothing may move to Berlin time.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = machineZone;
});

/** Intl's narrow spaces and en dash, as plain characters. */
const plain = (text: string | undefined) => (text ?? '').replace(/[\u202f\u2009\u00a0]/g, ' ').replace('–', '-');

describe('pickup times', () => {
  it('reads times with an offset exactly, and times without one as the pickup zone’s clock', () => {
    expect(pickupInstant('2026-11-24T09:00:00-08:00', 'America/Los_Angeles')).toBe(Date.UTC(2026, 10, 24, 17));
    expect(pickupInstant('2026-11-24T09:00:00', 'America/Los_Angeles')).toBe(Date.UTC(2026, 10, 24, 17));
    expect(pickupInstant('2026-11-24T17:00:00Z', 'America/Los_Angeles')).toBe(Date.UTC(2026, 10, 24, 17));
    expect(pickupInstant('soon', 'America/Los_Angeles')).toBeUndefined();
  });

  it('shows a Los Angeles window in Los Angeles time on a Berlin machine', () => {
    expect(plain(formatPickupWindow('2026-11-24T09:00:00-08:00', '2026-11-24T18:00:00-08:00', 'America/Los_Angeles', 'en-US'))).toBe(
      'Tue, Nov 24, 2026, 9:00 AM - 6:00 PM',
    );
    expect(plain(formatPickupTime('2026-11-24T07:00:00-08:00', 'America/Los_Angeles', 'en-US'))).toBe('Tue, Nov 24, 2026, 7:00 AM');
  });

  it('writes French hours as its time inputs and ranges do (07:00 beside 09:00), English ones with AM/PM', () => {
    expect(formatPickupTime('2026-11-24T07:00:00-08:00', 'America/Los_Angeles', 'fr-FR')).toMatch(/24 nov\. 2026, 07:00$/);
    expect(plain(formatPickupWindow('2026-11-24T09:00:00-08:00', '2026-11-24T15:00:00-08:00', 'America/Los_Angeles', 'fr-FR'))).toMatch(/09:00 - 15:00$/);
    expect(formatPickupTime('2026-11-24T07:00:00-08:00', 'America/Los_Angeles', 'de-DE')).toMatch(/07:00$/);
    expect(plain(formatPickupTime('2026-11-24T07:00:00-08:00', 'America/Los_Angeles', 'en-US'))).toMatch(/, 7:00 AM$/);
  });

  it('names the zone in the reader\'s words, never with its IANA id', () => {
    expect(describeTimeZone('America/Los_Angeles', 'en-US', Date.UTC(2026, 10, 24))).toBe('Pacific Standard Time');
    expect(describeTimeZone('America/Los_Angeles', 'fr-FR', Date.UTC(2026, 10, 24))).toMatch(/^heure .*Pacifique/);
    expect(describeTimeZone('America/Los_Angeles', 'fr-FR', Date.UTC(2026, 10, 24))).not.toMatch(/America|\(/);
  });

  it('names a zone in a list by its city and its clock, in the reader\'s language', () => {
    expect(timeZoneOptionLabel('America/Los_Angeles', 'en-US')).toBe('Los Angeles (Pacific Time)');
    expect(timeZoneOptionLabel('Europe/Berlin', 'de-DE')).toBe('Berlin (Mitteleuropäische Normalzeit)');
    expect(timeZoneOptionLabel('America/New_York', 'fr-FR')).toMatch(/^New York \(heure de l.Est/);
    // Only an offset is known for UTC: the city alone, no "GMT+00:00".
    expect(timeZoneOptionLabel('UTC', 'es')).toBe('UTC');
  });
});
