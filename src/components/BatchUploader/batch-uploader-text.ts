import { batchUploader } from '../../locales/en/batch-uploader';

/**
 * The English namespace BatchUploader's root and upload step read beyond the shared ones, passed
 * to `useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT)`: the block's title, step
 * headings and announcements and the file's upload (`batchUploader`). The words of the steps that
 * load on use come with them (`PREVIEW_TEXT`, and the batch review's `BATCH_REVIEW_TEXT`).
 */
export const BATCH_UPLOADER_TEXT = { batchUploader };
