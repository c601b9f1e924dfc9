import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { checkMetadata } from '../limits';
import { AddressInputSchema, EmbeddedAddressSchema } from './addresses';
import {
  DateTimeSchema,
  StringOrObjectSchema,
  ObjectIdSchema,
  addIssue,
  nonEmpty,
  nullish,
  nullishBoolean,
  nullishDateTime,
  nullishString,
  nullishStrings,
  openEnum,
  optionalBoolean,
  optionalString,
  list,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

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
  building_location_type: nullishString,
  building_type: nullishString,
  instructions: nullishString,
});
export type PickupLocation = z.infer<typeof PickupLocationSchema>;

/** A carrier pickup (spec §2 Pickup). All times are in the pickup's `timezone`, not UTC. */
export const PickupSchema = z.looseObject({
  object_id: ObjectIdSchema,
  object_created: nullishDateTime,
  object_updated: nullishDateTime,
  carrier_account: z.string(),
  location: PickupLocationSchema,
  requested_start_time: nullishString,
  requested_end_time: nullishString,
  confirmed_start_time: nullishString,
  confirmed_end_time: nullishString,
  cancel_by_time: nullishString,
  status: openEnum(PickupStatusSchema),
  /** The carrier's reference; quote it to change or cancel the pickup with the carrier. */
  confirmation_code: nullishString,
  /** IANA time zone of every time of this pickup. */
  timezone: nullishString,
  messages: nullish(z.array(StringOrObjectSchema)),
  transactions: nullishStrings,
  metadata: nullishString,
  is_test: nullishBoolean,
});
export type Pickup = z.infer<typeof PickupSchema>;

/** A page of pickups. */
export const PickupPageSchema = pageSchema(PickupSchema);
export type PickupPage = z.infer<typeof PickupPageSchema>;

/** The body of a pickup create request. */
export const PickupInputSchema = z
  .object({
    carrier_account: ObjectIdSchema,
    location: z.object({
      address: AddressInputSchema,
      building_location_type: BuildingLocationTypeSchema,
      building_type: z.optional(BuildingTypeSchema),
      instructions: optionalString,
    }),
    requested_start_time: DateTimeSchema,
    requested_end_time: DateTimeSchema,
    transactions: z.array(ObjectIdSchema).check(nonEmpty),
    metadata: optionalString,
    is_test: optionalBoolean,
  })
  .check((payload) => {
    const pickup = payload.value;
    if (pickup.location.building_location_type === 'Other' && !pickup.location.instructions?.trim()) {
      addIssue(payload, 'instructions are required when building_location_type is Other', ['location', 'instructions']);
    }
    if (Date.parse(pickup.requested_end_time) <= Date.parse(pickup.requested_start_time)) {
      addIssue(payload, 'requested_end_time must be after requested_start_time', ['requested_end_time']);
    }
  });
export type PickupInput = z.input<typeof PickupInputSchema>;

/**
 * Books a carrier pickup. It books the carrier, so it is never retried automatically; it cannot
 * be cancelled through the API (contact the carrier with the `confirmation_code`).
 */
export async function createPickup(api: ApiClient, input: PickupInput, options?: RequestOptions): Promise<Pickup> {
  checkMetadata(input.metadata);
  return post(api, '/pickups/', parseInput(PickupInputSchema, input), PickupSchema, options, 'purchase');
}

/**
 * Lists the account's pickups, newest first (`GET /pickups/`). The spec shows no list of pickups
 * and the public API documents none: this is the kit's choice, served by the sandbox. An API
 * without it answers 404 or 405, which `usePickups` reads as "no list".
 */
export async function listPickups(api: ApiClient, params: PageParams = {}, options?: RequestOptions): Promise<PickupPage> {
  return list(api, '/pickups/', params, PickupPageSchema, options);
}
