import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { MassUnitSchema } from './parcels';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  DecimalStringSchema,
  ObjectIdSchema,
  commonFields,
  nullish,
  parseInput,
  openEnum,
  pageSchema,
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
  description: nullish(z.string()),
  mass_unit: nullish(z.string()),
  net_weight: nullish(z.string()),
  origin_country: nullish(z.string()),
  quantity: nullish(z.number().int()),
  value_amount: nullish(z.string()),
  value_currency: nullish(z.string()),
  eccn_ear99: nullish(z.string()),
  metadata: nullish(z.string()),
  sku_code: nullish(z.string()),
  hs_code: nullish(z.string()),
  tariff_number: nullish(z.string()),
  object_state: nullish(z.string()),
  ...commonFields,
});
export type CustomsItem = z.infer<typeof CustomsItemSchema>;

/** The body of a customs item create request. */
export const CustomsItemInputSchema = z.object({
  description: z.string().min(1),
  quantity: z.number().int().positive(),
  net_weight: DecimalStringSchema,
  mass_unit: MassUnitSchema,
  value_amount: DecimalStringSchema,
  value_currency: CurrencyCodeSchema,
  origin_country: CountryCodeSchema,
  tariff_number: z.string().optional(),
  hs_code: z.string().optional(),
  sku_code: z.string().optional(),
  eccn_ear99: z.string().optional(),
  metadata: z.string().optional(),
});
export type CustomsItemInput = z.input<typeof CustomsItemInputSchema>;

const TaxIdSchema = z.looseObject({ number: nullish(z.string()), type: nullish(z.string()) });

/** A customs declaration as the API returns it (spec §2 Customs declaration). */
export const CustomsDeclarationSchema = z.looseObject({
  certify: nullish(z.boolean()),
  certify_signer: nullish(z.string()),
  contents_type: nullish(openEnum(ContentsTypeSchema)),
  contents_explanation: nullish(z.string()),
  /** Ids of customs items (or the items themselves, when the API expands them). */
  items: nullish(z.array(z.union([z.string(), CustomsItemSchema]))),
  non_delivery_option: nullish(openEnum(NonDeliveryOptionSchema)),
  aes_itn: nullish(z.string()),
  b13a_filing_option: nullish(z.string()),
  b13a_number: nullish(z.string()),
  certificate: nullish(z.string()),
  commercial_invoice: nullish(z.boolean()),
  disclaimer: nullish(z.string()),
  license: nullish(z.string()),
  notes: nullish(z.string()),
  invoice: nullish(z.string()),
  metadata: nullish(z.string()),
  duties_payor: nullish(
    z.looseObject({
      account: nullish(z.string()),
      type: nullish(z.string()),
      address: nullish(z.looseObject({ name: nullish(z.string()), zip: nullish(z.string()), country: nullish(z.string()) })),
    }),
  ),
  exporter_identification: nullish(z.looseObject({ eori_number: nullish(z.string()), tax_id: nullish(TaxIdSchema) })),
  exporter_reference: nullish(z.string()),
  importer_reference: nullish(z.string()),
  is_vat_collected: nullish(z.boolean()),
  address_importer: nullish(z.union([z.string(), z.looseObject({})])),
  eel_pfc: nullish(z.string()),
  incoterm: nullish(openEnum(IncotermSchema)),
  invoiced_charges: nullish(
    z.looseObject({
      currency: nullish(z.string()),
      total_shipping: nullish(z.string()),
      total_taxes: nullish(z.string()),
      total_duties: nullish(z.string()),
      other_fees: nullish(z.string()),
    }),
  ),
  object_state: nullish(z.string()),
  ...commonFields,
});
export type CustomsDeclaration = z.infer<typeof CustomsDeclarationSchema>;

/** The body of a customs declaration create request. */
export const CustomsDeclarationInputSchema = z
  .object({
    certify: z.boolean(),
    certify_signer: z.string().min(1),
    contents_type: ContentsTypeSchema,
    contents_explanation: z.string().optional(),
    non_delivery_option: NonDeliveryOptionSchema,
    /** Customs item ids, or items to create along with the declaration. */
    items: z.array(z.union([ObjectIdSchema, CustomsItemInputSchema])).min(1),
    aes_itn: z.string().optional(),
    b13a_filing_option: B13aFilingOptionSchema.optional(),
    b13a_number: z.string().optional(),
    certificate: z.string().optional(),
    commercial_invoice: z.boolean().optional(),
    disclaimer: z.string().optional(),
    license: z.string().optional(),
    notes: z.string().optional(),
    invoice: z.string().optional(),
    metadata: z.string().optional(),
    duties_payor: z
      .object({
        account: z.string().optional(),
        type: z.string().optional(),
        address: z.object({ name: z.string().optional(), zip: z.string().optional(), country: z.string().optional() }).optional(),
      })
      .optional(),
    exporter_identification: z
      .object({
        eori_number: z.string().optional(),
        tax_id: z.object({ number: z.string(), type: z.string() }).optional(),
      })
      .optional(),
    exporter_reference: z.string().optional(),
    importer_reference: z.string().optional(),
    is_vat_collected: z.boolean().optional(),
    address_importer: z.string().optional(),
    eel_pfc: EelPfcSchema.optional(),
    incoterm: IncotermSchema.optional(),
    invoiced_charges: z
      .object({
        currency: CurrencyCodeSchema,
        total_shipping: DecimalStringSchema.optional(),
        total_taxes: DecimalStringSchema.optional(),
        total_duties: DecimalStringSchema.optional(),
        other_fees: DecimalStringSchema.optional(),
      })
      .optional(),
  })
  .superRefine((declaration, context) => {
    if (!declaration.certify) {
      context.addIssue({ code: 'custom', path: ['certify'], message: 'The signer must certify the declaration' });
    }
    if (declaration.contents_type === 'OTHER' && !declaration.contents_explanation?.trim()) {
      context.addIssue({
        code: 'custom',
        path: ['contents_explanation'],
        message: 'contents_explanation is required when contents_type is OTHER',
      });
    }
  });
export type CustomsDeclarationInput = z.input<typeof CustomsDeclarationInputSchema>;

export const CustomsItemPageSchema = pageSchema(CustomsItemSchema);
export type CustomsItemPage = z.infer<typeof CustomsItemPageSchema>;
export const CustomsDeclarationPageSchema = pageSchema(CustomsDeclarationSchema);
export type CustomsDeclarationPage = z.infer<typeof CustomsDeclarationPageSchema>;

/** Creates a customs item. */
export async function createCustomsItem(api: ApiClient, input: CustomsItemInput, options?: RequestOptions): Promise<CustomsItem> {
  return api.request({
    method: 'POST',
    path: '/customs/items/',
    body: parseInput(CustomsItemInputSchema, input),
    schema: CustomsItemSchema,
    ...options,
  });
}

/** Retrieves a customs item. */
export async function getCustomsItem(api: ApiClient, itemId: string, options?: RequestOptions): Promise<CustomsItem> {
  return api.request({ method: 'GET', path: `/customs/items/${pathSegment(itemId, 'itemId')}`, schema: CustomsItemSchema, ...options });
}

/** Lists customs items (default 25 per page). */
export async function listCustomsItems(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<CustomsItemPage> {
  checkPageParams(params);
  return api.request({ method: 'GET', path: '/customs/items/', query: { ...params }, schema: CustomsItemPageSchema, ...options });
}

/** Creates a customs declaration. */
export async function createCustomsDeclaration(
  api: ApiClient,
  input: CustomsDeclarationInput,
  options?: RequestOptions,
): Promise<CustomsDeclaration> {
  return api.request({
    method: 'POST',
    path: '/customs/declarations/',
    body: parseInput(CustomsDeclarationInputSchema, input),
    schema: CustomsDeclarationSchema,
    ...options,
  });
}

/** Retrieves a customs declaration. */
export async function getCustomsDeclaration(api: ApiClient, declarationId: string, options?: RequestOptions): Promise<CustomsDeclaration> {
  return api.request({
    method: 'GET',
    path: `/customs/declarations/${pathSegment(declarationId, 'declarationId')}`,
    schema: CustomsDeclarationSchema,
    ...options,
  });
}

/** Lists customs declarations (default 5 per page). */
export async function listCustomsDeclarations(
  api: ApiClient,
  params: PageParams = {},
  options?: RequestOptions,
): Promise<CustomsDeclarationPage> {
  checkPageParams(params);
  return api.request({
    method: 'GET',
    path: '/customs/declarations/',
    query: { ...params },
    schema: CustomsDeclarationPageSchema,
    ...options,
  });
}
