'use client';

import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AnyShippingElementsError, ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import { useShippingElements } from '../../provider/context';
import { addressContentKey, refreshAddressLists, useCreateAddress } from '../../queries/addresses';
import {
  INITIAL_ADDRESS_FORM_STATE,
  addressFormReducer,
  isBusy,
  reactsToEdits,
  type AddressFormEvent,
  type AddressFormMachineState,
  type AddressFormRetry,
} from './address-form-machine';
import {
  isAddressFormField,
  sameAddressFormValues,
  toAddressInput,
  toFormValues,
  visibleFields,
  type AddressFormField,
  type AddressFormInput,
  type AddressFormOutput,
} from './address-form-values';

/** What {@link useAddressSubmit} needs from the form around it. */
export interface AddressSubmitOptions {
  form: UseFormReturn<AddressFormInput, unknown, AddressFormOutput>;
  /** The host's `onSubmit`: an address was saved and chosen. */
  onSaved: (address: Address) => void;
  /** The host's `onError` and the provider's events. */
  onError: (error: ShippingElementsError) => void;
}

/** The submit flow's state and the person's actions in it. */
export interface AddressSubmit {
  state: AddressFormMachineState;
  /** The form's `onSubmit`: checks the fields, then validates the address with the API. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  takeSuggestion: () => void;
  keepEntered: () => void;
  dismissSuggestion: () => void;
  /** "Try again" after a failed request. */
  retry: () => void;
}

/**
 * The submit flow of AddressForm: the {@link addressFormReducer} machine and the requests that
 * move it. On submit the address is created with `validate: true` (an unchanged address reuses the
 * object this provider already created for it); keeping the entered address stores it as typed.
 * Address lists are refreshed only once the person has an address, never while they are still
 * choosing in the suggestion dialog. Once saved, the fields are watched for their first change,
 * which makes the address on screen no longer the saved one; before that, a keystroke is not
 * followed at all.
 */
export function useAddressSubmit({ form, onSaved, onError }: AddressSubmitOptions): AddressSubmit {
  const { queryClient } = useShippingElements('AddressForm');
  const { mutateAsync: createAddress } = useCreateAddress({ refreshLists: false });
  const { reset, setError, setFocus, getValues, handleSubmit, subscribe } = form;

  const [state, dispatch] = React.useReducer(addressFormReducer, INITIAL_ADDRESS_FORM_STATE);
  // The same machine, current between renders: two submits in one tick (a double Enter) must not
  // both see "editing".
  const current = React.useRef(state);
  const send = React.useCallback((event: AddressFormEvent) => {
    const next = addressFormReducer(current.current, event);
    // An event that changes nothing (a dismissal of a closed dialog) renders nothing.
    if (next !== current.current) {
      current.current = next;
      dispatch(event);
    }
  }, []);

  // Only an edit of a saved address moves the flow (`reactsToEdits`). Listening for it from the
  // moment of saving, rather than on every keystroke of the form's life, keeps typing as cheap as
  // react-hook-form's own handling (issue 12's typing budget, bench/render.ts); subscribing here,
  // synchronously, leaves no gap before an effect would run in which an edit could be missed.
  const stopWatchingEdits = React.useRef<(() => void) | undefined>(undefined);
  React.useEffect(() => () => stopWatchingEdits.current?.(), []);
  function watchForEdit() {
    stopWatchingEdits.current?.();
    stopWatchingEdits.current = undefined;
    if (!reactsToEdits(current.current.step)) {
      return;
    }
    const saved = getValues();
    const stop = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        // A reset to the same address (the host's value, a prefill) is not an edit.
        if (sameAddressFormValues(values, saved)) {
          return;
        }
        stop();
        if (stopWatchingEdits.current === stop) {
          stopWatchingEdits.current = undefined;
        }
        send({ type: 'edited' });
      },
    });
    stopWatchingEdits.current = stop;
  }

  function focusFirstInvalid(invalid: ReadonlySet<string>) {
    // Document order, which is the display order the country chose.
    const first = visibleFields(getValues().country).find((field) => invalid.has(field));
    if (first) {
      setFocus(first);
    }
  }

  /**
   * The person has their address: the fields show what was saved (the standardised address, the
   * cleaned text) before the step says so, so that rewrite is not taken for an edit; then the
   * address lists and the host hear of it.
   */
  function adopt(address: Address, event: AddressFormEvent) {
    reset(toFormValues(address));
    send(event);
    watchForEdit();
    void refreshAddressLists(queryClient);
    onSaved(address);
  }

  function fail(rawError: unknown, retry: AddressFormRetry) {
    // The create mutation declares ShippingElementsError as its error type: the API client turns
    // every failure (HTTP, network, unreadable body) into one.
    const error = rawError as AnyShippingElementsError;
    const shown = visibleFields(getValues().country);
    const onFields: AddressFormField[] = [];
    const unmatched: string[] = [];
    const fieldErrors = error.kind === 'api' && error.status === 400 ? Object.entries(error.fieldErrors) : [];
    for (const [path, fieldMessages] of fieldErrors) {
      // Nested paths ("address.zip") name the field last.
      const field = path.split('.').at(-1) ?? path;
      if (isAddressFormField(field) && shown.includes(field)) {
        // Cleared by react-hook-form when the person next changes the field.
        setError(field, { type: 'server', message: fieldMessages.join(' ') });
        onFields.push(field);
      } else {
        unmatched.push(...fieldMessages);
      }
    }
    // A 400 that names its problems is about the address, not the service: "Try again" would
    // only send the same thing again, so the problems are shown instead of the generic notice.
    send({ type: 'failed', error, showNotice: fieldErrors.length === 0, unmatched, retry });
    focusFirstInvalid(new Set(onFields));
    onError(error);
  }

  async function validate(values: AddressFormOutput) {
    if (isBusy(current.current.step)) {
      return;
    }
    const input = toAddressInput(values);
    // The person already chose to keep exactly this address as entered: no second question, no copy.
    const kept = current.current.kept.get(addressContentKey(input, false));
    if (kept) {
      adopt(kept, { type: 'savedAgain', address: kept });
      return;
    }
    send({ type: 'submitted' });
    let address: Address;
    try {
      address = await createAddress({ ...input, validate: true });
    } catch (error) {
      fail(error, { kind: 'validate' });
      return;
    }
    const validated: AddressFormEvent = { type: 'validated', input, address };
    if (addressFormReducer(current.current, validated).step.status === 'saved') {
      adopt(address, validated);
    } else {
      send(validated);
    }
  }

  async function keep() {
    const before = current.current.step;
    send({ type: 'keepChosen' });
    const step = current.current.step;
    if (step.status !== 'keeping' || step === before) {
      return;
    }
    const { input } = step;
    let address: Address;
    try {
      // Validation stored the standardised version; the person chose theirs, so store theirs.
      address = await createAddress({ ...input, validate: false });
    } catch (error) {
      fail(error, { kind: 'keep', input });
      return;
    }
    adopt(address, { type: 'kept', key: addressContentKey(input, false), address });
  }

  const submit = (event?: React.BaseSyntheticEvent) =>
    handleSubmit(validate, (errors) => {
      // The fields are not what any earlier result was about.
      send({ type: 'checkFailed' });
      focusFirstInvalid(new Set(Object.keys(errors)));
    })(event);

  return {
    state,
    submit,
    takeSuggestion: () => {
      const step = current.current.step;
      if (step.status === 'suggestion') {
        adopt(step.suggested, { type: 'suggestionTaken' });
      }
    },
    keepEntered: () => void keep(),
    dismissSuggestion: () => send({ type: 'dismissed' }),
    retry: () => {
      const step = current.current.step;
      if (step.status === 'failed' && step.retry.kind === 'keep') {
        void keep();
      } else if (step.status === 'failed') {
        void submit();
      }
    },
  };
}
