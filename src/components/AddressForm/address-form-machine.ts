import type { ShippingElementsError } from '../../api/errors';
import type { Address, AddressInput } from '../../api/resources/addresses';
import { changedPostalFields, type AddressFormField } from './address-form-values';

/*
 * The submit flow of AddressForm as one state machine. The fields themselves live in
 * react-hook-form; this holds where the person is between pressing "Save address" and having a
 * saved address:
 *
 *   editing ──submitted──▶ validating ──validated──▶ saved          (nothing to correct)
 *                              │                 ├─▶ suggestion     (it standardised a postal field)
 *                              │                 └─▶ invalid        (it could not verify it)
 *                              └──failed──▶ failed
 *   suggestion ──suggestionTaken──▶ saved
 *              ──keepChosen──▶ keeping ──kept──▶ saved (as entered) / ──failed──▶ failed
 *              ──dismissed──▶ editing
 *   saved ──edited──▶ editing
 *   (any step but a busy one) ──checkFailed──▶ editing   (the fields' own checks refused a submit)
 *
 * A submit is refused while a request is out or the suggestion is open, so a double Enter sends
 * one request. The addresses a person chose to keep as entered are remembered by content: the
 * same address submitted again is saved at once, without asking again or storing a copy.
 */

/** What "Try again" repeats after a failure: the validating submit, or saving the entered address. */
export type AddressFormRetry = { kind: 'validate' } | { kind: 'keep'; input: AddressInput };

/** One step of the flow. */
export type AddressFormStep =
  | { status: 'editing' }
  | { status: 'validating' }
  | { status: 'suggestion'; entered: AddressInput; suggested: Address; changed: readonly AddressFormField[] }
  | { status: 'keeping'; input: AddressInput }
  | { status: 'invalid'; address: Address }
  | {
      status: 'failed';
      error: ShippingElementsError;
      /** False for a 400 with field errors: they are shown on the fields, not as a generic failure. */
      showNotice: boolean;
      /** Field errors of a 400 that name no field of the form (`__all__`, a field the country hides). */
      unmatched: readonly string[];
      retry: AddressFormRetry;
    }
  | { status: 'saved'; address: Address };

/** The machine's state: the step, and the addresses kept as entered, by their content key. */
export interface AddressFormMachineState {
  step: AddressFormStep;
  kept: ReadonlyMap<string, Address>;
}

/** What happens to the form. */
export type AddressFormEvent =
  | { type: 'submitted' }
  | { type: 'validated'; input: AddressInput; address: Address }
  | { type: 'suggestionTaken' }
  | { type: 'keepChosen' }
  | { type: 'kept'; key: string; address: Address }
  | { type: 'dismissed' }
  | { type: 'failed'; error: ShippingElementsError; showNotice: boolean; unmatched: readonly string[]; retry: AddressFormRetry }
  | { type: 'savedAgain'; address: Address }
  | { type: 'checkFailed' }
  | { type: 'edited' };

export const INITIAL_ADDRESS_FORM_STATE: AddressFormMachineState = { step: { status: 'editing' }, kept: new Map() };

/** True while a request is out or a choice is pending: a new submit is ignored. */
export function isBusy(step: AddressFormStep): boolean {
  return step.status === 'validating' || step.status === 'keeping' || step.status === 'suggestion';
}

/**
 * True when an edit of the fields moves the flow on (a saved address that is edited is no longer
 * the one that was saved). In every other step an `edited` event changes nothing, so the form
 * need not listen for edits on its behalf.
 */
export function reactsToEdits(step: AddressFormStep): boolean {
  return step.status === 'saved';
}

/** The reducer of {@link AddressFormMachineState}. Events that make no sense in a step are ignored. */
export function addressFormReducer(state: AddressFormMachineState, event: AddressFormEvent): AddressFormMachineState {
  const { step } = state;
  switch (event.type) {
    case 'submitted':
      return isBusy(step) ? state : { ...state, step: { status: 'validating' } };
    case 'validated': {
      if (step.status !== 'validating') {
        return state;
      }
      if (event.address.validation_results?.is_valid === false) {
        return { ...state, step: { status: 'invalid', address: event.address } };
      }
      const changed = changedPostalFields(event.input, event.address);
      if (changed.length > 0) {
        return { ...state, step: { status: 'suggestion', entered: event.input, suggested: event.address, changed } };
      }
      return { ...state, step: { status: 'saved', address: event.address } };
    }
    case 'suggestionTaken':
      return step.status === 'suggestion' ? { ...state, step: { status: 'saved', address: step.suggested } } : state;
    case 'keepChosen': {
      // From the dialog, or "Try again" after saving the entered address failed.
      const input = step.status === 'suggestion' ? step.entered : step.status === 'failed' && step.retry.kind === 'keep' ? step.retry.input : undefined;
      return input ? { ...state, step: { status: 'keeping', input } } : state;
    }
    case 'kept':
      return step.status === 'keeping' ? { step: { status: 'saved', address: event.address }, kept: new Map(state.kept).set(event.key, event.address) } : state;
    case 'dismissed':
      return step.status === 'suggestion' ? { ...state, step: { status: 'editing' } } : state;
    case 'failed':
      return step.status === 'validating' || step.status === 'keeping'
        ? { ...state, step: { status: 'failed', error: event.error, showNotice: event.showNotice, unmatched: event.unmatched, retry: event.retry } }
        : state;
    case 'savedAgain':
      return isBusy(step) ? state : { ...state, step: { status: 'saved', address: event.address } };
    case 'checkFailed':
      // A submit the fields' own checks refused: no earlier result describes these fields.
      return isBusy(step) ? state : { ...state, step: { status: 'editing' } };
    case 'edited':
      // A saved address that is edited is no longer the one that was saved. Problems stay shown
      // while the person fixes them, until the next submit.
      return reactsToEdits(step) ? { ...state, step: { status: 'editing' } } : state;
    default:
      event satisfies never;
      return state;
  }
}
