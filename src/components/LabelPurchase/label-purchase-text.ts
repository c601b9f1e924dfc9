import { addressForm } from '../../provider/locales/en/address-form';
import { labelPurchase } from '../../provider/locales/en/label-purchase';
import { ratePicker } from '../../provider/locales/en/rate-picker';
import { status } from '../../provider/locales/en/status';
import { units } from '../../provider/locales/en/units';

/**
 * The English namespaces LabelPurchase's parts read beyond the shared ones, passed to
 * `useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT)`: one object, so the merged
 * messages are built once per provider.
 */
export const LABEL_PURCHASE_TEXT = { labelPurchase, addressForm, ratePicker, status, units };
