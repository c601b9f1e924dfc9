import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { ShipmentInputSchema } from './shipments';
import { MessageSchema, ObjectIdSchema, commonFields, nullish, openEnum, pageSchema, parseInput, type PageParams } from './shared';

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
  amount: nullish(z.string()),
  amount_local: nullish(z.string()),
  currency: nullish(z.string()),
  currency_local: nullish(z.string()),
  object_id: nullish(z.string()),
  provider: nullish(z.string()),
  carrier_account: nullish(z.string()),
  servicelevel_name: nullish(z.string()),
  servicelevel_token: nullish(z.string()),
});
export type TransactionRate = z.infer<typeof TransactionRateSchema>;

/** A purchased label (spec §2 Transaction). */
export const TransactionSchema = z.looseObject({
  /** The rate summary, or the rate id on some responses. */
  rate: nullish(z.union([TransactionRateSchema, z.string()])),
  parcel: nullish(z.string()),
  status: openEnum(TransactionStatusSchema),
  tracking_status: nullish(openEnum(TrackingStatusSchema)),
  tracking_number: nullish(z.string()),
  tracking_url_provider: nullish(z.string()),
  /** Signed, time-limited URL. */
  label_url: nullish(z.string()),
  /** Signed, time-limited URL. */
  qr_code_url: nullish(z.string()),
  commercial_invoice_url: nullish(z.string()),
  label_file_type: nullish(openEnum(LabelFileTypeSchema)),
  eta: nullish(z.string()),
  messages: nullish(z.array(MessageSchema)),
  created_by: nullish(
    z.looseObject({ first_name: nullish(z.string()), last_name: nullish(z.string()), username: nullish(z.string()) }),
  ),
  metadata: nullish(z.string()),
  object_state: nullish(z.string()),
  ...commonFields,
});
export type Transaction = z.infer<typeof TransactionSchema>;

const purchaseOptions = {
  label_file_type: LabelFileTypeSchema.optional(),
  metadata: z.string().optional(),
  /** `false` (the default here) returns the finished label, or ERROR, in the same response. */
  async: z.boolean().optional(),
};

/** Buys the label of a quoted rate. */
export const TransactionFromRateInputSchema = z.object({ rate: ObjectIdSchema, ...purchaseOptions });

/** Buys a label in one call, without a quote first ("instant" label). */
export const InstantTransactionInputSchema = z.object({
  shipment: ShipmentInputSchema,
  carrier_account: ObjectIdSchema,
  servicelevel_token: z.string().min(1),
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
  return api.request({
    method: 'POST',
    path: '/transactions/',
    body: parseInput(TransactionInputSchema, { async: false, ...input }),
    schema: TransactionSchema,
    safety: 'purchase',
    ...options,
  });
}

/** Retrieves a transaction (to poll WAITING / QUEUED to SUCCESS or ERROR). */
export async function getTransaction(api: ApiClient, transactionId: string, options?: RequestOptions): Promise<Transaction> {
  return api.request({
    method: 'GET',
    path: `/transactions/${pathSegment(transactionId, 'transactionId')}`,
    schema: TransactionSchema,
    ...options,
  });
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
  checkPageParams(params);
  return api.request({ method: 'GET', path: '/transactions/', query: { ...params }, schema: TransactionPageSchema, ...options });
}
