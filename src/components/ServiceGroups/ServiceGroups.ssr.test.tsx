// Runs in the `node` project: no DOM, no window. ServiceGroups renders its loading states on the
// server without fetching anything; the groups, the preview and the boxes load once hydrated, and
// its dialogs (loaded on use) leave only their anchors.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { fr } from '../../locales/fr';
import { ShippingElementsProvider } from '../../provider/ShippingElementsProvider';
import { ServiceGroups } from './ServiceGroups';

describe('ServiceGroups on the server', () => {
  it('renders its title, the preview’s sentence and the box form without a token or a request', () => {
    const fetchToken = vi.fn(async () => 'never');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={fetchToken} locale="fr-FR" messages={fr}>
        <ServiceGroups />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('data-se-part="service-groups"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Livraison au paiement');
    expect(html).toContain('Un acheteur à San Francisco, CA, États-Unis avec un panier de 80,00\u00a0$US voit\u00a0:');
    expect(html).toContain('Enregistrer un carton');
    expect(html).not.toContain('role="dialog"');
    expect(fetchToken).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
