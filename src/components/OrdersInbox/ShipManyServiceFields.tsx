'use client';

import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectControl } from '../../ui/form-controls';
import { useCarrierAccountOptions } from '../shared/batch-review/use-carrier-account-options';
import type { ShipManySettings } from './orders-to-batch';

/** Props of {@link ShipManyServiceFields}. */
export interface ShipManyServiceFieldsProps {
  form: UseFormReturn<ShipManySettings, unknown, ShipManySettings>;
  /** The form's carrier account and service level fields these selects edit. */
  fields: readonly ['carrierAccount', 'serviceLevel'] | readonly ['abroadCarrierAccount', 'abroadServiceLevel'];
  labels: { account: string; service: string; choose: string };
  /** The fields' error messages, in the active language. */
  errors: { account: string | undefined; service: string | undefined };
}

/**
 * A carrier account and one of its service levels, as two selects (the account's service levels
 * follow the account chosen): the service of every order, or of the orders shipped abroad.
 */
export function ShipManyServiceFields({ form, fields, labels, errors }: ShipManyServiceFieldsProps): React.JSX.Element {
  const [accountField, serviceField] = fields;
  const accountId = useWatch({ control: form.control, name: accountField });
  // The orders abroad are offered only the services that ship abroad, those at home the others.
  const { accounts, accountOptions, serviceOptions } = useCarrierAccountOptions(accountId, labels.choose, accountField === 'abroadCarrierAccount' ? 'abroad' : 'home');

  // Another account: its own service levels, so the previous choice no longer applies, unless it
  // is one of them (a rate picked in the preview sets both at once): set again once its option is
  // in the select, which could not show it before.
  React.useEffect(() => {
    const chosen = form.getValues(serviceField);
    form.setValue(serviceField, serviceOptions.some((option) => option.value === chosen) ? chosen : '');
  }, [serviceOptions, form, serviceField]);

  return (
    <>
      <SelectControl label={labels.account} field={accountField} required options={accountOptions} registration={form.register(accountField)} error={errors.account} disabled={accounts.isPending} />
      <SelectControl label={labels.service} field={serviceField} required options={serviceOptions} registration={form.register(serviceField)} error={errors.service} disabled={accounts.isPending} />
    </>
  );
}
