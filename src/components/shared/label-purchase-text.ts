import { addressForm } from '../../locales/en/address-form';
import { labelFiles } from '../../locales/en/label-files';
import { labelPurchase } from '../../locales/en/label-purchase';
import { ratePicker } from '../../locales/en/rate-picker';
import { status } from '../../locales/en/status';
import { units } from '../../locales/en/units';

/**
 * The English namespaces LabelPurchase's parts read beyond the shared ones, passed to
 * `useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT)`: one object, so the merged
 * messages are built once per provider.
 */
export const LABEL_PURCHASE_TEXT = { labelPurchase, labelFiles, addressForm, ratePicker, status, units };
