import { describe, expect, it } from 'vitest';
import { BATCH_FIELDS, detectMapping, templateCsv } from './batch-fields';
import { MAX_BATCH_ROWS, parseBatchText, validateRecords, type BatchValidation } from './parse-batch-csv';

const HEADER = 'name,street1,city,state,zip,country,weight,mass_unit,length,width,height,distance_unit';
const ROW = 'Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,2.5,lb,10,8,4,in';

function read(text: string): { validation: BatchValidation; headers: string[] } {
  const outcome = parseBatchText(text);
  if (!outcome.ok) {
    throw new Error(`refused: ${outcome.reason}`);
  }
  return { validation: validateRecords(outcome.file, outcome.mapping), headers: outcome.file.headers };
}

function expectReconciled(validation: BatchValidation) {
  expect(validation.total).toBe(validation.valid + validation.invalid + validation.blank);
}

describe('parseBatchText', () => {
  it('reads the template it offers, with every column recognised and its example row valid', () => {
    const { validation, headers } = read(templateCsv());
    expect(headers).toEqual([...BATCH_FIELDS]);
    expect(Object.keys(detectMapping(headers))).toHaveLength(BATCH_FIELDS.length);
    expect(validation).toMatchObject({ valid: 1, invalid: 0, blank: 0, total: 1 });
  });

  it('drops a UTF-8 byte order mark before the first header', () => {
    const { headers, validation } = read(`\uFEFF${HEADER}\n${ROW}\n`);
    expect(headers[0]).toBe('name');
    expect(validation.valid).toBe(1);
  });

  it('keeps commas and line breaks inside quoted fields, and numbers lines from where each row starts', () => {
    const { validation } = read(`${HEADER}\n"Hopper, Grace","1 Navy Yard Ave\nBuilding 2",Brooklyn,NY,11205,US,2.5,lb,10,8,4,in\n${ROW.replace('11205', '')}\n`);
    expect(validation.rows[0]).toMatchObject({ line: 2, errors: [] });
    expect(validation.rows[0]?.values.name).toBe('Hopper, Grace');
    expect(validation.rows[0]?.values.street1).toBe('1 Navy Yard Ave\nBuilding 2');
    // The quoted line break makes the next row start on line 4.
    expect(validation.rows[1]).toMatchObject({ line: 4, errors: [{ field: 'zip', column: 4, code: 'required' }] });
  });

  it('reads semicolon- and tab-separated files with CRLF line ends', () => {
    const semicolons = read(`${HEADER.replaceAll(',', ';')}\r\n${ROW.replaceAll(',', ';')}\r\n`);
    expect(semicolons.validation).toMatchObject({ valid: 1, total: 1 });
    const tabs = read(`${HEADER.replaceAll(',', '\t')}\r\n${ROW.replaceAll(',', '\t')}\r\n`);
    expect(tabs.validation).toMatchObject({ valid: 1, total: 1 });
    expect(tabs.validation.rows[0]?.values.city).toBe('Brooklyn');
  });

  it('keeps non-Latin names as they are', () => {
    const { validation } = read(`${HEADER}\n${ROW.replace('Grace Hopper', '田中 花子').replace('Brooklyn', 'Санкт-Петербург')}\n`);
    expect(validation.rows[0]?.values).toMatchObject({ name: '田中 花子', city: 'Санкт-Петербург' });
    expect(validation.valid).toBe(1);
  });

  it('skips blank lines and counts them, so rows = valid + invalid + blank', () => {
    const { validation } = read(`${HEADER}\n${ROW}\n\n , ,\n${ROW.replace('2.5', 'heavy')}\n\n`);
    // Lines 3, 4 (only separators) and 6 are blank; the final line break ends line 6.
    expect(validation).toMatchObject({ valid: 1, invalid: 1, blank: 3, total: 5 });
    expect(validation.rows[1]).toMatchObject({ line: 5, errors: [{ field: 'weight', column: 6, code: 'invalid' }] });
    expectReconciled(validation);
  });

  it('names the line and column of every error, and the missing column of a required field', () => {
    const header = 'Recipient,Address,Town,Postcode,Country,Weight,Unit';
    const { validation } = read(`${header}\nAda,1 Main St,London,,gbr,0,stone\n`);
    expect(validation.rows[0]?.errors).toEqual([
      { field: 'zip', column: 3, code: 'required' },
      { field: 'country', column: 4, code: 'invalid' },
      { field: 'weight', column: 5, code: 'invalid' },
      { field: 'mass_unit', column: 6, code: 'invalid' },
      { field: 'length', column: null, code: 'required' },
      { field: 'width', column: null, code: 'required' },
      { field: 'height', column: null, code: 'required' },
      { field: 'distance_unit', column: null, code: 'required' },
    ]);
  });

  it('refuses an empty file, and a file with a header and no rows', () => {
    expect(parseBatchText('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseBatchText('\uFEFF \r\n\r\n')).toEqual({ ok: false, reason: 'empty' });
    expect(parseBatchText(`${HEADER}\r\n\r\n`)).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses a file none of whose columns it recognises', () => {
    expect(parseBatchText('foo,bar,baz\n1,2,3\n')).toEqual({ ok: false, reason: 'noColumns' });
  });

  it(`refuses more than ${MAX_BATCH_ROWS} rows, and takes exactly that many`, () => {
    const rows = (count: number) => `${HEADER}\n${Array.from({ length: count }, () => ROW).join('\n')}\n`;
    expect(parseBatchText(rows(MAX_BATCH_ROWS + 1))).toEqual({ ok: false, reason: 'tooManyRows' });
    const outcome = parseBatchText(rows(MAX_BATCH_ROWS));
    expect(outcome.ok && outcome.file.records.length).toBe(MAX_BATCH_ROWS);
  });

  it('refuses a binary file (a PNG read as text)', () => {
    const png = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d) + 'IHDR\uFFFD\uFFFD\uFFFD';
    expect(parseBatchText(png)).toEqual({ ok: false, reason: 'binary' });
    expect(parseBatchText('\uFFFD\uFFFD\u0003\u0004garbage\uFFFD\uFFFD\u0001')).toEqual({ ok: false, reason: 'binary' });
  });

  it('prefers a remembered mapping by header name over detection', () => {
    const outcome = parseBatchText(`Ref,name,street1,city,zip,country,weight,mass_unit\nA-1,Ada,1 Main St,London,N1,GB,1,kg\n`, { metadata: 'Ref', city: 'zip' });
    expect(outcome.ok && outcome.mapping).toMatchObject({ metadata: 0, city: 4 });
  });
});
