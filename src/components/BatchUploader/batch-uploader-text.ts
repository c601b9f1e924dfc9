import { batchUploader } from '../../locales/en/batch-uploader';
import { labelPurchase } from '../../locales/en/label-purchase';

/**
 * The English namespaces BatchUploader's parts read beyond the shared ones, passed to
 * `useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT)`. `labelPurchase` gives the names of
 * the label file types.
 */
export const BATCH_UPLOADER_TEXT = { batchUploader, labelPurchase };
