'use client';

import * as React from 'react';
import * as z from 'zod/mini';
import type { ShippingElementsError } from '../../api/errors';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FormActions } from '../../ui/FormActions';
import { SelectControl, TextControl } from '../../ui/form-controls';
import { useStepForm } from '../../ui/use-step-form';
import { LABEL_FILE_TYPES } from '../shared/wire-enums';
import { BOX_DIMENSIONS, BOX_UNITS, BoxSchema, EMPTY_BOX, type BoxIssue, type BoxValues } from '../shared/steps/box-values';
import { ACCOUNT_ONBOARDING_TEXT } from './account-onboarding-text';

const DefaultsSchema = z.object({ ...BoxSchema.shape, labelFileType: z.enum(LABEL_FILE_TYPES) });

/** Props of {@link DefaultsStep}. */
export interface DefaultsStepProps {
  labelFileType: LabelFileType;
  saving: boolean;
  error: ShippingElementsError | null;
  onLabelFileTypeChange: (labelFileType: LabelFileType) => void;
  onSave: (box: BoxValues) => void;
  onBack: () => void;
  /** Id of the step heading, which names the form. */
  headingId: string;
}

/**
 * The defaults step: the label file type new labels start with, and the default package (a box
 * of the merchant's own size, saved and made the default through the API).
 */
export function DefaultsStep({ labelFileType, saving, error, onLabelFileTypeChange, onSave, onBack, headingId }: DefaultsStepProps): React.JSX.Element {
  const { messages } = useShippingElements('AccountOnboarding', ACCOUNT_ONBOARDING_TEXT);
  const text = messages.accountOnboarding;
  const form = useStepForm(DefaultsSchema, { ...EMPTY_BOX, labelFileType });
  const { register, formState } = form;
  const issue = (name: keyof BoxValues) => {
    const code = formState.errors[name]?.message as BoxIssue | undefined;
    return code === undefined ? undefined : code === 'nameRequired' ? text.packageNameRequired : text.packageDimension;
  };
  const fileTypes = React.useMemo(() => LABEL_FILE_TYPES.map((type) => ({ value: type, label: messages.labelFiles.types[type] })), [messages]);
  const unitOptions = React.useMemo(() => BOX_UNITS.map((unit) => ({ value: unit, label: messages.units.distance[unit].long })), [messages]);
  const sizeLabels = { length: text.packageLength, width: text.packageWidth, height: text.packageHeight };
  const fileType = register('labelFileType', { onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onLabelFileTypeChange(event.target.value as LabelFileType) });
  const submit = form.handleSubmit(({ labelFileType: _type, ...box }) => onSave(box));
  return (
    <form noValidate aria-labelledby={headingId} data-se-part="account-onboarding-defaults" onSubmit={(event) => void submit(event)}>
      <p>{text.defaultsIntro}</p>
      <SelectControl label={text.labelFileType} field="labelFileType" required options={fileTypes} registration={fileType} />
      <fieldset data-se-part="account-onboarding-package">
        <legend>{text.defaultPackage}</legend>
        <TextControl label={text.packageName} field="name" required registration={register('name')} error={issue('name')} />
        {BOX_DIMENSIONS.map((name) => (
          <TextControl key={name} label={sizeLabels[name]} field={name} inputMode="decimal" required registration={register(name)} error={issue(name)} />
        ))}
        <SelectControl label={text.packageUnit} field="unit" required options={unitOptions} registration={register('unit')} />
      </fieldset>
      {error && <ErrorNotice error={error} />}
      <FormActions
        part="account-onboarding-actions"
        secondary={{ label: messages.common.back, onClick: onBack }}
        submit={{ part: 'account-onboarding-save-defaults', label: messages.common.continue, pendingLabel: messages.common.saving }}
        pending={saving}
      />
    </form>
  );
}
