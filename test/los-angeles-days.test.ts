import { describe, expect, it } from 'vitest';
import { isBusinessDay, isWeekend, nextLosAngelesDate } from './los-angeles-days';

/** The Los Angeles weekday (0 = Sunday) of a `YYYY-MM-DD` date. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe('nextLosAngelesDate', () => {
  it('finds a business day and a weekend day within the carriers’ seven days, at every hour of two weeks', () => {
    // From Monday 23 November 2026, 00:00 UTC, hour by hour: a Tuesday morning in Los Angeles
    // once asked for "next Tuesday", eight days before its window.
    const start = Date.UTC(2026, 10, 23);
    for (let hour = 0; hour < 14 * 24; hour += 1) {
      const now = start + hour * 3_600_000;
      for (const [accept, check] of [
        [isBusinessDay, isBusinessDay],
        [isWeekend, isWeekend],
      ] as const) {
        const date = nextLosAngelesDate(accept, now);
        expect(check(weekdayOf(date))).toBe(true);
        // Its pickup window (from 09:00 in Los Angeles, at most 17:00 UTC) opens within 7 days of now.
        expect(Date.parse(`${date}T17:00:00Z`) - now).toBeLessThanOrEqual(7 * 86_400_000);
        expect(Date.parse(`${date}T23:59:59Z`)).toBeGreaterThan(now);
      }
    }
  });
});
