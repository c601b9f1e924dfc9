import { batchUploader } from '../../locales/en/batch-uploader';
import { labelFiles } from '../../locales/en/label-files';
import { units } from '../../locales/en/units';

/**
 * The English namespaces BatchUploader's parts read beyond the shared ones, passed to
 * `useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT)`. The label file types' names are
 * their own namespace (`labelFiles`), shared with LabelPurchase without bundling its text; the
 * units' names (`units`) are the fix dialog's unit selects.
 */
export const BATCH_UPLOADER_TEXT = { batchUploader, labelFiles, units };
