import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { MessageSchema, commonFields, nullish, openEnum, pageSchema, type PageParams } from './shared';

/** Labels the API attaches to standout rates of a quote. */
export const RateAttributeSchema = z.enum(['BESTVALUE', 'CHEAPEST', 'FASTEST']);
export type RateAttribute = z.infer<typeof RateAttributeSchema>;

const serviceLevelFields = {
  name: nullish(z.string()),
  terms: nullish(z.string()),
  token: nullish(z.string()),
  extended_token: nullish(z.string()),
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
  amount_local: nullish(z.string()),
  currency: z.string(),
  currency_local: nullish(z.string()),
  /** An unknown attribute is dropped rather than failing the whole quote. */
  attributes: nullish(z.array(openEnum(RateAttributeSchema))),
  carrier_account: nullish(z.string()),
  /** Carrier name. */
  provider: z.string(),
  servicelevel: RateServiceLevelSchema,
  shipment: nullish(z.string()),
  /** `HH:MM:SS`, destination local time. */
  arrives_by: nullish(z.string()),
  duration_terms: nullish(z.string()),
  /** Average transit days, not binding. */
  estimated_days: nullish(z.number().int()),
  /** Already included in `amount` and `amount_local`: never add it again. */
  included_insurance_price: nullish(z.string()),
  messages: nullish(z.array(MessageSchema)),
  provider_image_75: nullish(z.string()),
  provider_image_200: nullish(z.string()),
  zone: nullish(z.string()),
  ...commonFields,
});
export type Rate = z.infer<typeof RateSchema>;

export const RatePageSchema = pageSchema(RateSchema);
export type RatePage = z.infer<typeof RatePageSchema>;

/** Retrieves one rate. Rates older than 390 days are not returned. */
export async function getRate(api: ApiClient, rateId: string, options?: RequestOptions): Promise<Rate> {
  return api.request({ method: 'GET', path: `/rates/${pathSegment(rateId, 'rateId')}`, schema: RateSchema, ...options });
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
  checkPageParams(page);
  const suffix = currency ? `/${pathSegment(currency, 'currency')}` : '';
  return api.request({
    method: 'GET',
    path: `/shipments/${pathSegment(shipmentId, 'shipmentId')}/rates${suffix}`,
    query: { ...page },
    schema: RatePageSchema,
    ...options,
  });
}
