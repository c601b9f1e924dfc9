import type { ReportPreview } from './report-preview';

/**
 * The messages between the page and the report preview's Web Worker (report-preview-worker.ts).
 * The page fetches the file and posts its compressed chunks on, then `end`; the worker inflates,
 * parses and tallies them, and answers with progress and the preview. The worker acknowledges
 * each chunk as the preview takes it (`consumed`, its size), and the page keeps at most
 * `PREVIEW_IN_FLIGHT_BYTES` posted and not yet taken.
 */
export type ToPreviewWorker = { type: 'start'; maxRows: number } | { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

export type FromPreviewWorker =
  | { type: 'ready' }
  | { type: 'consumed'; bytes: number }
  | { type: 'progress'; rowCount: number }
  | { type: 'done'; preview: ReportPreview }
  | { type: 'error'; error: unknown };

/** Rows kept for the preview table when no other number is given. */
export const PREVIEW_ROWS = 200;

/** Compressed bytes the page posts ahead of what the worker's preview has taken. */
export const PREVIEW_IN_FLIGHT_BYTES = 1 << 20;
