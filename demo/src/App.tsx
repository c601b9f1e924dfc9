import * as React from 'react';
import { APPEARANCE_VARIABLES, ShippingElementsProvider, type Appearance, type ShippingElementsEvent } from 'shipping-elements';
import { AddressBookPage } from './pages/AddressBookPage';
import { useLocaleMessages } from './locale-messages';
import { BatchesPage } from './pages/BatchesPage';
import { HostileHostPage } from './pages/HostileHostPage';
import { OrdersPage } from './pages/OrdersPage';
import { PickupsPage } from './pages/PickupsPage';
import { RatesPage } from './pages/RatesPage';
import { ReportsPage } from './pages/ReportsPage';
import { SettingsPage } from './pages/SettingsPage';
import { ShipPage } from './pages/ShipPage';
import { ShipmentsPage } from './pages/ShipmentsPage';
import { SignInPage } from './pages/SignInPage';
import { NAVIGATION, useRoute } from './routes';
import { useDemoSettings, type DemoSettings } from './settings';
import { DemoTextContext, demoTextFor, fill, type DemoText } from './text';
import { ToastOutlet, ToastProvider, useToast } from './toasts';

interface DemoConfig {
  apiBaseUrl: string;
  testMode: boolean;
  signedIn: boolean;
}

/** The merchant backend's token route: it holds the API key; the browser only ever sees a JWT. */
async function fetchShippingToken({ signal }: { signal: AbortSignal }) {
  const response = await fetch('/api/shipping-token', { method: 'POST', signal, credentials: 'same-origin' });
  if (!response.ok) {
    throw new Error(`The token route answered ${response.status}`);
  }
  return (await response.json()) as { token: string; expires_in: string };
}

/** The kit's look, from the merchant's settings: the same for the blocks and for the app around them. */
/**
 * The demo backend's Server-Sent Events stream (demo/live-events.ts): batches, labels and refunds
 * change on the page when the sandbox's webhook says so, not on the next poll.
 */
const LIVE_EVENTS = { url: '/api/shipping-events' } as const;

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
    void fetch('/api/config')
      .then((response) => response.json() as Promise<DemoConfig>)
      .then(setConfig);
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
            <SignedIn config={config} settings={settings} updateSettings={updateSettings} localeMessages={localeMessages} appearance={appearance} text={text} onSignedOut={() => setConfig({ ...config, signedIn: false })} />
          ) : (
            <SignInPage onSignedIn={() => setConfig({ ...config, signedIn: true })} />
          )}
        </div>
      </ToastProvider>
    </DemoTextContext.Provider>
  );
}

function SignedIn({
  config,
  settings,
  updateSettings,
  localeMessages,
  appearance,
  text,
  onSignedOut,
}: {
  config: DemoConfig;
  settings: DemoSettings;
  updateSettings: (next: Partial<DemoSettings>) => void;
  localeMessages: NonNullable<ReturnType<typeof useLocaleMessages>>;
  appearance: Appearance;
  text: DemoText;
  onSignedOut: () => void;
}) {
  const route = useRoute();
  const onEvent = useEventToasts(text);

  const page = (() => {
    switch (route) {
      case 'orders':
        return <OrdersPage />;
      case 'ship':
        return <ShipPage />;
      case 'shipments':
        return <ShipmentsPage />;
      case 'addresses':
        return <AddressBookPage />;
      case 'rates':
        return <RatesPage />;
      case 'settings':
        return <SettingsPage settings={settings} onChange={updateSettings} />;
      case 'hostile':
        return <HostileHostPage apiBaseUrl={config.apiBaseUrl} fetchToken={fetchShippingToken} />;
      case 'bulk':
        return <BatchesPage />;
      case 'pickups':
        return <PickupsPage />;
      case 'reports':
        return <ReportsPage testMode={config.testMode} />;
      default:
        return route satisfies never;
    }
  })();

  return (
    <div className="demo-layout">
      <header className="demo-sidebar">
        <a className="demo-brand" href="#/orders">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>
            <span className="demo-brand-name">{text.shell.brand}</span>
            <span className="demo-brand-product">{text.shell.product}</span>
          </span>
        </a>
        <nav className="demo-nav" aria-label={text.shell.navigation}>
          <ul>
            {NAVIGATION.map((name) => (
              <li key={name}>
                <a href={`#/${name}`} aria-current={route === name ? 'page' : undefined}>
                  {text.nav[name]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
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
      </header>
      <div className="demo-content">
        {config.testMode && (
          <section className="demo-test-banner" aria-label={text.shell.testModeName}>
            <p role="note">{text.shell.testMode}</p>
          </section>
        )}
        <main className="demo-main">
          <ToastOutlet />
          {route === 'hostile' ? (
            page
          ) : (
            <ShippingElementsProvider
              baseUrl={config.apiBaseUrl}
              fetchToken={fetchShippingToken}
              locale={localeMessages.locale}
              messages={localeMessages.messages}
              appearance={appearance}
              onEvent={onEvent}
              events={LIVE_EVENTS}
            >
              {page}
            </ShippingElementsProvider>
          )}
        </main>
      </div>
    </div>
  );
}
