import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkMetadata } from '../limits';
import { AddressInputSchema, EmbeddedAddressSchema } from './addresses';
import { DateTimeSchema, ObjectIdSchema, nullish, openEnum, parseInput } from './shared';

/** States of a pickup. */
export const PickupStatusSchema = z.enum(['PENDING', 'CONFIRMED', 'ERROR', 'CANCELLED']);
export type PickupStatus = z.infer<typeof PickupStatusSchema>;

/** Where in the building the parcels wait. */
export const BuildingLocationTypeSchema = z.enum([
  'Back Door',
  'Ring Bell',
  'Security Deck',
  'Shipping Dock',
  'Front Door',
  'Knock on Door',
  'In/At Mailbox',
  'Mail Room',
  'Office',
  'Other',
  'Reception',
  'Side Door',
]);
export type BuildingLocationType = z.infer<typeof BuildingLocationTypeSchema>;

/** The kind of building. */
export const BuildingTypeSchema = z.enum([
  'apartment',
  'building',
  'department',
  'floor',
  'room',
  'suite',
]);
export type BuildingType = z.infer<typeof BuildingTypeSchema>;

/** A pickup's location. */
export const PickupLocationSchema = z.looseObject({
  address: EmbeddedAddressSchema,
  building_location_type: nullish(z.string()),
  building_type: nullish(z.string()),
  instructions: nullish(z.string()),
});
export type PickupLocation = z.infer<typeof PickupLocationSchema>;

/** A carrier pickup (spec §2 Pickup). All times are in the pickup's `timezone`, not UTC. */
export const PickupSchema = z.looseObject({
  object_id: ObjectIdSchema,
  object_created: nullish(DateTimeSchema),
  object_updated: nullish(DateTimeSchema),
  carrier_account: z.string(),
  location: PickupLocationSchema,
  requested_start_time: nullish(z.string()),
  requested_end_time: nullish(z.string()),
  confirmed_start_time: nullish(z.string()),
  confirmed_end_time: nullish(z.string()),
  cancel_by_time: nullish(z.string()),
  status: openEnum(PickupStatusSchema),
  /** The carrier's reference; quote it to change or cancel the pickup with the carrier. */
  confirmation_code: nullish(z.string()),
  /** IANA time zone of every time of this pickup. */
  timezone: nullish(z.string()),
  messages: nullish(z.array(z.union([z.string(), z.looseObject({})]))),
  transactions: nullish(z.array(z.string())),
  metadata: nullish(z.string()),
  is_test: nullish(z.boolean()),
});
export type Pickup = z.infer<typeof PickupSchema>;

/** The body of a pickup create request. */
export const PickupInputSchema = z
  .object({
    carrier_account: ObjectIdSchema,
    location: z.object({
      address: AddressInputSchema,
      building_location_type: BuildingLocationTypeSchema,
      building_type: BuildingTypeSchema.optional(),
      instructions: z.string().optional(),
    }),
    requested_start_time: DateTimeSchema,
    requested_end_time: DateTimeSchema,
    transactions: z.array(ObjectIdSchema).min(1),
    metadata: z.string().optional(),
    is_test: z.boolean().optional(),
  })
  .superRefine((pickup, context) => {
    if (pickup.location.building_location_type === 'Other' && !pickup.location.instructions?.trim()) {
      context.addIssue({
        code: 'custom',
        path: ['location', 'instructions'],
        message: 'instructions are required when building_location_type is Other',
      });
    }
    if (Date.parse(pickup.requested_end_time) <= Date.parse(pickup.requested_start_time)) {
      context.addIssue({
        code: 'custom',
        path: ['requested_end_time'],
        message: 'requested_end_time must be after requested_start_time',
      });
    }
  });
export type PickupInput = z.input<typeof PickupInputSchema>;

/**
 * Books a carrier pickup. It books the carrier, so it is never retried automatically; it cannot
 * be cancelled through the API (contact the carrier with the `confirmation_code`).
 */
export async function createPickup(api: ApiClient, input: PickupInput, options?: RequestOptions): Promise<Pickup> {
  checkMetadata(input.metadata);
  return api.request({
    method: 'POST',
    path: '/pickups/',
    body: parseInput(PickupInputSchema, input),
    schema: PickupSchema,
    safety: 'purchase',
    ...options,
  });
}
