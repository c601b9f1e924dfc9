// Messages between the block and its parser (a Web Worker, or the main-thread fallback), and the
// pure sequence of answers both run. The parser reads the File itself, so the main thread never
// holds the file's text, and answers in chunks of rows: each chunk is a message of its own, a
// task of its own on the main thread, so no single task deserializes 10,000 rows.
import type { BatchField, ColumnMapping } from '../shared/batch-review/batch-fields';
import { parseBatchText, validateRange, type ParsedRecord, type RefusalReason } from '../shared/batch-review/parse-batch-csv';
import type { PreviewRow } from './preview-rows';

/** Rows per answer message (and per turn of the main-thread fallback): a row with its customs columns is twice the data it was, so half as many per task. */
export const CHUNK_ROWS = 250;

/** Changes made in the preview, by a row's index in the file: rows dropped, cells fixed. */
export interface RowEdits {
  dropped: readonly number[];
  fixed: ReadonlyArray<readonly [id: number, cells: readonly string[]]>;
}

/** Asks the parser to read a file, or to validate it again with another mapping and the preview's edits. */
export type ParserRequest =
  | {
      id: number;
      type: 'parse';
      file: Blob;
      remembered?: Partial<Record<BatchField, string>> | undefined;
      /** The block's locale, to ready number formatting for ({@link readyNumberFormatting}). */
      locale?: string | undefined;
      /** The sender's country: a row shipped elsewhere needs customs (`validateValues`). */
      senderCountry?: string | undefined;
    }
  | { id: number; type: 'validate'; file: Blob; mapping: ColumnMapping; edits: RowEdits; senderCountry?: string | undefined };

/** Why a file gives no preview: a refusal of its content, or a read that failed. */
export type ParserRefusal = RefusalReason | 'unreadable';

/**
 * What the parser answers, in order: `refused`; or `read` (the file's shape and how many rows
 * follow), then `rows` messages of up to {@link CHUNK_ROWS} rows each until that many have come.
 */
export type ParserMessage =
  | { id: number; type: 'refused'; reason: ParserRefusal }
  | { id: number; type: 'read'; headers: string[]; mapping: ColumnMapping; blankLines: number; rowCount: number }
  | { id: number; type: 'rows'; rows: PreviewRow[] };

/**
 * Readies Intl's number formatting for a locale. The first number format of a page's process
 * loads ICU's data, which takes tens of milliseconds in one piece; that data is shared by the
 * whole process, so the worker takes this cost off the main thread, where the preview's counts
 * are formatted next. Once per locale.
 */
const readied = new Set<string>();
export function readyNumberFormatting(locale: string | undefined): void {
  const key = locale ?? '';
  if (readied.has(key)) {
    return;
  }
  readied.add(key);
  try {
    new Intl.NumberFormat(locale).format(0);
    new Intl.PluralRules(locale).select(0);
  } catch {
    // An invalid locale: the block falls back to English, whose data the next call loads.
  }
}

/** The records left after the preview's edits: dropped ones out, fixed cells in. */
function edited(records: readonly ParsedRecord[], edits: RowEdits): Array<{ id: number; record: ParsedRecord }> {
  const dropped = new Set(edits.dropped);
  const fixed = new Map(edits.fixed);
  const kept: Array<{ id: number; record: ParsedRecord }> = [];
  records.forEach((record, id) => {
    if (!dropped.has(id)) {
      const cells = fixed.get(id);
      kept.push({ id, record: cells ? { line: record.line, cells: [...cells] } : record });
    }
  });
  return kept;
}

/**
 * The answers to a request, given the file's text: the same pure steps in the worker and in the
 * main-thread fallback, which yields to the browser between two of them.
 */
export function* parserMessages(request: ParserRequest, text: string): Generator<ParserMessage> {
  const { id } = request;
  const outcome = parseBatchText(text, request.type === 'parse' ? request.remembered : undefined);
  if (!outcome.ok) {
    yield { id, type: 'refused', reason: outcome.reason };
    return;
  }
  const mapping = request.type === 'parse' ? outcome.mapping : request.mapping;
  const entries = request.type === 'parse' ? outcome.file.records.map((record, index) => ({ id: index, record })) : edited(outcome.file.records, request.edits);
  const { headers, blankLines } = outcome.file;
  yield { id, type: 'read', headers, mapping, blankLines, rowCount: entries.length };
  for (let from = 0; from < entries.length; from += CHUNK_ROWS) {
    const chunk = entries.slice(from, from + CHUNK_ROWS);
    const validated = validateRange(
      chunk.map((entry) => entry.record),
      mapping,
      0,
      chunk.length,
      request.senderCountry,
    );
    yield {
      id,
      type: 'rows',
      rows: validated.map((row, index) => ({ id: chunk[index]!.id, line: row.line, cells: chunk[index]!.record.cells, values: row.values, errors: row.errors })),
    };
  }
}
