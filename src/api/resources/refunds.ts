import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import {
  ObjectIdSchema,
  commonFields,
  get,
  list,
  openEnum,
  optionalBoolean,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** States of a refund. */
export const RefundStatusSchema = z.enum(['QUEUED', 'PENDING', 'SUCCESS', 'ERROR']);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

/** A refund of an unused label (spec §2 Refund). */
export const RefundSchema = z.looseObject({
  transaction: z.string(),
  status: openEnum(RefundStatusSchema),
  ...commonFields,
});
export type Refund = z.infer<typeof RefundSchema>;

/** The body of a refund create request. */
export const RefundInputSchema = z.object({
  /** Id of the transaction (label) to refund. */
  transaction: ObjectIdSchema,
  async: optionalBoolean,
});
export type RefundInput = z.input<typeof RefundInputSchema>;

export const RefundPageSchema = pageSchema(RefundSchema);
export type RefundPage = z.infer<typeof RefundPageSchema>;

/**
 * Requests the refund of an unused label. It moves money, so it is never retried automatically.
 * Sent as JSON, which the API accepts alongside the form body of its example.
 */
export async function createRefund(api: ApiClient, input: RefundInput, options?: RequestOptions): Promise<Refund> {
  return post(api, '/refunds/', parseInput(RefundInputSchema, input), RefundSchema, options, 'purchase');
}

/** Retrieves a refund. */
export async function getRefund(api: ApiClient, refundId: string, options?: RequestOptions): Promise<Refund> {
  return get(api, `/refunds/${pathSegment(refundId, 'refundId')}`, RefundSchema, options);
}

/** Lists refunds. */
export async function listRefunds(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<RefundPage> {
  return list(api, '/refunds/', params, RefundPageSchema, options);
}
