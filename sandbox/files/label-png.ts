/**
 * Shipping labels as 203-dpi PNG images, the resolution of common thermal label printers.
 */
import type { LabelContent } from './label-content';
import { drawLabel, type LabelSurface, type LabelTextStyle } from './label-layout';
import { Bitmap, BITMAP_GLYPH_HEIGHT, encodePng, measureBitmapText } from './png';

/** The PNG variants of the API's `label_file_type`: `PNG` is 4x6 in. */
export type LabelPngSize = 'PNG' | 'PNG_2.3x7.5';

/** Dots per inch of the label images. */
export const LABEL_PNG_DOTS_PER_INCH = 203;

/** Width and height of an image in pixels. */
export interface PixelSize {
  /** Width in pixels. */
  readonly width: number;
  /** Height in pixels. */
  readonly height: number;
}

/** Pixel size of each {@link LabelPngSize}. */
export const LABEL_PNG_PIXEL_SIZES: Readonly<Record<LabelPngSize, PixelSize>> = {
  PNG: { width: Math.round(4 * LABEL_PNG_DOTS_PER_INCH), height: Math.round(6 * LABEL_PNG_DOTS_PER_INCH) },
  'PNG_2.3x7.5': {
    width: Math.round(2.3 * LABEL_PNG_DOTS_PER_INCH),
    height: Math.round(7.5 * LABEL_PNG_DOTS_PER_INCH),
  },
};

const UNITS_PER_POINT = LABEL_PNG_DOTS_PER_INCH / 72;
// Matches the bitmap glyph height to Helvetica's cap height (0.718 em) at the same point size.
const CAP_HEIGHT_PER_POINT = 0.718 * UNITS_PER_POINT;

// One-dot-per-pixel glyphs are 7 dots (under 1 mm) tall on paper: too small to read.
const SMALLEST_FONT_SCALE = 2;

function fontScale(style: LabelTextStyle): number {
  return Math.max(SMALLEST_FONT_SCALE, Math.round((style.size * CAP_HEIGHT_PER_POINT) / BITMAP_GLYPH_HEIGHT));
}

function bitmapSurface(bitmap: Bitmap): LabelSurface {
  const measure = (text: string, style: LabelTextStyle): number =>
    measureBitmapText(text, { scale: fontScale(style), bold: style.bold });
  return {
    width: bitmap.width,
    height: bitmap.height,
    unitsPerPoint: UNITS_PER_POINT,
    fillRect: (x, y, width, height, color) => {
      bitmap.fillRect(x, y, width, height, color === 'white' ? 255 : 0);
    },
    drawText: (text, x, y, style) => {
      const align = style.align ?? 'left';
      const width = measure(text, style);
      const shift = align === 'left' ? 0 : align === 'center' ? width / 2 : width;
      const rotated = style.rotation === 90;
      bitmap.drawText(text, rotated ? x : x - shift, rotated ? y + shift : y, {
        scale: fontScale(style),
        bold: style.bold,
        gray: style.color === 'white' ? 255 : 0,
        rotation: style.rotation ?? 0,
      });
    },
    measureText: measure,
    capHeight: (style) => BITMAP_GLYPH_HEIGHT * fontScale(style),
    // Whole pixels per module keep every bar and space exactly as wide as the symbol says.
    snapModuleWidth: (width) => Math.max(1, Math.floor(width + 1e-9)),
  };
}

/**
 * Renders one shipping label as a 1-bit grayscale PNG at 203 dpi with the same content as
 * the PDF label; barcode modules are whole pixels, at least two wide whenever the label has room.
 *
 * @param label - The label.
 * @param size - Image size variant.
 * @returns The PNG file.
 */
export async function renderLabelPng(label: LabelContent, size: LabelPngSize): Promise<Uint8Array> {
  const { width, height } = LABEL_PNG_PIXEL_SIZES[size];
  const bitmap = new Bitmap(width, height);
  drawLabel(bitmapSurface(bitmap), label);
  return encodePng(bitmap, { bitDepth: 1 });
}
