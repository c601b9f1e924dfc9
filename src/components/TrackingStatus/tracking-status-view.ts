import type { AnyShippingElementsError, ShippingElementsError } from '../../api/errors';
import type { Track } from '../../api/resources/tracks';
import { isFinalTrackingStatus } from '../../queries/tracks';
import type { TrackingStatus } from '../../api/resources/transactions';

/*
 * The machine of TrackingStatus. The block only reads: nothing a person does changes its step but
 * asking again after an error (a refetch), and the one source of truth is the track query (it
 * refetches while the shipment moves, backing off, and stops at a final status). So the machine
 * is its reducer over what the query answered, `trackingStatusMachine(state, event)`, and the
 * controller feeds it the query's answer as the one event (`trackingEventOf`): no second copy of
 * the step is kept.
 */

/** The step of TrackingStatus (its root's `data-state`). */
export type TrackingStatusState =
  | { step: 'loading' }
  /** The label has no tracking number yet (WAITING, QUEUED), or never will (ERROR). */
  | { step: 'no-number' }
  /** No carrier knows the number (404). */
  | { step: 'not-found'; error: ShippingElementsError }
  | { step: 'error'; error: ShippingElementsError }
  | { step: 'tracking'; track: Track; status: TrackingStatus | 'UNKNOWN'; final: boolean };

/** What the track query answered. */
export type TrackingStatusEvent =
  | { type: 'pending' }
  | { type: 'answered'; track: Track | null }
  | { type: 'failed'; error: ShippingElementsError };

export const initialTrackingStatusState = (): TrackingStatusState => ({ step: 'loading' });

const KNOWN: readonly string[] = ['UNKNOWN', 'PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE'];

/** A status of the API's list, or UNKNOWN for one this kit does not know yet (the list is open). */
export function knownStatus(status: string | null | undefined): TrackingStatus {
  return KNOWN.includes(status ?? '') ? (status as TrackingStatus) : 'UNKNOWN';
}

const isNotFound = (error: ShippingElementsError) => {
  const known = error as AnyShippingElementsError;
  return known.kind === 'api' && known.status === 404;
};

/** The reducer: the step a query answer leads to. */
export function trackingStatusMachine(state: TrackingStatusState, event: TrackingStatusEvent): TrackingStatusState {
  switch (event.type) {
    case 'pending':
      return state.step === 'tracking' ? state : { step: 'loading' };
    case 'answered': {
      if (event.track === null) {
        return { step: 'no-number' };
      }
      const status = knownStatus(event.track.tracking_status?.status);
      return { step: 'tracking', track: event.track, status, final: isFinalTrackingStatus(status) };
    }
    case 'failed':
      // A track already shown stays shown when a refresh fails: the next refresh may succeed.
      if (state.step === 'tracking') {
        return state;
      }
      return isNotFound(event.error) ? { step: 'not-found', error: event.error } : { step: 'error', error: event.error };
    default:
      event satisfies never;
      return state;
  }
}

/** The event of a query's answer: its data when it has some (a failed refresh keeps it), else its error. */
export function trackingEventOf(query: { data: Track | null | undefined; error: ShippingElementsError | null }): TrackingStatusEvent {
  if (query.data !== undefined) {
    return { type: 'answered', track: query.data };
  }
  return query.error ? { type: 'failed', error: query.error } : { type: 'pending' };
}
