import * as React from 'react';
import { APPEARANCE_VARIABLES, AccountStatusBanner, ShippingElementsProvider, shareTokenAcrossTabs, type Appearance, type ShippingElementsEvent } from 'shipping-elements';
import { AddressBookPage } from './pages/AddressBookPage';
import { useLocaleMessages } from './locale-messages';
import { BatchesPage } from './pages/BatchesPage';
import { HostileHostPage } from './pages/HostileHostPage';
import { OrdersPage } from './pages/OrdersPage';
import { PickupsPage } from './pages/PickupsPage';
import { RatesPage } from './pages/RatesPage';
import { ReportsPage } from './pages/ReportsPage';
import { SettingsPage } from './pages/SettingsPage';
import { CheckoutSettingsPage } from './pages/CheckoutSettingsPage';
import { CarrierSettingsPage } from './pages/CarrierSettingsPage';
import { ShipPage } from './pages/ShipPage';
import { ShipmentsPage } from './pages/ShipmentsPage';
import { SignInPage } from './pages/SignInPage';
import { StorefrontPage } from './pages/StorefrontPage';
import { StoresPage, type DemoStore } from './pages/StoresPage';
import { NAVIGATION, routeParameter, usePageVisit, type PageVisit } from './routes';
import { useDemoSettings, type DemoSettings } from './settings';
import { DemoTextContext, demoTextFor, fill, type DemoText } from './text';
import { ToastOutlet, ToastProvider, useToast } from './toasts';

interface DemoConfig {
  apiBaseUrl: string;
  testMode: boolean;
  signedIn: boolean;
  /** Names the signed-in session to the page (not the session cookie, which stays HttpOnly). */
  sessionKey: string | null;
  /** The stores the user manages; each tab works for one of them. */
  stores: DemoStore[];
}

/**
 * The merchant backend's token route: it holds the API key; the browser only ever sees a JWT,
 * minted for the account of the store this tab works for.
 */
function tokenFetcher(store: string) {
  return async ({ signal }: { signal: AbortSignal }) => {
    const response = await fetch('/api/shipping-token', { method: 'POST', signal, credentials: 'same-origin', headers: { 'X-Demo-Store': store } });
    if (!response.ok) {
      throw new Error(`The token route answered ${response.status}`);
    }
    return (await response.json()) as { token: string; expires_in: string };
  };
}

const STORE_STORAGE_KEY = 'northwind-demo-store';

/** The store this tab works for: kept per tab (sessionStorage), so two tabs can work for two stores. */
function useTabStore(stores: DemoConfig['stores']): [string, (store: string) => void] {
  const [store, setStore] = React.useState(() => {
    const saved = sessionStorage.getItem(STORE_STORAGE_KEY);
    return stores.find((candidate) => candidate.id === saved)?.id ?? stores[0]?.id ?? '';
  });
  const choose = React.useCallback((next: string) => {
    sessionStorage.setItem(STORE_STORAGE_KEY, next);
    setStore(next);
  }, []);
  return [store, choose];
}

function loadConfig(): Promise<DemoConfig> {
  return fetch('/api/config').then((response) => response.json() as Promise<DemoConfig>);
}

/** The kit's look, from the merchant's settings: the same for the blocks and for the app around them. */
/**
 * The demo backend's Server-Sent Events stream of a store (demo/live-events.ts): batches, labels
 * and refunds change on the page when the sandbox's webhook for that store's account says so, not
 * on the next poll.
 */
const liveEventsOf = (store: string) => ({ url: `/api/shipping-events?store=${encodeURIComponent(store)}` });

function appearanceOf(settings: DemoSettings): Appearance {
  return { theme: settings.theme, variables: { colorPrimary: settings.colorPrimary, colorPrimaryForeground: '#ffffff', borderRadius: settings.borderRadius } };
}

/**
 * The app's own shell carries the kit's theme variables (`data-se-root`, `data-se-theme` and the
 * `--se-*` values of the appearance), so its panels, buttons and inputs match the blocks.
 */
function shellTheme(appearance: Appearance): { 'data-se-root': ''; 'data-se-theme': 'light' | 'dark'; style: React.CSSProperties } {
  const style: Record<string, string> = {};
  const variables = appearance.variables ?? {};
  for (const name of Object.keys(variables) as (keyof typeof APPEARANCE_VARIABLES)[]) {
    const value = variables[name];
    if (value !== undefined) {
      style[APPEARANCE_VARIABLES[name]] = value;
    }
  }
  return { 'data-se-root': '', 'data-se-theme': appearance.theme === 'dark' ? 'dark' : 'light', style };
}

/** Toasts of the kit's events: catalogue sentences only; failures are shown by the block itself. */
function useEventToasts(text: DemoText) {
  const toast = useToast();
  return React.useCallback(
    (event: ShippingElementsEvent) => {
      switch (event.type) {
        case 'token.refresh_failed':
          // The merchant app's own diagnostics: why its token route failed (never the token).
          console.warn('Shipping token refresh failed:', event.error.cause ?? event.error.message);
          break;
        case 'error':
          // The block shows the person what went wrong in their language; the detail is for
          // the merchant's developers (a real app sends it to its error monitoring).
          console.warn(`[${event.source}]`, event.error);
          break;
        case 'label.purchased':
          toast(fill(text.toasts.labelBought, { tracking: event.transaction.tracking_number ?? '' }));
          break;
        case 'label.refunded':
          toast(text.toasts.labelVoided);
          break;
        case 'report.ready':
          toast(text.toasts.reportReady);
          break;
        case 'pickup.scheduled':
          toast(fill(text.toasts.pickupBooked, { code: event.pickup.confirmation_code ?? '' }));
          break;
        case 'batch.purchased':
        case 'batch.status_changed':
        case 'order.created':
        case 'carrier_account.connected':
        case 'carrier_account.updated':
        case 'token.expired':
        case 'token.expiring':
        case 'token.refreshed':
        case 'token.refreshing':
          // The blocks show these themselves; the app has nothing to add.
          break;
        default:
          event satisfies never;
      }
    },
    [toast, text],
  );
}

export function App() {
  const [config, setConfig] = React.useState<DemoConfig | null>(null);
  const [settings, updateSettings] = useDemoSettings();
  const localeMessages = useLocaleMessages(settings.locale);
  const appearance = appearanceOf(settings);
  const theme = shellTheme(appearance);
  const text = demoTextFor(localeMessages?.locale ?? 'en');

  React.useEffect(() => {
    void loadConfig().then(setConfig);
  }, []);

  React.useEffect(() => {
    document.documentElement.lang = text === demoTextFor('en') ? 'en' : (localeMessages?.locale ?? 'en');
    document.documentElement.style.colorScheme = settings.theme;
  }, [text, localeMessages?.locale, settings.theme]);

  // The saved language's catalogue loads alongside the config, so the kit's first text is right.
  if (!config || !localeMessages) {
    return (
      <div className="demo-shell demo-shell-loading" {...theme}>
        <p role="status">{text.shell.loading}</p>
      </div>
    );
  }
  return (
    <DemoTextContext.Provider value={text}>
      <ToastProvider>
        <div className="demo-shell" {...theme}>
          {config.signedIn ? (
            <SignedIn config={config} settings={settings} updateSettings={updateSettings} localeMessages={localeMessages} appearance={appearance} text={text} onSignedOut={() => setConfig({ ...config, signedIn: false })} onStoreAdded={(added) => setConfig({ ...config, stores: [...config.stores, added] })} />
          ) : (
            <SignInPage onSignedIn={() => void loadConfig().then(setConfig)} />
          )}
        </div>
      </ToastProvider>
    </DemoTextContext.Provider>
  );
}

/**
 * The navigation as a menu at phone widths (demo.css shows the button and hides the closed menu
 * below 48rem; wider, the sidebar shows it whatever its state): the button says whether it is open,
 * a link followed closes it, and Escape closes it and gives the focus back to the button.
 */
function useNarrowMenu(buttonRef: React.RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = React.useState(false);
  const close = React.useCallback(() => setOpen(false), []);
  const toggle = React.useCallback(() => setOpen((current) => !current), []);
  const onKeyDown = React.useCallback(
    (event: React.KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      }
    },
    [open, buttonRef],
  );
  return { open, close, toggle, onKeyDown };
}

/**
 * The first stop of the keyboard: straight to the page, past the navigation. The page's address is
 * its route (`#/orders`), so the link moves the focus itself instead of following its `href`.
 */
function SkipLink({ target, text }: { target: React.RefObject<HTMLElement | null>; text: DemoText }) {
  return (
    <a
      className="demo-skip-link"
      href="#demo-main"
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
        target.current?.scrollIntoView();
      }}
    >
      {text.shell.skipToContent}
    </a>
  );
}

/** The last visit of `route`: the one shown, or the one left for another page. */
function useLastVisit(visit: PageVisit, route: PageVisit['route']): PageVisit | null {
  const [last, setLast] = React.useState<PageVisit | null>(null);
  if (visit.route === route && last?.entry !== visit.entry) {
    setLast(visit);
    return visit;
  }
  return last;
}

function SignedIn({
  config,
  settings,
  updateSettings,
  localeMessages,
  appearance,
  text,
  onSignedOut,
  onStoreAdded,
}: {
  config: DemoConfig;
  settings: DemoSettings;
  updateSettings: (next: Partial<DemoSettings>) => void;
  localeMessages: NonNullable<ReturnType<typeof useLocaleMessages>>;
  appearance: Appearance;
  text: DemoText;
  onSignedOut: () => void;
  onStoreAdded: (store: DemoStore) => void;
}) {
  const visit = usePageVisit();
  const route = visit.route;
  const shipVisit = useLastVisit(visit, 'ship');
  const onEvent = useEventToasts(text);
  const [store, chooseStore] = useTabStore(config.stores);
  const fetchShippingToken = React.useMemo(() => tokenFetcher(store), [store]);
  // Whom the token is for: this session and the store the tab works for.
  const identity = `${config.sessionKey ?? ''}:${store}`;
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const menu = useNarrowMenu(menuButton);
  const mainRef = React.useRef<HTMLElement>(null);

  const page = (() => {
    switch (route) {
      case 'orders':
        return <OrdersPage />;
      case 'ship':
        // Rendered below, kept while another page is shown.
        return null;
      case 'shipments':
        return <ShipmentsPage />;
      case 'addresses':
        return <AddressBookPage />;
      case 'rates':
        return <RatesPage />;
      case 'settings':
        return <SettingsPage settings={settings} onChange={updateSettings} />;
      case 'checkout':
        return <CheckoutSettingsPage />;
      case 'carriers':
        return <CarrierSettingsPage store={store} />;
      case 'hostile':
        return <HostileHostPage apiBaseUrl={config.apiBaseUrl} fetchToken={fetchShippingToken} />;
      case 'bulk':
        return <BatchesPage />;
      case 'pickups':
        return <PickupsPage />;
      case 'reports':
        return <ReportsPage testMode={config.testMode} />;
      case 'storefront':
        return <StorefrontPage store={store} locale={localeMessages.locale} theme={settings.theme} />;
      case 'stores':
        return (
          <StoresPage
            stores={config.stores}
            onStoreAdded={onStoreAdded}
            // The new store's setup acts for its account: a token for it, named by this session and that store.
            providerFor={(storeId) => ({
              identity: `${config.sessionKey ?? ''}:${storeId}`,
              baseUrl: config.apiBaseUrl,
              fetchToken: tokenFetcher(storeId),
              locale: localeMessages.locale,
              messages: localeMessages.messages,
              appearance,
              onEvent,
            })}
          />
        );
      default:
        return route satisfies never;
    }
  })();

  const storeName = config.stores.find((candidate) => candidate.id === store)?.name ?? text.shell.brand;

  return (
    <div className="demo-layout">
      <SkipLink target={mainRef} text={text} />
      <header className="demo-sidebar" data-menu-open={menu.open || undefined} onKeyDown={menu.onKeyDown}>
        <div className="demo-topbar">
          <a className="demo-brand" href="#/orders">
            <img src="/favicon.svg" alt="" width="32" height="32" />
            <span>
              <span className="demo-brand-name">{storeName}</span>
              <span className="demo-brand-product">{text.shell.product}</span>
            </span>
          </a>
          <button ref={menuButton} type="button" className="demo-button demo-button-secondary demo-menu-button" aria-expanded={menu.open} aria-controls="demo-menu" onClick={menu.toggle}>
            <span aria-hidden="true" className="demo-menu-icon" />
            {text.shell.menu}
          </button>
        </div>
        <div id="demo-menu" className="demo-menu">
          <nav className="demo-nav" aria-label={text.shell.navigation}>
            <ul>
              {NAVIGATION.map((name) => (
                <li key={name}>
                  <a href={`#/${name}`} aria-current={route === name ? 'page' : undefined} onClick={menu.close}>
                    {text.nav[name]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {config.stores.length > 1 && (
            <div className="demo-field demo-store">
              <label htmlFor="demo-store">{text.shell.store}</label>
              <select id="demo-store" className="demo-select" value={store} onChange={(event) => chooseStore(event.target.value)}>
                {config.stores.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <form
            className="demo-signout"
            onSubmit={(event) => {
              event.preventDefault();
              void fetch('/api/logout', { method: 'POST' }).then(onSignedOut);
            }}
          >
            <button type="submit" className="demo-button demo-button-secondary">
              {text.shell.signOut}
            </button>
          </form>
        </div>
      </header>
      <div className="demo-content">
        {config.testMode && (
          <section className="demo-test-banner" aria-label={text.shell.testModeName}>
            <p role="note">{text.shell.testMode}</p>
          </section>
        )}
        <main id="demo-main" className="demo-main" ref={mainRef} tabIndex={-1}>
          <ToastOutlet />
          {route === 'hostile' ? (
            page
          ) : (
            // One provider per store: nothing of one store's account stays on screen in another's.
            // `identity` names the session and store the token is for (a switch drops the old
            // token, requests and data even without the key, which also resets the pages' state).
            // Tabs of the same session and store share one token; other tabs never get it.
            <ShippingElementsProvider
              key={store}
              identity={identity}
              baseUrl={config.apiBaseUrl}
              fetchToken={fetchShippingToken}
              tokenSharing={config.sessionKey ? shareTokenAcrossTabs({ key: identity }) : undefined}
              locale={localeMessages.locale}
              messages={localeMessages.messages}
              appearance={appearance}
              onEvent={onEvent}
              // The backend subscribes to the webhooks of every store's account and sends each
              // event to the pages of its store only.
              events={liveEventsOf(store)}
            >
              {/* What keeps this store from buying labels (a carrier to reconnect, terms pending, no
                  address to ship from), on every page; nothing while it checks or when all is well. */}
              <AccountStatusBanner
                className="demo-account-status"
                renderAction={(action) =>
                  action.kind === 'shipFrom' ? <a href="#/addresses">{text.shell.accountStatusAddresses}</a> : <a href="#/carriers">{text.shell.accountStatusCarriers}</a>
                }
              />
              {/* Keyed by the history entry: a link followed starts the page afresh. */}
              <React.Fragment key={visit.entry}>{page}</React.Fragment>
              {/* The label flow stays (hidden) while another page is shown, so Back then Forward
                  returns to the step left with what was typed; a link to it starts a new one. */}
              {shipVisit && (
                <React.Activity mode={route === 'ship' ? 'visible' : 'hidden'}>
                  <ShipPage key={shipVisit.entry} orderId={routeParameter('order', shipVisit.hash)} />
                </React.Activity>
              )}
            </ShippingElementsProvider>
          )}
        </main>
      </div>
    </div>
  );
}
