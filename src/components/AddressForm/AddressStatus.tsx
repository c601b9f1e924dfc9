'use client';

import * as React from 'react';
import type { Address } from '../../api/resources/addresses';
import type { Messages } from '../../provider/messages';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { AddressFormState } from './address-form-machine';

/** Props of {@link AddressStatus}. */
export interface AddressStatusProps {
  state: AddressFormState;
  messages: Messages;
  /** Repeats what failed (the validating submit, or saving the address as entered). */
  onRetry: () => void;
}

/** An API validation message in the catalogue's words, by its code (never the API's English). */
function validationMessageText(code: string | null | undefined, texts: Messages['addressForm']['validationMessages']): string {
  return (texts as Partial<Record<string, string>>)[code ?? ''] ?? texts.unknown;
}

/** The API's messages worth showing for an address: never a correction (see below). */
function shownValidationMessages(address: Address | undefined) {
  // Corrections ("The street address was standardised.") were either accepted with the
  // suggestion or, beside "The address could not be found.", contradict the verdict: only the
  // errors and warnings are the person's business.
  return (address?.validation_results?.messages ?? []).filter((message) => message.type !== 'address_correction');
}

/**
 * The result area under the fields: why the API could not verify the address, its warnings about
 * a saved one, a failed request (with "Try again"), the 400 problems that name no field, and the
 * live status line ("Checking address…", "Address verified" with a residential or commercial
 * badge). Each shows only in its own step, so nothing from a previous submit is left behind.
 */
export function AddressStatus({ state, messages, onRetry }: AddressStatusProps): React.JSX.Element {
  const text = messages.addressForm;
  const invalid = state.step === 'invalid';
  const saved = state.step === 'saved' ? state.address : undefined;
  const shown = shownValidationMessages(invalid ? state.address : saved);
  const verified = saved?.validation_results?.is_valid === true;
  return (
    <>
      {(invalid || shown.length > 0) && (
        <div role={invalid ? 'alert' : undefined} data-se-part="address-form-messages" data-kind={invalid ? 'error' : 'warning'}>
          {shown.length > 0 && <p data-se-part="address-form-messages-heading">{text.validationWarningsHeading}</p>}
          {invalid && <p>{text.invalidAddress}</p>}
          {shown.length > 0 && (
            <ul>
              {shown.map((message, index) => (
                <li key={`${message.code ?? ''}-${index}`} data-se-part="address-form-message" data-type={message.type ?? undefined}>
                  {validationMessageText(message.code, text.validationMessages)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {state.step === 'failed' && state.showNotice && <ErrorNotice error={state.error} onRetry={onRetry} />}
      {state.step === 'failed' && state.unmatched && (
        // The API's own sentences about the address go to onError; the person reads the catalogue's.
        // No retry: it would send the same address again.
        <ErrorNotice error={state.error} part="address-form-messages" message={text.serverError} />
      )}

      <p role="status" data-se-part="address-form-status">
        {state.step === 'validating' && text.validating}
        {state.step === 'keeping' && messages.common.saving}
        {saved && (verified ? text.verified : text.savedUnverified)}
        {saved && typeof saved.is_residential === 'boolean' && (
          <>
            {' '}
            <span data-se-part="address-form-badge" data-kind={saved.is_residential ? 'residential' : 'commercial'}>
              {saved.is_residential ? text.residential : text.commercial}
            </span>
          </>
        )}
      </p>
    </>
  );
}
