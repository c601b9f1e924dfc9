'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import { useOrder } from '../../queries/orders';
import { useStepForm, type RejectedField } from '../../ui/use-step-form';
import { addressFormMachine, initialAddressFormState } from './address-form-machine';
import { createAddressSchema, initialFormValues, toFormValues, type AddressMode, type AddressFormValue } from '../shared/address/address-values';
import { useAddressActions } from './use-address-actions';
import { useAddressValue } from './use-address-value';

/** What {@link useAddressForm} needs from AddressForm's props. */
export interface AddressFormOptions {
  mode: AddressMode;
  value: AddressFormValue | undefined;
  defaultValue: AddressFormValue | undefined;
  onValueChange: ((value: AddressFormValue) => void) | undefined;
  onSubmit: ((address: Address) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
  orderId: string | undefined;
  countries: readonly string[] | undefined;
}

const NOTHING_REJECTED: readonly RejectedField[] = [];

/**
 * AddressForm's controller: the machine (address-form-machine.ts), the form (`useStepForm`, with
 * the fields the API refused marked on them), the order that prefills it, the host's value, and
 * the named actions that send the requests (use-address-actions.ts). The root renders what this
 * returns and calls its actions.
 */
export function useAddressForm({ mode, value, defaultValue, onValueChange, onSubmit, onError, orderId, countries }: AddressFormOptions) {
  const { locale } = useShippingElements('AddressForm');
  const reportSubmit = useLatestCallback(onSubmit);
  const reportError = useReportError('AddressForm', onError);

  // --- Data -------------------------------------------------------------------------------------

  const order = useOrder(orderId);

  // --- The machine and the form ------------------------------------------------------------------

  const [state, dispatch] = React.useReducer(addressFormMachine, undefined, initialAddressFormState);
  const [initialValues] = React.useState(() => initialFormValues(value ?? defaultValue, locale, countries));
  const schema = React.useMemo(() => createAddressSchema(mode), [mode]);
  const form = useStepForm(schema, initialValues, state.step === 'failed' ? state.rejected : NOTHING_REJECTED, {
    // The actions focus the first invalid field in document order (the country's display order),
    // which is not the order fields were registered in once the country changes.
    shouldFocusError: false,
  });
  const country = useWatch({ control: form.control, name: 'country' });
  useAddressValue({ form, value, initialValues, onValueChange });

  // Prefill from the order once it has loaded. The fields are not rendered before, so nothing
  // typed can be overwritten.
  const { reset } = form;
  const prefill = order.data?.to_address;
  React.useEffect(() => {
    if (prefill) {
      reset(toFormValues(prefill));
    }
  }, [prefill, reset]);

  useReportQueryError(order.error, reportError);

  // --- Actions ----------------------------------------------------------------------------------

  const actions = useAddressActions({ form, state, dispatch, onSaved: reportSubmit, onError: reportError });

  return { state, form, country, order, actions };
}
