'use client';

import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { useShippingElements } from '../../provider/context';
import { CheckboxControl, SelectControl, TextControl } from '../../ui/form-controls';
import { issueText } from '../shared/steps/issue-text';
import { OptionsStepSchema, type LabelPurchaseOption, type OptionsStepValues } from '../shared/steps/options-values';
import { StepActions } from '../shared/steps/StepActions';
import { useStepForm } from '../../ui/use-step-form';
import { SIGNATURE_CONFIRMATIONS } from '../shared/wire-enums';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link OptionsStep}. */
export interface OptionsStepProps {
  /** The options the host offers; the others are not shown. */
  offered: readonly LabelPurchaseOption[];
  /** What the step shows first: what the person chose before, or nothing chosen. */
  defaultValues: OptionsStepValues;
  /** Fields the API refused (`insuranceAmount`), marked as invalid when the step shows. */
  rejected?: readonly string[] | undefined;
  /** Called with the validated options. */
  onSubmit: (values: OptionsStepValues) => void;
  /** Called with the options as entered (valid or not) when the person goes back. */
  onBack: (values: OptionsStepValues) => void;
  /** Id of the step heading, which names the form. */
  labelledBy: string;
}

/**
 * The options step: signature, insurance, Saturday delivery, return label, references and a QR
 * code, each only when the host offers it.
 */
export function OptionsStep({ offered, defaultValues, rejected, onSubmit, onBack, labelledBy }: OptionsStepProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.options;
  const { register, handleSubmit, getValues, control, formState } = useStepForm(OptionsStepSchema, defaultValues, rejected);
  const { errors } = formState;
  const insured = useWatch({ control, name: 'insured' });
  const offers = (option: LabelPurchaseOption) => offered.includes(option);

  return (
    <form noValidate aria-labelledby={labelledBy} data-se-part="label-purchase-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {offers('signature') && (
        <SelectControl
          label={text.signature}
          field="signature"
          registration={register('signature')}
          options={[
            { value: '', label: text.signatureNone },
            ...SIGNATURE_CONFIRMATIONS.map((level) => ({ value: level, label: text.signatureTypes[level] })),
          ]}
        />
      )}
      {offers('insurance') && (
        <div data-se-part="label-purchase-insurance">
          <CheckboxControl label={text.insurance} field="insured" registration={register('insured')} />
          {insured && <p data-se-part="label-purchase-required-note">{messages.common.requiredFieldsNote}</p>}
          {insured && (
            <div data-se-part="label-purchase-insurance-fields">
              <TextControl
                label={text.insuranceAmount}
                field="insuranceAmount"
                required
                inputMode="decimal"
                registration={register('insuranceAmount')}
                error={issueText(messages, locale, errors.insuranceAmount?.message, text.insuranceAmount)}
              />
              <TextControl
                label={text.insuranceCurrency}
                field="insuranceCurrency"
                required
                registration={register('insuranceCurrency')}
                error={issueText(messages, locale, errors.insuranceCurrency?.message, text.insuranceCurrency)}
              />
              <TextControl label={text.insuranceContent} field="insuranceContent" registration={register('insuranceContent')} />
            </div>
          )}
        </div>
      )}
      {offers('saturdayDelivery') && <CheckboxControl label={text.saturday} field="saturdayDelivery" registration={register('saturdayDelivery')} />}
      {offers('returnLabel') && <CheckboxControl label={text.returnLabel} field="returnLabel" registration={register('returnLabel')} />}
      {offers('qrCode') && <CheckboxControl label={text.qrCode} field="qrCode" registration={register('qrCode')} />}
      {offers('references') && (
        <div data-se-part="label-purchase-references">
          <TextControl label={text.reference1} description={text.referenceHint} field="reference1" registration={register('reference1')} />
          <TextControl label={text.reference2} description={text.referenceHint} field="reference2" registration={register('reference2')} />
        </div>
      )}
      <StepActions onBack={() => onBack(getValues())} />
    </form>
  );
}
