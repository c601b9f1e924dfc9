import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { AddressInputSchema, AddressSchema } from './addresses';
import { CustomsDeclarationInputSchema, CustomsDeclarationSchema } from './customs';
import { CodSchema, InsuranceSchema, ParcelInputSchema, ParcelSchema } from './parcels';
import { RateSchema } from './rates';
import {
  DateTimeSchema,
  MessageSchema,
  ObjectIdSchema,
  commonFields,
  nullish,
  openEnum,
  pageSchema,
  parseInput,
  type PageParams,
} from './shared';

/** A structured reference: `{ prefix, value, ref_sort }`. */
export const ShipmentReferenceSchema = z.looseObject({
  prefix: nullish(z.string()),
  value: nullish(z.string()),
  ref_sort: nullish(z.number().int()),
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
) as Record<ShipmentReferenceField, z.ZodOptional<z.ZodNullable<typeof ShipmentReferenceSchema>>>;

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
  alcohol: nullish(z.looseObject({ contains_alcohol: nullish(z.boolean()), recipient_type: nullish(z.string()) })),
  ancillary_endorsement: nullish(z.string()),
  authority_to_leave: nullish(z.boolean()),
  billing: nullish(
    z.looseObject({
      account: nullish(z.string()),
      country: nullish(z.string()),
      participation_code: nullish(z.string()),
      type: nullish(z.string()),
      zip: nullish(z.string()),
    }),
  ),
  bypass_address_validation: nullish(z.boolean()),
  carbon_neutral: nullish(z.boolean()),
  is_return: nullish(z.boolean()),
  premium: nullish(z.boolean()),
  qr_code_requested: nullish(z.boolean()),
  request_retail_rates: nullish(z.boolean()),
  saturday_delivery: nullish(z.boolean()),
  usmca_eligible: nullish(z.boolean()),
  carrier_hub_id: nullish(z.string()),
  carrier_hub_travel_time: nullish(z.number().int()),
  COD: nullish(CodSchema),
  container_type: nullish(z.string()),
  critical_pull_time: nullish(z.string()),
  customer_branch: nullish(z.string()),
  delivery_instructions: nullish(z.string()),
  fulfillment_center: nullish(z.string()),
  reference_1: nullish(z.string()),
  reference_2: nullish(z.string()),
  dangerous_goods: nullish(
    z.looseObject({
      contains: nullish(z.boolean()),
      biological_material: nullish(z.looseObject({ contains: nullish(z.boolean()) })),
      lithium_batteries: nullish(z.looseObject({ contains: nullish(z.boolean()) })),
    }),
  ),
  dangerous_goods_code: nullish(z.string()),
  dry_ice: nullish(z.looseObject({ contains_dry_ice: nullish(z.boolean()), weight: nullish(z.string()) })),
  insurance: nullish(InsuranceSchema),
  /** Carrier-specific; the interface names it after a carrier brand. */
  carrierx_attrs: nullish(z.array(z.string())),
  /** Carrier-specific; the interface names it after a carrier brand. */
  carrierx_declared_value: nullish(z.string()),
  /** A string of digits. */
  preferred_delivery_timeframe: nullish(z.string().regex(/^\d+$/)),
  return_service_type: nullish(z.string()),
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
  carrier_accounts: nullish(z.array(z.string())),
  rates: nullish(z.array(RateSchema)),
  messages: nullish(z.array(MessageSchema)),
  status: nullish(openEnum(ShipmentStatusSchema)),
  shipment_date: nullish(DateTimeSchema),
  customs_declaration: nullish(z.union([CustomsDeclarationSchema, z.string()])),
  extra: nullish(ShipmentExtraSchema),
  metadata: nullish(z.string()),
  ...commonFields,
});
export type Shipment = z.infer<typeof ShipmentSchema>;

const AddressRefSchema = z.union([ObjectIdSchema, AddressInputSchema]);

/** `extra` of a shipment create request: the response shape, minus null. */
export const ShipmentExtraInputSchema = ShipmentExtraSchema.partial();

/** The body of a shipment create request. */
export const ShipmentInputSchema = z.object({
  address_from: AddressRefSchema,
  address_to: AddressRefSchema,
  address_return: AddressRefSchema.optional(),
  parcels: z.array(z.union([ObjectIdSchema, ParcelInputSchema])).min(1),
  /** Limit rating to these carrier account ids. */
  carrier_accounts: z.array(ObjectIdSchema).optional(),
  customs_declaration: z.union([ObjectIdSchema, CustomsDeclarationInputSchema]).optional(),
  shipment_date: DateTimeSchema.optional(),
  extra: ShipmentExtraInputSchema.optional(),
  metadata: z.string().optional(),
  /** `false` (the default here) returns the shipment with its rates in the same response. */
  async: z.boolean().optional(),
});
export type ShipmentInput = z.input<typeof ShipmentInputSchema>;

export const ShipmentPageSchema = pageSchema(ShipmentSchema);
export type ShipmentPage = z.infer<typeof ShipmentPageSchema>;

/**
 * Creates a shipment and, by default synchronously (`async: false`), returns it with its rates.
 */
export async function createShipment(api: ApiClient, input: ShipmentInput, options?: RequestOptions): Promise<Shipment> {
  return api.request({
    method: 'POST',
    path: '/shipments/',
    body: parseInput(ShipmentInputSchema, { async: false, ...input }),
    schema: ShipmentSchema,
    ...options,
  });
}

/** Retrieves a shipment with its rates. */
export async function getShipment(api: ApiClient, shipmentId: string, options?: RequestOptions): Promise<Shipment> {
  return api.request({ method: 'GET', path: `/shipments/${pathSegment(shipmentId, 'shipmentId')}`, schema: ShipmentSchema, ...options });
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
  checkPageParams(params);
  return api.request({ method: 'GET', path: '/shipments/', query: { ...params }, schema: ShipmentPageSchema, ...options });
}
