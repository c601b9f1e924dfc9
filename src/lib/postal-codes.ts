/*
 * How each country writes its postcodes: one table for the kit (AddressForm's hints, clean-up
 * and checks) and the sandbox (its address validator), so the form never accepts a postcode the
 * sandbox refuses or the other way round.
 *
 * It lives in `src/lib`, the folder of React-free helpers every layer may import (the API
 * client, the sandbox, components). Pure data and pure functions: no imports at all.
 */

/** How a country writes its postcodes. */
export interface PostalCodeFormat {
  /** Matches a postcode once {@link normalisePostalCode} has formatted it. */
  readonly pattern: RegExp;
  /** A real-looking postcode, shown in hints and error messages. */
  readonly example: string;
  /**
   * Puts the separator where the country writes it, given the postcode without spaces or
   * dashes ("sw1a1aa" → "SW1A 1AA"). Returns `undefined` when the input has the wrong length, so
   * the text is kept as typed and the pattern reports it.
   */
  readonly format?: (compact: string) => string | undefined;
}

/** Inserts `separator` before the last `tail` characters when the length is one of `lengths`. */
function splitBeforeTail(tail: number, separator: string, lengths: readonly number[]) {
  return (compact: string) =>
    lengths.includes(compact.length) ? `${compact.slice(0, -tail)}${separator}${compact.slice(-tail)}` : undefined;
}

const fiveDigits = (example: string): PostalCodeFormat => ({ pattern: /^\d{5}$/, example });
const fourDigits = (example: string): PostalCodeFormat => ({ pattern: /^\d{4}$/, example });

/**
 * The postcode format of every country the kit knows one for, by two-letter code. Countries
 * without an entry accept any postcode (the UAE and Hong Kong have none at all).
 */
export const POSTAL_CODE_FORMATS: Readonly<Record<string, PostalCodeFormat>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94117', format: splitBeforeTail(4, '-', [9]) },
  CA: { pattern: /^[A-Z]\d[A-Z] \d[A-Z]\d$/, example: 'M5H 2N2', format: splitBeforeTail(3, ' ', [6]) },
  AU: fourDigits('2000'),
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, example: 'SW1A 1AA', format: splitBeforeTail(3, ' ', [5, 6, 7]) },
  IE: { pattern: /^[A-Z]\d[\dW] [A-Z\d]{4}$/, example: 'D02 X285', format: splitBeforeTail(4, ' ', [7]) },
  DE: fiveDigits('10117'),
  FR: fiveDigits('75002'),
  ES: fiveDigits('28013'),
  IT: fiveDigits('00144'),
  NL: { pattern: /^\d{4} [A-Z]{2}$/, example: '1012 JS', format: splitBeforeTail(2, ' ', [6]) },
  BE: fourDigits('1000'),
  AT: fourDigits('1010'),
  CH: fourDigits('8001'),
  SE: { pattern: /^\d{3} \d{2}$/, example: '114 55', format: splitBeforeTail(2, ' ', [5]) },
  JP: { pattern: /^\d{3}-\d{4}$/, example: '100-0001', format: splitBeforeTail(4, '-', [7]) },
  MX: fiveDigits('06600'),
  BR: { pattern: /^\d{5}-\d{3}$/, example: '01310-100', format: splitBeforeTail(3, '-', [8]) },
  IN: { pattern: /^\d{6}$/, example: '110001' },
  NZ: fourDigits('6011'),
};

/** The postcode format of a country code (any case), or `undefined` where any postcode goes. */
export function postalCodeFormat(country: string): PostalCodeFormat | undefined {
  return POSTAL_CODE_FORMATS[country.trim().toUpperCase()];
}

/**
 * Writes a postcode the way its country does: NFKC (full-width digits typed with a Japanese IME
 * become ASCII), upper case, and the country's separator ("sw1a1aa" → "SW1A 1AA", "1000001" →
 * "100-0001" in JP). Text that does not have the right length is only upper-cased and trimmed,
 * so the pattern check can report it.
 */
export function normalisePostalCode(country: string, value: string): string {
  const cleaned = value.normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
  const format = postalCodeFormat(country)?.format;
  if (!format || cleaned === '') {
    return cleaned;
  }
  const compact = cleaned.replace(/[\s-]/g, '');
  return format(compact) ?? cleaned;
}

/** True when `value` (already normalised) is a postcode of `country`, or the format is unknown. */
export function isValidPostalCode(country: string, value: string): boolean {
  const pattern = postalCodeFormat(country)?.pattern;
  return pattern === undefined || pattern.test(value);
}
