import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  Bitmap,
  bitmapGlyph,
  crc32,
  encodePng,
  measureBitmapText,
  toBitmapFontText,
} from './png';
import { referenceCrc32 } from '../../test/sandbox/label-fixtures';

interface Chunk {
  readonly type: string;
  readonly data: Uint8Array;
  readonly crc: number;
  readonly crcInput: Uint8Array;
}

function readChunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(png.subarray(offset + 4, offset + 8));
    chunks.push({
      type,
      data: png.subarray(offset + 8, offset + 8 + length),
      crc: view.getUint32(offset + 8 + length),
      crcInput: png.subarray(offset + 4, offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}


const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('crc32', () => {
  it('matches the standard check values', () => {
    expect(crc32(ascii('123456789'))).toBe(0xcbf43926);
    expect(crc32(ascii('IEND'))).toBe(0xae426082);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('encodePng', () => {
  const image = new Bitmap(10, 3);
  image.fillRect(0, 1, 10, 1, 0);
  image.fillRect(3, 0, 1, 3, 128);

  it('writes the signature, IHDR, IDAT and IEND with valid CRCs', async () => {
    const png = await encodePng(image);
    expect(Array.from(png.subarray(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) {
      expect(chunk.crc).toBe(referenceCrc32(chunk.crcInput));
    }
    const header = chunks[0]!.data;
    expect(Array.from(header)).toEqual([0, 0, 0, 10, 0, 0, 0, 3, 8, 0, 0, 0, 0]);
  });

  it('stores unfiltered 8-bit rows in a zlib stream', async () => {
    const png = await encodePng(image);
    const raw = inflateSync(readChunks(png)[1]!.data);
    expect(raw).toHaveLength(3 * 11);
    expect(Array.from(raw.subarray(0, 11))).toEqual([0, 255, 255, 255, 128, 255, 255, 255, 255, 255, 255]);
    expect(Array.from(raw.subarray(11, 22))).toEqual([0, 0, 0, 0, 128, 0, 0, 0, 0, 0, 0]);
  });

  it('packs 1-bit rows most significant bit first, thresholding at mid-gray', async () => {
    const png = await encodePng(image, { bitDepth: 1 });
    const chunks = readChunks(png);
    expect(chunks[0]!.data[8]).toBe(1);
    const raw = inflateSync(chunks[1]!.data);
    expect(raw).toHaveLength(3 * 3);
    // Row 0: white except x=3 (128 counts as white), so all ten bits set.
    expect(Array.from(raw.subarray(0, 3))).toEqual([0, 0b11111111, 0b11000000]);
    expect(Array.from(raw.subarray(3, 6))).toEqual([0, 0b00010000, 0b00000000]);
  });

  it('is deterministic', async () => {
    expect(await encodePng(image)).toEqual(await encodePng(image));
  });

  it('rejects pixel buffers that do not match the size', async () => {
    await expect(encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).rejects.toThrow(RangeError);
    await expect(encodePng({ width: 0, height: 2, pixels: new Uint8Array(0) })).rejects.toThrow(RangeError);
  });
});

describe('Bitmap', () => {
  it('fills clipped rectangles with rounded edges', () => {
    const bitmap = new Bitmap(4, 4);
    bitmap.fillRect(-2, 2.6, 10, 10, 7);
    expect(bitmap.getPixel(0, 2)).toBe(255);
    expect(bitmap.getPixel(0, 3)).toBe(7);
    expect(bitmap.getPixel(3, 3)).toBe(7);
    expect(bitmap.getPixel(4, 3)).toBeUndefined();
  });

  it('draws glyphs from the 5x7 font at integer scales', () => {
    const bitmap = new Bitmap(20, 20);
    const width = bitmap.drawText('I', 2, 16, { scale: 2 });
    expect(width).toBe(10);
    // "I" row 0 is .###. : at scale 2 the top-left black pixel is (2 + 2, 16 - 14).
    expect(bitmap.getPixel(4, 2)).toBe(0);
    expect(bitmap.getPixel(3, 2)).toBe(255);
    // The stem is the middle column: x 6–7 on row 3 (y 8–9).
    expect(bitmap.getPixel(6, 8)).toBe(0);
    expect(bitmap.getPixel(4, 8)).toBe(255);
    // Nothing below the baseline.
    expect(bitmap.getPixel(6, 16)).toBe(255);
  });

  it('draws rotated text running up the image', () => {
    const bitmap = new Bitmap(20, 30);
    bitmap.drawText('-', 10, 25, { rotation: 90 });
    // "-" is row 3 of the glyph, columns 0–4: rotated it becomes a vertical line at x = 10 - 7 + 3.
    for (let y = 21; y <= 25 - 1; y += 1) {
      expect(bitmap.getPixel(6, y)).toBe(0);
    }
    expect(bitmap.getPixel(6, 19)).toBe(255);
    expect(bitmap.getPixel(7, 22)).toBe(255);
  });

  it('rejects fractional font scales', () => {
    expect(() => new Bitmap(10, 10).drawText('A', 0, 8, { scale: 1.5 })).toThrow(RangeError);
  });
});

describe('bitmap font', () => {
  it('covers A–Z, 0–9 and common punctuation', () => {
    const box = bitmapGlyph('\u0001');
    const covered = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,:;-_/\\()[]{}<>#&\'"`!?@+=*%$|~^';
    for (const character of covered) {
      expect(bitmapGlyph(character), character).not.toBe(box);
      expect(bitmapGlyph(character)).toHaveLength(7);
    }
    expect(bitmapGlyph('€')).toBe(box);
  });

  it('upper-cases and strips accents', () => {
    expect(toBitmapFontText('Zürich straße').join('')).toBe('ZURICH STRASSE');
  });

  it('measures six pixels per character less the trailing gap', () => {
    expect(measureBitmapText('AB', { scale: 2 })).toBe(22);
    expect(measureBitmapText('AB', { scale: 3, bold: true })).toBe(34);
    expect(measureBitmapText('')).toBe(0);
  });
});
