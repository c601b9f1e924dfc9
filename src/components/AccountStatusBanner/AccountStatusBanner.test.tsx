import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { TEST_API, mintTestToken, testSandbox } from '../../../test/msw-sandbox';
import { renderWithElements } from '../../../test/render';
import { createApiClient } from '../../api/client';
import { addManagedAccount } from '../../api/resources/accounts';
import { createAddress } from '../../api/resources/addresses';
import { createCarrierAccount, registerCarrierAccount } from '../../api/resources/carrier-accounts';
import { setDefaultParcelTemplate } from '../../api/resources/live-rates';
import { createUserParcelTemplate } from '../../api/resources/user-parcel-templates';
import { ShippingElementsProvider } from '../../provider/ShippingElementsProvider';
import { AccountStatusBanner } from './AccountStatusBanner';
import { useAccountReadiness } from './use-account-readiness';

const CONSENT = { parcelwise_terms: true, company: 'New Store', full_name: 'Nia Okafor', email: 'signup@new-store.example', phone: '+1 415 555 0100' };
const WAREHOUSE = { name: 'Nia Okafor', company: 'New Store', street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US', phone: '+1 415 555 0100', email: 'ship@new-store.example' };

/** A new managed account (nothing set up), and a client acting for it as its platform. */
async function newStore() {
  const platform = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  const store = await addManagedAccount(platform, { email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' });
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, accountId: store.object_id, retry: false });
  return { accountId: store.object_id, api };
}

const asStore = (accountId: string) => ({ provider: { fetchToken: () => mintTestToken(accountId) } });

describe('useAccountReadiness', () => {
  it('says a new store misses everything, and is ready once the API has its address, a carrier and a default package', async () => {
    const { accountId, api } = await newStore();
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken(accountId)}>
        {children}
      </ShippingElementsProvider>
    );
    const first = renderHook(() => useAccountReadiness(), { wrapper });
    expect(first.result.current).toMatchObject({ isLoading: true, ready: false, missing: [] });
    await waitFor(() => expect(first.result.current.isLoading).toBe(false));
    expect(first.result.current).toMatchObject({ ready: false, missing: ['shipFrom', 'carrier', 'defaultPackage'], carrierAccountIds: [], error: null });
    first.unmount();

    await createAddress(api, WAREHOUSE);
    const carrier = await createCarrierAccount(api, { carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: 'pw-secret-key-0001' } });
    const box = await createUserParcelTemplate(api, { name: 'Small box', length: '10', width: '8', height: '4', distance_unit: 'in' });
    await setDefaultParcelTemplate(api, box.object_id);
    const second = renderHook(() => useAccountReadiness(), { wrapper });
    await waitFor(() => expect(second.result.current.isLoading).toBe(false));
    expect(second.result.current).toMatchObject({ ready: true, missing: [], actions: [], carrierAccountIds: [carrier.object_id] });
  });
});

describe('AccountStatusBanner', () => {
  it('lists what a new store has to do before it can buy a label, and passes axe', async () => {
    const { accountId } = await newStore();
    const { container } = renderWithElements(<AccountStatusBanner renderAction={(action) => <a href={`/settings#${action.kind}`}>Open settings</a>} />, asStore(accountId));
    const banner = await screen.findByRole('status', { name: 'Action required' });
    const items = within(banner).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Add the address you ship from. Open settings', 'Connect a carrier to buy labels. Open settings']);
    expect(within(items[0]!).getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/settings#shipFrom');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('names a carrier whose terms are pending and one to reconnect, in French', async () => {
    const { accountId, api } = await newStore();
    await createAddress(api, WAREHOUSE);
    await registerCarrierAccount(api, { carrier: 'parcelwise', parameters: CONSENT });
    // Kestrel Express connects through OAuth: created, it waits for the person's consent.
    await createCarrierAccount(api, { carrier: 'kestrel', account_id: 'KX0042778', parameters: {} });
    const { container } = renderWithElements(<AccountStatusBanner />, { provider: { ...asStore(accountId).provider, locale: 'fr' } });
    const banner = await screen.findByRole('status', { name: 'Action requise' });
    const texts = within(banner)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.trim());
    expect(texts).toEqual([
      'Votre compte Parcelwise attend la validation des conditions du transporteur.',
      'Reconnectez votre compte Kestrel Express\u00a0: il ne peut pas acheter d’étiquettes d’ici là.',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows nothing for an account that can buy labels (the seeded merchant)', async () => {
    const readiness = renderHook(() => useAccountReadiness(), {
      wrapper: ({ children }) => (
        <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()}>
          {children}
        </ShippingElementsProvider>
      ),
    });
    await waitFor(() => expect(readiness.result.current.isLoading).toBe(false));
    expect(readiness.result.current.missing).not.toContain('carrier');
    expect(readiness.result.current.missing).not.toContain('shipFrom');
    const { container } = renderWithElements(<AccountStatusBanner />);
    await waitFor(() => expect(container.querySelector('[data-se-part="account-status"]')).toBeNull());
    expect(screen.queryByRole('status', { name: 'Action required' })).not.toBeInTheDocument();
  });
});
