'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import { useShippingElements } from '../../provider/context';
import { AddressForm } from '../AddressForm';
import { ACCOUNT_ONBOARDING_TEXT } from './account-onboarding-text';

/**
 * The first step: the address the account ships from, entered and validated with AddressForm
 * (a sender: phone and e-mail required). Saved by the API, it is the account's ship-from (its
 * oldest stored address, until labels say otherwise).
 */
export function ShipFromStep({ onSaved, onError }: { onSaved: () => void; onError: (error: ShippingElementsError) => void }): React.JSX.Element {
  const { messages } = useShippingElements('AccountOnboarding', ACCOUNT_ONBOARDING_TEXT);
  return (
    <div data-se-part="account-onboarding-ship-from">
      <p>{messages.accountOnboarding.shipFromIntro}</p>
      <AddressForm mode="sender" submitLabel={messages.common.continue} onSubmit={onSaved} onError={onError} />
    </div>
  );
}
