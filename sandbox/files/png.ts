/**
 * A grayscale PNG encoder and a tiny raster canvas with a built-in 5x7 bitmap font, enough to
 * draw thermal-printer style shipping labels without a browser canvas or native image library.
 */
import { compressBytes } from './compression';

/** Pixel data the PNG encoder accepts: one byte per pixel, 0 black to 255 white, row-major. */
export interface GrayscaleImage {
  /** Width in pixels. */
  readonly width: number;
  /** Height in pixels. */
  readonly height: number;
  /** `width * height` gray levels. */
  readonly pixels: Uint8Array;
}

/** Options for {@link encodePng}. */
export interface PngEncodeOptions {
  /**
   * 8 keeps every gray level; 1 thresholds at mid-gray into black and white, which is what a
   * thermal printer prints anyway and makes labels far smaller. Defaults to 8.
   */
  readonly bitDepth?: 1 | 8;
}

const CRC_TABLE = ((): Uint32Array => {
  const table = new Uint32Array(256);
  for (let index = 0; index < 256; index += 1) {
    let value = index;
    for (let bit = 0; bit < 8; bit += 1) {
      value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    }
    table[index] = value >>> 0;
  }
  return table;
})();

/**
 * CRC-32 (ISO 3309 / PNG / gzip polynomial) of the bytes.
 *
 * @param bytes - Input bytes.
 * @returns The checksum as an unsigned 32-bit integer.
 */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function writeUint32(target: Uint8Array, offset: number, value: number): void {
  target[offset] = (value >>> 24) & 0xff;
  target[offset + 1] = (value >>> 16) & 0xff;
  target[offset + 2] = (value >>> 8) & 0xff;
  target[offset + 3] = value & 0xff;
}

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  writeUint32(chunk, 0, data.length);
  for (let index = 0; index < 4; index += 1) {
    chunk[4 + index] = type.charCodeAt(index);
  }
  chunk.set(data, 8);
  writeUint32(chunk, 8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

function scanlines(image: GrayscaleImage, bitDepth: 1 | 8): Uint8Array {
  const rowBytes = bitDepth === 8 ? image.width : Math.ceil(image.width / 8);
  const raw = new Uint8Array((rowBytes + 1) * image.height);
  for (let y = 0; y < image.height; y += 1) {
    const rowStart = y * (rowBytes + 1);
    // Filter type 0 (None): the label art is mostly long flat runs, which deflate already
    // compresses well, and it keeps the encoder trivially correct.
    raw[rowStart] = 0;
    const source = image.pixels.subarray(y * image.width, (y + 1) * image.width);
    if (bitDepth === 8) {
      raw.set(source, rowStart + 1);
      continue;
    }
    source.forEach((gray, x) => {
      if (gray >= 128) {
        const index = rowStart + 1 + (x >> 3);
        raw[index] = (raw[index] ?? 0) | (0x80 >> (x & 7));
      }
    });
  }
  return raw;
}

/**
 * Encodes a grayscale image as a PNG (IHDR, one IDAT, IEND; colour type 0, no interlace).
 *
 * @param image - The pixels.
 * @param options - Bit depth.
 * @returns The PNG file.
 * @throws RangeError when the dimensions are not positive integers or do not match the pixels.
 */
export async function encodePng(image: GrayscaleImage, options: PngEncodeOptions = {}): Promise<Uint8Array> {
  const bitDepth = options.bitDepth ?? 8;
  const { width, height } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`PNG dimensions must be positive integers, got ${width} x ${height}`);
  }
  if (image.pixels.length !== width * height) {
    throw new RangeError(`Expected ${width * height} pixels, got ${image.pixels.length}`);
  }
  const header = new Uint8Array(13);
  writeUint32(header, 0, width);
  writeUint32(header, 4, height);
  header[8] = bitDepth;
  // Colour type 0 (grayscale), compression 0, filter method 0, interlace 0.
  header[9] = 0;
  const compressed = await compressBytes(scanlines(image, bitDepth), 'deflate');
  const parts = [
    Uint8Array.from(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    pngChunk('IDAT', compressed),
    pngChunk('IEND', new Uint8Array(0)),
  ];
  const file = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    file.set(part, offset);
    offset += part.length;
  }
  return file;
}

/** Glyph cell width of the bitmap font, in font pixels. */
export const BITMAP_GLYPH_WIDTH = 5;
/** Glyph cell height of the bitmap font, in font pixels. */
export const BITMAP_GLYPH_HEIGHT = 7;
/** Horizontal advance per character (glyph plus one blank column), in font pixels. */
export const BITMAP_GLYPH_ADVANCE = BITMAP_GLYPH_WIDTH + 1;

// Each glyph is seven rows of five bits, most significant bit leftmost.
const GLYPHS: Readonly<Record<string, readonly number[]>> = {
  ' ': [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  A: [0x0e, 0x11, 0x11, 0x11, 0x1f, 0x11, 0x11],
  B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  D: [0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f],
  H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
  J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  L: [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f],
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
  O: [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
  W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
  X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11],
  Y: [0x11, 0x11, 0x11, 0x0a, 0x04, 0x04, 0x04],
  Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
  '.': [0x00, 0x00, 0x00, 0x00, 0x00, 0x0c, 0x0c],
  ',': [0x00, 0x00, 0x00, 0x00, 0x0c, 0x04, 0x08],
  ':': [0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x0c, 0x00],
  ';': [0x00, 0x0c, 0x0c, 0x00, 0x0c, 0x04, 0x08],
  '-': [0x00, 0x00, 0x00, 0x1f, 0x00, 0x00, 0x00],
  _: [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1f],
  '/': [0x00, 0x01, 0x02, 0x04, 0x08, 0x10, 0x00],
  '\\': [0x00, 0x10, 0x08, 0x04, 0x02, 0x01, 0x00],
  '(': [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02],
  ')': [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08],
  '[': [0x0e, 0x08, 0x08, 0x08, 0x08, 0x08, 0x0e],
  ']': [0x0e, 0x02, 0x02, 0x02, 0x02, 0x02, 0x0e],
  '{': [0x02, 0x04, 0x04, 0x08, 0x04, 0x04, 0x02],
  '}': [0x08, 0x04, 0x04, 0x02, 0x04, 0x04, 0x08],
  '<': [0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02],
  '>': [0x08, 0x04, 0x02, 0x01, 0x02, 0x04, 0x08],
  '#': [0x0a, 0x0a, 0x1f, 0x0a, 0x1f, 0x0a, 0x0a],
  '&': [0x0c, 0x12, 0x14, 0x08, 0x15, 0x12, 0x0d],
  "'": [0x0c, 0x04, 0x08, 0x00, 0x00, 0x00, 0x00],
  '"': [0x0a, 0x0a, 0x0a, 0x00, 0x00, 0x00, 0x00],
  '`': [0x08, 0x04, 0x02, 0x00, 0x00, 0x00, 0x00],
  '!': [0x04, 0x04, 0x04, 0x04, 0x04, 0x00, 0x04],
  '?': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x00, 0x04],
  '@': [0x0e, 0x11, 0x01, 0x0d, 0x15, 0x15, 0x0e],
  '+': [0x00, 0x04, 0x04, 0x1f, 0x04, 0x04, 0x00],
  '=': [0x00, 0x00, 0x1f, 0x00, 0x1f, 0x00, 0x00],
  '*': [0x00, 0x04, 0x15, 0x0e, 0x15, 0x04, 0x00],
  '%': [0x18, 0x19, 0x02, 0x04, 0x08, 0x13, 0x03],
  $: [0x04, 0x0f, 0x14, 0x0e, 0x05, 0x1e, 0x04],
  '|': [0x04, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  '~': [0x00, 0x00, 0x08, 0x15, 0x02, 0x00, 0x00],
  '^': [0x04, 0x0a, 0x11, 0x00, 0x00, 0x00, 0x00],
};

const UNKNOWN_GLYPH: readonly number[] = [0x1f, 0x11, 0x11, 0x11, 0x11, 0x11, 0x1f];

/**
 * Normalises text to what the bitmap font can draw: accents are stripped ("Zürich" becomes
 * "ZURICH") and letters are upper-cased; other unsupported characters stay and draw as a box.
 *
 * @param text - Any text.
 * @returns One string element per glyph to draw.
 */
export function toBitmapFontText(text: string): string[] {
  return Array.from(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase(),
  );
}

/**
 * Looks up a glyph of the built-in font.
 *
 * @param character - One character (already upper-cased).
 * @returns Seven row bitmasks, leftmost pixel in bit 4; a hollow box for unknown characters.
 */
export function bitmapGlyph(character: string): readonly number[] {
  return GLYPHS[character] ?? UNKNOWN_GLYPH;
}

/** How text is drawn by {@link Bitmap.drawText}. */
export interface BitmapTextOptions {
  /** Integer magnification of the 5x7 font; 1 draws 5x7-pixel glyphs. Defaults to 1. */
  readonly scale?: number;
  /** Gray level of the glyph pixels; defaults to 0 (black). */
  readonly gray?: number;
  /** Thickens strokes by overprinting one pixel to the right, a cheap stand-in for bold. */
  readonly bold?: boolean;
  /**
   * 90 runs the text up the image (rotated counter-clockwise); the anchor is then the start of
   * the baseline with the glyphs extending to its left. Defaults to 0.
   */
  readonly rotation?: 0 | 90;
}

function boldOffset(scale: number): number {
  return Math.max(1, Math.floor(scale / 3));
}

/**
 * Measures text drawn with the bitmap font.
 *
 * @param text - The text.
 * @param options - Scale and weight.
 * @returns Width in pixels along the text direction (without the trailing blank column).
 */
export function measureBitmapText(text: string, options: Pick<BitmapTextOptions, 'scale' | 'bold'> = {}): number {
  const scale = options.scale ?? 1;
  const length = toBitmapFontText(text).length;
  if (length === 0) {
    return 0;
  }
  return (length * BITMAP_GLYPH_ADVANCE - 1) * scale + (options.bold === true ? boldOffset(scale) : 0);
}

/** A grayscale raster with canvas-like drawing: filled rectangles and bitmap-font text. */
export class Bitmap implements GrayscaleImage {
  /** Width in pixels. */
  readonly width: number;
  /** Height in pixels. */
  readonly height: number;
  /** Row-major gray levels, 0 black to 255 white. */
  readonly pixels: Uint8Array;

  /**
   * Creates a raster filled with the background gray.
   *
   * @param width - Width in pixels (positive integer).
   * @param height - Height in pixels (positive integer).
   * @param background - Initial gray level; defaults to 255 (white).
   */
  constructor(width: number, height: number, background = 255) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
      throw new RangeError(`Bitmap dimensions must be positive integers, got ${width} x ${height}`);
    }
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height).fill(background);
  }

  /**
   * Reads one pixel.
   *
   * @param x - Column.
   * @param y - Row.
   * @returns The gray level, or undefined outside the raster.
   */
  getPixel(x: number, y: number): number | undefined {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) {
      return undefined;
    }
    return this.pixels[y * this.width + x];
  }

  /**
   * Fills a rectangle, clipped to the raster. Edges are rounded to whole pixels independently,
   * so rectangles that share an edge never overlap or leave a gap.
   *
   * @param x - Left edge.
   * @param y - Top edge.
   * @param width - Width in pixels.
   * @param height - Height in pixels.
   * @param gray - Fill level; defaults to 0 (black).
   */
  fillRect(x: number, y: number, width: number, height: number, gray = 0): void {
    const left = Math.max(0, Math.round(x));
    const right = Math.min(this.width, Math.round(x + width));
    const top = Math.max(0, Math.round(y));
    const bottom = Math.min(this.height, Math.round(y + height));
    for (let row = top; row < bottom; row += 1) {
      this.pixels.fill(gray, row * this.width + left, row * this.width + Math.max(left, right));
    }
  }

  /**
   * Draws one line of text with the built-in 5x7 font (upper-cased, accents stripped, unknown
   * characters as boxes).
   *
   * @param text - The text.
   * @param x - Left edge of the first glyph (start of the baseline when rotated).
   * @param y - Baseline: the row just below the glyphs.
   * @param options - Scale, gray, weight and rotation.
   * @returns The drawn width along the text direction, as {@link measureBitmapText} gives.
   */
  drawText(text: string, x: number, y: number, options: BitmapTextOptions = {}): number {
    const scale = options.scale ?? 1;
    if (!Number.isInteger(scale) || scale < 1) {
      throw new RangeError(`Bitmap font scale must be a positive integer, got ${scale}`);
    }
    const gray = options.gray ?? 0;
    const rotated = options.rotation === 90;
    const originX = Math.round(x);
    const originY = Math.round(y);
    const glyphHeight = BITMAP_GLYPH_HEIGHT * scale;
    const passes = options.bold === true ? [0, boldOffset(scale)] : [0];
    toBitmapFontText(text).forEach((character, characterIndex) => {
      const rows = bitmapGlyph(character);
      rows.forEach((rowBits, row) => {
        for (let column = 0; column < BITMAP_GLYPH_WIDTH; column += 1) {
          if ((rowBits & (0x10 >> column)) === 0) {
            continue;
          }
          for (const pass of passes) {
            // (along, across): offset along the text direction and down from the glyph top.
            const along = (characterIndex * BITMAP_GLYPH_ADVANCE + column) * scale + pass;
            const across = row * scale;
            if (rotated) {
              this.fillRect(originX - glyphHeight + across, originY - along - scale, scale, scale, gray);
            } else {
              this.fillRect(originX + along, originY - glyphHeight + across, scale, scale, gray);
            }
          }
        }
      });
    });
    return measureBitmapText(text, { scale, bold: options.bold === true });
  }
}
