import { describe, expect, it } from 'vitest';
import { CHUNK_ROWS, parserMessages, type ParserMessage } from './batch-protocol';
import { createBatchParser } from './run-batch-parse';

const HEADER = 'name,street1,city,state,zip,country,weight,mass_unit,length,width,height,distance_unit';
const ROW = 'Grace Hopper,1 Navy Yard Ave,Brooklyn,NY,11205,US,2.5,lb,10,8,4,in';

/** `count` rows, every tenth one without a postal code, and one blank line after the first row. */
function file(count: number): string {
  const lines = [HEADER];
  for (let index = 0; index < count; index += 1) {
    lines.push(index % 10 === 9 ? ROW.replace('11205', '') : ROW);
    if (index === 0) {
      lines.push('');
    }
  }
  return `${lines.join('\n')}\n`;
}

const blob = (text: string) => new Blob([text], { type: 'text/csv' });

describe('parserMessages', () => {
  it('answers with the file’s shape, then its rows in chunks, every row once and in order', () => {
    const messages = [...parserMessages({ id: 1, type: 'parse', file: blob(''), remembered: undefined }, file(1_200))];
    expect(messages[0]).toMatchObject({ id: 1, type: 'read', rowCount: 1_200, blankLines: 1, headers: HEADER.split(',') });
    const chunks = messages.slice(1) as Array<Extract<ParserMessage, { type: 'rows' }>>;
    const sizes = Array.from({ length: Math.ceil(1_200 / CHUNK_ROWS) }, (_, index) => Math.min(CHUNK_ROWS, 1_200 - index * CHUNK_ROWS));
    expect(chunks.map((chunk) => chunk.rows.length)).toEqual(sizes);
    const rows = chunks.flatMap((chunk) => chunk.rows);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 1_200 }, (_, index) => index));
    // Line 1 is the header, line 3 the blank line.
    expect(rows.slice(0, 2).map((row) => row.line)).toEqual([2, 4]);
    expect(rows.filter((row) => row.errors.length > 0)).toHaveLength(120);
    expect(rows[9]?.errors).toEqual([{ field: 'zip', column: 4, code: 'required' }]);
  });

  it('validates again with the preview’s edits: dropped rows stay out, fixed cells stay in', () => {
    const parsed = [...parserMessages({ id: 1, type: 'parse', file: blob('') }, file(12))];
    const read = parsed[0] as Extract<ParserMessage, { type: 'read' }>;
    const fixed = ROW.split(',');
    const messages = [...parserMessages({ id: 2, type: 'validate', file: blob(''), mapping: read.mapping, edits: { dropped: [0, 3], fixed: [[9, fixed]] } }, file(12))];
    expect(messages[0]).toMatchObject({ id: 2, type: 'read', rowCount: 10 });
    const rows = messages.slice(1).flatMap((message) => (message.type === 'rows' ? message.rows : []));
    expect(rows.map((row) => row.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(rows.find((row) => row.id === 9)).toMatchObject({ cells: fixed, errors: [] });
  });

  it('refuses a file as a whole in one answer', () => {
    expect([...parserMessages({ id: 3, type: 'parse', file: blob('') }, 'foo,bar\n1,2\n')]).toEqual([{ id: 3, type: 'refused', reason: 'noColumns' }]);
  });
});

describe('createBatchParser (the main-thread fallback where there is no Worker)', () => {
  it('reads a File itself and gathers every chunk, with counts that reconcile', async () => {
    const parser = createBatchParser();
    const result = await parser.parse(blob(file(1_200)), undefined, 'en');
    parser.dispose();
    expect(result.ok).toBe(true);
    if (result.ok) {
      const invalid = result.rows.filter((row) => row.errors.length > 0).length;
      expect({ rows: result.rows.length, invalid, blank: result.blankLines }).toEqual({ rows: 1_200, invalid: 120, blank: 1 });
    }
  });

  it('says so when the file cannot be read', async () => {
    const parser = createBatchParser();
    const unreadable = { text: () => Promise.reject(new Error('The file was moved')) } as unknown as Blob;
    expect(await parser.parse(unreadable, undefined, 'en')).toEqual({ ok: false, reason: 'unreadable' });
    parser.dispose();
  });
});
