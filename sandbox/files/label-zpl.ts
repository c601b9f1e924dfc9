/**
 * Shipping labels as ZPL II for 4x6 in thermal printers at 203 dpi, with the same content as
 * the PDF and PNG labels. Every piece of user data goes through `^FH` hex escaping, so an
 * address can never inject printer commands.
 */
import { encodeCode128 } from './code128';
import {
  formatAddressLines,
  formatWeight,
  type LabelAddress,
  type LabelContent,
  TEST_LABEL_BANNER,
  toBarcodeText,
} from './label-content';

const LABEL_WIDTH_DOTS = 812;
const LABEL_HEIGHT_DOTS = 1218;
const MARGIN_DOTS = 20;
const CONTENT_WIDTH_DOTS = LABEL_WIDTH_DOTS - 2 * MARGIN_DOTS;
// ^A0 (CG Triumvirate Bold Condensed) averages a little over half its height per character;
// 0.6 leaves room for wide capitals so truncated text never runs off the label.
const AVERAGE_CHARACTER_WIDTH_RATIO = 0.6;
const HEX_INDICATOR = '_';

/**
 * Escapes text for a `^FH_` field: `^`, `~` and `_` (command prefixes and the hex indicator)
 * and every non-ASCII UTF-8 byte become `_XX` hex escapes; control characters are dropped.
 * Pair with `^CI28` so the printer reads the bytes as UTF-8.
 *
 * @param text - User data.
 * @returns Field data safe to place between `^FD` and `^FS`.
 */
export function escapeZplFieldData(text: string): string {
  const encoder = new TextEncoder();
  let escaped = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) {
      continue;
    }
    if (code === 0x5e || code === 0x7e || code === 0x5f || code > 0x7e) {
      for (const byte of encoder.encode(character)) {
        escaped += `${HEX_INDICATOR}${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      }
    } else {
      escaped += character;
    }
  }
  return escaped;
}

function truncate(text: string, fontHeight: number, maxWidth: number): string {
  const maxCharacters = Math.floor(maxWidth / (fontHeight * AVERAGE_CHARACTER_WIDTH_RATIO));
  const characters = Array.from(text.trim());
  if (characters.length <= maxCharacters) {
    return characters.join('');
  }
  return `${characters.slice(0, Math.max(0, maxCharacters - 3)).join('').trimEnd()}...`;
}

interface TextFieldOptions {
  readonly x: number;
  readonly y: number;
  readonly height: number;
  readonly maxWidth?: number;
  /** Centres the text in a one-line field block of `maxWidth` dots. */
  readonly centered?: boolean;
  /** Prints white on black by reversing the field over a filled box. */
  readonly reversed?: boolean;
}

function textField(text: string, options: TextFieldOptions): string {
  const maxWidth = options.maxWidth ?? CONTENT_WIDTH_DOTS;
  const block = options.centered === true ? `^FB${maxWidth},1,0,C,0` : '';
  const reverse = options.reversed === true ? '^FR' : '';
  const data = escapeZplFieldData(truncate(text, options.height, maxWidth));
  const font = `^A0N,${options.height},${options.height}`;
  return `^FO${options.x},${options.y}${block}${font}${reverse}^FH${HEX_INDICATOR}^FD${data}^FS`;
}

function box(x: number, y: number, width: number, height: number): string {
  return `^FO${x},${y}^GB${width},${height},${Math.min(width, height)}^FS`;
}

function renderOne(label: LabelContent): string {
  const commands = ['^XA', '^CI28', `^PW${LABEL_WIDTH_DOTS}`, `^LL${LABEL_HEIGHT_DOTS}`, '^LH0,0'];
  let y = MARGIN_DOTS;
  const line = (text: string, height: number, gapAfter = 10, maxWidth = CONTENT_WIDTH_DOTS): void => {
    commands.push(textField(text, { x: MARGIN_DOTS, y, height, maxWidth }));
    y += height + gapAfter;
  };
  const divider = (thickness: number): void => {
    commands.push(box(MARGIN_DOTS, y, CONTENT_WIDTH_DOTS, thickness));
    y += thickness + 16;
  };
  const addressBlock = (heading: string, address: LabelAddress, nameHeight: number, bodyHeight: number): void => {
    line(heading, Math.round(bodyHeight * 0.75), 8);
    formatAddressLines(address).forEach((text, index) => {
      line(text, index === 0 ? nameHeight : bodyHeight, 8);
    });
  };

  if (label.test) {
    commands.push(box(MARGIN_DOTS, y, CONTENT_WIDTH_DOTS, 60));
    commands.push(
      textField(TEST_LABEL_BANNER, { x: MARGIN_DOTS, y: y + 13, height: 36, centered: true, reversed: true }),
    );
    y += 60 + 16;
  }
  let headerWidth = CONTENT_WIDTH_DOTS;
  if (label.isReturn === true) {
    const badgeWidth = 170;
    const badgeLeft = LABEL_WIDTH_DOTS - MARGIN_DOTS - badgeWidth;
    commands.push(box(badgeLeft, y, badgeWidth, 56));
    commands.push(
      textField('RETURN', {
        x: badgeLeft,
        y: y + 11,
        height: 36,
        maxWidth: badgeWidth,
        centered: true,
        reversed: true,
      }),
    );
    headerWidth -= badgeWidth + 16;
  }
  line(label.carrierName, 64, 10, headerWidth);
  line(label.serviceLevelName, 36, 14, headerWidth);
  divider(4);
  addressBlock('FROM', label.from, 28, 24);
  divider(2);
  addressBlock('SHIP TO', label.to, 48, 40);
  divider(4);
  line(`WEIGHT: ${formatWeight(label)}`, 34);
  const reference = label.reference?.trim() ?? '';
  if (reference.length > 0) {
    line(`REF: ${reference}`, 30);
  }
  divider(4);
  line('TRACKING #', 24, 16);

  const barcodeText = toBarcodeText(label.trackingNumber);
  const symbol = encodeCode128(barcodeText, { quietZoneModules: 0 });
  // Quiet zones count towards the fit; the printer leaves them blank on its own.
  const moduleWidth = Math.min(4, Math.max(2, Math.floor(CONTENT_WIDTH_DOTS / (symbol.modules.length + 20))));
  const barcodeHeight = Math.max(120, Math.min(240, LABEL_HEIGHT_DOTS - MARGIN_DOTS - y - 70));
  const barcodeLeft = Math.max(0, Math.round((LABEL_WIDTH_DOTS - symbol.modules.length * moduleWidth) / 2));
  commands.push(
    `^FO${barcodeLeft},${y}^BY${moduleWidth},3,${barcodeHeight}^BCN,${barcodeHeight},N,N,N,A` +
      `^FH${HEX_INDICATOR}^FD${escapeZplFieldData(barcodeText)}^FS`,
  );
  y += barcodeHeight + 16;
  commands.push(textField(label.trackingNumber, { x: MARGIN_DOTS, y, height: 40, centered: true }));
  commands.push('^PQ1', '^XZ');
  return commands.join('\n');
}

/**
 * Renders shipping labels as one ZPL II document: a `^XA`…`^XZ` format per label, each with
 * text fields (`^FO`/`^A0`/`^FD`/`^FS`) and a Code 128 barcode (`^BY`/`^BCN`) of the tracking
 * number in automatic subset mode.
 *
 * @param labels - The labels, in print order.
 * @returns ZPL text, formats separated by newlines and ending with one.
 */
export function renderLabelZpl(labels: readonly LabelContent[]): string {
  return labels.map((label) => `${renderOne(label)}\n`).join('');
}
