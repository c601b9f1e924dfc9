import { addressForm } from '../../locales/en/address-form';
import { carrierMessages } from '../../locales/en/carrier-messages';
import { labelActions } from '../../locales/en/label-actions';
import { labelFiles } from '../../locales/en/label-files';
import { labelPurchase } from '../../locales/en/label-purchase';
import { ratePicker } from '../../locales/en/rate-picker';
import { status } from '../../locales/en/status';
import { units } from '../../locales/en/units';

/**
 * The English namespaces LabelPurchase's own parts read beyond the shared ones (its result and purchase error
 * read the units' `labelActions` and `carrierMessages` too), passed to
 * `useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT)`: one object, so the merged
 * messages are built once per provider.
 */
export const LABEL_PURCHASE_TEXT = { labelPurchase, labelActions, carrierMessages, labelFiles, addressForm, ratePicker, status, units };
