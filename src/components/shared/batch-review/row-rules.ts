// The rules of one batch row (zod/mini): its values from cells, the API's rules for them, and the
// cell errors they give. Pure and without papaparse, so a block that checks a row without reading
// a file (the fix dialog, OrdersInbox's orders as rows) does not bundle the CSV parser;
// parse-batch-csv.ts reads files and re-exports these.
import { isValidEmail } from '../../../lib/email';
import * as z from 'zod/mini';
import type { DistanceUnit, MassUnit } from '../../../api/resources/parcels';
import { acceptsPostalCode } from '../../../api/shipment-rules';
import { isApiDecimal, isPositiveApiDecimal, normaliseDecimal } from '../../../lib/decimal';
import { CONTENTS_TYPES, EEL_PFC_CODES, INCOTERMS, NON_DELIVERY_OPTIONS } from '../wire-enums';
import { BATCH_FIELDS, REQUIRED_FIELDS, type BatchField, type ColumnMapping } from './batch-fields';
import { ITEM_FIELDS, parseItemField, type DeclarationField, type ItemColumn, type ItemField } from './customs-fields';
import { customsProblems } from './customs-rows';

/** The most data rows a file may have (blank lines not counted). */
export const MAX_BATCH_ROWS = 10_000;

/** What is wrong with one cell: a missing required value, or a value of the wrong form. */
export type CellErrorCode = 'required' | 'invalid';

/** One problem of a row: the field, the file's column it came from (null: no column mapped). */
export interface CellError {
  field: BatchField;
  column: number | null;
  code: CellErrorCode;
}

/** The values a row gives the shipment fields (trimmed; absent when empty or unmapped). */
export type RowValues = Partial<Record<BatchField, string>>;

// The API's rules for these values (src/api: decimal strings, ISO country codes, unit enums; the
// rules a sandbox applies to a batch shipment come from `src/api/shipment-rules` itself).
const MASS_UNITS = ['g', 'oz', 'lb', 'kg'] as const satisfies readonly MassUnit[];
const DISTANCE_UNITS = ['cm', 'in', 'ft', 'mm', 'm', 'yd'] as const satisfies readonly DistanceUnit[];
const positiveDecimal = z.string().check(z.refine(isPositiveApiDecimal));
const decimal = z.string().check(z.refine(isApiDecimal));
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
/** Decimals, read as a person writes them in their locale ("2,5") and kept as the API writes them ("2.5"). */
const DECIMALS = new Set<BatchField>([
  'weight',
  'length',
  'width',
  'height',
  ...ITEM_FIELDS.filter((field) => ['net_weight', 'value_amount'].includes(parseItemField(field)!.column)),
]);
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
  if (DECIMALS.has(field)) {
    return normaliseDecimal(raw);
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

