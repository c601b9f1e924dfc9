import type { Message } from '../../api/resources/shared';
import { createFormatters } from '../../provider/format';
import { formatMessage, type Messages } from '../../provider/messages';
import { countryName } from '../../lib/country-name';
import type { QuoteFacts } from './quote-facts';

// The words are the `carrierMessages` namespace (src/locales/<lang>/carrier-messages.ts), which
// a part that says a carrier's message brings with its block's own.

/**
 * A carrier's message as a sentence of the catalogue, chosen by its code: never the API's own
 * text, which is English whatever the reader's language. The route's countries and the package's
 * weight come from the shipment (`facts`), named and formatted for the locale; a code the kit does
 * not know says that the carrier reported a problem.
 */
export function carrierMessageText(message: Message, text: Messages['carrierMessages'], locale: string, facts: QuoteFacts = {}): string {
  const carrier = message.source ?? '';
  // The API's own notice, not a carrier's.
  if (message.code === 'customs_declaration_missing') {
    return text.customsDeclarationMissing;
  }
  if (carrier === '') {
    return text.unknownWithoutCarrier;
  }
  switch (message.code ?? undefined) {
    case 'carrier_timeout':
      return formatMessage(text.carrierTimeout, { carrier }, locale);
    case 'service_unavailable_for_lane':
      return facts.from && facts.to
        ? formatMessage(text.service_unavailable_for_lane, { carrier, from: countryName(locale, facts.from), to: countryName(locale, facts.to) }, locale)
        : formatMessage(text.laneUnknown, { carrier }, locale);
    case 'weight_limit_exceeded':
      return facts.heaviest
        ? formatMessage(text.weight_limit_exceeded, { carrier, weight: createFormatters(locale).weight(facts.heaviest.weight, facts.heaviest.unit) }, locale)
        : formatMessage(text.weightUnknown, { carrier }, locale);
    case undefined:
    default:
      return formatMessage(text.unknown, { carrier }, locale);
  }
}
