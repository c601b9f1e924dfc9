'use client';

import * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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
  registration: UseFormRegisterReturn;
  /** `data-se-field` of the wrapper: the form value the control edits. */
  field: string;
  options: readonly SelectOption[];
}

/** A labelled native select of a step form: ui/Field's wiring around a registration. */
export function SelectControl({ label, description, error, required = false, registration, field, options }: SelectControlProps): React.JSX.Element {
  return (
    <div data-se-part="label-purchase-field" data-se-field={field}>
      <Field label={<RequiredLabel label={label} required={required} />} description={description} error={error} required={required}>
        {(control) => (
          <select {...control} {...registration} data-se-part="label-purchase-select">
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
