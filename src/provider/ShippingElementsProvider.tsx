'use client';

import { QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { createApiClient, DEFAULT_API_VERSION, type RetryOptions } from '../api/client';
import { isShippingElementsError, type ShippingElementsError } from '../api/errors';
import type { FetchToken, TokenResponse } from '../api/token';
import { rootKey } from '../internal/root-key';
import { useLatestCallback } from '../internal/use-latest-callback';
import { createThemeRoot, type Appearance } from './appearance';
import { ShippingElementsContext, type ShippingElementsContextValue } from './context';
import type { ShippingElementsEvent } from './events';
import { createFormatters } from './format';
import { shared } from '../locales/en/shared';
import { status } from '../locales/en/status';
import { providerMessages, resolveLocale, resolveTextLanguage, textDirection, warnOnMismatchedMessages, type PartialMessages } from './messages';
import { boundToSignal } from './token-runtime';
import type { TokenSharingOption } from './token-sharing';
import { useIdentitySession } from './use-identity-session';
import { useLiveEvents, type LiveEventSource } from './use-live-events';

/**
 * The English the provider holds: the shared namespaces every block reads (`common`, `errors`,
 * `token`, `rateAttributes`) and the API's status names that hosts building their own UI on the
 * hooks read too (`status`). Unit names (`units`) come with the blocks that show them
 * (LabelPurchase), or with `useShippingElements(name, { units })`. Each block brings its own namespace to
 * `useShippingElements` (`useShippingElements('RatePicker', { ratePicker })`), so a host that
 * renders one block pays for that block's text only.
 */
const ENGLISH_BASE = { ...shared, status };

/** Options of the kit's own QueryClient: the API client already retries 503s and network failures. */
export function createKitQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Props of {@link ShippingElementsProvider}. */
export interface ShippingElementsProviderProps {
  /**
   * Returns a short-lived JWT minted by your backend for the signed-in user: the body of your
   * token route (`{ token, expires_in }`, as `createTokenHandler` answers) or the token string.
   * Called on mount, shortly before the token expires, and once after the API refuses a token.
   * Never return a long-lived API key. Omit it to push tokens yourself with `setToken()`.
   * Passing another `fetchToken` does not fetch a new token: name the new `identity` when it mints
   * for another account (in development the kit warns once when `fetchToken` changes and
   * `identity` does not).
   */
  fetchToken?: FetchToken;
  /**
   * Whom the token is for: the signed-in session and the account (store) this page acts for, as
   * one string, the same one you give `shareTokenAcrossTabs({ key })`
   * (`identity={\`${sessionId}:${store.accountId}\`}`). When it changes (a store picker), the
   * provider drops the old token, aborts the old identity's requests (a purchase in flight too),
   * clears the kit's cached data (only the kit's, in a QueryClient you share), closes the old
   * sharing channel and calls the `fetchToken` you pass with it. Use an id the page already holds,
   * not a session cookie. `key={store}` on the provider still works too (it remounts everything
   * below it).
   * @default the `tokenSharing` key, when there is one; otherwise the provider keeps its first token
   *   whatever `fetchToken` you pass later
   */
  identity?: string | undefined;
  /** API origin (and optional path prefix): your shipping API, or the sandbox's URL. Required. */
  baseUrl: string;
  /**
   * Lets the tabs of one identity (the signed-in session and the account this tab acts for) share
   * a token instead of each calling `fetchToken`:
   * `tokenSharing={shareTokenAcrossTabs({ key: \`${sessionId}:${accountId}\` })}`. Tabs with
   * another key never get this tab's token. Without `identity`, the key is the identity: a new key
   * is a store switch. Turning a key into none drops the token held under it. See
   * {@link shareTokenAcrossTabs}.
   * @default undefined: nothing is shared, and no tab waits for another
   */
  tokenSharing?: TokenSharingOption | undefined;
  /**
   * Sent as `SVC-API-VERSION`.
   * @default '2018-02-08'
   */
  apiVersion?: string;
  /**
   * BCP 47 locale for money, dates, numbers and plural rules (`de-AT`, `fr-CA`, `ja-JP`). It does
   * not choose the text: pass the language's catalogue as `messages`. In development the kit
   * warns once when the locale is a language it ships a catalogue for (`es`, `fr`, `de`) and the
   * text is in another one.
   * @default 'en'
   */
  locale?: string;
  /**
   * The kit's text: a catalogue (`import { de } from 'shipping-elements/locales/de'`), a
   * catalogue with your changes (`mergeMessages(de, { … })`), or just the keys to change in
   * English. Merged over the built-in English catalogue, so a missing key shows English. Only the
   * catalogues you import end up in your bundle, and static imports keep server and client
   * output identical.
   *
   * The kit's roots get `lang` from the catalogue's `language`, refined by `locale` when both are
   * the same language (`de` + `de-AT` → `lang="de-AT"`); English text under a `de` locale is
   * `lang="en"`, so screen readers do not read it with a German voice. `dir` follows the same tag.
   * @default English
   */
  messages?: PartialMessages;
  /** Theme (`light` | `dark`) and `--se-*` variable overrides for every block and dialog. */
  appearance?: Appearance;
  /**
   * Share a QueryClient with the host (devtools, prefetching). By default the kit keeps its own
   * client so its cache and defaults never touch the host's. Every kit key starts with
   * `['shipping-elements']`.
   */
  queryClient?: QueryClient;
  /**
   * Retries of the API client for `503`s and network failures on safe requests (purchases are
   * never retried), or `false` for none (tests, hosts with their own retry layer).
   * @default { retries: 3 } with exponential backoff and jitter
   */
  retry?: RetryOptions | false;
  /**
   * Where the kit hears of changes as they happen, relayed by your backend from the API's webhooks:
   * the URL of a Server-Sent Events stream (`{ url: '/api/shipping-events' }`) or
   * `{ subscribe(onEvent, onHealth) { …; return unsubscribe } }`. Each event refetches only the
   * label, refund or batch it names. Without it, or while it is down, blocks poll as before;
   * while it is healthy they poll every 30 s only, as a safety net. See README "Webhooks and live
   * updates".
   */
  events?: LiveEventSource;
  /** Receives every kit event: token lifecycle, purchases, refunds, batches, pickups, reports, errors. */
  onEvent?: (event: ShippingElementsEvent) => void;
  /** Receives every error a kit block shows, and token refresh failures. */
  onError?: (error: ShippingElementsError) => void;
  children?: React.ReactNode;
}

/**
 * Connects every Shipping Elements block and hook below it to the shipping API.
 *
 * @remarks
 * Holds the JWT in memory only (never in storage, never in logs), fetches it eagerly, refreshes
 * it ahead of expiry and after the tab wakes, shares a fresh token with other tabs of the same
 * origin and identity when `tokenSharing` names one, and clears the kit's cache when the
 * token's account changes. When the host names another `identity` (a store switch), the old
 * token, its requests in flight and its cached data are dropped at once. It renders no DOM and no
 * `QueryClientProvider`, so it never changes the host's layout or shadows the host's QueryClient.
 * Safe to render on the server: nothing touches `window` until effects run. The text is English
 * unless `messages` says otherwise; other languages are imported by the host, one entry each.
 *
 * @example
 * import { fr } from 'shipping-elements/locales/fr';
 *
 * <ShippingElementsProvider
 *   baseUrl="https://api.example.com"
 *   fetchToken={() => fetch('/api/shipping-token', { method: 'POST' }).then((response) => response.json())}
 *   locale="fr-CA"
 *   messages={fr}
 *   appearance={{ theme: 'dark', variables: { colorPrimary: '#635bff' } }}
 * >
 *   <RatePicker shipmentId={shipmentId} />
 * </ShippingElementsProvider>
 */
export function ShippingElementsProvider(props: ShippingElementsProviderProps): React.JSX.Element {
  const { baseUrl, apiVersion = DEFAULT_API_VERSION, locale: requestedLocale, messages: overrides, appearance, retry, children } = props;
  const onEvent = useLatestCallback(props.onEvent);
  const onError = useLatestCallback(props.onError);

  const [ownQueryClient] = React.useState(createKitQueryClient);
  const queryClient = props.queryClient ?? ownQueryClient;

  // The token source and the abort signal of the identity the host names (its session and
  // account; the sharing key when it names none). A new identity drops the old one's token,
  // requests and cached data before any child renders or fetches for the new one.
  const { tokenSharing } = props;
  const identity = props.identity ?? tokenSharing?.key;
  const subject = React.useRef<string | null>(null);
  const { runtime, session } = useIdentitySession({
    fetchToken: props.fetchToken,
    identity,
    tokenSharing,
    baseUrl,
    queryClient,
    onSwitch: () => {
      subject.current = null;
    },
  });
  const { tokenSource } = session;

  // Keyed by value: a host's inline retry object must not rebuild the client on every render.
  const retryKey = JSON.stringify(retry ?? null);
  const retryOptions = React.useMemo(() => (JSON.parse(retryKey) ?? undefined) as RetryOptions | false | undefined, [retryKey]);
  const api = React.useMemo(
    () => boundToSignal(createApiClient({ baseUrl, apiVersion, auth: { tokenSource }, retry: retryOptions }), session.signal),
    [baseUrl, apiVersion, tokenSource, retryOptions, session.signal],
  );

  const live = useLiveEvents(props.events, api);

  const emit = React.useCallback(
    (event: ShippingElementsEvent) => {
      onEvent(event);
      if (event.type === 'error') {
        onError(event.error);
      }
    },
    [onEvent, onError],
  );

  // Keep the QueryClient's focus and online listeners alive while the provider is mounted, as
  // QueryClientProvider would (the count is shared with any host provider of the same client).
  React.useEffect(() => {
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);

  // Token events → host; an account switch clears the kit's cache, and only the kit's.
  React.useInsertionEffect(() => {
    runtime.onEvent((event) => {
      emit(event);
      if (event.type === 'token.refresh_failed' && isShippingElementsError(event.error)) {
        onError(event.error);
      }
      if (event.type === 'token.refreshed') {
        if (subject.current !== null && event.subject !== null && event.subject !== subject.current) {
          queryClient.removeQueries({ queryKey: rootKey() });
        }
        subject.current = event.subject ?? subject.current;
      }
    });
  });

  // The cross-tab channel closes with the provider.
  React.useEffect(() => {
    runtime.open();
    return () => runtime.close();
  }, [runtime]);

  // Fetch the first token eagerly, and again after the tab wakes or comes back online when the
  // token is close to expiry (timers do not run while a laptop sleeps).
  React.useEffect(() => {
    const refreshIfNeeded = () => {
      if (tokenSource.isNearExpiry()) {
        tokenSource.get().catch(() => undefined);
      }
    };
    refreshIfNeeded();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        refreshIfNeeded();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', refreshIfNeeded);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', refreshIfNeeded);
    };
  }, [tokenSource]);

  const locale = React.useMemo(() => resolveLocale(requestedLocale), [requestedLocale]);
  const messages = React.useMemo(() => providerMessages(ENGLISH_BASE, overrides), [overrides]);
  // The roots state the language of the text, which is not always the locale's (see `messages`).
  const textLanguage = React.useMemo(() => resolveTextLanguage(locale, messages, overrides), [locale, messages, overrides]);
  const format = React.useMemo(() => createFormatters(locale), [locale]);
  const themeRoot = React.useMemo(
    () => createThemeRoot(appearance, textLanguage, textDirection(textLanguage)),
    [appearance, textLanguage],
  );
  React.useEffect(() => {
    if (process.env.NODE_ENV !== 'production') {
      warnOnMismatchedMessages(locale, textLanguage);
    }
  }, [locale, textLanguage]);
  const setToken = React.useCallback((response: TokenResponse) => tokenSource.set(response), [tokenSource]);

  const value = React.useMemo<ShippingElementsContextValue>(
    () => ({ api, queryClient, tokenSource, locale, messages, format, themeRoot, emit, setToken, live }),
    [api, queryClient, tokenSource, locale, messages, format, themeRoot, emit, setToken, live],
  );

  return <ShippingElementsContext.Provider value={value}>{children}</ShippingElementsContext.Provider>;
}
// Minifiers rename functions; DevTools and error messages keep this name.
ShippingElementsProvider.displayName = 'ShippingElementsProvider';
