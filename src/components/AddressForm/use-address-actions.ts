'use client';

import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ShippingElementsError } from '../../api/errors';
import type { Address, AddressInput } from '../../api/resources/addresses';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { addressContentKey, refreshAddressLists, useCreateAddress } from '../../queries/addresses';
import { blamedPaths, rejectedFieldsOf } from '../../ui/use-step-form';
import { correctedInput, isBusy, keptInput, verdictOf, type AddressFormEvent, type AddressFormRetry, type AddressFormState } from './address-form-machine';
import {
  isAddressField,
  sameAddressFieldValues,
  toAddressInput,
  toFormValues,
  visibleFields,
  type AddressField,
  type AddressFieldsInput,
  type AddressFieldsOutput,
} from '../shared/address/address-values';

/** What {@link useAddressActions} acts on. */
export interface AddressActionsOptions {
  form: UseFormReturn<AddressFieldsInput, unknown, AddressFieldsOutput>;
  state: AddressFormState;
  dispatch: React.Dispatch<AddressFormEvent>;
  /** The host's `onSubmit`: an address was saved and chosen. */
  onSaved: (address: Address) => void;
  /** The host's `onError` and the provider's events. */
  onError: (error: ShippingElementsError) => void;
}

/** The person's actions in AddressForm. */
export interface AddressFormActions {
  /** The form's `onSubmit`: checks the fields, then validates the address with the API. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** "Use suggested address" (saved at once), or "Yes, use this address" for an address that was not verified (validated in turn). */
  takeSuggestion: () => void;
  /** "Keep the address I entered" (saved as typed), or "No, keep what I entered" for one that was not verified (the form says why). */
  keepEntered: () => void;
  dismissSuggestion: () => void;
  /** "Try again" after a failed request: the validating submit, or saving the entered address. */
  retry: () => void;
}

/**
 * Listens for the first edit of the fields after a save, which makes the address on screen no
 * longer the saved one. Subscribing at the moment of saving, synchronously, leaves no gap in which
 * an edit could be missed; before a save nothing listens, so a keystroke costs nothing here
 * (issue 12's typing budget, bench/render.ts).
 */
function useFirstEdit(form: AddressActionsOptions['form'], onEdit: () => void): () => void {
  const { getValues, subscribe } = form;
  const stopWatching = React.useRef<(() => void) | undefined>(undefined);
  React.useEffect(() => () => stopWatching.current?.(), []);
  return () => {
    stopWatching.current?.();
    const saved = getValues();
    const stop = subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        // A reset to the same address (the host's value, a prefill) is not an edit.
        if (sameAddressFieldValues(values, saved)) {
          return;
        }
        stop();
        if (stopWatching.current === stop) {
          stopWatching.current = undefined;
        }
        onEdit();
      },
    });
    stopWatching.current = stop;
  };
}

/**
 * AddressForm's named actions: each sends its request through the one submit guard, awaits it and
 * tells the machine what happened. On submit the address is created with `validate: true` (an
 * unchanged address reuses the object this provider already created for it); keeping the entered
 * address stores it as typed. Address lists are refreshed only once the person has an address,
 * never while they are still choosing in the suggestion dialog.
 */
export function useAddressActions({ form, state, dispatch, onSaved, onError }: AddressActionsOptions): AddressFormActions {
  const { queryClient } = useShippingElements('AddressForm');
  const { mutateAsync: createAddress } = useCreateAddress({ refreshLists: false });
  // Two submits in one tick (a double Enter) both see the same render's step: one request.
  const guard = useSubmitGuard('in-flight');
  const { reset, setFocus, getValues, handleSubmit } = form;
  const watchForEdit = useFirstEdit(form, () => dispatch({ type: 'edited' }));

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
    dispatch(event);
    watchForEdit();
    void refreshAddressLists(queryClient);
    onSaved(address);
  }

  function fail(rawError: unknown, retry: AddressFormRetry) {
    // The create mutation's error type: the API client turns every failure into one.
    const error = rawError as ShippingElementsError;
    const shown = visibleFields(getValues().country);
    // Nested paths ("address.zip") name the field last; a field the country hides is not on screen.
    const toField = (path: string): AddressField | undefined => {
      const field = path.split('.').at(-1) ?? path;
      return isAddressField(field) && shown.includes(field) ? field : undefined;
    };
    const blamed = blamedPaths(error);
    const onFields = new Set(rejectedFieldsOf(error, toField));
    // A refusal that names its problems is about the address, not the service: "Try again" would
    // only send the same thing again, so the problems are shown instead of the generic notice.
    dispatch({
      type: 'failed',
      error,
      showNotice: blamed.length === 0,
      // In document order: the form focuses the first.
      rejected: shown.filter((field) => onFields.has(field)),
      unmatched: blamed.some((path) => toField(path) === undefined),
      retry,
    });
    onError(error);
  }

  function validate(values: AddressFieldsOutput) {
    if (isBusy(state)) {
      return undefined;
    }
    return guard.run(async () => {
      const input = toAddressInput(values);
      // The person already chose to keep exactly this address as entered: no second question, no copy.
      const kept = state.kept.get(addressContentKey(input, false));
      if (kept) {
        adopt(kept, { type: 'resaved', address: kept });
        return;
      }
      dispatch({ type: 'submitted' });
      await validateInput(input);
    });
  }

  /** Validates an address the machine is already `validating`, and tells it the verdict. */
  async function validateInput(input: AddressInput) {
    let address: Address;
    try {
      address = await createAddress({ ...input, validate: true });
    } catch (error) {
      fail(error, { kind: 'validate' });
      return;
    }
    const validated: AddressFormEvent = { type: 'validated', input, address };
    if (verdictOf(input, address).step === 'saved') {
      adopt(address, validated);
    } else {
      dispatch(validated);
    }
  }

  /** "Yes, use this address": the fields show the suggestion, which is validated as if submitted ("Try again" sends them). */
  function takeCorrection() {
    if (state.step !== 'correction') {
      return;
    }
    const input = correctedInput(state);
    void guard.run(async () => {
      reset(toFormValues(input));
      dispatch({ type: 'correctionTaken' });
      await validateInput(input);
    });
  }

  function keep() {
    if (state.step === 'correction') {
      dispatch({ type: 'keepChosen' });
      return;
    }
    const input = keptInput(state);
    if (!input) {
      return;
    }
    void guard.run(async () => {
      dispatch({ type: 'keepChosen' });
      let address: Address;
      try {
        // Validation stored the standardised version; the person chose theirs, so store theirs.
        address = await createAddress({ ...input, validate: false });
      } catch (error) {
        fail(error, { kind: 'keep', input });
        return;
      }
      adopt(address, { type: 'kept', key: addressContentKey(input, false), address });
    });
  }

  const submit = (event?: React.BaseSyntheticEvent) =>
    handleSubmit(validate, (errors) => {
      // The fields are not what any earlier result was about.
      dispatch({ type: 'checkFailed' });
      focusFirstInvalid(new Set(Object.keys(errors)));
    })(event);

  return {
    submit,
    takeSuggestion: () => (state.step === 'suggestion' ? adopt(state.suggested, { type: 'suggestionTaken' }) : takeCorrection()),
    keepEntered: keep,
    dismissSuggestion: () => dispatch({ type: 'dismissed' }),
    retry: () => {
      if (state.step === 'failed') {
        if (state.retry.kind === 'keep') {
          keep();
        } else {
          void submit();
        }
      }
    },
  };
}
