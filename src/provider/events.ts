import type { ShippingElementsError } from '../api/errors';
import type { Batch } from '../api/resources/batches';
import type { CarrierAccount } from '../api/resources/carrier-accounts';
import type { Order } from '../api/resources/orders';
import type { Pickup } from '../api/resources/pickups';
import type { Refund } from '../api/resources/refunds';
import type { ReportRun } from '../api/resources/reports';
import type { Transaction } from '../api/resources/transactions';
import type { TokenEvent } from '../api/token';

/**
 * Every event the provider's `onEvent` receives, as a discriminated union on `type`.
 *
 * - Token lifecycle: `token.refreshing`, `token.refreshed`, `token.refresh_failed`, `token.expiring`,
 *   `token.expired` (none carries the token).
 * - Components: `label.purchased`, `label.refunded`, `batch.status_changed`, `batch.purchased`,
 *   `pickup.scheduled`, `order.created`,
 *   `report.ready`, `carrier_account.connected` (an account connected: own credentials, signed in
 *   at the carrier, or a registration through the service now active), `carrier_account.updated`
 *   (switched off or on, renamed), and `error` for any failure a component shows.
 *
 * @example
 * <ShippingElementsProvider onEvent={(event) => { if (event.type === 'label.purchased') track(event.transaction.object_id); }} />
 */
export type ShippingElementsEvent =
  | TokenEvent
  | { type: 'label.purchased'; transaction: Transaction }
  | { type: 'label.refunded'; refund: Refund }
  | { type: 'batch.status_changed'; batch: Batch; previousStatus: string | null }
  | { type: 'batch.purchased'; batch: Batch }
  | { type: 'pickup.scheduled'; pickup: Pickup }
  | { type: 'order.created'; order: Order }
  | { type: 'report.ready'; run: ReportRun }
  | { type: 'carrier_account.connected'; account: CarrierAccount }
  | { type: 'carrier_account.updated'; account: CarrierAccount }
  | { type: 'error'; error: ShippingElementsError; source: string };

/** The `type` of every event. */
export type ShippingElementsEventType = ShippingElementsEvent['type'];
