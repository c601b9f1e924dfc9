'use client';

import * as React from 'react';
import * as z from 'zod/mini';
import type { AddressInput } from '../../api/resources/addresses';
import type { ShippingElementsError } from '../../api/errors';
import type { LiveRatesInput } from '../../api/resources/live-rates';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { countryName } from '../../lib/country-name';
import { compareDecimals, isPositiveApiDecimal, localiseDecimal, normaliseDecimal } from '../../lib/decimal';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useLiveRates } from '../../queries/live-rates';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TextControl } from '../../ui/form-controls';
import { Skeleton } from '../../ui/Skeleton';
import { useStepForm } from '../../ui/use-step-form';
import { SERVICE_GROUPS_TEXT } from './service-groups-text';

/** Props of {@link CheckoutPreview}. */
export interface CheckoutPreviewProps {
  /** The shopper's address the preview asks for. */
  address: AddressInput;
  /** The cart's total the preview starts from (a decimal string in `currency`). */
  cartTotal: string;
  currency: string;
  /** The weight of the cart, in pounds: what sizes the parcel when no default box is set. */
  cartWeight: string;
  onError: (error: ShippingElementsError) => void;
}

const CartSchema = z.object({ total: z.string().check(z.refine((text) => isPositiveApiDecimal(normaliseDecimal(text)), 'amount')) });

/** The place of an address in words: its city, state and country, as the locale names it. */
function placeOf(address: AddressInput, locale: string): string {
  return [address.city, address.state, countryName(locale, address.country)].filter(Boolean).join(', ');
}

/**
 * "A shopper in <place> with a cart of <total> sees…": the options of `POST /live-rates`, the same
 * answer the store's checkout gets. The merchant changes the cart's total to see a free-shipping
 * threshold at work; the preview loads again when a group or the default box changes.
 */
export function CheckoutPreview({ address, cartTotal, currency, cartWeight, onError }: CheckoutPreviewProps): React.JSX.Element {
  const { messages, format, locale } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups;
  const [total, setTotal] = React.useState(cartTotal);
  const input: LiveRatesInput = React.useMemo(
    () => ({ address_to: address, line_items: [{ quantity: 1, total_price: total, currency, weight: cartWeight, weight_unit: 'lb' }] }),
    [address, total, currency, cartWeight],
  );
  const rates = useLiveRates(input);
  useReportQueryError(rates.error, onError);
  const form = useStepForm(CartSchema, { total: localiseDecimal(cartTotal, locale) });
  const submit = form.handleSubmit((values) => setTotal(normaliseDecimal(values.total)));
  const titleId = `${React.useId()}-preview`;
  const options = rates.data?.results ?? [];

  return (
    <section aria-labelledby={titleId} data-se-part="service-groups-preview" data-state={rates.isError ? 'error' : rates.data ? 'ready' : 'loading'}>
      <h3 id={titleId}>{text.preview.title}</h3>
      <form noValidate data-se-part="service-groups-preview-form" onSubmit={(event) => void submit(event)}>
        <TextControl
          label={formatMessage(text.preview.cartTotal, { currency }, locale)}
          field="total"
          inputMode="decimal"
          registration={form.register('total')}
          error={form.formState.errors.total ? text.issues.amount : undefined}
        />
        <Button type="submit" variant="secondary" part="service-groups-preview-show">
          {text.preview.show}
        </Button>
      </form>
      <p data-se-part="service-groups-preview-sentence">
        {formatMessage(text.preview.sentence, { address: placeOf(address, locale), total: format.money(total, currency) }, locale)}
      </p>
      {rates.error ? (
        <ErrorNotice error={rates.error} onRetry={() => void rates.refetch()} />
      ) : !rates.data ? (
        <Skeleton rows={2} label={messages.common.loading} />
      ) : options.length === 0 ? (
        <p data-se-part="service-groups-preview-none">{text.preview.none}</p>
      ) : (
        <ul aria-label={text.preview.optionsLabel} data-se-part="service-groups-preview-options" aria-busy={rates.isFetching || undefined}>
          {options.map((option, index) => (
            <li key={`${option.title}-${index}`} data-se-part="service-groups-preview-option">
              <span data-se-part="preview-option-name">{option.title}</span>{' '}
              <strong data-se-part="preview-option-price">{compareDecimals(option.amount, '0') === 0 ? text.preview.free : format.money(option.amount, option.currency)}</strong>
              {option.estimated_days != null && (
                <span data-se-part="preview-option-days"> · {formatMessage(text.preview.days, { count: option.estimated_days }, locale)}</span>
              )}
              {option.description && <p data-se-part="preview-option-description">{option.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
