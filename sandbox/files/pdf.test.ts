import { describe, expect, it } from 'vitest';
import {
  encodePdfString,
  fitPdfText,
  formatPdfNumber,
  measurePdfText,
  PdfDocument,
  toWinAnsiBytes,
} from './pdf';

const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

/** Checks that every xref entry points at its `N 0 obj` line and startxref at the table. */
function expectValidCrossReference(bytes: Uint8Array): number {
  const text = latin1(bytes);
  const startXref = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  expect(startXref).not.toBeNull();
  const xrefOffset = Number(startXref?.[1]);
  expect(text.slice(xrefOffset, xrefOffset + 5)).toBe('xref\n');
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefOffset));
  const size = Number(header?.[1]);
  const entriesStart = xrefOffset + (header?.[0].length ?? 0);
  expect(text.slice(entriesStart, entriesStart + 20)).toBe('0000000000 65535 f \n');
  for (let objectNumber = 1; objectNumber < size; objectNumber += 1) {
    const entry = text.slice(entriesStart + objectNumber * 20, entriesStart + (objectNumber + 1) * 20);
    expect(entry).toMatch(/^\d{10} 00000 n \n$/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${objectNumber} 0 obj\n`.length)).toBe(`${objectNumber} 0 obj\n`);
  }
  expect(text).toContain(`trailer\n<< /Size ${size} /Root 1 0 R`);
  return size;
}

function sampleDocument(): Uint8Array {
  const document = new PdfDocument({ title: 'Sample (1)' });
  const first = document.addPage(288, 432);
  first.fillRect(10, 20, 30, 40);
  first.drawText('Hello (world) \\ Zürich 日本', 10, 100, { font: 'Helvetica-Bold', size: 12 });
  const second = document.addPage(612, 792);
  second.fillRect(0, 0, 612, 10, { gray: 0.5 });
  second.drawText('Courier text', 306, 50, { font: 'Courier', size: 10, align: 'center', gray: 1 });
  second.drawText('Up', 100, 200, { size: 10, rotation: 90 });
  return document.toBytes();
}

describe('encodePdfString', () => {
  it('escapes parentheses and backslashes', () => {
    expect(encodePdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
  });

  it('writes Latin-1 as octal escapes and replaces what WinAnsi lacks with ?', () => {
    expect(encodePdfString('Zürich')).toBe('(Z\\374rich)');
    expect(encodePdfString('日本')).toBe('(??)');
    expect(encodePdfString('📦 box')).toBe('(? box)');
    expect(encodePdfString('Café')).toBe('(Caf\\351)');
  });

  it('keeps the Windows-1252 typographic characters and flattens line breaks', () => {
    expect(encodePdfString('“Hi” – €')).toBe('(\\223Hi\\224 \\226 \\200)');
    expect(encodePdfString('a\nb\tc')).toBe('(a b c)');
    expect(encodePdfString('\u0000\u0085')).toBe('(??)');
  });
});

describe('toWinAnsiBytes', () => {
  it('maps one byte per code point', () => {
    expect(toWinAnsiBytes('Aé€😀')).toEqual([0x41, 0xe9, 0x80, 0x3f]);
  });
});

describe('formatPdfNumber', () => {
  it('writes at most three decimals and never -0 or an exponent', () => {
    expect(formatPdfNumber(1 / 3)).toBe('0.333');
    expect(formatPdfNumber(-0.0001)).toBe('0');
    expect(formatPdfNumber(612)).toBe('612');
    expect(formatPdfNumber(1e-7)).toBe('0');
    expect(() => formatPdfNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('measurePdfText and fitPdfText', () => {
  it('uses the core font metrics', () => {
    // H 722 + e 556 + l 222 + l 222 + o 556 = 2278 units.
    expect(measurePdfText('Hello', 'Helvetica', 10)).toBeCloseTo(22.78, 5);
    expect(measurePdfText('Hello', 'Courier', 10)).toBeCloseTo(30, 5);
    expect(measurePdfText('Hello', 'Helvetica-Bold', 10)).toBeGreaterThan(measurePdfText('Hello', 'Helvetica', 10));
  });

  it('truncates with an ellipsis only when needed', () => {
    expect(fitPdfText('Short', 'Helvetica', 10, 100)).toBe('Short');
    const fitted = fitPdfText('A rather long line of text that cannot fit', 'Helvetica', 10, 80);
    expect(fitted.endsWith('...')).toBe(true);
    expect(measurePdfText(fitted, 'Helvetica', 10)).toBeLessThanOrEqual(80);
  });
});

describe('PdfDocument', () => {
  it('writes a PDF 1.4 file with a binary marker and a trailing %%EOF', () => {
    const bytes = sampleDocument();
    expect(latin1(bytes.subarray(0, 9))).toBe('%PDF-1.4\n');
    expect(bytes[10]).toBeGreaterThan(127);
    expect(latin1(bytes).endsWith('%%EOF\n')).toBe(true);
  });

  it('points every cross-reference entry at its object', () => {
    // 6 fixed objects plus a page and a content stream per page, plus the free entry 0.
    expect(expectValidCrossReference(sampleDocument())).toBe(1 + 6 + 2 * 2);
  });

  it('writes one page object per page with its own MediaBox', () => {
    const text = latin1(sampleDocument());
    expect(text).toContain('/Type /Pages /Kids [7 0 R 9 0 R] /Count 2');
    expect(text).toContain('/MediaBox [0 0 288 432]');
    expect(text).toContain('/MediaBox [0 0 612 792]');
  });

  it('stores stream lengths that match the stream data', () => {
    const text = latin1(sampleDocument());
    const streams = [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams).toHaveLength(2);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      const length = Number(match[1]);
      expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
    }
  });

  it('draws in a top-left coordinate space', () => {
    const text = latin1(sampleDocument());
    // fillRect(10, 20, 30, 40) on a 432 pt page: bottom edge at 432 - 20 - 40.
    expect(text).toContain('10 372 30 40 re f');
    expect(text).toContain('BT /F2 12 Tf 10 332 Td (Hello \\(world\\) \\\\ Z\\374rich ??) Tj ET');
    expect(text).toContain('0.5 g');
    // Centred Courier: 12 characters x 6 pt = 72 pt wide, so it starts 36 pt left of x.
    expect(text).toContain('BT /F3 10 Tf 270 742 Td (Courier text) Tj ET');
    expect(text).toContain('0 1 -1 0 100 592 Tm (Up) Tj');
  });

  it('declares the three standard fonts with WinAnsiEncoding', () => {
    const text = latin1(sampleDocument());
    for (const font of ['Helvetica', 'Helvetica-Bold', 'Courier']) {
      expect(text).toContain(`/BaseFont /${font} /Encoding /WinAnsiEncoding`);
    }
  });

  it('is deterministic', () => {
    expect(sampleDocument()).toEqual(sampleDocument());
  });

  it('rejects empty documents, bad sizes and bad grays', () => {
    expect(() => new PdfDocument().toBytes()).toThrow(RangeError);
    expect(() => new PdfDocument().addPage(0, 100)).toThrow(RangeError);
    const page = new PdfDocument().addPage(100, 100);
    expect(() => page.fillRect(0, 0, 10, 10, { gray: 2 })).toThrow(RangeError);
  });

  it('counts pages', () => {
    const document = new PdfDocument();
    document.addPage(100, 100);
    document.addPage(100, 100);
    expect(document.pageCount).toBe(2);
  });
});
