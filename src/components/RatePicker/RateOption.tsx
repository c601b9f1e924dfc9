'use client';

import * as React from 'react';
import type { Rate, RateAttribute } from '../../api/resources/rates';
import { ratePicker } from '../../locales/en/rate-picker';
import { useShippingElements, type Formatters } from '../../provider/context';
import { compareMoney } from '../../provider/format';
import { formatMessage, type Messages } from '../../provider/messages';
import type { ServiceGroupOption } from './service-group-options';

/** What one option offers: a carrier rate, or a checkout option built from a service group. */
export type RateOptionSubject = { kind: 'rate'; rate: Rate } | { kind: 'service-group'; option: ServiceGroupOption };

/** Props of {@link RateOption}. */
export interface RateOptionProps {
  /** `name` shared by every radio of the picker, so the browser treats them as one group. */
  name: string;
  /** The radio's value: the rate id, or the service group id. */
  value: string;
  checked: boolean;
  /** Stable across renders, so memoised options do not re-render when another one is picked. */
  onSelect: (value: string) => void;
  subject: RateOptionSubject;
  /** Index in a virtualized list (`data-index`, read back by the virtualizer when it measures the row). */
  virtualIndex?: number | undefined;
  /** Offset in px in a virtualized list; the option is then laid out absolutely. */
  virtualStart?: number | undefined;
  /**
   * Number of options in a virtualized list. With `virtualIndex`, tells assistive technology the
   * radio's position in the whole list, since only some radios are in the DOM.
   */
  virtualCount?: number | undefined;
}

interface Detail {
  part: string;
  text: string;
}

function isRateAttribute(value: string, messages: Messages): value is RateAttribute {
  return Object.hasOwn(messages.rateAttributes, value);
}

/** Transit time lines of a rate: estimated days (plural), arrival time, or "not provided". */
function deliveryDetails(rate: Rate, messages: Messages, format: Formatters, locale: string): Detail[] {
  const details: Detail[] = [];
  if (rate.estimated_days != null) {
    details.push({ part: 'rate-option-days', text: formatMessage(messages.ratePicker.estimatedDays, { count: rate.estimated_days }, locale) });
  }
  if (rate.arrives_by) {
    details.push({ part: 'rate-option-arrives-by', text: formatMessage(messages.ratePicker.arrivesBy, { time: format.time(rate.arrives_by) }, locale) });
  }
  if (details.length === 0) {
    details.push({ part: 'rate-option-days', text: messages.ratePicker.deliveryTimeUnknown });
  }
  return details;
}

function rateDetails(rate: Rate, messages: Messages, format: Formatters, locale: string): Detail[] {
  const details: Detail[] = [];
  if (rate.amount_local && rate.currency_local && rate.currency_local !== rate.currency) {
    details.push({
      part: 'rate-option-local-price',
      text: formatMessage(
        messages.ratePicker.localPrice,
        { amount: format.money(rate.amount_local, rate.currency_local), currency: rate.currency_local },
        locale,
      ),
    });
  }
  details.push(...deliveryDetails(rate, messages, format, locale));
  // One estimate per card: `estimated_days` (the API's average, in the reader's words, the one
  // the list sorts by and FASTEST is given for) wins; the carrier's terms ("Delivery in 1 to 5
  // business days") would disagree beside it, so they stand in only when there are no days. They
  // are English display text from the API: shown beside English text only, so a French list never
  // reads "4 jours ouvrés · Delivery in 1 to 5 business days".
  if (rate.duration_terms && rate.estimated_days == null && messages.language === 'en') {
    details.push({ part: 'rate-option-terms', text: rate.duration_terms });
  }
  // The insurance price is already part of `amount` (spec §2): say so, never add it again.
  if (rate.included_insurance_price && compareMoney(rate.included_insurance_price, '0') > 0) {
    details.push({
      part: 'rate-option-insurance',
      text: formatMessage(messages.ratePicker.includesInsurance, { amount: format.money(rate.included_insurance_price, rate.currency) }, locale),
    });
  }
  return details;
}

function serviceGroupDetails(option: ServiceGroupOption, messages: Messages, format: Formatters, locale: string): Detail[] {
  const details: Detail[] = [];
  if (option.group.description) {
    details.push({ part: 'rate-option-description', text: option.group.description });
  }
  if (option.pricing === 'flat-rate') {
    details.push({ part: 'rate-option-pricing', text: messages.ratePicker.flatRate });
  } else if (option.pricing === 'free-shipping') {
    details.push({ part: 'rate-option-pricing', text: messages.ratePicker.freeShipping });
  }
  if (option.rate) {
    const service = option.rate.servicelevel.name ?? option.rate.servicelevel.token ?? '';
    details.push({ part: 'rate-option-carrier-service', text: formatMessage(messages.ratePicker.shipsWith, { carrier: option.rate.provider, service }, locale) });
    details.push(...deliveryDetails(option.rate, messages, format, locale));
  }
  return details;
}

/**
 * One native radio of the RatePicker, with the rate's carrier, service, price and delivery
 * details. Internal part: not exported from the package.
 *
 * @remarks
 * The radio is named by carrier, service and price only (`aria-labelledby`), so a screen reader
 * hears "Parcelwise Ground $8.95" and then the details as its description; the logo's alt text
 * and the badges stay out of the name. The whole row is the `<label>`, so clicking anywhere
 * on it picks the option.
 */
export const RateOption = /* @__PURE__ */ React.memo(
  /* @__PURE__ */ React.forwardRef<HTMLLabelElement, RateOptionProps>(function RateOption(
    { name, value, checked, onSelect, subject, virtualIndex, virtualStart, virtualCount },
    forwardedRef,
  ) {
    const { messages, format, locale } = useShippingElements('RatePicker', { ratePicker });
    const id = React.useId();
    const titleId = `${id}-title`;
    const detailsId = `${id}-details`;

    let carrier: string | undefined;
    let service: string;
    let price: string;
    let details: Detail[];
    let attributes: RateAttribute[] = [];
    let logo: string | undefined;
    if (subject.kind === 'rate') {
      const { rate } = subject;
      carrier = rate.provider;
      service = rate.servicelevel.name ?? rate.servicelevel.token ?? '';
      price = format.money(rate.amount, rate.currency);
      details = rateDetails(rate, messages, format, locale);
      attributes = (rate.attributes ?? []).filter((attribute) => isRateAttribute(attribute, messages));
      logo = rate.provider_image_75 ?? undefined;
    } else {
      const { option } = subject;
      service = option.group.name;
      price = option.pricing === 'free-shipping' ? messages.ratePicker.free : format.money(option.amount, option.currency);
      details = serviceGroupDetails(option, messages, format, locale);
    }

    return (
      <label
        ref={forwardedRef}
        data-se-part="rate-option"
        data-state={checked ? 'checked' : 'unchecked'}
        data-kind={subject.kind}
        data-pricing={subject.kind === 'service-group' ? subject.option.pricing : undefined}
        data-attributes={attributes.length > 0 ? attributes.join(' ') : undefined}
        data-index={virtualIndex}
        style={
          virtualStart === undefined
            ? undefined
            : { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%', transform: `translateY(${virtualStart}px)` }
        }
      >
        <input
          type="radio"
          data-se-part="rate-option-input"
          name={name}
          value={value}
          checked={checked}
          onChange={() => onSelect(value)}
          aria-labelledby={titleId}
          aria-describedby={detailsId}
          aria-setsize={virtualIndex === undefined ? undefined : virtualCount}
          aria-posinset={virtualIndex === undefined || virtualCount === undefined ? undefined : virtualIndex + 1}
        />
        {logo && (
          <img
            data-se-part="rate-option-logo"
            src={logo}
            alt={formatMessage(messages.ratePicker.logoAlt, { carrier: carrier ?? '' }, locale)}
            loading="lazy"
            decoding="async"
          />
        )}
        {/* Spaces between the parts keep the accessible name readable ("Parcelwise Ground $8.95"). */}
        <span data-se-part="rate-option-title" id={titleId}>
          {carrier && (
            <>
              <span data-se-part="rate-option-carrier">{carrier}</span>{' '}
            </>
          )}
          <span data-se-part="rate-option-service">{service}</span>{' '}
          <span data-se-part="rate-option-price">{price}</span>
        </span>
        <span data-se-part="rate-option-details" id={detailsId}>
          {details.map((detail, index) => (
            <React.Fragment key={`${detail.part}-${index}`}>
              {index > 0 && ' '}
              <span data-se-part={detail.part}>{detail.text}</span>
            </React.Fragment>
          ))}
          {attributes.length > 0 && (
            <>
              {' '}
              <span data-se-part="rate-option-badges">
                {attributes.map((attribute) => (
                  <React.Fragment key={attribute}>
                    <span data-se-part="rate-option-badge" data-attribute={attribute}>
                      {messages.rateAttributes[attribute]}
                    </span>{' '}
                  </React.Fragment>
                ))}
              </span>
            </>
          )}
        </span>
      </label>
    );
  }),
);
