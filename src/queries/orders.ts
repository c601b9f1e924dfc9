'use client';

import { queryOptions, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { getOrder, listOrders, OrderPageSchema, type ListOrdersParams, type Order, type OrderPage } from '../api/resources/orders';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS, infiniteListOptions } from './shared';

/** Cache keys of orders. */
export const orderKeys = resourceKeys('orders');

export const orderQueries = {
  list: (api: ApiClient, params: ListOrdersParams = {}) =>
    queryOptions<OrderPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: orderKeys.list(params),
      queryFn: ({ signal }) => listOrders(api, params, { signal }),
    }),
  infinite: (api: ApiClient, params: Omit<ListOrdersParams, 'page'> = {}) =>
    infiniteListOptions({
      api,
      queryKey: [...orderKeys.list(params), 'infinite'],
      first: (options) => listOrders(api, params, options),
      pageSchema: OrderPageSchema,
    }),
  detail: (api: ApiClient, orderId: string) =>
    queryOptions<Order, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: orderKeys.detail(orderId),
      queryFn: ({ signal }) => getOrder(api, orderId, { signal }),
    }),
};

/** Lists orders, one page (filters: status, shop app, placed dates). */
export function useOrders(params: ListOrdersParams = {}) {
  const { api, queryClient } = useShippingElements('useOrders');
  return useQuery(orderQueries.list(api, params), queryClient);
}

/** Lists orders page after page. */
export function useInfiniteOrders(params: Omit<ListOrdersParams, 'page'> = {}) {
  const { api, queryClient } = useShippingElements('useInfiniteOrders');
  return useInfiniteQuery(orderQueries.infinite(api, params), queryClient);
}

/** Loads one order (to prefill a label from its recipient and line items). */
export function useOrder(orderId: string | undefined) {
  const { api, queryClient } = useShippingElements('useOrder');
  return useQuery({ ...orderQueries.detail(api, orderId ?? ''), enabled: Boolean(orderId) }, queryClient);
}

/**
 * Which of these orders already have a label (a transaction linked to them): each order loaded
 * once and cached. BatchUploader flags the rows of such orders before a batch buys them again.
 */
export function useOrdersWithLabels(orderIds: readonly string[]): ReadonlySet<string> {
  const { api, queryClient } = useShippingElements('useOrdersWithLabels');
  return useQueries(
    {
      // Loaded again at each preview: a label bought since the last one (a batch a minute ago) counts.
      queries: orderIds.map((orderId) => ({ ...orderQueries.detail(api, orderId), retry: false, staleTime: 0 })),
      combine: (results) => new Set(results.flatMap((result) => (result.data && (result.data.transactions?.length ?? 0) > 0 ? [result.data.object_id] : []))),
    },
    queryClient,
  );
}
