import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { invalidRowsCsv } from './invalid-rows-csv';

describe('invalidRowsCsv', () => {
  it('writes the line, the cells and the errors of each row, quoted where needed', () => {
    const csv = invalidRowsCsv(['name', 'zip'], [{ line: 4, cells: ['=HYPERLINK("x")', 'a, b'], errors: 'Postal code is not valid.' }], { line: 'Line', errors: 'Errors' });
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Line', 'name', 'zip', 'Errors'],
      ['4', `'=HYPERLINK("x")`, 'a, b', 'Postal code is not valid.'],
    ]);
  });
});
