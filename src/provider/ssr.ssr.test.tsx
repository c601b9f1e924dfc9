// Runs in the `node` project: no DOM, no window. Importing and rendering on the server must not
// touch browser globals, start timers or fetch anything.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useCarrierAccounts } from '../queries/carrier-accounts';
import { useShipmentRates } from '../queries/rates';
import { es } from '../locales/es';
import { useShippingElements } from './context';
import { ShippingElementsProvider } from './ShippingElementsProvider';

function Consumer() {
  const { messages, themeRoot } = useShippingElements();
  const rates = useShipmentRates({ shipmentId: 'shp_1' });
  const accounts = useCarrierAccounts();
  return (
    <div {...themeRoot.attributes} style={themeRoot.style}>
      {rates.isPending && accounts.isPending ? messages.common.loading : 'unexpected'}
    </div>
  );
}

describe('server rendering', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the provider and a hook consumer to a string without fetching a token', () => {
    const fetchToken = vi.fn(async () => 'never');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <ShippingElementsProvider
        baseUrl="https://api.example.test"
        fetchToken={fetchToken}
        appearance={{ theme: 'dark', variables: { colorPrimary: '#123456' } }}
        locale="es-MX"
        messages={es}
      >
        <Consumer />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('data-se-theme="dark"');
    expect(html).toContain('--se-color-primary:#123456');
    expect(fetchToken).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders the text of the catalogue the host imported, as the browser will', () => {
    // A static import is there on the server and in the browser, so hydration sees the same text.
    const html = renderToString(
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={async () => 'never'} locale="es-MX" messages={es}>
        <Consumer />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('lang="es-MX"');
    expect(html).toContain(es.common.loading);
  });

  it('renders English marked lang="en" when no catalogue is passed, without warning on the server', () => {
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={async () => 'never'} locale="es-MX">
        <Consumer />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('lang="en"');
    expect(html).toContain('Loading…');
    // The development warning comes from an effect, in the browser only.
    expect(warn).not.toHaveBeenCalled();
  });
});
