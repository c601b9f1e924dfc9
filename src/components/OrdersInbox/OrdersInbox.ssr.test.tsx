// Runs in the `node` project: no DOM, no window. OrdersInbox renders its loading state on the
// server without fetching anything; the list and its virtualizer start once hydrated.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ShippingElementsProvider } from '../../provider/ShippingElementsProvider';
import { OrdersInbox } from './OrdersInbox';

describe('OrdersInbox on the server', () => {
  it('renders its title, filters and loading state without a token or a request', () => {
    const fetchToken = vi.fn(async () => 'never');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={fetchToken}>
        <OrdersInbox />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('data-se-part="orders-inbox"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Apply filters');
    expect(fetchToken).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
