'use client';

import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { Address } from '../../api/resources/addresses';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { describeTimeZone, formatPickupWindow, timeZoneOptionLabel } from './pickup-times';
import type { LabelParties } from '../shared/pickup-labels';
import { BUILDING_LOCATION_TYPES, BUILDING_TYPES, type PickupFormValues, type PickupIssue } from './pickup-values';
import { LabelChecklist } from './LabelChecklist';
import { guessTimeZone, pickupTimeZones } from '../../lib/zoned-time';
import { PICKUP_SCHEDULER_TEXT } from '../shared/pickup-scheduler-text';

/** Props of {@link PickupForm}. */
export interface PickupFormProps {
  form: UseFormReturn<PickupFormValues>;
  accounts: readonly CarrierAccount[];
  /** Carrier tokens that book pickups. */
  pickupCarriers: readonly string[];
  addresses: readonly Address[];
  /** The chosen account's labels that can be handed over. */
  labels: readonly Transaction[] | undefined;
  /** The order and recipient of a label. */
  describeLabel: (label: Transaction) => LabelParties;
  labelsTruncated: boolean;
  onReview: (values: PickupFormValues) => void;
  onAddAddress: () => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

function addressLabel(address: Address): string {
  return [address.name || address.company, address.street1, address.city, address.state, address.country].filter(Boolean).join(', ');
}

/** The pickup form: account, labels, location and window; submitting opens the confirmation. */
export function PickupForm({ form, accounts, pickupCarriers, addresses, labels, describeLabel, labelsTruncated, onReview, onAddAddress, labelledBy }: PickupFormProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('PickupScheduler', PICKUP_SCHEDULER_TEXT);
  const text = messages.pickupScheduler;
  const { register, formState, setValue, getValues } = form;
  const issue = (name: keyof PickupFormValues): string | undefined => {
    const code = formState.errors[name]?.message as PickupIssue | undefined;
    return code === undefined ? undefined : (text.issues[code] ?? code);
  };

  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const [date, startTime, endTime] = useWatch({ control: form.control, name: ['date', 'startTime', 'endTime'] });

  const accountOptions: SelectOption[] = React.useMemo(
    () => [
      { value: '', label: text.account.placeholder, disabled: true },
      ...accounts.map((account) => {
        const carrier = account.carrier_name || account.carrier;
        const supported = pickupCarriers.includes(account.carrier);
        return {
          value: account.object_id,
          label: supported ? formatMessage(text.account.option, { carrier, account: account.account_id ?? account.object_id }, locale) : formatMessage(text.account.unsupported, { carrier }, locale),
          disabled: !supported,
        };
      }),
    ],
    [accounts, pickupCarriers, text, locale],
  );
  const addressOptions: SelectOption[] = React.useMemo(
    () => [{ value: '', label: text.location.placeholder, disabled: true }, ...addresses.map((address) => ({ value: address.object_id, label: addressLabel(address) }))],
    [addresses, text],
  );
  const locationTypeOptions = React.useMemo(() => BUILDING_LOCATION_TYPES.map((value) => ({ value, label: text.location.buildingLocationTypes[value] })), [text]);
  const buildingTypeOptions = React.useMemo(
    () => [{ value: '', label: text.location.buildingTypeNone }, ...BUILDING_TYPES.map((value) => ({ value, label: text.location.buildingTypes[value] }))],
    [text],
  );
  const zoneOptions = React.useMemo(() => {
    const collator = new Intl.Collator(locale);
    return pickupTimeZones([timeZone])
      .map((zone) => ({ value: zone, label: timeZoneOptionLabel(zone, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [timeZone, locale]);

  const accountRegistration = register('carrierAccount', {
    // Labels belong to one account: another account starts with none chosen.
    onChange: () => setValue('transactions', []),
  });
  const addressRegistration = register('addressId', {
    onChange: () => {
      const address = addresses.find((candidate) => candidate.object_id === getValues('addressId'));
      const guess = guessTimeZone(address);
      if (guess) {
        setValue('timeZone', guess);
      }
    },
  });

  // Named at noon of the chosen day, so the summer or winter name is the one that day has (the
  // zone's standard name until a day is entered).
  const zoneAt = Date.parse(`${date}T12:00:00Z`);
  const zoneName = describeTimeZone(timeZone, locale, Number.isNaN(zoneAt) ? 0 : zoneAt);
  // The browser writes its date and time inputs in its own language: the chosen window is said
  // again in the interface's (French `jeu. 26 nov. 2026, 09:00 – 15:00`, not `11/26/2026 09:00 AM`).
  const chosenWindow = date && startTime && endTime ? formatPickupWindow(`${date}T${startTime}`, `${date}T${endTime}`, timeZone, locale) : undefined;
  const unsupportedCount = accounts.filter((account) => !pickupCarriers.includes(account.carrier)).length;
  const submit = form.handleSubmit(onReview);

  return (
    <form noValidate aria-labelledby={labelledBy} data-se-part="pickup-form" onSubmit={(event) => void submit(event)}>
      <p data-se-part="required-note">{messages.common.requiredFieldsNote}</p>
      <SelectControl
        label={text.account.label}
        field="carrierAccount"
        required
        options={accountOptions}
        registration={accountRegistration}
        error={issue('carrierAccount')}
        description={unsupportedCount > 0 ? text.account.unsupportedNote : undefined}
      />
      <LabelChecklist form={form} labels={labels} describeLabel={describeLabel} truncated={labelsTruncated} error={issue('transactions')} />

      <fieldset data-se-part="pickup-location">
        <legend data-se-part="pickup-legend">{text.location.legend}</legend>
        <SelectControl label={text.location.address} field="addressId" required options={addressOptions} registration={addressRegistration} error={issue('addressId')} />
        <Button variant="secondary" part="pickup-add-address" onClick={onAddAddress}>
          {text.location.addAddress}
        </Button>
        <SelectControl label={text.location.buildingLocationType} field="buildingLocationType" required options={locationTypeOptions} registration={register('buildingLocationType')} />
        <SelectControl label={text.location.buildingType} field="buildingType" options={buildingTypeOptions} registration={register('buildingType')} />
        <TextControl
          label={text.location.instructions}
          field="instructions"
          description={text.location.instructionsHint}
          registration={register('instructions')}
          error={issue('instructions')}
        />
      </fieldset>

      <fieldset data-se-part="pickup-window">
        <legend data-se-part="pickup-legend">{text.window.legend}</legend>
        <p data-se-part="pickup-zone-note">{formatMessage(text.window.timeZoneNote, { zone: zoneName }, locale)}</p>
        <SelectControl label={text.window.timeZone} field="timeZone" required options={zoneOptions} registration={register('timeZone')} />
        <TextControl label={text.window.date} field="date" type="date" required registration={register('date')} error={issue('date')} />
        <div data-se-part="pickup-times">
          <TextControl label={text.window.start} field="startTime" type="time" required registration={register('startTime')} error={issue('startTime')} />
          <TextControl label={text.window.end} field="endTime" type="time" required registration={register('endTime')} error={issue('endTime')} />
        </div>
        {chosenWindow && (
          <p data-se-part="pickup-window-chosen" aria-live="polite">
            {formatMessage(text.window.chosen, { window: chosenWindow }, locale)}
          </p>
        )}
      </fieldset>

      <TextControl label={text.metadata.label} field="metadata" description={text.metadata.hint} registration={register('metadata')} error={issue('metadata')} />
      <div data-se-part="pickup-actions">
        <Button type="submit" part="pickup-review">
          {text.review}
        </Button>
      </div>
    </form>
  );
}
