import { describe, expect, it } from 'vitest';
import { listCarrierAccounts } from '../api/resources/carrier-accounts';
import { listManagedAccounts } from '../api/resources/accounts';
import { createTokenSource } from '../api/token';
import { createSandboxHarness } from '../../test/sandbox-harness';
import { ManagedAccountTokenError, createManagedAccount } from './managed-account';

const STORE = { email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' };

describe('createManagedAccount (against the sandbox)', () => {
  it('creates the account with the platform key and mints its token in one call; the token acts for the new, empty store', async () => {
    const harness = await createSandboxHarness();
    const { account, token } = await createManagedAccount({ apiKey: harness.sandbox.keys.test, baseUrl: harness.origin, account: STORE, fetch: harness.fetch });
    expect(account).toMatchObject(STORE);
    expect(account.object_id).toMatch(/^acct_/);
    expect(Number(token.expires_in)).toBeGreaterThan(harness.sandbox.now() / 1000);
    const listed = await listManagedAccounts(harness.client());
    expect(listed.map((managed) => managed.object_id)).toContain(account.object_id);
    // The browser's view of the new store: its own carrier accounts, none yet.
    const browser = harness.client({ tokenSource: createTokenSource(async () => token) });
    expect((await listCarrierAccounts(browser)).results).toEqual([]);
  });

  it('refuses a store without a name before any request, an e-mail the API refuses, and an API key the API does not know', async () => {
    const harness = await createSandboxHarness();
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return harness.fetch(input, init);
    };
    await expect(createManagedAccount({ apiKey: harness.sandbox.keys.test, baseUrl: harness.origin, account: { ...STORE, company_name: '' }, fetch: counting })).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    expect(requests).toEqual([]);
    await expect(createManagedAccount({ apiKey: harness.sandbox.keys.test, baseUrl: harness.origin, account: { ...STORE, email: 'nope' }, fetch: counting })).rejects.toMatchObject({
      kind: 'api',
      status: 400,
    });
    expect(requests.filter((url) => url.includes('/embedded/authz/'))).toEqual([]);
    await expect(createManagedAccount({ apiKey: 'svc_test_unknown', baseUrl: harness.origin, account: STORE, fetch: counting })).rejects.toMatchObject({ kind: 'auth' });
  });

  it('when the token cannot be minted, rejects with ManagedAccountTokenError carrying the account that exists', async () => {
    const harness = await createSandboxHarness();
    // The connection drops on the way to the token endpoint (the account request went through).
    const dropping: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.includes('/embedded/authz/') ? Promise.reject(new TypeError('fetch failed')) : harness.fetch(input, init);
    };
    const failure = await createManagedAccount({ apiKey: harness.sandbox.keys.test, baseUrl: harness.origin, account: STORE, fetch: dropping }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ManagedAccountTokenError);
    const { account } = failure as ManagedAccountTokenError;
    expect((await listManagedAccounts(harness.client())).map((managed) => managed.object_id)).toContain(account.object_id);
    expect((failure as Error).message).not.toContain('svc_test');
  });
});
