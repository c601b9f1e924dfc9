'use client';

import * as React from 'react';
import type { Address, AddressInput } from '../../api/resources/addresses';
import type { Messages } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { AddressField, AddressFormValue } from '../shared/address/address-values';
import { addressLines } from '../shared/address/address-lines';

/** Props of {@link AddressSuggestion}. */
export interface AddressSuggestionProps {
  /** What was sent for validation (already cleaned). */
  entered: AddressInput;
  /** The address the API validated and standardised. */
  suggested: Address;
  /** The postal fields that differ between the two. */
  changed: readonly AddressField[];
  /**
   * `standardised`: the API verified its version of the address ("Confirm your address");
   * `correction`: it could not verify the entered one and suggests another ("Did you mean this address?").
   */
  kind: 'standardised' | 'correction';
  messages: Messages['addressForm'];
  /** The country's name in the active locale. */
  countryName: (code: string) => string;
  onUseSuggested: () => void;
  onKeepEntered: () => void;
  /** Escape, or a click outside: back to the form with nothing chosen. */
  onDismiss: () => void;
}

function AddressLines({
  address,
  changed,
  changedLabel,
  countryName,
}: {
  address: AddressFormValue;
  changed: readonly AddressField[];
  changedLabel: string | undefined;
  countryName: (code: string) => string;
}) {
  const lines = addressLines(address, countryName);
  return (
    <p data-se-part="address-form-suggestion-lines">
      {lines.map((line, lineIndex) => (
        <React.Fragment key={line.map((part) => part.field).join('-')}>
          {lineIndex > 0 && <br />}
          {line.map((part, partIndex) => (
            <React.Fragment key={part.field}>
              {partIndex > 0 && ' '}
              {changedLabel !== undefined && changed.includes(part.field) ? (
                <mark data-se-part="address-form-suggestion-change">
                  {part.text}
                  {/* <mark> is not announced by every screen reader, so the change is also said in words. */}
                  <span data-se-part="visually-hidden"> {changedLabel}</span>
                </mark>
              ) : (
                part.text
              )}
            </React.Fragment>
          ))}
        </React.Fragment>
      ))}
    </p>
  );
}

/**
 * The suggestion step of AddressForm: what the person typed beside the API's standardised
 * version (or, for an address it could not verify, the one it suggests), with the changed parts
 * marked, and a choice between the two. A modal dialog, so focus
 * moves into it (onto "Use suggested", its first control) and stays there; the form puts it back
 * on its submit button when the dialog goes away.
 */
export function AddressSuggestion({
  entered,
  suggested,
  changed,
  kind,
  messages,
  countryName,
  onUseSuggested,
  onKeepEntered,
  onDismiss,
}: AddressSuggestionProps): React.JSX.Element {
  const enteredHeadingId = React.useId();
  const suggestedHeadingId = React.useId();
  const words = kind === 'correction' ? { ...messages.suggestion, ...messages.correction } : messages.suggestion;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) {
          onDismiss();
        }
      }}
      title={words.title}
      description={words.description}
    >
      <div data-se-part="address-form-suggestion" data-kind={kind}>
        <div role="group" aria-labelledby={enteredHeadingId} data-se-part="address-form-suggestion-option" data-kind="entered">
          <h3 id={enteredHeadingId} data-se-part="address-form-suggestion-heading">
            {messages.suggestion.youEntered}
          </h3>
          <AddressLines address={entered} changed={changed} changedLabel={undefined} countryName={countryName} />
        </div>
        <div role="group" aria-labelledby={suggestedHeadingId} data-se-part="address-form-suggestion-option" data-kind="suggested">
          <h3 id={suggestedHeadingId} data-se-part="address-form-suggestion-heading">
            {words.weSuggest}
          </h3>
          <AddressLines address={suggested} changed={changed} changedLabel={messages.suggestion.changed} countryName={countryName} />
        </div>
      </div>
      <div data-se-part="address-form-suggestion-actions">
        <Button onClick={onUseSuggested}>{words.useSuggested}</Button>
        <Button variant="secondary" onClick={onKeepEntered}>
          {words.keepMine}
        </Button>
      </div>
    </Dialog>
  );
}
