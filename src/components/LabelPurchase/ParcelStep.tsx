'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ParcelTemplate } from '../../api/resources/parcel-templates';
import { useForm } from '../../internal/use-form';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements, type Formatters } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useParcelTemplates } from '../../queries/catalog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { issueText } from './issue-text';
import { DIMENSION_FIELDS, emptyParcel, ParcelStepSchema, type ParcelStepValues } from './parcel-values';
import { RepeatedItems } from './RepeatedItems';
import { SelectControl, type SelectOption } from './SelectControl';
import { StepActions } from './StepActions';
import { TextControl } from './TextControl';
import { DISTANCE_UNITS, isOneOf, MASS_UNITS } from './wire-enums';

/** Props of {@link ParcelStep}. */
export interface ParcelStepProps {
  /** What the step shows first: what the person typed before, or the order's prefill. */
  defaultValues: ParcelStepValues;
  /** Called with the validated packages. */
  onSubmit: (values: ParcelStepValues) => void;
  /** Called with the packages as typed (valid or not) when the person goes back. */
  onBack?: ((values: ParcelStepValues) => void) | undefined;
  /** Called when the parcel templates cannot be loaded (custom dimensions still work). */
  onError: (error: ShippingElementsError) => void;
  /** Id of the step heading, which names the form. */
  labelledBy: string;
}

function templateDimensions(template: ParcelTemplate, format: Formatters): string {
  const { length, width, height, distance_unit: unit } = template;
  if (!length || !width || !height) {
    return '';
  }
  return isOneOf(DISTANCE_UNITS, unit) ? format.dimensions(length, width, height, unit) : `${length} × ${width} × ${height} ${unit ?? ''}`.trim();
}

/**
 * The parcel step: one or more packages, each with custom dimensions or a carrier's predefined
 * package (`GET /parcel-templates`), and a weight, with units.
 */
export function ParcelStep({ defaultValues, onSubmit, onBack, onError, labelledBy }: ParcelStepProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('LabelPurchase');
  const text = messages.labelPurchase.parcel;
  const templates = useParcelTemplates();
  const reportError = useLatestCallback(onError);
  const { register, handleSubmit, getValues, errors, fieldArray } = useForm({ schema: ParcelStepSchema, defaultValues });

  const templateError = templates.error;
  React.useEffect(() => {
    if (templateError) {
      reportError(templateError);
    }
  }, [templateError, reportError]);

  const templateList = templates.data ?? [];
  const templateOptions: SelectOption[] = [
    { value: '', label: text.customDimensions },
    ...templateList.map((template) => {
      const dimensions = templateDimensions(template, format);
      return { value: template.token, label: dimensions === '' ? template.name : formatMessage(text.templateOption, { name: template.name, dimensions }, locale) };
    }),
  ];
  const distanceOptions = DISTANCE_UNITS.map((unit) => ({ value: unit, label: messages.units.distance[unit].long }));
  const massOptions = MASS_UNITS.map((unit) => ({ value: unit, label: messages.units.mass[unit].long }));

  const submit = handleSubmit((data) => onSubmit(data));

  // Another package is usually measured and weighed like the last one.
  const nextParcel = () => {
    const last = getValues().parcels.at(-1);
    return { ...emptyParcel(), ...(last ? { distance_unit: last.distance_unit, mass_unit: last.mass_unit } : {}) };
  };

  return (
    <form noValidate aria-labelledby={labelledBy} data-se-part="label-purchase-form" onSubmit={(event) => void submit(event)}>
      <p data-se-part="label-purchase-required-note">{messages.common.requiredFieldsNote}</p>
      {templates.isError && <ErrorNotice error={templates.error} onRetry={() => void templates.refetch()} />}
      <RepeatedItems
        items={fieldArray('parcels')}
        newItem={nextParcel}
        addLabel={text.addParcel}
        removeLabel={(index) => formatMessage(text.removeParcel, { index: index + 1 }, locale)}
        addPart="label-purchase-add-parcel"
        removePart="label-purchase-remove-parcel"
      >
        {({ value: parcel, index, removeButton }) => {
          const templateToken = parcel.template;
          const template = templateList.find((candidate) => candidate.token === templateToken);
          // A template chosen earlier stays selectable while the list (re)loads.
          const options =
            templateToken !== '' && template === undefined ? [...templateOptions, { value: templateToken, label: templateToken }] : templateOptions;
          const errorOf = (name: 'length' | 'width' | 'height' | 'weight', label: string) =>
            issueText(messages, locale, errors[`parcels.${index}.${name}`]?.message, label);
          return (
            <fieldset data-se-part="label-purchase-parcel">
              <legend data-se-part="label-purchase-parcel-legend">{formatMessage(text.heading, { index: index + 1 }, locale)}</legend>
              <SelectControl label={text.template} field="template" registration={register(`parcels.${index}.template`)} options={options} />
              {templateToken === '' ? (
                <div data-se-part="label-purchase-dimensions">
                  {DIMENSION_FIELDS.map((dimension) => (
                    <TextControl
                      key={dimension}
                      label={text[dimension]}
                      field={dimension}
                      required
                      inputMode="decimal"
                      registration={register(`parcels.${index}.${dimension}`)}
                      error={errorOf(dimension, text[dimension])}
                    />
                  ))}
                  <SelectControl
                    label={text.distanceUnit}
                    field="distance_unit"
                    registration={register(`parcels.${index}.distance_unit`)}
                    options={distanceOptions}
                  />
                </div>
              ) : (
                <p data-se-part="label-purchase-template-note">
                  {text.templateNote}
                  {template && templateDimensions(template, format) !== '' ? ` ${templateDimensions(template, format)}` : ''}
                </p>
              )}
              <div data-se-part="label-purchase-weight">
                <TextControl
                  label={text.weight}
                  field="weight"
                  required
                  inputMode="decimal"
                  registration={register(`parcels.${index}.weight`)}
                  error={errorOf('weight', text.weight)}
                />
                <SelectControl label={text.massUnit} field="mass_unit" registration={register(`parcels.${index}.mass_unit`)} options={massOptions} />
              </div>
              {removeButton}
            </fieldset>
          );
        }}
      </RepeatedItems>
      <StepActions onBack={onBack && (() => onBack(getValues()))} />
    </form>
  );
}
