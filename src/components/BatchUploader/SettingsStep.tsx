'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { CheckboxControl, SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { LABEL_FILE_TYPES } from '../shared/wire-enums';
import { BatchSettingsSchema, defaultSettings, type BatchSettingsValues } from '../shared/batch/batch-values';
import { BATCH_UPLOADER_TEXT } from '../shared/batch-uploader-text';
import { useCarrierAccountOptions } from '../shared/batch/use-carrier-account-options';

/** Props of {@link SettingsStep}. */
export interface SettingsStepProps {
  /** Rows ready to send. */
  readyCount: number;
  /** The label format preselected (the host's `labelFileType`). */
  labelFileType: LabelFileType | undefined;
  /** The batch is being created. */
  pending: boolean;
  /** Creates the batch with these settings. */
  onSubmit: (values: BatchSettingsValues) => void;
}

type ErrorKey = keyof ReturnType<typeof useShippingElements>['messages']['batchUploader']['settings']['errors'];

/**
 * The batch's settings (react-hook-form): default carrier account and service level from the
 * account's carrier accounts, row overrides, label format, reference. Submitting creates the batch.
 */
export function SettingsStep({ readyCount, labelFileType, pending, onSubmit }: SettingsStepProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader.settings;
  const form = useStepForm(BatchSettingsSchema, defaultSettings(labelFileType));
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message === undefined ? undefined : (text.errors[message as ErrorKey] ?? message));
  const accountId = useWatch({ control: form.control, name: 'carrierAccount' });

  const { accounts, accountOptions, serviceOptions } = useCarrierAccountOptions(accountId, text.choose);
  const fileTypeOptions = React.useMemo<SelectOption[]>(
    () => [{ value: '', label: text.accountDefault }, ...LABEL_FILE_TYPES.map((type) => ({ value: type, label: messages.labelFiles.types[type] }))],
    [messages.labelFiles.types, text.accountDefault],
  );

  // Another account: its own service levels, so the previous choice no longer applies.
  React.useEffect(() => {
    if (!serviceOptions.some((option) => option.value === form.getValues('serviceLevel'))) {
      form.setValue('serviceLevel', '');
    }
  }, [serviceOptions, form]);

  if (accounts.isError) {
    return <ErrorNotice error={accounts.error} onRetry={() => void accounts.refetch()} />;
  }

  return (
    <form
      noValidate
      data-se-part="batch-uploader-settings"
      aria-busy={accounts.isPending || undefined}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <h4 data-se-part="batch-uploader-section-heading">{text.heading}</h4>
      {accounts.isPending && <p role="status">{text.loadingAccounts}</p>}
      <SelectControl
        label={text.carrierAccount}
        field="carrierAccount"
        required
        options={accountOptions}
        registration={form.register('carrierAccount')}
        error={errorText(errors.carrierAccount?.message)}
        disabled={accounts.isPending}
      />
      <SelectControl
        label={text.serviceLevel}
        field="serviceLevel"
        required
        options={serviceOptions}
        registration={form.register('serviceLevel')}
        error={errorText(errors.serviceLevel?.message)}
        disabled={accounts.isPending}
      />
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
