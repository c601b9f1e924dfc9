'use client';

import * as React from 'react';
import type { InputRegistration } from '../../internal/use-form';
import { Field } from '../../ui/Field';
import { RequiredLabel } from './RequiredLabel';

/** Props of {@link TextControl}. */
export interface TextControlProps {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The form binding of the control, from `register(path)`. */
  registration: InputRegistration;
  /** `data-se-field` of the wrapper: the form value the control edits. */
  field: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  /** @default 'off' */
  autoComplete?: string | undefined;
}

/**
 * A labelled one-line text input of a step form: ui/Field's wiring around a registration.
 * Memoised: its registration stays the same object while its value does, so a keystroke in
 * another field of the step does not re-render it.
 */
export const TextControl = /* @__PURE__ */ React.memo(function TextControl({
  label,
  description,
  error,
  required = false,
  registration,
  field,
  inputMode,
  autoComplete = 'off',
}: TextControlProps): React.JSX.Element {
  return (
    <div data-se-part="label-purchase-field" data-se-field={field}>
      <Field label={<RequiredLabel label={label} required={required} />} description={description} error={error} required={required}>
        {(control) => (
          <input {...control} {...registration} type="text" inputMode={inputMode} autoComplete={autoComplete} data-se-part="label-purchase-input" />
        )}
      </Field>
    </div>
  );
});
