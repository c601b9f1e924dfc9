import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { arrayOrPage, nullish } from './shared';

/** A predefined carrier package (spec §2 Parcel template). */
export const ParcelTemplateSchema = z.looseObject({
  name: z.string(),
  /** Token to send as a parcel's `template`. */
  token: z.string(),
  carrier: nullish(z.string()),
  is_variable_dimensions: nullish(z.boolean()),
  length: nullish(z.string()),
  width: nullish(z.string()),
  height: nullish(z.string()),
  distance_unit: nullish(z.string()),
});
export type ParcelTemplate = z.infer<typeof ParcelTemplateSchema>;

export const ParcelTemplateListSchema = arrayOrPage(ParcelTemplateSchema);

/** Lists the predefined parcel templates (`GET /parcel-templates`). */
export async function listParcelTemplates(api: ApiClient, options?: RequestOptions): Promise<ParcelTemplate[]> {
  return api.request({ method: 'GET', path: '/parcel-templates', schema: ParcelTemplateListSchema, ...options });
}
