/**
 * Exact sums of decimal amounts as they appear in a report file (`12.40`, `-12.40`, `0.846512`):
 * held as integer micro-units in a `bigint`, never as floats, so a column of cents adds up to
 * the cent however many rows there are.
 */

/** Decimal places kept: the report's amounts have 2, its exchange rates 6. */
export const MICRO_DIGITS = 6;
const SCALE = 10n ** BigInt(MICRO_DIGITS);
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** The value of a decimal text in micro-units, or undefined when it is empty or not a decimal. */
export function toMicros(text: string): bigint | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    return undefined;
  }
  const [, sign, whole = '', fraction = ''] = match;
  // Digits beyond the sixth are dropped (the report never has them).
  const micros = BigInt(whole || '0') * SCALE + BigInt(fraction.slice(0, MICRO_DIGITS).padEnd(MICRO_DIGITS, '0'));
  return sign === '-' ? -micros : micros;
}

/** Micro-units back to a decimal text with at least `minDigits` decimals (`-1234500n` → `-1.2345`). */
export function fromMicros(micros: bigint, minDigits = 2): string {
  const negative = micros < 0n;
  const absolute = negative ? -micros : micros;
  const whole = absolute / SCALE;
  let fraction = (absolute % SCALE).toString().padStart(MICRO_DIGITS, '0').replace(/0+$/, '');
  fraction = fraction.padEnd(minDigits, '0');
  return `${negative ? '-' : ''}${whole.toString()}${fraction ? `.${fraction}` : ''}`;
}

/** Safe-integer sums stay exact while they are below this; past it they move into the bigint. */
const FLUSH_AT = 2 ** 52;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const MINUS = 45;
const PLUS = 43;
const DOT = 46;

/**
 * The value of a decimal text in micro-units as a safe integer, without a regex or a bigint (the
 * preview adds up hundreds of thousands of cells), or undefined when the text is not a decimal or
 * has too many digits to be exact as a number (then {@link toMicros} is the way).
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
          continue;
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

/** An exact running sum of decimal texts: a safe integer of micro-units, flushed into a bigint. */
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
