import type { AnyShippingElementsError, ShippingElementsError } from '../../api/errors';
import type { Track } from '../../api/resources/tracks';
import { isFinalTrackingStatus } from '../../queries/tracks';
import type { TrackingStatus } from '../../api/resources/transactions';

/*
 * What TrackingStatus shows, derived from its track query on each render. The block has no flow
 * of its own: nothing a person does changes what it shows but asking again after an error (a
 * refetch), and the one source of truth is the track query (it refetches while the shipment
 * moves, backing off, and stops at a final status; a failed refresh keeps the track it had). So,
 * like RatePicker's, its state is a view of the query (`trackingStatusViewOf`), not a machine.
 */

/** What TrackingStatus shows (its root's `data-state` is `step`). */
export type TrackingStatusView =
  | { step: 'loading' }
  /** The label has no tracking number yet (WAITING, QUEUED), or never will (ERROR). */
  | { step: 'no-number' }
  /** No carrier knows the number (404). */
  | { step: 'not-found'; error: ShippingElementsError }
  | { step: 'error'; error: ShippingElementsError }
  | { step: 'tracking'; track: Track; status: TrackingStatus | 'UNKNOWN'; final: boolean };

const KNOWN: readonly string[] = ['UNKNOWN', 'PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE'];

/** A status of the API's list, or UNKNOWN for one this kit does not know yet (the list is open). */
export function knownStatus(status: string | null | undefined): TrackingStatus {
  return KNOWN.includes(status ?? '') ? (status as TrackingStatus) : 'UNKNOWN';
}

const isNotFound = (error: ShippingElementsError) => {
  const known = error as AnyShippingElementsError;
  return known.kind === 'api' && known.status === 404;
};

/**
 * What the track query's answer shows: its track when it has one (`null`: no number yet), whatever
 * a later refresh did; else its error (a 404 is a number no carrier knows); else loading.
 */
export function trackingStatusViewOf(query: { data: Track | null | undefined; error: ShippingElementsError | null }): TrackingStatusView {
  if (query.data === null) {
    return { step: 'no-number' };
  }
  if (query.data !== undefined) {
    const status = knownStatus(query.data.tracking_status?.status);
    return { step: 'tracking', track: query.data, status, final: isFinalTrackingStatus(status) };
  }
  if (query.error) {
    return isNotFound(query.error) ? { step: 'not-found', error: query.error } : { step: 'error', error: query.error };
  }
  return { step: 'loading' };
}
