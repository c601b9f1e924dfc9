/**
 * RFC 4180 CSV writer plus gzip helpers for the sandbox's downloadable reports (for example
 * batch and manifest exports), built only on web-standard APIs.
 */
import { neutralizeCell } from '../../src/lib/csv-cell';
import { compressBytes, decompressBytes } from './compression';

/** A value a CSV cell can hold; `null` (and a missing key) becomes an empty cell. */
export type CsvValue = string | number | boolean | null;

const LINE_END = '\r\n';
const NEEDS_QUOTING = /[",\r\n]/;
/** A decimal number written as text (`-12.40`, as amounts are): a value, never a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Formats one cell per RFC 4180: a field holding a comma, a double quote, CR or LF is wrapped
 * in double quotes with inner quotes doubled; numbers are written as JavaScript prints them,
 * booleans as `true`/`false`. Text that a spreadsheet would run as a formula (starting with `=`,
 * `+`, `-`, `@`, tab or CR) gets a leading apostrophe, the batch export's rule
 * (`src/lib/csv-cell.ts`); a decimal number, as text or not, stays as it is (a refund's
 * `-12.40` is a number the report preview adds up, and no formula).
 *
 * @param value - The cell value.
 * @returns The cell as it appears in the file.
 */
export function formatCsvField(value: CsvValue | undefined): string {
  if (value === null || value === undefined) {
    return '';
  }
  const text = typeof value !== 'string' ? String(value) : DECIMAL.test(value) ? value : neutralizeCell(value);
  return NEEDS_QUOTING.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Writes a CSV document: a header row of the column names, then one record per row with the
 * cells in column order. Every record, the last included, ends with CRLF.
 *
 * @param columns - Column names, in output order; they double as the keys read from each row.
 * @param rows - Records; keys not listed in `columns` are ignored.
 * @returns The CSV text.
 */
export function toCsv(columns: readonly string[], rows: readonly Readonly<Record<string, CsvValue>>[]): string {
  const lines = [columns.map((column) => formatCsvField(column)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => formatCsvField(Object.hasOwn(row, column) ? row[column] : null)).join(','));
  }
  return lines.join(LINE_END) + LINE_END;
}

/**
 * Gzips bytes or text (text is encoded as UTF-8 first).
 *
 * @param input - The data to compress.
 * @returns A complete gzip member.
 */
export function gzip(input: Uint8Array | string): Promise<Uint8Array> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return compressBytes(bytes, 'gzip');
}

/**
 * Reverses {@link gzip}.
 *
 * @param bytes - Gzip data.
 * @returns The original bytes; decode with `TextDecoder` for text.
 * @throws TypeError (rejects) when the input is not valid gzip data.
 */
export function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  return decompressBytes(bytes, 'gzip');
}
