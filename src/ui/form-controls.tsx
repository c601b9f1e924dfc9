'use client';

// The labelled form controls every block's forms are made of, bound to react-hook-form with
// `register(name)` (uncontrolled inputs: a keystroke re-renders nothing but the field's own
// error when it changes). A control that cannot be uncontrolled uses RHF's `Controller` in its
// block instead.
import * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field';
import { RequiredLabel } from './RequiredLabel';

/** What every labelled control takes. */
interface ControlBaseProps {
  /** Visible label; also the name the block's error messages use for the field. */
  label: string;
  /** Help text under the label, read with the control. */
  description?: string | undefined;
  /** The field's error message, already in the user's language; marks the control invalid. */
  error?: string | undefined;
  /** Marks the control required (an asterisk and `aria-required`). @default false */
  required?: boolean | undefined;
  /** The react-hook-form binding of the control: `register('parcel.weight')`. */
  registration: UseFormRegisterReturn;
  /** `data-se-field` of the wrapper: which form value the control edits (a styling and test hook). */
  field: string;
}

/** Props of {@link TextControl}. */
export interface TextControlProps extends ControlBaseProps {
  /** The on-screen keyboard to offer (`decimal` for weights and amounts). */
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  /** @default 'off' */
  autoComplete?: string | undefined;
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'datetime-local' | 'time' | undefined;
  /** Shown when the control cannot be edited; say why in `description`. */
  disabled?: boolean | undefined;
}

/** A labelled one-line input bound to react-hook-form. */
export const TextControl = /* @__PURE__ */ React.memo(function TextControl({
  label,
  description,
  error,
  required = false,
  registration,
  field,
  inputMode,
  autoComplete = 'off',
  type = 'text',
  disabled,
}: TextControlProps): React.JSX.Element {
  return (
    <div data-se-part="control" data-se-field={field}>
      <Field label={<RequiredLabel label={label} required={required} />} description={description} error={error} required={required}>
        {(control) => (
          <input
            {...control}
            {...registration}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            disabled={disabled}
            data-se-part="control-input"
          />
        )}
      </Field>
    </div>
  );
});

/** One choice of a {@link SelectControl}. */
export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable; say why in the label. */
  disabled?: boolean | undefined;
}

/** Props of {@link SelectControl}. */
export interface SelectControlProps extends ControlBaseProps {
  options: readonly SelectOption[];
  /** Shown when the control cannot be edited; say why in `description`. */
  disabled?: boolean | undefined;
}

/** A labelled `<select>` bound to react-hook-form. */
export const SelectControl = /* @__PURE__ */ React.memo(function SelectControl({
  label,
  description,
  error,
  required = false,
  registration,
  field,
  options,
  disabled,
}: SelectControlProps): React.JSX.Element {
  // The same elements while `options` is the same array, so React skips a long list (some 250
  // countries) when the form re-renders for another field.
  const optionElements = React.useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      )),
    [options],
  );
  return (
    <div data-se-part="control" data-se-field={field}>
      <Field label={<RequiredLabel label={label} required={required} />} description={description} error={error} required={required}>
        {(control) => (
          <select {...control} {...registration} disabled={disabled} data-se-part="control-select">
            {optionElements}
          </select>
        )}
      </Field>
    </div>
  );
});

/** Props of {@link CheckboxControl}. */
export type CheckboxControlProps = ControlBaseProps;

/** A checkbox with its label beside it, bound to react-hook-form. */
export const CheckboxControl = /* @__PURE__ */ React.memo(function CheckboxControl({
  label,
  description,
  error,
  required = false,
  registration,
  field,
}: CheckboxControlProps): React.JSX.Element {
  const id = React.useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-se-part="control-checkbox" data-se-field={field} data-invalid={error ? '' : undefined}>
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
