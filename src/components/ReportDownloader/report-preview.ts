import * as PapaModule from 'papaparse';
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
  /** Size of the decompressed CSV, in bytes (UTF-16 code units as decoded, close to bytes for ASCII). */
  decodedLength: number;
}

/** Options of {@link previewReportFile}. */
export interface PreviewOptions {
  /** Rows kept for display. @default 200 */
  maxRows?: number | undefined;
  signal?: AbortSignal | undefined;
  /** Called after each decoded chunk with the rows counted so far. */
  onProgress?: ((rowCount: number) => void) | undefined;
}

interface ParseResult {
  data: string[][];
  meta: { cursor: number };
}

/**
 * Streams a gzipped CSV report through `DecompressionStream` and papaparse, keeping only the
 * header, the first rows, the row count and exact totals: memory stays flat whatever the size
 * of the file. Each decoded text chunk is parsed with the last (possibly cut) row held back and
 * prepended to the next chunk, so a row or a quoted field split across chunks is read whole.
 */
export async function previewReportFile(gzipped: ReadableStream<Uint8Array>, options: PreviewOptions = {}): Promise<ReportPreview> {
  const maxRows = options.maxRows ?? PREVIEW_ROWS;
  const text = gzipped.pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>).pipeThrough(new TextDecoderStream() as ReadableWritablePair<string, Uint8Array>);
  const reader = text.getReader();
  const preview: ReportPreview = { columns: [], rows: [], rowCount: 0, negativeCount: 0, totals: [], decodedLength: 0 };
  let parser: PapaModule.Parser | undefined;
  let carry = '';
  let sums: { amount: number; currency: number; totals: Map<string, MicroSum>; column: string }[] = [];
  let signAmount = -1;

  const take = (rows: string[][]) => {
    for (const row of rows) {
      if (preview.columns.length === 0) {
        preview.columns = row;
        sums = SUMMED_COLUMNS.flatMap(({ amount, currency }) => {
          const amountIndex = row.indexOf(amount);
          return amountIndex === -1 ? [] : [{ amount: amountIndex, currency: row.indexOf(currency), totals: new Map(), column: amount }];
        });
        signAmount = row.indexOf('invoice_item_amount');
        continue;
      }
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
        let total = sum.totals.get(currency);
        if (!total) {
          total = new MicroSum();
          sum.totals.set(currency, total);
        }
        total.add(text);
      }
      if (signAmount !== -1 && row[signAmount]?.charCodeAt(0) === 45 /* - */) {
        preview.negativeCount += 1;
      }
    }
  };

  try {
    for (;;) {
      options.signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      preview.decodedLength += value.length;
      const input = carry + value;
      if (!parser) {
        // The line ending is read from the first line break (the sandbox writes CRLF, RFC 4180).
        const firstBreak = input.indexOf('\n');
        if (firstBreak === -1) {
          carry = input;
          continue;
        }
        parser = new Papa.Parser({ delimiter: ',', newline: input[firstBreak - 1] === '\r' ? '\r\n' : '\n' });
      }
      const result = parser.parse(input, 0, true) as ParseResult;
      take(result.data);
      carry = input.slice(result.meta.cursor);
      options.onProgress?.(preview.rowCount);
    }
    if (carry !== '') {
      parser ??= new Papa.Parser({ delimiter: ',', newline: '\n' });
      take((parser.parse(carry, 0, false) as ParseResult).data);
    }
  } finally {
    reader.releaseLock();
    if (options.signal?.aborted) {
      await text.cancel().catch(() => undefined);
    }
  }
  preview.totals = sums.flatMap((sum) => [...sum.totals].map(([currency, total]) => ({ column: sum.column, currency, micros: total.micros })));
  return preview;
}
