import * as PapaModule from 'papaparse';
import { nextTurn } from '../../internal/next-turn';
import { MicroSum } from './decimal-sum';

// papaparse is a UMD bundle: bundlers expose it as the namespace, Node's ESM loader as `default`.
const Papa: typeof PapaModule = (PapaModule as unknown as { default?: typeof PapaModule }).default ?? PapaModule;

/** Rows kept for the preview table when no other number is given. */
export const PREVIEW_ROWS = 200;

/**
 * Amount columns summed in the preview, each with the column naming its currency. Invoice totals
 * are left out: they repeat on every item of an invoice, so their sum would mean nothing.
 */
export const SUMMED_COLUMNS: readonly { amount: string; currency: string }[] = [
  { amount: 'invoice_item_amount', currency: 'invoice_item_currency' },
  { amount: 'invoice_item_charged_amount', currency: 'invoice_item_charged_currency' },
];

/** The exact total of one amount column in one currency, in micro-units (see `decimal-sum`). */
export interface PreviewTotal {
  column: string;
  /** `''` when the file has no currency column for it. */
  currency: string;
  micros: bigint;
}

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

/** Options of {@link previewReportFile}. */
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

/** Running total of one amount column: per currency, with the last currency's sum at hand. */
interface ColumnSum {
  column: string;
  amount: number;
  currency: number;
  totals: Map<string, MicroSum>;
  lastCurrency: string | undefined;
  lastTotal: MicroSum | undefined;
}

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
 * Streams a gzipped CSV report through `DecompressionStream` and papaparse, keeping only the
 * header, the first rows, the row count and exact totals: memory stays flat whatever the size
 * of the file (one batch of {@link PREVIEW_BATCH_BYTES} and the rows of one parse). See
 * {@link previewReportCsv}.
 */
export function previewReportFile(gzipped: ReadableStream<Uint8Array>, options: PreviewOptions = {}): Promise<ReportPreview> {
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
  const preview: ReportPreview = { columns: [], rows: [], rowCount: 0, negativeCount: 0, totals: [], decodedLength: 0 };
  let parser: PapaModule.Parser | undefined;
  let carry = '';
  let sums: ColumnSum[] = [];
  let signAmount = -1;
  const batch = new Uint8Array(PREVIEW_BATCH_BYTES);
  let filled = 0;

  const take = (rows: string[][]) => {
    let start = 0;
    if (preview.columns.length === 0 && rows.length > 0) {
      const header = rows[0] ?? [];
      preview.columns = header;
      sums = SUMMED_COLUMNS.flatMap(({ amount, currency }) => {
        const amountIndex = header.indexOf(amount);
        return amountIndex === -1 ? [] : [{ column: amount, amount: amountIndex, currency: header.indexOf(currency), totals: new Map(), lastCurrency: undefined, lastTotal: undefined }];
      });
      signAmount = header.indexOf('invoice_item_amount');
      start = 1;
    }
    for (let index = start; index < rows.length; index += 1) {
      const row = rows[index] as string[];
      if (row.length === 1 && row[0] === '') {
        continue;
      }
      preview.rowCount += 1;
      if (preview.rows.length < maxRows) {
        preview.rows.push(row);
      }
      for (const sum of sums) {
        const text = row[sum.amount];
        if (!text) {
          continue;
        }
        const currency = sum.currency === -1 ? '' : (row[sum.currency] ?? '');
        // Rows of one currency come in runs: the map is asked only when the currency changes.
        let total = currency === sum.lastCurrency ? sum.lastTotal : sum.totals.get(currency);
        if (!total) {
          total = new MicroSum();
          sum.totals.set(currency, total);
        }
        sum.lastCurrency = currency;
        sum.lastTotal = total;
        total.add(text);
      }
      if (signAmount !== -1 && row[signAmount]?.charCodeAt(0) === 45 /* - */) {
        preview.negativeCount += 1;
      }
    }
  };

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
    take(result.data);
    carry = last ? '' : input.slice(result.meta.cursor);
  };

  const flush = () => {
    if (filled > 0) {
      parse(decoder.decode(batch.subarray(0, filled), { stream: true }), false);
      filled = 0;
      options.onProgress?.(preview.rowCount);
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
      preview.decodedLength += value.length;
      if (filled + value.length > batch.length) {
        flush();
      }
      if (value.length >= batch.length) {
        parse(decoder.decode(value, { stream: true }), false);
        options.onProgress?.(preview.rowCount);
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
  preview.totals = sums.flatMap((sum) => [...sum.totals].map(([currency, total]) => ({ column: sum.column, currency, micros: total.micros })));
  return preview;
}
