import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import {
  MessageSchema,
  commonFields,
  get,
  list,
  nullish,
  nullishInt,
  nullishString,
  nullishUrl,
  openEnum,
  pageSchema,
  type PageParams,
} from './shared';

/** Labels the API attaches to standout rates of a quote. */
export const RateAttributeSchema = z.enum(['BESTVALUE', 'CHEAPEST', 'FASTEST']);
export type RateAttribute = z.infer<typeof RateAttributeSchema>;

const serviceLevelFields = {
  name: nullishString,
  terms: nullishString,
  token: nullishString,
  extended_token: nullishString,
};

/** A rate's service level, with its parent service level when it has one. */
export const RateServiceLevelSchema = z.looseObject({
  ...serviceLevelFields,
  parent_servicelevel: nullish(z.looseObject(serviceLevelFields)),
});
export type RateServiceLevel = z.infer<typeof RateServiceLevelSchema>;

/** One carrier's price for one service level on one shipment (spec §2 Rate). */
export const RateSchema = z.looseObject({
  /** Price in the sender-country currency, as a decimal string. */
  amount: z.string(),
  /** Price in the recipient-country currency. */
  amount_local: nullishString,
  currency: z.string(),
  currency_local: nullishString,
  /** An unknown attribute is dropped rather than failing the whole quote. */
  attributes: nullish(z.array(openEnum(RateAttributeSchema))),
  carrier_account: nullishString,
  /** Carrier name. */
  provider: z.string(),
  servicelevel: RateServiceLevelSchema,
  shipment: nullishString,
  /** `HH:MM:SS`, destination local time. */
  arrives_by: nullishString,
  duration_terms: nullishString,
  /** Average transit days, not binding. */
  estimated_days: nullishInt,
  /** Already included in `amount` and `amount_local`: never add it again. */
  included_insurance_price: nullishString,
  messages: nullish(z.array(MessageSchema)),
  provider_image_75: nullishUrl,
  provider_image_200: nullishUrl,
  zone: nullishString,
  ...commonFields,
});
export type Rate = z.infer<typeof RateSchema>;

export const RatePageSchema = pageSchema(RateSchema);
export type RatePage = z.infer<typeof RatePageSchema>;

/** Retrieves one rate. Rates older than 390 days are not returned. */
export async function getRate(api: ApiClient, rateId: string, options?: RequestOptions): Promise<Rate> {
  return get(api, `/rates/${pathSegment(rateId, 'rateId')}`, RateSchema, options);
}

/** Parameters of {@link listShipmentRates}. */
export interface ListShipmentRatesParams extends PageParams {
  shipmentId: string;
  /** ISO 4217 code; when given, the API converts amounts into it (path suffix). */
  currency?: string | undefined;
}

/** Lists the rates quoted for a shipment (`GET /shipments/{id}/rates[/{currency}]`). */
export async function listShipmentRates(
  api: ApiClient,
  { shipmentId, currency, ...page }: ListShipmentRatesParams,
  options?: RequestOptions,
): Promise<RatePage> {
  const suffix = currency ? `/${pathSegment(currency, 'currency')}` : '';
  return list(api, `/shipments/${pathSegment(shipmentId, 'shipmentId')}/rates${suffix}`, page, RatePageSchema, options);
}
