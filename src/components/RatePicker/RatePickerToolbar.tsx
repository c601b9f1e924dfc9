'use client';

import * as React from 'react';
import type { RateAttribute } from '../../api/resources/rates';
import { ratePicker } from '../../locales/en/rate-picker';
import { useShippingElements } from '../../provider/context';
import { Field } from '../../ui/Field';
import type { RateFilters } from './filter-rates';
import { isRateSort, RATE_SORTS, type RateSort } from './sort-rates';

const ATTRIBUTES: readonly RateAttribute[] = ['CHEAPEST', 'FASTEST', 'BESTVALUE'];

/** Props of {@link RatePickerToolbar}. */
export interface RatePickerToolbarProps {
  sort: RateSort;
  onSortChange: (sort: RateSort) => void;
  filters: RateFilters;
  onFiltersChange: (filters: RateFilters) => void;
  /** Carrier names to filter by, sorted for the locale. */
  carriers: readonly string[];
}

/**
 * The sort and filter controls above the options: native selects and checkboxes. The carrier
 * select takes the forwarded ref, so focus can go back to the filters after "Clear filters".
 */
export const RatePickerToolbar = /* @__PURE__ */ React.forwardRef<HTMLSelectElement, RatePickerToolbarProps>(function RatePickerToolbar(
  { sort, onSortChange, filters, onFiltersChange, carriers },
  carrierSelectRef,
) {
  const { messages } = useShippingElements('RatePicker', { ratePicker });
  const text = messages.ratePicker;

  const toggleAttribute = (attribute: RateAttribute, checked: boolean) => {
    const attributes = checked ? [...filters.attributes, attribute] : filters.attributes.filter((candidate) => candidate !== attribute);
    onFiltersChange({ ...filters, attributes });
  };

  return (
    <div data-se-part="rate-picker-controls">
      <Field label={text.sortBy} part="rate-picker-sort">
        {(control) => (
          <select
            {...control}
            value={sort}
            onChange={(event) => {
              if (isRateSort(event.target.value)) {
                onSortChange(event.target.value);
              }
            }}
          >
            {RATE_SORTS.map((option) => (
              <option key={option} value={option}>
                {text.sortOptions[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text.filters.carrier} part="rate-picker-carrier-filter">
        {(control) => (
          <select
            {...control}
            ref={carrierSelectRef}
            value={filters.carrier ?? ''}
            onChange={(event) => onFiltersChange({ ...filters, carrier: event.target.value === '' ? null : event.target.value })}
          >
            <option value="">{text.filters.allCarriers}</option>
            {carriers.map((carrier) => (
              <option key={carrier} value={carrier}>
                {carrier}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset data-se-part="rate-picker-attribute-filter">
        <legend>{text.filters.attributes}</legend>
        <div data-se-part="rate-picker-attributes">
          {ATTRIBUTES.map((attribute) => (
            <label key={attribute} data-se-part="rate-picker-attribute">
              <input type="checkbox" checked={filters.attributes.includes(attribute)} onChange={(event) => toggleAttribute(attribute, event.target.checked)} />{' '}
              {messages.rateAttributes[attribute]}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
});
