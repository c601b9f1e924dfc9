'use client';

import * as React from 'react';
import type { InputRegistration } from '../../internal/use-form';
import { Field } from '../../ui/Field';
import { RequiredLabel } from './RequiredLabel';

/** One choice of a {@link SelectControl}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of {@link SelectControl}. */
export interface SelectControlProps {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The form binding of the control, from `register(path)`. */
  registration: InputRegistration;
  /** `data-se-field` of the wrapper: the form value the control edits. */
  field: string;
  options: readonly SelectOption[];
}

/**
 * A labelled native select of a step form: ui/Field's wiring around a registration. Memoised, as
 * `TextControl`: updating a controlled select walks every option, some 250 for countries.
 */
export const SelectControl = /* @__PURE__ */ React.memo(function SelectControl({ label, description, error, required = false, registration, field, options }: SelectControlProps): React.JSX.Element {
  // The same elements while `options` is the same array, so React skips a long list (some 250
  // countries) when the form re-renders on a keystroke elsewhere.
  const optionElements = React.useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      )),
    [options],
  );
  return (
    <div data-se-part="label-purchase-field" data-se-field={field}>
      <Field label={<RequiredLabel label={label} required={required} />} description={description} error={error} required={required}>
        {(control) => (
          <select {...control} {...registration} data-se-part="label-purchase-select">
            {optionElements}
          </select>
        )}
      </Field>
    </div>
  );
});
