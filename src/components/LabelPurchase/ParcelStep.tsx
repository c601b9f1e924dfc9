'use client';

import * as React from 'react';
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { ShippingElementsError } from '../../api/errors';
import type { ParcelTemplate } from '../../api/resources/parcel-templates';
import type { UserParcelTemplate } from '../../api/resources/user-parcel-templates';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useShippingElements, type Formatters } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useParcelTemplates } from '../../queries/parcel-templates';
import { useUserParcelTemplates } from '../../queries/user-parcel-templates';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { SelectControl, TextControl, type SelectOption } from '../../ui/form-controls';
import { issueText } from '../shared/steps/issue-text';
import { DIMENSION_FIELDS, emptyParcel, ParcelStepSchema, type ParcelStepValues } from '../shared/steps/parcel-values';
import { RepeatedItems } from '../shared/steps/RepeatedItems';
import { StepActions } from '../shared/steps/StepActions';
import { useStepForm } from '../../ui/use-step-form';
import { DISTANCE_UNITS, isOneOf, MASS_UNITS } from '../shared/wire-enums';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link ParcelStep}. */
export interface ParcelStepProps {
  /** What the step shows first: what the person typed before, or the order's prefill. */
  defaultValues: ParcelStepValues;
  /** Fields the API refused (`parcels.0.weight`), marked as invalid when the step shows. */
  rejected?: readonly string[] | undefined;
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
export function ParcelStep({ defaultValues, rejected, onSubmit, onBack, onError, labelledBy }: ParcelStepProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.parcel;
  const templates = useParcelTemplates();
  // The merchant's saved boxes, offered beside the carriers' templates; without them the step is as before.
  const boxes = useUserParcelTemplates();
  const reportError = useLatestCallback(onError);
  const { register, handleSubmit, getValues, setValue, control, formState } = useStepForm(ParcelStepSchema, defaultValues, rejected);
  const parcels = useFieldArray({ control, name: 'parcels' });

  useReportQueryError(templates.error ?? boxes.error, reportError);

  const templateList = templates.data ?? NO_TEMPLATES;
  const templateOptions = React.useMemo<SelectOption[]>(
    () => [
      { value: '', label: text.customDimensions },
      ...templateList.map((template) => {
        const dimensions = templateDimensions(template, format);
        return { value: template.token, label: dimensions === '' ? template.name : formatMessage(text.templateOption, { name: template.name, dimensions }, locale) };
      }),
    ],
    [templateList, text, format, locale],
  );
  const units = React.useMemo(
    () => ({
      distance: DISTANCE_UNITS.map((unit) => ({ value: unit, label: messages.units.distance[unit].long })),
      mass: MASS_UNITS.map((unit) => ({ value: unit, label: messages.units.mass[unit].long })),
    }),
    [messages],
  );

  // Another package is usually measured and weighed like the last one.
  const nextParcel = () => {
    const last = getValues().parcels.at(-1);
    return { ...emptyParcel(), ...(last ? { distance_unit: last.distance_unit, mass_unit: last.mass_unit } : {}) };
  };

  return (
    <form noValidate aria-labelledby={labelledBy} data-se-part="label-purchase-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <p data-se-part="label-purchase-required-note">{messages.common.requiredFieldsNote}</p>
      {templates.isError && <ErrorNotice error={templates.error} onRetry={() => void templates.refetch()} />}
      <RepeatedItems
        items={parcels}
        newItem={nextParcel}
        addLabel={text.addParcel}
        removeLabel={(index) => formatMessage(text.removeParcel, { index: index + 1 }, locale)}
        addPart="label-purchase-add-parcel"
        removePart="label-purchase-remove-parcel"
      >
        {({ index, removeButton }) => (
          <ParcelFields
            index={index}
            control={control}
            register={register}
            errors={formState.errors}
            templates={templateList}
            templateOptions={templateOptions}
            boxes={boxes.data ?? NO_BOXES}
            setValue={setValue}
            units={units}
            removeButton={removeButton}
          />
        )}
      </RepeatedItems>
      <StepActions onBack={onBack && (() => onBack(getValues()))} />
    </form>
  );
}

const NO_TEMPLATES: readonly ParcelTemplate[] = [];
const NO_BOXES: readonly UserParcelTemplate[] = [];

interface ParcelFieldsProps {
  index: number;
  control: Control<ParcelStepValues>;
  register: UseFormRegister<ParcelStepValues>;
  errors: FieldErrors<ParcelStepValues>;
  templates: readonly ParcelTemplate[];
  templateOptions: readonly SelectOption[];
  boxes: readonly UserParcelTemplate[];
  setValue: UseFormSetValue<ParcelStepValues>;
  units: { distance: readonly SelectOption[]; mass: readonly SelectOption[] };
  removeButton: React.ReactNode;
}

/**
 * One package: a template or custom dimensions, and a weight. It watches only its own template
 * (RHF's `useWatch`), so choosing one re-renders this package and nothing else.
 */
function ParcelFields({ index, control, register, errors, templates, templateOptions, boxes, setValue, units, removeButton }: ParcelFieldsProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.parcel;
  const templateToken = useWatch({ control, name: `parcels.${index}.template` });
  const template = templates.find((candidate) => candidate.token === templateToken);
  // A template chosen earlier stays selectable while the list (re)loads.
  const options = templateToken !== '' && template === undefined ? [...templateOptions, { value: templateToken, label: templateToken }] : templateOptions;
  const parcelErrors = errors.parcels?.[index];
  const errorOf = (name: 'length' | 'width' | 'height' | 'weight', label: string) => issueText(messages, locale, parcelErrors?.[name]?.message, label);
  const dimensions = template ? templateDimensions(template, format) : '';

  return (
    <fieldset data-se-part="label-purchase-parcel">
      <legend data-se-part="label-purchase-parcel-legend">{formatMessage(text.heading, { index: index + 1 }, locale)}</legend>
      {boxes.length > 0 && <SavedBoxPicker boxes={boxes} onChoose={(box) => fillFromBox(setValue, index, box)} />}
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
          <SelectControl label={text.distanceUnit} field="distance_unit" registration={register(`parcels.${index}.distance_unit`)} options={units.distance} />
        </div>
      ) : (
        <p data-se-part="label-purchase-template-note">
          {text.templateNote}
          {dimensions !== '' ? ` ${dimensions}` : ''}
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
        <SelectControl label={text.massUnit} field="mass_unit" registration={register(`parcels.${index}.mass_unit`)} options={units.mass} />
      </div>
      {removeButton}
    </fieldset>
  );
}

/** A saved box's size into one package: its carrier template, or its own dimensions (the weight stays the person's). */
function fillFromBox(setValue: UseFormSetValue<ParcelStepValues>, index: number, box: UserParcelTemplate): void {
  const options = { shouldDirty: true, shouldValidate: false } as const;
  setValue(`parcels.${index}.template`, box.template?.token ?? '', options);
  if (!box.template) {
    for (const dimension of DIMENSION_FIELDS) {
      setValue(`parcels.${index}.${dimension}`, box[dimension], options);
    }
    if (isOneOf(DISTANCE_UNITS, box.distance_unit)) {
      setValue(`parcels.${index}.distance_unit`, box.distance_unit, options);
    }
  }
}

/** The merchant's saved boxes (ServiceGroups manages them): choosing one fills the package's size. */
function SavedBoxPicker({ boxes, onChoose }: { boxes: readonly UserParcelTemplate[]; onChoose: (box: UserParcelTemplate) => void }): React.JSX.Element {
  const { messages, format } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.parcel;
  return (
    <div data-se-part="control" data-se-field="saved_box">
      <Field label={text.savedBox}>
        {(control) => (
          <select
            {...control}
            value=""
            data-se-part="control-select"
            onChange={(event) => {
              const box = boxes.find((candidate) => candidate.object_id === event.target.value);
              if (box) {
                onChoose(box);
              }
            }}
          >
            <option value="">{text.savedBoxPrompt}</option>
            {boxes.map((box) => (
              <option key={box.object_id} value={box.object_id}>
                {isOneOf(DISTANCE_UNITS, box.distance_unit) ? `${box.name} (${format.dimensions(box.length, box.width, box.height, box.distance_unit)})` : box.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
