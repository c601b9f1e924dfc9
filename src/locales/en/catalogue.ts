import type { MessageCatalogue } from '../../provider/messages';
import { addressForm } from './address-form';
import { addressFields } from './address-fields';
import { batchUploader } from './batch-uploader';
import { batchReview } from './batch-review';
import { customs } from './customs';
import { labelActions } from './label-actions';
import { carrierMessages } from './carrier-messages';
import { labelFiles } from './label-files';
import { labelPurchase } from './label-purchase';
import { pickup } from './pickup';
import { ratePicker } from './rate-picker';
import { ordersInbox } from './orders-inbox';
import { ordersInboxBatch } from './orders-inbox-batch';
import { reportDownloader } from './report-downloader';
import { shared } from './shared';
import { status } from './status';
import { trackingStatus } from './tracking-status';
import { labelHistory } from './label-history';
import { serviceGroups } from './service-groups';
import { checkoutRates } from './checkout-rates';
import { accountOnboarding } from './account-onboarding';
import { carrierAccounts } from './carrier-accounts';

import { units } from './units';

// Keys are camelCase, except in maps keyed by the API's own values (status enums, contents types,
// label file types), which use the wire value so components can index them directly.
// Placeholders are `{name}`; `formatMessage` fills them. Messages with a `count` are plural objects.

/**
 * Shows the kit in English; this catalogue is the source of truth for the `Messages` shape.
 *
 * @remarks
 * Composed of per-block namespaces (`./en/*.ts`): the provider holds the shared ones, and each
 * block brings its own, so a host that renders only RatePicker never bundles LabelPurchase's
 * text. This whole catalogue is what `shipping-elements/locales/en` exports, for symmetry with
 * the other languages. Every other language must provide exactly these keys with the same
 * placeholders.
 */
export const en = {
  // The language tag and the namespaces every block reads.
  ...shared,
  // Namespaces that the blocks reading them bring, like the blocks' own.
  status,
  units,
  labelFiles,
  // One namespace per block, one file each per language.
  addressForm,
  ratePicker,
  labelPurchase,
  batchUploader,
  // A unit's namespace: the batch review that BatchUploader and OrdersInbox both render.
  batchReview,
  // A unit's namespace: the customs step that LabelPurchase and the batch review both render.
  customs,
  // A unit's namespace: the label's print and refund that LabelPurchase and LabelHistory both render.
  labelActions,
  // A unit's namespace: a carrier's messages, in RatePicker's list and LabelPurchase's purchase error.
  carrierMessages,
  // A unit's namespace: the address fields that AddressForm, OrdersInbox's create-order form and the customs step render.
  addressFields,
  pickup,
  reportDownloader,
  ordersInbox,
  ordersInboxBatch,
  trackingStatus,
  labelHistory,
  serviceGroups,
  checkoutRates,
  accountOnboarding,
  carrierAccounts,
} satisfies MessageCatalogue;
