import * as React from 'react';
import { ShippingElementsProvider, type ShippingElementsEvent } from 'shipping-elements';
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
import { ROUTES, useRoute } from './routes';
import { useDemoSettings } from './settings';

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

export function App() {
  const [config, setConfig] = React.useState<DemoConfig | null>(null);
  const [settings, updateSettings] = useDemoSettings();
  const localeMessages = useLocaleMessages(settings.locale);
  const route = useRoute();
  const [toasts, setToasts] = React.useState<string[]>([]);

  React.useEffect(() => {
    void fetch('/api/config')
      .then((response) => response.json() as Promise<DemoConfig>)
      .then(setConfig);
  }, []);

  const onEvent = React.useCallback((event: ShippingElementsEvent) => {
    if (event.type === 'token.refresh_failed') {
      // The merchant app's own diagnostics: why its token route failed (never the token).
      console.warn('Shipping token refresh failed:', event.error.cause ?? event.error.message);
    }
    if (event.type === 'label.purchased' || event.type === 'label.refunded' || event.type === 'error') {
      const text =
        event.type === 'label.purchased'
          ? `Label bought: ${event.transaction.tracking_number ?? ''}`
          : event.type === 'label.refunded'
            ? 'Refund requested'
            : `Error in ${event.source}: ${event.error.message}`;
      setToasts((current) => [...current.slice(-2), text]);
    }
  }, []);

  // The saved language's catalogue loads alongside the config, so the kit's first text is right.
  if (!config || !localeMessages) {
    return <p className="demo-loading">Loading…</p>;
  }
  if (!config.signedIn) {
    return <SignInPage onSignedIn={() => setConfig({ ...config, signedIn: true })} />;
  }

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
        return <ReportsPage />;
      default:
        return route satisfies never;
    }
  })();

  return (
    <div className="demo-shell" data-theme={settings.theme}>
      <header className="demo-header">
        <a className="demo-brand" href="#/orders">
          Northwind Outfitters
        </a>
        <span className="demo-subtitle">Shipping</span>
        {config.testMode && (
          <p className="demo-test-banner" role="note">
            Test mode: labels bought here are not valid for shipping.
          </p>
        )}
        <form
          className="demo-signout"
          onSubmit={(event) => {
            event.preventDefault();
            void fetch('/api/logout', { method: 'POST' }).then(() => setConfig({ ...config, signedIn: false }));
          }}
        >
          <button type="submit">Sign out</button>
        </form>
      </header>
      <div className="demo-body">
        <nav className="demo-nav" aria-label="Main">
          <ul>
            {ROUTES.map((entry) => (
              <li key={entry.name}>
                <a href={`#/${entry.name}`} aria-current={route === entry.name ? 'page' : undefined}>
                  {entry.label}
                  {!entry.ready && <span className="demo-soon"> (soon)</span>}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="demo-main">
          {route === 'hostile' ? (
            page
          ) : (
            <ShippingElementsProvider
              baseUrl={config.apiBaseUrl}
              fetchToken={fetchShippingToken}
              locale={localeMessages.locale}
              messages={localeMessages.messages}
              appearance={{ theme: settings.theme, variables: { colorPrimary: settings.colorPrimary, colorPrimaryForeground: '#ffffff', borderRadius: settings.borderRadius } }}
              onEvent={onEvent}
            >
              {page}
            </ShippingElementsProvider>
          )}
        </main>
      </div>
      <aside className="demo-toasts" aria-label="Notifications">
        <div aria-live="polite">
          {toasts.map((toast, index) => (
            <p key={index}>{toast}</p>
          ))}
        </div>
      </aside>
    </div>
  );
}
