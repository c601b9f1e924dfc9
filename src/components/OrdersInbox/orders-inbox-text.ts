import { ordersInbox } from '../../locales/en/orders-inbox';
import { ordersInboxBatch } from '../../locales/en/orders-inbox-batch';
import { status } from '../../locales/en/status';
import { units } from '../../locales/en/units';

/**
 * The English namespaces OrdersInbox's parts read beyond the shared ones, passed to
 * `useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT)` (one object: merged once).
 */
export const ORDERS_INBOX_TEXT = { ordersInbox, ordersInboxBatch, status, units };
