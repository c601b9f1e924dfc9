import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_API, mintTestToken } from '../../test/msw-sandbox';
import { ShippingElements, defineShippingElements } from './index';

// The custom elements in jsdom against the sandbox (MSW), as a plain page uses them: the tags in
// the document, then `init`, read by role.
describe('ShippingElements.init({ locale })', () => {
  afterEach(() => {
    ShippingElements.destroy();
    document.body.replaceChildren();
  });

  function pageWithLabelPurchase() {
    defineShippingElements();
    document.body.innerHTML = '<main><shipping-label-purchase></shipping-label-purchase></main>';
  }

  it('loads the locale’s catalogue, so the tags speak French, and update({ locale }) changes the language', async () => {
    pageWithLabelPurchase();
    ShippingElements.init({ baseUrl: TEST_API, fetchToken: () => mintTestToken(), locale: 'fr' });

    const region = await screen.findByRole('region', { name: 'Acheter une étiquette d’expédition' });
    expect(region).toHaveAttribute('lang', 'fr');
    expect(screen.queryByRole('region', { name: 'Buy a shipping label' })).not.toBeInTheDocument();

    ShippingElements.update({ locale: 'de-AT' });
    const german = await screen.findByRole('region', { name: 'Versandetikett kaufen' });
    expect(german).toHaveAttribute('lang', 'de-AT');

    ShippingElements.update({ locale: 'en-GB' });
    expect(await screen.findByRole('region', { name: 'Buy a shipping label' })).toBeInTheDocument();
  });

  it('layers the host’s own messages over the loaded catalogue', async () => {
    pageWithLabelPurchase();
    ShippingElements.init({
      baseUrl: TEST_API,
      fetchToken: () => mintTestToken(),
      locale: 'fr-CA',
      messages: { labelPurchase: { title: 'Expédier la commande' } },
    });

    const region = await screen.findByRole('region', { name: 'Expédier la commande' });
    expect(region).toHaveAttribute('lang', 'fr-CA');
    // The rest of the block is still the French catalogue's.
    expect(await within(region).findByRole('button', { name: 'Continuer' })).toBeInTheDocument();
  });
});
