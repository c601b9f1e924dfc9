// Messages between the block and its parser (a Web Worker, or the main-thread fallback).
import type { BatchField, ColumnMapping } from './batch-fields';
import type { BatchValidation, ParsedFile, RefusalReason } from './parse-batch-csv';

/** Asks the parser to read a file's text, or to validate a read file with another mapping. */
export type ParserRequest =
  | { id: number; type: 'parse'; text: string; remembered?: Partial<Record<BatchField, string>> | undefined }
  | { id: number; type: 'validate'; file: ParsedFile; mapping: ColumnMapping };

/** What the parser answers. */
export type ParserResult =
  | { ok: true; file: ParsedFile; mapping: ColumnMapping; validation: BatchValidation }
  | { ok: false; reason: RefusalReason };

export interface ParserResponse {
  id: number;
  result: ParserResult;
}
