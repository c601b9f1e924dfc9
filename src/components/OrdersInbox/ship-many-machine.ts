// OrdersInbox's "Ship selected" flow as a sub-machine of orders-inbox-machine.ts: the selection's
// orders being read (all that match are paged through), the settings with the orders that already
// have a label flagged, the batch being created, then the batch's review (the sub-machine shared
// with BatchUploader, components/shared/batch-review/batch-review-machine.ts). Pure.
import type { ShippingElementsError } from '../../api/errors';
import type { Order } from '../../api/resources/orders';
import { batchReviewMachine, followBatch, isReviewEvent, isReviewing, type BatchReviewEvent, type BatchReviewState } from '../shared/batch-review/batch-review-machine';
import type { SentRow } from '../shared/batch-review/listed-shipments';
import { heldBackReason } from '../shared/batch-review/held-back';

export { HELD_BACK_REASONS, heldBackReason, type HeldBackReason } from '../shared/batch-review/held-back';

/** Where the labels are shipped from: a stored address, and its country (customs follow it). */
export interface ShipManySender {
  addressId: string;
  country: string;
}

/** What every step after the orders are read keeps. */
interface WithOrders {
  /** The selection's orders, in the list's order. */
  orders: readonly Order[];
  /** Orders held back (a label already, or a state that should not ship) that the person included anyway. */
  included: ReadonlySet<string>;
}

/** The steps of the ship-many flow; `step` is the view's `data-state`. */
export type ShipManyState =
  | { step: 'resolving'; /** Which reading of the selection counts (a newer one replaces it). */ run: number }
  | { step: 'resolve-failed'; run: number; error: ShippingElementsError }
  | (WithOrders & { step: 'settings' | 'creating'; createError: ShippingElementsError | null })
  | (WithOrders & BatchReviewState & { sender: ShipManySender });

export type ShipManyStep = ShipManyState['step'];

/** What happens in the ship-many flow. */
export type ShipManyEvent =
  | { type: 'resolveStarted'; run: number }
  | { type: 'resolved'; run: number; orders: readonly Order[] }
  | { type: 'resolveFailed'; run: number; error: ShippingElementsError }
  | { type: 'includeToggled'; orderId: string }
  | { type: 'submitted' }
  | { type: 'created'; batchId: string; sent: SentRow[]; sender: ShipManySender }
  | { type: 'createFailed'; error: ShippingElementsError }
  | BatchReviewEvent;

/** The first step: the selection's orders are being read. */
export function initialShipManyState(run: number): ShipManyState {
  return { step: 'resolving', run };
}

/** The orders a batch is made of: every order not held back ({@link heldBackReason}), and those held back that were included. */
export function ordersToShip(state: WithOrders, boughtHere: ReadonlyMap<string, unknown>): Order[] {
  return state.orders.filter((order) => heldBackReason(order, boughtHere) === null || state.included.has(order.object_id));
}

type ReviewingState = Extract<ShipManyState, BatchReviewState>;

/** The reducer: an event that does not apply to the current step changes nothing. */
export function shipManyMachine(state: ShipManyState, event: ShipManyEvent): ShipManyState {
  if (isReviewEvent(event)) {
    if (!isReviewing(state)) {
      return state;
    }
    const reviewing: ReviewingState = state;
    return { ...batchReviewMachine(reviewing, event), orders: reviewing.orders, included: reviewing.included, sender: reviewing.sender };
  }
  switch (event.type) {
    case 'resolveStarted':
      return state.step === 'resolving' || state.step === 'resolve-failed' ? { step: 'resolving', run: event.run } : state;
    case 'resolved':
      // Only the reading asked for last counts.
      return state.step === 'resolving' && state.run === event.run ? { step: 'settings', orders: event.orders, included: new Set(), createError: null } : state;
    case 'resolveFailed':
      return state.step === 'resolving' && state.run === event.run ? { step: 'resolve-failed', run: event.run, error: event.error } : state;
    case 'includeToggled': {
      if (state.step !== 'settings') {
        return state;
      }
      const included = new Set(state.included);
      if (!included.delete(event.orderId)) {
        included.add(event.orderId);
      }
      return { ...state, included };
    }
    case 'submitted':
      return state.step === 'settings' ? { ...state, step: 'creating', createError: null } : state;
    case 'created':
      return state.step === 'creating'
        ? { ...followBatch({ batchId: event.batchId, sent: event.sent, rowOverrides: true }), orders: state.orders, included: state.included, sender: event.sender }
        : state;
    case 'createFailed':
      return state.step === 'creating' ? { ...state, step: 'settings', createError: event.error } : state;
  }
  event satisfies never;
  return state;
}
