'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { AddressForm } from '../AddressForm';
import type { AddressFormValue } from '../AddressForm';
import { countryName } from '../../lib/country-name';
import { addressLines } from '../shared/address/address-lines';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link AddressesStep}. */
export interface AddressesStepProps {
  /** The sender shown as a summary when it is not being edited. */
  sender: AddressFormValue | undefined;
  /** A stored sender (an address id) is loading. */
  senderLoading: boolean;
  /** Loading a stored sender failed. */
  senderError: ShippingElementsError | null;
  onRetrySender: () => void;
  /** Shows the sender's form instead of its summary. */
  editingSender: boolean;
  /** What the sender form shows first. */
  senderDefault: AddressFormValue | undefined;
  /** What the recipient form shows first. */
  recipientDefault: AddressFormValue | undefined;
  onSenderDraftChange: (value: AddressFormValue) => void;
  onRecipientDraftChange: (value: AddressFormValue) => void;
  onSenderSaved: (address: Address) => void;
  onRecipientSaved: (address: Address) => void;
  onEditSender: () => void;
  /** Errors the forms show themselves; they already reach the provider's `onEvent`. */
  onError: (error: ShippingElementsError) => void;
  /** Moves focus into the recipient form each time it changes (after the sender is saved). */
  recipientFocusRequest: number;
}

/** The sender's summary: name and company, then the postal lines as its country writes them. */
function senderLines(address: AddressFormValue, locale: string): string[] {
  const postal = addressLines(address, (code) => countryName(locale, code)).map((line) => line.map((part) => part.text).join(' '));
  return [address.name, address.company, ...postal].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/**
 * The addresses step: the sender (a summary of the host's default, or a form) and then the
 * recipient, both through AddressForm, which validates them with the API.
 */
export function AddressesStep({
  sender,
  senderLoading,
  senderError,
  onRetrySender,
  editingSender,
  senderDefault,
  recipientDefault,
  onSenderDraftChange,
  onRecipientDraftChange,
  onSenderSaved,
  onRecipientSaved,
  onEditSender,
  onError,
  recipientFocusRequest,
}: AddressesStepProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const senderHeadingId = React.useId();
  const recipientForm = React.useRef<HTMLFormElement>(null);

  React.useEffect(() => {
    if (recipientFocusRequest === 0) {
      return undefined;
    }
    // After the sender's form unmounts, and after a dialog that just closed has returned focus.
    const timer = setTimeout(() => recipientForm.current?.querySelector<HTMLElement>('input, select')?.focus());
    return () => clearTimeout(timer);
  }, [recipientFocusRequest]);

  if (editingSender) {
    return (
      <div data-se-part="label-purchase-addresses">
        <AddressForm
          mode="sender"
          defaultValue={senderDefault}
          onValueChange={onSenderDraftChange}
          onSubmit={onSenderSaved}
          onError={onError}
          submitLabel={messages.common.continue}
        />
      </div>
    );
  }

  return (
    <div data-se-part="label-purchase-addresses">
      <section data-se-part="label-purchase-sender" aria-labelledby={senderHeadingId}>
        <h4 id={senderHeadingId} data-se-part="label-purchase-sender-heading">
          {messages.addressForm.legend.sender}
        </h4>
        {senderLoading && <Skeleton rows={3} label={messages.common.loading} />}
        {senderError && <ErrorNotice error={senderError} onRetry={onRetrySender} />}
        {sender && (
          <address data-se-part="label-purchase-sender-address">
            {senderLines(sender, locale).map((line, index) => (
              <React.Fragment key={index}>
                {index > 0 && <br />}
                {line}
              </React.Fragment>
            ))}
          </address>
        )}
        <Button variant="secondary" onClick={onEditSender}>
          {messages.labelPurchase.addresses.changeSender}
        </Button>
      </section>
      <AddressForm
        ref={recipientForm}
        mode="recipient"
        defaultValue={recipientDefault}
        onValueChange={onRecipientDraftChange}
        onSubmit={onRecipientSaved}
        onError={onError}
        submitLabel={messages.common.continue}
      />
    </div>
  );
}
