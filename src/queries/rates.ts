'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { iteratePages } from '../api/pagination';
import { getRate, listShipmentRates, RatePageSchema, type ListShipmentRatesParams, type Rate, type RatePage } from '../api/resources/rates';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of rates (`list` holds a shipment's rates). */
export const rateKeys = resourceKeys('rates');

/** Quotes drift: treated as stale after a minute. */
export const RATE_STALE_MS = 60_000;

export const rateQueries = {
  /** Every rate of a shipment: pages are followed, so a quote of more than 100 rates is whole. */
  list: (api: ApiClient, params: ListShipmentRatesParams) =>
    queryOptions<RatePage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: rateKeys.list(params),
      queryFn: async ({ signal }) => {
        const results: Rate[] = [];
        for await (const page of iteratePages(api, (options) => listShipmentRates(api, { results: 100, ...params }, options), RatePageSchema, {
          signal,
          maxPages: 20,
        })) {
          results.push(...page.results);
        }
        return { next: null, previous: null, results };
      },
      staleTime: RATE_STALE_MS,
    }),
  detail: (api: ApiClient, rateId: string) =>
    queryOptions<Rate, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: rateKeys.detail(rateId),
      queryFn: ({ signal }) => getRate(api, rateId, { signal }),
      staleTime: RATE_STALE_MS,
    }),
};

/** Loads the rates quoted for a shipment. */
export function useShipmentRates(params: ListShipmentRatesParams, options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useShipmentRates');
  return useQuery({ ...rateQueries.list(api, params), enabled: Boolean(params.shipmentId) && options.enabled !== false }, queryClient);
}

/** Loads one rate. */
export function useRate(rateId: string | undefined) {
  const { api, queryClient } = useShippingElements('useRate');
  return useQuery({ ...rateQueries.detail(api, rateId ?? ''), enabled: Boolean(rateId) }, queryClient);
}
