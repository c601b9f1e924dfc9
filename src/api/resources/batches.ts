import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { checkMetadata, pathSegment } from '../limits';
import { AddressInputSchema } from './addresses';
import { CustomsDeclarationInputSchema } from './customs';
import { ParcelInputSchema } from './parcels';
import { LabelFileTypeSchema } from './transactions';
import {
  StringOrObjectSchema,
  NonEmptyStringSchema,
  ObjectIdSchema,
  commonFields,
  list,
  nonEmpty,
  nullish,
  nullishInt,
  nullishString,
  nullishUrls,
  openEnum,
  optionalString,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** States of a batch. */
export const BatchStatusSchema = z.enum(['VALIDATING', 'VALID', 'INVALID', 'PURCHASING', 'PURCHASED']);
export type BatchStatus = z.infer<typeof BatchStatusSchema>;

/** States of one shipment in a batch (the spec shows INVALID; the rest follow the public API). */
export const BatchShipmentStatusSchema = z.enum(['INVALID', 'VALID', 'INCOMPLETE', 'TRANSACTION_FAILED']);
export type BatchShipmentStatus = z.infer<typeof BatchShipmentStatusSchema>;

/** One shipment of a batch, as the API returns it. */
export const BatchShipmentSchema = z.looseObject({
  object_id: ObjectIdSchema,
  /** Shipment id. */
  shipment: nullishString,
  status: nullish(openEnum(BatchShipmentStatusSchema)),
  carrier_account: nullishString,
  metadata: nullishString,
  servicelevel_token: nullishString,
  /** Validation messages, as plain strings. */
  messages: nullish(z.array(StringOrObjectSchema)),
  /** Transaction id once purchased. */
  transaction: nullishString,
});
export type BatchShipment = z.infer<typeof BatchShipmentSchema>;

export const BatchShipmentPageSchema = pageSchema(BatchShipmentSchema);
export type BatchShipmentPage = z.infer<typeof BatchShipmentPageSchema>;

/** Counts of a batch's creation and purchase outcomes. */
export const BatchObjectResultsSchema = z.looseObject({
  creation_succeeded: nullishInt,
  creation_failed: nullishInt,
  purchase_succeeded: nullishInt,
  purchase_failed: nullishInt,
});
export type BatchObjectResults = z.infer<typeof BatchObjectResultsSchema>;

/** A batch as the API returns it (spec §2 Batch). */
export const BatchSchema = z.looseObject({
  default_carrier_account: nullishString,
  default_servicelevel_token: nullishString,
  /** Absent or empty right after creation: shipments are created asynchronously. */
  batch_shipments: nullish(BatchShipmentPageSchema),
  label_filetype: nullishString,
  metadata: nullishString,
  status: openEnum(BatchStatusSchema),
  object_results: nullish(BatchObjectResultsSchema),
  /** Each URL is a merged file of at most 100 labels. */
  label_url: nullishUrls,
  ...commonFields,
});
export type Batch = z.infer<typeof BatchSchema>;

/** One shipment to add to a batch. */
export const BatchShipmentInputSchema = z.object({
  shipment: z.object({
    address_from: z.union([ObjectIdSchema, AddressInputSchema]),
    address_to: z.union([ObjectIdSchema, AddressInputSchema]),
    parcels: z.array(z.union([ObjectIdSchema, ParcelInputSchema])).check(nonEmpty),
    /** Needed to buy the label of a shipment abroad: an id, or the declaration with its items. */
    customs_declaration: z.optional(z.union([ObjectIdSchema, CustomsDeclarationInputSchema])),
    metadata: optionalString,
  }),
  carrier_account: z.optional(ObjectIdSchema),
  servicelevel_token: z.optional(NonEmptyStringSchema),
  metadata: optionalString,
});
export type BatchShipmentInput = z.input<typeof BatchShipmentInputSchema>;

/** The body of a batch create request. */
export const BatchInputSchema = z.object({
  default_carrier_account: ObjectIdSchema,
  default_servicelevel_token: NonEmptyStringSchema,
  /** When omitted, the account's dashboard default applies. */
  label_filetype: z.optional(LabelFileTypeSchema),
  metadata: optionalString,
  batch_shipments: z.array(BatchShipmentInputSchema),
});
export type BatchInput = z.input<typeof BatchInputSchema>;

function checkBatchMetadata(input: BatchInput) {
  checkMetadata(input.metadata, 'metadata');
  input.batch_shipments.forEach((shipment, index) => checkMetadata(shipment.metadata, `batch_shipments.${index}.metadata`));
}

/**
 * Creates a batch. Creation is asynchronous: the response is VALIDATING and has no shipments yet;
 * poll {@link getBatch} until VALID or INVALID.
 */
export async function createBatch(api: ApiClient, input: BatchInput, options?: RequestOptions): Promise<Batch> {
  checkBatchMetadata(input);
  return post(api, '/batches/', parseInput(BatchInputSchema, input), BatchSchema, options);
}

/** Parameters of {@link getBatch}: pagination of its `batch_shipments`. */
export interface GetBatchParams extends PageParams {
  /** Only batch shipments with this outcome. */
  object_results?: 'creation_succeeded' | 'creation_failed' | 'purchase_succeeded' | 'purchase_failed' | undefined;
}

/** Retrieves a batch with a page of its shipments. */
export async function getBatch(api: ApiClient, batchId: string, params: GetBatchParams = {}, options?: RequestOptions): Promise<Batch> {
  return list(api, `/batches/${pathSegment(batchId, 'batchId')}`, params, BatchSchema, options);
}

/** Adds shipments to a batch that is not purchased yet. */
export async function addBatchShipments(
  api: ApiClient,
  batchId: string,
  shipments: BatchShipmentInput[],
  options?: RequestOptions,
): Promise<Batch> {
  shipments.forEach((shipment, index) => checkMetadata(shipment.metadata, `${index}.metadata`));
  const body = parseInput(z.array(BatchShipmentInputSchema).check(nonEmpty), shipments);
  return post(api, `/batches/${pathSegment(batchId, 'batchId')}/add_shipments`, body, BatchSchema, options);
}

/** Removes batch shipments (by batch shipment id), for example the invalid ones. */
export async function removeBatchShipments(
  api: ApiClient,
  batchId: string,
  batchShipmentIds: string[],
  options?: RequestOptions,
): Promise<Batch> {
  const body = parseInput(z.array(ObjectIdSchema).check(nonEmpty), batchShipmentIds);
  return post(api, `/batches/${pathSegment(batchId, 'batchId')}/remove_shipments`, body, BatchSchema, options);
}

/**
 * Buys every label of a VALID batch. It spends money, so it is never retried automatically.
 * The batch moves to PURCHASING, then PURCHASED.
 */
export async function purchaseBatch(api: ApiClient, batchId: string, options?: RequestOptions): Promise<Batch> {
  return post(api, `/batches/${pathSegment(batchId, 'batchId')}/purchase`, undefined, BatchSchema, options, 'purchase');
}
