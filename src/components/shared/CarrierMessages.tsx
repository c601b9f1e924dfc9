'use client';

import type * as React from 'react';
import type { Message } from '../../api/resources/shared';
import { ratePicker } from '../../locales/en/rate-picker';
import { useShippingElements } from '../../provider/context';
import { createFormatters } from '../../provider/format';
import { formatMessage, type Messages } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { countryName } from '../../lib/country-name';
import type { QuoteFacts } from './quote-facts';

/**
 * A carrier's message as a sentence of the catalogue, chosen by its code: never the API's own
 * text, which is English whatever the reader's language. The route's countries and the package's
 * weight come from the shipment (`facts`), named and formatted for the locale; a code the kit does
 * not know says that the carrier reported a problem.
 */
export function carrierMessageText(message: Message, text: Messages['ratePicker'], locale: string, facts: QuoteFacts = {}): string {
  const carrier = message.source ?? '';
  const known = text.carrierMessages;
  // The API's own notice, not a carrier's.
  if (message.code === 'customs_declaration_missing') {
    return text.customsDeclarationMissing;
  }
  if (carrier === '') {
    return known.unknownWithoutCarrier;
  }
  switch (message.code ?? undefined) {
    case 'carrier_timeout':
      return formatMessage(text.carrierTimeout, { carrier }, locale);
    case 'service_unavailable_for_lane':
      return facts.from && facts.to
        ? formatMessage(known.service_unavailable_for_lane, { carrier, from: countryName(locale, facts.from), to: countryName(locale, facts.to) }, locale)
        : formatMessage(known.laneUnknown, { carrier }, locale);
    case 'weight_limit_exceeded':
      return facts.heaviest
        ? formatMessage(known.weight_limit_exceeded, { carrier, weight: createFormatters(locale).weight(facts.heaviest.weight, facts.heaviest.unit) }, locale)
        : formatMessage(known.weightUnknown, { carrier }, locale);
    case undefined:
    default:
      return formatMessage(known.unknown, { carrier }, locale);
  }
}

/** The carriers' messages as a list; nothing when there are none. */
function CarrierMessageList({ messages, facts }: { messages: readonly Message[]; facts: QuoteFacts }): React.JSX.Element | null {
  const { messages: catalogue, locale } = useShippingElements('RatePicker', { ratePicker });
  if (messages.length === 0) {
    return null;
  }
  return (
    <ul data-se-part="rate-picker-message-list">
      {messages.map((message, index) => (
        <li key={`${message.code ?? ''}-${index}`} data-se-part="rate-picker-message" data-code={message.code ?? undefined}>
          {carrierMessageText(message, catalogue.ratePicker, locale, facts)}
        </li>
      ))}
    </ul>
  );
}

/** Above a ready list: what the carriers said (a timeout means some rates are missing). */
export function CarrierMessages({ messages, facts }: { messages: readonly Message[]; facts: QuoteFacts }): React.JSX.Element | null {
  const { messages: catalogue } = useShippingElements('RatePicker', { ratePicker });
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
          <CarrierMessageList messages={carrierMessages} facts={facts} />
        </>
      )}
    </div>
  );
}
