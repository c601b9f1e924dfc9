// The rows of the preview (the parser sends them, a chunk at a time), fixed in place, dropped. Pure.
import type { BatchField, ColumnMapping } from '../shared/batch-review/batch-fields';
import { DECLARATION_FIELDS, ITEM_FIELDS } from '../shared/batch-review/customs-fields';
import { validateValues, valuesOf, type CellError, type RowValues } from '../shared/batch-review/row-rules';

/** One row of the preview. `cells` are the file's cells (with fixes written back). */
export interface PreviewRow {
  /** Stable key: the row's index in the file. */
  id: number;
  line: number;
  cells: string[];
  values: RowValues;
  errors: CellError[];
}

/** Writes fields into a row's cells (mapped fields) or values (the others), without validating. */
function writeFields(row: PreviewRow, fields: Partial<Record<BatchField, string>>, mapping: ColumnMapping): Pick<PreviewRow, 'cells' | 'values'> {
  const cells = [...row.cells];
  const unmapped: RowValues = {};
  for (const [field, value] of Object.entries(fields) as Array<[BatchField, string]>) {
    const column = mapping[field];
    if (column === undefined) {
      unmapped[field] = value.trim() || undefined;
      continue;
    }
    while (cells.length <= column) {
      cells.push('');
    }
    cells[column] = value;
  }
  // Values of unmapped fields live in `values` only: keep the row's, then the new ones.
  const kept = Object.fromEntries(Object.entries(row.values).filter(([field]) => mapping[field as BatchField] === undefined));
  const values: RowValues = { ...kept, ...valuesOf(cells, mapping), ...unmapped };
  for (const field of Object.keys(values) as BatchField[]) {
    if (values[field] === undefined) {
      delete values[field];
    }
  }
  return { cells, values };
}

/** A row with one field fixed and validated again (`senderCountry` as in `validateValues`). */
export function fixCell(row: PreviewRow, field: BatchField, value: string, mapping: ColumnMapping, senderCountry?: string): PreviewRow {
  const written = writeFields(row, { [field]: value }, mapping);
  return { ...row, ...written, errors: validateValues(written.values, mapping, senderCountry) };
}

/** A row with its customs columns replaced by a declaration filled in, validated again. */
export function withCustoms(row: PreviewRow, customs: RowValues, mapping: ColumnMapping, senderCountry?: string): PreviewRow {
  const fields = Object.fromEntries([...DECLARATION_FIELDS, ...ITEM_FIELDS].map((field) => [field, customs[field] ?? '']));
  const written = writeFields(row, fields, mapping);
  return { ...row, ...written, errors: validateValues(written.values, mapping, senderCountry) };
}

/** Counts that reconcile: total = valid + invalid + blank (dropped rows leave the count). */
export function countRows(rows: readonly PreviewRow[], blank: number) {
  let invalid = 0;
  for (const row of rows) {
    if (row.errors.length > 0) {
      invalid += 1;
    }
  }
  return { total: rows.length + blank, valid: rows.length - invalid, invalid, blank };
}
