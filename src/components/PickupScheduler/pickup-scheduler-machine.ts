import type { ShippingElementsError } from '../../api/errors';
import type { Pickup, PickupInput } from '../../api/resources/pickups';
import type { PickupFormValues } from './pickup-values';

/**
 * The flow of PickupScheduler as data: the form, a confirmation, the one request, its outcome.
 * Parts never call each other; they call the controller's actions, which dispatch these events,
 * and the root renders `state.step`.
 */
export type PickupSchedulerState = PickupSchedulerStep & {
  /**
   * Counts the views whose title takes focus: an answer of the carrier (booked or refused) and a
   * new pickup after one was booked. Closing the confirmation or going back to change a refused
   * pickup keeps it (the dialog's opener or the date field takes focus there).
   */
  headingFocus: number;
};

type PickupSchedulerStep =
  /** The form; `draft` is what it starts from when it is shown again (after a booked pickup). */
  | { step: 'editing'; draft: PickupFormValues | undefined }
  /** The confirmation dialog states what will be booked (`values` as typed, `request` as sent). */
  | { step: 'confirming'; values: PickupFormValues; request: PickupInput }
  /** The request is in flight; nothing can send another. */
  | { step: 'scheduling'; values: PickupFormValues; request: PickupInput }
  /** The request failed (network, 4xx, 5xx): shown in the dialog, which can send it again. */
  | { step: 'failed'; values: PickupFormValues; request: PickupInput; error: ShippingElementsError }
  /** The carrier answered: CONFIRMED, PENDING or CANCELLED (anything but ERROR). */
  | { step: 'scheduled'; values: PickupFormValues; pickup: Pickup }
  /** The carrier refused (status ERROR) with messages; the form can be changed and sent again. */
  | { step: 'refused'; pickup: Pickup };

export type PickupSchedulerEvent =
  /** The form was submitted with valid values: confirm them. */
  | { type: 'reviewRequested'; values: PickupFormValues; request: PickupInput }
  /** The confirmation was closed without booking. */
  | { type: 'cancelled' }
  /** The booking request was sent. */
  | { type: 'submitted' }
  | { type: 'answered'; pickup: Pickup }
  | { type: 'failed'; error: ShippingElementsError }
  /** Back to the form to change a refused pickup. */
  | { type: 'editRequested' }
  /** Another pickup after one was booked: the form keeps the account, place and window. */
  | { type: 'startedOver' };

/** The form, as the block first shows it. */
export function initialPickupSchedulerState(): PickupSchedulerState {
  return { step: 'editing', draft: undefined, headingFocus: 0 };
}

/** The transitions; an event that does not apply to the current step leaves it as it is. */
export function pickupSchedulerMachine(state: PickupSchedulerState, event: PickupSchedulerEvent): PickupSchedulerState {
  const { headingFocus } = state;
  switch (event.type) {
    case 'reviewRequested':
      return state.step === 'editing' || state.step === 'refused' ? { step: 'confirming', values: event.values, request: event.request, headingFocus } : state;
    case 'cancelled':
      return state.step === 'confirming' || state.step === 'failed' ? { step: 'editing', draft: undefined, headingFocus } : state;
    case 'submitted':
      return state.step === 'confirming' || state.step === 'failed' ? { step: 'scheduling', values: state.values, request: state.request, headingFocus } : state;
    case 'answered':
      if (state.step !== 'scheduling') {
        return state;
      }
      return event.pickup.status === 'ERROR'
        ? { step: 'refused', pickup: event.pickup, headingFocus: headingFocus + 1 }
        : { step: 'scheduled', values: state.values, pickup: event.pickup, headingFocus: headingFocus + 1 };
    case 'failed':
      return state.step === 'scheduling' ? { step: 'failed', values: state.values, request: state.request, error: event.error, headingFocus } : state;
    case 'editRequested':
      return state.step === 'refused' ? { step: 'editing', draft: undefined, headingFocus } : state;
    case 'startedOver':
      // The labels handed over are gone from the list, and the reference was this pickup's.
      return state.step === 'scheduled'
        ? { step: 'editing', draft: { ...state.values, transactions: [], metadata: '' }, headingFocus: headingFocus + 1 }
        : state;
    default:
      return event satisfies never;
  }
}
