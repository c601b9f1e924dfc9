// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lastRowEnd, parsePiece, PieceTotals, RowPieces, type PieceResult } from './csv-pieces';
import { previewReportCsv, type ReportPreview } from './report-preview';

const encode = (text: string) => new TextEncoder().encode(text);

function stream(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

/**
 * The two-thread preview's path without the threads: the bytes come in `chunkSize` chunks, are cut
 * into pieces of whole rows once `pieceSize` bytes are gathered, every other piece detached (as
 * for the helper) or read in place, and the results are added in a scrambled order.
 */
function previewInPieces(bytes: Uint8Array, chunkSize: number, pieceSize: number, maxRows: number): ReportPreview & { pieces: number } {
  const pieces = new RowPieces(pieceSize * 2);
  const totals = new PieceTotals(maxRows);
  const answers: PieceResult[] = [];
  let seq = 0;
  let header: string[] | undefined;
  const handOn = (final: boolean) => {
    const end = pieces.rowEnd(final);
    if (end === 0 || !pieces.ending) {
      return;
    }
    const keep = seq === 0 ? maxRows : totals.keep;
    const piece = seq % 2 === 1 ? pieces.detach(end) : pieces.view(end).slice();
    if (seq % 2 === 0) {
      pieces.drop(end);
    }
    const result = parsePiece(seq, piece, pieces.ending, header, keep);
    header ??= result.columns;
    seq += 1;
    answers.push(result);
    // The first piece is added at once (its header and first rows); the others come back in any order.
    if (result.seq === 0) {
      totals.add(answers.pop() as PieceResult);
    }
  };
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    pieces.add(bytes.subarray(offset, offset + chunkSize));
    if (pieces.filled >= pieceSize) {
      handOn(false);
    }
  }
  handOn(true);
  for (let index = answers.length - 1; index >= 0; index -= 2) {
    totals.add(answers[index] as PieceResult);
  }
  for (let index = answers.length - 2; index >= 0; index -= 2) {
    totals.add(answers[index] as PieceResult);
  }
  expect(totals.merged).toBe(seq);
  return { columns: totals.columns ?? [], rows: totals.rows, rowCount: totals.rowCount, negativeCount: totals.negativeCount, totals: totals.sums(), decodedLength: bytes.length, pieces: seq };
}

const HEADER = 'invoice_number,invoice_item_description,invoice_item_currency,invoice_item_amount,invoice_item_charged_currency,invoice_item_charged_amount';

/** Rows with everything that makes cutting hard: quoted commas, `""`, line breaks inside quotes, multi-byte characters, empty lines. */
function trickyCsv(newline: string): string {
  const lines = [`\uFEFF${HEADER}`];
  const currencies = ['USD', 'EUR', 'JPY', 'GBP'];
  for (let index = 0; index < 400; index += 1) {
    const currency = currencies[Math.floor(index / 90) % currencies.length] as string;
    const amount = `${index % 7 === 0 ? '-' : ''}${index}.${String(index % 100).padStart(2, '0')}`;
    const descriptions = [
      'Label ground',
      '"Label, ground ""express"""',
      `"two${newline}lines, ""quoted"" ${newline}and a third"`,
      '"Zoë, Ærø — 東京 🚚"',
      '"""only quotes"""',
      '""',
      `"lone \n and \r inside"`,
      'Straße',
    ];
    lines.push(`INV-${index},${descriptions[index % descriptions.length]},${currency},${amount},${currency},${index % 3 === 0 ? '' : amount}`);
    if (index % 50 === 0) {
      lines.push('');
    }
  }
  // The last row without a line break after it.
  return lines.join(newline);
}

describe('lastRowEnd', () => {
  it('cuts after the last line break outside quotes', () => {
    expect(lastRowEnd(encode('a,b\r\nc,d\r\ne'), 'crlf')).toBe(10);
    expect(lastRowEnd(encode('a,"b\r\nc"\r\nd,"e\r\n'), 'crlf')).toBe(10);
    expect(lastRowEnd(encode('a,"b\r\nc,d\r\n'), 'crlf')).toBe(-1);
    expect(lastRowEnd(encode('a,"b""\r\n""c"\r\nx'), 'crlf')).toBe(14);
    expect(lastRowEnd(encode('a,b\nc\r\n'), 'lf')).toBe(7);
    // With CRLF endings a lone LF is not a row end.
    expect(lastRowEnd(encode('a,b\r\nc\nd'), 'crlf')).toBe(5);
    expect(lastRowEnd(encode('abc'), 'lf')).toBe(-1);
    expect(lastRowEnd(encode(''), 'lf')).toBe(-1);
    expect(lastRowEnd(encode('\n'), 'lf')).toBe(1);
  });
});

describe('the preview in pieces of whole rows', () => {
  for (const [name, newline] of [
    ['CRLF', '\r\n'],
    ['LF', '\n'],
  ] as const) {
    it(`adds up to the single-thread preview exactly, wherever the chunks and pieces are cut (${name})`, async () => {
      const bytes = encode(trickyCsv(newline));
      const expected = await previewReportCsv(stream(bytes, 997), { maxRows: 30 });
      expect(expected.rowCount).toBe(400);
      expect(expected.totals.map((total) => total.currency)).toEqual(['USD', 'EUR', 'JPY', 'GBP', 'USD', 'EUR', 'JPY', 'GBP']);
      // Chunk sizes that split `""`, CRLF and multi-byte characters; pieces from a row or two to many.
      for (const chunkSize of [1, 2, 3, 5, 64, 1_000, bytes.length]) {
        for (const pieceSize of [1, 7, 100, 1_500, 40_000]) {
          const { pieces, ...preview } = previewInPieces(bytes, chunkSize, pieceSize, 30);
          expect(preview, `chunks of ${chunkSize}, pieces of ${pieceSize}`).toEqual(expected);
          expect(pieces).toBeGreaterThan(pieceSize >= bytes.length ? 0 : 1);
        }
      }
    });
  }

  it('keeps the file order of the first rows when they span several pieces', async () => {
    const bytes = encode(trickyCsv('\r\n'));
    const expected = await previewReportCsv(stream(bytes, 1 << 14), { maxRows: 250 });
    const preview = previewInPieces(bytes, 512, 300, 250);
    expect(preview.rows).toEqual(expected.rows);
    expect(preview.rows[249]?.[0]).toBe('INV-249');
  });

  it('reads an empty file and a header alone as the single-thread preview does', async () => {
    for (const text of ['', HEADER, `${HEADER}\r\n`, 'a,"b\r\nc"']) {
      const expected = await previewReportCsv(stream(encode(text), 3));
      const { pieces: _pieces, ...preview } = previewInPieces(encode(text), 3, 2, 200);
      expect(preview).toEqual(expected);
    }
  });
});
