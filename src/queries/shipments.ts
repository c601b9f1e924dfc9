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
import type { RatePage } from '../api/resources/rates';
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
import { RATE_STALE_MS, rateKeys } from './rates';
import { KIT_QUERY_DEFAULTS, infiniteListOptions, pollUntil } from './shared';

/** Cache keys of shipments. */
export const shipmentKeys = resourceKeys('shipments');
/** A shipment created with `async: true` is rated once it is no longer QUEUED or WAITING. */
export const isRatedShipment = (shipment: Shipment) => shipment.status !== 'QUEUED' && shipment.status !== 'WAITING';

export const shipmentQueries = {
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
};

export const shipmentMutations = {
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

/** Creates a shipment and quotes its rates. */
export function useCreateShipment() {
  const { api, queryClient } = useShippingElements('useCreateShipment');
  return useMutation(shipmentMutations.create(api, queryClient), queryClient);
}
