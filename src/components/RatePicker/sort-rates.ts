import type { Rate } from '../../api/resources/rates';
import { compareMoney } from '../../provider/format';

/** How the picker orders rates: cheapest first, fastest first, or by carrier name. */
export type RateSort = 'price' | 'speed' | 'carrier';

/** Every {@link RateSort}, in the order the sort control lists them. */
export const RATE_SORTS: readonly RateSort[] = ['price', 'speed', 'carrier'];

/** Narrows a string (a `<select>` value) to a {@link RateSort}. */
export function isRateSort(value: string): value is RateSort {
  return (RATE_SORTS as readonly string[]).includes(value);
}

/** Options of {@link sortRates}. */
export interface SortRatesOptions {
  sort: RateSort;
  /**
   * Service level tokens listed first, in this order, whatever the sort. The host's ranking wins
   * over the user's sort because it usually encodes a business rule (a negotiated carrier).
   */
  preferredServiceLevels?: readonly string[] | undefined;
  /** Locale for comparing carrier names. @default 'en' */
  locale?: string | undefined;
}

function comparePrice(first: Rate, second: Rate): number {
  // Quotes of one shipment share a currency; amounts in different currencies are not comparable,
  // so they are grouped by currency rather than compared as numbers.
  if (first.currency !== second.currency) {
    return first.currency < second.currency ? -1 : 1;
  }
  return compareMoney(first.amount, second.amount);
}

// An unknown transit time sorts after every known one.
const daysOf = (rate: Rate) => rate.estimated_days ?? Number.POSITIVE_INFINITY;

function compareSpeed(first: Rate, second: Rate): number {
  const days = daysOf(first) - daysOf(second);
  if (days !== 0 && !Number.isNaN(days)) {
    return days;
  }
  // Same day count: a guaranteed earlier arrival time wins (`HH:MM:SS` strings sort as times).
  const firstArrival = first.arrives_by ?? '99';
  const secondArrival = second.arrives_by ?? '99';
  if (firstArrival !== secondArrival) {
    return firstArrival < secondArrival ? -1 : 1;
  }
  return comparePrice(first, second);
}

/**
 * Returns a sorted copy of `rates`. Ties keep the API's order (the sort is stable), and every
 * order falls back to price, so two rates of the same carrier or speed show the cheaper first.
 */
export function sortRates(rates: readonly Rate[], { sort, preferredServiceLevels = [], locale = 'en' }: SortRatesOptions): Rate[] {
  let compare: (first: Rate, second: Rate) => number;
  switch (sort) {
    case 'price': {
      compare = comparePrice;
      break;
    }
    case 'speed': {
      compare = compareSpeed;
      break;
    }
    case 'carrier': {
      const collator = new Intl.Collator(locale, { sensitivity: 'base' });
      compare = (first, second) => collator.compare(first.provider, second.provider) || comparePrice(first, second);
      break;
    }
    default: {
      sort satisfies never;
      compare = comparePrice;
    }
  }
  const rank = (rate: Rate) => {
    const index = preferredServiceLevels.indexOf(rate.servicelevel.token ?? '');
    return index === -1 ? preferredServiceLevels.length : index;
  };
  return [...rates].sort((first, second) => rank(first) - rank(second) || compare(first, second));
}
