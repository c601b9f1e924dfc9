import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { DateTimeSchema, ObjectIdSchema, commonFields, nullish, openEnum, pageSchema, parseInput, type PageParams } from './shared';

/** States of a manifest (the spec shows SUCCESS). */
export const ManifestStatusSchema = z.enum(['QUEUED', 'SUCCESS', 'ERROR']);
export type ManifestStatus = z.infer<typeof ManifestStatusSchema>;

/** A close-out of a day's labels (spec §2 Manifest). */
export const ManifestSchema = z.looseObject({
  carrier_account: nullish(z.string()),
  /** Address id. */
  address_from: nullish(z.string()),
  shipment_date: nullish(DateTimeSchema),
  documents: nullish(z.array(z.string())),
  transactions: nullish(z.array(z.string())),
  status: nullish(openEnum(ManifestStatusSchema)),
  errors: nullish(z.array(z.string())),
  ...commonFields,
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** The body of a manifest create request. */
export const ManifestInputSchema = z.object({
  carrier_account: ObjectIdSchema,
  shipment_date: DateTimeSchema,
  /** Address id of the pickup location. */
  address_from: ObjectIdSchema,
  /** Transactions to close out; when omitted, every label of that day and account. */
  transactions: z.array(ObjectIdSchema).optional(),
  async: z.boolean().optional(),
});
export type ManifestInput = z.input<typeof ManifestInputSchema>;

export const ManifestPageSchema = pageSchema(ManifestSchema);
export type ManifestPage = z.infer<typeof ManifestPageSchema>;

/** Creates a manifest (close-out). */
export async function createManifest(api: ApiClient, input: ManifestInput, options?: RequestOptions): Promise<Manifest> {
  return api.request({ method: 'POST', path: '/manifests/', body: parseInput(ManifestInputSchema, input), schema: ManifestSchema, ...options });
}

/** Retrieves a manifest. */
export async function getManifest(api: ApiClient, manifestId: string, options?: RequestOptions): Promise<Manifest> {
  return api.request({ method: 'GET', path: `/manifests/${pathSegment(manifestId, 'manifestId')}`, schema: ManifestSchema, ...options });
}

/** Lists manifests (default 5 per page). */
export async function listManifests(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<ManifestPage> {
  checkPageParams(params);
  return api.request({ method: 'GET', path: '/manifests/', query: { ...params }, schema: ManifestPageSchema, ...options });
}
