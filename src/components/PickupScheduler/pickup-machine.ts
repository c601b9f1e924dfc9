import type { ShippingElementsError } from '../../api/errors';
import type { Pickup, PickupInput } from '../../api/resources/pickups';

/**
 * The flow of PickupScheduler as data: the form, a confirmation, the one request, its outcome.
 * Parts never call each other; they dispatch events, and the root renders `state.step`.
 */
export type PickupState =
  /** The form; `error` is the failure of the last request, shown above it. */
  | { step: 'editing' }
  /** The confirmation dialog states what will be booked. */
  | { step: 'confirming'; request: PickupInput }
  /** The request is in flight; nothing can send another. */
  | { step: 'scheduling'; request: PickupInput }
  /** The request failed (network, 4xx, 5xx): shown in the dialog, which can send it again. */
  | { step: 'failed'; request: PickupInput; error: ShippingElementsError }
  /** The carrier answered: CONFIRMED, PENDING or CANCELLED (anything but ERROR). */
  | { step: 'scheduled'; pickup: Pickup }
  /** The carrier refused (status ERROR) with messages; the form can be changed and sent again. */
  | { step: 'refused'; pickup: Pickup; request: PickupInput };

export type PickupEvent =
  | { type: 'review'; request: PickupInput }
  | { type: 'cancel' }
  | { type: 'submit' }
  | { type: 'answered'; pickup: Pickup }
  | { type: 'failed'; error: ShippingElementsError }
  | { type: 'edit' }
  | { type: 'startOver' };

export const INITIAL_PICKUP_STATE: PickupState = { step: 'editing' };

/** The transitions; an event that does not apply to the current step leaves it as it is. */
export function pickupMachine(state: PickupState, event: PickupEvent): PickupState {
  switch (event.type) {
    case 'review':
      return state.step === 'editing' || state.step === 'refused' ? { step: 'confirming', request: event.request } : state;
    case 'cancel':
      return state.step === 'confirming' || state.step === 'failed' ? { step: 'editing' } : state;
    case 'submit':
      return state.step === 'confirming' || state.step === 'failed' ? { step: 'scheduling', request: state.request } : state;
    case 'answered':
      if (state.step !== 'scheduling') {
        return state;
      }
      return event.pickup.status === 'ERROR' ? { step: 'refused', pickup: event.pickup, request: state.request } : { step: 'scheduled', pickup: event.pickup };
    case 'failed':
      return state.step === 'scheduling' ? { step: 'failed', request: state.request, error: event.error } : state;
    case 'edit':
      return state.step === 'refused' ? { step: 'editing' } : state;
    case 'startOver':
      return state.step === 'scheduled' || state.step === 'refused' ? INITIAL_PICKUP_STATE : state;
    default:
      return event satisfies never;
  }
}
