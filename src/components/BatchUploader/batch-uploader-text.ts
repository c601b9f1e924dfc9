import { batchUploader } from '../../locales/en/batch-uploader';

/**
 * The English namespace BatchUploader's parts read beyond the shared ones, passed to
 * `useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT)`. The block has its own names of the
 * label file types (`batchUploader.settings.labelFileTypes`), so it never bundles LabelPurchase's text.
 */
export const BATCH_UPLOADER_TEXT = { batchUploader };
