import { addressForm } from '../../locales/en/address-form';
import { labelPurchase } from '../../locales/en/label-purchase';
import { ordersInbox } from '../../locales/en/orders-inbox';
import { units } from '../../locales/en/units';

/**
 * The English namespaces the create-order form reads: its own words, the recipient's fields
 * (AddressForm's), the step forms' validation sentences and the weight units. One object: merged
 * once per provider.
 */
export const CREATE_ORDER_TEXT = { ordersInbox, addressForm, labelPurchase, units };
