'use client';

import * as React from 'react';
import { useTrack, type TrackTarget } from '../../queries/tracks';
import { useTransaction } from '../../queries/transactions';
import { trackingStatusViewOf } from './tracking-status-view';

/**
 * The controller of TrackingStatus: the track (refetched by `useTrack` while the shipment moves,
 * backing off, never after a final status), what it shows (`state`, the view of the track query:
 * {@link trackingStatusViewOf}), the carrier's page and tracking number of a label, and the one
 * action, `retry`.
 */
export function useTrackingStatus(target: TrackTarget | undefined) {
  const track = useTrack(target);
  // Only a label knows its carrier's tracking page (the track has no URL in the public API).
  const transaction = useTransaction(target && 'transactionId' in target ? target.transactionId : undefined);
  const state = trackingStatusViewOf(track);
  const url = transaction.data?.tracking_url_provider;
  const { refetch } = track;
  const actions = React.useMemo(() => ({ retry: () => void refetch() }), [refetch]);
  return {
    state,
    /** The carrier's page: the label's schema admits only URLs the kit's URL rule allows (`api/urls.ts`). */
    carrierUrl: url || undefined,
    /** The label's tracking number, once its transaction is read (for a label followed by `transactionId`). */
    trackingNumber: transaction.data?.tracking_number || undefined,
    refreshing: track.isFetching,
    actions,
  };
}
