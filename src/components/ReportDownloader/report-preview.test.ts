import { describe, expect, it, vi } from 'vitest';
import { fromMicros } from '../../lib/decimal';
import { previewReportFile } from './preview-report-file';
import { chunked, gzip } from '../../../test/report-files';
import { GZIP_PIECE_BYTES, PREVIEW_TURN_MS, previewReportCsv } from './report-preview';

const HEADER = 'invoice_number,invoice_item_description,invoice_item_currency,invoice_item_amount,invoice_item_charged_currency,invoice_item_charged_amount';

describe('previewReportFile', () => {
  it('keeps the first rows, counts every row and sums amounts exactly per currency', async () => {
    const lines = [HEADER];
    for (let index = 0; index < 1_000; index += 1) {
      lines.push(`INV-${index},"Label, ground ""priority""",USD,0.10,USD,0.10`);
    }
    lines.push('INV-R,"Refund\r\nsplit line",EUR,-12.40,USD,-13.45');
    const bytes = await gzip(`${lines.join('\r\n')}\r\n`);

    const preview = await previewReportFile(chunked(bytes, 7), { maxRows: 5 });

    expect(preview.columns).toEqual(HEADER.split(','));
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual(['INV-0', 'Label, ground "priority"', 'USD', '0.10', 'USD', '0.10']);
    expect(preview.rowCount).toBe(1_001);
    expect(preview.negativeCount).toBe(1);
    const totals = Object.fromEntries(preview.totals.map((total) => [`${total.column}:${total.currency}`, fromMicros(total.micros)]));
    expect(totals).toEqual({
      'invoice_item_amount:USD': '100.00',
      'invoice_item_amount:EUR': '-12.40',
      'invoice_item_charged_amount:USD': '86.55',
    });
  });

  it('reads a row whose quoted field is cut between two chunks', async () => {
    const bytes = await gzip(`${HEADER}\nA,"one\ntwo, three",USD,1.00,USD,1.00\nB,plain,USD,2.5,USD,2.5`);
    const preview = await previewReportFile(chunked(bytes, 3));
    expect(preview.rows).toEqual([
      ['A', 'one\ntwo, three', 'USD', '1.00', 'USD', '1.00'],
      ['B', 'plain', 'USD', '2.5', 'USD', '2.5'],
    ]);
  });

  it('keeps characters of several bytes whole across batches', async () => {
    // ~120 KB of rows of 2-, 3- and 4-byte characters: batch edges fall inside many of them.
    const note = 'Zoë’s café · 10 € · 📦';
    const lines = ['invoice_number,invoice_item_description,invoice_item_currency,invoice_item_amount'];
    for (let index = 0; index < 3_000; index += 1) {
      lines.push(`INV-${index},"${note} ${index}",EUR,1.${String(index % 100).padStart(2, '0')}`);
    }
    const preview = await previewReportFile(chunked(await gzip(`${lines.join('\n')}\n`), 333), { maxRows: 3_000 });
    expect(preview.rowCount).toBe(3_000);
    expect(preview.rows.filter((row, index) => row[1] !== `${note} ${index}`)).toEqual([]);
    expect(preview.decodedLength).toBe(new TextEncoder().encode(`${lines.join('\n')}\n`).length);
  });

  it('reads a download that comes in one piece of many gzip pieces', async () => {
    const lines = [HEADER];
    let cents = 0;
    for (let index = 0; index < 20_000; index += 1) {
      const amount = (index * 7_919) % 100_000;
      cents += amount;
      lines.push(`INV-${index * 104_729},"Note ${(index * 31_337).toString(36)}, ""${index}""",USD,${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')},USD,1.00`);
    }
    const bytes = await gzip(`${lines.join('\r\n')}\r\n`);
    expect(bytes.length).toBeGreaterThan(GZIP_PIECE_BYTES * 4);
    const preview = await previewReportFile(chunked(bytes, bytes.length), { maxRows: 2 });
    expect(preview.rowCount).toBe(20_000);
    expect(preview.rows[1]).toEqual(['INV-104729', `Note ${(31_337).toString(36)}, "1"`, 'USD', '79.19', 'USD', '1.00']);
    const total = preview.totals.find((entry) => entry.column === 'invoice_item_amount');
    expect(total && fromMicros(total.micros)).toBe(fromMicros(BigInt(cents) * 10_000n));
  });

  it('reads a file without amount columns and an empty file', async () => {
    const preview = await previewReportFile(chunked(await gzip('a,b\r\n1,2\r\n'), 64));
    expect(preview).toMatchObject({ columns: ['a', 'b'], rows: [['1', '2']], rowCount: 1, totals: [] });
    expect((await previewReportFile(chunked(await gzip(''), 64))).rowCount).toBe(0);
  });

  it('gives the event loop turns while it reads, so the page can handle input meanwhile', async () => {
    const lines = [HEADER];
    for (let index = 0; index < 2_000; index += 1) {
      lines.push(`INV-${index},"Label, ground",USD,1.00,USD,1.00`);
    }
    // Decompressed bytes at hand: without turns, every read would resolve in the same task.
    const bytes = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
    // A clock that moves a whole turn's budget at every look: each read is a turn's worth of work.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += PREVIEW_TURN_MS));
    try {
      let turns = 0;
      let reading = true;
      const count = () => {
        if (reading) {
          turns += 1;
          setTimeout(count, 0);
        }
      };
      setTimeout(count, 0);
      const preview = await previewReportCsv(chunked(bytes, 1 << 12));
      reading = false;
      expect(preview.rowCount).toBe(2_000);
      // Timers ran while the file was read: the preview left its task between pieces.
      expect(turns).toBeGreaterThan(1);
    } finally {
      now.mockRestore();
    }
  });
});
