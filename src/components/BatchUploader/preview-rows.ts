// The rows of the preview (the parser sends them, a chunk at a time), fixed in place, dropped. Pure.
import type { BatchField, ColumnMapping } from './batch-fields';
import { validateValues, valuesOf, type CellError, type RowValues } from './parse-batch-csv';

/** One row of the preview. `cells` are the file's cells (with fixes written back). */
export interface PreviewRow {
  /** Stable key: the row's index in the file. */
  id: number;
  line: number;
  cells: string[];
  values: RowValues;
  errors: CellError[];
}

/** A row with one field fixed and validated again. */
export function fixCell(row: PreviewRow, field: BatchField, value: string, mapping: ColumnMapping): PreviewRow {
  const cells = [...row.cells];
  const column = mapping[field];
  if (column !== undefined) {
    while (cells.length <= column) {
      cells.push('');
    }
    cells[column] = value;
  }
  const values = column === undefined ? { ...row.values, [field]: value.trim() || undefined } : valuesOf(cells, mapping);
  if (values[field] === undefined) {
    delete values[field];
  }
  return { ...row, cells, values, errors: validateValues(values, mapping) };
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
