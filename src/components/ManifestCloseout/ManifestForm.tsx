'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { Address } from '../../api/resources/addresses';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { serviceOf } from '../shared/pickup-labels';
import { ManifestFormSchema, type ManifestFormValues, type ManifestIssue } from './manifest-values';
import { PICKUP_TEXT } from '../shared/pickup-text';

/** Props of {@link ManifestForm}. */
export interface ManifestFormProps {
  accounts: readonly CarrierAccount[];
  addresses: readonly Address[];
  /** What the form starts from (read when it mounts). */
  defaultValues: ManifestFormValues;
  /** The labels a manifest of these values would close out. */
  labelsFor: (values: ManifestFormValues) => Transaction[];
  pending: boolean;
  /** The form's values passed its checks and name labels: close them out. */
  onCreate: (values: ManifestFormValues, labels: Transaction[]) => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/** The close-out form: account, day and ship-from address, with the labels it will include. */
export function ManifestForm({ accounts, addresses, defaultValues, labelsFor, pending, onCreate, labelledBy }: ManifestFormProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('ManifestCloseout', PICKUP_TEXT);
  const text = messages.pickup.manifest;
  const form = useStepForm(ManifestFormSchema, defaultValues);
  const { register, formState } = form;
  const issue = (name: keyof ManifestFormValues): string | undefined => {
    const code = formState.errors[name]?.message as ManifestIssue | undefined;
    return code === undefined ? undefined : (text.issues[code] ?? code);
  };
  const [carrierAccount, date, addressId] = useWatch({ control: form.control, name: ['carrierAccount', 'date', 'addressId'] });
  const labels = labelsFor({ carrierAccount, date, addressId });
  const [noLabels, setNoLabels] = React.useState(false);

  const accountOptions: SelectOption[] = React.useMemo(
    () => accounts.map((account) => ({ value: account.object_id, label: `${account.carrier_name || account.carrier} (${account.account_id ?? account.object_id})` })),
    [accounts],
  );
  const addressOptions: SelectOption[] = React.useMemo(
    () => addresses.map((address) => ({ value: address.object_id, label: [address.name || address.company, address.street1, address.city, address.country].filter(Boolean).join(', ') })),
    [addresses],
  );

  const submit = form.handleSubmit((values) => {
    const included = labelsFor(values);
    setNoLabels(included.length === 0);
    if (included.length > 0) {
      onCreate(values, included);
    }
  });

  return (
    <form noValidate aria-labelledby={labelledBy} data-se-part="manifest-form" onSubmit={(event) => void submit(event)}>
      <SelectControl label={text.account} field="carrierAccount" required options={accountOptions} registration={register('carrierAccount')} error={issue('carrierAccount')} />
      <TextControl
        label={text.date}
        field="date"
        type="date"
        required
        registration={register('date')}
        error={issue('date')}
        // The browser writes a date input in its own language: the day is said in the interface's.
        description={/^\d{4}-\d{2}-\d{2}$/.test(date) ? format.date(date, 'full') : undefined}
      />
      <SelectControl label={text.address} field="addressId" required options={addressOptions} registration={register('addressId')} error={issue('addressId')} />
      <section aria-label={text.includedLegend} data-se-part="manifest-included">
        <p data-se-part="manifest-included-count" aria-live="polite">
          {labels.length === 0 ? text.none : formatMessage(text.included, { count: labels.length }, locale)}
        </p>
        {labels.length > 0 && (
          <ul data-se-part="manifest-included-list">
            {labels.map((label) => (
              <li key={label.object_id}>
                <code>{label.tracking_number ?? label.object_id}</code> {serviceOf(label)}
              </li>
            ))}
          </ul>
        )}
      </section>
      {noLabels && labels.length === 0 && (
        <p role="alert" data-se-part="field-error">
          {text.issues.labelsRequired}
        </p>
      )}
      <div data-se-part="manifest-actions">
        <Button type="submit" part="manifest-create" pending={pending}>
          {pending ? text.creating : text.create}
        </Button>
      </div>
    </form>
  );
}
