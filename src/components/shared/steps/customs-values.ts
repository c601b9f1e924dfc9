import * as z from 'zod/mini';
import type { ContentsType, CustomsDeclarationInput, CustomsItemInput, EelPfc, Incoterm, NonDeliveryOption } from '../../../api/resources/customs';
import type { MassUnit } from '../../../api/resources/parcels';
import { isApiDecimal, isPositiveWholeNumber, normaliseDecimal } from '../../../lib/decimal';
import { checkPositiveNumber } from './parcel-values';
import { CONTENTS_TYPES, EEL_PFC_CODES, INCOTERMS, MASS_UNITS, NON_DELIVERY_OPTIONS, TAX_ID_TYPES, type TaxIdType } from '../wire-enums';

/** A problem with a customs field; the step turns it into a sentence in the active language. */
export type CustomsIssue = 'required' | 'positive' | 'amount' | 'wholeNumber' | 'currency' | 'country' | 'certify' | 'explanation';

/** One customs item as the customs step holds it: text as typed. */
export interface CustomsItemValues {
  description: string;
  quantity: string;
  /** Total net weight of the line (all units together). */
  net_weight: string;
  mass_unit: MassUnit;
  /** Total value of the line (all units together). */
  value_amount: string;
  value_currency: string;
  origin_country: string;
  hs_code: string;
  tariff_number: string;
  sku_code: string;
}

/** Everything the customs step holds: the items and the declaration. */
export interface CustomsStepValues {
  items: CustomsItemValues[];
  contents_type: ContentsType;
  contents_explanation: string;
  non_delivery_option: NonDeliveryOption;
  /** An incoterm, or `''` for the carrier's default. */
  incoterm: Incoterm | '';
  /** An EEL/PFC code, or `''` for none. */
  eel_pfc: EelPfc | '';
  /** The AES ITN, needed when `eel_pfc` is `AES_ITN`. */
  aes_itn: string;
  certify: boolean;
  certify_signer: string;
  exporter_reference: string;
  importer_reference: string;
  eori_number: string;
  tax_id_number: string;
  tax_id_type: TaxIdType | '';
}

const CURRENCY_PATTERN = /^[A-Za-z]{3}$/;
const COUNTRY_PATTERN = /^[A-Za-z]{2}$/;

function issue(context: z.core.$RefinementCtx, path: (string | number)[], message: CustomsIssue) {
  context.addIssue({ code: 'custom', path, message });
}

function checkRequired(text: string, path: (string | number)[], context: z.core.$RefinementCtx) {
  if (text.trim() === '') {
    issue(context, path, 'required');
  }
}

/** Adds `required` or `wholeNumber` at `path` unless `text` is a whole number of 1 or more (a quantity). */
export function checkQuantity(text: string, path: (string | number)[], context: z.core.$RefinementCtx): void {
  if (text.trim() === '') {
    issue(context, path, 'required');
  } else if (!isPositiveWholeNumber(text)) {
    issue(context, path, 'wholeNumber');
  }
}

/** Adds `required` or `amount` at `path` unless `text` is an amount of zero or more (`12.50`, `12,50`). */
export function checkAmount(text: string, path: (string | number)[], context: z.core.$RefinementCtx): void {
  if (text.trim() === '') {
    issue(context, path, 'required');
  } else if (!isApiDecimal(normaliseDecimal(text))) {
    issue(context, path, 'amount');
  }
}

/** Adds `required` or `currency` at `path` unless `text` is a three-letter currency code. */
export function checkCurrency(text: string, path: (string | number)[], context: z.core.$RefinementCtx): void {
  if (text.trim() === '') {
    issue(context, path, 'required');
  } else if (!CURRENCY_PATTERN.test(text.trim())) {
    issue(context, path, 'currency');
  }
}

/*
 * zod/mini loads no locale, so a check without its own message would report zod's generic
 * "Invalid input". The checks a person could trip through a select carry a code instead.
 */
const REQUIRED = 'required' satisfies CustomsIssue;

const CustomsItemSchema = z
  .object({
    description: z.string(),
    quantity: z.string(),
    net_weight: z.string(),
    mass_unit: z.enum(MASS_UNITS, REQUIRED),
    value_amount: z.string(),
    value_currency: z.string(),
    origin_country: z.string(),
    hs_code: z.string(),
    tariff_number: z.string(),
    sku_code: z.string(),
  })
  .check(
    z.superRefine((item, context) => {
      checkRequired(item.description, ['description'], context);
      checkQuantity(item.quantity, ['quantity'], context);
      checkPositiveNumber(item.net_weight, ['net_weight'], context);
      // A value of zero is allowed: documents and samples are often declared without one.
      checkAmount(item.value_amount, ['value_amount'], context);
      checkCurrency(item.value_currency, ['value_currency'], context);
      if (item.origin_country.trim() === '') {
        issue(context, ['origin_country'], 'required');
      } else if (!COUNTRY_PATTERN.test(item.origin_country.trim())) {
        issue(context, ['origin_country'], 'country');
      }
    }),
  );

/**
 * Validates the customs step before any rate is requested: every item complete, an explanation
 * for contents of type OTHER, the AES ITN with the AES_ITN exemption, a tax id with its type,
 * and a signer who certifies the declaration. Issue messages are {@link CustomsIssue} codes.
 */
export const CustomsStepSchema = z
  .object({
    items: z.array(CustomsItemSchema).check(z.minLength(1, REQUIRED)),
    contents_type: z.enum(CONTENTS_TYPES, REQUIRED),
    contents_explanation: z.string(),
    non_delivery_option: z.enum(NON_DELIVERY_OPTIONS, REQUIRED),
    incoterm: z.union([z.literal(''), z.enum(INCOTERMS)]),
    eel_pfc: z.union([z.literal(''), z.enum(EEL_PFC_CODES)]),
    aes_itn: z.string(),
    certify: z.boolean(),
    certify_signer: z.string(),
    exporter_reference: z.string(),
    importer_reference: z.string(),
    eori_number: z.string(),
    tax_id_number: z.string(),
    tax_id_type: z.union([z.literal(''), z.enum(TAX_ID_TYPES)], REQUIRED),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.contents_type === 'OTHER' && values.contents_explanation.trim() === '') {
        issue(context, ['contents_explanation'], 'explanation');
      }
      if (values.eel_pfc === 'AES_ITN') {
        checkRequired(values.aes_itn, ['aes_itn'], context);
      }
      if (values.tax_id_number.trim() !== '' && values.tax_id_type === '') {
        issue(context, ['tax_id_type'], 'required');
      }
      if (values.tax_id_type !== '') {
        checkRequired(values.tax_id_number, ['tax_id_number'], context);
      }
      checkRequired(values.certify_signer, ['certify_signer'], context);
      if (!values.certify) {
        issue(context, ['certify'], 'certify');
      }
    }),
  );

/** An empty customs item, valued in `currency` and made in `originCountry` until changed. */
export function emptyCustomsItem(currency: string, originCountry: string, massUnit: MassUnit = 'lb'): CustomsItemValues {
  return {
    description: '',
    quantity: '1',
    net_weight: '',
    mass_unit: massUnit,
    value_amount: '',
    value_currency: currency,
    origin_country: originCountry,
    hs_code: '',
    tariff_number: '',
    sku_code: '',
  };
}

/** The declaration fields before the person changes anything (merchandise, returned if undeliverable). */
export function emptyDeclaration(items: CustomsItemValues[]): CustomsStepValues {
  return {
    items,
    contents_type: 'MERCHANDISE',
    contents_explanation: '',
    non_delivery_option: 'RETURN',
    incoterm: '',
    eel_pfc: '',
    aes_itn: '',
    certify: false,
    certify_signer: '',
    exporter_reference: '',
    importer_reference: '',
    eori_number: '',
    tax_id_number: '',
    tax_id_type: '',
  };
}

function optionalText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

function toCustomsItemInput(item: CustomsItemValues): CustomsItemInput {
  const input: CustomsItemInput = {
    description: item.description.trim(),
    quantity: Number(item.quantity.trim()),
    net_weight: normaliseDecimal(item.net_weight),
    mass_unit: item.mass_unit,
    value_amount: normaliseDecimal(item.value_amount),
    value_currency: item.value_currency.trim().toUpperCase(),
    origin_country: item.origin_country.trim().toUpperCase(),
  };
  const hsCode = optionalText(item.hs_code);
  const tariffNumber = optionalText(item.tariff_number);
  const sku = optionalText(item.sku_code);
  return {
    ...input,
    ...(hsCode === undefined ? {} : { hs_code: hsCode }),
    ...(tariffNumber === undefined ? {} : { tariff_number: tariffNumber }),
    ...(sku === undefined ? {} : { sku_code: sku }),
  };
}

/**
 * The customs declaration of a shipment request, with its items inline (the API creates them
 * with the declaration). Call with values the step has validated.
 */
export function toCustomsDeclarationInput(values: CustomsStepValues): CustomsDeclarationInput {
  const explanation = optionalText(values.contents_explanation);
  const eori = optionalText(values.eori_number);
  const taxIdNumber = optionalText(values.tax_id_number);
  const taxId = taxIdNumber !== undefined && values.tax_id_type !== '' ? { number: taxIdNumber, type: values.tax_id_type } : undefined;
  const exporterReference = optionalText(values.exporter_reference);
  const importerReference = optionalText(values.importer_reference);
  const aesItn = values.eel_pfc === 'AES_ITN' ? optionalText(values.aes_itn) : undefined;
  return {
    certify: values.certify,
    certify_signer: values.certify_signer.trim(),
    contents_type: values.contents_type,
    // Only OTHER needs an explanation; one left over from an earlier choice is not sent.
    ...(values.contents_type === 'OTHER' && explanation !== undefined ? { contents_explanation: explanation } : {}),
    non_delivery_option: values.non_delivery_option,
    items: values.items.map(toCustomsItemInput),
    ...(values.incoterm === '' ? {} : { incoterm: values.incoterm }),
    ...(values.eel_pfc === '' ? {} : { eel_pfc: values.eel_pfc }),
    ...(aesItn === undefined ? {} : { aes_itn: aesItn }),
    ...(exporterReference === undefined ? {} : { exporter_reference: exporterReference }),
    ...(importerReference === undefined ? {} : { importer_reference: importerReference }),
    ...(eori === undefined && taxId === undefined
      ? {}
      : { exporter_identification: { ...(eori === undefined ? {} : { eori_number: eori }), ...(taxId === undefined ? {} : { tax_id: taxId }) } }),
  };
}
