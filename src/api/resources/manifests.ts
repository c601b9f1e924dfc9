import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import {
  DateTimeSchema,
  ObjectIdSchema,
  commonFields,
  get,
  list,
  nullish,
  nullishDateTime,
  nullishString,
  nullishUrls,
  nullishStrings,
  openEnum,
  optionalBoolean,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** States of a manifest (the spec shows SUCCESS). */
export const ManifestStatusSchema = z.enum(['QUEUED', 'SUCCESS', 'ERROR']);
export type ManifestStatus = z.infer<typeof ManifestStatusSchema>;

/** A close-out of a day's labels (spec §2 Manifest). */
export const ManifestSchema = z.looseObject({
  carrier_account: nullishString,
  /** Address id. */
  address_from: nullishString,
  shipment_date: nullishDateTime,
  documents: nullishUrls,
  transactions: nullishStrings,
  status: nullish(openEnum(ManifestStatusSchema)),
  errors: nullishStrings,
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
  transactions: z.optional(z.array(ObjectIdSchema)),
  async: optionalBoolean,
});
export type ManifestInput = z.input<typeof ManifestInputSchema>;

export const ManifestPageSchema = pageSchema(ManifestSchema);
export type ManifestPage = z.infer<typeof ManifestPageSchema>;

/** Creates a manifest (close-out). */
export async function createManifest(api: ApiClient, input: ManifestInput, options?: RequestOptions): Promise<Manifest> {
  return post(api, '/manifests/', parseInput(ManifestInputSchema, input), ManifestSchema, options);
}

/** Retrieves a manifest. */
export async function getManifest(api: ApiClient, manifestId: string, options?: RequestOptions): Promise<Manifest> {
  return get(api, `/manifests/${pathSegment(manifestId, 'manifestId')}`, ManifestSchema, options);
}

/** Lists manifests (default 5 per page). */
export async function listManifests(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<ManifestPage> {
  return list(api, '/manifests/', params, ManifestPageSchema, options);
}
