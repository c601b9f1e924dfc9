/**
 * A minimal, deterministic PDF 1.4 writer: pages of any size with filled rectangles and text in
 * the standard Helvetica, Helvetica-Bold and Courier fonts (WinAnsi encoding, no embedding).
 *
 * Pages use a top-left origin with y growing downward, which is how label layouts are
 * reasoned about; the writer flips to PDF's bottom-left space when it emits operators.
 */

/** The built-in (non-embedded) fonts this writer can use. */
export type PdfFontName = 'Helvetica' | 'Helvetica-Bold' | 'Courier';

/** Horizontal anchoring of text relative to the given x. */
export type PdfTextAlign = 'left' | 'center' | 'right';

/** How text is drawn by {@link PdfPage.drawText}. */
export interface PdfTextOptions {
  /** Font; defaults to Helvetica. */
  readonly font?: PdfFontName;
  /** Font size in points. */
  readonly size: number;
  /** Fill gray from 0 (black, the default) to 1 (white). */
  readonly gray?: number;
  /** Where x sits along the text; defaults to `left`. */
  readonly align?: PdfTextAlign;
  /** 90 draws the text running up the page (rotated counter-clockwise); defaults to 0. */
  readonly rotation?: 0 | 90;
}

/** How a rectangle is filled by {@link PdfPage.fillRect}. */
export interface PdfRectOptions {
  /** Fill gray from 0 (black, the default) to 1 (white). */
  readonly gray?: number;
}

/** Document metadata written to the trailer's Info dictionary. */
export interface PdfDocumentInfo {
  /** Document title. */
  readonly title?: string;
  /** Producing application; defaults to `shipping-elements sandbox`. */
  readonly producer?: string;
}

const FONT_RESOURCES: Readonly<Record<PdfFontName, string>> = {
  Helvetica: 'F1',
  'Helvetica-Bold': 'F2',
  Courier: 'F3',
};

const FONT_ORDER: readonly PdfFontName[] = ['Helvetica', 'Helvetica-Bold', 'Courier'];

// Advance widths (1/1000 em) of U+0020–U+007E from the Adobe core font metrics.
const HELVETICA_ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const HELVETICA_BOLD_ASCII_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
const COURIER_WIDTH = 600;

// Windows-1252 bytes 0x80–0x9F: WinAnsiEncoding puts typographic characters there instead of
// the C1 controls, so pasted curly quotes and dashes still print.
const WIN_ANSI_EXTRAS = new Map<number, number>([
  [0x20ac, 0x80], [0x201a, 0x82], [0x0192, 0x83], [0x201e, 0x84], [0x2026, 0x85], [0x2020, 0x86], [0x2021, 0x87],
  [0x02c6, 0x88], [0x2030, 0x89], [0x0160, 0x8a], [0x2039, 0x8b], [0x0152, 0x8c], [0x017d, 0x8e], [0x2018, 0x91],
  [0x2019, 0x92], [0x201c, 0x93], [0x201d, 0x94], [0x2022, 0x95], [0x2013, 0x96], [0x2014, 0x97], [0x02dc, 0x98],
  [0x2122, 0x99], [0x0161, 0x9a], [0x203a, 0x9b], [0x0153, 0x9c], [0x017e, 0x9e], [0x0178, 0x9f],
]);

const QUESTION_MARK = 0x3f;

/**
 * Maps text to WinAnsi byte values: Latin-1 and the Windows-1252 typographic characters are
 * kept, tabs and line breaks become spaces, and anything else (CJK, emoji, controls) becomes '?'.
 *
 * @param text - Any Unicode text.
 * @returns One byte value per code point.
 */
export function toWinAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0) ?? QUESTION_MARK;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      bytes.push(code);
    } else if (code === 0x09 || code === 0x0a || code === 0x0d) {
      bytes.push(0x20);
    } else {
      bytes.push(WIN_ANSI_EXTRAS.get(code) ?? QUESTION_MARK);
    }
  }
  return bytes;
}

function glyphWidth(font: PdfFontName, byte: number): number {
  if (font === 'Courier') {
    return COURIER_WIDTH;
  }
  const table = font === 'Helvetica' ? HELVETICA_ASCII_WIDTHS : HELVETICA_BOLD_ASCII_WIDTHS;
  const ascii = table[byte - 0x20];
  if (byte <= 0x7e && ascii !== undefined) {
    return ascii;
  }
  // Outside ASCII the widths are close approximations (accented capitals are about as wide
  // as the average capital); they are only used to fit text, never to position glyphs.
  if (byte === 0x96) {
    return 556;
  }
  if (byte === 0x97 || byte === 0x85 || byte === 0x89 || byte === 0x99) {
    return 1000;
  }
  if (byte >= 0xc0 && byte <= 0xde) {
    return 722;
  }
  return 556;
}

/**
 * Measures text as it will be drawn (after WinAnsi mapping).
 *
 * @param text - The text.
 * @param font - The font.
 * @param size - Font size in points.
 * @returns The advance width in points.
 */
export function measurePdfText(text: string, font: PdfFontName, size: number): number {
  let units = 0;
  for (const byte of toWinAnsiBytes(text)) {
    units += glyphWidth(font, byte);
  }
  return (units * size) / 1000;
}

/**
 * Shortens text with a trailing "..." until it fits the width; text that fits is returned as is.
 *
 * @param text - The text.
 * @param font - The font.
 * @param size - Font size in points.
 * @param maxWidth - Available width in points.
 * @returns The text, truncated if needed.
 */
export function fitPdfText(text: string, font: PdfFontName, size: number, maxWidth: number): string {
  if (measurePdfText(text, font, size) <= maxWidth) {
    return text;
  }
  const characters = Array.from(text);
  while (characters.length > 0) {
    characters.pop();
    const candidate = `${characters.join('').trimEnd()}...`;
    if (measurePdfText(candidate, font, size) <= maxWidth) {
      return candidate;
    }
  }
  return '';
}

/**
 * Encodes text as a PDF literal string in WinAnsi: `(`, `)` and `\` are backslash-escaped and
 * bytes outside printable ASCII are written as octal escapes so the file body stays ASCII.
 *
 * @param text - Any Unicode text; unsupported characters become '?'.
 * @returns The literal, parentheses included, e.g. `(a\(b\))`.
 */
export function encodePdfString(text: string): string {
  let literal = '(';
  for (const byte of toWinAnsiBytes(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) {
      literal += `\\${String.fromCharCode(byte)}`;
    } else if (byte < 0x20 || byte > 0x7e) {
      literal += `\\${byte.toString(8).padStart(3, '0')}`;
    } else {
      literal += String.fromCharCode(byte);
    }
  }
  return `${literal})`;
}

/**
 * Formats a number for a content stream: at most three decimals, no exponent, no "-0".
 *
 * @param value - A finite number.
 * @returns The shortest decimal form.
 * @throws RangeError for NaN or infinities, which would corrupt the page.
 */
export function formatPdfNumber(value: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`PDF numbers must be finite, got ${value}`);
  }
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function checkGray(gray: number): number {
  if (!(gray >= 0 && gray <= 1)) {
    throw new RangeError(`gray must be between 0 and 1, got ${gray}`);
  }
  return gray;
}

/** One page of a {@link PdfDocument}; coordinates are points from the top-left corner. */
export class PdfPage {
  /** Page width in points. */
  readonly width: number;
  /** Page height in points. */
  readonly height: number;
  readonly #operators: string[] = [];
  #currentGray = 0;

  /**
   * Creates a blank page; use {@link PdfDocument.addPage} rather than calling this directly.
   *
   * @param width - Width in points.
   * @param height - Height in points.
   */
  constructor(width: number, height: number) {
    if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
      throw new RangeError(`Page size must be positive, got ${width} x ${height}`);
    }
    this.width = width;
    this.height = height;
  }

  #setGray(gray: number): void {
    if (gray !== this.#currentGray) {
      this.#operators.push(`${formatPdfNumber(checkGray(gray))} g`);
      this.#currentGray = gray;
    }
  }

  /**
   * Fills a rectangle.
   *
   * @param x - Left edge in points.
   * @param y - Top edge in points, measured down from the top of the page.
   * @param width - Width in points.
   * @param height - Height in points.
   * @param options - Fill gray.
   */
  fillRect(x: number, y: number, width: number, height: number, options: PdfRectOptions = {}): void {
    if (width <= 0 || height <= 0) {
      return;
    }
    this.#setGray(options.gray ?? 0);
    const bottom = this.height - y - height;
    this.#operators.push(
      `${formatPdfNumber(x)} ${formatPdfNumber(bottom)} ${formatPdfNumber(width)} ${formatPdfNumber(height)} re f`,
    );
  }

  /**
   * Draws one line of text.
   *
   * @param text - The text; characters WinAnsi lacks are drawn as '?'.
   * @param x - Anchor x in points (see {@link PdfTextOptions.align}).
   * @param y - Baseline y in points, measured down from the top of the page. For rotated text,
   *   (x, y) is the anchor on the baseline and the glyphs sit to its left.
   * @param options - Font, size, gray, alignment and rotation.
   */
  drawText(text: string, x: number, y: number, options: PdfTextOptions): void {
    if (text.length === 0) {
      return;
    }
    const font = options.font ?? 'Helvetica';
    const width = measurePdfText(text, font, options.size);
    const align = options.align ?? 'left';
    const shift = align === 'left' ? 0 : align === 'center' ? width / 2 : width;
    this.#setGray(options.gray ?? 0);
    const resource = `/${FONT_RESOURCES[font]} ${formatPdfNumber(options.size)} Tf`;
    if (options.rotation === 90) {
      const bottom = this.height - y - shift;
      this.#operators.push(
        `BT ${resource} 0 1 -1 0 ${formatPdfNumber(x)} ${formatPdfNumber(bottom)} Tm ${encodePdfString(text)} Tj ET`,
      );
    } else {
      const left = x - shift;
      this.#operators.push(
        `BT ${resource} ${formatPdfNumber(left)} ${formatPdfNumber(this.height - y)} Td ${encodePdfString(text)} Tj ET`,
      );
    }
  }

  /**
   * The page's content stream as written to the file.
   *
   * @returns PDF operators separated by newlines.
   */
  contentStream(): string {
    return this.#operators.join('\n');
  }
}

/** A PDF document under construction; call {@link PdfDocument.toBytes} to serialise it. */
export class PdfDocument {
  readonly #pages: PdfPage[] = [];
  readonly #info: PdfDocumentInfo;

  /**
   * Starts an empty document.
   *
   * @param info - Title and producer for the Info dictionary. No dates are written, so the
   *   same content always serialises to the same bytes.
   */
  constructor(info: PdfDocumentInfo = {}) {
    this.#info = info;
  }

  /**
   * Appends a blank page.
   *
   * @param width - Width in points (1/72 inch).
   * @param height - Height in points.
   * @returns The page, to draw on.
   */
  addPage(width: number, height: number): PdfPage {
    const page = new PdfPage(width, height);
    this.#pages.push(page);
    return page;
  }

  /** Number of pages added so far. */
  get pageCount(): number {
    return this.#pages.length;
  }

  /**
   * Serialises the document: header, objects, cross-reference table and trailer.
   *
   * @returns The PDF file.
   * @throws RangeError when the document has no pages, which viewers reject.
   */
  toBytes(): Uint8Array {
    if (this.#pages.length === 0) {
      throw new RangeError('A PDF document needs at least one page');
    }
    // Fixed objects: 1 catalog, 2 page tree, 3 info, 4–6 fonts; then a page and its contents
    // for each page.
    const fontObjectNumber = (index: number): number => 4 + index;
    const firstPageObject = 4 + FONT_ORDER.length;
    const pageObjectNumber = (index: number): number => firstPageObject + index * 2;
    const objects: string[] = [];
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    const kids = this.#pages.map((_, index) => `${pageObjectNumber(index)} 0 R`).join(' ');
    objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${this.#pages.length} >>`);
    const title = this.#info.title === undefined ? '' : ` /Title ${encodePdfString(this.#info.title)}`;
    objects.push(`<< /Producer ${encodePdfString(this.#info.producer ?? 'shipping-elements sandbox')}${title} >>`);
    for (const font of FONT_ORDER) {
      objects.push(`<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`);
    }
    const fontResources = FONT_ORDER.map(
      (font, index) => `/${FONT_RESOURCES[font]} ${fontObjectNumber(index)} 0 R`,
    ).join(' ');
    this.#pages.forEach((page, index) => {
      const mediaBox = `[0 0 ${formatPdfNumber(page.width)} ${formatPdfNumber(page.height)}]`;
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox ${mediaBox} /Resources << /Font << ${fontResources} >> >> ` +
          `/Contents ${pageObjectNumber(index) + 1} 0 R >>`,
      );
      const content = page.contentStream();
      objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    });

    // The second line's high bytes mark the file as binary for transfer tools, as the spec advises.
    let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      offsets.push(file.length);
      file += `${index + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xrefOffset = file.length;
    file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) {
      file += `${String(offset).padStart(10, '0')} 00000 n \n`;
    }
    file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;

    // Every character of `file` is a single byte value (the body is ASCII), so offsets counted
    // in characters are byte offsets.
    const bytes = new Uint8Array(file.length);
    for (let index = 0; index < file.length; index += 1) {
      bytes[index] = file.charCodeAt(index);
    }
    return bytes;
  }
}
