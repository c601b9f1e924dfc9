import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { AddressInputSchema } from './addresses';
import { DistanceUnitSchema, MassUnitSchema } from './parcels';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  DecimalStringSchema,
  ObjectIdSchema,
  PositiveIntSchema,
  get,
  nonEmpty,
  nullish,
  nullishInt,
  nullishString,
  optionalDecimal,
  optionalString,
  pageSchema,
  parseInput,
  post,
} from './shared';
import { UserParcelTemplateSchema } from './user-parcel-templates';

/** One line of a shopper's cart: `total_price` is the line's total (all of its `quantity`). */
export const LiveRateLineItemSchema = z.object({
  quantity: PositiveIntSchema,
  total_price: DecimalStringSchema,
  currency: CurrencyCodeSchema,
  /** The weight of one unit; the cart's weight sizes the parcel when none is given. */
  weight: optionalDecimal,
  weight_unit: z.optional(MassUnitSchema),
  title: optionalString,
  sku: optionalString,
  manufacture_country: z.optional(CountryCodeSchema),
});
export type LiveRateLineItem = z.input<typeof LiveRateLineItemSchema>;

/** A parcel given whole to `POST /live-rates`. */
export const LiveRateParcelSchema = z.object({
  length: DecimalStringSchema,
  width: DecimalStringSchema,
  height: DecimalStringSchema,
  distance_unit: DistanceUnitSchema,
  weight: DecimalStringSchema,
  mass_unit: MassUnitSchema,
});
export type LiveRateParcel = z.input<typeof LiveRateParcelSchema>;

/**
 * The body of `POST /live-rates`: the shopper's address (an address id or the address itself),
 * the cart's lines, and optionally the parcel (a user parcel template id or the parcel itself;
 * without one, the default checkout package, else the cart's weight). The sender is the account's
 * own unless `address_from` names one.
 */
export const LiveRatesInputSchema = z.object({
  address_from: z.optional(z.union([ObjectIdSchema, AddressInputSchema])),
  address_to: z.union([ObjectIdSchema, AddressInputSchema]),
  line_items: z.array(LiveRateLineItemSchema).check(nonEmpty),
  parcel: z.optional(z.union([ObjectIdSchema, LiveRateParcelSchema])),
});
export type LiveRatesInput = z.input<typeof LiveRatesInputSchema>;

/** One checkout option, from one active service group (public API: live rate). */
export const LiveRateSchema = z.looseObject({
  /** The group's name, shown to shoppers. */
  title: z.string(),
  description: nullishString,
  amount: z.string(),
  currency: z.string(),
  amount_local: nullishString,
  currency_local: nullishString,
  estimated_days: nullishInt,
});
export type LiveRate = z.infer<typeof LiveRateSchema>;

export const LiveRatePageSchema = pageSchema(LiveRateSchema);
export type LiveRatePage = z.infer<typeof LiveRatePageSchema>;

/**
 * Rates at checkout (`POST /live-rates`): one option per active service group. The request
 * changes nothing, so it is retried like a read.
 */
export async function createLiveRates(api: ApiClient, input: LiveRatesInput, options?: RequestOptions): Promise<LiveRatePage> {
  return post(api, '/live-rates', parseInput(LiveRatesInputSchema, input), LiveRatePageSchema, options, 'safe');
}

/** The default checkout package: `{ result }`, the user parcel template, or `null` when none is set. */
export const DefaultParcelTemplateSchema = z.looseObject({ result: nullish(UserParcelTemplateSchema) });
export type DefaultParcelTemplate = z.infer<typeof DefaultParcelTemplateSchema>;

// DELETE answers 204 without a body.
const NoContentSchema = z.unknown();
const SETTINGS_PATH = '/live-rates/settings/parcel-template';

/** Reads the default checkout package (`GET /live-rates/settings/parcel-template`). */
export async function getDefaultParcelTemplate(api: ApiClient, options?: RequestOptions): Promise<DefaultParcelTemplate> {
  return get(api, SETTINGS_PATH, DefaultParcelTemplateSchema, options);
}

/** Makes one of the merchant's user parcel templates the default checkout package (`PUT`). */
export async function setDefaultParcelTemplate(api: ApiClient, userParcelTemplateId: string, options?: RequestOptions): Promise<DefaultParcelTemplate> {
  const body = parseInput(z.object({ object_id: ObjectIdSchema }), { object_id: userParcelTemplateId });
  return api.request({ method: 'PUT', path: SETTINGS_PATH, body, schema: DefaultParcelTemplateSchema, safety: 'safe', ...options });
}

/** Removes the default checkout package (`DELETE`): checkout sizes the parcel from the cart again. */
export async function clearDefaultParcelTemplate(api: ApiClient, options?: RequestOptions): Promise<void> {
  await api.request({ method: 'DELETE', path: SETTINGS_PATH, schema: NoContentSchema, safety: 'safe', ...options });
}
