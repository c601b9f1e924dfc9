import { describe, expect, it } from 'vitest';
import { createTokenSource } from '../../src/api/token';
import { listManagedAccounts, createEmbeddedToken } from '../../src/api/resources/accounts';
import { createAddress, getAddress } from '../../src/api/resources/addresses';
import { listCarrierAccounts } from '../../src/api/resources/carrier-accounts';
import { listOrders } from '../../src/api/resources/orders';
import { listReportTypes } from '../../src/api/resources/reports';
import { RECIPIENT, createSandboxHarness } from '../../test/sandbox-harness';
import { SANDBOX_MANAGED_ACCOUNTS, SANDBOX_OAUTH } from '../accounts';

const HOUR = 3_600_000;

describe('sandbox authentication (spec §5)', () => {
  it.each([
    ['no Authorization header', null, 'Authentication credentials were not provided.'],
    ['a malformed header', 'ServiceToken', 'Invalid Authorization header'],
    ['an unknown API key', 'ServiceToken svc_test_nope', 'Invalid API token.'],
    ['a malformed JWT', 'JWT not-a-jwt', 'Malformed token.'],
    ['an unknown scheme', 'Basic abc', 'Unknown authorization scheme'],
    ['an unknown OAuth token', 'Bearer nope', 'Invalid OAuth token.'],
  ])('answers 401 application/json with detail for %s', async (_, authorization, detail) => {
    const { raw } = await createSandboxHarness();
    for (const path of ['/orders/', '/v2/reporting/reports']) {
      const response = await raw('GET', path, { authorization });
      expect(response.status).toBe(401);
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(((await response.json()) as { detail: string }).detail).toContain(detail);
    }
  });

  it('acts in test mode with a test key and in live mode with a live key', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const testAddress = await createAddress(client(), { ...RECIPIENT });
    const liveAddress = await createAddress(client({ apiKey: sandbox.keys.live }), { ...RECIPIENT });
    expect(testAddress.test).toBe(true);
    expect(liveAddress.test).toBe(false);
    expect(testAddress.object_owner).toBe('merchant@sandbox.example');
    // Test and live objects never mix.
    await expect(getAddress(client({ apiKey: sandbox.keys.live }), testAddress.object_id)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps one account from seeing another account’s objects', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const mine = await createAddress(client(), { ...RECIPIENT });
    const other = client({ apiKey: sandbox.keys.otherTest });
    await expect(getAddress(other, mine.object_id)).rejects.toMatchObject({ kind: 'api', status: 404, detail: 'Not found.' });
    const [mineAccounts, otherAccounts] = await Promise.all([listCarrierAccounts(client()), listCarrierAccounts(other)]);
    expect(mineAccounts.results[0]?.object_id).not.toBe(otherAccounts.results[0]?.object_id);
  });

  // Issue 37, item 4: the JWT's scope was minted into the token and never read.
  it('serves a JWT only the endpoints its scope covers: embedded:carriers the components’ API, another scope nothing (403)', async () => {
    const { client } = await createSandboxHarness();
    const asBrowser = async (scope: string) => {
      const minted = await createEmbeddedToken(client(), { scope });
      return client({ tokenSource: createTokenSource(async () => minted) });
    };
    for (const scope of ['webhooks', 'embedded:other', 'embedded:carriers:x']) {
      const browser = await asBrowser(scope);
      await expect(listOrders(browser, { results: 1 }), scope).rejects.toMatchObject({ status: 403 });
      await expect(listReportTypes(browser), scope).rejects.toMatchObject({ status: 403 });
      await expect(createAddress(browser, { ...RECIPIENT }), scope).rejects.toMatchObject({ status: 403 });
    }
    for (const scope of ['embedded:carriers', 'openid embedded:carriers']) {
      const browser = await asBrowser(scope);
      expect((await listOrders(browser, { results: 1 })).results).toHaveLength(1);
      expect((await listManagedAccounts(browser)).length).toBeGreaterThan(0);
    }
  });

  it('mints a 12-hour HS256 JWT whose expires_in is a Unix timestamp string, usable on every endpoint', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const minted = await createEmbeddedToken(client(), { scope: 'embedded:carriers' });
    expect(minted.expires_in).toBe(String(Math.floor(sandbox.now() / 1000) + 12 * 3600));
    const [header] = minted.token.split('.');
    expect(JSON.parse(atob(header!))).toEqual({ alg: 'HS256', typ: 'JWT' });

    const browser = client({ tokenSource: createTokenSource(async () => minted) });
    expect((await listOrders(browser, { results: 2 })).results).toHaveLength(2);
    expect((await listReportTypes(browser)).items[0]?.report_type).toBe('invoice.v1');
    const created = await createAddress(browser, { ...RECIPIENT });
    expect(created.test).toBe(true);
  });

  it('refuses an expired JWT with 401 and a token signed by someone else', async () => {
    const { client, sandbox, raw } = await createSandboxHarness();
    const minted = await createEmbeddedToken(client(), { scope: 'embedded:carriers' });
    const [header, payload] = minted.token.split('.');
    const forged = await raw('GET', '/orders/', { authorization: `JWT ${header}.${payload}.c2lnbmF0dXJl` });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ detail: 'Token not recognized.' });
    await sandbox.advance(12 * HOUR);
    const expired = await raw('GET', '/orders/', { authorization: `JWT ${minted.token}` });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ detail: 'Token has expired.' });
  });

  it('refreshes an expired JWT through the token source and replays the request', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const server = client();
    let minted = 0;
    const tokens = createTokenSource(async () => {
      minted += 1;
      return createEmbeddedToken(server, { scope: 'embedded:carriers' });
    });
    const browser = client({ tokenSource: tokens });
    await listOrders(browser, { results: 1 });
    // The token source refreshes ahead of time only when its timers run; here the clock jumps.
    await sandbox.advance(13 * HOUR);
    tokens.invalidate();
    await expect(listOrders(browser, { results: 1 })).resolves.toMatchObject({ results: [expect.anything()] });
    expect(minted).toBe(2);
  });

  it('will not mint a JWT from a JWT', async () => {
    const { client } = await createSandboxHarness();
    const minted = await createEmbeddedToken(client(), { scope: 'embedded:carriers' });
    const browser = client({ tokenSource: createTokenSource(async () => minted) });
    await expect(createEmbeddedToken(browser, { scope: 'embedded:carriers' })).rejects.toMatchObject({ status: 403 });
  });

  it('lists managed accounts and acts for one with SVC-ACCOUNT-ID; refuses accounts it does not manage', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const managed = await listManagedAccounts(client());
    expect(managed.map((account) => account.object_id)).toEqual(SANDBOX_MANAGED_ACCOUNTS.map((account) => account.object_id));
    const asManaged = client({ apiKey: sandbox.keys.test }, { accountId: 'acct_managed_corner_shop' });
    const address = await createAddress(asManaged, { ...RECIPIENT });
    expect(address.object_owner).toBe('rosa@corner-shop.example');
    await expect(getAddress(client(), address.object_id)).rejects.toMatchObject({ status: 404 });
    const token = await createEmbeddedToken(asManaged, { scope: 'embedded:carriers' });
    const managedBrowser = client({ tokenSource: createTokenSource(async () => token) });
    expect((await getAddress(managedBrowser, address.object_id)).object_id).toBe(address.object_id);

    const other = client({ apiKey: sandbox.keys.otherTest }, { accountId: 'acct_managed_corner_shop' });
    await expect(listOrders(other)).rejects.toMatchObject({ status: 403 });
  });

  it('accepts an OAuth bearer token (gray label) for calls and for minting', async () => {
    const { client } = await createSandboxHarness();
    const oauth = client({ bearerToken: SANDBOX_OAUTH.token });
    expect((await listOrders(oauth, { results: 1 })).results).toHaveLength(1);
    const minted = await createEmbeddedToken(oauth, { scope: 'embedded:carriers' });
    expect(minted.token.split('.')).toHaveLength(3);
  });

  it('answers the default API version and refuses an unsupported one', async () => {
    const { client, raw } = await createSandboxHarness();
    await expect(listOrders(client({ apiKey: (await createSandboxHarness()).sandbox.keys.test }, { apiVersion: '2018-02-08' }))).resolves.toBeDefined();
    const response = await raw('GET', '/orders/', { headers: { 'SVC-API-VERSION': '1999-01-01' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toContain('Unsupported API version');
  });
});
