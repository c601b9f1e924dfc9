'use client';

// The order create hook, in a module of its own so that blocks that only read orders do not bundle
// the create request's schema (see api/resources/order-create.ts).
import { mutationOptions, useMutation, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { createOrder, type OrderInput } from '../api/resources/order-create';
import type { Order } from '../api/resources/orders';
import { useShippingElements } from '../provider/context';
import { orderKeys } from './keys';

export const orderMutations = {
  /** Creates an order; the lists and counts are refetched, the new order is cached as its detail. */
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Order, ShippingElementsError, OrderInput>({
      mutationKey: [...orderKeys.all(), 'create'],
      mutationFn: (input) => createOrder(api, input),
      retry: false,
      onSuccess: (order) => {
        queryClient.setQueryData(orderKeys.detail(order.object_id), order);
        return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      },
    }),
};

/**
 * Creates an order (`POST /orders/`), for a sale made by phone or in a shop; on success the order
 * lists and counts are refetched. Not retried after a dropped connection (the order could be
 * created twice); the caller guards against double submits.
 */
export function useCreateOrder() {
  const { api, queryClient } = useShippingElements('useCreateOrder');
  return useMutation(orderMutations.create(api, queryClient), queryClient);
}
