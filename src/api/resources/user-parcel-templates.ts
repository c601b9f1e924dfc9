import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { ParcelTemplateSchema } from './parcel-templates';
import { DistanceUnitSchema, MassUnitSchema } from './parcels';
import { NonEmptyStringSchema, addIssue, arrayOrPage, commonFields, get, nullish, nullishString, optionalDecimal, parseInput, post } from './shared';

/**
 * A merchant's own box (public API: user parcel template): its dimensions, optionally its empty
 * weight, and the carrier template it was made from, if any.
 */
export const UserParcelTemplateSchema = z.looseObject({
  ...commonFields,
  name: z.string(),
  length: z.string(),
  width: z.string(),
  height: z.string(),
  distance_unit: z.string(),
  weight: nullishString,
  weight_unit: nullishString,
  /** The carrier template the box was made from, or `null` for a box of the merchant's own size. */
  template: nullish(ParcelTemplateSchema),
});
export type UserParcelTemplate = z.infer<typeof UserParcelTemplateSchema>;

/**
 * A user parcel template as it is created or replaced: a name, and either a carrier template's
 * token or the four dimensions; the weight and its unit together or not at all.
 */
export const UserParcelTemplateInputSchema = z
  .object({
    name: NonEmptyStringSchema,
    template: z.optional(NonEmptyStringSchema),
    length: optionalDecimal,
    width: optionalDecimal,
    height: optionalDecimal,
    distance_unit: z.optional(DistanceUnitSchema),
    weight: optionalDecimal,
    weight_unit: z.optional(MassUnitSchema),
  })
  .check((payload) => {
    const box = payload.value;
    if (box.template === undefined) {
      for (const field of ['length', 'width', 'height', 'distance_unit'] as const) {
        if (box[field] === undefined) {
          addIssue(payload, `${field} is required without a template`, [field]);
        }
      }
    }
    if ((box.weight === undefined) !== (box.weight_unit === undefined)) {
      addIssue(payload, 'weight and weight_unit go together', [box.weight === undefined ? 'weight' : 'weight_unit']);
    }
  });
export type UserParcelTemplateInput = z.input<typeof UserParcelTemplateInputSchema>;

/** The list answer: `{ results }` as the public API sends it (a bare array is read too). */
export const UserParcelTemplateListSchema = arrayOrPage(UserParcelTemplateSchema);

// DELETE answers 204 without a body.
const NoContentSchema = z.unknown();

const templatePath = (id: string) => `/user-parcel-templates/${pathSegment(id, 'userParcelTemplateId')}`;

/** Saves one of the merchant's boxes (`POST /user-parcel-templates`). */
export async function createUserParcelTemplate(api: ApiClient, input: UserParcelTemplateInput, options?: RequestOptions): Promise<UserParcelTemplate> {
  return post(api, '/user-parcel-templates', parseInput(UserParcelTemplateInputSchema, input), UserParcelTemplateSchema, options);
}

/** Lists the merchant's boxes (`GET /user-parcel-templates`). */
export async function listUserParcelTemplates(api: ApiClient, options?: RequestOptions): Promise<UserParcelTemplate[]> {
  return get(api, '/user-parcel-templates', UserParcelTemplateListSchema, options);
}

/** Retrieves one of the merchant's boxes (`GET /user-parcel-templates/{id}`). */
export async function getUserParcelTemplate(api: ApiClient, userParcelTemplateId: string, options?: RequestOptions): Promise<UserParcelTemplate> {
  return get(api, templatePath(userParcelTemplateId), UserParcelTemplateSchema, options);
}

/** Replaces one of the merchant's boxes (`PUT /user-parcel-templates/{id}`; idempotent, so retried like a read). */
export async function updateUserParcelTemplate(
  api: ApiClient,
  userParcelTemplateId: string,
  input: UserParcelTemplateInput,
  options?: RequestOptions,
): Promise<UserParcelTemplate> {
  const body = parseInput(UserParcelTemplateInputSchema, input);
  return api.request({ method: 'PUT', path: templatePath(userParcelTemplateId), body, schema: UserParcelTemplateSchema, safety: 'safe', ...options });
}

/** Deletes one of the merchant's boxes (`DELETE /user-parcel-templates/{id}`). */
export async function deleteUserParcelTemplate(api: ApiClient, userParcelTemplateId: string, options?: RequestOptions): Promise<void> {
  await api.request({ method: 'DELETE', path: templatePath(userParcelTemplateId), schema: NoContentSchema, safety: 'safe', ...options });
}
