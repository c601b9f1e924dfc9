import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeCode128 } from './code128';
import { type LabelContent, TEST_LABEL_BANNER } from './label-content';
import { LABEL_PDF_PAGE_SIZES, type LabelPdfSize, renderLabelPdf } from './label-pdf';
import { SAMPLE_LABEL } from '../../test/sandbox/label-fixtures';
import { PDFTOPPM, PDFTOTEXT, itWithPoppler } from '../../test/poppler';


const latin1 = (bytes: Uint8Array): string => new TextDecoder('latin1').decode(bytes);

const baseLabel: LabelContent = SAMPLE_LABEL;

const ALL_SIZES = Object.keys(LABEL_PDF_PAGE_SIZES) as LabelPdfSize[];

function expectValidCrossReference(text: string): void {
  const xrefOffset = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const header = /^xref\n0 (\d+)\n/.exec(text.slice(xrefOffset));
  expect(header).not.toBeNull();
  const size = Number(header?.[1]);
  const entriesStart = xrefOffset + (header?.[0].length ?? 0);
  for (let objectNumber = 1; objectNumber < size; objectNumber += 1) {
    const offset = Number(text.slice(entriesStart + objectNumber * 20, entriesStart + objectNumber * 20 + 10));
    expect(text.slice(offset, offset + `${objectNumber} 0 obj\n`.length)).toBe(`${objectNumber} 0 obj\n`);
  }
}

/** Content streams of the document, in page order. */
function contentStreams(text: string): string[] {
  return [...text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    return text.slice(start, start + Number(match[1]));
  });
}

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Finds the barcode among a page's filled rectangles (the largest set of bars sharing one
 * edge and length) and decodes it from the bar and gap widths.
 */
function decodeBarcodeFromRects(content: string): { text: string; modulePoints: number } {
  const rects: Rect[] = [...content.matchAll(/^(\S+) (\S+) (\S+) (\S+) re f$/gm)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    width: Number(match[3]),
    height: Number(match[4]),
  }));
  const groups = new Map<string, { along: number; size: number }[]>();
  for (const rect of rects) {
    // Horizontal barcodes share y and height; rotated ones share x and width.
    const horizontalKey = `h ${rect.y} ${rect.height}`;
    const verticalKey = `v ${rect.x} ${rect.width}`;
    groups.set(horizontalKey, [...(groups.get(horizontalKey) ?? []), { along: rect.x, size: rect.width }]);
    groups.set(verticalKey, [...(groups.get(verticalKey) ?? []), { along: rect.y, size: rect.height }]);
  }
  const bars = [...groups.values()].sort((a, b) => b.length - a.length)[0]!.sort((a, b) => a.along - b.along);
  const runs: { black: boolean; length: number }[] = [];
  bars.forEach((bar, index) => {
    const previous = bars[index - 1];
    if (previous !== undefined) {
      runs.push({ black: false, length: bar.along - (previous.along + previous.size) });
    }
    runs.push({ black: true, length: bar.size });
  });
  const modulePoints = Math.min(...runs.map((run) => run.length));
  const modules = runs.flatMap((run) => {
    const count = Math.round(run.length / modulePoints);
    expect(Math.abs(run.length / modulePoints - count)).toBeLessThan(0.02);
    return new Array<boolean>(count).fill(run.black);
  });
  return { text: decodeCode128(modules), modulePoints };
}

describe('renderLabelPdf', () => {
  it.each(ALL_SIZES)('renders %s as a one-page PDF with the right MediaBox', (size) => {
    const text = latin1(renderLabelPdf([baseLabel], size));
    const { width, height } = LABEL_PDF_PAGE_SIZES[size];
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    expect(text).toContain('/Count 1 ');
    const mediaBox = /\/MediaBox \[0 0 (\S+) (\S+)\]/.exec(text);
    expect(Number(mediaBox?.[1])).toBeCloseTo(width, 2);
    expect(Number(mediaBox?.[2])).toBeCloseTo(height, 2);
    expectValidCrossReference(text);
  });

  it('uses the documented page sizes', () => {
    expect(LABEL_PDF_PAGE_SIZES.PDF).toEqual({ width: 612, height: 792 });
    expect(LABEL_PDF_PAGE_SIZES.PDF_4x6).toEqual({ width: 288, height: 432 });
    expect(LABEL_PDF_PAGE_SIZES.PDF_4x8).toEqual({ width: 288, height: 576 });
    expect(LABEL_PDF_PAGE_SIZES['PDF_2.3x7.5']).toEqual({ width: 165.6, height: 540 });
    expect(LABEL_PDF_PAGE_SIZES.PDF_A4.width).toBeCloseTo((210 / 25.4) * 72, 2);
    expect(LABEL_PDF_PAGE_SIZES.PDF_A5.height).toBeCloseTo((210 / 25.4) * 72, 2);
    expect(LABEL_PDF_PAGE_SIZES.PDF_A6.width).toBeCloseTo((105 / 25.4) * 72, 2);
  });

  it('merges 100 labels into a 100-page document with valid cross references', () => {
    const labels = Array.from({ length: 100 }, (_, index) => ({
      ...baseLabel,
      trackingNumber: `94001118992231974${String(index).padStart(5, '0')}`,
    }));
    const text = latin1(renderLabelPdf(labels, 'PDF_4x6'));
    expect(text).toContain('/Count 100 ');
    expect(text.match(/\/Type \/Page /g)).toHaveLength(100);
    expectValidCrossReference(text);
    const streams = contentStreams(text);
    expect(streams).toHaveLength(100);
    expect(decodeBarcodeFromRects(streams[57]!).text).toBe('9400111899223197400057');
  });

  it.each(ALL_SIZES)('draws a %s barcode that decodes to the tracking number', (size) => {
    for (const trackingNumber of ['9400111899223197428490', '1Z999AA10123456784', 'SHIPPO-TRANSIT-ABCDEFGHIJKLMNOP']) {
      const [content] = contentStreams(latin1(renderLabelPdf([{ ...baseLabel, trackingNumber }], size)));
      const barcode = decodeBarcodeFromRects(content!);
      expect(barcode.text).toBe(trackingNumber);
      // At least two dots of a 203-dpi printer per module.
      expect(barcode.modulePoints).toBeGreaterThanOrEqual((2 / 203) * 72 - 0.001);
    }
  });

  it('prints carrier, service, addresses, weight, reference and the human-readable number', () => {
    const [content] = contentStreams(latin1(renderLabelPdf([{ ...baseLabel, isReturn: true }], 'PDF_4x6')));
    for (const text of [
      '(Parcelwise)',
      '(Priority)',
      '(FROM)',
      '(SHIP TO)',
      '(Sandbox Warehouse)',
      '(Mr. Hippo Z\\374rich)',
      '(San Francisco, CA 94103)',
      '(WEIGHT: 2.5 LB)',
      '(REF: Order #1001)',
      '(9400111899223197428490)',
      '(RETURN)',
      `(${TEST_LABEL_BANNER})`,
    ]) {
      expect(content).toContain(text);
    }
  });

  it('omits the test banner and return badge on live outbound labels', () => {
    const [content] = contentStreams(latin1(renderLabelPdf([{ ...baseLabel, test: false, reference: '' }], 'PDF_4x6')));
    expect(content).not.toContain('TEST LABEL');
    expect(content).not.toContain('(RETURN)');
    expect(content).not.toContain('REF:');
  });

  it('escapes parentheses and backslashes and replaces non-Latin text', () => {
    const label = { ...baseLabel, to: { ...baseLabel.to, name: 'A (B) \\ 日本' } };
    const [content] = contentStreams(latin1(renderLabelPdf([label], 'PDF_4x6')));
    expect(content).toContain('(A \\(B\\) \\\\ ??)');
  });

  it('truncates text that does not fit the label', () => {
    const label = { ...baseLabel, to: { ...baseLabel.to, street1: 'A very long street name '.repeat(10) } };
    const [content] = contentStreams(latin1(renderLabelPdf([label], 'PDF_2.3x7.5')));
    expect(content).toMatch(/\(A very long street name[^)]*\.\.\.\)/);
  });

  it('is deterministic', () => {
    expect(renderLabelPdf([baseLabel, baseLabel], 'PDF_A6')).toEqual(renderLabelPdf([baseLabel, baseLabel], 'PDF_A6'));
  });

  it('rejects an empty label list', () => {
    expect(() => renderLabelPdf([], 'PDF_4x6')).toThrow(RangeError);
  });

  itWithPoppler('opens in poppler (pdftoppm renders every size, pdftotext finds the text)', () => {
    const directory = mkdtempSync(join(tmpdir(), 'label-pdf-'));
    try {
      for (const size of ALL_SIZES) {
        const pdfPath = join(directory, `${size}.pdf`);
        writeFileSync(pdfPath, renderLabelPdf([baseLabel, { ...baseLabel, test: false }], size));
        const result = spawnSync(PDFTOPPM, ['-f', '1', '-l', '1', '-r', '72', '-png', pdfPath, join(directory, size)], {
          encoding: 'utf8',
        });
        expect(result.status, result.stderr).toBe(0);
        // Poppler reports a damaged xref or content stream on stderr even when it recovers.
        expect(result.stderr).toBe('');
        const png = readFileSync(join(directory, `${size}-1.png`));
        const width = png.readUInt32BE(16);
        const height = png.readUInt32BE(20);
        expect(Math.abs(width - LABEL_PDF_PAGE_SIZES[size].width)).toBeLessThanOrEqual(1);
        expect(Math.abs(height - LABEL_PDF_PAGE_SIZES[size].height)).toBeLessThanOrEqual(1);
        if (existsSync(PDFTOTEXT)) {
          const text = spawnSync(PDFTOTEXT, ['-f', '1', '-l', '1', pdfPath, '-'], { encoding: 'utf8' });
          expect(text.status).toBe(0);
          expect(text.stdout).toContain('9400111899223197428490');
          expect(text.stdout).toContain('Zürich');
        }
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
