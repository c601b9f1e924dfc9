// Runs in the `node` project: no DOM, no window. CarrierAccounts renders its loading state on the
// server without fetching anything; the accounts load once hydrated, and its dialogs (loaded on
// use) leave only their anchors.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../locales/fr';
import { ShippingElementsProvider } from '../../provider/ShippingElementsProvider';
import { CarrierAccounts } from './CarrierAccounts';

describe('CarrierAccounts on the server', () => {
  it('renders its title and loading state without a token or a request', () => {
    const fetchToken = vi.fn(async () => 'never');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={fetchToken} locale="fr-FR" messages={fr}>
        <CarrierAccounts signin={{ route: '/api/carrier-signin', callbackUrl: '/carrier-signin/done' }} />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('data-se-part="carrier-accounts"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Comptes transporteurs');
    expect(html).not.toContain('role="dialog"');
    expect(fetchToken).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
