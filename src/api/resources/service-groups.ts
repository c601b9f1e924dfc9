import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import {
  CurrencyCodeSchema,
  DecimalStringSchema,
  NonEmptyStringSchema,
  ObjectIdSchema,
  addIssue,
  arrayOrPage,
  get,
  post,
  nullish,
  nullishBoolean,
  nullishInt,
  nullishString,
  openEnum,
  parseInput,
} from './shared';
import { pathSegment } from '../limits';

/** How a service group prices its option at checkout. */
export const ServiceGroupTypeSchema = z.enum(['LIVE_RATE', 'FLAT_RATE', 'FREE_SHIPPING']);
export type ServiceGroupType = z.infer<typeof ServiceGroupTypeSchema>;

/** A service level that belongs to a group. */
export const ServiceGroupLevelSchema = z.looseObject({
  account_object_id: z.string(),
  service_level_token: z.string(),
});
export type ServiceGroupLevel = z.infer<typeof ServiceGroupLevelSchema>;

/** A merchant's group of service levels for checkout rates (spec §2 Service group). */
export const ServiceGroupSchema = z.looseObject({
  object_id: ObjectIdSchema,
  /** Shown to customers. */
  name: z.string(),
  description: nullishString,
  type: openEnum(ServiceGroupTypeSchema),
  service_levels: nullish(z.array(ServiceGroupLevelSchema)),
  flat_rate: nullishString,
  flat_rate_currency: nullishString,
  free_shipping_threshold_currency: nullishString,
  free_shipping_threshold_min: nullishString,
  /** Percent change of the returned rate; negative values discount. */
  rate_adjustment: nullishInt,
  is_active: nullishBoolean,
});
export type ServiceGroup = z.infer<typeof ServiceGroupSchema>;

// The fields a group is created and replaced with (POST and PUT /service-groups). `null` is read
// as absent, so a group read from the API can be sent back changed.
const serviceGroupFields = {
  name: NonEmptyStringSchema,
  description: nullishString,
  type: ServiceGroupTypeSchema,
  service_levels: z.array(z.object({ account_object_id: ObjectIdSchema, service_level_token: NonEmptyStringSchema })),
  flat_rate: nullish(DecimalStringSchema),
  flat_rate_currency: nullish(CurrencyCodeSchema),
  free_shipping_threshold_currency: nullish(CurrencyCodeSchema),
  free_shipping_threshold_min: nullish(DecimalStringSchema),
  rate_adjustment: nullishInt,
  is_active: nullishBoolean,
};

// The spec's conditional requirements: a flat rate and its currency unless FREE_SHIPPING; the
// threshold and its currency when FREE_SHIPPING.
const requiredOfType: z.core.CheckFn<z.output<z.ZodMiniObject<typeof serviceGroupFields>>> = (payload) => {
  const group = payload.value;
  const required =
    group.type === 'FREE_SHIPPING'
      ? (['free_shipping_threshold_currency', 'free_shipping_threshold_min'] as const)
      : (['flat_rate', 'flat_rate_currency'] as const);
  for (const field of required) {
    if (group[field] === undefined || group[field] === null) {
      addIssue(payload, `${field} is required for ${group.type}`, [field]);
    }
  }
};

// `.check()` is a method call a bundler cannot tell is pure: the mark lets a bundle that never
// creates or replaces a group (RatePicker's checkout options only list them) leave both schemas out.

/** A service group as it is created, with the spec's conditional requirements. */
export const ServiceGroupInputSchema = /* @__PURE__ */ z.object(serviceGroupFields).check(requiredOfType);
export type ServiceGroupInput = z.input<typeof ServiceGroupInputSchema>;

/** A service group as it is replaced (`PUT /service-groups`): the whole group with its `object_id`. */
export const ServiceGroupUpdateSchema = /* @__PURE__ */ z.object({ object_id: ObjectIdSchema, ...serviceGroupFields }).check(requiredOfType);
export type ServiceGroupUpdate = z.input<typeof ServiceGroupUpdateSchema>;

export const ServiceGroupListSchema = arrayOrPage(ServiceGroupSchema);

/** Lists the merchant's service groups (`GET /service-groups`). */
export async function listServiceGroups(api: ApiClient, options?: RequestOptions): Promise<ServiceGroup[]> {
  return get(api, '/service-groups', ServiceGroupListSchema, options);
}

// DELETE answers 204 without a body.
const NoContentSchema = z.unknown();

/** Creates a service group (`POST /service-groups`); the API answers the stored group. */
export async function createServiceGroup(api: ApiClient, input: ServiceGroupInput, options?: RequestOptions): Promise<ServiceGroup> {
  return post(api, '/service-groups', parseInput(ServiceGroupInputSchema, input), ServiceGroupSchema, options);
}

/**
 * Replaces a service group (`PUT /service-groups`, the group's `object_id` in the body as the
 * public API takes it). Idempotent, so retried like a read.
 */
export async function updateServiceGroup(api: ApiClient, input: ServiceGroupUpdate, options?: RequestOptions): Promise<ServiceGroup> {
  const body = parseInput(ServiceGroupUpdateSchema, input);
  return api.request({ method: 'PUT', path: '/service-groups', body, schema: ServiceGroupSchema, safety: 'safe', ...options });
}

/** Deletes a service group (`DELETE /service-groups/{id}`): checkout no longer offers it. */
export async function deleteServiceGroup(api: ApiClient, serviceGroupId: string, options?: RequestOptions): Promise<void> {
  await api.request({
    method: 'DELETE',
    path: `/service-groups/${pathSegment(serviceGroupId, 'serviceGroupId')}`,
    schema: NoContentSchema,
    safety: 'safe',
    ...options,
  });
}
