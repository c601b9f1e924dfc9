// The invalid rows of a file, with their errors, as a CSV the person fixes in a spreadsheet.
import Papa from 'papaparse';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: one starting like a formula gets a leading apostrophe. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV of rows: the header, then each row's cells and its errors in the last column (every
 * cell neutralized against formula injection).
 */
export function invalidRowsCsv(headers: readonly string[], rows: readonly { line: number; cells: readonly string[]; errors: string }[], labels: { line: string; errors: string }): string {
  const data = rows.map((row) => [String(row.line), ...headers.map((_, index) => row.cells[index] ?? ''), row.errors].map(neutralizeCell));
  return Papa.unparse({ fields: [labels.line, ...headers, labels.errors].map(neutralizeCell), data }, { newline: '\r\n' });
}
