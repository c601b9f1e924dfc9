import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { RatePicker, ShippingElementsProvider, useCarrierAccounts, useShippingElements } from 'shipping-elements';
import { WAREHOUSE } from '../settings';

const HOSTILE_PARCELS = [{ length: '10', width: '8', height: '4', distance_unit: 'in' as const, weight: '2', mass_unit: 'lb' as const }];

/** A host that brings its own QueryClientProvider and a global CSS reset, as many apps do. */
const HOSTILE_CSS = `
.hostile-host *, .hostile-host *::before, .hostile-host *::after { margin: 0; padding: 0; box-sizing: content-box; font: inherit; }
.hostile-host button { background: #ffe066; color: #111; border: 2px solid #111; padding: 4px 8px; }
.hostile-host { font-family: Georgia, serif; }
`;

function HostQueries() {
  const host = useQueryClient();
  const greeting = useQuery({ queryKey: ['host', 'greeting'], queryFn: () => Promise.resolve('Hello from the host app') });
  // A string snapshot: cache events fire on every observer update, the key list rarely changes.
  const keys = React.useSyncExternalStore(
    (onChange) => host.getQueryCache().subscribe(onChange),
    () =>
      host
        .getQueryCache()
        .getAll()
        .map((query) => JSON.stringify(query.queryKey))
        .join(', '),
  );
  return (
    <div className="demo-panel" data-testid="host-cache">
      <p>{greeting.data ?? 'Host loading…'}</p>
      <p>
        Host cache keys: <output>{keys}</output>
      </p>
    </div>
  );
}

function KitBlock() {
  const { themeRoot, messages } = useShippingElements();
  const accounts = useCarrierAccounts();
  return (
    <div {...themeRoot.attributes} style={themeRoot.style} data-se-part="demo-block" className="demo-panel">
      <p>{accounts.data ? `${accounts.data.results.length} carrier accounts loaded by the kit` : messages.common.loading}</p>
      <button type="button" data-se-part="button">
        {messages.common.confirm}
      </button>
    </div>
  );
}

export function HostileHostPage({ apiBaseUrl, fetchToken }: { apiBaseUrl: string; fetchToken: (context: { signal: AbortSignal }) => Promise<{ token: string; expires_in: string }> }) {
  const [host] = React.useState(() => new QueryClient());
  return (
    <section aria-labelledby="hostile-title" className="demo-page hostile-host">
      <style>{HOSTILE_CSS}</style>
      <h1 id="hostile-title">Hostile host</h1>
      <p>This page renders the kit inside the host’s own QueryClientProvider and under a global CSS reset. The host’s cache must never hold a kit key.</p>
      <QueryClientProvider client={host}>
        <ShippingElementsProvider baseUrl={apiBaseUrl} fetchToken={fetchToken}>
          <HostQueries />
          <KitBlock />
          <RatePicker
            addressFrom={WAREHOUSE}
            addressTo={{ name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' }}
            parcels={HOSTILE_PARCELS}
          />
        </ShippingElementsProvider>
      </QueryClientProvider>
    </section>
  );
}
