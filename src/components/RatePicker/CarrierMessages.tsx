'use client';

import type * as React from 'react';
import type { Message } from '../../api/resources/shared';
import { ratePicker } from '../../locales/en/rate-picker';
import { useShippingElements } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { Button } from '../../ui/Button';

/** A carrier's message as a sentence: a timeout and the API's own notices in the kit's words, anything else as the carrier sent it. */
export function carrierMessageText(message: Message, text: Messages['ratePicker'], locale: string): string {
  const carrier = message.source ?? '';
  if (message.code === 'carrier_timeout' && carrier !== '') {
    return formatMessage(text.carrierTimeout, { carrier }, locale);
  }
  // The API's own notice, not a carrier's: its sentence, without "<source> says".
  if (message.code === 'customs_declaration_missing') {
    return text.customsDeclarationMissing;
  }
  const body = message.text ?? message.code ?? '';
  return carrier === '' ? body : formatMessage(text.carrierMessage, { carrier, text: body }, locale);
}

/** The carriers' messages as a list; nothing when there are none. */
function CarrierMessageList({ messages }: { messages: readonly Message[] }): React.JSX.Element | null {
  const { messages: catalogue, locale } = useShippingElements('RatePicker', { ratePicker });
  if (messages.length === 0) {
    return null;
  }
  return (
    <ul data-se-part="rate-picker-message-list">
      {messages.map((message, index) => (
        <li key={`${message.code ?? ''}-${index}`} data-se-part="rate-picker-message" data-code={message.code ?? undefined}>
          {carrierMessageText(message, catalogue.ratePicker, locale)}
        </li>
      ))}
    </ul>
  );
}

/** Above a ready list: what the carriers said (a timeout means some rates are missing). */
export function CarrierMessages({ messages }: { messages: readonly Message[] }): React.JSX.Element | null {
  const { messages: catalogue } = useShippingElements('RatePicker', { ratePicker });
  if (messages.length === 0) {
    return null;
  }
  return (
    <div data-se-part="rate-picker-messages">
      <p data-se-part="rate-picker-messages-heading">{catalogue.ratePicker.carrierMessagesHeading}</p>
      <CarrierMessageList messages={messages} />
    </div>
  );
}

/** Props of {@link EmptyNotice}. */
export interface EmptyNoticeProps {
  reason: 'filters' | 'no-rates';
  /** The carriers' messages, which say why there are no rates. */
  carrierMessages: readonly Message[];
  onClearFilters: () => void;
}

/**
 * Why there is nothing to pick: the filters (with a button that clears them), or no rates at all
 * (with the carriers' reasons). A status region, so a filter change that leaves nothing is announced.
 */
export function EmptyNotice({ reason, carrierMessages, onClearFilters }: EmptyNoticeProps): React.JSX.Element {
  const { messages } = useShippingElements('RatePicker', { ratePicker });
  const text = messages.ratePicker;
  return (
    <div data-se-part="rate-picker-empty" data-reason={reason} role="status">
      {reason === 'filters' ? (
        <>
          <p>{text.emptyAfterFilters}</p>
          <Button variant="secondary" onClick={onClearFilters}>
            {text.filters.clear}
          </Button>
        </>
      ) : (
        <>
          <p>{carrierMessages.length > 0 ? text.emptyWithReasons : text.empty}</p>
          <CarrierMessageList messages={carrierMessages} />
        </>
      )}
    </div>
  );
}
