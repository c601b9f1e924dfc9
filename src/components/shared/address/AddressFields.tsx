'use client';

import * as React from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { Field, type FieldControlProps } from '../../../ui/Field';
import { RequiredLabel } from '../../../ui/RequiredLabel';
import { countryOptions, getCountryFormat } from '../../../lib/country-formats';
import {
  isAddressField,
  requiredFields,
  visibleFields,
  type AddressField,
  type AddressFieldsInput,
  type AddressMode,
  type AddressFieldsOutput,
} from './address-values';
import { AddressSelect } from './AddressSelect';
import type { AddressFieldText } from './field-text';

const AUTOCOMPLETE: Readonly<Record<AddressField, string>> = {
  name: 'name',
  company: 'organization',
  street1: 'address-line1',
  street2: 'address-line2',
  street3: 'address-line3',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country',
  phone: 'tel',
  email: 'email',
};

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  form: UseFormReturn<AddressFieldsInput, unknown, AddressFieldsOutput>;
  /** The chosen country, which decides the fields, their order, labels and rules. */
  country: string;
  mode: AddressMode;
  readOnly: boolean;
  /** The host's `countries`: the two-letter codes offered, or `undefined` for every country. */
  countries: readonly string[] | undefined;
  /** The active locale, for the countries' names and their order. */
  locale: string;
  /** The fields' words for the country and locale, from `addressFieldText` (field-text.ts). */
  text: AddressFieldText;
}

/**
 * The fields of the chosen country's format, in the order that country writes an address (from
 * the postcode to the street in Japan, postcode before city in Germany), each labelled, described
 * and marked as the country requires. Inputs are uncontrolled (`register`): a keystroke renders
 * nothing here unless the field's error changes.
 */
export function AddressFields({ form, country, mode, readOnly, countries, locale, text }: AddressFieldsProps): React.JSX.Element {
  const { register, control, setValue, trigger } = form;
  const { errors, isSubmitted } = useFormState({ control });
  const format = getCountryFormat(country);
  const required = new Set(requiredFields(country, mode));

  // Keyed by the codes, not the array, so an inline `countries={['US', 'CA']}` does not rebuild
  // and re-sort some 250 localised names on every render.
  const countriesKey = countries?.join(' ');
  const countryList = React.useMemo(
    () => countryOptions(locale, countriesKey === undefined ? undefined : countriesKey.split(' ')),
    [locale, countriesKey],
  );
  const countryRegistration = register('country', {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      // `country` is still the value this render showed, before the change.
      const previous = getCountryFormat(country);
      const next = getCountryFormat(event.target.value);
      // A state picked from one country's list means nothing in another's.
      if (previous !== next && (previous.subdivisions !== undefined || next.subdivisions !== undefined)) {
        setValue('state', '');
      }
      // After a failed submit, every message must follow the new country's rules at once.
      if (isSubmitted) {
        void trigger();
      }
    },
  });

  function autoComplete(field: AddressField) {
    // The "shipping" section tells browsers to fill the saved shipping address, not the billing one.
    return mode === 'recipient' ? `shipping ${AUTOCOMPLETE[field]}` : AUTOCOMPLETE[field];
  }

  function renderControl(field: AddressField, controlProps: FieldControlProps) {
    if (field === 'country' || (field === 'state' && format.subdivisions)) {
      return (
        <AddressSelect
          controlProps={controlProps}
          control={control}
          registration={field === 'country' ? countryRegistration : register('state')}
          options={field === 'country' ? countryList : (format.subdivisions ?? [])}
          placeholder={field === 'country' ? text.placeholders.country : text.placeholders.state}
          autoComplete={autoComplete(field)}
          readOnly={readOnly}
        />
      );
    }
    return (
      <input
        {...controlProps}
        {...register(field)}
        type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
        autoComplete={autoComplete(field)}
        readOnly={readOnly}
        spellCheck={field === 'email' || field === 'zip' || field === 'phone' ? false : undefined}
        autoCapitalize={field === 'zip' ? 'characters' : field === 'email' ? 'none' : undefined}
        data-se-part="address-input"
      />
    );
  }

  // A single-line input drops or joins the line breaks of a pasted multi-line address differently
  // in each browser ("1 Main St\nApt 4" can become "1 Main StApt 4"): every break becomes a space,
  // and the schema collapses the rest on submit. One listener for all the fields.
  function onPaste(event: React.ClipboardEvent<HTMLDivElement>) {
    const input = event.target;
    const pasted = event.clipboardData.getData('text');
    // setRangeText throws on email and tel inputs, which have no text selection API.
    if (!(input instanceof HTMLInputElement) || input.readOnly || input.type !== 'text' || !isAddressField(input.name) || !/[\r\n]/.test(pasted)) {
      return;
    }
    event.preventDefault();
    const end = input.value.length;
    input.setRangeText(pasted.replace(/[\r\n]+/g, ' '), input.selectionStart ?? end, input.selectionEnd ?? end, 'end');
    // After a failed submit, the field's message follows the pasted text at once.
    setValue(input.name, input.value, { shouldDirty: true, shouldValidate: isSubmitted });
  }

  return (
    <div data-se-part="address-fields" onPaste={onPaste}>
      {visibleFields(country).map((field) => (
        <div key={field} data-se-part="address-field" data-field={field} data-required={required.has(field) ? '' : undefined}>
          <Field
            label={<RequiredLabel label={text.labels[field]} required={required.has(field)} />}
            description={text.hints[field]}
            error={text.errorMessage(field, errors[field])}
            required={required.has(field)}
          >
            {(controlProps) => renderControl(field, controlProps)}
          </Field>
        </div>
      ))}
    </div>
  );
}
