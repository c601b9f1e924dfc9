'use client';

import * as React from 'react';
import { useControllableState } from '../../internal/use-controllable-state';
import { hasActiveFilters, withoutHiddenServiceLevels, type RateFilters } from './filter-rates';
import { pickerOptions } from './picker-options';
import { ratePickerViewOf } from './rate-picker-view';
import type { CartTotal } from './service-group-options';
import type { RateSort } from './sort-rates';
import type { RateSource } from './use-rate-source';

/** What {@link useRateOptions} needs: the loaded rates and the props that order and filter them. */
export interface RateOptionsInput {
  source: RateSource;
  /** Set when the picker offers service groups instead of rates. */
  cartTotal: CartTotal | undefined;
  groupsMode: boolean;
  sort: RateSort | undefined;
  defaultSort: RateSort;
  onSortChange: ((sort: RateSort) => void) | undefined;
  filters: RateFilters | undefined;
  defaultFilters: RateFilters;
  onFiltersChange: ((filters: RateFilters) => void) | undefined;
  preferredServiceLevels: readonly string[] | undefined;
  hiddenServiceLevels: readonly string[] | undefined;
  locale: string;
}

/**
 * The options the picker offers: the rates sorted and filtered (both controlled or not), or the
 * merchant's priced service groups, and the one state the picker is in for them.
 */
export function useRateOptions(input: RateOptionsInput) {
  const { source, cartTotal, groupsMode, preferredServiceLevels, hiddenServiceLevels, locale } = input;
  const [sort, setSort] = useControllableState<RateSort>({ prop: input.sort, defaultProp: input.defaultSort, onChange: input.onSortChange, caller: 'RatePicker' });
  const [filters, setFilters] = useControllableState<RateFilters>({
    prop: input.filters,
    defaultProp: input.defaultFilters,
    onChange: input.onFiltersChange,
    caller: 'RatePicker',
  });
  const offeredRates = React.useMemo(() => withoutHiddenServiceLevels(source.rates, hiddenServiceLevels), [source.rates, hiddenServiceLevels]);
  const options = React.useMemo(
    () =>
      pickerOptions(
        groupsMode && cartTotal !== undefined
          ? { kind: 'service-groups', groups: source.groups, rates: source.rates, cartTotal }
          : { kind: 'rates', rates: offeredRates, sort, filters, preferredServiceLevels, locale },
      ),
    [groupsMode, cartTotal, source.groups, source.rates, offeredRates, sort, filters, preferredServiceLevels, locale],
  );
  const filtered = !groupsMode && offeredRates.length > 0 && hasActiveFilters(filters);
  const view = ratePickerViewOf({ loadError: source.loadError, pending: source.pending, optionCount: options.length, filtered });
  return { sort, setSort, filters, setFilters, offeredRates, options, view };
}
