import type { ShippingElementsError } from '../../api/errors';
import { rejectedFieldsOf } from '../../ui/use-step-form';
import type { FormStep } from './label-purchase-machine';

/*
 * When the API refuses a shipment request field by field (`{"parcels.0.weight": ["…"]}`), or the
 * client refuses it before sending (an InvalidRequestError with zod issues), the person should see
 * the field they typed marked, with a sentence that names it, rather than a general "check the
 * highlighted fields" with nothing highlighted. This maps the request's paths to the step forms'.
 */

const PARCEL_FIELDS = new Set(['template', 'length', 'width', 'height', 'distance_unit', 'weight', 'mass_unit']);
const CUSTOMS_ITEM_FIELDS = new Set(['description', 'quantity', 'net_weight', 'mass_unit', 'value_amount', 'value_currency', 'origin_country', 'hs_code', 'tariff_number', 'sku_code']);
const CUSTOMS_FIELDS = new Set([
  'contents_type',
  'contents_explanation',
  'non_delivery_option',
  'incoterm',
  'eel_pfc',
  'aes_itn',
  'certify',
  'certify_signer',
  'exporter_reference',
  'importer_reference',
  'eori_number',
  'tax_id_number',
  'tax_id_type',
]);
const OPTION_FIELDS: Readonly<Record<string, string>> = {
  'extra.insurance.amount': 'insuranceAmount',
  'extra.insurance.currency': 'insuranceCurrency',
  'extra.insurance.content': 'insuranceContent',
  'extra.reference_1': 'reference1',
  'extra.reference_2': 'reference2',
};

/** The step and form path of one shipment request path, or `undefined` when no form holds it. */
export function formFieldOf(requestPath: string): { step: FormStep; path: string } | undefined {
  const parcel = /^parcels\.(\d+)\.(\w+)$/.exec(requestPath);
  if (parcel && PARCEL_FIELDS.has(parcel[2] ?? '')) {
    return { step: 'parcel', path: `parcels.${parcel[1]}.${parcel[2]}` };
  }
  const item = /^customs_declaration\.items\.(\d+)\.(\w+)$/.exec(requestPath);
  if (item && CUSTOMS_ITEM_FIELDS.has(item[2] ?? '')) {
    return { step: 'customs', path: `items.${item[1]}.${item[2]}` };
  }
  const declaration = /^customs_declaration\.(\w+)$/.exec(requestPath);
  if (declaration && CUSTOMS_FIELDS.has(declaration[1] ?? '')) {
    return { step: 'customs', path: declaration[1] ?? '' };
  }
  const option = OPTION_FIELDS[requestPath];
  return option === undefined ? undefined : { step: 'options', path: option };
}

/**
 * The fields a failed shipment request blames, on the first step (in `plan` order) that holds
 * one of them, or `null` when the error names no field of a step the person went through.
 */
export function rejectedFields(error: ShippingElementsError, plan: readonly string[]): { step: FormStep; paths: string[] } | null {
  for (const step of plan) {
    const paths = rejectedFieldsOf(error, (requestPath) => {
      const field = formFieldOf(requestPath);
      return field?.step === step ? field.path : undefined;
    });
    if (paths.length > 0) {
      return { step: step as FormStep, paths };
    }
  }
  return null;
}
