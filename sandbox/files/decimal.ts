/**
 * Exact decimal arithmetic on money and weight strings via scaled bigint integers, so totals
 * such as 3 x "0.10" come out as exactly "0.30" instead of binary floating-point noise.
 */

const DECIMAL_PATTERN = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/;

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
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (match === null || (whole.length === 0 && fraction.length === 0)) {
    throw new RangeError(`Not a decimal number: ${JSON.stringify(text)}`);
  }
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  let value = BigInt(`${whole || '0'}${kept}`);
  const firstDropped = fraction.charAt(fractionDigits);
  if (firstDropped !== '' && firstDropped >= '5') {
    value += 1n;
  }
  return match[1] === '-' ? -value : value;
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
