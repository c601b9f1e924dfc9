// Runs in the `node` project: no DOM, no window. AccountOnboarding and AccountStatusBanner render
// on the server without fetching anything: the setup's loading state (where the account stands is
// read once hydrated), and no banner until the account was read.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { de } from '../../locales/de';
import { ShippingElementsProvider } from '../../provider/ShippingElementsProvider';
import { AccountStatusBanner } from '../AccountStatusBanner';
import { AccountOnboarding } from './AccountOnboarding';

describe('AccountOnboarding on the server', () => {
  it('renders its title and loading state, and the banner nothing, without a token or a request', () => {
    const fetchToken = vi.fn(async () => 'never');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = renderToString(
      <ShippingElementsProvider baseUrl="https://api.example.test" fetchToken={fetchToken} locale="de-DE" messages={de}>
        <AccountStatusBanner />
        <AccountOnboarding accountId="acct_new_store" />
      </ShippingElementsProvider>,
    );
    expect(html).toContain('data-se-part="account-onboarding"');
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Versand einrichten');
    expect(html).not.toContain('data-se-part="account-status"');
    expect(fetchToken).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
