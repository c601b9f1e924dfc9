// Runs in the `node` project: no DOM, no window. Importing and rendering on the server must not
// touch browser globals, start timers or fetch anything.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useCarrierAccounts } from '../queries/catalog';
import { useShipmentRates } from '../queries/shipments';
import { ThemedPortal } from '../ui/Portal';
import { useShippingElements } from './context';
import { ShippingElementsProvider } from './ShippingElementsProvider';

function Consumer() {
  const { messages, themeRoot } = useShippingElements();
  const rates = useShipmentRates({ shipmentId: 'shp_1' });
  const accounts = useCarrierAccounts();
  return (
    <div {...themeRoot.attributes} style={themeRoot.style}>
      {rates.isPending && accounts.isPending ? messages.common.loading : 'unexpected'}
      <ThemedPortal>
        <p>portal</p>
      </ThemedPortal>
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
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={fetchToken} appearance={{ theme: 'dark', variables: { colorPrimary: '#123456' } }} locale="es">
        <Consumer />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('data-se-theme="dark"');
    expect(html).toContain('--se-color-primary:#123456');
    expect(html).toContain('lang="es"');
    expect(html).not.toContain('portal');
    expect(fetchToken).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
