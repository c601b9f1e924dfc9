import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { invalidRowsCsv, neutralizeCell } from './invalid-rows-csv';

describe('invalidRowsCsv', () => {
  it('escapes cells that a spreadsheet would run as formulas', () => {
    expect(['=1+1', '+33 1', '-2', '@SUM(A1)', 'plain', '1-2'].map(neutralizeCell)).toEqual(["'=1+1", "'+33 1", "'-2", "'@SUM(A1)", 'plain', '1-2']);
  });

  it('writes the line, the cells and the errors of each row, quoted where needed', () => {
    const csv = invalidRowsCsv(['name', 'zip'], [{ line: 4, cells: ['=HYPERLINK("x")', 'a, b'], errors: 'Postal code is not valid.' }], { line: 'Line', errors: 'Errors' });
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Line', 'name', 'zip', 'Errors'],
      ['4', `'=HYPERLINK("x")`, 'a, b', 'Postal code is not valid.'],
    ]);
  });
});
