import { batchReview } from '../../../locales/en/batch-review';
import { labelFiles } from '../../../locales/en/label-files';
import { units } from '../../../locales/en/units';

/**
 * The English namespaces the batch review's parts read beyond the shared ones, passed to
 * `useShippingElements('BatchReview', BATCH_REVIEW_TEXT)`: its own (`batchReview`), the label
 * file types' names (`labelFiles`, shared with LabelPurchase without bundling its text) and the
 * units' names (`units`, the fix dialog's unit selects).
 */
export const BATCH_REVIEW_TEXT = { batchReview, labelFiles, units };
