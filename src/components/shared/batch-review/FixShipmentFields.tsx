'use client';

import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useShippingElements } from '../../../provider/context';
import { isInternational } from '../../../api/shipment-rules';
import { SelectControl, TextControl, type SelectOption } from '../../../ui/form-controls';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import { DISTANCE_UNITS, MASS_UNITS } from '../wire-enums';
import type { BatchField } from './batch-fields';
import { fieldLabel } from './field-label';
import { useCarrierAccountOptions, type ServiceLane } from './use-carrier-account-options';

/** The fix form's values: one text per field, as a file's cells. */
export type FixValues = Record<BatchField, string>;

/** Props of {@link FixShipmentFields}. */
export interface FixShipmentFieldsProps {
  form: UseFormReturn<FixValues, unknown, FixValues>;
  /** The fields shown, in order (the order's id is kept, never shown). */
  fields: readonly BatchField[];
  required: ReadonlySet<BatchField>;
  /** The sender's country: the services offered are those of the shipment's lane. */
  senderCountry: string | undefined;
  /** A field's error, in the active language. */
  errorText: (field: BatchField) => string | undefined;
}

/** The options of a select whose value may be one the list does not hold (kept, shown as it is). */
const withValue = (options: readonly SelectOption[], value: string): readonly SelectOption[] =>
  value === '' || options.some((option) => option.value === value) ? options : [...options, { value, label: value }];

/**
 * The fix form's fields as a person chooses them: the units as selects of their names, the carrier
 * account as a select of the connected accounts by name, its service levels by name (only those
 * that serve the shipment's lane, at home or abroad), text for the rest; the order's id, which
 * links the label to its order, is kept without being shown.
 */
export function FixShipmentFields({ form, fields, required, senderCountry, errorText }: FixShipmentFieldsProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  const [accountId, serviceLevel, country] = useWatch({ control: form.control, name: ['carrier_account', 'servicelevel_token', 'country'] });
  const to = country.trim().toUpperCase();
  const lane: ServiceLane = senderCountry && /^[A-Z]{2}$/.test(to) ? (isInternational(senderCountry, to) ? 'abroad' : 'home') : undefined;
  const { accounts, accountOptions, serviceOptions } = useCarrierAccountOptions(accountId, text.fix.batchDefault, lane);
  // A service the chosen account does not offer on this lane (First Class abroad) is no choice:
  // once the accounts are known, the select starts from the batch's default.
  React.useEffect(() => {
    if (accounts.data && accountId !== '' && !serviceOptions.some((option) => option.value === form.getValues('servicelevel_token'))) {
      form.setValue('servicelevel_token', '');
    }
  }, [accounts.data, accountId, serviceOptions, form]);
  const unitOptions = React.useMemo(
    () => ({
      mass_unit: [{ value: '', label: text.settings.choose }, ...MASS_UNITS.map((unit) => ({ value: unit, label: messages.units.mass[unit].long }))],
      distance_unit: [{ value: '', label: text.settings.choose }, ...DISTANCE_UNITS.map((unit) => ({ value: unit, label: messages.units.distance[unit].long }))],
    }),
    [messages.units, text.settings.choose],
  );

  return (
    <div data-se-part="batch-review-fix-fields">
      {fields.map((field) => {
        const common = { label: fieldLabel(text, field, locale), field, required: required.has(field), registration: form.register(field), error: errorText(field) };
        if (field === 'order_id') {
          return null;
        }
        if (field === 'mass_unit' || field === 'distance_unit') {
          return <SelectControl key={field} {...common} options={withValue(unitOptions[field], form.getValues(field))} />;
        }
        if (field === 'carrier_account') {
          return <SelectControl key={field} {...common} options={withValue(accountOptions, accountId)} disabled={accounts.isPending} />;
        }
        if (field === 'servicelevel_token') {
          return <SelectControl key={field} {...common} options={accountId === '' ? withValue(serviceOptions, serviceLevel) : serviceOptions} disabled={accounts.isPending || accountId === ''} />;
        }
        return <TextControl key={field} {...common} />;
      })}
    </div>
  );
}
