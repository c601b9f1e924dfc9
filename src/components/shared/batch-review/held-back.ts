// Why an order should not ship without a word: OrdersInbox holds such orders back from a batch,
// BatchUploader warns on the rows that name them (issue 36). Pure.
import type { Order } from '../../../api/resources/orders';

/** Whether the order already has a label (bought here or known to the API). */
function hasLabel(order: Order, boughtHere: ReadonlyMap<string, unknown>): boolean {
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
