'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { ShippingElementsError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import type { Order } from '../../api/resources/orders';
import { useShippingElements } from '../../provider/context';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { MAX_BATCH_ROWS } from '../shared/batch-review/row-rules';
import { DISTANCE_UNITS } from '../shared/wire-enums';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';
import { declaresTooManyItems, defaultShipManySettings, isAbroad, sampleShipment, ShipManySettingsSchema, type ShipManySettings } from './orders-to-batch';
import type { ShipManySender } from './ship-many-machine';
import { ShipManyRatePreview } from './ShipManyRatePreview';
import { ShipManyServiceFields, type ShipManyServiceFieldsProps } from './ShipManyServiceFields';

/** Props of {@link ShipManySettingsForm}. */
export interface ShipManySettingsFormProps {
  /** The orders the batch is made of. */
  orders: readonly Order[];
  /** The places the merchant ships from (the first is chosen at first). */
  places: readonly Address[];
  creating: boolean;
  createError: ShippingElementsError | null;
  onCreate: (settings: ShipManySettings, sender: ShipManySender) => void;
}

type ErrorKey = keyof ReturnType<typeof useShippingElements>['messages']['ordersInboxBatch']['errors'];

const senderOf = (place: Address | undefined): ShipManySender | undefined => (place?.country ? { addressId: place.object_id, country: place.country } : undefined);

/** The fields the orders at home need, with the error each one shows when empty. */
const HOME_REQUIRED = [
  ['carrierAccount', 'carrierAccountRequired'],
  ['serviceLevel', 'serviceLevelRequired'],
] as const;

/** The fields the orders abroad need, with the error each one shows when empty. */
const ABROAD_REQUIRED = [
  ['abroadCarrierAccount', 'carrierAccountRequired'],
  ['abroadServiceLevel', 'serviceLevelRequired'],
  ['signer', 'signerRequired'],
] as const;

const placeLabel = (place: Address) => [place.name, place.street1, place.city, place.country].filter(Boolean).join(', ');

/**
 * The settings chosen once for every order (react-hook-form): where from, the carrier account and
 * service level (or a rate picked in the preview of a sample order), the package, and when an
 * order goes abroad the service of those orders and the customs signer. Submitting creates the batch.
 */
export function ShipManySettingsForm({ orders, places, creating, createError, onCreate }: ShipManySettingsFormProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInboxBatch;
  const form = useStepForm(ShipManySettingsSchema, defaultShipManySettings(places[0]?.object_id ?? undefined));
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message === undefined ? undefined : (text.errors[message as ErrorKey] ?? message));
  const [senderId, length, width, height, distanceUnit] = useWatch({ control: form.control, name: ['sender', 'length', 'width', 'height', 'distanceUnit'] });
  const accounts = useCarrierAccounts({ service_levels: true });
  const sender = places.find((place) => place.object_id === senderId);
  // Orders abroad with more lines than a batch declares are left out (ordersToBatch), and named.
  const tooManyLines = orders.filter((order) => declaresTooManyItems(order, sender?.country ?? undefined));
  const abroad = orders.filter((order) => isAbroad(order, sender?.country ?? undefined)).length - tooManyLines.length;
  // The service at home is asked for only when an order ships at home (every one may go abroad).
  const home = orders.length - abroad - tooManyLines.length;
  const placeOptions = React.useMemo<SelectOption[]>(() => [{ value: '', label: text.settings.choose }, ...places.map((place) => ({ value: place.object_id, label: placeLabel(place) }))], [places, text.settings.choose]);
  const unitOptions = React.useMemo<SelectOption[]>(() => DISTANCE_UNITS.map((unit) => ({ value: unit, label: messages.units.distance[unit].long })), [messages.units.distance]);

  const submit = (values: ShipManySettings) => {
    // The orders at home need a service; those abroad their own and a signed customs declaration.
    const missing = [...(home === 0 ? [] : HOME_REQUIRED), ...(abroad === 0 ? [] : ABROAD_REQUIRED)].filter(([name]) => values[name].trim() === '');
    missing.forEach(([name, message], index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
    if (missing.length > 0) {
      return;
    }
    const from = senderOf(sender);
    if (from) {
      // A service chosen for orders the batch has none of is not sent.
      onCreate(home === 0 ? { ...values, carrierAccount: '', serviceLevel: '' } : values, from);
    }
  };

  if (accounts.isError) {
    return <ErrorNotice error={accounts.error} onRetry={() => void accounts.refetch()} />;
  }
  const service = (fields: ShipManyServiceFieldsProps['fields'], account: string, level: string) => (
    <ShipManyServiceFields form={form} fields={fields} labels={{ account, service: level, choose: text.settings.choose }} errors={{ account: errorText(errors[fields[0]]?.message), service: errorText(errors[fields[1]]?.message) }} />
  );
  const dimension = (name: 'length' | 'width' | 'height') => (
    <TextControl label={text.settings[name]} field={name} required inputMode="decimal" registration={form.register(name)} error={errorText(errors[name]?.message)} />
  );
  return (
    <form noValidate data-se-part="orders-inbox-batch-settings" aria-busy={accounts.isPending || undefined} onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <h4>{text.settings.legend}</h4>
      {accounts.isPending && <p role="status">{text.settings.loading}</p>}
      <SelectControl label={text.settings.sender} field="sender" required options={placeOptions} registration={form.register('sender')} error={errorText(errors.sender?.message)} />
      <fieldset data-se-part="orders-inbox-batch-package">
        <legend>{text.settings.package}</legend>
        {dimension('length')}
        {dimension('width')}
        {dimension('height')}
        <SelectControl label={text.settings.distanceUnit} field="distanceUnit" options={unitOptions} registration={form.register('distanceUnit')} error={errorText(errors.distanceUnit?.message)} />
      </fieldset>
      {home > 0 && service(['carrierAccount', 'serviceLevel'], text.settings.carrierAccount, text.settings.serviceLevel)}
      {abroad > 0 && <p data-se-part="orders-inbox-batch-abroad">{formatMessage(text.abroad, { count: abroad }, locale)}</p>}
      {abroad > 0 && service(['abroadCarrierAccount', 'abroadServiceLevel'], text.settings.abroadCarrierAccount, text.settings.abroadServiceLevel)}
      {abroad > 0 && (
        <TextControl label={text.settings.signer} description={text.settings.signerHelp} field="signer" required autoComplete="name" registration={form.register('signer')} error={errorText(errors.signer?.message)} />
      )}
      {home > 0 && (
        <ShipManyRatePreview
          sample={sampleShipment(orders, { ...form.getValues(), length, width, height, distanceUnit }, senderOf(sender))}
          onRateChange={(rate) => {
            form.setValue('carrierAccount', rate.carrierAccount, { shouldValidate: true });
            form.setValue('serviceLevel', rate.serviceLevel, { shouldValidate: true });
          }}
        />
      )}
      {tooManyLines.length > 0 && (
        <p data-se-part="orders-inbox-batch-too-many-lines">
          {formatMessage(text.tooManyLines, { count: tooManyLines.length, orders: format.list(tooManyLines.map((order) => order.order_number ?? order.object_id), 'conjunction') }, locale)}
        </p>
      )}
      {orders.length > MAX_BATCH_ROWS && <p data-se-part="orders-inbox-batch-too-many">{text.tooMany}</p>}
      {createError && <ErrorNotice error={createError} part="orders-inbox-batch-create-error" message={text.settings.createFailed} />}
      <Button type="submit" pending={creating} disabled={creating || orders.length === tooManyLines.length || orders.length > MAX_BATCH_ROWS} part="orders-inbox-batch-create">
        {creating ? text.settings.creating : formatMessage(text.settings.create, { count: orders.length }, locale)}
      </Button>
    </form>
  );
}
