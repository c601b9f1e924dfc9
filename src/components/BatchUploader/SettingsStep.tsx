'use client';

import * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { CheckboxControl, SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { LABEL_FILE_TYPES } from '../shared/wire-enums';
import { BatchSettingsSchema, defaultSettings, type BatchSettingsValues } from '../shared/batch-review/batch-values';
import { PREVIEW_TEXT } from './preview-text';
import { useCarrierAccountOptions, type ServiceLane } from '../shared/batch-review/use-carrier-account-options';

/** Props of {@link SettingsStep}. */
export interface SettingsStepProps {
  /** Rows ready to send. */
  readyCount: number;
  /**
   * The ready rows shipped at home and abroad, and those of each with their own carrier account and
   * service level columns, when the sender's country is known: each lane whose rows need a default
   * is offered only the services that serve it.
   */
  lanes: { home: number; abroad: number; homeWithService: number; abroadWithService: number } | undefined;
  /** The label format preselected (the host's `labelFileType`). */
  labelFileType: LabelFileType | undefined;
  /** The batch is being created. */
  pending: boolean;
  /** Creates the batch with these settings. */
  onSubmit: (values: BatchSettingsValues) => void;
}

type ErrorKey = keyof ReturnType<typeof useShippingElements>['messages']['batchReview']['settings']['errors'];

/** Props of {@link ServiceSelects}. */
interface ServiceSelectsProps {
  form: UseFormReturn<BatchSettingsValues, unknown, BatchSettingsValues>;
  fields: readonly ['carrierAccount', 'serviceLevel'] | readonly ['abroadCarrierAccount', 'abroadServiceLevel'];
  lane: ServiceLane;
  labels: { account: string; service: string; choose: string };
  errors: { account: string | undefined; service: string | undefined };
}

/**
 * A carrier account and one of its service levels (those that serve `lane`: at home, abroad, or
 * any when the sender's country is not known yet), as two selects.
 */
function ServiceSelects({ form, fields, lane, labels, errors }: ServiceSelectsProps): React.JSX.Element {
  const [accountField, serviceField] = fields;
  const accountId = useWatch({ control: form.control, name: accountField });
  const { accounts, accountOptions, serviceOptions } = useCarrierAccountOptions(accountId, labels.choose, lane);
  // Another account or lane: its own service levels, so a previous choice not among them no longer applies.
  React.useEffect(() => {
    if (!serviceOptions.some((option) => option.value === form.getValues(serviceField))) {
      form.setValue(serviceField, '');
    }
  }, [serviceOptions, form, serviceField]);
  if (accounts.isError) {
    return <ErrorNotice error={accounts.error} onRetry={() => void accounts.refetch()} />;
  }
  return (
    <>
      <SelectControl label={labels.account} field={accountField} required options={accountOptions} registration={form.register(accountField)} error={errors.account} disabled={accounts.isPending} />
      <SelectControl label={labels.service} field={serviceField} required options={serviceOptions} registration={form.register(serviceField)} error={errors.service} disabled={accounts.isPending} />
    </>
  );
}

/**
 * The batch's settings (react-hook-form): default carrier account and service level from the
 * account's carrier accounts (when rows ship both at home and abroad, a second pair for those
 * abroad; each pair offers only the services of its lane), row overrides, label format,
 * reference. Submitting creates the batch.
 */
export function SettingsStep({ readyCount, lanes, labelFileType, pending, onSubmit }: SettingsStepProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', PREVIEW_TEXT);
  const text = messages.batchReview.settings;
  const form = useStepForm(BatchSettingsSchema, defaultSettings(labelFileType));
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message === undefined ? undefined : (text.errors[message as ErrorKey] ?? message));
  const accounts = useCarrierAccounts({ service_levels: true });
  // The rows that take a default: with row overrides on, those with a service of their own do not.
  const rowOverrides = useWatch({ control: form.control, name: 'rowOverrides' });
  const home = lanes === undefined ? 0 : lanes.home - (rowOverrides ? lanes.homeWithService : 0);
  const abroad = lanes === undefined ? 0 : lanes.abroad - (rowOverrides ? lanes.abroadWithService : 0);
  // The default serves the rows at home, or every row when all go abroad; a second pair the rows abroad beside rows at home.
  const defaultLane: ServiceLane = lanes === undefined ? undefined : home > 0 || abroad === 0 ? 'home' : 'abroad';
  const abroadToo = home > 0 && abroad > 0;
  const fileTypeOptions = React.useMemo<SelectOption[]>(
    () => [{ value: '', label: text.accountDefault }, ...LABEL_FILE_TYPES.map((type) => ({ value: type, label: messages.labelFiles.types[type] }))],
    [messages.labelFiles.types, text.accountDefault],
  );

  const submit = (values: BatchSettingsValues) => {
    if (!abroadToo) {
      // A service for rows abroad the file has none of (or no longer has) is not sent.
      onSubmit({ ...values, abroadCarrierAccount: undefined, abroadServiceLevel: undefined });
      return;
    }
    const missing = ([['abroadCarrierAccount', 'abroadCarrierAccountRequired'], ['abroadServiceLevel', 'abroadServiceLevelRequired']] as const).filter(([name]) => !values[name]);
    missing.forEach(([name, message], index) => form.setError(name, { message }, { shouldFocus: index === 0 }));
    if (missing.length === 0) {
      onSubmit(values);
    }
  };

  return (
    <form
      noValidate
      data-se-part="batch-uploader-settings"
      aria-busy={accounts.isPending || undefined}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <h4 data-se-part="batch-uploader-section-heading">{text.heading}</h4>
      {accounts.isPending && <p role="status">{text.loadingAccounts}</p>}
      <ServiceSelects
        form={form}
        fields={['carrierAccount', 'serviceLevel']}
        lane={defaultLane}
        labels={defaultLane === 'abroad' ? { account: text.abroadCarrierAccount, service: text.abroadServiceLevel, choose: text.choose } : { account: text.carrierAccount, service: text.serviceLevel, choose: text.choose }}
        errors={{ account: errorText(errors.carrierAccount?.message), service: errorText(errors.serviceLevel?.message) }}
      />
      {abroadToo && (
        <ServiceSelects
          form={form}
          fields={['abroadCarrierAccount', 'abroadServiceLevel']}
          lane="abroad"
          labels={{ account: text.abroadCarrierAccount, service: text.abroadServiceLevel, choose: text.choose }}
          errors={{ account: errorText(errors.abroadCarrierAccount?.message), service: errorText(errors.abroadServiceLevel?.message) }}
        />
      )}
      <CheckboxControl label={text.rowOverrides} field="rowOverrides" registration={form.register('rowOverrides')} />
      <SelectControl label={text.labelFileType} field="labelFileType" options={fileTypeOptions} registration={form.register('labelFileType')} error={errorText(errors.labelFileType?.message)} />
      <TextControl label={text.metadata} description={text.metadataHelp} field="metadata" registration={form.register('metadata')} error={errorText(errors.metadata?.message)} />
      {readyCount === 0 && <p data-se-part="batch-uploader-no-rows">{text.noRows}</p>}
      <Button type="submit" pending={pending} disabled={readyCount === 0 || pending} part="batch-uploader-create">
        {pending ? text.creating : formatMessage(text.create, { count: readyCount }, locale)}
      </Button>
    </form>
  );
}
