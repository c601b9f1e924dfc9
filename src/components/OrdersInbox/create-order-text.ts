import { addressFields } from '../../locales/en/address-fields';
import { labelPurchase } from '../../locales/en/label-purchase';
import { ordersInbox } from '../../locales/en/orders-inbox';
import { units } from '../../locales/en/units';

/**
 * The English namespaces the create-order form reads: its own words, the recipient's fields (the
 * address fields unit's `addressFields`), the step forms' validation sentences and the weight
 * units. One object: merged once per provider.
 */
export const CREATE_ORDER_TEXT = { ordersInbox, addressFields, labelPurchase, units };
