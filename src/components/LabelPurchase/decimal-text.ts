// Weights, dimensions and money stay decimal strings from the form to the wire (STYLE §12): these
// helpers clean what a person typed and do the one piece of arithmetic the block needs (a line
// item's weight times its quantity) without ever going through a float.

const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

/**
 * What a person typed, as the API's decimal string: spaces removed, and a lone decimal comma
 * (`2,5`, as typed in much of Europe) read as a point. Anything else is returned trimmed, for
 * validation to reject.
 */
export function normaliseDecimal(text: string): string {
  const compact = text.replace(/\s+/g, '');
  if (/^\d+,\d+$/.test(compact)) {
    return compact.replace(',', '.');
  }
  return compact;
}

/** True for a decimal string greater than zero (`"2"`, `"0.5"`), after {@link normaliseDecimal}. */
export function isPositiveDecimal(text: string): boolean {
  const value = normaliseDecimal(text);
  return DECIMAL_PATTERN.test(value) && /[1-9]/.test(value);
}

/** True for a whole number of at least 1 (`"3"`), as a quantity is typed. */
export function isPositiveWholeNumber(text: string): boolean {
  return /^\d+$/.test(text.trim()) && /[1-9]/.test(text);
}

/**
 * Multiplies a decimal string by a whole number exactly (`"0.4" × 3 → "1.2"`), or returns
 * `undefined` when `value` is not a plain decimal or `factor` not a non-negative integer.
 */
export function multiplyDecimal(value: string, factor: number): string | undefined {
  const match = DECIMAL_PATTERN.exec(normaliseDecimal(value));
  if (match === null || !Number.isSafeInteger(factor) || factor < 0) {
    return undefined;
  }
  const [whole = '0', fraction = ''] = match[0].split('.');
  const scale = fraction.length;
  const digits = (BigInt(whole + fraction) * BigInt(factor)).toString().padStart(scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - scale).replace(/^0+(?=\d)/, '');
  const fractionPart = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fractionPart === '' ? integerPart : `${integerPart}.${fractionPart}`;
}
