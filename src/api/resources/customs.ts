import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { MassUnitSchema } from './parcels';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  DecimalStringSchema,
  StringOrObjectSchema,
  NonEmptyStringSchema,
  ObjectIdSchema,
  PositiveIntSchema,
  addIssue,
  commonFields,
  get,
  list,
  nonEmpty,
  nullish,
  nullishBoolean,
  nullishInt,
  nullishString,
  openEnum,
  optionalBoolean,
  optionalDecimal,
  optionalString,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** What a customs declaration's parcel contains. */
export const ContentsTypeSchema = z.enum([
  'DOCUMENTS',
  'GIFT',
  'SAMPLE',
  'MERCHANDISE',
  'HUMANITARIAN_DONATION',
  'RETURN_MERCHANDISE',
  'OTHER',
]);
export type ContentsType = z.infer<typeof ContentsTypeSchema>;

/** What the carrier does with an undeliverable parcel. */
export const NonDeliveryOptionSchema = z.enum(['ABANDON', 'RETURN']);
export type NonDeliveryOption = z.infer<typeof NonDeliveryOptionSchema>;

/** Who pays duties and taxes. */
export const IncotermSchema = z.enum(['DDP', 'DDU', 'FCA', 'DAP', 'eDAP']);
export type Incoterm = z.infer<typeof IncotermSchema>;

/** Export declaration exemptions (EEL/PFC). */
export const EelPfcSchema = z.enum(['NOEEI_30_37_a', 'NOEEI_30_37_h', 'NOEEI_30_37_f', 'NOEEI_30_36', 'AES_ITN']);
export type EelPfc = z.infer<typeof EelPfcSchema>;

/** B13A filing options for exports from Canada. */
export const B13aFilingOptionSchema = z.enum(['FILED_ELECTRONICALLY', 'SUMMARY_REPORTING', 'NOT_REQUIRED']);
export type B13aFilingOption = z.infer<typeof B13aFilingOptionSchema>;

/** A customs item as the API returns it (spec §2 Customs item). */
export const CustomsItemSchema = z.looseObject({
  description: nullishString,
  mass_unit: nullishString,
  net_weight: nullishString,
  origin_country: nullishString,
  quantity: nullishInt,
  value_amount: nullishString,
  value_currency: nullishString,
  eccn_ear99: nullishString,
  metadata: nullishString,
  sku_code: nullishString,
  hs_code: nullishString,
  tariff_number: nullishString,
  object_state: nullishString,
  ...commonFields,
});
export type CustomsItem = z.infer<typeof CustomsItemSchema>;

/** The body of a customs item create request. */
export const CustomsItemInputSchema = z.object({
  description: NonEmptyStringSchema,
  quantity: PositiveIntSchema,
  net_weight: DecimalStringSchema,
  mass_unit: MassUnitSchema,
  value_amount: DecimalStringSchema,
  value_currency: CurrencyCodeSchema,
  origin_country: CountryCodeSchema,
  tariff_number: optionalString,
  hs_code: optionalString,
  sku_code: optionalString,
  eccn_ear99: optionalString,
  metadata: optionalString,
});
export type CustomsItemInput = z.input<typeof CustomsItemInputSchema>;

const TaxIdSchema = z.looseObject({ number: nullishString, type: nullishString });

/** A customs declaration as the API returns it (spec §2 Customs declaration). */
export const CustomsDeclarationSchema = z.looseObject({
  certify: nullishBoolean,
  certify_signer: nullishString,
  contents_type: nullish(openEnum(ContentsTypeSchema)),
  contents_explanation: nullishString,
  /** Ids of customs items (or the items themselves, when the API expands them). */
  items: nullish(z.array(z.union([z.string(), CustomsItemSchema]))),
  non_delivery_option: nullish(openEnum(NonDeliveryOptionSchema)),
  aes_itn: nullishString,
  b13a_filing_option: nullishString,
  b13a_number: nullishString,
  certificate: nullishString,
  commercial_invoice: nullishBoolean,
  disclaimer: nullishString,
  license: nullishString,
  notes: nullishString,
  invoice: nullishString,
  metadata: nullishString,
  duties_payor: nullish(
    z.looseObject({
      account: nullishString,
      type: nullishString,
      address: nullish(z.looseObject({ name: nullishString, zip: nullishString, country: nullishString })),
    }),
  ),
  exporter_identification: nullish(z.looseObject({ eori_number: nullishString, tax_id: nullish(TaxIdSchema) })),
  exporter_reference: nullishString,
  importer_reference: nullishString,
  is_vat_collected: nullishBoolean,
  address_importer: nullish(StringOrObjectSchema),
  eel_pfc: nullishString,
  incoterm: nullish(openEnum(IncotermSchema)),
  invoiced_charges: nullish(
    z.looseObject({
      currency: nullishString,
      total_shipping: nullishString,
      total_taxes: nullishString,
      total_duties: nullishString,
      other_fees: nullishString,
    }),
  ),
  object_state: nullishString,
  ...commonFields,
});
export type CustomsDeclaration = z.infer<typeof CustomsDeclarationSchema>;

/** The body of a customs declaration create request. */
export const CustomsDeclarationInputSchema = z
  .object({
    certify: z.boolean(),
    certify_signer: NonEmptyStringSchema,
    contents_type: ContentsTypeSchema,
    contents_explanation: optionalString,
    non_delivery_option: NonDeliveryOptionSchema,
    /** Customs item ids, or items to create along with the declaration. */
    items: z.array(z.union([ObjectIdSchema, CustomsItemInputSchema])).check(nonEmpty),
    aes_itn: optionalString,
    b13a_filing_option: z.optional(B13aFilingOptionSchema),
    b13a_number: optionalString,
    certificate: optionalString,
    commercial_invoice: optionalBoolean,
    disclaimer: optionalString,
    license: optionalString,
    notes: optionalString,
    invoice: optionalString,
    metadata: optionalString,
    duties_payor: z.optional(
      z.object({
        account: optionalString,
        type: optionalString,
        address: z.optional(z.object({ name: optionalString, zip: optionalString, country: optionalString })),
      }),
    ),
    exporter_identification: z.optional(
      z.object({
        eori_number: optionalString,
        tax_id: z.optional(z.object({ number: z.string(), type: z.string() })),
      }),
    ),
    exporter_reference: optionalString,
    importer_reference: optionalString,
    is_vat_collected: optionalBoolean,
    address_importer: optionalString,
    eel_pfc: z.optional(EelPfcSchema),
    incoterm: z.optional(IncotermSchema),
    invoiced_charges: z.optional(
      z.object({
        currency: CurrencyCodeSchema,
        total_shipping: optionalDecimal,
        total_taxes: optionalDecimal,
        total_duties: optionalDecimal,
        other_fees: optionalDecimal,
      }),
    ),
  })
  .check((payload) => {
    const declaration = payload.value;
    if (!declaration.certify) {
      addIssue(payload, 'The signer must certify the declaration', ['certify']);
    }
    if (declaration.contents_type === 'OTHER' && !declaration.contents_explanation?.trim()) {
      addIssue(payload, 'contents_explanation is required when contents_type is OTHER', ['contents_explanation']);
    }
  });
export type CustomsDeclarationInput = z.input<typeof CustomsDeclarationInputSchema>;

export const CustomsItemPageSchema = pageSchema(CustomsItemSchema);
export type CustomsItemPage = z.infer<typeof CustomsItemPageSchema>;
export const CustomsDeclarationPageSchema = pageSchema(CustomsDeclarationSchema);
export type CustomsDeclarationPage = z.infer<typeof CustomsDeclarationPageSchema>;

/** Creates a customs item. */
export async function createCustomsItem(api: ApiClient, input: CustomsItemInput, options?: RequestOptions): Promise<CustomsItem> {
  return post(api, '/customs/items/', parseInput(CustomsItemInputSchema, input), CustomsItemSchema, options);
}

/** Retrieves a customs item. */
export async function getCustomsItem(api: ApiClient, itemId: string, options?: RequestOptions): Promise<CustomsItem> {
  return get(api, `/customs/items/${pathSegment(itemId, 'itemId')}`, CustomsItemSchema, options);
}

/** Lists customs items (default 25 per page). */
export async function listCustomsItems(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<CustomsItemPage> {
  return list(api, '/customs/items/', params, CustomsItemPageSchema, options);
}

/** Creates a customs declaration. */
export async function createCustomsDeclaration(
  api: ApiClient,
  input: CustomsDeclarationInput,
  options?: RequestOptions,
): Promise<CustomsDeclaration> {
  return post(api, '/customs/declarations/', parseInput(CustomsDeclarationInputSchema, input), CustomsDeclarationSchema, options);
}

/** Retrieves a customs declaration. */
export async function getCustomsDeclaration(api: ApiClient, declarationId: string, options?: RequestOptions): Promise<CustomsDeclaration> {
  return get(api, `/customs/declarations/${pathSegment(declarationId, 'declarationId')}`, CustomsDeclarationSchema, options);
}

/** Lists customs declarations (default 5 per page). */
export async function listCustomsDeclarations(
  api: ApiClient,
  params: PageParams = {},
  options?: RequestOptions,
): Promise<CustomsDeclarationPage> {
  return list(api, '/customs/declarations/', params, CustomsDeclarationPageSchema, options);
}
