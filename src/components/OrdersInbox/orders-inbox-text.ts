import { ordersInbox } from '../../locales/en/orders-inbox';
import { status } from '../../locales/en/status';

/**
 * The English namespaces OrdersInbox's parts read beyond the shared ones, passed to
 * `useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT)` (one object: merged once).
 */
export const ORDERS_INBOX_TEXT = { ordersInbox, status };
