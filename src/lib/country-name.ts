// Country names in the reader's language, apart from the address formats of country-formats.ts so
// that a block naming a country (RatePicker's carrier messages) does not bundle every format.

/** The name of a country in `locale`, or the code itself when the runtime has no name for it. */
export function countryName(locale: string, code: string): string {
  return createRegionNames(locale)?.of(code) ?? code;
}

/** `Intl.DisplayNames` of regions in `locale` (English as the fallback), where the runtime has it. */
export function createRegionNames(locale: string): Intl.DisplayNames | undefined {
  // Older engines lack Intl.DisplayNames; the codes are still usable labels there.
  if (typeof Intl.DisplayNames !== 'function') {
    return undefined;
  }
  return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
}
