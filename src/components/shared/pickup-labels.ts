import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import type { Order } from '../../api/resources/orders';
import type { Shipment } from '../../api/resources/shipments';
import type { Transaction } from '../../api/resources/transactions';
import { shipmentOfLabel } from './ship-from';

/**
 * Carrier tokens whose accounts can book pickups through the API. The spec names two carriers
 * without saying which; the public API it describes books pickups for `usps` and `dhl_express`,
 * and the sandbox's are `parcelwise` and `kestrel`. Hosts pass their own list when it differs.
 */
export const DEFAULT_PICKUP_CARRIERS: readonly string[] = ['usps', 'dhl_express', 'parcelwise', 'kestrel'];

/** The carrier account a label was bought with, whichever shape its `rate` has. */
export function carrierAccountOf(transaction: Transaction): string | undefined {
  const rate = transaction.rate;
  return rate !== null && typeof rate === 'object' ? (rate.carrier_account ?? undefined) : undefined;
}

/** The service level name of a label, when the API sent it. */
export function serviceOf(transaction: Transaction): string {
  const rate = transaction.rate;
  return rate !== null && typeof rate === 'object' ? (rate.servicelevel_name ?? '') : '';
}

/** Labels that can be handed over: bought (SUCCESS) with `accountId`, and not already on a pickup. */
export function labelsForPickup(transactions: readonly Transaction[], accountId: string, booked: ReadonlySet<string>): Transaction[] {
  return transactions.filter(
    (transaction) => transaction.status === 'SUCCESS' && carrierAccountOf(transaction) === accountId && !booked.has(transaction.object_id),
  );
}

/** Whether an account's carrier books pickups. */
export function supportsPickups(account: CarrierAccount, carriers: readonly string[]): boolean {
  return carriers.includes(account.carrier) && account.active !== false;
}

/** What names a label besides its tracking number: its order and its recipient, when known. */
export interface LabelParties {
  /** The order number (`#1004`), from the label's `order:<id>` metadata. */
  order: string | undefined;
  /** The recipient's name (or company) and city. */
  recipient: string | undefined;
}

/**
 * The order and recipient of a label: the order its metadata `order:<id>` names (LabelPurchase
 * writes it), the recipient of the shipment it was bought for, else the order's.
 */
export function labelParties(label: Transaction, shipments: readonly Shipment[], orders: readonly Order[]): LabelParties {
  const orderId = label.metadata?.startsWith('order:') ? label.metadata.slice('order:'.length) : undefined;
  const order = orderId ? orders.find((candidate) => candidate.object_id === orderId) : undefined;
  const shipmentTo = shipmentOfLabel(label, shipments)?.address_to;
  const to = shipmentTo && typeof shipmentTo === 'object' ? shipmentTo : order?.to_address;
  const recipient = to ? [to.name || to.company, to.city].filter(Boolean).join(', ') : '';
  return { order: order?.order_number ?? undefined, recipient: recipient || undefined };
}
