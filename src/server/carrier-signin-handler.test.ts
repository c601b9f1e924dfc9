import { describe, expect, it } from 'vitest';
import { createCarrierAccount } from '../api/resources/carrier-accounts';
import { createSandboxHarness } from '../../test/sandbox-harness';
import { createCarrierSigninHandler } from './carrier-signin-handler';
import { createManagedAccount } from './managed-account';

const HOST = 'https://shop.example';
const STATE = '0123456789abcdef0123456789abcdef';

describe('createCarrierSigninHandler (against the sandbox)', () => {
  it('sends the person to the carrier’s consent page for the session’s store, and back to the host with the state', async () => {
    const harness = await createSandboxHarness();
    const { account: store } = await createManagedAccount({
      apiKey: harness.sandbox.keys.test,
      baseUrl: harness.origin,
      account: { email: 'owner@store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'Store' },
      fetch: harness.fetch,
    });
    const kestrel = await createCarrierAccount(harness.client(undefined, { accountId: store.object_id }), { carrier: 'kestrel', account_id: 'K12345678' });
    let session: { accountId: string } | null = { accountId: store.object_id };
    const handler = createCarrierSigninHandler({ apiKey: harness.sandbox.keys.test, apiBaseUrl: harness.origin, authorize: () => session, allowedOrigins: [HOST], fetch: harness.fetch });
    const route = (query: Record<string, string>, init?: RequestInit) => handler(new Request(`${HOST}/api/carrier-signin?${new URLSearchParams(query).toString()}`, init));
    const good = { carrier_account: kestrel.object_id, state: STATE, redirect_uri: `${HOST}/carrier-signin/done` };

    // Refused before any request: another site's page as the way back, a state too short, a POST.
    expect((await route({ ...good, redirect_uri: 'https://evil.example/done' })).status).toBe(400);
    expect((await route({ ...good, state: 'short' })).status).toBe(400);
    expect((await route(good, { method: 'POST' })).status).toBe(405);
    session = null;
    expect((await route(good)).status).toBe(401);

    session = { accountId: store.object_id };
    const started = await route(good);
    expect(started.status).toBe(302);
    const consent = started.headers.get('Location')!;
    expect(consent).toContain('/carrier-signin/consent?ticket=');
    expect(consent).not.toContain(harness.sandbox.keys.test);

    // The person allows at the carrier: back on the host's callback page with the state.
    const page = await harness.fetch(consent);
    expect(await page.text()).toContain('Connect Kestrel Express');
    const ticket = new URL(consent).searchParams.get('ticket')!;
    const decided = await harness.fetch(new URL('/carrier-signin/consent', harness.origin), {
      method: 'POST',
      body: new URLSearchParams({ ticket, decision: 'allow' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(decided.headers.get('Location')).toBe(`${HOST}/carrier-signin/done?state=${STATE}`);
  });

  it('answers the API’s refusal without following it: an account of another store is not found', async () => {
    const harness = await createSandboxHarness();
    const handler = createCarrierSigninHandler({ apiKey: harness.sandbox.keys.test, apiBaseUrl: harness.origin, authorize: () => ({}), allowedOrigins: [HOST], fetch: harness.fetch });
    const answer = await handler(new Request(`${HOST}/api/carrier-signin?carrier_account=ca_unknown&state=${STATE}&redirect_uri=${encodeURIComponent(`${HOST}/done`)}`));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ detail: 'The sign-in could not be started.' });
  });

  it('gives up with 504 when the API does not answer in time, and sends nobody to a Location that is no web address', async () => {
    const base = { apiKey: 'svc_test_key', apiBaseUrl: 'https://api.example', authorize: () => ({}), allowedOrigins: [HOST] };
    const query = new URLSearchParams({ carrier_account: 'ca_1', state: STATE, redirect_uri: `${HOST}/carrier-signin/done` }).toString();
    const route = (handler: ReturnType<typeof createCarrierSigninHandler>) => handler(new Request(`${HOST}/api/carrier-signin?${query}`));
    const silent = createCarrierSigninHandler({
      ...base,
      timeoutMs: 50,
      fetch: (_input, init) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    expect((await route(silent)).status).toBe(504);
    const scripted = createCarrierSigninHandler({ ...base, fetch: async () => new Response(null, { status: 302, headers: { Location: 'javascript:alert(1)' } }) });
    const answer = await route(scripted);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('Location')).toBeNull();
  });
});
