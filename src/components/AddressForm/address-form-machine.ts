import type { ShippingElementsError } from '../../api/errors';
import type { Address, AddressInput } from '../../api/resources/addresses';
import type { RejectedField } from '../../ui/use-step-form';
import { changedPostalFields, type AddressField } from '../shared/address/address-values';

/*
 * AddressForm's one state machine. The fields themselves live in react-hook-form; this holds
 * where the person is between pressing "Save address" and having a saved address:
 *
 *   editing ──submitted──▶ validating ──validated──▶ saved          (nothing to correct)
 *                              │                 ├─▶ suggestion     (it standardised a postal field)
 *                              │                 ├─▶ correction     (it could not verify it, but suggested one it derived)
 *                              │                 └─▶ invalid        (it could not verify it)
 *                              └──failed──▶ failed
 *   suggestion ──suggestionTaken──▶ saved
 *              ──keepChosen──▶ keeping ──kept──▶ saved (as entered) / ──failed──▶ failed
 *              ──dismissed──▶ editing
 *   correction ──correctionTaken──▶ validating (the suggestion, validated in turn)
 *              ──keepChosen / dismissed──▶ invalid (the entered address and why it is not verified)
 *   saved ──edited──▶ editing
 *   (any step but a busy one) ──checkFailed──▶ editing   (the fields' own checks refused a submit)
 *
 * A submit is refused while a request is out or the suggestion is open. The addresses a person
 * chose to keep as entered are remembered by content (`kept`, in every step): the same address
 * submitted again is saved at once, without asking again or storing a copy. Requests are sent by
 * the controller's actions (use-address-actions.ts), which report their outcome here as events.
 */

/** What "Try again" repeats after a failure: the validating submit, or saving the entered address. */
export type AddressFormRetry = { kind: 'validate' } | { kind: 'keep'; input: AddressInput };

/** The API's verdict on an address it validated: the step it leads to. */
export type AddressFormVerdict =
  | { step: 'suggestion'; entered: AddressInput; suggested: Address; changed: readonly AddressField[] }
  /** Not verified, but the API stored its suggestion in the address's own fields (`suggested`, still `is_valid: false`). */
  | { step: 'correction'; entered: AddressInput; suggested: Address; changed: readonly AddressField[] }
  | { step: 'invalid'; address: Address }
  | { step: 'saved'; address: Address };

/** One step of the flow, with what that step shows. */
export type AddressFormStep =
  | { step: 'editing' }
  | { step: 'validating' }
  | { step: 'keeping' }
  | AddressFormVerdict
  | {
      step: 'failed';
      error: ShippingElementsError;
      /** False when the API blamed fields (a 400 with field errors): they are shown, not a generic failure. */
      showNotice: boolean;
      /** The blamed fields the form shows, in the country's order: marked on their fields. */
      rejected: readonly RejectedField[];
      /** True when the API blamed something no field of the form holds (`__all__`, a field the country hides). */
      unmatched: boolean;
      retry: AddressFormRetry;
    };

/** The machine's state: the step (its discriminant is `step`), and the addresses kept as entered, by content key. */
export type AddressFormState = AddressFormStep & { kept: ReadonlyMap<string, Address> };

/** What happens to the form. */
export type AddressFormEvent =
  | { type: 'submitted' }
  | { type: 'validated'; input: AddressInput; address: Address }
  | { type: 'suggestionTaken' }
  | { type: 'correctionTaken' }
  | { type: 'keepChosen' }
  | { type: 'kept'; key: string; address: Address }
  | { type: 'dismissed' }
  | { type: 'failed'; error: ShippingElementsError; showNotice: boolean; rejected: readonly RejectedField[]; unmatched: boolean; retry: AddressFormRetry }
  | { type: 'resaved'; address: Address }
  | { type: 'checkFailed' }
  | { type: 'edited' };

/** The first state: editing, nothing kept yet. */
export function initialAddressFormState(): AddressFormState {
  return { step: 'editing', kept: new Map() };
}

/** True while a request is out or a choice is pending: a new submit is ignored. */
export function isBusy(state: AddressFormState): boolean {
  return state.step === 'validating' || state.step === 'keeping' || state.step === 'suggestion' || state.step === 'correction';
}

/**
 * The step an address validated by the API leads to: not verifiable (with a suggestion when the
 * API returned other postal fields than were sent), a standardised postal field to confirm, or
 * saved as it is.
 */
export function verdictOf(input: AddressInput, address: Address): AddressFormVerdict {
  const changed = changedPostalFields(input, address);
  if (address.validation_results?.is_valid === false) {
    return changed.length > 0 ? { step: 'correction', entered: input, suggested: address, changed } : { step: 'invalid', address };
  }
  return changed.length > 0 ? { step: 'suggestion', entered: input, suggested: address, changed } : { step: 'saved', address };
}

/**
 * The address "Yes, use this address" validates: the entered one with the postal fields the API
 * changed taken from its suggestion.
 */
export function correctedInput(state: Extract<AddressFormState, { step: 'correction' }>): AddressInput {
  const corrected: AddressInput = { ...state.entered };
  for (const field of state.changed) {
    corrected[field] = state.suggested[field] ?? '';
  }
  return corrected;
}

/** The entered address "Keep the address I entered" saves: from the dialog, or again after it failed. */
export function keptInput(state: AddressFormState): AddressInput | undefined {
  if (state.step === 'suggestion') {
    return state.entered;
  }
  return state.step === 'failed' && state.retry.kind === 'keep' ? state.retry.input : undefined;
}

/** The same `kept` in another step. */
function to(state: AddressFormState, step: AddressFormStep): AddressFormState {
  return { ...step, kept: state.kept };
}

/** AddressForm's reducer. Events that make no sense in a step are ignored (the same state). */
export function addressFormMachine(state: AddressFormState, event: AddressFormEvent): AddressFormState {
  switch (event.type) {
    case 'submitted':
      return isBusy(state) ? state : to(state, { step: 'validating' });
    case 'validated':
      return state.step === 'validating' ? to(state, verdictOf(event.input, event.address)) : state;
    case 'suggestionTaken':
      return state.step === 'suggestion' ? to(state, { step: 'saved', address: state.suggested }) : state;
    case 'correctionTaken':
      return state.step === 'correction' ? to(state, { step: 'validating' }) : state;
    case 'keepChosen':
      // Keeping an address the API could not verify is not saving it: the form says why it is not verified.
      if (state.step === 'correction') {
        return to(state, { step: 'invalid', address: state.suggested });
      }
      // The controller sends keptInput(state): there must be one.
      return keptInput(state) ? to(state, { step: 'keeping' }) : state;
    case 'kept':
      return state.step === 'keeping' ? { step: 'saved', address: event.address, kept: new Map(state.kept).set(event.key, event.address) } : state;
    case 'dismissed':
      if (state.step === 'correction') {
        return to(state, { step: 'invalid', address: state.suggested });
      }
      return state.step === 'suggestion' ? to(state, { step: 'editing' }) : state;
    case 'failed': {
      const { type: _type, ...failure } = event;
      return state.step === 'validating' || state.step === 'keeping' ? to(state, { step: 'failed', ...failure }) : state;
    }
    case 'resaved':
      return isBusy(state) ? state : to(state, { step: 'saved', address: event.address });
    case 'checkFailed':
      // A submit the fields' own checks refused: no earlier result describes these fields.
      return isBusy(state) ? state : to(state, { step: 'editing' });
    case 'edited':
      // A saved address that is edited is no longer the one that was saved. Problems stay shown
      // while the person fixes them, until the next submit.
      return state.step === 'saved' ? to(state, { step: 'editing' }) : state;
    default:
      event satisfies never;
      return state;
  }
}
