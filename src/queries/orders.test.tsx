import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_API, mintTestToken, testSandbox } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import { createApiClient } from '../api/client';
import type { OrderInput } from '../api/resources/order-create';
import { listOrders, type Order } from '../api/resources/orders';
import { ShippingElementsProvider } from '../provider/ShippingElementsProvider';
import { useCreateOrder } from './order-create';
import { useInfiniteOrders, useOrder, useOrderCounts, useOrderPages, useOrders } from './orders';

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()}>
    {children}
  </ShippingElementsProvider>
);

/** The truth the hooks are held to: every order of the test account, read with its API key. */
async function everyOrder(): Promise<Order[]> {
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  return (await listOrders(api, { results: 100 })).results;
}

function tally(orders: readonly Order[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const order of orders) {
    counts[String(order.order_status)] = (counts[String(order.order_status)] ?? 0) + 1;
  }
  return counts;
}

const PHONE_ORDER = (placedAt: number): OrderInput => ({
  placed_at: new Date(placedAt).toISOString(),
  order_number: '#PHONE-1',
  order_status: 'PAID',
  to_address: { name: 'Walk-in Customer', street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US', email: 'walkin@example.test' },
  line_items: [{ title: 'Ceramic Mug', sku: 'MUG-CER', quantity: 1, total_price: '18.50', currency: 'USD', weight: '1.1', weight_unit: 'lb', manufacture_country: 'US' }],
  currency: 'USD',
  total_price: '18.50',
});

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

  it('passes the filters and the search to the list', async () => {
    const all = await everyOrder();
    const target = all.find((order) => order.order_status === 'PAID' && order.to_address?.name);
    const lastName = target?.to_address?.name?.split(' ').at(-1) ?? 'x';
    const { result } = renderHook(() => useInfiniteOrders({ order_status: ['PAID'], q: lastName, results: 100 }), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const found = result.current.data?.pages.flatMap((page) => page.results) ?? [];
    expect(found.map((order) => order.object_id)).toContain(target?.object_id);
    expect(found.every((order) => order.order_status === 'PAID')).toBe(true);
  });
});

describe('useOrderCounts', () => {
  it('counts the orders of each status under the other filters, whatever status the filter names', async () => {
    const all = await everyOrder();
    const { result } = renderHook(() => useOrderCounts({ order_status: ['SHIPPED'] }), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.error).toBeNull();
    const expected = { ...Object.fromEntries(['UNKNOWN', 'AWAITPAY', 'PAID', 'REFUNDED', 'CANCELLED', 'PARTIALLY_FULFILLED', 'SHIPPED'].map((status) => [status, 0])), ...tally(all) };
    expect(result.current.counts).toEqual(expected);

    const channel = all[0]?.shop_app ?? '';
    const { result: filtered } = renderHook(() => useOrderCounts({ shop_app: channel }), { wrapper });
    await waitFor(() => expect(filtered.current.isPending).toBe(false));
    const inChannel = tally(all.filter((order) => order.shop_app === channel));
    expect(Object.values(filtered.current.counts).reduce((sum, count) => sum + count, 0)).toBe(all.filter((order) => order.shop_app === channel).length);
    expect(filtered.current.counts).toMatchObject(inChannel);
  });

  it('without a count from the server, gives only the numbers a one-order page proves (0 or 1)', async () => {
    server.use(
      http.get(`${TEST_API}/orders/`, async ({ request }) => {
        const response = await testSandbox().fetch(request);
        const { count: _count, ...page } = (await response.json()) as Record<string, unknown>;
        return HttpResponse.json(page, { status: response.status });
      }),
    );
    const all = tally(await everyOrder());
    const statuses = ['UNKNOWN', 'AWAITPAY', 'PAID', 'REFUNDED', 'CANCELLED', 'PARTIALLY_FULFILLED', 'SHIPPED'] as const;
    // The seeded account has statuses of both kinds, so both answers are checked.
    expect(statuses.some((status) => (all[status] ?? 0) > 1) && statuses.some((status) => (all[status] ?? 0) <= 1)).toBe(true);
    const { result } = renderHook(() => useOrderCounts(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    for (const status of statuses) {
      const count = all[status] ?? 0;
      expect(result.current.counts[status], status).toBe(count > 1 ? undefined : count);
    }
  });

  it('asks for nothing while held back, and counts once let go (a list asks for its rows first)', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${TEST_API}/orders/`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('order_status') ?? '');
        return testSandbox().fetch(request);
      }),
    );
    const all = tally(await everyOrder());
    asked.length = 0;
    const { result, rerender } = renderHook(({ enabled }) => useOrderCounts({}, { enabled }), { wrapper, initialProps: { enabled: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(result.current.isPending).toBe(true);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(asked).toHaveLength(7);
    expect(result.current.counts.PAID).toBe(all.PAID);
  });
});

describe('useOrderPages', () => {
  it('loads the pages asked for by number, without the ones between, and tells the count', async () => {
    const paid = (await everyOrder()).filter((order) => order.order_status === 'PAID');
    expect(paid.length).toBeGreaterThan(10);
    const { result } = renderHook(() => useOrderPages({ order_status: ['PAID'] }, [1, 3], 5), { wrapper });
    await waitFor(() => expect(result.current.pages.size).toBe(2));
    expect(result.current.pages.has(2)).toBe(false);
    expect(result.current.pages.get(3)?.results.map((order) => order.object_id)).toEqual(paid.slice(10, 15).map((order) => order.object_id));
    expect(result.current.count).toBe(paid.length);
  });
});

describe('useCreateOrder', () => {
  it('creates an order; the lists and the counts on the page refetch and show it', async () => {
    const { result } = renderHook(
      () => ({ create: useCreateOrder(), list: useOrders({ order_status: ['PAID'], results: 100 }), counts: useOrderCounts() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.counts.isPending || result.current.list.isPending).toBe(false));
    const paidBefore = result.current.counts.counts.PAID ?? 0;
    let created: Order | undefined;
    await act(async () => {
      created = await result.current.create.mutateAsync(PHONE_ORDER(testSandbox().now()));
    });
    expect(created?.shop_app).toBe('Svc');
    await waitFor(() => expect(result.current.list.data?.results[0]?.object_id).toBe(created?.object_id));
    await waitFor(() => expect(result.current.counts.counts.PAID).toBe(paidBefore + 1));
  });

  it('refuses an order without a placed_at before sending anything', async () => {
    const { result } = renderHook(() => useCreateOrder(), { wrapper });
    const { placed_at: _placedAt, ...rest } = PHONE_ORDER(testSandbox().now());
    await act(async () => {
      await result.current.mutateAsync(rest as OrderInput).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.error?.kind).toBe('invalid-request'));
    expect((await everyOrder()).some((order) => order.order_number === '#PHONE-1')).toBe(false);
  });
});
