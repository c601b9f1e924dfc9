'use client';

import * as React from 'react';
import { useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from '../../../ui/Field';
import type { AddressFieldsInput, AddressFieldsOutput } from './address-values';

/** One choice of an {@link AddressSelect}: a code sent to the API and the name shown. */
export interface AddressSelectOption {
  readonly code: string;
  readonly name: string;
}

/** Props of {@link AddressSelect}. */
export interface AddressSelectProps {
  /** The ids and ARIA attributes from the surrounding `Field`. */
  controlProps: FieldControlProps;
  /** The form's control, to follow this select's value. */
  control: Control<AddressFieldsInput, unknown, AddressFieldsOutput>;
  /** `register('country')` or `register('state')`. */
  registration: UseFormRegisterReturn<'country' | 'state'>;
  /** The choices, the same array from render to render. */
  options: readonly AddressSelectOption[];
  /** The empty first choice ("Select a country"). */
  placeholder: string;
  autoComplete: string;
  /** A `<select>` cannot be read-only: a read-only form shows the chosen name in a text box. */
  readOnly: boolean;
}

/**
 * The country or state select, uncontrolled through `register`. Memoised, with its option
 * elements built once per list: some 250 countries are not walked again when another field
 * changes. It follows only its own value, for the one case that needs it: a prefilled value the
 * list does not have stays visible as it is (and is then flagged by the schema), never dropped.
 */
export const AddressSelect = /* @__PURE__ */ React.memo(function AddressSelect({
  controlProps,
  control,
  registration,
  options,
  placeholder,
  autoComplete,
  readOnly,
}: AddressSelectProps): React.JSX.Element {
  const current = useWatch({ control, name: registration.name });
  const optionElements = React.useMemo(
    () =>
      options.map((option) => (
        // Country names come from the runtime's Intl.DisplayNames, whose data differs between
        // Node and browsers ("Hong Kong SAR China" / "Hong Kong"): a server-rendered page keeps
        // the server's name rather than failing hydration (found by the Next.js host, hosts/).
        <option key={option.code} value={option.code} suppressHydrationWarning>
          {option.name}
        </option>
      )),
    [options],
  );
  if (readOnly) {
    const name = options.find((option) => option.code === current)?.name ?? current;
    return <input {...controlProps} type="text" readOnly value={name} autoComplete="off" data-se-part="address-input" />;
  }
  const known = current === '' || options.some((option) => option.code === current);
  return (
    <select {...controlProps} {...registration} autoComplete={autoComplete} data-se-part="address-select">
      <option value="">{placeholder}</option>
      {!known && <option value={current}>{current}</option>}
      {optionElements}
    </select>
  );
});
