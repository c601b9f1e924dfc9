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
