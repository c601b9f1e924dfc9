'use client';

import * as React from 'react';
import { useFieldArray, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister } from 'react-hook-form';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { SelectControl, TextControl, type SelectOption } from '../../../ui/form-controls';
import { countryOptions } from '../../../lib/country-formats';
import { emptyCustomsItem, type CustomsItemValues, type CustomsStepValues } from './customs-values';
import { issueText } from './issue-text';
import { RepeatedItems } from './RepeatedItems';
import { MASS_UNITS } from '../wire-enums';
import { CUSTOMS_TEXT } from './customs-text';

/** Props of {@link CustomsItems}: the customs form's parts it fills in. */
export interface CustomsItemsProps {
  register: UseFormRegister<CustomsStepValues>;
  control: Control<CustomsStepValues, unknown, CustomsStepValues>;
  getValues: UseFormGetValues<CustomsStepValues>;
  errors: FieldErrors<CustomsStepValues>;
  /** Country of origin of items added by hand: the sender's country. */
  originCountry: string;
}

type ItemField = keyof Omit<CustomsItemValues, 'mass_unit'>;

/**
 * The items of a customs declaration (prefilled from the order's line items): one fieldset each,
 * with what the carrier declares for it, and the buttons that add and remove items.
 */
export function CustomsItems({ register, control, getValues, errors, originCountry }: CustomsItemsProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('CustomsStep', CUSTOMS_TEXT);
  const text = messages.customs;
  const items = useFieldArray({ control, name: 'items' });

  // About 250 localised names: built once per locale, not on every keystroke.
  const countries = React.useMemo<SelectOption[]>(
    () => countryOptions(locale).map((country) => ({ value: country.code, label: country.name })),
    [locale],
  );
  const countryPlaceholder = messages.addressFields.placeholders.country;
  // One array while the locale stays, so each item's select can keep its option elements.
  const countryChoices = React.useMemo<SelectOption[]>(() => [{ value: '', label: countryPlaceholder }, ...countries], [countryPlaceholder, countries]);
  const massOptions = MASS_UNITS.map((unit) => ({ value: unit, label: messages.units.mass[unit].long }));
  const error = (message: string | undefined, label: string) => issueText(messages, locale, message, label);

  const itemLabels: Readonly<Record<ItemField, string>> = {
    description: text.item.description,
    quantity: text.item.quantity,
    net_weight: text.item.netWeight,
    value_amount: text.item.value,
    value_currency: text.item.valueCurrency,
    origin_country: text.item.originCountry,
    hs_code: text.item.hsCode,
    tariff_number: text.item.tariffNumber,
    sku_code: text.item.sku,
  };

  // Another item is usually valued in the currency and weighed in the unit of the last one.
  const nextItem = () => {
    const last = getValues().items.at(-1);
    return emptyCustomsItem(last?.value_currency ?? 'USD', originCountry, last?.mass_unit ?? 'lb');
  };

  return (
    <fieldset data-se-part="customs-items">
      <legend>{text.itemsLegend}</legend>
      <RepeatedItems
        items={items}
        newItem={nextItem}
        addLabel={text.addItem}
        removeLabel={(index) => formatMessage(text.removeItem, { index: index + 1 }, locale)}
        addPart="customs-add-item"
        removePart="customs-remove-item"
      >
        {({ index, removeButton }) => {
          const textField = (name: ItemField, options: { required?: boolean; inputMode?: 'decimal' | 'numeric'; description?: string } = {}) => (
            <TextControl
              label={itemLabels[name]}
              field={name}
              required={options.required}
              inputMode={options.inputMode}
              description={options.description}
              registration={register(`items.${index}.${name}`)}
              error={error(errors.items?.[index]?.[name]?.message, itemLabels[name])}
            />
          );
          return (
            <fieldset data-se-part="customs-item">
              <legend>{formatMessage(text.item.heading, { index: index + 1 }, locale)}</legend>
              {textField('description', { required: true })}
              {textField('quantity', { required: true, inputMode: 'numeric' })}
              <div data-se-part="customs-weight">
                {textField('net_weight', { required: true, inputMode: 'decimal', description: text.item.totalHint })}
                <SelectControl label={text.item.massUnit} field="mass_unit" registration={register(`items.${index}.mass_unit`)} options={massOptions} />
              </div>
              <div data-se-part="customs-value">
                {textField('value_amount', { required: true, inputMode: 'decimal', description: text.item.totalHint })}
                {textField('value_currency', { required: true })}
              </div>
              <SelectControl
                label={text.item.originCountry}
                field="origin_country"
                required
                registration={register(`items.${index}.origin_country`)}
                options={countryChoices}
                error={error(errors.items?.[index]?.origin_country?.message, text.item.originCountry)}
              />
              {textField('hs_code')}
              {textField('tariff_number')}
              {textField('sku_code')}
              {removeButton}
            </fieldset>
          );
        }}
      </RepeatedItems>
    </fieldset>
  );
}
