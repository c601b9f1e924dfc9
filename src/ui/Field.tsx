'use client';

import * as React from 'react';

/** Everything a control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** Visible label. */
  label: React.ReactNode;
  /** Help text under the label. */
  description?: React.ReactNode;
  /** Error message; marks the control invalid and describes it. */
  error?: string | undefined;
  required?: boolean;
  /** `data-se-part` of the field wrapper. @default 'field' */
  part?: string;
  /** Renders the control with the ids and ARIA attributes wired up. */
  children: (control: FieldControlProps) => React.ReactNode;
}

/**
 * A label, a control, help text and an error, wired with `useId` so screen readers read the
 * label, the help and the error with the control (the shadcn FormControl idea).
 */
export function Field({ label, description, error, required = false, part = 'field', children }: FieldProps): React.JSX.Element {
  const id = React.useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-se-part={part} data-invalid={error ? '' : undefined}>
      <label data-se-part="field-label" htmlFor={id}>
        {label}
      </label>
      {description && (
        <p data-se-part="field-description" id={descriptionId}>
          {description}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required ? true : undefined })}
      {error && (
        <p data-se-part="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
