// The read of a run's file for its preview, loaded with the preview's worker runner when a person
// first opens a preview (the controller's `togglePreview`), not with the block.
import type { ReportPreview } from './report-preview';
import { previewReportFile } from './preview-report-file';

/**
 * Opens the run's file (`open`: a fresh signed URL first when needed) and previews it, off the
 * main thread where a worker can run. Rejects with the request's error, the abort's reason, or
 * the file's (no body, cut short, not gzip).
 */
export async function readRunPreview(open: () => Promise<Response>, maxRows: number, signal: AbortSignal): Promise<ReportPreview> {
  const response = await open();
  if (!response.body) {
    throw new TypeError('The report file has no body.');
  }
  return previewReportFile(response.body, { maxRows, signal });
}
