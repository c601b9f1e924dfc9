import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { arrayOrPage, get, nullishBoolean, nullishString } from './shared';

/** A predefined carrier package (spec §2 Parcel template). */
export const ParcelTemplateSchema = z.looseObject({
  name: z.string(),
  /** Token to send as a parcel's `template`. */
  token: z.string(),
  carrier: nullishString,
  is_variable_dimensions: nullishBoolean,
  length: nullishString,
  width: nullishString,
  height: nullishString,
  distance_unit: nullishString,
});
export type ParcelTemplate = z.infer<typeof ParcelTemplateSchema>;

export const ParcelTemplateListSchema = arrayOrPage(ParcelTemplateSchema);

/** Lists the predefined parcel templates (`GET /parcel-templates`). */
export async function listParcelTemplates(api: ApiClient, options?: RequestOptions): Promise<ParcelTemplate[]> {
  return get(api, '/parcel-templates', ParcelTemplateListSchema, options);
}

/** Retrieves one predefined parcel template by its token (`GET /parcel-templates/{token}`). */
export async function getParcelTemplate(api: ApiClient, token: string, options?: RequestOptions): Promise<ParcelTemplate> {
  return get(api, `/parcel-templates/${pathSegment(token, 'token')}`, ParcelTemplateSchema, options);
}
