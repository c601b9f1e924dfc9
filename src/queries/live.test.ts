import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readLiveEvent } from '../api/live-events';
import { trackKeys, transactionKeys } from './keys';
import { invalidateForLiveEvent } from './live';

/** A client holding one label, read at `updated`. */
function clientHolding(updated: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(transactionKeys.detail('txn_1'), { object_id: 'txn_1', status: 'SUCCESS', object_updated: updated });
  return queryClient;
}
const invalidated = (queryClient: QueryClient) => queryClient.getQueryState(transactionKeys.detail('txn_1'))?.isInvalidated;

describe('live events against the cache', () => {
  it('leaves a label the page already holds as new as the event saw it (its own purchase)', async () => {
    const queryClient = clientHolding('2026-11-23T15:00:03.000Z');
    await invalidateForLiveEvent(queryClient, readLiveEvent({ event: 'transaction_created', object_id: 'txn_1', object_updated: '2026-11-23T15:00:03Z' })!);
    expect(invalidated(queryClient)).toBe(false);
  });

  it('reads a label again when the event saw a newer one (a refund settled), or did not say', async () => {
    const newer = clientHolding('2026-11-23T15:00:03.000Z');
    await invalidateForLiveEvent(newer, readLiveEvent({ event: 'transaction_updated', object_id: 'txn_1', object_updated: '2026-11-23T15:00:08.000Z' })!);
    expect(invalidated(newer)).toBe(true);
    const unsaid = clientHolding('2026-11-23T15:00:03.000Z');
    await invalidateForLiveEvent(unsaid, readLiveEvent({ event: 'transaction_updated', object_id: 'txn_1' })!);
    expect(invalidated(unsaid)).toBe(true);
  });

  it('reads again, on track_updated, the track of that number, the track followed through its label, and the label; no other track', async () => {
    const queryClient = clientHolding('2026-11-23T15:00:03.000Z');
    queryClient.setQueryData(trackKeys.detail('parcelwise/PW1'), { tracking_number: 'PW1', transaction: 'txn_1' });
    queryClient.setQueryData(trackKeys.detail('transaction/txn_1'), null);
    queryClient.setQueryData(trackKeys.detail('parcelwise/PW2'), { tracking_number: 'PW2', transaction: 'txn_2' });
    await invalidateForLiveEvent(queryClient, readLiveEvent({ event: 'track_updated', object_id: 'PW1', transaction: 'txn_1' })!);
    const stale = (id: string) => queryClient.getQueryState(trackKeys.detail(id))?.isInvalidated;
    expect([stale('parcelwise/PW1'), stale('transaction/txn_1'), stale('parcelwise/PW2')]).toEqual([true, true, false]);
    expect(invalidated(queryClient)).toBe(true);
  });
});
