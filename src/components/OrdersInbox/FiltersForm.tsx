'use client';

import * as React from 'react';
import type { OrderFilters, OrderStatus } from '../../api/resources/orders';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { ORDER_STATUSES } from '../../queries/orders';
import { Button } from '../../ui/Button';
import { SelectControl, TextControl } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { filtersOfValues, FilterValuesSchema, ORDER_CHANNELS, valuesOfFilters } from './filter-values';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';

/**
 * Platforms whose brand is spelled otherwise than the API's identifier (`Bigcommerce`). A brand
 * reads the same in every language, so these are not in the catalogues.
 */
const BRAND_NAMES: Readonly<Record<string, string>> = { Bigcommerce: 'BigCommerce', Godaddy: 'GoDaddy', Spreecommerce: 'Spree Commerce', StripeRelay: 'Stripe' };

/** The name a sales channel is shown by: the catalogue's word, or the platform's own name. */
export function useChannelName() {
  const { messages } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const channels = messages.ordersInbox.channels;
  return React.useCallback((shopApp: string | null | undefined) => (shopApp ? (channels[shopApp] ?? BRAND_NAMES[shopApp] ?? shopApp) : ''), [channels]);
}

/**
 * The filters of the list: statuses (with their counts), sales channel, placed-at days and the
 * search. Applied together on submit, so one filter change is one request.
 */
export function FiltersForm({
  filters,
  counts,
  onApply,
}: {
  filters: OrderFilters;
  counts: Partial<Record<OrderStatus, number>>;
  onApply: (filters: OrderFilters) => void;
}): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox.filters;
  const channelName = useChannelName();
  const form = useStepForm(FilterValuesSchema, valuesOfFilters(filters));
  const { register, handleSubmit, formState, reset } = form;
  // Filters applied here or changed by the host (its URL): the form shows them and stays mounted,
  // so "Apply" keeps the focus and the list's change is not a new form's too.
  const applied = JSON.stringify(filters);
  React.useEffect(() => reset(valuesOfFilters(JSON.parse(applied) as OrderFilters)), [applied, reset]);
  const channels = React.useMemo(
    () => [{ value: '', label: text.anyChannel }, ...ORDER_CHANNELS.map((app) => ({ value: app, label: channelName(app) }))],
    [text, channelName],
  );
  const dateError = (code: string | undefined) => (code === 'reversed' ? text.rangeReversed : code ? messages.errors.title : undefined);
  return (
    <form data-se-part="orders-inbox-filters" aria-label={text.legend} noValidate onSubmit={(event) => void handleSubmit((values) => onApply(filtersOfValues(values)))(event)}>
      <fieldset data-se-part="orders-inbox-statuses">
        <legend>{text.status}</legend>
        {ORDER_STATUSES.map((status) => {
          const name = messages.status.order[status];
          const count = counts[status];
          return (
            <label key={status} data-se-part="orders-inbox-status">
              <input type="checkbox" value={status} {...register('statuses')} />
              {count === undefined ? name : formatMessage(text.statusCount, { status: name, count }, locale)}
            </label>
          );
        })}
      </fieldset>
      <SelectControl label={text.channel} field="channel" registration={register('channel')} options={channels} />
      <TextControl label={text.from} field="from" type="date" registration={register('from')} error={dateError(formState.errors.from?.message)} />
      <TextControl label={text.to} field="to" type="date" registration={register('to')} error={dateError(formState.errors.to?.message)} />
      <TextControl label={text.search} description={text.searchHint} field="q" registration={register('q')} />
      <Button type="submit">{text.apply}</Button>
    </form>
  );
}
