'use client';

import * as React from 'react';
import { useShippingElements } from '../../../provider/context';
import { useStepForm } from '../../../ui/use-step-form';
import { CustomsDeclaration } from './CustomsDeclaration';
import { CustomsItems } from './CustomsItems';
import { CustomsStepSchema, type CustomsStepValues } from './customs-values';
import { StepActions } from './StepActions';
import { CUSTOMS_TEXT } from './customs-text';

/** Props of {@link CustomsStep}. */
export interface CustomsStepProps {
  /** What the step shows first: what the person typed before, or the order's line items. */
  defaultValues: CustomsStepValues;
  /** Fields the API refused (`items.0.net_weight`), marked as invalid when the step shows. */
  rejected?: readonly string[] | undefined;
  /** Country of origin of items added by hand: the sender's country. */
  originCountry: string;
  /** Called with the validated declaration. */
  onSubmit: (values: CustomsStepValues) => void;
  /** Called with the declaration as typed (valid or not) when the person goes back. */
  onBack: (values: CustomsStepValues) => void;
  /** Id of the step heading, which names the form. */
  labelledBy: string;
}

/**
 * The customs step of an international shipment: the items (prefilled from the order's line
 * items, `CustomsItems`) and the declaration (`CustomsDeclaration`), validated before any rate is
 * requested.
 */
export function CustomsStep({ defaultValues, rejected, originCountry, onSubmit, onBack, labelledBy }: CustomsStepProps): React.JSX.Element {
  const { messages } = useShippingElements('CustomsStep', CUSTOMS_TEXT);
  const { register, handleSubmit, getValues, control, formState } = useStepForm(CustomsStepSchema, defaultValues, rejected);
  const { errors } = formState;

  return (
    <form noValidate aria-labelledby={labelledBy} data-se-part="customs-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <p data-se-part="customs-description">{messages.customs.description}</p>
      <p data-se-part="customs-required-note">{messages.common.requiredFieldsNote}</p>
      <CustomsItems register={register} control={control} getValues={getValues} errors={errors} originCountry={originCountry} />
      <CustomsDeclaration register={register} control={control} errors={errors} />
      <StepActions onBack={() => onBack(getValues())} />
    </form>
  );
}
