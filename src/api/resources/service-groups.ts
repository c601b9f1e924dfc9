import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { CurrencyCodeSchema, DecimalStringSchema, ObjectIdSchema, arrayOrPage, nullish, openEnum } from './shared';

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
  description: nullish(z.string()),
  type: openEnum(ServiceGroupTypeSchema),
  service_levels: nullish(z.array(ServiceGroupLevelSchema)),
  flat_rate: nullish(z.string()),
  flat_rate_currency: nullish(z.string()),
  free_shipping_threshold_currency: nullish(z.string()),
  free_shipping_threshold_min: nullish(z.string()),
  /** Percent change of the returned rate; negative values discount. */
  rate_adjustment: nullish(z.number().int()),
  is_active: nullish(z.boolean()),
});
export type ServiceGroup = z.infer<typeof ServiceGroupSchema>;

/** A service group as it is created, with the spec's conditional requirements. */
export const ServiceGroupInputSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().optional(),
    type: ServiceGroupTypeSchema,
    service_levels: z.array(z.object({ account_object_id: ObjectIdSchema, service_level_token: z.string().min(1) })),
    flat_rate: DecimalStringSchema.optional(),
    flat_rate_currency: CurrencyCodeSchema.optional(),
    free_shipping_threshold_currency: CurrencyCodeSchema.optional(),
    free_shipping_threshold_min: DecimalStringSchema.optional(),
    rate_adjustment: z.number().int().optional(),
    is_active: z.boolean().optional(),
  })
  .superRefine((group, context) => {
    const required =
      group.type === 'FREE_SHIPPING'
        ? (['free_shipping_threshold_currency', 'free_shipping_threshold_min'] as const)
        : (['flat_rate', 'flat_rate_currency'] as const);
    for (const field of required) {
      if (group[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: `${field} is required for ${group.type}` });
      }
    }
  });
export type ServiceGroupInput = z.input<typeof ServiceGroupInputSchema>;

export const ServiceGroupListSchema = arrayOrPage(ServiceGroupSchema);

/** Lists the merchant's service groups (`GET /service-groups`). */
export async function listServiceGroups(api: ApiClient, options?: RequestOptions): Promise<ServiceGroup[]> {
  return api.request({ method: 'GET', path: '/service-groups', schema: ServiceGroupListSchema, ...options });
}
