/**
 * The shipping-label layout shared by the PDF and PNG renderers, written against a tiny
 * drawing surface so both formats show the same content in the same places.
 *
 * The design is made for a 4x6 in label and scaled to the page: spacing and font sizes grow
 * with the page, except that narrow labels never shrink text below three quarters of its
 * design size (it is truncated instead).
 */
import { encodeCode128 } from './code128';
import {
  formatAddressLines,
  formatCityLine,
  formatWeight,
  type LabelAddress,
  type LabelContent,
  TEST_LABEL_BANNER,
  toBarcodeText,
} from './label-content';

/** Ink colours a label uses. */
export type LabelColor = 'black' | 'white';

/** How the layout asks a surface to draw text. */
export interface LabelTextStyle {
  /** Font size in points; the surface converts it to its own units. */
  readonly size: number;
  /** Bold weight. */
  readonly bold: boolean;
  /** Ink; defaults to black. */
  readonly color?: LabelColor;
  /** Where the anchor sits along the text; defaults to `left`. */
  readonly align?: 'left' | 'center' | 'right';
  /** 90 runs the text up the page with the glyphs left of the anchor; defaults to 0. */
  readonly rotation?: 0 | 90;
}

/** A page the label layout can draw on; coordinates start at the top-left corner. */
export interface LabelSurface {
  /** Width in surface units. */
  readonly width: number;
  /** Height in surface units. */
  readonly height: number;
  /** Surface units per typographic point (1 for PDF, dpi / 72 for a raster). */
  readonly unitsPerPoint: number;
  /** Fills a rectangle given by its top-left corner and size. */
  fillRect(x: number, y: number, width: number, height: number, color: LabelColor): void;
  /** Draws one line of text with its baseline at y. */
  drawText(text: string, x: number, y: number, style: LabelTextStyle): void;
  /** Advance width of the text in surface units. */
  measureText(text: string, style: LabelTextStyle): number;
  /** Height of capital letters above the baseline, in surface units. */
  capHeight(style: LabelTextStyle): number;
  /** Rounds a barcode module width down to one the surface reproduces exactly. */
  snapModuleWidth(width: number): number;
}

const DESIGN_WIDTH_POINTS = 288;
const DESIGN_HEIGHT_POINTS = 432;
const SMALLEST_SCALE = 0.75;
// Two printer dots at 203 dpi, the usual thermal printer resolution: narrower bars blur
// together and stop scanning.
const MINIMUM_MODULE_POINTS = (2 / 203) * 72;
const FLOAT_TOLERANCE = 1e-9;

/**
 * Shortens text with "..." until it fits the width.
 *
 * @param surface - Surface that measures the text.
 * @param text - The text.
 * @param style - Style it will be drawn with.
 * @param maxWidth - Available width in surface units.
 * @returns The text, truncated if needed (possibly empty).
 */
export function fitLabelText(surface: LabelSurface, text: string, style: LabelTextStyle, maxWidth: number): string {
  if (surface.measureText(text, style) <= maxWidth) {
    return text;
  }
  const characters = Array.from(text);
  while (characters.length > 0) {
    characters.pop();
    const candidate = `${characters.join('').trimEnd()}...`;
    if (surface.measureText(candidate, style) <= maxWidth) {
      return candidate;
    }
  }
  return '';
}

function shrinkToFit(surface: LabelSurface, text: string, style: LabelTextStyle, maxWidth: number): LabelTextStyle {
  let fitted = style;
  while (fitted.size > 4 && surface.measureText(text, fitted) > maxWidth) {
    fitted = { ...fitted, size: fitted.size - 0.5 };
  }
  return fitted;
}

/**
 * Draws a complete shipping label: optional test banner, carrier and service level, FROM and
 * SHIP TO blocks, weight and reference, and the tracking barcode with its human-readable number.
 * The barcode runs across the label when it fits with modules of at least two 203-dpi dots and
 * otherwise turns to run down the label.
 *
 * @param surface - Where to draw.
 * @param label - What to draw.
 */
export function drawLabel(surface: LabelSurface, label: LabelContent): void {
  const points = surface.unitsPerPoint;
  const scale = Math.max(
    SMALLEST_SCALE,
    Math.min(surface.width / points / DESIGN_WIDTH_POINTS, surface.height / points / DESIGN_HEIGHT_POINTS),
  );
  const design = (value: number): number => value * scale * points;
  const margin = design(12);
  const contentWidth = surface.width - 2 * margin;
  let cursor = margin;

  const line = (text: string, size: number, bold: boolean, maxWidth = contentWidth): void => {
    const style: LabelTextStyle = { size: size * scale, bold };
    const baseline = cursor + surface.capHeight(style);
    surface.drawText(fitLabelText(surface, text, style, maxWidth), margin, baseline, style);
    cursor = baseline + design(size * 0.45);
  };
  const divider = (thickness: number, gapAfter: number): void => {
    surface.fillRect(margin, cursor, contentWidth, design(thickness), 'black');
    cursor += design(thickness) + design(gapAfter);
  };
  const addressBlock = (heading: string, address: LabelAddress, nameSize: number, bodySize: number): void => {
    line(heading, bodySize * 0.7, true);
    cursor += design(2);
    // The name and the city line are what sorting staff look for first, so they are bold.
    const cityLine = formatCityLine(address);
    formatAddressLines(address).forEach((text, index) => {
      line(text, index === 0 ? nameSize : bodySize, index === 0 || text === cityLine);
    });
  };

  if (label.test) {
    cursor = drawTestBanner(surface, { left: margin, top: cursor, width: contentWidth, design, scale });
  }

  let headerWidth = contentWidth;
  if (label.isReturn === true) {
    const style: LabelTextStyle = { size: 10 * scale, bold: true, color: 'white', align: 'center' };
    const badgeWidth = surface.measureText('RETURN', style) + design(10);
    const badgeHeight = surface.capHeight(style) + design(8);
    const badgeLeft = surface.width - margin - badgeWidth;
    surface.fillRect(badgeLeft, cursor, badgeWidth, badgeHeight, 'black');
    surface.drawText('RETURN', badgeLeft + badgeWidth / 2, cursor + design(4) + surface.capHeight(style), style);
    headerWidth -= badgeWidth + design(6);
  }
  line(label.carrierName, 18, true, headerWidth);
  line(label.serviceLevelName, 11, true, headerWidth);
  cursor += design(2);
  divider(1.5, 8);

  addressBlock('FROM', label.from, 9, 8);
  cursor += design(2);
  divider(0.75, 8);
  addressBlock('SHIP TO', label.to, 14, 12);
  cursor += design(2);
  divider(1.5, 8);

  line(`WEIGHT: ${formatWeight(label)}`, 10, true);
  const reference = label.reference?.trim() ?? '';
  if (reference.length > 0) {
    line(`REF: ${reference}`, 9, false);
  }
  cursor += design(2);
  divider(1.5, 8);
  line('TRACKING #', 8, true);
  cursor += design(4);

  drawTrackingBarcode(surface, label.trackingNumber, {
    left: margin,
    top: cursor,
    width: contentWidth,
    height: surface.height - margin - cursor,
    design,
    scale,
  });
}

interface LayoutArea {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly design: (value: number) => number;
  readonly scale: number;
}

/** Draws the test banner and returns the y where the next block starts. */
function drawTestBanner(surface: LabelSurface, area: LayoutArea): number {
  const designStyle: LabelTextStyle = { size: 10 * area.scale, bold: true, color: 'white', align: 'center' };
  const textWidth = area.width - area.design(8);
  const oneLine = shrinkToFit(surface, TEST_LABEL_BANNER, designStyle, textWidth);
  // Text shrunk far below its design size no longer reads as a warning: break it in two.
  const lines =
    oneLine.size >= designStyle.size * 0.8 && surface.measureText(TEST_LABEL_BANNER, oneLine) <= textWidth
      ? [TEST_LABEL_BANNER]
      : TEST_LABEL_BANNER.split(' - ');
  const styles = lines.map((text) => shrinkToFit(surface, text, designStyle, textWidth));
  const size = Math.min(...styles.map((style) => style.size));
  const style: LabelTextStyle = { ...designStyle, size };
  const lineHeight = surface.capHeight(style) + area.design(5);
  const bandHeight = lines.length * lineHeight + area.design(8);
  surface.fillRect(area.left, area.top, area.width, bandHeight, 'black');
  lines.forEach((text, index) => {
    const baseline = area.top + area.design(4) + area.design(2.5) + surface.capHeight(style) + index * lineHeight;
    surface.drawText(text, area.left + area.width / 2, baseline, style);
  });
  return area.top + bandHeight + area.design(8);
}

interface BarcodeArea {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly design: (value: number) => number;
  readonly scale: number;
}

function drawTrackingBarcode(surface: LabelSurface, trackingNumber: string, area: BarcodeArea): void {
  const { modules, quietZoneModules } = encodeCode128(toBarcodeText(trackingNumber));
  const moduleCount = modules.length;
  const minimumModule = MINIMUM_MODULE_POINTS * surface.unitsPerPoint - FLOAT_TOLERANCE;
  const largestModule = area.design(2);
  const textStyle = shrinkToFit(
    surface,
    trackingNumber,
    { size: 12 * area.scale, bold: true, align: 'center' },
    area.width,
  );
  const textBand = surface.capHeight(textStyle) + area.design(6);

  // Bars normally stay inside the content area with the quiet zones reaching into the blank
  // page margins. A long number that would then get modules too narrow to scan may spread its
  // bars over the margins as well: scannability beats symmetry.
  const symbolCount = moduleCount - 2 * quietZoneModules;
  const pageModule = surface.snapModuleWidth(Math.min(surface.width / moduleCount, largestModule));
  const contentModule = surface.snapModuleWidth(Math.min(area.width / symbolCount, largestModule));
  const acrossModule = contentModule >= minimumModule ? Math.min(contentModule, pageModule) : pageModule;
  const downModule = surface.snapModuleWidth(Math.min(area.height / moduleCount, largestModule));
  const runs = barRuns(modules);

  if (acrossModule >= minimumModule || downModule <= acrossModule) {
    // Tall pages get taller bars, which tolerate a skewed scan better.
    const tallest = Math.max(area.design(110), surface.height * 0.22);
    const barHeight = Math.max(area.design(20), Math.min(area.height - textBand, tallest));
    const left = Math.round(area.left + (area.width - moduleCount * acrossModule) / 2);
    for (const run of runs) {
      surface.fillRect(left + run.start * acrossModule, area.top, run.length * acrossModule, barHeight, 'black');
    }
    surface.drawText(trackingNumber, surface.width / 2, area.top + barHeight + textBand, textStyle);
    return;
  }

  // Rotated: bars lie across the label and the symbol runs down it, with the number beside it.
  const rotatedStyle = shrinkToFit(
    surface,
    trackingNumber,
    { ...textStyle, size: 12 * area.scale, rotation: 90 },
    moduleCount * downModule,
  );
  const barLength = area.width - surface.capHeight(rotatedStyle) - area.design(6);
  const top = Math.round(area.top + (area.height - moduleCount * downModule) / 2);
  for (const run of runs) {
    surface.fillRect(area.left, top + run.start * downModule, barLength, run.length * downModule, 'black');
  }
  surface.drawText(
    trackingNumber,
    area.left + area.width,
    top + (moduleCount * downModule) / 2,
    rotatedStyle,
  );
}

interface BarRun {
  readonly start: number;
  readonly length: number;
}

function barRuns(modules: readonly boolean[]): BarRun[] {
  const runs: BarRun[] = [];
  let start = -1;
  modules.forEach((isBar, index) => {
    if (isBar && start < 0) {
      start = index;
    } else if (!isBar && start >= 0) {
      runs.push({ start, length: index - start });
      start = -1;
    }
  });
  if (start >= 0) {
    runs.push({ start, length: modules.length - start });
  }
  return runs;
}
