import type { Rate, RateAttribute } from '../../api/resources/rates';

/** What the user (or the host) narrowed the rates to. */
export interface RateFilters {
  /** Carrier name (a rate's `provider`) to show alone, or `null` for every carrier. */
  carrier: string | null;
  /** Show only rates that carry at least one of these attributes; empty shows every rate. */
  attributes: readonly RateAttribute[];
}

/** Filters that let every rate through. */
export const NO_FILTERS: RateFilters = { carrier: null, attributes: [] };

/** True when the filters hide anything, so "clear filters" has something to do. */
export function hasActiveFilters(filters: RateFilters): boolean {
  return filters.carrier !== null || filters.attributes.length > 0;
}

/**
 * Removes the rates of service levels the host never wants to offer (by service level token).
 * Kept apart from {@link filterRates}: the user cannot undo the host's choice, so an empty result
 * here is "no options", not "no options match your filters".
 */
export function withoutHiddenServiceLevels(rates: readonly Rate[], hiddenServiceLevels: readonly string[] = []): Rate[] {
  if (hiddenServiceLevels.length === 0) {
    return [...rates];
  }
  return rates.filter((rate) => !hiddenServiceLevels.includes(rate.servicelevel.token ?? ''));
}

/** Returns the rates that pass the carrier and attribute filters, in their current order. */
export function filterRates(rates: readonly Rate[], filters: RateFilters): Rate[] {
  return rates.filter((rate) => {
    if (filters.carrier !== null && rate.provider !== filters.carrier) {
      return false;
    }
    if (filters.attributes.length > 0) {
      const attributes: readonly string[] = rate.attributes ?? [];
      return filters.attributes.some((attribute) => attributes.includes(attribute));
    }
    return true;
  });
}

/** The distinct carrier names of `rates`, sorted for the carrier filter's options. */
export function carrierNames(rates: readonly Rate[], locale = 'en'): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...new Set(rates.map((rate) => rate.provider))].sort(collator.compare);
}
