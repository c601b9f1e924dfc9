'use client';

import type * as React from 'react';
import type { Message } from '../../api/resources/shared';
import { carrierMessages } from '../../locales/en/carrier-messages';
import { ratePicker } from '../../locales/en/rate-picker';
import { carrierMessageText } from '../shared/carrier-message-text';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import type { QuoteFacts } from '../shared/quote-facts';

/** The namespaces RatePicker's carrier messages and empty notice read. */
const TEXT = { ratePicker, carrierMessages };

/** The carriers' messages as a list; nothing when there are none. */
function CarrierMessageList({ messages, facts }: { messages: readonly Message[]; facts: QuoteFacts }): React.JSX.Element | null {
  const { messages: catalogue, locale } = useShippingElements('RatePicker', TEXT);
  if (messages.length === 0) {
    return null;
  }
  return (
    <ul data-se-part="rate-picker-message-list">
      {messages.map((message, index) => (
        <li key={`${message.code ?? ''}-${index}`} data-se-part="rate-picker-message" data-code={message.code ?? undefined}>
          {carrierMessageText(message, catalogue.carrierMessages, locale, facts)}
        </li>
      ))}
    </ul>
  );
}

/** Above a ready list: what the carriers said (a timeout means some rates are missing). */
export function CarrierMessages({ messages, facts }: { messages: readonly Message[]; facts: QuoteFacts }): React.JSX.Element | null {
  const { messages: catalogue } = useShippingElements('RatePicker', TEXT);
  if (messages.length === 0) {
    return null;
  }
  return (
    <div data-se-part="rate-picker-messages">
      <p data-se-part="rate-picker-messages-heading">{catalogue.ratePicker.carrierMessagesHeading}</p>
      <CarrierMessageList messages={messages} facts={facts} />
    </div>
  );
}

/** Props of {@link EmptyNotice}. */
export interface EmptyNoticeProps {
  reason: 'filters' | 'no-rates';
  /** The carriers' messages, which say why there are no rates. */
  carrierMessages: readonly Message[];
  /** What the messages may name: the route, the heaviest package. */
  facts: QuoteFacts;
  onClearFilters: () => void;
}

/**
 * Why there is nothing to pick: the filters (with a button that clears them), or no rates at all
 * (with the carriers' reasons). A status region, so a filter change that leaves nothing is announced.
 */
export function EmptyNotice({ reason, carrierMessages, facts, onClearFilters }: EmptyNoticeProps): React.JSX.Element {
  const { messages } = useShippingElements('RatePicker', TEXT);
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
          <CarrierMessageList messages={carrierMessages} facts={facts} />
        </>
      )}
    </div>
  );
}
