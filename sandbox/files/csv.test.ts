import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatCsvField, gunzip, gzip, toCsv } from './csv';

describe('formatCsvField', () => {
  it('quotes fields holding a comma, quote, CR or LF and doubles inner quotes', () => {
    expect(formatCsvField('plain')).toBe('plain');
    expect(formatCsvField('a,b')).toBe('"a,b"');
    expect(formatCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(formatCsvField('line\nbreak')).toBe('"line\nbreak"');
    expect(formatCsvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(formatCsvField(' padded ')).toBe(' padded ');
  });

  it('writes numbers as given, booleans as true/false and null as empty', () => {
    expect(formatCsvField(12.5)).toBe('12.5');
    expect(formatCsvField(-3)).toBe('-3');
    expect(formatCsvField(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatCsvField(true)).toBe('true');
    expect(formatCsvField(false)).toBe('false');
    expect(formatCsvField(null)).toBe('');
    expect(formatCsvField(undefined)).toBe('');
  });

  it('neutralizes text a spreadsheet would run as a formula, but not decimal numbers written as text', () => {
    expect(['=1+1', '+33 1', '-2+3', '@SUM(A1)', '\t=1'].map(formatCsvField)).toEqual(["'=1+1", "'+33 1", "'-2+3", "'@SUM(A1)", "'\t=1"]);
    expect(formatCsvField('\r=1')).toBe(`"'\r=1"`);
    expect(formatCsvField('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(['-12.40', '12.40', '-3', '0.846512'].map(formatCsvField)).toEqual(['-12.40', '12.40', '-3', '0.846512']);
    expect(formatCsvField('1-2')).toBe('1-2');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated record per row in column order', () => {
    const csv = toCsv(
      ['tracking_number', 'carrier', 'amount', 'test', 'note'],
      [
        { carrier: 'Parcelwise', tracking_number: '9400111899223197428490', amount: 7.5, test: true, note: null },
        {
          tracking_number: '1Z999',
          carrier: 'Kestrel, Inc.',
          amount: 12,
          test: false,
          note: 'He said "fragile"\r\nok',
          extra: 'ignored',
        },
        { tracking_number: 'X' },
      ],
    );
    expect(csv).toBe(
      'tracking_number,carrier,amount,test,note\r\n' +
        '9400111899223197428490,Parcelwise,7.5,true,\r\n' +
        '1Z999,"Kestrel, Inc.",12,false,"He said ""fragile""\r\nok"\r\n' +
        'X,,,,\r\n',
    );
  });

  it('quotes header names when needed and writes only the header for no rows', () => {
    expect(toCsv(['a,b', 'c'], [])).toBe('"a,b",c\r\n');
  });

  it('does not read inherited properties', () => {
    const row = Object.create({ inherited: 'nope' }) as Record<string, string>;
    expect(toCsv(['inherited'], [row])).toBe('inherited\r\n\r\n');
  });
});

describe('gzip and gunzip', () => {
  it('round-trips text as UTF-8', async () => {
    const text = toCsv(['name'], [{ name: 'Zürich 📦' }]);
    const compressed = await gzip(text);
    expect(compressed[0]).toBe(0x1f);
    expect(compressed[1]).toBe(0x8b);
    expect(new TextDecoder().decode(await gunzip(compressed))).toBe(text);
  });

  it('produces standard gzip that zlib reads, and reads what zlib writes', async () => {
    const bytes = new Uint8Array(50_000).map((_, index) => (index * 7) % 251);
    expect(new Uint8Array(gunzipSync(await gzip(bytes)))).toEqual(bytes);
    expect(await gunzip(new Uint8Array(gzipSync(bytes)))).toEqual(bytes);
  });

  it('is deterministic', async () => {
    expect(await gzip('same input')).toEqual(await gzip('same input'));
  });

  it('rejects data that is not gzip', async () => {
    await expect(gunzip(new TextEncoder().encode('not gzip at all'))).rejects.toThrow();
  });
});
