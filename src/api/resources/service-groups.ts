import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import {
  CurrencyCodeSchema,
  IntSchema,
  NonEmptyStringSchema,
  ObjectIdSchema,
  addIssue,
  arrayOrPage,
  get,
  nullish,
  nullishBoolean,
  nullishInt,
  nullishString,
  openEnum,
  optionalBoolean,
  optionalDecimal,
  optionalString,
} from './shared';

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

/** A service group as it is created, with the spec's conditional requirements. */
export const ServiceGroupInputSchema = z
  .object({
    name: NonEmptyStringSchema,
    description: optionalString,
    type: ServiceGroupTypeSchema,
    service_levels: z.array(z.object({ account_object_id: ObjectIdSchema, service_level_token: NonEmptyStringSchema })),
    flat_rate: optionalDecimal,
    flat_rate_currency: z.optional(CurrencyCodeSchema),
    free_shipping_threshold_currency: z.optional(CurrencyCodeSchema),
    free_shipping_threshold_min: optionalDecimal,
    rate_adjustment: z.optional(IntSchema),
    is_active: optionalBoolean,
  })
  .check((payload) => {
    const group = payload.value;
    const required =
      group.type === 'FREE_SHIPPING'
        ? (['free_shipping_threshold_currency', 'free_shipping_threshold_min'] as const)
        : (['flat_rate', 'flat_rate_currency'] as const);
    for (const field of required) {
      if (group[field] === undefined) {
        addIssue(payload, `${field} is required for ${group.type}`, [field]);
      }
    }
  });
export type ServiceGroupInput = z.input<typeof ServiceGroupInputSchema>;

export const ServiceGroupListSchema = arrayOrPage(ServiceGroupSchema);

/** Lists the merchant's service groups (`GET /service-groups`). */
export async function listServiceGroups(api: ApiClient, options?: RequestOptions): Promise<ServiceGroup[]> {
  return get(api, '/service-groups', ServiceGroupListSchema, options);
}
