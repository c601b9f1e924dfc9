import type { Rate } from '../../api/resources/rates';
import type { ServiceGroup } from '../../api/resources/service-groups';
import type { RateFilters } from './filter-rates';
import { filterRates } from './filter-rates';
import type { RateOptionSubject } from './RateOption';
import { serviceGroupOptions, type CartTotal } from './service-group-options';
import { sortRates, type RateSort } from './sort-rates';

/** One radio of the picker: its value (a rate id or a service group id) and what it offers. */
export interface PickerOption {
  value: string;
  subject: RateOptionSubject;
}

/** What the options are built from: the shipment's rates, or the merchant's service groups. */
export type OptionSource =
  | { kind: 'rates'; rates: readonly Rate[]; sort: RateSort; filters: RateFilters; preferredServiceLevels?: readonly string[] | undefined; locale: string }
  | { kind: 'service-groups'; groups: readonly ServiceGroup[]; rates: readonly Rate[]; cartTotal: CartTotal };

/** The options in the order they are offered: sorted and filtered rates, or priced service groups. */
export function pickerOptions(source: OptionSource): PickerOption[] {
  if (source.kind === 'service-groups') {
    return serviceGroupOptions(source.groups, source.rates, source.cartTotal).map((option) => ({
      value: option.id,
      subject: { kind: 'service-group', option },
    }));
  }
  const sorted = sortRates(source.rates, { sort: source.sort, preferredServiceLevels: source.preferredServiceLevels, locale: source.locale });
  return filterRates(sorted, source.filters).map((rate) => ({ value: rate.object_id, subject: { kind: 'rate', rate } }));
}

/**
 * The options shown while the list is collapsed to its first `limit`: those, plus the selected
 * option when it sorts below the fold, so the user always sees what is picked. Expanded (or short
 * enough), every option.
 */
export function collapsedOptions(options: readonly PickerOption[], limit: number, expanded: boolean, value: string | null): readonly PickerOption[] {
  if (expanded || options.length <= limit) {
    return options;
  }
  const shown = options.slice(0, limit);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  return selected && selectedIndex >= limit ? [...shown, selected] : shown;
}

/**
 * Indexes a virtualized list renders: the window the virtualizer chose (`range`, in order), plus
 * the first and last options and each pinned option with the options either side of it.
 *
 * @remarks
 * Arrow keys in a native radio group move to the next *rendered* radio in document order and
 * wrap from the last to the first. Keeping the neighbours of the checked and the focused option,
 * and both ends, makes that next radio the right one wherever the user has scrolled; Tab into a
 * group with nothing checked also lands on the real first option. Pins outside the list (-1 for
 * "none") are ignored.
 */
export function withPinnedIndexes(range: readonly number[], count: number, pinned: readonly number[]): number[] {
  const indexes = new Set(range);
  const keep = (index: number) => {
    if (index >= 0 && index < count) {
      indexes.add(index);
    }
  };
  if (count > 0) {
    keep(0);
    keep(count - 1);
  }
  for (const index of pinned) {
    if (index >= 0 && index < count) {
      keep(index - 1);
      keep(index);
      keep(index + 1);
    }
  }
  return indexes.size === range.length ? [...range] : [...indexes].sort((first, second) => first - second);
}
