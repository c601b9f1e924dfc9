import type { Query, QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { LiveEvent } from '../api/live-events';
import { registerLiveEventHandler } from '../internal/live';
import { batchKeys, refundKeys, trackKeys, transactionKeys } from './keys';

/*
 * Live updates: what an event the host's backend relays (from a verified webhook) changes in the
 * kit's cache. An event names one object; only that object's queries, and the lists that hold it,
 * are invalidated, so the page refetches what changed and nothing else.
 */

/** The refunds in the cache that belong to a transaction. */
const refundsOf = (transactionId: string) => (query: Query) => {
  const data = query.state.data as { transaction?: unknown } | undefined;
  return data?.transaction === transactionId;
};

/**
 * The tracks in the cache that an event about a tracking number names: that number's track, and
 * the track followed through the event's label (`transaction/<id>`).
 */
const tracksOf = (event: LiveEvent) => (query: Query) => {
  const data = query.state.data as { tracking_number?: unknown; transaction?: unknown } | null | undefined;
  const followed = event.transaction ? query.queryKey.at(-1) === `transaction/${event.transaction}` : false;
  return followed || data?.tracking_number === event.object_id || (Boolean(event.transaction) && data?.transaction === event.transaction);
};

/**
 * Whether the cache already holds the object at least as new as the event saw it (`object_updated`
 * compared as instants): the page made that change itself (a purchase answers with the label the
 * `transaction_created` event then names), so reading it again would only repeat the answer.
 */
function alreadyCurrent(queryClient: QueryClient, queryKey: readonly unknown[], event: LiveEvent): boolean {
  const cached = queryClient.getQueryData<{ object_updated?: unknown }>(queryKey)?.object_updated;
  if (typeof cached !== 'string' || typeof event.object_updated !== 'string') {
    return false;
  }
  const [held, seen] = [Date.parse(cached), Date.parse(event.object_updated)];
  return Number.isFinite(held) && Number.isFinite(seen) && held >= seen;
}

/**
 * Invalidates the queries of the object an event names (active ones refetch at once), unless the
 * cache already holds that object as new as the event saw it:
 * - a transaction event: that transaction, the transaction lists, and that transaction's refunds
 *   with the refund lists (a refund settling changes its label; the API has no refund event);
 * - a batch event: that batch (every page and its shipments) and the batch lists; a purchase also
 *   the transaction lists (it bought labels);
 * - `track_updated` (`object_id` is the tracking number): that number's track, the track followed
 *   through its label, and the label (with the lists, whose `tracking_status` filter it changes).
 * Unknown events change nothing.
 */
export async function invalidateForLiveEvent(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  const invalidate = (queryKey: readonly unknown[], predicate?: (query: Query) => boolean) =>
    queryClient.invalidateQueries({ queryKey, ...(predicate ? { predicate } : {}) });
  const transaction = (transactionId: string) => [
    invalidate(transactionKeys.detail(transactionId)),
    invalidate(transactionKeys.lists()),
    invalidate(refundKeys.details(), refundsOf(transactionId)),
    invalidate(refundKeys.lists()),
  ];
  switch (event.event) {
    case 'transaction_created':
    case 'transaction_updated':
      if (!alreadyCurrent(queryClient, transactionKeys.detail(event.object_id), event)) {
        await Promise.all(transaction(event.object_id));
      }
      return;
    case 'batch_created':
    case 'batch_purchased':
      if (alreadyCurrent(queryClient, batchKeys.detail(event.object_id), event)) {
        return;
      }
      await Promise.all([
        invalidate(batchKeys.detail(event.object_id)),
        invalidate(batchKeys.lists()),
        ...(event.event === 'batch_purchased' ? [invalidate(transactionKeys.lists())] : []),
      ]);
      return;
    case 'track_updated':
      await Promise.all([invalidate(trackKeys.details(), tracksOf(event)), ...(event.transaction ? transaction(event.transaction) : [])]);
      return;
    default:
      return;
  }
}

/**
 * Registers {@link invalidateForLiveEvent} for the provider of `api`, so its `events` source
 * refetches what the hooks on the page show. Called by every hook of an object events cover.
 */
export function useLiveInvalidation(api: object, queryClient: QueryClient): void {
  React.useEffect(() => {
    registerLiveEventHandler(api, 'invalidate', (event) => void invalidateForLiveEvent(queryClient, event));
  }, [api, queryClient]);
}
