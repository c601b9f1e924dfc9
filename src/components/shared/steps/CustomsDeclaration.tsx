'use client';

import * as React from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useShippingElements } from '../../../provider/context';
import { CheckboxControl, SelectControl, TextControl } from '../../../ui/form-controls';
import type { CustomsStepValues } from './customs-values';
import { issueText } from './issue-text';
import { CONTENTS_TYPES, EEL_PFC_CODES, INCOTERMS, NON_DELIVERY_OPTIONS, TAX_ID_TYPES } from '../wire-enums';
import { CUSTOMS_TEXT } from './customs-text';

/** Props of {@link CustomsDeclaration}: the customs form's parts it fills in. */
export interface CustomsDeclarationProps {
  register: UseFormRegister<CustomsStepValues>;
  control: Control<CustomsStepValues, unknown, CustomsStepValues>;
  errors: FieldErrors<CustomsStepValues>;
}

/**
 * The declaration of a customs form, after its items: the contents and what happens if they
 * cannot be delivered, the trade terms and export exemption, the references, and the signed
 * certification. A field appears only when its answer is asked for (an explanation for contents of
 * type Other, an ITN for the AES exemption).
 */
export function CustomsDeclaration({ register, control, errors }: CustomsDeclarationProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('CustomsStep', CUSTOMS_TEXT);
  const text = messages.customs;
  const [contentsType, eelPfc] = useWatch({ control, name: ['contents_type', 'eel_pfc'] });
  const error = (message: string | undefined, label: string) => issueText(messages, locale, message, label);

  return (
    <>
      <fieldset data-se-part="customs-declaration">
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

      <fieldset data-se-part="customs-references">
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

      <div data-se-part="customs-certification">
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
    </>
  );
}
