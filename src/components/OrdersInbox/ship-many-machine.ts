// OrdersInbox's "Ship selected" flow as a sub-machine of orders-inbox-machine.ts: the selection's
// orders being read (all that match are paged through), the settings with the orders that already
// have a label flagged, the batch being created, then the batch's review (the sub-machine shared
// with BatchUploader, components/shared/batch/batch-review-machine.ts). Pure.
import type { ShippingElementsError } from '../../api/errors';
import type { Order } from '../../api/resources/orders';
import { batchReviewMachine, followBatch, isReviewEvent, isReviewing, type BatchReviewEvent, type BatchReviewState } from '../shared/batch/batch-review-machine';
import type { SentRow } from '../shared/batch/listed-shipments';

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

/** Whether the order already has a label (bought here or known to the API). */
export function hasLabel(order: Order, boughtHere: ReadonlyMap<string, unknown>): boolean {
  return boughtHere.has(order.object_id) || (order.transactions?.length ?? 0) > 0;
}

/** Why an order is left out of a batch unless the person includes it, in the order the groups are shown. */
export const HELD_BACK_REASONS = ['labelled', 'refunded', 'awaitingPayment', 'cancelled', 'unknown'] as const;
export type HeldBackReason = (typeof HELD_BACK_REASONS)[number];

const HELD_BACK_STATUSES: Partial<Record<string, HeldBackReason>> = { REFUNDED: 'refunded', AWAITPAY: 'awaitingPayment', CANCELLED: 'cancelled', UNKNOWN: 'unknown' };

/**
 * Why the order should not ship without a word: it already has a label (a second is charged
 * again), or its state says it should not ship now (refunded, awaiting payment, cancelled, or a
 * state the API does not know). `null` for an order to ship.
 */
export function heldBackReason(order: Order, boughtHere: ReadonlyMap<string, unknown>): HeldBackReason | null {
  if (hasLabel(order, boughtHere)) {
    return 'labelled';
  }
  return HELD_BACK_STATUSES[order.order_status ?? ''] ?? null;
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
