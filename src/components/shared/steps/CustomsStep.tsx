'use client';

import * as React from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { CheckboxControl, SelectControl, TextControl, type SelectOption } from '../../../ui/form-controls';
import { countryOptions } from '../../../lib/country-formats';
import { emptyCustomsItem, CustomsStepSchema, type CustomsItemValues, type CustomsStepValues } from './customs-values';
import { issueText } from './issue-text';
import { RepeatedItems } from './RepeatedItems';
import { StepActions } from './StepActions';
import { useStepForm } from '../../../ui/use-step-form';
import { CONTENTS_TYPES, EEL_PFC_CODES, INCOTERMS, MASS_UNITS, NON_DELIVERY_OPTIONS, TAX_ID_TYPES } from '../wire-enums';
import { LABEL_PURCHASE_TEXT } from '../label-purchase-text';

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

type ItemField = keyof Omit<CustomsItemValues, 'mass_unit'>;

/**
 * The customs step of an international shipment: the items (prefilled from the order's line
 * items) and the declaration, validated before any rate is requested.
 */
export function CustomsStep({ defaultValues, rejected, originCountry, onSubmit, onBack, labelledBy }: CustomsStepProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.customs;
  const { register, handleSubmit, getValues, control, formState } = useStepForm(CustomsStepSchema, defaultValues, rejected);
  const { errors } = formState;
  const items = useFieldArray({ control, name: 'items' });
  const [contentsType, eelPfc] = useWatch({ control, name: ['contents_type', 'eel_pfc'] });

  // About 250 localised names: built once per locale, not on every keystroke.
  const countries = React.useMemo<SelectOption[]>(
    () => countryOptions(locale).map((country) => ({ value: country.code, label: country.name })),
    [locale],
  );
  const countryPlaceholder = messages.addressForm.placeholders.country;
  // One array while the locale stays, so each item's select can keep its option elements.
  const countryChoices = React.useMemo<SelectOption[]>(() => [{ value: '', label: countryPlaceholder }, ...countries], [countryPlaceholder, countries]);
  const massOptions = MASS_UNITS.map((unit) => ({ value: unit, label: messages.units.mass[unit].long }));
  const error = (message: string | undefined, label: string) => issueText(messages, locale, message, label);

  const itemLabels: Readonly<Record<ItemField, string>> = {
    description: text.item.description,
    quantity: text.item.quantity,
    net_weight: text.item.netWeight,
    value_amount: text.item.value,
    value_currency: text.item.valueCurrency,
    origin_country: text.item.originCountry,
    hs_code: text.item.hsCode,
    tariff_number: text.item.tariffNumber,
    sku_code: text.item.sku,
  };

  // Another item is usually valued in the currency and weighed in the unit of the last one.
  const nextItem = () => {
    const last = getValues().items.at(-1);
    return emptyCustomsItem(last?.value_currency ?? 'USD', originCountry, last?.mass_unit ?? 'lb');
  };

  return (
    <form noValidate aria-labelledby={labelledBy} data-se-part="label-purchase-form" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <p data-se-part="label-purchase-customs-description">{text.description}</p>
      <p data-se-part="label-purchase-required-note">{messages.common.requiredFieldsNote}</p>

      <fieldset data-se-part="label-purchase-customs-items">
        <legend>{text.itemsLegend}</legend>
        <RepeatedItems
          items={items}
          newItem={nextItem}
          addLabel={text.addItem}
          removeLabel={(index) => formatMessage(text.removeItem, { index: index + 1 }, locale)}
          addPart="label-purchase-add-item"
          removePart="label-purchase-remove-item"
        >
          {({ index, removeButton }) => {
            const textField = (name: ItemField, options: { required?: boolean; inputMode?: 'decimal' | 'numeric'; description?: string } = {}) => (
              <TextControl
                label={itemLabels[name]}
                field={name}
                required={options.required}
                inputMode={options.inputMode}
                description={options.description}
                registration={register(`items.${index}.${name}`)}
                error={error(errors.items?.[index]?.[name]?.message, itemLabels[name])}
              />
            );
            return (
              <fieldset data-se-part="label-purchase-customs-item">
                <legend>{formatMessage(text.item.heading, { index: index + 1 }, locale)}</legend>
                {textField('description', { required: true })}
                {textField('quantity', { required: true, inputMode: 'numeric' })}
                <div data-se-part="label-purchase-weight">
                  {textField('net_weight', { required: true, inputMode: 'decimal', description: text.item.totalHint })}
                  <SelectControl label={text.item.massUnit} field="mass_unit" registration={register(`items.${index}.mass_unit`)} options={massOptions} />
                </div>
                <div data-se-part="label-purchase-value">
                  {textField('value_amount', { required: true, inputMode: 'decimal', description: text.item.totalHint })}
                  {textField('value_currency', { required: true })}
                </div>
                <SelectControl
                  label={text.item.originCountry}
                  field="origin_country"
                  required
                  registration={register(`items.${index}.origin_country`)}
                  options={countryChoices}
                  error={error(errors.items?.[index]?.origin_country?.message, text.item.originCountry)}
                />
                {textField('hs_code')}
                {textField('tariff_number')}
                {textField('sku_code')}
                {removeButton}
              </fieldset>
            );
          }}
        </RepeatedItems>
      </fieldset>

      <fieldset data-se-part="label-purchase-customs-declaration">
        <legend>{text.legend}</legend>
        <SelectControl
          label={text.contentsType}
          field="contents_type"
          required
          registration={register('contents_type')}
          options={CONTENTS_TYPES.map((type) => ({ value: type, label: text.contentsTypes[type] }))}
        />
        {contentsType === 'OTHER' && (
          <TextControl
            label={text.contentsExplanation}
            field="contents_explanation"
            required
            registration={register('contents_explanation')}
            error={error(errors.contents_explanation?.message, text.contentsExplanation)}
          />
        )}
        <SelectControl
          label={text.nonDeliveryOption}
          field="non_delivery_option"
          required
          registration={register('non_delivery_option')}
          options={NON_DELIVERY_OPTIONS.map((option) => ({ value: option, label: text.nonDeliveryOptions[option] }))}
        />
        <SelectControl
          label={text.incoterm}
          description={text.incotermHint}
          field="incoterm"
          registration={register('incoterm')}
          options={[{ value: '', label: text.incotermNone }, ...INCOTERMS.map((incoterm) => ({ value: incoterm, label: text.incoterms[incoterm] }))]}
        />
        <SelectControl
          label={text.eelPfc}
          field="eel_pfc"
          registration={register('eel_pfc')}
          // The exemption codes are regulatory identifiers, shown as they are written.
          options={[{ value: '', label: text.eelPfcNone }, ...EEL_PFC_CODES.map((code) => ({ value: code, label: code }))]}
        />
        {eelPfc === 'AES_ITN' && (
          <TextControl label={text.aesItn} field="aes_itn" required registration={register('aes_itn')} error={error(errors.aes_itn?.message, text.aesItn)} />
        )}
      </fieldset>

      <fieldset data-se-part="label-purchase-customs-references">
        <legend>{text.referencesLegend}</legend>
        <TextControl label={text.exporterReference} field="exporter_reference" registration={register('exporter_reference')} />
        <TextControl label={text.importerReference} field="importer_reference" registration={register('importer_reference')} />
        <TextControl label={text.eoriNumber} field="eori_number" registration={register('eori_number')} />
        <SelectControl
          label={text.taxIdType}
          field="tax_id_type"
          registration={register('tax_id_type')}
          options={[{ value: '', label: text.taxIdTypeNone }, ...TAX_ID_TYPES.map((type) => ({ value: type, label: text.taxIdTypes[type] }))]}
          error={error(errors.tax_id_type?.message, text.taxIdType)}
        />
        <TextControl
          label={text.taxId}
          field="tax_id_number"
          registration={register('tax_id_number')}
          error={error(errors.tax_id_number?.message, text.taxId)}
        />
      </fieldset>

      <div data-se-part="label-purchase-customs-certification">
        <TextControl
          label={text.signer}
          field="certify_signer"
          required
          autoComplete="name"
          registration={register('certify_signer')}
          error={error(errors.certify_signer?.message, text.signer)}
        />
        <CheckboxControl label={text.certify} field="certify" required registration={register('certify')} error={error(errors.certify?.message, text.certify)} />
      </div>

      <StepActions onBack={() => onBack(getValues())} />
    </form>
  );
}
