/*
 * Decimal strings, exactly: the one module for money and weights written as text ("12.40",
 * "-3", "0.5"), from the sandbox's invoice totals to the kit's forms and formatters. Arithmetic
 * goes through scaled BigInt integers, never through floating point, so 3 × "0.10" is "0.30"
 * and "90071992547409.93" keeps every digit.
 *
 * It lives in `src/lib`, the folder of React-free helpers every layer may import: the sandbox,
 * the API client, the provider's formatters, the blocks' forms and the report preview's sums
 * use this one module.
 */

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const UNSIGNED_DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

/** A plain decimal taken apart. */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros; `'0'` when there are none. */
  integerDigits: string;
  /** Fraction digits as written, trailing zeros included. */
  fractionDigits: string;
}

/**
 * Takes a plain decimal apart (`'-3.25'`, `'12'`, `'.5'`, `'7.'`; spaces around it allowed), or
 * returns `undefined` for anything else: no exponent, no grouping, no comma.
 */
export function decimalParts(text: string): DecimalParts | undefined {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (match === null) {
    return undefined;
  }
  const [, sign = '', integerPart = '', fractionPart = ''] = match;
  if (integerPart === '' && fractionPart === '') {
    return undefined;
  }
  return { negative: sign === '-', integerDigits: integerPart.replace(/^0+/, '') || '0', fractionDigits: fractionPart };
}

/**
 * The decimal as an integer count of `10^-fractionDigits` units, rounding half away from zero
 * when it has more fraction digits (`'1.005'` at 2 digits is 101n).
 */
export function scaleDecimal(parts: DecimalParts, fractionDigits: number): bigint {
  let magnitude = BigInt(parts.integerDigits + parts.fractionDigits.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((parts.fractionDigits[fractionDigits] ?? '0') >= '5') {
    magnitude += 1n;
  }
  return parts.negative ? -magnitude : magnitude;
}

/**
 * Parses a decimal string into an integer count of `10^-fractionDigits` units, rounding half
 * away from zero when the string has more fraction digits (e.g. "1.005" at 2 digits is 101).
 *
 * @param text - A plain decimal such as "12", "-0.5" or "3.10"; no exponent, no grouping.
 * @param fractionDigits - Number of decimal places to keep (2 for cents).
 * @returns The scaled integer.
 * @throws RangeError when the text is not a plain decimal number.
 */
export function parseDecimal(text: string, fractionDigits: number): bigint {
  const parts = decimalParts(text);
  if (parts === undefined) {
    throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
  }
  return scaleDecimal(parts, fractionDigits);
}

/**
 * Formats a scaled integer back to a decimal string with exactly `fractionDigits` places.
 *
 * @param value - Count of `10^-fractionDigits` units.
 * @param fractionDigits - Decimal places.
 * @returns E.g. `formatDecimal(30n, 2)` is "0.30".
 */
export function formatDecimal(value: bigint, fractionDigits: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  const body = fractionDigits > 0 ? `${whole}.${fraction}` : whole;
  return negative ? `-${body}` : body;
}

/**
 * Compares two decimal strings exactly: negative when `a < b`, zero when equal (`'10.5'` equals
 * `'10.50'`), positive otherwise. Strings that are not decimals sort after every decimal.
 */
export function compareDecimals(a: string, b: string): number {
  const first = decimalParts(a);
  const second = decimalParts(b);
  if (first === undefined || second === undefined) {
    return (first === undefined ? 1 : 0) - (second === undefined ? 1 : 0);
  }
  const scale = Math.max(first.fractionDigits.length, second.fractionDigits.length);
  const difference = scaleDecimal(first, scale) - scaleDecimal(second, scale);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

// ---------------------------------------------------------------------------------------------
// Decimals as a person types them
// ---------------------------------------------------------------------------------------------

/**
 * The one parser of a decimal a person typed (a form's field, a spreadsheet's cell), into the
 * API's decimal string: spaces removed, and a lone decimal comma (`2,5`, as typed in French,
 * Spanish and German) read as a point. Anything else is returned without its spaces, for
 * {@link isApiDecimal} / {@link isPositiveApiDecimal} to reject. Every block reads typed decimals
 * through this function and sends what it returns.
 */
export function normaliseDecimal(text: string): string {
  const compact = text.replace(/\s+/g, '');
  if (/^\d+,\d+$/.test(compact)) {
    return compact.replace(',', '.');
  }
  return compact;
}

/**
 * A decimal string as a person of `locale` writes it in a field: with the locale's decimal comma
 * where it has one (`'1.2'` is `'1,2'` in French, as the kit's formatters show it beside the
 * field), never grouped. {@link normaliseDecimal} reads either form back.
 */
export function localiseDecimal(text: string, locale: string): string {
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return separator === ',' && /^\d+\.\d+$/.test(text) ? text.replace('.', ',') : text;
}

/**
 * The API's rule for an unsigned decimal (a customs item's weight or value): digits, then a point
 * and digits (`"12"`, `"0.5"`); spaces around it allowed, no comma, no sign, no exponent. What a
 * person typed goes through {@link normaliseDecimal} first.
 */
export function isApiDecimal(value: string): boolean {
  return UNSIGNED_DECIMAL_PATTERN.test(value.trim());
}

/**
 * The API's rule for a parcel's weight or dimension: an {@link isApiDecimal} greater than zero
 * (`"2"`, `"0.5"`; not `"0.00"`, not `"2,5"`). The sandbox refuses what this refuses; a block
 * checks `isPositiveApiDecimal(normaliseDecimal(typed))` and sends the normalised text.
 */
export function isPositiveApiDecimal(value: string): boolean {
  return isApiDecimal(value) && /[1-9]/.test(value);
}

/** True for a whole number of at least 1 (`"3"`), as a quantity is typed. */
export function isPositiveWholeNumber(text: string): boolean {
  return /^\d+$/.test(text.trim()) && /[1-9]/.test(text);
}

/**
 * Multiplies a decimal string by a whole number exactly (`"0.4" × 3 → "1.2"`), or returns
 * `undefined` when `value` is not a plain unsigned decimal or `factor` not a non-negative integer.
 */
export function multiplyDecimal(value: string, factor: number): string | undefined {
  const text = normaliseDecimal(value);
  const parts = UNSIGNED_DECIMAL_PATTERN.test(text) ? decimalParts(text) : undefined;
  if (parts === undefined || !Number.isSafeInteger(factor) || factor < 0) {
    return undefined;
  }
  const scale = parts.fractionDigits.length;
  // The product keeps the value's digits, then loses its trailing zeros ("1.25" × 4 is "5").
  const product = formatDecimal(scaleDecimal(parts, scale) * BigInt(factor), scale);
  return scale === 0 ? product : product.replace(/0+$/, '').replace(/\.$/, '');
}

// ---------------------------------------------------------------------------------------------
// Exact sums of many decimals (a report file's amount columns)
// ---------------------------------------------------------------------------------------------

/** Decimal places of a micro-unit: a report's amounts have 2, its exchange rates 6. */
export const MICRO_DIGITS = 6;

/**
 * The value of a decimal text in micro-units (`'-12.40'` is `-12_400_000n`), or `undefined` when
 * it is empty or not a plain decimal. A seventh decimal and beyond round half away from zero, as
 * {@link parseDecimal} does.
 */
export function toMicros(text: string): bigint | undefined {
  const parts = decimalParts(text);
  return parts === undefined ? undefined : scaleDecimal(parts, MICRO_DIGITS);
}

/**
 * Micro-units back to a decimal text with at least `minDigits` decimals and no trailing zeros
 * beyond them (`-1234500n` is `'-1.2345'`, `12_400_000n` is `'12.40'`).
 */
export function fromMicros(micros: bigint, minDigits = 2): string {
  const text = formatDecimal(micros, MICRO_DIGITS);
  const point = text.indexOf('.');
  const keep = point + 1 + Math.min(minDigits, MICRO_DIGITS);
  const trimmed = text.slice(0, keep) + text.slice(keep).replace(/0+$/, '');
  return trimmed.endsWith('.') ? trimmed.slice(0, -1) : trimmed;
}

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;

/**
 * The value of a decimal text in micro-units as a safe integer, without a regex or a bigint (a
 * report preview adds up hundreds of thousands of cells), or `undefined` when the text is not a
 * plain decimal, has more than six decimals, or too many digits to be exact as a number: then
 * {@link toMicros} is the way, and gives the same value whenever this one gives one.
 */
export function toMicrosNumber(text: string): number | undefined {
  const length = text.length;
  let index = 0;
  let negative = false;
  const first = text.charCodeAt(0);
  if (first === MINUS || first === PLUS) {
    negative = first === MINUS;
    index = 1;
  }
  let value = 0;
  let digits = 0;
  let fractionDigits = -1;
  for (; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= DIGIT_0 && code <= DIGIT_9) {
      if (fractionDigits >= 0) {
        if (fractionDigits === MICRO_DIGITS) {
          // A seventh decimal rounds: the exact path decides.
          return undefined;
        }
        fractionDigits += 1;
      }
      value = value * 10 + (code - DIGIT_0);
      digits += 1;
    } else if (code === DOT && fractionDigits < 0) {
      fractionDigits = 0;
    } else {
      return undefined;
    }
  }
  const scale = MICRO_DIGITS - Math.max(0, fractionDigits);
  // At most 15 digits once scaled: below 2^53, so every step above was exact.
  if (digits === 0 || digits + scale > 15) {
    return undefined;
  }
  for (let step = 0; step < scale; step += 1) {
    value *= 10;
  }
  return negative ? -value : value;
}

/** Safe-integer sums stay exact while they are below this; past it they move into the bigint. */
const FLUSH_AT = 2 ** 52;

/**
 * An exact running sum of decimal texts in micro-units: a safe integer while it can be one (fast),
 * flushed into a `bigint` before it could lose a digit, so a column of cents adds up to the cent
 * however many rows there are.
 */
export class MicroSum {
  private small = 0;
  private big = 0n;

  /** Adds a decimal text; returns false (and adds nothing) when it is not a decimal. */
  add(text: string): boolean {
    const value = toMicrosNumber(text);
    if (value === undefined) {
      const exact = toMicros(text);
      if (exact === undefined) {
        return false;
      }
      this.big += exact;
      return true;
    }
    this.small += value;
    if (this.small > FLUSH_AT || this.small < -FLUSH_AT) {
      this.big += BigInt(this.small);
      this.small = 0;
    }
    return true;
  }

  /** The sum so far, in micro-units. */
  get micros(): bigint {
    return this.big + BigInt(this.small);
  }
}
