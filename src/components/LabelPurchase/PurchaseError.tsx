'use client';

import * as React from 'react';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link PurchaseError}. */
export interface PurchaseErrorProps {
  /** The transaction that ended in ERROR. */
  transaction: Transaction;
  /** Back to the rates, with everything typed kept. */
  onChooseAnotherRate: () => void;
}

/**
 * A label the carrier could not create: its messages, and the way back to the rates. Nothing is
 * retried by itself; the person picks again.
 */
export function PurchaseError({ transaction, onChooseAnotherRate }: PurchaseErrorProps): React.JSX.Element {
  const { messages } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const carrierMessages = transaction.messages ?? [];
  return (
    <div data-se-part="label-purchase-error">
      {carrierMessages.length > 0 && (
        <>
          <p data-se-part="label-purchase-error-heading">{messages.labelPurchase.result.carrierMessages}</p>
          <ul data-se-part="label-purchase-error-messages">
            {carrierMessages.map((message, index) => (
              <li key={`${message.code ?? ''}-${index}`} data-code={message.code ?? undefined}>
                {message.text ?? message.code}
              </li>
            ))}
          </ul>
        </>
      )}
      <div data-se-part="label-purchase-actions">
        <Button onClick={onChooseAnotherRate}>{messages.labelPurchase.chooseAnotherRate}</Button>
      </div>
    </div>
  );
}
