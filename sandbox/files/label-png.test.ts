import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeCode128 } from './code128';
import type { LabelContent } from './label-content';
import { LABEL_PNG_PIXEL_SIZES, type LabelPngSize, renderLabelPng } from './label-png';
import { SAMPLE_LABEL, referenceCrc32 } from '../../test/sandbox/label-fixtures';

interface DecodedImage {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  /** 0 black … 255 white, one byte per pixel. */
  readonly gray: Uint8Array;
}


function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) {
    return left;
  }
  return toUp <= toUpLeft ? up : upLeft;
}

/** A small grayscale PNG decoder: checks CRCs, inflates IDAT, undoes all five filters. */
function decodeGrayscalePng(png: Uint8Array): DecodedImage {
  expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  let header: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  const types: string[] = [];
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(view.getUint32(offset + 8 + length), `${type} CRC`).toBe(
      referenceCrc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    types.push(type);
    if (type === 'IHDR') {
      header = data;
    } else if (type === 'IDAT') {
      idat.push(data);
    }
    offset += 12 + length;
  }
  expect(types[0]).toBe('IHDR');
  expect(types[types.length - 1]).toBe('IEND');
  const headerView = new DataView(header!.buffer, header!.byteOffset, header!.byteLength);
  const width = headerView.getUint32(0);
  const height = headerView.getUint32(4);
  const bitDepth = header![8]!;
  expect(header![9], 'colour type').toBe(0);
  expect(header![12], 'interlace').toBe(0);
  const raw = inflateSync(Buffer.concat(idat));
  const rowBytes = Math.ceil((width * bitDepth) / 8);
  const bytesPerPixel = Math.max(1, bitDepth / 8);
  expect(raw.length).toBe(height * (rowBytes + 1));
  const rows = new Uint8Array(height * rowBytes);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (rowBytes + 1)]!;
    expect(filter, 'filter type').toBeLessThanOrEqual(4);
    for (let x = 0; x < rowBytes; x += 1) {
      const value = raw[y * (rowBytes + 1) + 1 + x]!;
      const left = x >= bytesPerPixel ? rows[y * rowBytes + x - bytesPerPixel]! : 0;
      const up = y > 0 ? rows[(y - 1) * rowBytes + x]! : 0;
      const upLeft = y > 0 && x >= bytesPerPixel ? rows[(y - 1) * rowBytes + x - bytesPerPixel]! : 0;
      const predictors = [0, left, up, (left + up) >> 1];
      const predictor = filter === 4 ? paeth(left, up, upLeft) : (predictors[filter] ?? 0);
      rows[y * rowBytes + x] = (value + predictor) & 0xff;
    }
  }
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (bitDepth === 8) {
        gray[y * width + x] = rows[y * rowBytes + x]!;
      } else {
        const bit = (rows[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
        gray[y * width + x] = bit === 1 ? 255 : 0;
      }
    }
  }
  return { width, height, bitDepth, gray };
}

interface Run {
  readonly black: boolean;
  length: number;
}

function toRuns(pixels: readonly number[]): Run[] {
  const runs: Run[] = [];
  for (const value of pixels) {
    const black = value < 128;
    const current = runs[runs.length - 1];
    if (current?.black === black) {
      current.length += 1;
    } else {
      runs.push({ black, length: 1 });
    }
  }
  return runs;
}

/**
 * Reads a line of pixels like a scanner would: for each candidate module width, the line is cut
 * at white gaps of at least five modules (a symbol's widest inner space is four, its quiet zones
 * ten), and each piece whose runs are all whole multiples of the module width is converted to
 * modules and decoded. Pieces that are text or rules simply fail to decode.
 */
function scanLine(pixels: readonly number[]): { text: string; moduleWidth: number }[] {
  const runs = toRuns(pixels);
  const results: { text: string; moduleWidth: number }[] = [];
  for (let moduleWidth = 1; moduleWidth <= 8; moduleWidth += 1) {
    let piece: Run[] = [];
    const flush = (): void => {
      if (piece.length >= 19 && piece.every((run) => run.length % moduleWidth === 0)) {
        const modules = piece.flatMap((run) => new Array<boolean>(run.length / moduleWidth).fill(run.black));
        try {
          results.push({ text: decodeCode128(modules), moduleWidth });
        } catch {
          // Not a barcode at this module width.
        }
      }
      piece = [];
    };
    for (const run of runs) {
      if (!run.black && run.length >= 5 * moduleWidth) {
        flush();
      } else if (run.black || piece.length > 0) {
        piece.push(run);
      }
    }
    flush();
  }
  return results;
}

function row(image: DecodedImage, y: number): number[] {
  return Array.from(image.gray.subarray(y * image.width, (y + 1) * image.width));
}

function column(image: DecodedImage, x: number): number[] {
  return Array.from({ length: image.height }, (_, y) => image.gray[y * image.width + x]!);
}

/** Every barcode read on any of the lines. */
function scanAll(lines: readonly number[][]): { text: string; moduleWidth: number }[] {
  return lines.flatMap((pixels) => scanLine(pixels));
}

const baseLabel: LabelContent = { ...SAMPLE_LABEL, to: { ...SAMPLE_LABEL.to, name: 'Mr. Hippo Zürich (Apt 5)' } };

describe('renderLabelPng', () => {
  it.each<[LabelPngSize, number, number]>([
    ['PNG', 812, 1218],
    ['PNG_2.3x7.5', 467, 1523],
  ])('renders %s at 203 dpi (%i x %i) with valid chunk CRCs', async (size, width, height) => {
    expect(LABEL_PNG_PIXEL_SIZES[size]).toEqual({ width, height });
    const image = decodeGrayscalePng(await renderLabelPng(baseLabel, size));
    expect(image.width).toBe(width);
    expect(image.height).toBe(height);
    expect(image.bitDepth).toBe(1);
  });

  it.each<[LabelPngSize, string]>([
    ['PNG', '9400111899223197428490'],
    ['PNG', '1Z999AA10123456784'],
    ['PNG', 'SHIPPO-TRANSIT/ABC (x) 42'],
    ['PNG', 'SHIPPO-TRANSIT-ABCDEFGHIJKLMNOP'],
    ['PNG_2.3x7.5', '9400111899223197428490'],
    ['PNG_2.3x7.5', '1Z999AA10123456784'],
    ['PNG_2.3x7.5', '794644790138'],
  ])('prints a %s barcode of %s that scans across the label', async (size, trackingNumber) => {
    const image = decodeGrayscalePng(await renderLabelPng({ ...baseLabel, trackingNumber }, size));
    const lines = Array.from({ length: image.height }, (_, y) => row(image, y));
    const scans = scanAll(lines);
    // A barcode tall enough to scan: many rows decode, and all of them to the tracking number.
    expect(scans.length).toBeGreaterThan(100);
    expect(new Set(scans.map((scan) => scan.text))).toEqual(new Set([trackingNumber]));
    expect(Math.min(...scans.map((scan) => scan.moduleWidth))).toBeGreaterThanOrEqual(2);
  });

  it('turns a barcode too long for the narrow label to run down it, still scannable', async () => {
    const trackingNumber = 'SHIPPO-TRANSIT-ABCDEFGHIJKLMNOP';
    const image = decodeGrayscalePng(await renderLabelPng({ ...baseLabel, trackingNumber }, 'PNG_2.3x7.5'));
    expect(scanAll(Array.from({ length: image.height }, (_, y) => row(image, y)))).toEqual([]);
    const scans = scanAll(Array.from({ length: image.width }, (_, x) => column(image, x)));
    expect(scans.length).toBeGreaterThan(100);
    expect(new Set(scans.map((scan) => scan.text))).toEqual(new Set([trackingNumber]));
    expect(Math.min(...scans.map((scan) => scan.moduleWidth))).toBeGreaterThanOrEqual(2);
  });

  it('prints the test banner as a solid band only on test labels', async () => {
    const blackShare = (image: DecodedImage, y: number): number =>
      row(image, y).filter((value) => value === 0).length / image.width;
    const testLabel = decodeGrayscalePng(await renderLabelPng(baseLabel, 'PNG'));
    const liveLabel = decodeGrayscalePng(await renderLabelPng({ ...baseLabel, test: false }, 'PNG'));
    // The band starts at the 12 pt margin (34 px) and is drawn edge to edge inside the margins.
    expect(blackShare(testLabel, 38)).toBeGreaterThan(0.9);
    expect(blackShare(liveLabel, 38)).toBeLessThan(0.5);
  });

  it('is deterministic', async () => {
    const first = await renderLabelPng({ ...baseLabel, isReturn: true }, 'PNG');
    const second = await renderLabelPng({ ...baseLabel, isReturn: true }, 'PNG');
    expect(first).toEqual(second);
  });
});
