'use client';

import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useControllableState } from '../../internal/use-controllable-state';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { ADDRESS_FIELDS, sameAddressFieldValues, toFormValues, type AddressFieldsInput, type AddressFieldsOutput, type AddressFormValue } from '../shared/address/address-values';

/** What {@link useAddressValue} connects. */
export interface AddressValueOptions {
  form: UseFormReturn<AddressFieldsInput, unknown, AddressFieldsOutput>;
  /** The host's `value` (controlled) or `undefined` (uncontrolled). */
  value: AddressFormValue | undefined;
  /** What the fields held on first render. */
  initialValues: AddressFieldsInput;
  /** The host's `onValueChange`. */
  onValueChange: ((value: AddressFormValue) => void) | undefined;
}

/**
 * Connects the fields to the host: every change reaches `onValueChange`, and a controlled `value`
 * is written into the fields where it differs from what they hold. A change the host made is not
 * reported back to it as if the person had typed it. Fields left `undefined` in `value` are not
 * overwritten.
 *
 * The fields are followed only while the host listens (a controlled `value` or an
 * `onValueChange`): in an uncontrolled form without one, a keystroke costs nothing here.
 */
export function useAddressValue({ form, value, initialValues, onValueChange }: AddressValueOptions): void {
  const { subscribe, getValues, setValue } = form;
  const controlled = value !== undefined;
  const reportValueChange = useLatestCallback(onValueChange);
  // Keyed by presence, not identity: an inline `onValueChange` does not restart the subscription.
  const listening = controlled || onValueChange !== undefined;
  const [currentValue, setCurrentValue] = useControllableState<AddressFormValue>({
    prop: value,
    defaultProp: initialValues,
    onChange: onValueChange,
    caller: 'AddressForm',
  });

  // Set while the fields are being written from `value`.
  const applyingValue = React.useRef(false);

  // Fields → host.
  React.useEffect(() => {
    if (!listening) {
      return undefined;
    }
    let last: AddressFieldsInput = { ...getValues() };
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        // A reset to the same address (a prefill, a saved address) is not a change.
        if (sameAddressFieldValues(values, last)) {
          return;
        }
        last = { ...values };
        if (applyingValue.current) {
          return;
        }
        if (controlled) {
          setCurrentValue({ ...values });
        } else {
          // Uncontrolled, the form already holds the values: mirroring them into state as well
          // would render the form on every keystroke for nothing.
          reportValueChange({ ...values });
        }
      },
    });
  }, [listening, subscribe, getValues, setCurrentValue, controlled, reportValueChange]);

  // Host → fields: apply a new `value` where it differs from what the fields hold.
  React.useEffect(() => {
    const fieldValues = getValues();
    const next = toFormValues(currentValue);
    applyingValue.current = true;
    try {
      for (const field of ADDRESS_FIELDS) {
        if (currentValue[field] !== undefined && next[field] !== fieldValues[field]) {
          setValue(field, next[field]);
        }
      }
    } finally {
      applyingValue.current = false;
    }
  }, [currentValue, getValues, setValue]);
}
