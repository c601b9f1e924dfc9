import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOX, RECIPIENT, SENDER } from '../../test/fixtures/addresses';
import { fakeJwt } from '../../test/fake-fetch';
import { givePeerTabsTime } from '../../test/peer-wait';
import { TEST_API, mintTestToken, testSandbox } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import { renderWithElements } from '../../test/render';
import { createApiClient } from '../api/client';
import { createShipment } from '../api/resources/shipments';
import { createTransaction } from '../api/resources/transactions';
import type { TokenResponse } from '../api/token';
import { useCarrierAccounts } from '../queries/carrier-accounts';
import { useServiceGroups } from '../queries/service-groups';
import { useTrack } from '../queries/tracks';
import { usePurchaseLabel } from '../queries/transactions';
import { useOrders } from '../queries/orders';
import { de } from '../locales/de';
import { fr } from '../locales/fr';
import { useShippingElements } from './context';
import type { ShippingElementsEvent } from './events';
import { mergeMessages } from './messages';
import { ShippingElementsProvider } from './ShippingElementsProvider';
import { shareTokenAcrossTabs } from './token-sharing';

const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

function CarrierCount() {
  const accounts = useCarrierAccounts();
  return <p>{accounts.data ? `${accounts.data.results.length} carriers` : accounts.isError ? `error ${accounts.error.kind}` : 'loading'}</p>;
}

/** A block root as every kit block renders one: theme attributes, a message and a formatted amount. */
function Block() {
  const { themeRoot, messages, format } = useShippingElements();
  return (
    <section aria-label="Block" {...themeRoot.attributes} style={themeRoot.style}>
      <button type="button">{messages.common.cancel}</button>
      <p>{format.money('1234.50', 'CAD')}</p>
    </section>
  );
}

describe('ShippingElementsProvider: tokens', () => {
  it('fetches the first token eagerly, keeps it in memory only, and serves hooks with it', async () => {
    const fetchToken = vi.fn(() => mintTestToken());
    renderWithElements(<CarrierCount />, { provider: { fetchToken } });
    expect(await screen.findByText('4 carriers')).toBeInTheDocument();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('survives React StrictMode (mount, unmount, remount) with one token', async () => {
    const fetchToken = vi.fn(() => mintTestToken());
    const events: string[] = [];
    render(
      <React.StrictMode>
        <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} onEvent={(event) => events.push(event.type)}>
          <CarrierCount />
        </ShippingElementsProvider>
      </React.StrictMode>,
    );
    expect(await screen.findByText('4 carriers')).toBeInTheDocument();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(events).toContain('token.refreshed');
  });

  it('makes one token request for many queries that start at once', async () => {
    const fetchToken = vi.fn(() => mintTestToken());
    function Many() {
      const orders = useOrders({ results: 5 });
      const groups = useServiceGroups();
      const accounts = useCarrierAccounts({ service_levels: true });
      return <p>{orders.data && groups.data && accounts.data ? 'all loaded' : 'loading'}</p>;
    }
    renderWithElements(
      <>
        {Array.from({ length: 10 }, (_, index) => (
          <Many key={index} />
        ))}
      </>,
      { provider: { fetchToken } },
    );
    await waitFor(() => expect(screen.getAllByText('all loaded')).toHaveLength(10));
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes once and replays once when the API refuses an expired token (401), with events in order', async () => {
    const fetchToken = vi.fn(() => mintTestToken());
    const events: ShippingElementsEvent[] = [];
    const { rerender } = renderWithElements(<CarrierCount />, { provider: { fetchToken, onEvent: (event) => events.push(event) } });
    await screen.findByText('4 carriers');
    // The sandbox's clock moves past the 12-hour lifetime: the API now refuses the token the
    // browser still believes valid (clock skew, or a laptop that slept).
    await testSandbox().advance(13 * HOUR);
    function Orders() {
      const orders = useOrders({ results: 2 });
      return <p>{orders.data ? `${orders.data.results.length} orders` : orders.isError ? 'failed' : 'loading'}</p>;
    }
    rerender(<Orders />);
    expect(await screen.findByText('2 orders')).toBeInTheDocument();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(events.map((event) => (event.type === 'token.refreshing' ? `${event.type}:${event.reason}` : event.type))).toEqual([
      'token.refreshing:initial',
      'token.refreshed',
      'token.refreshing:rejected',
      'token.refreshed',
    ]);
    expect(JSON.stringify(events)).not.toMatch(/eyJ/);
  });

  // Issue 27 asked whether `await refetch()` after the JWT expired resolved with the data cached
  // before: it resolves with the API's new answer, whether the API refused the old token (401) or
  // the browser's own clock knew it had expired (the token is refreshed first, then the read sent).
  for (const expiry of ['refused by the API (401)', 'expired on the browser’s clock'] as const) {
    it(`resolves await refetch() with the API's new answer after the token ${expiry}`, async () => {
      const onBrowserClock = expiry === 'expired on the browser’s clock';
      if (onBrowserClock) {
        // The browser's clock is the sandbox's, on which its tokens are minted (12 hours each).
        vi.useFakeTimers({ now: testSandbox().now(), toFake: ['Date'] });
      }
      const merchant = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
      const shipment = await createShipment(merchant, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
      const label = await createTransaction(merchant, { rate: shipment.rates![0]!.object_id });
      const fetchToken = vi.fn(() => mintTestToken());
      const reasons: string[] = [];
      const { result } = renderHook(() => useTrack({ transactionId: label.object_id }), {
        wrapper: ({ children }) => (
          <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} onEvent={(event) => event.type === 'token.refreshing' && reasons.push(event.reason)}>
            {children}
          </ShippingElementsProvider>
        ),
      });
      await waitFor(() => expect(result.current.data?.tracking_status?.status).toBe('PRE_TRANSIT'));

      // Two weeks on: the parcel is delivered, and the session's token is long expired.
      await testSandbox().advance(14 * 24 * HOUR);
      if (onBrowserClock) {
        vi.setSystemTime(testSandbox().now());
      }
      const refetched = await act(() => result.current.refetch());
      expect(refetched).toMatchObject({ status: 'success', error: null });
      expect(refetched.data?.tracking_status?.status).toBe('DELIVERED');
      // The rendered hook catches up a task later (React Query batches its notifications on a
      // timer that act() does not wait for), exactly as after a refetch with a valid token: reading
      // `result.current` right after the await is what showed the old data, not the token refresh.
      await waitFor(() => expect(result.current.data?.tracking_status?.status).toBe('DELIVERED'));
      expect(fetchToken).toHaveBeenCalledTimes(2);
      expect(reasons).toEqual(['initial', onBrowserClock ? 'expired' : 'rejected']);
    });
  }

  it('shows an auth error when even the fresh token is refused, and reports it', async () => {
    const onError = vi.fn();
    server.use(http.get(`${TEST_API}/carrier_accounts`, () => HttpResponse.json({ detail: 'Token not recognized.' }, { status: 401 })));
    renderWithElements(<CarrierCount />, { provider: { onError } });
    expect(await screen.findByText('error auth')).toBeInTheDocument();
  });

  it('refreshes ahead of expiry on its own (fake timers) and reports token.refresh_failed with backoff', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 15), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let calls = 0;
    const fetchToken = vi.fn(async (): Promise<TokenResponse> => {
      calls += 1;
      if (calls === 2) {
        throw new Error('backend down');
      }
      return { token: `token-${calls}`, expires_in: String(Math.floor(Date.now() / 1000) + 600) };
    });
    const events: ShippingElementsEvent[] = [];
    render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} onEvent={(event) => events.push(event)}>
        <p>child</p>
      </ShippingElementsProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(fetchToken).toHaveBeenCalledTimes(1);
    // 60 s (plus up to 30 s of jitter) before expiry the provider refreshes without any request asking for it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(510_000 - 100);
    });
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000 + 200);
    });
    expect(fetchToken.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(events.slice(0, 5).map((event) => event.type)).toEqual([
      'token.refreshing',
      'token.refreshed',
      'token.expiring',
      'token.refreshing',
      'token.refresh_failed',
    ]);
    // The old token is still valid, so the source retries after its backoff (at most 1 s here).
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_200);
    });
    expect(fetchToken).toHaveBeenCalledTimes(3);
    expect(events.at(-1)?.type).toBe('token.refreshed');
  });

  it('refreshes after the tab wakes when the token expired while asleep', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 15), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const fetchToken = vi.fn(async (): Promise<TokenResponse> => ({ token: 't', expires_in: String(Math.floor(Date.now() / 1000) + 3600) }));
    const events: string[] = [];
    render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} onEvent={(event) => events.push(event.type)}>
        <p>child</p>
      </ShippingElementsProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    // The laptop sleeps for two hours: the clock jumps, no timer has run.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(events).toContain('token.expired');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('shares a fresh token with another tab of the same origin and identity instead of minting a second one', async () => {
    // The sandbox mints its tokens on its own clock (23 November 2026, 15:00 UTC, 12 hours each):
    // the tabs judge whether one is fresh enough to share by the same clock, not by the day the
    // tests run on (past 02:55 UTC on the 24th, every token looked expired and none was shared).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(testSandbox().now());
    givePeerTabsTime();
    const firstTab = vi.fn(() => mintTestToken());
    const secondTab = vi.fn(() => mintTestToken());
    render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={firstTab} tokenSharing={shareTokenAcrossTabs({ key: 'session-1:acct_sandbox_merchant' })}>
        <CarrierCount />
      </ShippingElementsProvider>,
    );
    await screen.findByText('4 carriers');
    const second = render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={secondTab} tokenSharing={shareTokenAcrossTabs({ key: 'session-1:acct_sandbox_merchant' })}>
        <CarrierCount />
      </ShippingElementsProvider>,
    );
    await waitFor(() => expect(second.container).toHaveTextContent('4 carriers'));
    expect(firstTab).toHaveBeenCalledTimes(1);
    expect(secondTab).not.toHaveBeenCalled();
  });

  it('push mode: asks the host with token.expiring and takes setToken()', async () => {
    const token = await mintTestToken();
    const host: { setToken?: (response: TokenResponse) => void } = {};
    function Host() {
      const { setToken } = useShippingElements();
      React.useEffect(() => {
        host.setToken = setToken;
      }, [setToken]);
      return <CarrierCount />;
    }
    const events: string[] = [];
    render(
      <ShippingElementsProvider baseUrl={TEST_API} onEvent={(event) => events.push(event.type)}>
        <Host />
      </ShippingElementsProvider>,
    );
    await waitFor(() => expect(events).toContain('token.expiring'));
    act(() => host.setToken?.(token));
    expect(await screen.findByText('4 carriers')).toBeInTheDocument();
  });
});

describe('ShippingElementsProvider: QueryClient isolation', () => {
  it('never touches the host’s own QueryClientProvider or its cache', async () => {
    const host = new QueryClient();
    function HostData() {
      const query = useQuery({ queryKey: ['host', 'profile'], queryFn: async () => 'host profile' });
      return <p>{query.data ?? 'host loading'}</p>;
    }
    render(
      <QueryClientProvider client={host}>
        <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()}>
          <HostData />
          <CarrierCount />
        </ShippingElementsProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('host profile')).toBeInTheDocument();
    expect(await screen.findByText('4 carriers')).toBeInTheDocument();
    const hostKeys = host.getQueryCache().getAll().map((query) => query.queryKey[0]);
    expect(hostKeys).toEqual(['host']);
  });

  it('uses a host QueryClient when given, under its own root key, and clears only its keys on an account switch', async () => {
    const shared = new QueryClient();
    shared.setQueryData(['host', 'cart'], { items: 2 });
    const host: { setToken?: (response: TokenResponse) => void } = {};
    function Host() {
      const { setToken } = useShippingElements();
      React.useEffect(() => {
        host.setToken = setToken;
      }, [setToken]);
      return <CarrierCount />;
    }
    render(
      <ShippingElementsProvider baseUrl={TEST_API} queryClient={shared} fetchToken={() => mintTestToken()}>
        <Host />
      </ShippingElementsProvider>,
    );
    await screen.findByText('4 carriers');
    const kitKeys = () => shared.getQueryCache().getAll().filter((query) => query.queryKey[0] === 'shipping-elements');
    expect(kitKeys().length).toBeGreaterThan(0);
    // A token for another account arrives (the user switched account in the host).
    act(() => host.setToken?.(fakeJwt({ sub: 'acct_someone_else', exp: Math.floor(Date.now() / 1000) + 3600 })));
    await waitFor(() => expect(kitKeys().every((query) => query.getObserversCount() > 0 || query.state.status === 'pending')).toBe(true));
    expect(shared.getQueryData(['host', 'cart'])).toEqual({ items: 2 });
  });

  it('never retries a label purchase: one request, and the 503 surfaces', async () => {
    let purchases = 0;
    server.use(
      http.post(`${TEST_API}/transactions`, () => {
        purchases += 1;
        return HttpResponse.json({ detail: 'unavailable' }, { status: 503 });
      }),
    );
    const { result } = renderHook(() => usePurchaseLabel(), {
      wrapper: ({ children }) => (
        <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()}>
          {children}
        </ShippingElementsProvider>
      ),
    });
    await act(async () => {
      await result.current.mutateAsync({ rate: 'rate_1' }).catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(purchases).toBe(1);
    expect(result.current.error).toMatchObject({ kind: 'api', status: 503 });
  });
});

describe('ShippingElementsProvider: context, theme and locale', () => {
  it('explains how to fix a hook used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<CarrierCount />)).toThrow(
      'useCarrierAccounts() must be used inside <ShippingElementsProvider>. Wrap the part of your app that renders shipping-elements components',
    );
    spy.mockRestore();
  });

  it('renders no DOM of its own', () => {
    const { container } = render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()}>
        <span>only child</span>
      </ShippingElementsProvider>,
    );
    expect(container.innerHTML).toBe('<span>only child</span>');
  });

  it('gives block roots the theme attributes and appearance variables', () => {
    render(
      <ShippingElementsProvider
        baseUrl={TEST_API}
        fetchToken={() => mintTestToken()}
        locale="de-AT"
        messages={de}
        appearance={{ theme: 'dark', variables: { colorPrimary: '#ff5500', borderRadius: '2px', fontFamily: 'x;}body{color:red' } }}
      >
        <Block />
      </ShippingElementsProvider>,
    );
    const block = screen.getByRole('region', { name: 'Block' });
    expect(block).toHaveAttribute('data-se-root');
    expect(block).toHaveAttribute('data-se-theme', 'dark');
    expect(block).toHaveAttribute('lang', 'de-AT');
    expect(block).toHaveAttribute('dir', 'ltr');
    expect(block.style.getPropertyValue('--se-color-primary')).toBe('#ff5500');
    expect(getComputedStyle(block).getPropertyValue('--se-radius')).toBe('2px');
    // A value that tries to break out of its declaration is dropped.
    expect(block.style.getPropertyValue('--se-font-family')).toBe('');
  });

  it('reads a host catalogue for a language the kit ships none for as that language, right to left', () => {
    render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} locale="ar-EG" messages={{ common: { retry: 'أعد المحاولة' } }}>
        <Block />
      </ShippingElementsProvider>,
    );
    const block = screen.getByRole('region', { name: 'Block' });
    expect(block).toHaveAttribute('lang', 'ar-EG');
    expect(block).toHaveAttribute('dir', 'rtl');
  });

  it('shows a catalogue passed as messages, formatting with the full locale', () => {
    render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} locale="fr-CA" messages={fr}>
        <Block />
      </ShippingElementsProvider>,
    );
    const block = screen.getByRole('region', { name: 'Block' });
    expect(block).toHaveTextContent('Annuler');
    expect(block).toHaveTextContent(/1\s?234,50\s?\$/);
    expect(block).toHaveAttribute('lang', 'fr-CA');
  });

  it('layers the host’s texts over a catalogue with mergeMessages', () => {
    const { result } = renderHook(() => useShippingElements(), {
      wrapper: ({ children }) => (
        <ShippingElementsProvider
          baseUrl={TEST_API}
          fetchToken={() => mintTestToken()}
          locale="fr-CA"
          messages={mergeMessages(fr, { common: { retry: 'Encore !' } })}
        >
          {children}
        </ShippingElementsProvider>
      ),
    });
    expect(result.current.locale).toBe('fr-CA');
    expect(result.current.messages.common.retry).toBe('Encore !');
    expect(result.current.messages.common.cancel).toBe('Annuler');
    expect(result.current.format.money('1234.50', 'CAD')).toMatch(/1\s?234,50\s?\$/);
  });

  it('shows English text marked lang="en" under another locale when no catalogue is passed, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // One function across renders, as a host's stable fetchToken: this test counts the locale's warning.
    const fetchToken = () => mintTestToken();
    const { rerender } = render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} locale="de-AT">
        <Block />
      </ShippingElementsProvider>,
    );
    const block = screen.getByRole('region', { name: 'Block' });
    expect(block).toHaveTextContent('Cancel');
    // German formatting, English text: a screen reader must read the text as English.
    expect(block).toHaveTextContent('1.234,50');
    expect(block).toHaveAttribute('lang', 'en');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`import { de } from 'shipping-elements/locales/de'`);
    // Re-renders, other regions of the language and other providers do not repeat it.
    rerender(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} locale="de-CH">
        <Block />
      </ShippingElementsProvider>,
    );
    render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} locale="de">
        <Block />
      </ShippingElementsProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not warn with the matching catalogue, for a language without a catalogue, or in production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <>
        <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} locale="de-DE" messages={de}>
          <Block />
        </ShippingElementsProvider>
        <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} locale="ja-JP">
          <Block />
        </ShippingElementsProvider>
      </>,
    );
    const [german, japanese] = screen.getAllByRole('region', { name: 'Block' });
    expect(german).toHaveAttribute('lang', 'de-DE');
    expect(japanese).toHaveAttribute('lang', 'en');
    vi.stubEnv('NODE_ENV', 'production');
    try {
      render(
        <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} locale="es">
          <Block />
        </ShippingElementsProvider>,
      );
    } finally {
      vi.unstubAllEnvs();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('switches language at run time with the catalogue the host passes', () => {
    const fetchToken = () => mintTestToken();
    const { rerender } = render(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} locale="en">
        <Block />
      </ShippingElementsProvider>,
    );
    const block = screen.getByRole('region', { name: 'Block' });
    expect(block).toHaveTextContent('Cancel');
    expect(block).toHaveAttribute('lang', 'en');
    rerender(
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={fetchToken} locale="de" messages={de}>
        <Block />
      </ShippingElementsProvider>,
    );
    expect(block).toHaveTextContent('Abbrechen');
    expect(block).toHaveAttribute('lang', 'de');
  });
});

describe('polling hooks', () => {
  it('polls a report run to SUCCEEDED and emits nothing more once settled', async () => {
    const { useCreateReportRun, useReportRun } = await import('../queries/reports');
    function Run() {
      const create = useCreateReportRun();
      const run = useReportRun(create.data?.run.id);
      React.useEffect(() => {
        const end = Math.floor(Date.UTC(2026, 10, 23) / 1000);
        create.mutate({ report_type: 'invoice.v1', interval: { start: end - 7 * 86_400, end }, idempotency_key: 'poll-test' });
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <p>{run.data?.status ?? 'creating'}</p>;
    }
    renderWithElements(<Run />);
    expect(await screen.findByText('QUEUED')).toBeInTheDocument();
    await testSandbox().advance(5_000);
    expect(await screen.findByText('SUCCEEDED', {})).toBeInTheDocument();
  });
});
