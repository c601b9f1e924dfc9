import { batchUploader } from '../../locales/en/batch-uploader';
import { batchReview } from '../../locales/en/batch-review';
import { labelFiles } from '../../locales/en/label-files';
import { units } from '../../locales/en/units';

/**
 * The English namespaces of BatchUploader's preview, passed to
 * `useShippingElements('BatchUploader', PREVIEW_TEXT)` by the parts that load on use with
 * `PreviewStep` (so the words load with the step that shows them, not with the upload): the
 * file's mapping and preview (`batchUploader`), and the batch review's, whose rows, fields,
 * settings and customs the block shows before the review (`batchReview`, `labelFiles` and
 * `units`, as the review's BATCH_REVIEW_TEXT).
 */
export const PREVIEW_TEXT = { batchUploader, batchReview, labelFiles, units };
