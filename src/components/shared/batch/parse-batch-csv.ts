// Reads a batch file (papaparse) and validates its rows (zod/mini). Pure and synchronous per
// chunk, so the same code runs in the Web Worker (batch-worker.ts) and, where workers are not
// available, on the main thread in chunks that yield between them (run-batch-parse.ts).
import Papa from 'papaparse';
import { isValidEmail } from '../../../lib/email';
import * as z from 'zod/mini';
import type { DistanceUnit, MassUnit } from '../../../api/resources/parcels';
import { acceptsPostalCode, isPositiveDecimal } from '../../../queries/shipment-rules';
import { CONTENTS_TYPES, EEL_PFC_CODES, INCOTERMS, NON_DELIVERY_OPTIONS } from '../wire-enums';
import { BATCH_FIELDS, REQUIRED_FIELDS, detectMapping, type BatchField, type ColumnMapping } from './batch-fields';
import { ITEM_FIELDS, parseItemField, type DeclarationField, type ItemColumn, type ItemField } from './customs-fields';
import { customsProblems } from './customs-rows';

/** The most data rows a file may have (blank lines not counted). */
export const MAX_BATCH_ROWS = 10_000;

/** Why a file was refused as a whole. */
export type RefusalReason = 'empty' | 'binary' | 'noColumns' | 'tooManyRows';

/** What is wrong with one cell: a missing required value, or a value of the wrong form. */
export type CellErrorCode = 'required' | 'invalid';

/** One problem of a row: the field, the file's column it came from (null: no column mapped). */
export interface CellError {
  field: BatchField;
  column: number | null;
  code: CellErrorCode;
}

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

/** The values a row gives the shipment fields (trimmed; absent when empty or unmapped). */
export type RowValues = Partial<Record<BatchField, string>>;

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

// ---------------------------------------------------------------------------------------------
// Row validation
// ---------------------------------------------------------------------------------------------

// The API's rules for these values (src/api: decimal strings, ISO country codes, unit enums; the
// rules a sandbox applies to a batch shipment come from `src/api/shipment-rules` itself).
const MASS_UNITS = ['g', 'oz', 'lb', 'kg'] as const satisfies readonly MassUnit[];
const DISTANCE_UNITS = ['cm', 'in', 'ft', 'mm', 'm', 'yd'] as const satisfies readonly DistanceUnit[];
const positiveDecimal = z.string().check(z.refine(isPositiveDecimal));
const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const anyText = z.string().check(z.maxLength(200));

/** The form of a declaration's columns (enums are matched without case, see {@link valuesOf}). */
const DECLARATION_SCHEMAS: Record<DeclarationField, z.ZodMiniType<string, string>> = {
  customs_contents_type: z.enum(CONTENTS_TYPES),
  customs_contents_explanation: anyText,
  customs_non_delivery_option: z.enum(NON_DELIVERY_OPTIONS),
  customs_incoterm: z.enum(INCOTERMS),
  customs_eel_pfc: z.enum(EEL_PFC_CODES),
  customs_aes_itn: z.string().check(z.maxLength(100)),
  customs_signer: anyText,
};

/** The form of an item's columns, as the API's customs item takes them. */
const ITEM_SCHEMAS: Record<ItemColumn, z.ZodMiniType<string, string>> = {
  description: anyText,
  quantity: z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
  net_weight: decimal,
  mass_unit: z.enum(MASS_UNITS),
  value_amount: decimal,
  value_currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  origin_country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  tariff_number: z.string().check(z.maxLength(35)),
};

/** The form each field's value must have, once trimmed and not empty. */
const FIELD_SCHEMAS: Record<BatchField, z.ZodMiniType<string, string>> = {
  name: anyText,
  company: anyText,
  street1: anyText,
  street2: anyText,
  city: anyText,
  state: anyText,
  zip: z.string().check(z.maxLength(20)),
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  phone: z.string().check(z.maxLength(40)),
  email: z.string().check(z.refine(isValidEmail)),
  weight: positiveDecimal,
  mass_unit: z.enum(MASS_UNITS),
  length: positiveDecimal,
  width: positiveDecimal,
  height: positiveDecimal,
  distance_unit: z.enum(DISTANCE_UNITS),
  carrier_account: z.string().check(z.maxLength(100)),
  servicelevel_token: z.string().check(z.maxLength(100)),
  metadata: z.string().check(z.maxLength(100)),
  order_id: z.string().check(z.regex(/^[A-Za-z0-9_]{1,90}$/)),
  ...DECLARATION_SCHEMAS,
  ...(Object.fromEntries(ITEM_FIELDS.map((field) => [field, ITEM_SCHEMAS[parseItemField(field)!.column]])) as Record<ItemField, z.ZodMiniType<string, string>>),
};

const REQUIRED = new Set<BatchField>(REQUIRED_FIELDS);
/** Values the API takes in lower case (units), upper case (countries, currencies) or as its enums spell them, whatever the file has. */
const LOWER = new Set<BatchField>(['mass_unit', 'distance_unit', ...ITEM_FIELDS.filter((field) => field.endsWith('_mass_unit'))]);
const UPPER = new Set<BatchField>(['country', ...ITEM_FIELDS.filter((field) => field.endsWith('_value_currency') || field.endsWith('_origin_country'))]);
const ENUMS: Partial<Record<BatchField, ReadonlyMap<string, string>>> = Object.fromEntries(
  (
    [
      ['customs_contents_type', CONTENTS_TYPES],
      ['customs_non_delivery_option', NON_DELIVERY_OPTIONS],
      ['customs_incoterm', INCOTERMS],
      ['customs_eel_pfc', EEL_PFC_CODES],
    ] as const
  ).map(([field, options]) => [field, new Map(options.map((option: string) => [option.toLowerCase(), option]))]),
);

/** A cell's value in the form the API takes. */
function canonical(field: BatchField, raw: string): string {
  if (UPPER.has(field)) {
    return raw.toUpperCase();
  }
  if (LOWER.has(field)) {
    return raw.toLowerCase();
  }
  return ENUMS[field]?.get(raw.toLowerCase()) ?? raw;
}

/** The values a record gives each mapped field. */
export function valuesOf(cells: readonly string[], mapping: ColumnMapping): RowValues {
  const values: RowValues = {};
  for (const field of BATCH_FIELDS) {
    const column = mapping[field];
    if (column === undefined) {
      continue;
    }
    const raw = cells[column]?.trim();
    if (raw) {
      values[field] = canonical(field, raw);
    }
  }
  return values;
}

type RowSchema = z.ZodMiniObject<Record<string, z.ZodMiniType<string, string>>>;
/** One object schema per set of fields a row fills (a file has few): one `safeParse` per row. */
const ROW_SCHEMAS = new Map<string, RowSchema>();

function rowSchema(values: RowValues): RowSchema {
  const fields = Object.keys(values) as BatchField[];
  const key = fields.join(',');
  let schema = ROW_SCHEMAS.get(key);
  if (!schema) {
    if (ROW_SCHEMAS.size >= 256) {
      ROW_SCHEMAS.clear();
    }
    schema = z.object(Object.fromEntries(fields.map((field) => [field, FIELD_SCHEMAS[field]])));
    ROW_SCHEMAS.set(key, schema);
  }
  return schema;
}

/**
 * The problems of one row's values, in field order: each value's form, then the API's rules of a
 * shipment (`src/api/shipment-rules`): a postcode its country writes, and, for a row shipped
 * abroad from `senderCountry`, a customs declaration with its items. Without `senderCountry`
 * (the sender not known yet) the customs rule waits for the API.
 */
export function validateValues(values: RowValues, mapping: ColumnMapping, senderCountry?: string): CellError[] {
  const invalid = new Set<PropertyKey>();
  const result = rowSchema(values).safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      invalid.add(issue.path[0] ?? '');
    }
  }
  if (values.zip !== undefined && values.country !== undefined && !invalid.has('country') && !acceptsPostalCode(values.country, values.zip)) {
    invalid.add('zip');
  }
  const customs = new Set<PropertyKey>(customsProblems(values, senderCountry));
  const errors: CellError[] = [];
  for (const field of BATCH_FIELDS) {
    const column = mapping[field] ?? null;
    if (values[field] === undefined) {
      if (REQUIRED.has(field) || customs.has(field)) {
        errors.push({ field, column, code: 'required' });
      }
    } else if (invalid.has(field) || customs.has(field)) {
      errors.push({ field, column, code: 'invalid' });
    }
  }
  return errors;
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
