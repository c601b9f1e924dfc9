/**
 * Code 128 barcode encoder and decoder.
 *
 * The encoder uses code set B for printable ASCII and switches to code set C (two digits per
 * symbol) wherever that yields fewer symbols, chosen by a small dynamic program rather than a
 * greedy rule so that odd-length digit runs and runs in the middle of the text are handled
 * optimally. The decoder exists so tests can prove a rendered barcode actually scans.
 */

/**
 * Bar/space widths (in modules) of every Code 128 symbol value 0–106, starting with a bar.
 * Values 103, 104 and 105 are Start A/B/C; 106 is the stop pattern, which has a trailing bar.
 */
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_A = 103;
const START_B = 104;
const START_C = 105;
const STOP = 106;
const CODE_A = 101;
const CODE_B = 100;
const CODE_C = 99;
const SHIFT = 98;
const CHECKSUM_MODULUS = 103;

/** Quiet zone on each side, in modules; ISO/IEC 15417 asks for at least ten. */
export const CODE128_DEFAULT_QUIET_ZONE_MODULES = 10;

/** Options for {@link encodeCode128}. */
export interface Code128EncodeOptions {
  /** Blank modules added before and after the symbol; defaults to {@link CODE128_DEFAULT_QUIET_ZONE_MODULES}. */
  readonly quietZoneModules?: number;
}

/** A fully encoded Code 128 symbol. */
export interface Code128Symbol {
  /** The text that was encoded. */
  readonly text: string;
  /** Symbol values in order: start code, data, checksum, stop (106). */
  readonly values: readonly number[];
  /** Alternating bar/space widths in modules, starting and ending with a bar; no quiet zones. */
  readonly widths: readonly number[];
  /** One entry per module, `true` for a bar, including the quiet zones on both sides. */
  readonly modules: readonly boolean[];
  /** How many blank modules pad each side of {@link Code128Symbol.modules}. */
  readonly quietZoneModules: number;
}

type CodeSet = 'B' | 'C';

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/**
 * Computes the Code 128 check symbol value: the start value plus each following value
 * weighted by its position, modulo 103.
 *
 * @param values - The start code followed by the data values (no checksum, no stop).
 * @returns The checksum symbol value (0–102).
 */
export function computeCode128Checksum(values: readonly number[]): number {
  let sum = 0;
  values.forEach((value, index) => {
    sum += value * Math.max(index, 1);
  });
  return sum % CHECKSUM_MODULUS;
}

/**
 * Encodes text into Code 128 symbol values (start, data, checksum, stop) using code sets B and C.
 *
 * @param text - Printable ASCII (U+0020–U+007E); empty text gives a symbol with no data.
 * @returns The symbol values, shortest possible for code sets B and C.
 * @throws RangeError when the text has a character outside printable ASCII.
 */
export function encodeCode128Values(text: string): number[] {
  const codes = Array.from({ length: text.length }, (_, index) => text.charCodeAt(index));
  codes.forEach((code, index) => {
    if (code < 32 || code > 126) {
      throw new RangeError(`Code 128 set B/C cannot encode character at index ${index} of ${JSON.stringify(text)}`);
    }
  });
  const length = codes.length;
  // remaining[set][i]: fewest symbols that encode codes[i..] when code set `set` is active at i.
  const remainingB = new Array<number>(length + 1).fill(0);
  const remainingC = new Array<number>(length + 1).fill(0);
  const stayB = new Array<number>(length + 1).fill(0);
  const stayC = new Array<number>(length + 1).fill(0);
  for (let index = length - 1; index >= 0; index -= 1) {
    stayB[index] = 1 + (remainingB[index + 1] ?? 0);
    const pairFollows = index + 1 < length && isDigitCode(codes[index] ?? 0) && isDigitCode(codes[index + 1] ?? 0);
    stayC[index] = pairFollows ? 1 + (remainingC[index + 2] ?? 0) : Number.POSITIVE_INFINITY;
    // Switching twice in a row never helps, so a switch only needs the other set's "stay" cost.
    remainingB[index] = Math.min(stayB[index] ?? 0, 1 + (stayC[index] ?? 0));
    remainingC[index] = Math.min(stayC[index] ?? 0, 1 + (stayB[index] ?? 0));
  }

  let codeSet: CodeSet = (remainingC[0] ?? 0) < (remainingB[0] ?? 0) ? 'C' : 'B';
  const values: number[] = [codeSet === 'C' ? START_C : START_B];
  let index = 0;
  while (index < length) {
    const costInB = stayB[index] ?? 0;
    const costInC = stayC[index] ?? 0;
    if (codeSet === 'B') {
      if (costInB <= 1 + costInC) {
        values.push((codes[index] ?? 32) - 32);
        index += 1;
      } else {
        values.push(CODE_C);
        codeSet = 'C';
      }
    } else if (costInC <= 1 + costInB) {
      values.push(((codes[index] ?? 48) - 48) * 10 + ((codes[index + 1] ?? 48) - 48));
      index += 2;
    } else {
      values.push(CODE_B);
      codeSet = 'B';
    }
  }
  values.push(computeCode128Checksum(values), STOP);
  return values;
}

/**
 * Encodes text as a complete Code 128 symbol: values, bar/space widths and a module array
 * with quiet zones, ready to be drawn as rectangles.
 *
 * @param text - Printable ASCII text.
 * @param options - Quiet zone size.
 * @returns The encoded symbol.
 * @throws RangeError when the text has a character outside printable ASCII.
 */
export function encodeCode128(text: string, options: Code128EncodeOptions = {}): Code128Symbol {
  const quietZoneModules = options.quietZoneModules ?? CODE128_DEFAULT_QUIET_ZONE_MODULES;
  if (!Number.isInteger(quietZoneModules) || quietZoneModules < 0) {
    throw new RangeError(`quietZoneModules must be a non-negative integer, got ${quietZoneModules}`);
  }
  const values = encodeCode128Values(text);
  const widths = values.flatMap((value) => Array.from(CODE128_PATTERNS[value] ?? '', Number));
  const modules: boolean[] = new Array<boolean>(quietZoneModules).fill(false);
  widths.forEach((width, index) => {
    const isBar = index % 2 === 0;
    for (let module = 0; module < width; module += 1) {
      modules.push(isBar);
    }
  });
  for (let module = 0; module < quietZoneModules; module += 1) {
    modules.push(false);
  }
  return { text, values, widths, modules, quietZoneModules };
}

const VALUE_BY_PATTERN = new Map<string, number>(CODE128_PATTERNS.map((pattern, value) => [pattern, value]));

function runLengths(modules: readonly boolean[]): number[] {
  const first = modules.indexOf(true);
  const last = modules.lastIndexOf(true);
  if (first < 0) {
    throw new Error('Code 128 decode failed: no bars found');
  }
  const runs: number[] = [];
  let current = modules[first];
  let length = 0;
  for (let index = first; index <= last; index += 1) {
    if (modules[index] === current) {
      length += 1;
    } else {
      runs.push(length);
      current = modules[index];
      length = 1;
    }
  }
  runs.push(length);
  return runs;
}

function symbolValues(runs: readonly number[]): number[] {
  const stopLength = 7;
  if (runs.length < 6 * 2 + stopLength || (runs.length - stopLength) % 6 !== 0) {
    throw new Error(`Code 128 decode failed: ${runs.length} bars and spaces do not form whole symbols`);
  }
  const values: number[] = [];
  for (let offset = 0; offset < runs.length - stopLength; offset += 6) {
    const pattern = runs.slice(offset, offset + 6).join('');
    const value = VALUE_BY_PATTERN.get(pattern);
    if (value === undefined || value === STOP) {
      throw new Error(`Code 128 decode failed: unknown pattern ${pattern} at symbol ${offset / 6}`);
    }
    values.push(value);
  }
  if (runs.slice(runs.length - stopLength).join('') !== CODE128_PATTERNS[STOP]) {
    throw new Error('Code 128 decode failed: missing stop pattern');
  }
  return values;
}

function interpretValues(values: readonly number[]): string {
  const start = values[0];
  if (start !== START_A && start !== START_B && start !== START_C) {
    throw new Error('Code 128 decode failed: missing start code');
  }
  const checksum = values[values.length - 1];
  const data = values.slice(0, -1);
  if (computeCode128Checksum(data) !== checksum) {
    throw new Error('Code 128 decode failed: checksum mismatch');
  }
  let codeSet: 'A' | 'B' | 'C' = start === START_A ? 'A' : start === START_B ? 'B' : 'C';
  let shifted = false;
  let text = '';
  for (const value of data.slice(1)) {
    const activeSet = shifted ? (codeSet === 'A' ? 'B' : 'A') : codeSet;
    shifted = false;
    if (activeSet === 'C') {
      if (value < 100) {
        text += String(value).padStart(2, '0');
      } else if (value === CODE_B) {
        codeSet = 'B';
      } else if (value === CODE_A) {
        codeSet = 'A';
      }
      // FNC1 (102) carries no text.
      continue;
    }
    if (value < 64) {
      text += String.fromCharCode(value + 32);
    } else if (value < 96) {
      text += String.fromCharCode(activeSet === 'A' ? value - 64 : value + 32);
    } else if (value === SHIFT) {
      shifted = true;
    } else if (value === CODE_C) {
      codeSet = 'C';
    } else if (value === CODE_B && activeSet === 'A') {
      codeSet = 'B';
    } else if (value === CODE_A && activeSet === 'B') {
      codeSet = 'A';
    }
    // FNC1–FNC4 (96, 97, 102, and 100/101 in their own set) carry no text.
  }
  return text;
}

/**
 * Decodes a Code 128 module array (as produced by {@link encodeCode128} or sampled from an
 * image) back to text, verifying the start code, the checksum and the stop pattern. A symbol
 * scanned right to left is accepted too, as a real scanner would.
 *
 * @param modules - One entry per module, `true` for a bar; leading/trailing spaces are ignored.
 * @returns The decoded text.
 * @throws Error when the modules are not a valid Code 128 symbol.
 */
export function decodeCode128(modules: readonly boolean[]): string {
  const runs = runLengths(modules);
  try {
    return interpretValues(symbolValues(runs));
  } catch (forwardError) {
    // Modules sampled right to left (a label fed upside down) give the runs in reverse order.
    const reversed = runs.slice().reverse();
    try {
      return interpretValues(symbolValues(reversed));
    } catch {
      throw forwardError;
    }
  }
}
