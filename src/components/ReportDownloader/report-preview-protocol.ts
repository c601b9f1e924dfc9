import type { PieceResult } from './csv-pieces';
import type { ReportPreview } from './report-preview';

/**
 * The messages of the preview's two workers (report-preview-worker.ts). The page starts both from
 * the same file and connects them with a MessageChannel: the coordinator gets the compressed
 * chunks, inflates them and cuts the CSV into pieces of whole rows; it parses some pieces itself
 * and hands the others to the helper over the channel, and adds up every piece's figures in file
 * order.
 */
export type ToPreviewWorker =
  | { type: 'start'; role: 'coordinator'; maxRows: number; port: MessagePort }
  | { type: 'start'; role: 'helper'; port: MessagePort }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'end' };

export type FromPreviewWorker =
  | { type: 'ready' }
  | { type: 'progress'; rowCount: number }
  | { type: 'done'; preview: ReportPreview }
  | { type: 'error'; error: unknown };

/** Between the coordinator and the helper. */
export type ToHelper = { type: 'header'; header: string[]; ending: 'crlf' | 'lf' } | { type: 'piece'; seq: number; bytes: Uint8Array; keep: number };
export type FromHelper = PieceResult;
