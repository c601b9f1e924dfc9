/**
 * Shipping labels as PDF, one page per label, in every PDF `label_file_type` the API offers.
 */
import type { LabelContent } from './label-content';
import { drawLabel, type LabelSurface, type LabelTextStyle } from './label-layout';
import { measurePdfText, PdfDocument, type PdfFontName, type PdfPage } from './pdf';

/** The PDF variants of the API's `label_file_type`. */
export type LabelPdfSize = 'PDF' | 'PDF_2.3x7.5' | 'PDF_4x6' | 'PDF_4x8' | 'PDF_A4' | 'PDF_A5' | 'PDF_A6';

/** Width and height of a page in points (1/72 in). */
export interface PageSizeInPoints {
  /** Width in points. */
  readonly width: number;
  /** Height in points. */
  readonly height: number;
}

/** Page size of each {@link LabelPdfSize}; `PDF` is US Letter, the A sizes are rounded to 0.001 pt. */
export const LABEL_PDF_PAGE_SIZES: Readonly<Record<LabelPdfSize, PageSizeInPoints>> = {
  PDF: { width: 612, height: 792 },
  'PDF_2.3x7.5': { width: 165.6, height: 540 },
  PDF_4x6: { width: 288, height: 432 },
  PDF_4x8: { width: 288, height: 576 },
  PDF_A4: { width: 595.276, height: 841.89 },
  PDF_A5: { width: 419.528, height: 595.276 },
  PDF_A6: { width: 297.638, height: 419.528 },
};

// Helvetica's cap height is 718/1000 em.
const HELVETICA_CAP_HEIGHT = 0.718;

function pdfSurface(page: PdfPage): LabelSurface {
  const fontOf = (style: LabelTextStyle): PdfFontName => (style.bold ? 'Helvetica-Bold' : 'Helvetica');
  return {
    width: page.width,
    height: page.height,
    unitsPerPoint: 1,
    fillRect: (x, y, width, height, color) => {
      page.fillRect(x, y, width, height, { gray: color === 'white' ? 1 : 0 });
    },
    drawText: (text, x, y, style) => {
      page.drawText(text, x, y, {
        font: fontOf(style),
        size: style.size,
        gray: style.color === 'white' ? 1 : 0,
        align: style.align ?? 'left',
        rotation: style.rotation ?? 0,
      });
    },
    measureText: (text, style) => measurePdfText(text, fontOf(style), style.size),
    capHeight: (style) => style.size * HELVETICA_CAP_HEIGHT,
    // Vector output prints at the printer's own resolution, so any width is exact.
    snapModuleWidth: (width) => width,
  };
}

/**
 * Renders shipping labels into one PDF, one page per label (a batch's merged label file is
 * just a longer list).
 *
 * @param labels - The labels, in page order; at least one.
 * @param size - Page size variant.
 * @returns The PDF file.
 * @throws RangeError when `labels` is empty.
 */
export function renderLabelPdf(labels: readonly LabelContent[], size: LabelPdfSize): Uint8Array {
  if (labels.length === 0) {
    throw new RangeError('renderLabelPdf needs at least one label');
  }
  const { width, height } = LABEL_PDF_PAGE_SIZES[size];
  const title = labels.length === 1 ? `Shipping label ${labels[0]?.trackingNumber ?? ''}` : 'Shipping labels';
  const document = new PdfDocument({ title });
  for (const label of labels) {
    drawLabel(pdfSurface(document.addPage(width, height)), label);
  }
  return document.toBytes();
}
