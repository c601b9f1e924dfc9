'use client';

import * as React from 'react';
import {
  queryOptions,
  useInfiniteQuery,
  useQueries,
  useQuery,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  getOrder,
  listOrders,
  OrderPageSchema,
  OrderStatusSchema,
  type ListOrdersParams,
  type Order,
  type OrderFilters,
  type OrderPage,
  type OrderStatus,
} from '../api/resources/orders';
import { ORDER_SHOP_APP_VALUES, type OrderShopApp } from '../api/resources/order-shop-apps';
import { useShippingElements } from '../provider/context';
import { orderKeys } from './keys';
import { KIT_QUERY_DEFAULTS, MAX_PAGE_SIZE, infiniteListOptions } from './shared';

export { orderKeys };

/** Orders per page of the order lists: the most the API serves at once (spec §8). */
export const ORDER_PAGE_SIZE = MAX_PAGE_SIZE;

/** Every order status, in the spec's order: the statuses {@link useOrderCounts} counts. */
export const ORDER_STATUSES: readonly OrderStatus[] = OrderStatusSchema.options;

/** The sales channels (`shop_app`) the API names, in its order: what a channel filter offers. */
export const ORDER_SHOP_APPS: readonly OrderShopApp[] = ORDER_SHOP_APP_VALUES;

/** One order. Apart from {@link orderQueries}, so a block that reads one order only (LabelPurchase's `orderId`) does not bring the lists. */
function orderQuery(api: ApiClient, orderId: string) {
  return queryOptions<Order, ShippingElementsError>({
    ...KIT_QUERY_DEFAULTS,
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(api, orderId, { signal }),
  });
}

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
  detail: orderQuery,
  /** The count of one status under the other filters: a one-order page, read for its `count`. */
  count: (api: ApiClient, filters: OrderFilters, status: OrderStatus) =>
    orderQueries.list(api, { ...filters, order_status: [status], results: 1 }),
};

/** Lists orders, one page, newest first (filters: status, shop app, placed dates, search `q`). */
export function useOrders(params: ListOrdersParams = {}) {
  const { api, queryClient } = useShippingElements('useOrders');
  return useQuery(orderQueries.list(api, params), queryClient);
}

/** Lists orders page after page, following the API's `next` links (same filters as {@link useOrders}). */
export function useInfiniteOrders(params: Omit<ListOrdersParams, 'page'> = {}) {
  const { api, queryClient } = useShippingElements('useInfiniteOrders');
  return useInfiniteQuery(orderQueries.infinite(api, params), queryClient);
}

/** What {@link useOrderPages} holds: the pages loaded so far, by page number. */
export interface OrderPages {
  /** Loaded pages by 1-based page number; a page still loading (or failed) is absent. */
  pages: ReadonlyMap<number, OrderPage>;
  /** `count` of the first loaded page that has one: the orders matching the filters, if the server says. */
  count: number | undefined;
  /** True while any asked-for page loads for the first time. */
  isPending: boolean;
  /** The first error among the asked-for pages. */
  error: ShippingElementsError | null;
}

/**
 * Random access to the pages of one filtered order list, for a virtualized list: asks for the
 * pages with these numbers (1-based, `pageSize` orders each, at most 100), each cached on its own,
 * so scrolling to order 9,950 loads page 100 without the 99 before it. Pages already loaded stay in
 * the result while others load.
 *
 * @example
 * const { pages, count } = useOrderPages({ order_status: ['PAID'] }, [1, 2]);
 * const order = pages.get(Math.floor(index / 100) + 1)?.results[index % 100];
 */
export function useOrderPages(filters: OrderFilters, pageNumbers: readonly number[], pageSize: number = ORDER_PAGE_SIZE): OrderPages {
  const { api, queryClient } = useShippingElements('useOrderPages');
  const wanted = [...new Set(pageNumbers)].filter((page) => Number.isSafeInteger(page) && page >= 1);
  const key = wanted.join(',');
  // One array (and one combine) per set of page numbers, so the result keeps its identity between renders.
  const numbers = React.useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  const combine = React.useCallback(
    (results: UseQueryResult<OrderPage, ShippingElementsError>[]): OrderPages => {
      const pages = new Map<number, OrderPage>();
      results.forEach((result, index) => {
        const page = numbers[index];
        if (result.data && page !== undefined) {
          pages.set(page, result.data);
        }
      });
      const count = [...pages.values()].find((page) => typeof page.count === 'number')?.count ?? undefined;
      return { pages, count, isPending: results.some((result) => result.isPending), error: results.find((result) => result.error)?.error ?? null };
    },
    [numbers],
  );
  return useQueries({ queries: numbers.map((page) => orderQueries.list(api, { ...filters, page, results: pageSize })), combine }, queryClient);
}

/** What {@link useOrderCounts} returns. */
export interface OrderCounts {
  /**
   * Orders per status under the other filters (channel, dates, search; the filter's own
   * `order_status` is left out). A status is absent while it loads, after an error, or when the
   * server sends no `count` and more than one order matches (the number is then unknown).
   */
  counts: Partial<Record<OrderStatus, number>>;
  /** True while any status's count loads for the first time. */
  isPending: boolean;
  /** The first error among the counts. */
  error: ShippingElementsError | null;
}

/** The count a one-order page tells: its `count`, or what the page alone proves (0 or 1). */
function countOf(page: OrderPage | undefined): number | undefined {
  if (!page) {
    return undefined;
  }
  if (typeof page.count === 'number') {
    return page.count;
  }
  return page.next ? undefined : page.results.length;
}

function combineCounts(results: UseQueryResult<OrderPage, ShippingElementsError>[]): OrderCounts {
  const counts: Partial<Record<OrderStatus, number>> = {};
  results.forEach((result, index) => {
    const count = countOf(result.data);
    const status = ORDER_STATUSES[index];
    if (status && count !== undefined) {
      counts[status] = count;
    }
  });
  return { counts, isPending: results.some((result) => result.isPending), error: results.find((result) => result.error)?.error ?? null };
}

/** Options of {@link useOrderCounts}. */
export interface OrderCountsOptions {
  /**
   * False holds the requests back (counts already read stay shown): a list asks for its rows first
   * and its counts once they are in, so the seven counts do not queue before the rows.
   * @default true
   */
  enabled?: boolean;
}

/**
 * Counts orders per status (for the status tabs of an order list): one `results=1` request per
 * status, reading the page's `count` (docs/api-coverage.md, "Order counts"). They refresh when an
 * order is created or shipped, since they are order lists too.
 */
export function useOrderCounts(filters: OrderFilters = {}, { enabled = true }: OrderCountsOptions = {}): OrderCounts {
  const { api, queryClient } = useShippingElements('useOrderCounts');
  const { order_status: _ignored, ...others } = filters;
  return useQueries({ queries: ORDER_STATUSES.map((status) => ({ ...orderQueries.count(api, others, status), enabled })), combine: combineCounts }, queryClient);
}

/** Loads one order (to prefill a label from its recipient and line items). */
export function useOrder(orderId: string | undefined) {
  const { api, queryClient } = useShippingElements('useOrder');
  return useQuery({ ...orderQuery(api, orderId ?? ''), enabled: Boolean(orderId) }, queryClient);
}

/**
 * These orders, by id, once loaded (an order that cannot be loaded is left out): each loaded again
 * at each preview (a label bought since the last one counts) and cached. BatchUploader warns on the
 * rows of an order that should not ship (a label already, refunded, unpaid, cancelled, unknown).
 */
export function useOrdersById(orderIds: readonly string[]): ReadonlyMap<string, Order> {
  const { api, queryClient } = useShippingElements('useOrdersById');
  return useQueries(
    {
      // Loaded again at each preview: a label bought since the last one (a batch a minute ago) counts.
      queries: orderIds.map((orderId) => ({ ...orderQueries.detail(api, orderId), retry: false, staleTime: 0 })),
      combine: (results) => new Map(results.flatMap((result) => (result.data ? [[result.data.object_id, result.data] as const] : []))),
    },
    queryClient,
  );
}

/** Pages of one filtered list read at most for a selection: 20,000 orders of 100. */
const MAX_SELECTION_PAGES = 200;
/** Orders loaded at once when a selection names them one by one. */
const ORDER_READ_CONCURRENCY = 6;

/**
 * Every order that matches the filters but the excluded ones, newest first, read a page of 100
 * at a time (spec §8) following `next`: what a selection of "all that match" holds.
 */
export async function readMatchingOrders(api: ApiClient, filters: OrderFilters, excluded: ReadonlySet<string>, signal?: AbortSignal): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; page <= MAX_SELECTION_PAGES; page += 1) {
    const result = await listOrders(api, { ...filters, page, results: ORDER_PAGE_SIZE }, { signal });
    orders.push(...result.results.filter((order) => !excluded.has(order.object_id)));
    if (!result.next || result.results.length === 0) {
      break;
    }
  }
  return orders;
}

/**
 * These orders, each loaded again (a label bought a minute ago counts), newest first: what a
 * selection of some orders holds. Each one lands in the order cache.
 */
export async function readOrdersById(api: ApiClient, queryClient: QueryClient, orderIds: readonly string[]): Promise<Order[]> {
  const orders: Order[] = [];
  for (let start = 0; start < orderIds.length; start += ORDER_READ_CONCURRENCY) {
    const chunk = orderIds.slice(start, start + ORDER_READ_CONCURRENCY);
    orders.push(...(await Promise.all(chunk.map((orderId) => queryClient.fetchQuery({ ...orderQueries.detail(api, orderId), staleTime: 0 })))));
  }
  return orders.sort((a, b) => (b.placed_at ?? '').localeCompare(a.placed_at ?? ''));
}

/** Reads the orders of a selection: {@link readMatchingOrders} and {@link readOrdersById} with the kit's client. */
export function useReadOrders() {
  const { api, queryClient } = useShippingElements('useReadOrders');
  return React.useMemo(
    () => ({
      matching: (filters: OrderFilters, excluded: ReadonlySet<string>) => readMatchingOrders(api, filters, excluded),
      byId: (orderIds: readonly string[]) => readOrdersById(api, queryClient, orderIds),
    }),
    [api, queryClient],
  );
}
