import * as PapaModule from 'papaparse';
import { nextTurn } from '../../internal/next-turn';
import { PreviewTally, type PreviewTotal } from './preview-tally';
import { PREVIEW_ROWS } from './report-preview-protocol';

// papaparse is a UMD bundle: bundlers expose it as the namespace, Node's ESM loader as `default`.
const Papa: typeof PapaModule = (PapaModule as unknown as { default?: typeof PapaModule }).default ?? PapaModule;

export { PREVIEW_ROWS } from './report-preview-protocol';

export { SUMMED_COLUMNS, type PreviewTotal } from './preview-tally';

/** What a preview keeps of a report file: its header, its first rows, and running figures. */
export interface ReportPreview {
  columns: string[];
  /** The first rows, at most `maxRows`. */
  rows: string[][];
  /** Every data row of the file. */
  rowCount: number;
  /** Rows with a negative item amount: refunds and credits. */
  negativeCount: number;
  totals: PreviewTotal[];
  /** Size of the decompressed CSV, in bytes. */
  decodedLength: number;
}

/** Options of the report preview. */
export interface PreviewOptions {
  /** Rows kept for display. @default 200 */
  maxRows?: number | undefined;
  signal?: AbortSignal | undefined;
  /** Called after each parsed batch with the rows counted so far. */
  onProgress?: ((rowCount: number) => void) | undefined;
}

interface ParseResult {
  data: string[][];
  meta: { cursor: number };
}

/**
 * Decompressed bytes gathered before one decode and one parse. Pieces smaller than this (a slow
 * stream, a small `DecompressionStream` output) are gathered, so there is one `TextDecoder` call
 * and one papaparse call per batch; larger pieces are parsed as they come. Measured with
 * bench/report-preview.ts: 16 KiB (what Node's `DecompressionStream` hands out) was as fast as or
 * faster than 32 and 64 KiB, because papaparse returns a batch's rows all at once and the more
 * rows live together, the more the young-generation GC copies.
 */
export const PREVIEW_BATCH_BYTES = 1 << 14;

/**
 * Compressed bytes handed to `DecompressionStream` at a time. A download's pieces can be large
 * (Chromium gave 900 KB pieces of a local 5 MB file), and Chromium's DecompressionStream inflates
 * a whole piece in one step: some 10 MB of CSV at once, queued before the parser reads any of it,
 * in one task of tens of ms. Cut to this size, a piece inflates to about 200 KB of CSV.
 */
export const GZIP_PIECE_BYTES = 1 << 14;

/**
 * Longest stretch of reading and parsing (ms) before the preview gives the event loop a turn.
 * A file's pieces are often all at hand (a fast download, a cached response): the reads then
 * resolve one after the other without leaving the task, and a 60 MB file kept Chromium's main
 * thread busy for half a second (bench/report-preview-browser.ts). Under the 50 ms of a long task.
 */
export const PREVIEW_TURN_MS = 25;

/**
 * Streams a gzipped CSV report through `DecompressionStream` and papaparse on the calling thread,
 * keeping only the header, the first rows, the row count and exact totals: memory stays flat
 * whatever the size of the file (one batch of {@link PREVIEW_BATCH_BYTES} and the rows of one
 * parse at a time), and the event loop gets a turn every {@link PREVIEW_TURN_MS}. The preview's
 * Web Worker runs this; so does the page where the worker cannot run (see `previewReportFile`).
 */
export function previewReportFileOnThread(gzipped: ReadableStream<Uint8Array>, options: PreviewOptions = {}): Promise<ReportPreview> {
  const pieces = gzipped.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        for (let offset = 0; offset < chunk.length; offset += GZIP_PIECE_BYTES) {
          controller.enqueue(chunk.subarray(offset, offset + GZIP_PIECE_BYTES));
        }
      },
    }),
  );
  return previewReportCsv(pieces.pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>), options);
}

/**
 * The preview of a CSV report's bytes, already decompressed. Each batch is decoded (a character
 * cut between batches waits for the next one) and parsed with the last (possibly cut) row held
 * back and prepended to the next batch, so a row or a quoted field split across batches is read
 * whole. Every {@link PREVIEW_TURN_MS} the event loop gets a turn.
 */
export async function previewReportCsv(bytes: ReadableStream<Uint8Array>, options: PreviewOptions = {}): Promise<ReportPreview> {
  const maxRows = options.maxRows ?? PREVIEW_ROWS;
  const reader = bytes.getReader();
  const decoder = new TextDecoder();
  const tally = new PreviewTally(maxRows);
  let decodedLength = 0;
  let parser: PapaModule.Parser | undefined;
  let carry = '';
  const batch = new Uint8Array(PREVIEW_BATCH_BYTES);
  let filled = 0;

  /** Parses decoded text after the held-back row; `last` reads the final row too. */
  const parse = (text: string, last: boolean) => {
    const input = carry + text;
    if (!parser) {
      // The line ending is read from the first line break (the sandbox writes CRLF, RFC 4180).
      const firstBreak = input.indexOf('\n');
      if (firstBreak === -1 && !last) {
        carry = input;
        return;
      }
      parser = new Papa.Parser({ delimiter: ',', newline: firstBreak > 0 && input[firstBreak - 1] === '\r' ? '\r\n' : '\n' });
    }
    const result = parser.parse(input, 0, !last) as ParseResult;
    tally.take(result.data);
    carry = last ? '' : input.slice(result.meta.cursor);
  };

  const flush = () => {
    if (filled > 0) {
      parse(decoder.decode(batch.subarray(0, filled), { stream: true }), false);
      filled = 0;
      options.onProgress?.(tally.rowCount);
    }
  };

  let turnAt = performance.now() + PREVIEW_TURN_MS;
  try {
    for (;;) {
      options.signal?.throwIfAborted();
      if (performance.now() >= turnAt) {
        await nextTurn();
        turnAt = performance.now() + PREVIEW_TURN_MS;
      }
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      decodedLength += value.length;
      if (filled + value.length > batch.length) {
        flush();
      }
      if (value.length >= batch.length) {
        parse(decoder.decode(value, { stream: true }), false);
        options.onProgress?.(tally.rowCount);
        continue;
      }
      batch.set(value, filled);
      filled += value.length;
      if (filled === batch.length) {
        flush();
      }
    }
    flush();
    const rest = decoder.decode();
    if (carry !== '' || rest !== '') {
      parse(rest, true);
    }
  } finally {
    reader.releaseLock();
    if (options.signal?.aborted) {
      // Not awaited: a cloned response's body settles its cancel only when every clone is done.
      bytes.cancel().catch(() => undefined);
    }
  }
  const { rowCount, negativeCount, rows, totals } = tally.result();
  return { columns: tally.columns ?? [], rows, rowCount, negativeCount, totals, decodedLength };
}
