import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { AddressInputSchema, AddressSchema } from './addresses';
import { CustomsDeclarationInputSchema, CustomsDeclarationSchema } from './customs';
import { CodSchema, InsuranceSchema, ParcelInputSchema, ParcelSchema } from './parcels';
import { RateSchema } from './rates';
import {
  DateTimeSchema,
  DigitsSchema,
  MessageSchema,
  ObjectIdSchema,
  commonFields,
  get,
  list,
  nonEmpty,
  nullish,
  nullishBoolean,
  nullishDateTime,
  nullishInt,
  nullishString,
  nullishStrings,
  openEnum,
  optionalBoolean,
  optionalString,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** A structured reference: `{ prefix, value, ref_sort }`. */
export const ShipmentReferenceSchema = z.looseObject({
  prefix: nullishString,
  value: nullishString,
  ref_sort: nullishInt,
});
export type ShipmentReference = z.infer<typeof ShipmentReferenceSchema>;

/** The names of the structured reference fields of a shipment's `extra`. */
export const SHIPMENT_REFERENCE_FIELDS = [
  'accounts_receivable_customer_account',
  'appropriation_number',
  'bill_of_lading_number',
  'cod_number',
  'customer_reference',
  'dealer_order_number',
  'dept_number',
  'fda_product_code',
  'invoice_number',
  'manifest_number',
  'model_number',
  'part_number',
  'po_number',
  'production_code',
  'purchase_request_number',
  'rma_number',
  'salesperson_number',
  'serial_number',
  'store_number',
  'transaction_reference_number',
] as const;
export type ShipmentReferenceField = (typeof SHIPMENT_REFERENCE_FIELDS)[number];

const referenceFields = Object.fromEntries(
  SHIPMENT_REFERENCE_FIELDS.map((field) => [field, nullish(ShipmentReferenceSchema)]),
) as Record<ShipmentReferenceField, z.ZodMiniOptional<z.ZodMiniNullable<typeof ShipmentReferenceSchema>>>;

/** Signature confirmation levels. */
export const SignatureConfirmationSchema = z.enum([
  'STANDARD',
  'ADULT',
  'CERTIFIED',
  'INDIRECT',
  'CARRIER_CONFIRMATION',
]);
export type SignatureConfirmation = z.infer<typeof SignatureConfirmationSchema>;

/** Every field of a shipment's `extra` (spec §2 "Shipment extra fields"). */
export const ShipmentExtraSchema = z.looseObject({
  ...referenceFields,
  alcohol: nullish(z.looseObject({ contains_alcohol: nullishBoolean, recipient_type: nullishString })),
  ancillary_endorsement: nullishString,
  authority_to_leave: nullishBoolean,
  billing: nullish(
    z.looseObject({
      account: nullishString,
      country: nullishString,
      participation_code: nullishString,
      type: nullishString,
      zip: nullishString,
    }),
  ),
  bypass_address_validation: nullishBoolean,
  carbon_neutral: nullishBoolean,
  is_return: nullishBoolean,
  premium: nullishBoolean,
  qr_code_requested: nullishBoolean,
  request_retail_rates: nullishBoolean,
  saturday_delivery: nullishBoolean,
  usmca_eligible: nullishBoolean,
  carrier_hub_id: nullishString,
  carrier_hub_travel_time: nullishInt,
  COD: nullish(CodSchema),
  container_type: nullishString,
  critical_pull_time: nullishString,
  customer_branch: nullishString,
  delivery_instructions: nullishString,
  fulfillment_center: nullishString,
  reference_1: nullishString,
  reference_2: nullishString,
  dangerous_goods: nullish(
    z.looseObject({
      contains: nullishBoolean,
      biological_material: nullish(z.looseObject({ contains: nullishBoolean })),
      lithium_batteries: nullish(z.looseObject({ contains: nullishBoolean })),
    }),
  ),
  dangerous_goods_code: nullishString,
  dry_ice: nullish(z.looseObject({ contains_dry_ice: nullishBoolean, weight: nullishString })),
  insurance: nullish(InsuranceSchema),
  /** Carrier-specific; the interface names it after a carrier brand. */
  carrierx_attrs: nullishStrings,
  /** Carrier-specific; the interface names it after a carrier brand. */
  carrierx_declared_value: nullishString,
  /** A string of digits. */
  preferred_delivery_timeframe: nullish(DigitsSchema),
  return_service_type: nullishString,
  signature_confirmation: nullish(openEnum(SignatureConfirmationSchema)),
});
export type ShipmentExtra = z.infer<typeof ShipmentExtraSchema>;

/** Shipment states (the spec shows QUEUED; the public API also uses these). */
export const ShipmentStatusSchema = z.enum(['WAITING', 'QUEUED', 'SUCCESS', 'ERROR']);
export type ShipmentStatus = z.infer<typeof ShipmentStatusSchema>;

/** A shipment as the API returns it (spec §2 Shipment). */
export const ShipmentSchema = z.looseObject({
  address_from: nullish(z.union([AddressSchema, z.string()])),
  address_to: nullish(z.union([AddressSchema, z.string()])),
  address_return: nullish(z.union([AddressSchema, z.string()])),
  parcels: nullish(z.array(z.union([ParcelSchema, z.string()]))),
  carrier_accounts: nullishStrings,
  rates: nullish(z.array(RateSchema)),
  messages: nullish(z.array(MessageSchema)),
  status: nullish(openEnum(ShipmentStatusSchema)),
  shipment_date: nullishDateTime,
  customs_declaration: nullish(z.union([CustomsDeclarationSchema, z.string()])),
  extra: nullish(ShipmentExtraSchema),
  metadata: nullishString,
  ...commonFields,
});
// An interface, not an alias: declarations that use it (the query options, the hooks) name it
// instead of spelling the whole object out again (issue 36's package size).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Shipment extends z.infer<typeof ShipmentSchema> {}

const AddressRefSchema = z.union([ObjectIdSchema, AddressInputSchema]);

/**
 * `extra` of a shipment create request: the fields of the response's `extra`, each optional (as
 * every one of them already is there), so the response schema serves the request as it is.
 */
export const ShipmentExtraInputSchema = ShipmentExtraSchema;

/** The body of a shipment create request. */
export const ShipmentInputSchema = z.object({
  address_from: AddressRefSchema,
  address_to: AddressRefSchema,
  address_return: z.optional(AddressRefSchema),
  parcels: z.array(z.union([ObjectIdSchema, ParcelInputSchema])).check(nonEmpty),
  /** Limit rating to these carrier account ids. */
  carrier_accounts: z.optional(z.array(ObjectIdSchema)),
  customs_declaration: z.optional(z.union([ObjectIdSchema, CustomsDeclarationInputSchema])),
  shipment_date: z.optional(DateTimeSchema),
  extra: z.optional(ShipmentExtraInputSchema),
  metadata: optionalString,
  /** `false` (the default here) returns the shipment with its rates in the same response. */
  async: optionalBoolean,
});
export type ShipmentInput = z.input<typeof ShipmentInputSchema>;

export const ShipmentPageSchema = pageSchema(ShipmentSchema);
export type ShipmentPage = z.infer<typeof ShipmentPageSchema>;

/**
 * Creates a shipment and, by default synchronously (`async: false`), returns it with its rates.
 */
export async function createShipment(api: ApiClient, input: ShipmentInput, options?: RequestOptions): Promise<Shipment> {
  return post(api, '/shipments/', parseInput(ShipmentInputSchema, { async: false, ...input }), ShipmentSchema, options);
}

/** Retrieves a shipment with its rates. */
export async function getShipment(api: ApiClient, shipmentId: string, options?: RequestOptions): Promise<Shipment> {
  return get(api, `/shipments/${pathSegment(shipmentId, 'shipmentId')}`, ShipmentSchema, options);
}

/** Filters of {@link listShipments}. */
export interface ListShipmentsParams extends PageParams {
  /** Opaque page token from a previous page. */
  page_token?: string | undefined;
  /** Created after this ISO 8601 time. */
  object_created_gt?: string | undefined;
  /** Created at or after this ISO 8601 time. */
  object_created_gte?: string | undefined;
  /** Created before this ISO 8601 time. */
  object_created_lt?: string | undefined;
  /** Created at or before this ISO 8601 time. */
  object_created_lte?: string | undefined;
}

/** Lists shipments, newest first. */
export async function listShipments(api: ApiClient, params: ListShipmentsParams = {}, options?: RequestOptions): Promise<ShipmentPage> {
  return list(api, '/shipments/', params, ShipmentPageSchema, options);
}
