'use client';

import * as React from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import type { ShippingElementsError } from '../../api/errors';
import type { CarrierAccount } from '../../api/resources/carrier-accounts';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormActions } from '../../ui/FormActions';
import { SelectControl, TextControl } from '../../ui/form-controls';
import { useStepForm, type REJECTED_ISSUE } from '../../ui/use-step-form';
import { SERVICE_GROUPS_TEXT } from './service-groups-text';
import { SERVICE_GROUP_TYPES, ServiceGroupFormSchema, levelKey, type ServiceGroupFormValues, type ServiceGroupIssue } from './service-group-values';

/** Props of {@link GroupDialog}. */
export interface GroupDialogProps {
  open: boolean;
  /** The group's name when editing; `undefined` for a new group. */
  editing: string | undefined;
  /** What the form starts from (read when the dialog opens). */
  defaultValues: ServiceGroupFormValues;
  /** The connected carriers, with their service levels. */
  accounts: readonly CarrierAccount[];
  pending: boolean;
  /** The save's failure when no field is to blame. */
  error: ShippingElementsError | null;
  /** The form fields the API refused. */
  rejected: readonly string[];
  onSave: (values: ServiceGroupFormValues) => void;
  onClose: () => void;
}

/** The create and edit dialog of a service group. */
export function GroupDialog(props: GroupDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups;
  const { open, editing, pending, onClose } = props;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={editing === undefined ? text.dialog.createTitle : formatMessage(text.dialog.editTitle, { name: editing }, locale)}
      description={text.dialog.description}
    >
      <GroupForm {...props} />
    </Dialog>
  );
}

/** The words of a field's issue: a catalogue sentence for a code of the schema or the API's refusal. */
function useIssue(errors: FieldErrors<ServiceGroupFormValues>) {
  const { messages } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const issues = messages.serviceGroups.issues;
  return (name: keyof ServiceGroupFormValues): string | undefined => {
    const code = errors[name]?.message as ServiceGroupIssue | typeof REJECTED_ISSUE | undefined;
    return code === undefined ? undefined : (issues[code] ?? issues.rejected);
  };
}

function GroupForm({ defaultValues, accounts, pending, error, rejected, onSave, onClose }: GroupDialogProps): React.JSX.Element {
  const { messages } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups;
  const form = useStepForm(ServiceGroupFormSchema, defaultValues, rejected);
  const { register, formState, control } = form;
  const issue = useIssue(formState.errors);
  const type = useWatch({ control, name: 'type' });
  const typeOptions = React.useMemo(() => SERVICE_GROUP_TYPES.map((value) => ({ value, label: text.types[value] })), [text]);
  const submit = form.handleSubmit((values) => onSave(values));

  return (
    <form noValidate data-se-part="service-group-form" onSubmit={(event) => void submit(event)}>
      <p data-se-part="required-fields-note">{messages.common.requiredFieldsNote}</p>
      <TextControl label={text.fields.name} description={text.fields.nameHelp} field="name" required registration={register('name')} error={issue('name')} />
      <TextControl label={text.fields.description} description={text.fields.descriptionHelp} field="description" registration={register('description')} error={issue('description')} />
      <SelectControl label={text.fields.type} description={text.typeHelp[type]} field="type" required options={typeOptions} registration={register('type')} error={issue('type')} />
      <Controller
        control={control}
        name="levels"
        render={({ field }) => <LevelPicker accounts={accounts} value={field.value} onChange={field.onChange} inputRef={field.ref} error={issue('levels')} />}
      />
      {type === 'FREE_SHIPPING' ? (
        <div data-se-part="service-group-money">
          <TextControl label={text.fields.threshold} description={text.fields.thresholdHelp} field="threshold" inputMode="decimal" required registration={register('threshold')} error={issue('threshold')} />
          <TextControl label={text.fields.thresholdCurrency} field="thresholdCurrency" required registration={register('thresholdCurrency')} error={issue('thresholdCurrency')} />
        </div>
      ) : (
        <div data-se-part="service-group-money">
          <TextControl
            label={text.fields.flatRate}
            description={type === 'LIVE_RATE' ? text.fields.flatRateFallbackHelp : undefined}
            field="flatRate"
            inputMode="decimal"
            required
            registration={register('flatRate')}
            error={issue('flatRate')}
          />
          <TextControl label={text.fields.currency} field="flatRateCurrency" required registration={register('flatRateCurrency')} error={issue('flatRateCurrency')} />
        </div>
      )}
      {type === 'LIVE_RATE' && (
        <TextControl
          label={text.fields.rateAdjustment}
          description={text.fields.rateAdjustmentHelp}
          field="rateAdjustment"
          inputMode="numeric"
          registration={register('rateAdjustment')}
          error={issue('rateAdjustment')}
        />
      )}
      {error && <ErrorNotice error={error} />}
      <FormActions
        part="service-group-form-actions"
        secondary={{ label: messages.common.cancel, onClick: onClose }}
        submit={{ part: 'service-group-save', label: text.dialog.save, pendingLabel: text.dialog.saving }}
        pending={pending}
      />
    </form>
  );
}

/** The connected carriers' service levels as checkboxes, grouped by carrier account. */
function LevelPicker({
  accounts,
  value,
  onChange,
  inputRef,
  error,
}: {
  accounts: readonly CarrierAccount[];
  value: string[];
  onChange: (value: string[]) => void;
  inputRef: (element: HTMLInputElement | null) => void;
  error: string | undefined;
}): React.JSX.Element {
  const { messages } = useShippingElements('ServiceGroups', SERVICE_GROUPS_TEXT);
  const text = messages.serviceGroups.fields;
  const id = React.useId();
  const withLevels = accounts.filter((account) => account.active !== false && (account.service_levels ?? []).length > 0);
  const toggle = (key: string, checked: boolean) => onChange(checked ? [...value, key] : value.filter((other) => other !== key));
  const firstKey = withLevels[0]?.service_levels?.[0] ? levelKey(withLevels[0].object_id, withLevels[0].service_levels[0].token) : undefined;
  return (
    <fieldset data-se-part="service-group-levels" aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <legend>{text.serviceLevels}</legend>
      <p id={`${id}-help`} data-se-part="field-description">
        {withLevels.length === 0 ? text.noServiceLevels : text.serviceLevelsHelp}
      </p>
      {withLevels.map((account, accountIndex) => (
        <fieldset key={account.object_id} data-se-part="service-group-carrier">
          <legend>{account.carrier_name || account.carrier}</legend>
          {(account.service_levels ?? []).map((level, levelIndex) => {
            const key = levelKey(account.object_id, level.token);
            const inputId = `${id}-${accountIndex}-${levelIndex}`;
            // The first checkbox takes focus when no level is chosen.
            const ref = key === firstKey ? inputRef : undefined;
            return (
              <div key={key} data-se-part="control-checkbox">
                <input ref={ref} id={inputId} type="checkbox" checked={value.includes(key)} onChange={(event) => toggle(key, event.target.checked)} />
                <label htmlFor={inputId}>{level.name || level.token}</label>
              </div>
            );
          })}
        </fieldset>
      ))}
      {error && (
        <p id={`${id}-error`} data-se-part="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
