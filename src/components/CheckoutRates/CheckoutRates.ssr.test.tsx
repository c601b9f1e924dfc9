// Runs in the `node` project: no DOM, no window. A shop's checkout page rendered on the server shows
// CheckoutRates loading, sends nothing, and hydrates into the same markup (CheckoutRates.test.tsx).
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutRates } from '../../checkout';

const ADDRESS = { city: 'Brooklyn', zip: '11205', country: 'US' };
const CART = [{ quantity: 1, total_price: '37.50', currency: 'USD' }];

describe('CheckoutRates on the server', () => {
  it('renders its loading state from the checkout entry without asking for options or touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const fetchOptions = vi.fn(async () => ({ options: [], free_shipping: null }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(<CheckoutRates fetchOptions={fetchOptions} address={ADDRESS} cart={CART} locale="de-DE" />);
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('<legend data-se-part="checkout-rates-legend">Versand</legend>');
    expect(html).toContain('Versandoptionen werden geladen…');
    expect(fetchOptions).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('renders the incomplete state when the address has no country yet', () => {
    const html = renderToString(<CheckoutRates fetchOptions={vi.fn()} address={{ country: '' }} cart={CART} />);
    expect(html).toContain('data-state="incomplete"');
    expect(html).toContain('Enter your address to see shipping options.');
  });
});
