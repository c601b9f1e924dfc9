// Reads a batch file (papaparse) and validates its rows (zod/mini). Pure and synchronous per
// chunk, so the same code runs in the Web Worker (batch-worker.ts) and, where workers are not
// available, on the main thread in chunks that yield between them (run-batch-parse.ts).
import Papa from 'papaparse';
import { detectMapping, type BatchField, type ColumnMapping } from './batch-fields';
import { MAX_BATCH_ROWS, validateValues, valuesOf, type CellError, type RowValues } from './row-rules';

export { MAX_BATCH_ROWS, validateValues, valuesOf } from './row-rules';
export type { CellError, CellErrorCode, RowValues } from './row-rules';

/** Why a file was refused as a whole. */
export type RefusalReason = 'empty' | 'binary' | 'noColumns' | 'tooManyRows';

/** One data record of the file, with the line it starts on (1-based, the header is line 1). */
export interface ParsedRecord {
  line: number;
  cells: string[];
}

/** A file read into records. */
export interface ParsedFile {
  headers: string[];
  records: ParsedRecord[];
  /** Blank lines between records, skipped. */
  blankLines: number;
  delimiter: string;
}

/** One row after validation. */
export interface ValidatedRow {
  line: number;
  values: RowValues;
  errors: CellError[];
}

/** Rows of a file after validation, with counts that reconcile: total = valid + invalid + blank. */
export interface BatchValidation {
  rows: ValidatedRow[];
  valid: number;
  invalid: number;
  blank: number;
  total: number;
}

/** The outcome of reading a file. */
export type ParseOutcome = { ok: true; file: ParsedFile; mapping: ColumnMapping } | { ok: false; reason: RefusalReason };

const BOM = '\uFEFF';

/**
 * Whether text decoded from a file is really binary: a NUL, or many control or undecodable
 * characters near the start.
 */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 4096);
  if (sample.includes('\u0000')) {
    return true;
  }
  let odd = 0;
  for (let index = 0; index < sample.length; index += 1) {
    const code = sample.charCodeAt(index);
    if (code === 0xfffd || (code < 32 && code !== 9 && code !== 10 && code !== 13)) {
      odd += 1;
    }
  }
  return sample.length > 0 && odd / sample.length > 0.05;
}

/** The delimiter of the header line: the most frequent of `,`, `;` and tab outside quotes. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === '\n' || char === '\r')) {
      break;
    } else if (!quoted && counts.has(char)) {
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
  }
  let best = ',';
  for (const [delimiter, count] of counts) {
    if (count > (counts.get(best) ?? 0)) {
      best = delimiter;
    }
  }
  return best;
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Line breaks inside a record's (quoted) cells: CRLF counts once, a lone CR or LF once each. */
function embeddedLineBreaks(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells) {
    if (!cell.includes('\n') && !cell.includes('\r')) {
      continue;
    }
    for (let index = 0; index < cell.length; index += 1) {
      const code = cell.charCodeAt(index);
      if (code === 10 || (code === 13 && cell.charCodeAt(index + 1) !== 10)) {
        count += 1;
      }
    }
  }
  return count;
}

/**
 * Reads a batch file's text into records: a UTF-8 BOM dropped, `,` `;` or tab as delimiter,
 * quoted fields with delimiters and line breaks, CRLF or LF. Refuses an empty or binary file,
 * a header with no column the kit recognises, and more than `maxRows` rows ({@link MAX_BATCH_ROWS};
 * only the bench reads larger files).
 */
export function parseBatchText(input: string, remembered?: Partial<Record<BatchField, string>>, maxRows: number = MAX_BATCH_ROWS): ParseOutcome {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  if (looksBinary(text)) {
    return { ok: false, reason: 'binary' };
  }
  if (text.trim() === '') {
    return { ok: false, reason: 'empty' };
  }
  const delimiter = detectDelimiter(text);
  // One pass without a per-row callback (papaparse's step mode costs about five times more);
  // line numbers follow from the line breaks inside each record's quoted cells.
  const parsed = Papa.parse<string[]>(text, { delimiter });
  let headers: string[] | null = null;
  const records: ParsedRecord[] = [];
  let blankLines = 0;
  let line = 1;
  let tooMany = false;
  const last = parsed.data.length - 1;
  for (let index = 0; index <= last; index += 1) {
    const cells = parsed.data[index]!;
    const startLine = line;
    line += 1 + embeddedLineBreaks(cells);
    if (headers === null) {
      if (!isBlank(cells)) {
        headers = cells.map((cell) => cell.trim());
      }
      continue;
    }
    if (isBlank(cells)) {
      // The empty record after a final line break is not a line of its own.
      if (index !== last || cells.length !== 1 || cells[0] !== '') {
        blankLines += 1;
      }
      continue;
    }
    if (records.length >= maxRows) {
      tooMany = true;
      break;
    }
    records.push({ line: startLine, cells });
  }
  if (tooMany) {
    return { ok: false, reason: 'tooManyRows' };
  }
  if (headers === null || records.length === 0) {
    return { ok: false, reason: 'empty' };
  }
  const mapping = detectMapping(headers, remembered);
  if (Object.keys(mapping).length === 0) {
    return { ok: false, reason: 'noColumns' };
  }
  return { ok: true, file: { headers, records, blankLines, delimiter }, mapping };
}

/** Validates records `from` (inclusive) to `to` (exclusive); `senderCountry` as in {@link validateValues}. */
export function validateRange(records: readonly ParsedRecord[], mapping: ColumnMapping, from: number, to: number, senderCountry?: string): ValidatedRow[] {
  const rows: ValidatedRow[] = [];
  for (let index = from; index < Math.min(to, records.length); index += 1) {
    const record = records[index]!;
    const values = valuesOf(record.cells, mapping);
    rows.push({ line: record.line, values, errors: validateValues(values, mapping, senderCountry) });
  }
  return rows;
}

/** Counts of validated rows; `total` includes the blank lines skipped. */
export function summarize(rows: ValidatedRow[], blank: number): BatchValidation {
  let invalid = 0;
  for (const row of rows) {
    if (row.errors.length > 0) {
      invalid += 1;
    }
  }
  return { rows, valid: rows.length - invalid, invalid, blank, total: rows.length + blank };
}

/** Validates every record at once (the worker, tests and the bench). */
export function validateRecords(file: ParsedFile, mapping: ColumnMapping, senderCountry?: string): BatchValidation {
  return summarize(validateRange(file.records, mapping, 0, file.records.length, senderCountry), file.blankLines);
}
