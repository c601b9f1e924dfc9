'use client';

import * as React from 'react';
import type { Rate } from '../../api/resources/rates';
import type { ServiceGroup } from '../../api/resources/service-groups';
import { useControllableState } from '../../internal/use-controllable-state';
import { useLatestCallback } from '../../internal/use-latest-callback';
import type { PickerOption } from './picker-options';
import type { ServiceGroupOption } from './service-group-options';

/** What {@link useRateSelection} needs. */
export interface RateSelectionInput {
  value: string | null | undefined;
  defaultValue: string | null;
  /** The options shown, to find what the user picked. */
  options: readonly PickerOption[];
  /**
   * Every value that exists now, whatever the filters (a filtered-out rate still exists), or
   * `null` while loading: a selection is only judged stale against loaded options.
   */
  existingValues: readonly string[] | null;
  onValueChange: ((rateId: string, rate: Rate) => void) | undefined;
  onServiceGroupChange: ((group: ServiceGroup, option: ServiceGroupOption) => void) | undefined;
  onValueClear: ((staleValue: string) => void) | undefined;
}

/** What {@link useRateSelection} returns. */
export interface RateSelection {
  /** The checked option's value, or `null`. Never a value that no longer exists. */
  value: string | null;
  /** Stable: picks the option with this value and tells the host. */
  select: (value: string) => void;
}

/**
 * The picked option, controlled or not, and what the host hears about it.
 *
 * @remarks
 * A selection goes stale when the options are loaded again without it: new input was quoted (a
 * rate id belongs to one shipment), or a service group is no longer offered. The picker then
 * shows nothing checked, clears its own selection, and calls `onValueClear` with the stale value,
 * so a host showing "Selected: … for $20.22" can clear it too (a controlled host passes `null`).
 */
export function useRateSelection(input: RateSelectionInput): RateSelection {
  const { value: valueProp, defaultValue, options, existingValues, onValueChange, onServiceGroupChange, onValueClear } = input;
  const [value, setValue] = useControllableState<string | null>({ prop: valueProp, defaultProp: defaultValue, caller: 'RatePicker' });

  const select = useLatestCallback((optionValue: string) => {
    const option = options.find((candidate) => candidate.value === optionValue);
    if (!option) {
      return;
    }
    setValue(optionValue);
    if (option.subject.kind === 'rate') {
      onValueChange?.(option.subject.rate.object_id, option.subject.rate);
      return;
    }
    const groupOption = option.subject.option;
    onServiceGroupChange?.(groupOption.group, groupOption);
    if (groupOption.rate) {
      onValueChange?.(groupOption.rate.object_id, groupOption.rate);
    }
  });

  const stale = value !== null && existingValues !== null && !existingValues.includes(value);
  const reportClear = useLatestCallback(onValueClear);
  React.useEffect(() => {
    if (stale && value !== null) {
      setValue(null);
      reportClear(value);
    }
  }, [stale, value, setValue, reportClear]);

  return { value: stale ? null : value, select };
}
