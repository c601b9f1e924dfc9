'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { getTrack, isFinalTrackingStatus, registerTrack, type Track, type TrackInput } from '../api/resources/tracks';
import type { Transaction } from '../api/resources/transactions';
import { LIVE_POLL_INTERVAL_MS, isLive } from '../internal/live';
import { useShippingElements } from '../provider/context';
import { carrierAccountQueries } from './carrier-accounts';
import { trackKeys, transactionKeys } from './keys';
import { useLiveInvalidation } from './live';
import { KIT_QUERY_DEFAULTS, backoffInterval } from './shared';
import { isSettledTransaction, labelQueries } from './transactions';

export { trackKeys };
/** Whether a tracking status is final (DELIVERED, RETURNED, FAILURE), for the blocks that show one. */
export { isFinalTrackingStatus };

/** What {@link useTrack} follows: a carrier's tracking number, or the label (transaction) it belongs to. */
export type TrackTarget = { carrier: string; trackingNumber: string } | { transactionId: string };

/** The cache id of a target: `<carrier>/<number>` or `transaction/<id>` (see `trackKeys`). */
export function trackId(target: TrackTarget): string {
  return 'transactionId' in target ? `transaction/${target.transactionId}` : `${target.carrier}/${target.trackingNumber}`;
}

/**
 * The carrier token of a label: its carrier account's `carrier` (cached with the catalog), else
 * the first word of its service level token (`usps_priority` → `usps`).
 */
async function carrierOfLabel(api: ApiClient, queryClient: QueryClient, transaction: Transaction): Promise<string> {
  const rate = transaction.rate;
  if (rate && typeof rate === 'object' && rate.carrier_account) {
    return (await queryClient.ensureQueryData(carrierAccountQueries.detail(api, rate.carrier_account))).carrier;
  }
  const token = rate && typeof rate === 'object' ? (rate.servicelevel_token ?? '') : '';
  return token.split('_')[0] || (rate && typeof rate === 'object' ? (rate.provider ?? '').toLowerCase() : '');
}

/**
 * The track of a label: its transaction (from the cache once it has a tracking number), its
 * carrier, then `GET /tracks/…`. `null` while the label has no tracking number (WAITING, QUEUED)
 * or when it never will (ERROR).
 */
async function trackOfLabel(api: ApiClient, queryClient: QueryClient, transactionId: string, signal: AbortSignal): Promise<Track | null> {
  const cached = queryClient.getQueryData<Transaction>(transactionKeys.detail(transactionId));
  const transaction = cached?.tracking_number ? cached : await queryClient.fetchQuery(labelQueries.detail(api, transactionId));
  if (!transaction.tracking_number) {
    return null;
  }
  return getTrack(api, await carrierOfLabel(api, queryClient, transaction), transaction.tracking_number, { signal });
}

/**
 * Whether a track is done changing: a final status (DELIVERED, RETURNED, FAILURE), or no
 * tracking number on a label that is settled (it will never get one).
 */
function isSettledTrack(queryClient: QueryClient, target: TrackTarget, track: Track | null): boolean {
  if (track) {
    return isFinalTrackingStatus(track.tracking_status?.status);
  }
  const transaction = 'transactionId' in target ? queryClient.getQueryData<Transaction>(transactionKeys.detail(target.transactionId)) : undefined;
  return transaction === undefined || isSettledTransaction(transaction);
}

export const trackQueries = {
  /**
   * A track; refetched while it is not final, backing off (1 s, 1.5 s … up to 15 s; every 30 s
   * while the provider's event source is healthy, which refetches it on `track_updated`), and no
   * more once DELIVERED, RETURNED or FAILURE. When its status moves, its label and the label lists
   * are refetched too (they show the same `tracking_status`).
   */
  detail: (api: ApiClient, queryClient: QueryClient, target: TrackTarget) =>
    queryOptions<Track | null, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: trackKeys.detail(trackId(target)),
      queryFn: async ({ signal }) => {
        const before = queryClient.getQueryData<Track | null>(trackKeys.detail(trackId(target)))?.tracking_status?.status;
        const track =
          'transactionId' in target ? await trackOfLabel(api, queryClient, target.transactionId, signal) : await getTrack(api, target.carrier, target.trackingNumber, { signal });
        // The label's own `tracking_status` moved too: its page and the lists (filtered by it) read it again.
        if (track?.transaction && before !== undefined && track.tracking_status?.status !== before) {
          void queryClient.invalidateQueries({ queryKey: transactionKeys.detail(track.transaction) });
          void queryClient.invalidateQueries({ queryKey: transactionKeys.lists() });
        }
        return track;
      },
      refetchInterval: (query: Query<Track | null, ShippingElementsError, Track | null, readonly unknown[]>) => {
        const { data, dataUpdateCount } = query.state;
        if (data === undefined || isSettledTrack(queryClient, target, data)) {
          return false;
        }
        return isLive(api) ? LIVE_POLL_INTERVAL_MS : backoffInterval(dataUpdateCount);
      },
    }),
};

export const trackMutations = {
  /** Registers a tracking number; the answer fills the cache of that number's track. */
  register: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Track, ShippingElementsError, TrackInput>({
      mutationKey: [...trackKeys.all(), 'register'],
      mutationFn: (input) => registerTrack(api, input),
      retry: false,
      onSuccess: (track) => {
        queryClient.setQueryData(trackKeys.detail(trackId({ carrier: track.carrier, trackingNumber: track.tracking_number })), track);
      },
    }),
};

const isUsable = (target: TrackTarget | undefined): target is TrackTarget =>
  target !== undefined && ('transactionId' in target ? target.transactionId !== '' : target.carrier !== '' && target.trackingNumber !== '');

/**
 * Follows the tracking of one shipment: by `{ carrier, trackingNumber }`, or by `{ transactionId }`
 * (the label's carrier and number are looked up, sharing the cache of `useTransaction`). `data` is
 * the `Track` (current `tracking_status`, `tracking_history` earliest first, `eta`, places), or
 * `null` while a label has no tracking number (WAITING, QUEUED) or never will (ERROR). Refetches
 * while not final, backing off; stops at DELIVERED, RETURNED or FAILURE. A number no carrier
 * knows is an `ApiError` with status 404. Pass `undefined` to wait.
 */
export function useTrack(target: TrackTarget | undefined) {
  const { api, queryClient } = useShippingElements('useTrack');
  useLiveInvalidation(api, queryClient);
  const usable = isUsable(target);
  return useQuery(
    { ...trackQueries.detail(api, queryClient, usable ? target : { transactionId: '' }), enabled: usable },
    queryClient,
  );
}

/** Registers a tracking number (`POST /tracks/`) for `track_updated` webhooks; never retried automatically. */
export function useRegisterTrack() {
  const { api, queryClient } = useShippingElements('useRegisterTrack');
  return useMutation(trackMutations.register(api, queryClient), queryClient);
}
