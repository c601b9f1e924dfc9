'use client';

import * as React from 'react';
import type { Message } from '../../api/resources/shared';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { carrierMessageText } from '../shared/carrier-message-text';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link PurchaseError}. */
export interface PurchaseErrorProps {
  /** The transaction that ended in ERROR. */
  transaction: Transaction;
  /** Back to the rates, with everything typed kept. */
  onChooseAnotherRate: () => void;
}

/** A carrier's message about a purchase, in the kit's words where the code is known. */
function purchaseMessageText(message: Message, messages: Messages, locale: string): string {
  if (message.code === 'label_generation_failed' && message.source) {
    return formatMessage(messages.labelPurchase.result.labelGenerationFailed, { carrier: message.source }, locale);
  }
  return carrierMessageText(message, messages.carrierMessages, locale);
}

/**
 * A label the carrier could not create: its messages (the known codes in the reader's language,
 * any other as the carrier reporting a problem, never the API's English), and the way back to the rates.
 * Nothing is retried by itself; the person picks again.
 */
export function PurchaseError({ transaction, onChooseAnotherRate }: PurchaseErrorProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const carrierMessages = transaction.messages ?? [];
  return (
    <ErrorNotice part="label-purchase-error" actions={<Button onClick={onChooseAnotherRate}>{messages.labelPurchase.chooseAnotherRate}</Button>}>
      {carrierMessages.length > 0 && (
        <>
          <p data-se-part="label-purchase-error-heading">{messages.labelPurchase.result.carrierMessages}</p>
          <ul data-se-part="label-purchase-error-messages">
            {carrierMessages.map((message, index) => (
              <li key={`${message.code ?? ''}-${index}`} data-code={message.code ?? undefined}>
                {purchaseMessageText(message, messages, locale)}
              </li>
            ))}
          </ul>
        </>
      )}
    </ErrorNotice>
  );
}
