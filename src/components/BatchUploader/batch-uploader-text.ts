import { batchUploader } from '../../locales/en/batch-uploader';
import { batchReview } from '../../locales/en/batch-review';
import { labelFiles } from '../../locales/en/label-files';
import { units } from '../../locales/en/units';

/**
 * The English namespaces BatchUploader's own parts read beyond the shared ones, passed to
 * `useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT)`: the file's upload, mapping and
 * preview (`batchUploader`), and the batch review's, whose rows, fields, settings and customs the
 * block shows before the review (`batchReview`, `labelFiles` and `units`, as the review's
 * BATCH_REVIEW_TEXT).
 */
export const BATCH_UPLOADER_TEXT = { batchUploader, batchReview, labelFiles, units };
