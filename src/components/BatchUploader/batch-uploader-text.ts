import { batchUploader } from '../../locales/en/batch-uploader';
import { BATCH_REVIEW_TEXT } from '../shared/batch-review/batch-review-text';

/**
 * The English namespaces BatchUploader's own parts read beyond the shared ones, passed to
 * `useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT)`: the file's upload, mapping and
 * preview (`batchUploader`), and the batch review's, whose rows, fields, settings and customs the
 * block shows before the review (`BATCH_REVIEW_TEXT`).
 */
export const BATCH_UPLOADER_TEXT = { batchUploader, ...BATCH_REVIEW_TEXT };
