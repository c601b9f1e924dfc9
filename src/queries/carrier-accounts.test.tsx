import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_API, mintTestToken, testSandbox } from '../../test/msw-sandbox';
import { createApiClient } from '../api/client';
import { addManagedAccount } from '../api/resources/accounts';
import { ShippingElementsProvider } from '../provider/ShippingElementsProvider';
import { useCarrierAccounts, useCarrierRegistrationStatus, useConnectCarrierAccount, useRegisterCarrierAccount, useUpdateCarrierAccount } from './carrier-accounts';

const SECRET = 'pw-secret-key-0001';
const CONSENT = { parcelwise_terms: true, company: 'New Store', full_name: 'Nia Okafor', email: 'signup@new-store.example', phone: '+1 415 555 0100' };

function setup(accountId?: string) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken(accountId)} queryClient={queryClient}>
      {children}
    </ShippingElementsProvider>
  );
  /** Everything React Query holds, as text: queries and mutations, their data and variables. */
  const cached = () =>
    JSON.stringify([
      queryClient.getQueryCache().getAll().map((query) => query.state),
      queryClient.getMutationCache().getAll().map((mutation) => mutation.state),
    ]);
  return { queryClient, wrapper, cached };
}

describe('carrier account writes (useConnectCarrierAccount, useUpdateCarrierAccount)', () => {
  it('connects an own account and lists it; the credentials are in no query or mutation of the cache', async () => {
    const { wrapper, cached } = setup();
    const { result } = renderHook(() => ({ list: useCarrierAccounts({ results: 100 }), connect: useConnectCarrierAccount(), update: useUpdateCarrierAccount() }), { wrapper });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    let id = '';
    await act(async () => {
      const account = await result.current.connect.connect({ carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: SECRET } });
      id = account.object_id;
    });
    await waitFor(() => expect(result.current.connect.data).toMatchObject({ account_id: '****5678', carrier: 'parcelwise' }));
    expect(typeof result.current.connect.variables).toBe('number');
    await waitFor(() => expect(result.current.list.data?.results.map((account) => account.object_id)).toContain(id));

    await act(async () => {
      await result.current.update.update({ carrierAccountId: id, changes: { active: false, parameters: { api_key: 'pw-secret-key-0002' } } });
    });
    await waitFor(() => expect(result.current.list.data?.results.find((account) => account.object_id === id)?.active).toBe(false));
    expect(cached()).not.toContain(SECRET);
    expect(cached()).not.toContain('pw-secret-key-0002');
    expect(cached()).not.toContain('12345678');
  });
});

describe('registration through the service (useRegisterCarrierAccount, useCarrierRegistrationStatus)', () => {
  it('registers for a new store and follows PENDING_TERMS to ACTIVE on the sandbox clock; the consent is not kept', async () => {
    const platform = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
    const store = await addManagedAccount(platform, { email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' });
    const { wrapper, cached } = setup(store.object_id);
    const { result } = renderHook(
      () => {
        const register = useRegisterCarrierAccount();
        return { register, status: useCarrierRegistrationStatus('parcelwise', { enabled: register.isSuccess }) };
      },
      { wrapper },
    );
    await act(async () => {
      await result.current.register.register({ carrier: 'parcelwise', parameters: CONSENT });
    });
    await waitFor(() => expect(result.current.status.data?.status).toBe('PENDING_TERMS'));
    await act(async () => {
      await testSandbox().advance(60_000);
    });
    await waitFor(() => expect(result.current.status.data?.status).toBe('ACTIVE'));
    expect(cached()).not.toContain('signup@new-store.example');
    expect(cached()).not.toContain('+1 415 555 0100');
  });
});
