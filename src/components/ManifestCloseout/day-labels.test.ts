import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../api/resources/manifests';
import type { Transaction } from '../../api/resources/transactions';
import { dayOf, labelsOfDay, manifestedIds, shipmentDateOf } from './day-labels';

const label = (id: string, created: string, account = 'ca_1', status = 'SUCCESS') =>
  ({ object_id: id, object_created: created, status, rate: { carrier_account: account } }) as unknown as Transaction;

describe('labels of a day', () => {
  it('reads the day in the given zone', () => {
    expect(dayOf('2026-11-24T02:00:00Z', 'America/Los_Angeles')).toBe('2026-11-23');
    expect(dayOf('2026-11-24T02:00:00Z', 'Europe/Berlin')).toBe('2026-11-24');
    expect(dayOf('garbage', 'UTC')).toBeUndefined();
  });

  it('keeps the bought labels of the account and day that are on no manifest yet', () => {
    const labels = [
      label('a', '2026-11-23T18:00:00Z'),
      label('b', '2026-11-23T19:00:00Z', 'ca_2'),
      label('c', '2026-11-23T20:00:00Z', 'ca_1', 'REFUNDED'),
      label('d', '2026-11-22T20:00:00Z'),
      label('e', '2026-11-23T21:00:00Z'),
    ];
    const manifests = [{ status: 'SUCCESS', transactions: ['e'] }, { status: 'ERROR', transactions: ['a'] }] as unknown as Manifest[];
    expect(labelsOfDay(labels, 'ca_1', '2026-11-23', 'UTC', manifestedIds(manifests)).map((item) => item.object_id)).toEqual(['a']);
    expect(shipmentDateOf('2026-11-23')).toBe('2026-11-23T12:00:00Z');
  });
});
