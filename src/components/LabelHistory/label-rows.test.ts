// The filters LabelHistory applies itself (days bought, words): the reader's day in any time zone,
// with one formatter per zone kept between calls (bench/RESULTS.md: a new one per label cost the
// date and search filters tasks of 100 ms and more over thousands of labels).
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/resources/transactions';
import { NO_FILTERS } from './label-history-machine';
import { dayOf, matchesLocally } from './label-rows';

const label = (created: string, tracking = 'PW123456789012'): Transaction => ({ object_id: `txn_${created}`, object_created: created, tracking_number: tracking, status: 'SUCCESS' });

describe('dayOf', () => {
  it('gives the calendar day in the zone asked for, each zone its own, again and again', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(dayOf('2026-11-24T02:00:00Z', 'America/Los_Angeles')).toBe('2026-11-23');
      expect(dayOf('2026-11-24T02:00:00Z', 'Europe/Berlin')).toBe('2026-11-24');
      expect(dayOf('2026-11-23T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-24');
      expect(dayOf('2026-11-23T23:30:00Z', 'UTC')).toBe('2026-11-23');
    }
    expect(dayOf('not a date', 'UTC')).toBe('');
  });

  it('creates one formatter per zone, not one per label', () => {
    const Original = Intl.DateTimeFormat;
    let created = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        created += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const days = new Set<string>();
      for (let index = 0; index < 500; index += 1) {
        days.add(dayOf(new Date(Date.UTC(2026, 10, 1) + index * 3_600_000).toISOString(), 'America/Denver'));
      }
      expect(days.size).toBe(22);
      expect(created).toBeLessThanOrEqual(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

describe('matchesLocally', () => {
  it('keeps the labels of the days asked for, in the reader\'s zone', () => {
    const lateInBerlin = label('2026-11-20T23:30:00Z');
    const filters = { ...NO_FILTERS, from: '2026-11-21', to: '2026-11-21' };
    expect(matchesLocally(lateInBerlin, filters, {}, 'Europe/Berlin')).toBe(true);
    expect(matchesLocally(lateInBerlin, filters, {}, 'America/New_York')).toBe(false);
    expect(matchesLocally(label('2026-11-22T10:00:00Z'), { ...NO_FILTERS, to: '2026-11-21' }, {}, 'UTC')).toBe(false);
    expect(matchesLocally(label('2026-11-19T10:00:00Z'), { ...NO_FILTERS, from: '2026-11-20' }, {}, 'UTC')).toBe(false);
  });

  it('finds every word of the search in the tracking number, order or recipient, whatever the day', () => {
    const filters = { ...NO_FILTERS, search: 'kx  ada' };
    expect(matchesLocally(label('2026-11-19T10:00:00Z', 'KX761848338221'), filters, { recipient: 'Ada Lovelace' }, 'UTC')).toBe(true);
    expect(matchesLocally(label('2026-11-19T10:00:00Z', 'KX761848338221'), filters, { recipient: 'Grace Hopper' }, 'UTC')).toBe(false);
    expect(matchesLocally({ ...label('x'), object_created: null }, { ...NO_FILTERS, search: 'pw' }, {}, 'UTC')).toBe(true);
  });
});
