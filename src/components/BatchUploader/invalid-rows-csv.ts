// The invalid rows of a file, with their errors, as a CSV the person fixes in a spreadsheet.
import Papa from 'papaparse';
import { neutralizeCell } from '../../lib/csv-cell';

/**
 * A CSV of rows: the header, then each row's cells and its errors in the last column (every
 * cell neutralized against formula injection).
 */
export function invalidRowsCsv(headers: readonly string[], rows: readonly { line: number; cells: readonly string[]; errors: string }[], labels: { line: string; errors: string }): string {
  const data = rows.map((row) => [String(row.line), ...headers.map((_, index) => row.cells[index] ?? ''), row.errors].map(neutralizeCell));
  return Papa.unparse({ fields: [labels.line, ...headers, labels.errors].map(neutralizeCell), data }, { newline: '\r\n' });
}
