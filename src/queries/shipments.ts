'use client';

import {
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { createParcel, getParcel, listParcels, type Parcel, type ParcelInput, type ParcelPage } from '../api/resources/parcels';
import { iteratePages } from '../api/pagination';
import { getRate, listShipmentRates, RatePageSchema, type ListShipmentRatesParams, type Rate, type RatePage } from '../api/resources/rates';
import type { PageParams } from '../api/resources/shared';
import {
  createShipment,
  getShipment,
  listShipments,
  ShipmentPageSchema,
  type ListShipmentsParams,
  type Shipment,
  type ShipmentInput,
  type ShipmentPage,
} from '../api/resources/shipments';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS, infiniteListOptions, pollUntil } from './shared';

/** Cache keys of parcels. */
export const parcelKeys = resourceKeys('parcels');
/** Cache keys of shipments. */
export const shipmentKeys = resourceKeys('shipments');
/** Cache keys of rates (`list` holds a shipment's rates). */
export const rateKeys = resourceKeys('rates');

/** Quotes drift: treated as stale after a minute. */
const RATE_STALE_MS = 60_000;

/** A shipment created with `async: true` is rated once it is no longer QUEUED or WAITING. */
export const isRatedShipment = (shipment: Shipment) => shipment.status !== 'QUEUED' && shipment.status !== 'WAITING';

export const shipmentQueries = {
  parcels: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<ParcelPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: parcelKeys.list(params),
      queryFn: ({ signal }) => listParcels(api, params, { signal }),
    }),
  parcel: (api: ApiClient, parcelId: string) =>
    queryOptions<Parcel, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: parcelKeys.detail(parcelId),
      queryFn: ({ signal }) => getParcel(api, parcelId, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** A shipment; polls while an `async: true` shipment is still being rated. */
  detail: (api: ApiClient, shipmentId: string) =>
    queryOptions<Shipment, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: shipmentKeys.detail(shipmentId),
      queryFn: ({ signal }) => getShipment(api, shipmentId, { signal }),
      refetchInterval: pollUntil<Shipment>(isRatedShipment),
      staleTime: RATE_STALE_MS,
    }),
  list: (api: ApiClient, params: ListShipmentsParams = {}) =>
    queryOptions<ShipmentPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: shipmentKeys.list(params),
      queryFn: ({ signal }) => listShipments(api, params, { signal }),
    }),
  infinite: (api: ApiClient, params: Omit<ListShipmentsParams, 'page'> = {}) =>
    infiniteListOptions({
      api,
      queryKey: [...shipmentKeys.list(params), 'infinite'],
      first: (options) => listShipments(api, params, options),
      pageSchema: ShipmentPageSchema,
    }),
  /** Every rate of a shipment: pages are followed, so a quote of more than 100 rates is whole. */
  rates: (api: ApiClient, params: ListShipmentRatesParams) =>
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
  rate: (api: ApiClient, rateId: string) =>
    queryOptions<Rate, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: rateKeys.detail(rateId),
      queryFn: ({ signal }) => getRate(api, rateId, { signal }),
      staleTime: RATE_STALE_MS,
    }),
};

export const shipmentMutations = {
  createParcel: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Parcel, ShippingElementsError, ParcelInput>({
      mutationKey: [...parcelKeys.all(), 'create'],
      mutationFn: (input) => createParcel(api, input),
      onSuccess: (parcel) => {
        queryClient.setQueryData(parcelKeys.detail(parcel.object_id), parcel);
        return queryClient.invalidateQueries({ queryKey: parcelKeys.lists() });
      },
    }),
  /** Creates a shipment and quotes it; its rates join the cache of that shipment's rates. */
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Shipment, ShippingElementsError, ShipmentInput>({
      mutationKey: [...shipmentKeys.all(), 'create'],
      mutationFn: (input) => createShipment(api, input),
      onSuccess: (shipment) => {
        queryClient.setQueryData(shipmentKeys.detail(shipment.object_id), shipment);
        if (isRatedShipment(shipment)) {
          queryClient.setQueryData(rateKeys.list({ shipmentId: shipment.object_id }), {
            next: null,
            previous: null,
            results: shipment.rates ?? [],
          } satisfies RatePage);
        }
        return queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() });
      },
    }),
};

/** Loads a shipment (polling until its rates are ready when it was created with `async: true`). */
export function useShipment(shipmentId: string | undefined) {
  const { api, queryClient } = useShippingElements('useShipment');
  return useQuery({ ...shipmentQueries.detail(api, shipmentId ?? ''), enabled: Boolean(shipmentId) }, queryClient);
}

/** Lists shipments, one page. */
export function useShipments(params: ListShipmentsParams = {}) {
  const { api, queryClient } = useShippingElements('useShipments');
  return useQuery(shipmentQueries.list(api, params), queryClient);
}

/** Lists shipments page after page (`fetchNextPage` follows the API's `next` links). */
export function useInfiniteShipments(params: Omit<ListShipmentsParams, 'page'> = {}) {
  const { api, queryClient } = useShippingElements('useInfiniteShipments');
  return useInfiniteQuery(shipmentQueries.infinite(api, params), queryClient);
}

/** Loads the rates quoted for a shipment. */
export function useShipmentRates(params: ListShipmentRatesParams, options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useShipmentRates');
  return useQuery({ ...shipmentQueries.rates(api, params), enabled: Boolean(params.shipmentId) && options.enabled !== false }, queryClient);
}

/** Loads one rate. */
export function useRate(rateId: string | undefined) {
  const { api, queryClient } = useShippingElements('useRate');
  return useQuery({ ...shipmentQueries.rate(api, rateId ?? ''), enabled: Boolean(rateId) }, queryClient);
}

/** Lists parcels. */
export function useParcels(params: PageParams = {}) {
  const { api, queryClient } = useShippingElements('useParcels');
  return useQuery(shipmentQueries.parcels(api, params), queryClient);
}

/** Loads one parcel. */
export function useParcel(parcelId: string | undefined) {
  const { api, queryClient } = useShippingElements('useParcel');
  return useQuery({ ...shipmentQueries.parcel(api, parcelId ?? ''), enabled: Boolean(parcelId) }, queryClient);
}

/** Creates a parcel. */
export function useCreateParcel() {
  const { api, queryClient } = useShippingElements('useCreateParcel');
  return useMutation(shipmentMutations.createParcel(api, queryClient), queryClient);
}

/** Creates a shipment and quotes its rates. */
export function useCreateShipment() {
  const { api, queryClient } = useShippingElements('useCreateShipment');
  return useMutation(shipmentMutations.create(api, queryClient), queryClient);
}
