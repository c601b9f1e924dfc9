import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_API, mintTestToken } from '../../test/msw-sandbox';
import { ShippingElementsProvider } from '../provider/ShippingElementsProvider';
import { useInfiniteOrders, useOrder } from './orders';

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()}>
    {children}
  </ShippingElementsProvider>
);

describe('order hooks', () => {
  it('follows the API’s next links page after page until there is none', async () => {
    const { result } = renderHook(() => useInfiniteOrders({ results: 10 }), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    const orders = result.current.data?.pages.flatMap((page) => page.results) ?? [];
    expect(orders).toHaveLength(24);
    expect(new Set(orders.map((order) => order.object_id)).size).toBe(24);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('loads one order, and waits for an id before fetching', async () => {
    const { result: list } = renderHook(() => useInfiniteOrders({ results: 1 }), { wrapper });
    await waitFor(() => expect(list.current.data).toBeDefined());
    const id = list.current.data?.pages[0]?.results[0]?.object_id;
    const { result, rerender } = renderHook(({ orderId }: { orderId?: string }) => useOrder(orderId), { wrapper, initialProps: {} });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ orderId: id });
    await waitFor(() => expect(result.current.data?.object_id).toBe(id));
  });
});
