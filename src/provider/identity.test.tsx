// A store switch in place (issue 37, item 1): a host re-renders the provider with another store's
// identity and `fetchToken`, without `key={store}`. Nothing of the old store's account (its token,
// its requests in flight, its cached data) is used for the new one.
import { QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { TEST_API, mintTestToken, testSandbox } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import { createApiClient } from '../api/client';
import { createOrder } from '../api/resources/order-create';
import { readJwtClaims, type TokenResponse, type TokenSource } from '../api/token';
import { useOrders } from '../queries/orders';
import { usePurchaseLabel } from '../queries/transactions';
import { useShippingElements } from './context';
import { ShippingElementsProvider, type ShippingElementsProviderProps } from './ShippingElementsProvider';
import { shareTokenAcrossTabs } from './token-sharing';

const CORNER_SHOP = 'acct_managed_corner_shop';
const BIKE_WORKS = 'acct_managed_bike_works';

beforeEach(() => {
  // The sandbox mints its tokens on its own clock (23 November 2026, 15:00 UTC, 12 hours each):
  // the provider judges a token's freshness on that clock, whatever day the tests run on.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(testSandbox().now());
});

afterEach(() => {
  vi.useRealTimers();
});

/** A store of the host's platform: its identity (session and account) and its backend's token route. */
function store(account: string) {
  return { identity: `session-1:${account}`, fetchToken: vi.fn((): Promise<TokenResponse> => mintTestToken(account)) };
}

/** The order number of a new order in `account`, created by the platform's backend with the API key. */
async function orderIn(account: string, orderNumber: string): Promise<string> {
  const backend = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, accountId: account, retry: false });
  const order = await createOrder(backend, {
    placed_at: new Date(testSandbox().now() - 3_600_000).toISOString(),
    order_number: orderNumber,
    order_status: 'PAID',
    to_address: { name: 'Ana Lima', street1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
    weight: '2',
    weight_unit: 'lb',
  });
  return order.order_number ?? orderNumber;
}

/** The accounts (JWT `sub`) of the tokens that the requests to `path` carry from now on. */
function subjectsOfRequestsTo(path: string): string[] {
  const subjects: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith(path)) {
      const token = request.headers.get('Authorization')?.replace(/^JWT /, '') ?? '';
      subjects.push(String(readJwtClaims(token)?.sub));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return subjects;
}

/** The order numbers on screen, and every text the list ever rendered. */
function OrderNumbers({ seen }: { seen: string[] }) {
  const orders = useOrders({ results: 100 });
  const text = orders.data ? orders.data.results.map((order) => order.order_number).join(', ') : 'loading';
  seen.push(text);
  return <p>Orders: {text}</p>;
}

/** A child that hands the test the provider's token source, as the blocks below it get it. */
function tokenProbe() {
  const handle: { tokens?: TokenSource } = {};
  function Probe() {
    const { tokenSource } = useShippingElements();
    React.useEffect(() => {
      handle.tokens = tokenSource;
    }, [tokenSource]);
    return null;
  }
  return { Probe, handle };
}

function provider(props: Partial<ShippingElementsProviderProps> & { children?: React.ReactNode }) {
  return <ShippingElementsProvider baseUrl={TEST_API} retry={false} {...props} />;
}

describe('a store switch in place (identity)', () => {
  it('fetches the new store’s token, sends its requests with it, and never shows the old store’s orders', async () => {
    const [shop, bikes] = [store(CORNER_SHOP), store(BIKE_WORKS)];
    const shopOrder = await orderIn(CORNER_SHOP, '#SHOP-1');
    const bikeOrder = await orderIn(BIKE_WORKS, '#BIKE-1');
    const seen: string[] = [];
    const view = render(provider({ ...shop, children: <OrderNumbers seen={seen} /> }));
    expect(await screen.findByText(new RegExp(shopOrder))).toBeInTheDocument();
    expect(screen.getByText(/^Orders:/)).not.toHaveTextContent(bikeOrder);

    const subjects = subjectsOfRequestsTo('/orders');
    seen.length = 0;
    view.rerender(provider({ ...bikes, children: <OrderNumbers seen={seen} /> }));
    expect(await screen.findByText(new RegExp(bikeOrder))).toBeInTheDocument();
    expect(bikes.fetchToken).toHaveBeenCalledTimes(1);
    expect(shop.fetchToken).toHaveBeenCalledTimes(1);
    // Not one render under Bike Works showed Corner Shop's orders, and every request was Bike Works'.
    expect(seen.filter((text) => text.includes(shopOrder))).toEqual([]);
    expect(subjects.length).toBeGreaterThan(0);
    expect(new Set(subjects)).toEqual(new Set([BIKE_WORKS]));
  });

  it('clears only the kit’s data from a QueryClient the host shares', async () => {
    const [shop, bikes] = [store(CORNER_SHOP), store(BIKE_WORKS)];
    const shopOrder = await orderIn(CORNER_SHOP, '#SHOP-2');
    const shared = new QueryClient();
    shared.setQueryData(['host', 'cart'], { items: 2 });
    const seen: string[] = [];
    const view = render(provider({ ...shop, queryClient: shared, children: <OrderNumbers seen={seen} /> }));
    expect(await screen.findByText(new RegExp(shopOrder))).toBeInTheDocument();
    const kitData = () =>
      shared
        .getQueryCache()
        .findAll({ queryKey: ['shipping-elements'] })
        .map((query) => JSON.stringify(query.state.data ?? null));

    seen.length = 0;
    view.rerender(provider({ ...bikes, queryClient: shared, children: <OrderNumbers seen={seen} /> }));
    await waitFor(() => expect(screen.getByText(/^Orders:/)).not.toHaveTextContent('loading'));
    expect(seen.filter((text) => text.includes(shopOrder))).toEqual([]);
    expect(kitData().join()).not.toContain(shopOrder);
    expect(shared.getQueryData(['host', 'cart'])).toEqual({ items: 2 });
  });

  it('aborts a purchase of the old store still in flight: its answer never reaches the new store', async () => {
    const [shop, bikes] = [store(CORNER_SHOP), store(BIKE_WORKS)];
    // The API answers the old store's purchase only after the host switched stores.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const purchases: Request[] = [];
    server.use(
      http.post(`${TEST_API}/transactions`, async ({ request }) => {
        purchases.push(request);
        await answered;
        return testSandbox().fetch(request);
      }),
    );
    let current = shop;
    const { result, rerender } = renderHook(() => usePurchaseLabel(), {
      wrapper: ({ children }) => provider({ ...current, children }),
    });
    let outcome: unknown;
    act(() => {
      result.current.mutateAsync({ rate: 'rate_of_corner_shop' }).then(
        () => (outcome = 'settled with an answer'),
        (error: unknown) => (outcome = error),
      );
    });
    await waitFor(() => expect(purchases).toHaveLength(1));

    current = bikes;
    rerender();
    answer();
    await waitFor(() => expect(outcome).toBeDefined());
    expect(outcome).toMatchObject({ name: 'AbortError' });
    expect(purchases[0]?.signal.aborted).toBe(true);
    await waitFor(() => expect(bikes.fetchToken).toHaveBeenCalledTimes(1));
  });

  it('drops the shared token when the host turns tokenSharing from a key to none', async () => {
    const shop = store(CORNER_SHOP);
    const { Probe, handle } = tokenProbe();
    const sharing = shareTokenAcrossTabs({ key: shop.identity });
    const view = render(provider({ fetchToken: shop.fetchToken, tokenSharing: sharing, children: <Probe /> }));
    await waitFor(() => expect(shop.fetchToken).toHaveBeenCalledTimes(1));
    const shared = await handle.tokens?.get();
    // A second later (the sandbox mints the same bytes for the same account in the same second).
    await testSandbox().advance(1_000);
    vi.setSystemTime(testSandbox().now());

    view.rerender(provider({ fetchToken: shop.fetchToken, children: <Probe /> }));
    const own = await handle.tokens?.get();
    expect(shop.fetchToken).toHaveBeenCalledTimes(2);
    expect(own).not.toBe(shared);
  });

  it('drops the shared token when sharing stops under an identity the host names', async () => {
    const shop = store(CORNER_SHOP);
    const { Probe, handle } = tokenProbe();
    const sharing = shareTokenAcrossTabs({ key: shop.identity });
    const view = render(provider({ ...shop, tokenSharing: sharing, children: <Probe /> }));
    await waitFor(() => expect(shop.fetchToken).toHaveBeenCalledTimes(1));
    const shared = await handle.tokens?.get();
    await testSandbox().advance(1_000);
    vi.setSystemTime(testSandbox().now());

    view.rerender(provider({ ...shop, children: <Probe /> }));
    expect(await handle.tokens?.get()).not.toBe(shared);
    expect(shop.fetchToken).toHaveBeenCalledTimes(2);
  });

  it('warns once in development when fetchToken changes while the identity stays the same', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [shop, bikes] = [store(CORNER_SHOP), store(BIKE_WORKS)];
    const view = render(provider({ ...shop }));
    // The host's store picker passes Bike Works' token route, and forgets its identity.
    view.rerender(provider({ identity: shop.identity, fetchToken: bikes.fetchToken }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('identity');
    view.rerender(provider({ identity: shop.identity, fetchToken: shop.fetchToken }));
    expect(warn).toHaveBeenCalledTimes(1);

    // With the identity that goes with it, or in production, there is nothing to say.
    const named = render(provider({ ...shop }));
    named.rerender(provider({ ...bikes }));
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const quiet = render(provider({ ...shop }));
      quiet.rerender(provider({ identity: shop.identity, fetchToken: bikes.fetchToken }));
    } finally {
      vi.unstubAllEnvs();
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
