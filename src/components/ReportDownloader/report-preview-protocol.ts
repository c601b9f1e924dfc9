import type { ReportPreview } from './report-preview';

/**
 * The messages between the page and the report preview's Web Worker (report-preview-worker.ts).
 * The page fetches the file and posts its compressed chunks on, then `end`; the worker inflates,
 * parses and tallies them, and answers with progress and the preview.
 */
export type ToPreviewWorker = { type: 'start'; maxRows: number } | { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

export type FromPreviewWorker =
  | { type: 'ready' }
  | { type: 'progress'; rowCount: number }
  | { type: 'done'; preview: ReportPreview }
  | { type: 'error'; error: unknown };
