import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { ShipmentInputSchema } from './shipments';
import {
  MessageSchema,
  NonEmptyStringSchema,
  ObjectIdSchema,
  commonFields,
  get,
  list,
  nullish,
  nullishString,
  nullishUrl,
  openEnum,
  optionalBoolean,
  optionalString,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** Label file formats (spec §2 Batch `label_filetype`). */
export const LabelFileTypeSchema = z.enum([
  'PNG',
  'PNG_2.3x7.5',
  'PDF',
  'PDF_2.3x7.5',
  'PDF_4x6',
  'PDF_4x8',
  'PDF_A4',
  'PDF_A5',
  'PDF_A6',
  'ZPLII',
]);
export type LabelFileType = z.infer<typeof LabelFileTypeSchema>;

/** States of a transaction (a purchased label). */
export const TransactionStatusSchema = z.enum([
  'WAITING',
  'QUEUED',
  'SUCCESS',
  'ERROR',
  'REFUNDED',
  'REFUNDPENDING',
  'REFUNDREJECTED',
]);
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>;

/** Tracking states of a shipment in transit. */
export const TrackingStatusSchema = z.enum(['UNKNOWN', 'PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE']);
export type TrackingStatus = z.infer<typeof TrackingStatusSchema>;

/** The rate summary a transaction carries. */
export const TransactionRateSchema = z.looseObject({
  amount: nullishString,
  amount_local: nullishString,
  currency: nullishString,
  currency_local: nullishString,
  object_id: nullishString,
  provider: nullishString,
  carrier_account: nullishString,
  servicelevel_name: nullishString,
  servicelevel_token: nullishString,
});
export type TransactionRate = z.infer<typeof TransactionRateSchema>;

/** A purchased label (spec §2 Transaction). */
export const TransactionSchema = z.looseObject({
  /** The rate summary, or the rate id on some responses. */
  rate: nullish(z.union([TransactionRateSchema, z.string()])),
  parcel: nullishString,
  status: openEnum(TransactionStatusSchema),
  tracking_status: nullish(openEnum(TrackingStatusSchema)),
  tracking_number: nullishString,
  tracking_url_provider: nullishUrl,
  /** Signed, time-limited URL. */
  label_url: nullishUrl,
  /** Signed, time-limited URL. */
  qr_code_url: nullishUrl,
  commercial_invoice_url: nullishUrl,
  label_file_type: nullish(openEnum(LabelFileTypeSchema)),
  eta: nullishString,
  messages: nullish(z.array(MessageSchema)),
  created_by: nullish(
    z.looseObject({ first_name: nullishString, last_name: nullishString, username: nullishString }),
  ),
  metadata: nullishString,
  object_state: nullishString,
  ...commonFields,
});
// An interface, not an alias: declarations that use it (the query options, the hooks) name it
// instead of spelling the whole object out again (issue 36's package size).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Transaction extends z.infer<typeof TransactionSchema> {}

const purchaseOptions = {
  label_file_type: z.optional(LabelFileTypeSchema),
  metadata: optionalString,
  /** `false` (the default here) returns the finished label, or ERROR, in the same response. */
  async: optionalBoolean,
};

/** Buys the label of a quoted rate. */
export const TransactionFromRateInputSchema = z.object({ rate: ObjectIdSchema, ...purchaseOptions });

/** Buys a label in one call, without a quote first ("instant" label). */
export const InstantTransactionInputSchema = z.object({
  shipment: ShipmentInputSchema,
  carrier_account: ObjectIdSchema,
  servicelevel_token: NonEmptyStringSchema,
  ...purchaseOptions,
});

/** The body of a transaction create request: from a rate, or instant. */
export const TransactionInputSchema = z.union([TransactionFromRateInputSchema, InstantTransactionInputSchema]);
export type TransactionInput = z.input<typeof TransactionInputSchema>;

export const TransactionPageSchema = pageSchema(TransactionSchema);
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

/**
 * Buys a label. It spends money, so it is **never retried** by the client: a `503` or a dropped
 * connection surfaces as an error, and the caller decides (after checking `listTransactions`).
 */
export async function createTransaction(api: ApiClient, input: TransactionInput, options?: RequestOptions): Promise<Transaction> {
  const body = parseInput(TransactionInputSchema, { async: false, ...input });
  return post(api, '/transactions/', body, TransactionSchema, options, 'purchase');
}

/** Retrieves a transaction (to poll WAITING / QUEUED to SUCCESS or ERROR). */
export async function getTransaction(api: ApiClient, transactionId: string, options?: RequestOptions): Promise<Transaction> {
  return get(api, `/transactions/${pathSegment(transactionId, 'transactionId')}`, TransactionSchema, options);
}

/** Filters of {@link listTransactions}. */
export interface ListTransactionsParams extends PageParams {
  /** Only the transactions of this rate id. */
  rate?: string | undefined;
  /** Only transactions in this state. */
  object_status?: TransactionStatus | undefined;
  /** Only transactions with this tracking status. */
  tracking_status?: TrackingStatus | undefined;
}

/** Lists transactions. */
export async function listTransactions(
  api: ApiClient,
  params: ListTransactionsParams = {},
  options?: RequestOptions,
): Promise<TransactionPage> {
  return list(api, '/transactions/', params, TransactionPageSchema, options);
}
