// Cross-tab token sharing, as two tabs of one origin meet in one jsdom realm (one BroadcastChannel
// namespace): a token stays with the identity the host named, travels only on request, and a token
// the API refused is dropped everywhere.
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../../test/fake-fetch';
import { givePeerTabsTime } from '../../test/peer-wait';
import { TEST_API, mintTestToken, testSandbox } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import type { TokenResponse, TokenSource } from '../api/token';
import { useCarrierAccounts } from '../queries/carrier-accounts';
import { useShippingElements } from './context';
import { ShippingElementsProvider, type ShippingElementsProviderProps } from './ShippingElementsProvider';
import { shareTokenAcrossTabs } from './token-sharing';

const CORNER_SHOP = 'acct_managed_corner_shop';
const BIKE_WORKS = 'acct_managed_bike_works';

/** The names of the channels the kit opened during the test. */
let channelNames: string[] = [];

beforeEach(() => {
  givePeerTabsTime();
  // The sandbox mints its tokens on its own clock (23 November 2026, 15:00 UTC, 12 hours each):
  // the tabs judge a token's freshness on that clock, whatever day the tests run on.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(testSandbox().now());
  channelNames = [];
  const Native = globalThis.BroadcastChannel;
  vi.stubGlobal(
    'BroadcastChannel',
    class extends Native {
      constructor(name: string) {
        super(name);
        channelNames.push(name);
      }
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function CarrierCount() {
  const accounts = useCarrierAccounts();
  return <p>{accounts.data ? `${accounts.data.results.length} carriers` : accounts.isError ? `error ${accounts.error.kind}` : 'loading'}</p>;
}

/** A tab: a provider whose backend mints for `account`, and a handle on its token source. */
function tab(account: string | undefined, props: Partial<ShippingElementsProviderProps> = {}) {
  const fetchToken = vi.fn(() => mintTestToken(account));
  const handle: { tokens?: TokenSource } = {};
  function Probe() {
    const { tokenSource } = useShippingElements();
    React.useEffect(() => {
      handle.tokens = tokenSource;
    }, [tokenSource]);
    return null;
  }
  const element = (children: React.ReactNode = null, override: Partial<ShippingElementsProviderProps> = {}) => (
    <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} {...props} {...override}>
      <Probe />
      {children}
    </ShippingElementsProvider>
  );
  const tokens = () => {
    if (!handle.tokens) {
      throw new Error('The tab is not rendered');
    }
    return handle.tokens;
  };
  return { fetchToken, element, tokens, subject: () => tokens().getSnapshot().subject };
}

/** A token a host's backend returned, as the test saw it. */
async function tokenOf(fetchToken: ReturnType<typeof tab>['fetchToken'], call = 0): Promise<string> {
  const response: TokenResponse | undefined = await (fetchToken.mock.results[call]?.value as Promise<TokenResponse> | undefined);
  return typeof response === 'string' ? response : (response?.token ?? '');
}

describe('cross-tab token sharing', () => {
  it('never hands a token to a tab of another identity: each tab acts for its own account', async () => {
    const cornerShop = tab(CORNER_SHOP, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:corner-shop' }) });
    const bikeWorks = tab(BIKE_WORKS, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:bike-works' }) });
    const first = render(cornerShop.element(<CarrierCount />));
    await waitFor(() => expect(first.container).toHaveTextContent('4 carriers'));
    const second = render(bikeWorks.element(<CarrierCount />));
    await waitFor(() => expect(second.container).toHaveTextContent('4 carriers'));
    expect(bikeWorks.fetchToken).toHaveBeenCalledTimes(1);
    expect(bikeWorks.subject()).toBe(BIKE_WORKS);
    expect(cornerShop.subject()).toBe(CORNER_SHOP);
    // The key never names a channel as it is.
    expect(channelNames.join(' ')).not.toMatch(/session-1|corner-shop|bike-works/);
  });

  it('still answers the tabs of its identity after React StrictMode unmounted and remounted it', async () => {
    const first = tab(CORNER_SHOP, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:corner-shop' }) });
    const second = tab(CORNER_SHOP, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:corner-shop' }) });
    render(<React.StrictMode>{first.element()}</React.StrictMode>);
    await waitFor(() => expect(first.subject()).toBe(CORNER_SHOP));
    const later = render(<React.StrictMode>{second.element(<CarrierCount />)}</React.StrictMode>);
    await waitFor(() => expect(later.container).toHaveTextContent('4 carriers'));
    expect(first.fetchToken).toHaveBeenCalledTimes(1);
    expect(second.fetchToken).not.toHaveBeenCalled();
  });

  it('refuses a peer’s token for another subject than its own backend last issued', async () => {
    const cornerShop = tab(CORNER_SHOP, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:shop' }) });
    const bikeWorks = tab(BIKE_WORKS, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:own' }) });
    render(cornerShop.element());
    await waitFor(() => expect(cornerShop.subject()).toBe(CORNER_SHOP));
    const second = render(bikeWorks.element());
    await waitFor(() => expect(bikeWorks.subject()).toBe(BIKE_WORKS));
    // The host gives the second tab the first one's key by mistake: its next token still comes
    // from its own backend, which issued Bike Works' tokens.
    second.rerender(bikeWorks.element(<CarrierCount />, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:shop' }) }));
    await waitFor(() => expect(second.container).toHaveTextContent('4 carriers'));
    expect(bikeWorks.fetchToken).toHaveBeenCalledTimes(2);
    expect(bikeWorks.subject()).toBe(BIKE_WORKS);
  });

  it('ignores a token nobody asked for (token fixation)', async () => {
    const shop = tab(CORNER_SHOP, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:corner-shop' }) });
    render(shop.element());
    await waitFor(() => expect(shop.subject()).toBe(CORNER_SHOP));
    const own = await tokenOf(shop.fetchToken);
    await waitFor(() => expect(channelNames.length).toBeGreaterThan(0));
    // A script of the same origin posts a token of its own on the tab's channel, then asks the
    // channel for a token: the tab handles messages in order, so its answer comes after it has
    // seen the planted one.
    const intruder = new BroadcastChannel(channelNames[0] ?? '');
    const planted = fakeJwt({ sub: 'acct_sandbox_other', exp: Math.floor(testSandbox().now() / 1000) + 3600 });
    const answers: unknown[] = [];
    intruder.onmessage = (event: MessageEvent) => answers.push(event.data);
    intruder.postMessage({ type: 'token', response: { token: planted } });
    intruder.postMessage({ type: 'token', replyTo: 'never-asked', response: { token: planted } });
    intruder.postMessage({ type: 'request', id: 'probe' });
    await waitFor(() => expect(answers).toHaveLength(1));
    intruder.close();
    expect(shop.subject()).toBe(CORNER_SHOP);
    await expect(shop.tokens().get()).resolves.toBe(own);
    expect(JSON.stringify(answers)).not.toContain(planted);
  });

  it('drops a token the API refused (401) in every tab and never hands it on again', async () => {
    const first = tab(CORNER_SHOP, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:corner-shop' }) });
    const second = tab(CORNER_SHOP, { tokenSharing: shareTokenAcrossTabs({ key: 'session-1:corner-shop' }) });
    render(first.element());
    await waitFor(() => expect(first.subject()).toBe(CORNER_SHOP));
    const revoked = await tokenOf(first.fetchToken);
    const secondTab = render(second.element());
    await waitFor(() => expect(second.subject()).toBe(CORNER_SHOP));
    expect(second.fetchToken).not.toHaveBeenCalled();
    // The API now refuses that token (revoked after a suspected leak), and only that one.
    server.use(
      http.all(`${TEST_API}/*`, ({ request }) =>
        request.headers.get('Authorization') === `JWT ${revoked}`
          ? HttpResponse.json({ detail: 'Token not recognized.' }, { status: 401 })
          : testSandbox().fetch(request),
      ),
    );
    // A second later (the sandbox mints the same bytes for the same account in the same second).
    await testSandbox().advance(1_000);
    secondTab.rerender(second.element(<CarrierCount />));
    // The first tab does not hand the refused token back: the second fetches its own and loads.
    expect(await screen.findByText('4 carriers')).toBeInTheDocument();
    expect(second.fetchToken).toHaveBeenCalledTimes(1);
    const fresh = await tokenOf(second.fetchToken);
    expect(fresh).not.toBe(revoked);
    // The first tab dropped it too: its next request carries a token the API accepts.
    await waitFor(async () => expect(await first.tokens().get()).not.toBe(revoked));
  });

  it('without a key shares nothing and waits for no other tab', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: testSandbox().now() });
    const first = tab(CORNER_SHOP);
    const second = tab(CORNER_SHOP);
    render(first.element());
    // Not one timer has run: no 50 ms wait for a peer before the host's fetchToken.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(first.fetchToken).toHaveBeenCalledTimes(1);
    await act(async () => {
      await first.fetchToken.mock.results[0]?.value;
    });
    render(second.element());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(second.fetchToken).toHaveBeenCalledTimes(1);
    expect(channelNames).toEqual([]);
  });
});
