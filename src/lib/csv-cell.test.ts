import { describe, expect, it } from 'vitest';
import { neutralizeCell } from './csv-cell';

describe('neutralizeCell', () => {
  it('escapes cells that a spreadsheet would run as formulas', () => {
    expect(['=1+1', '+33 1', '-2', '@SUM(A1)', '\t=1', '\r=1', 'plain', '1-2'].map(neutralizeCell)).toEqual(["'=1+1", "'+33 1", "'-2", "'@SUM(A1)", "'\t=1", "'\r=1", 'plain', '1-2']);
  });
});
