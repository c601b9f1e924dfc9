'use client';

import * as React from 'react';
import { AddressForm, type AddressFormProps } from '../components/AddressForm/index';
import { addressFieldText } from '../components/shared/address/field-text';
import { ADDRESS_FIELDS, createAddressSchema, initialFormValues, isAddressField, toFormValues, type AddressFormValue } from '../components/shared/address/address-values';
import { getCountryFormat } from '../lib/country-formats';
import { addressFields } from '../locales/en/address-fields';
import { useShippingElements } from '../provider/context';

/** Props of `<shipping-address-form>`'s block: AddressForm's, with the element's form name and internals. */
export type AddressFormElementProps = AddressFormProps & {
  /** The element's `name`: the address is submitted as `name[street1]`, `name[city]`, … */
  name?: string | undefined;
  /** The form-associated element's internals, which carry its value and validity to the host's form. */
  internals?: ElementInternals | undefined;
};

/**
 * AddressForm as a form-associated element: inside a host's `<form>` its address is submitted as
 * `name[field]` entries and the form's validity includes it (an incomplete address is invalid,
 * with the same sentence the field shows).
 */
export function AddressFormElement({ name, internals, onValueChange, ...props }: AddressFormElementProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('AddressForm', { addressFields });
  const mode = props.mode ?? 'recipient';
  const report = React.useCallback(
    (value: AddressFormValue | undefined) => {
      if (!internals) {
        return;
      }
      const data = new FormData();
      for (const field of ADDRESS_FIELDS) {
        const text = value?.[field];
        if (typeof text === 'string' && text !== '' && name) {
          data.append(`${name}[${field}]`, text);
        }
      }
      // Older engines (and jsdom) have internals without the form methods: nothing to report there.
      if (typeof internals.setFormValue === 'function') {
        internals.setFormValue(data);
      }
      if (typeof internals.setValidity === 'function') {
        const result = createAddressSchema(mode).safeParse(toFormValues(value));
        const issue = result.success ? undefined : result.error.issues[0];
        const field = issue ? String(issue.path[0] ?? '') : '';
        if (!issue || !isAddressField(field)) {
          internals.setValidity({});
        } else {
          const country = value?.country ?? '';
          const text = addressFieldText(messages.addressFields, messages.formErrors, getCountryFormat(country), locale);
          const sentence = text.errorMessage(field, { type: 'validate', message: issue.message }) ?? text.labels[field];
          internals.setValidity({ customError: true }, sentence);
        }
      }
    },
    [internals, name, mode, messages.addressFields, messages.formErrors, locale],
  );

  // What the fields start with: the value given, and the country of the locale when it names none.
  const initial = initialFormValues(props.value ?? props.defaultValue, locale, props.countries);
  React.useEffect(() => {
    report(initial);
    // Only the first value: later ones come from onValueChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report]);

  return (
    <AddressForm
      {...props}
      onValueChange={(value) => {
        report(value);
        onValueChange?.(value);
      }}
    />
  );
}
