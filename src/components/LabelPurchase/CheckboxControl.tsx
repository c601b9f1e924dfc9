'use client';

import * as React from 'react';
import type { CheckboxRegistration } from '../../internal/use-form';
import { RequiredLabel } from './RequiredLabel';

/** Props of {@link CheckboxControl}. */
export interface CheckboxControlProps {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The form binding of the control, from `register(path)`. */
  registration: CheckboxRegistration;
  /** `data-se-field` of the wrapper: the form value the control edits. */
  field: string;
}

/**
 * A checkbox with its label beside it, help text and an error. ui/Field puts the label above
 * its control, which reads wrongly for a checkbox, so the same wiring is done here. Memoised,
 * as `TextControl`.
 */
export const CheckboxControl = /* @__PURE__ */ React.memo(function CheckboxControl({ label, description, error, required = false, registration, field }: CheckboxControlProps): React.JSX.Element {
  const id = React.useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-se-part="label-purchase-checkbox" data-se-field={field} data-invalid={error ? '' : undefined}>
      <input
        {...registration}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      />
      <label htmlFor={id}>
        <RequiredLabel label={label} required={required} />
      </label>
      {description && (
        <p data-se-part="field-description" id={descriptionId}>
          {description}
        </p>
      )}
      {error && (
        <p data-se-part="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
});
