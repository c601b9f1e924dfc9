// Carrier accounts and managed accounts (issue 39) against the sandbox over its wire: an own
// account created and checked by the carrier's field specification, changed with PUT and never
// deleted; an account through the service registered with the carrier's consent and followed
// from pending terms to active on the sandbox's clock; a carrier's OAuth sign-in through the
// sandbox's consent page; managed accounts created with the platform's key only. The spec shows
// none of these writes ("carrier account create and PUT update: not shown"): what it does say
// (the Carrier account fields, §1 rule 5 "only the Carrier Accounts object can be updated with
// PUT", §1 rule 7 page objects, §4's paths) is read from its text here. Bodies are sent raw, so
// the sandbox's own checks answer.
import { describe, expect, it } from 'vitest';
import { CARRIER_CONNECTIONS } from '../../src/lib/carrier-fields';
import { createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { SPEC_PATH, readSpecResources } from '../../test/spec-fields';
import { readFileSync } from 'node:fs';
import { REGISTRATION_PENDING_MS } from '../routes/carrier-accounts';

type Json = Record<string, unknown>;

const SPEC_TEXT = readFileSync(SPEC_PATH, 'utf8');

async function call<T = Json>(
  harness: SandboxHarness,
  method: string,
  path: string,
  body?: unknown,
  init: { authorization?: string | null; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; text: string }> {
  const response = await harness.raw(method, path, { ...init, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, text };
}

/** A request whose redirect is answered, not followed (the harness's fetch follows redirects over HTTP). */
function manual(harness: SandboxHarness, method: string, url: string, init: RequestInit = {}): Promise<Response> {
  return harness.fetch(url.startsWith('http') ? url : `${harness.origin}${url}`, { ...init, method, redirect: 'manual' });
}

const PARCELWISE = { carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: 'pw-secret-key-0001', meter: 'MTR42' } };

/** A new managed account of the main merchant, and a way to call the API as it (its id in SVC-ACCOUNT-ID). */
async function newStore(harness: SandboxHarness) {
  const created = await call<Json>(harness, 'POST', '/svc-accounts/', { email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' });
  expect(created.status).toBe(201);
  const id = String(created.body.object_id);
  const asStore = <T = Json>(method: string, path: string, body?: unknown) => call<T>(harness, method, path, body, { headers: { 'SVC-ACCOUNT-ID': id } });
  return { id, account: created.body, asStore };
}

async function browserToken(harness: SandboxHarness, accountId?: string): Promise<string> {
  const minted = await call<{ token: string }>(harness, 'POST', '/embedded/authz/', { scope: 'embedded:carriers' }, accountId ? { headers: { 'SVC-ACCOUNT-ID': accountId } } : {});
  expect(minted.status).toBe(200);
  return minted.body.token;
}

describe('own carrier accounts: POST /carrier_accounts checked by the carrier field specification', () => {
  it('creates an account: 201, account_id masked, the secret never in the answer, the spec’s fields all there', async () => {
    const harness = await createSandboxHarness();
    const created = await call<Json>(harness, 'POST', '/carrier_accounts', PARCELWISE);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ carrier: 'parcelwise', carrier_name: 'Parcelwise', active: true, is_shippo_account: false, account_id: '****5678', parameters: { meter: 'MTR42' } });
    expect(created.text).not.toContain('pw-secret-key-0001');
    expect(created.text).not.toContain('12345678');
    const specNames = (readSpecResources().get('Carrier account') ?? []).map((field) => field.name).filter((name) => name !== 'service_levels');
    expect(specNames).toEqual(expect.arrayContaining(['account_id', 'parameters', 'object_info']));
    expect(Object.keys(created.body)).toEqual(expect.arrayContaining(specNames));
    // Read back (by id, in the list, filtered by its real account_id): masked, no secret.
    const id = String(created.body.object_id);
    const read = await call(harness, 'GET', `/carrier_accounts/${id}`);
    const filtered = await call<{ results: Json[] }>(harness, 'GET', '/carrier_accounts?account_id=12345678');
    expect(read.body).toEqual(created.body);
    expect(filtered.body.results).toEqual([created.body]);
    for (const answer of [read.text, filtered.text]) {
      expect(answer).not.toContain('pw-secret-key-0001');
    }
  });

  it.each(CARRIER_CONNECTIONS.map((connection) => [connection.carrier, connection] as const))(
    '%s: 400 naming each required parameter and a malformed account_id',
    async (_carrier, connection) => {
      const harness = await createSandboxHarness();
      const answer = await call<Json>(harness, 'POST', '/carrier_accounts', { carrier: connection.carrier, account_id: 'x', parameters: {} });
      expect(answer.status).toBe(400);
      const required = connection.parameters.filter((field) => field.required).map((field) => `parameters.${field.name}`);
      expect(Object.keys(answer.body).sort()).toEqual(['account_id', ...required].sort());
    },
  );

  it('answers 400 for a carrier it does not connect and for a body without carrier or account_id', async () => {
    const harness = await createSandboxHarness();
    const unknown = await call<Json>(harness, 'POST', '/carrier_accounts', { ...PARCELWISE, carrier: 'nocarrier' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body)).toEqual(['carrier']);
    const bare = await call<Json>(harness, 'POST', '/carrier_accounts', { parameters: {} });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.body).sort()).toEqual(['account_id', 'carrier']);
  });
});

describe('PUT /carrier_accounts/{id} (spec §1 rule 5: the one object updated with PUT); no delete', () => {
  it('switches an account off and on, changes metadata and parameters; the masked account_id sent back means unchanged', async () => {
    expect(SPEC_TEXT).toContain('Only the Carrier Accounts object can be updated with PUT.');
    const harness = await createSandboxHarness();
    const created = await call<Json>(harness, 'POST', '/carrier_accounts', PARCELWISE);
    const id = String(created.body.object_id);
    const off = await call<Json>(harness, 'PUT', `/carrier_accounts/${id}`, { ...created.body, active: false, metadata: 'Warehouse B' });
    expect(off).toMatchObject({ status: 200, body: { active: false, metadata: 'Warehouse B', account_id: '****5678' } });
    const renewed = await call<Json>(harness, 'PUT', `/carrier_accounts/${id}`, { parameters: { api_key: 'pw-secret-key-0002', meter: 'MTR43' }, active: true });
    expect(renewed).toMatchObject({ status: 200, body: { active: true, parameters: { meter: 'MTR43' } } });
    expect(renewed.text).not.toContain('pw-secret-key-0002');
    const moved = await call<Json>(harness, 'PUT', `/carrier_accounts/${id}`, { account_id: '87654321' });
    expect(moved.body.account_id).toBe('****4321');
  });

  it('refuses a changed carrier, a malformed parameter, an unknown id; DELETE is not a method of the account', async () => {
    const harness = await createSandboxHarness();
    const created = await call<Json>(harness, 'POST', '/carrier_accounts', PARCELWISE);
    const id = String(created.body.object_id);
    expect(await call(harness, 'PUT', `/carrier_accounts/${id}`, { carrier: 'bluebird' })).toMatchObject({ status: 400, body: { carrier: [expect.any(String)] } });
    expect(await call(harness, 'PUT', `/carrier_accounts/${id}`, { parameters: { meter: 'lower case' } })).toMatchObject({
      status: 400,
      body: { 'parameters.meter': [expect.any(String)] },
    });
    expect((await call(harness, 'PUT', '/carrier_accounts/ca_nope', { active: false })).status).toBe(404);
    const deleted = await harness.raw('DELETE', `/carrier_accounts/${id}`);
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('Allow')).toContain('PUT');
  });

  it('an account whose secret the carrier refuses (the REFUSED test value) needs reconnecting until new credentials are sent', async () => {
    const harness = await createSandboxHarness();
    const refused = await call<Json>(harness, 'POST', '/carrier_accounts', { ...PARCELWISE, parameters: { api_key: 'REFUSED-key-0001' } });
    expect(refused).toMatchObject({ status: 201, body: { object_info: { authentication: { type: 'default', status: 'reconnect_required' } } } });
    const id = String(refused.body.object_id);
    const renamed = await call<Json>(harness, 'PUT', `/carrier_accounts/${id}`, { metadata: 'Dock' });
    expect(renamed.body).toMatchObject({ object_info: { authentication: { status: 'reconnect_required' } } });
    const renewed = await call<Json>(harness, 'PUT', `/carrier_accounts/${id}`, { parameters: { api_key: 'pw-secret-key-0002' } });
    expect(renewed).toMatchObject({ status: 200, body: { object_info: { authentication: { type: 'default', status: 'connected' } } } });
    expect(renewed.text).not.toContain('pw-secret-key-0002');
  });

  it('an account switched off is not rated', async () => {
    const harness = await createSandboxHarness();
    const accounts = await call<{ results: Json[] }>(harness, 'GET', '/carrier_accounts?results=100');
    const kestrel = accounts.body.results.find((account) => account.carrier === 'kestrel');
    await call(harness, 'PUT', `/carrier_accounts/${String(kestrel?.object_id)}`, { active: false });
    const { SENDER, RECIPIENT, BOX } = await import('../../test/sandbox-harness');
    const shipment = await call<{ rates: { provider: string; carrier_account: string }[] }>(harness, 'POST', '/shipments/', { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], async: false });
    expect(shipment.body.rates.length).toBeGreaterThan(0);
    expect(shipment.body.rates.map((rate) => rate.carrier_account)).not.toContain(kestrel?.object_id);
  });
});

describe('through the service: POST /carrier_accounts/register/new and GET /carrier_accounts/reg-status', () => {
  const consent = { parcelwise_terms: true, company: 'New Store', full_name: 'Nia Okafor', email: 'shipping@new-store.example', phone: '+1 415 555 0100' };

  it('a new managed account has no carriers; registering needs the terms; pending terms, then active on the sandbox clock', async () => {
    const harness = await createSandboxHarness();
    const { asStore } = await newStore(harness);
    expect((await asStore<{ results: Json[] }>('GET', '/carrier_accounts')).body.results).toEqual([]);

    const refused = await asStore('POST', '/carrier_accounts/register/new', { carrier: 'parcelwise', parameters: { ...consent, parcelwise_terms: false } });
    expect(refused).toMatchObject({ status: 400, body: { 'parameters.parcelwise_terms': [expect.any(String)] } });
    const missing = await asStore('POST', '/carrier_accounts/register/new', { carrier: 'parcelwise', parameters: {} });
    expect(Object.keys(missing.body).sort()).toEqual(['parameters.company', 'parameters.email', 'parameters.full_name', 'parameters.parcelwise_terms', 'parameters.phone']);

    const registered = await asStore<Json>('POST', '/carrier_accounts/register/new', { carrier: 'parcelwise', parameters: consent });
    expect(registered).toMatchObject({ status: 201, body: { carrier: 'parcelwise', is_shippo_account: true, active: false } });
    expect(registered.text).not.toContain('shipping@new-store.example');
    const pending = await asStore<Json>('GET', '/carrier_accounts/reg-status?carrier=parcelwise');
    expect(pending).toMatchObject({ status: 200, body: { carrier_account: registered.body.object_id, status: 'PENDING_TERMS' } });

    await harness.sandbox.advance(REGISTRATION_PENDING_MS);
    expect((await asStore<Json>('GET', '/carrier_accounts/reg-status?carrier=parcelwise')).body.status).toBe('ACTIVE');
    expect((await asStore<Json>('GET', `/carrier_accounts/${String(registered.body.object_id)}`)).body.active).toBe(true);
    // Once is enough.
    expect((await asStore('POST', '/carrier_accounts/register/new', { carrier: 'parcelwise', parameters: consent })).status).toBe(400);
  });

  it('answers 400 without a carrier or for one not registered through the service, 404 where there is no registration', async () => {
    const harness = await createSandboxHarness();
    const { asStore } = await newStore(harness);
    expect(await asStore('GET', '/carrier_accounts/reg-status')).toMatchObject({ status: 400, body: { carrier: [expect.any(String)] } });
    expect((await asStore('GET', '/carrier_accounts/reg-status?carrier=bluebird')).status).toBe(404);
    expect(await asStore('POST', '/carrier_accounts/register/new', { carrier: 'kestrel', parameters: {} })).toMatchObject({ status: 400, body: { carrier: [expect.any(String)] } });
    // The seeded merchant's accounts through the service read as active.
    expect((await call<Json>(harness, 'GET', '/carrier_accounts/reg-status?carrier=bluebird')).body.status).toBe('ACTIVE');
  });
});

describe('OAuth: GET /carrier_accounts/{id}/signin/initiate and the sandbox’s consent page', () => {
  async function kestrelAccount(harness: SandboxHarness) {
    const created = await call<Json>(harness, 'POST', '/carrier_accounts', { carrier: 'kestrel', account_id: 'K12345678' });
    expect(created.body.object_info).toEqual({ authentication: { type: 'oauth', status: 'authorization_pending' } });
    return String(created.body.object_id);
  }
  const initiate = (harness: SandboxHarness, id: string, query: string) =>
    manual(harness, 'GET', `/carrier_accounts/${id}/signin/initiate?${query}`, { headers: { Authorization: `ServiceToken ${harness.sandbox.keys.test}` } });
  const decide = (harness: SandboxHarness, consentUrl: string, decision: string) => {
    const ticket = new URL(consentUrl).searchParams.get('ticket') ?? '';
    return manual(harness, 'POST', '/carrier-signin/consent', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket, decision }).toString(),
    });
  };

  it('Allow: 302 to the consent page, then back to redirect_uri with state; the account is connected; the ticket is single-use', async () => {
    const harness = await createSandboxHarness();
    const id = await kestrelAccount(harness);
    const started = await initiate(harness, id, 'redirect_uri=https%3A%2F%2Fhost.example%2Fcallback%3Fx%3D1&state=s-123');
    expect(started.status).toBe(302);
    const consentUrl = started.headers.get('Location') ?? '';
    expect(consentUrl.startsWith(`${harness.origin}/carrier-signin/consent?ticket=`)).toBe(true);

    const consent = await harness.fetch(consentUrl);
    expect(consent.status).toBe(200);
    expect(consent.headers.get('Content-Security-Policy')).toContain("form-action 'self' https://host.example");
    const html = await consent.text();
    expect(html).toContain('>Allow</button>');
    expect(html).toContain('>Deny</button>');

    const back = await decide(harness, consentUrl, 'allow');
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe('https://host.example/callback?x=1&state=s-123');
    const account = await call<Json>(harness, 'GET', `/carrier_accounts/${id}`);
    expect(account.body.object_info).toEqual({ authentication: { type: 'oauth', status: 'connected' } });
    // Used once: the same ticket again, or its page, is refused.
    expect((await decide(harness, consentUrl, 'allow')).status).toBe(400);
    expect((await harness.fetch(consentUrl)).status).toBe(400);
  });

  it('Deny: back with state and error=access_denied; the account stays pending. A forged or expired ticket is refused', async () => {
    const harness = await createSandboxHarness();
    const id = await kestrelAccount(harness);
    const consentUrl = (await initiate(harness, id, 'redirect_uri=https%3A%2F%2Fhost.example%2Fcb&state=abc')).headers.get('Location') ?? '';
    const back = await decide(harness, consentUrl, 'deny');
    expect(back.headers.get('Location')).toBe('https://host.example/cb?state=abc&error=access_denied');
    expect((await call<Json>(harness, 'GET', `/carrier_accounts/${id}`)).body.object_info).toEqual({ authentication: { type: 'oauth', status: 'authorization_pending' } });

    const forged = new URL(consentUrl);
    forged.searchParams.set('ticket', `${forged.searchParams.get('ticket')?.split('.')[0] ?? ''}.forged`);
    expect((await harness.fetch(forged.href)).status).toBe(400);
    const later = (await initiate(harness, id, 'redirect_uri=https%3A%2F%2Fhost.example%2Fcb')).headers.get('Location') ?? '';
    await harness.sandbox.advance(11 * 60_000);
    expect((await decide(harness, later, 'allow')).status).toBe(400);
  });

  it('answers 400 without redirect_uri, for one that is not a web URL, and for an account that does not sign in by OAuth', async () => {
    const harness = await createSandboxHarness();
    const id = await kestrelAccount(harness);
    const missing = await initiate(harness, id, 'state=x');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ redirect_uri: ['This field is required.'] });
    expect((await initiate(harness, id, 'redirect_uri=javascript%3Aalert(1)')).status).toBe(400);
    const own = await call<Json>(harness, 'POST', '/carrier_accounts', PARCELWISE);
    expect((await initiate(harness, String(own.body.object_id), 'redirect_uri=https%3A%2F%2Fhost.example%2F')).status).toBe(400);
    expect((await initiate(harness, 'ca_nope', 'redirect_uri=https%3A%2F%2Fhost.example%2F')).status).toBe(404);
  });
});

describe('GET /carrier_accounts?service_levels=true', () => {
  it('appends each account’s service levels with supports_return_labels (spec §2 Carrier account)', async () => {
    expect(SPEC_TEXT).toContain('array of {name, token, supports_return_labels (boolean)}');
    const harness = await createSandboxHarness();
    const page = await call<{ results: Json[] }>(harness, 'GET', '/carrier_accounts?service_levels=true&results=100');
    const levels = page.body.results.flatMap((account) => account.service_levels as Json[]);
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) {
      expect(Object.keys(level).sort()).toEqual(['name', 'supports_return_labels', 'token']);
      expect(typeof level.supports_return_labels).toBe('boolean');
    }
    expect(levels.find((level) => level.token === 'bluebird_international')?.supports_return_labels).toBe(false);
    const without = await call<{ results: Json[] }>(harness, 'GET', '/carrier_accounts?results=100');
    expect(without.body.results.every((account) => !('service_levels' in account))).toBe(true);
  });
});

describe('managed accounts at /svc-accounts/ (spec §4, §5.4)', () => {
  it('the platform’s key creates, reads, changes and lists one; its token is minted with SVC-ACCOUNT-ID', async () => {
    expect(SPEC_TEXT).toContain('The managed account id is the `object_id` returned when the account is created, or listed by GET /svc-accounts/.');
    const harness = await createSandboxHarness();
    const { id, account } = await newStore(harness);
    expect(account).toMatchObject({ object_id: id, email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' });
    expect((await call(harness, 'GET', `/svc-accounts/${id}`)).body).toEqual(account);
    const changed = await call<Json>(harness, 'PUT', `/svc-accounts/${id}`, { email: 'nia@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store Ltd' });
    expect(changed).toMatchObject({ status: 200, body: { object_id: id, company_name: 'New Store Ltd' } });
    const listed = await call<{ results: Json[] }>(harness, 'GET', '/svc-accounts/');
    expect(listed.body.results.map((managed) => managed.object_id)).toEqual(['acct_managed_corner_shop', 'acct_managed_bike_works', id]);
    // The new store's browser token works, and it sees its own (empty) carriers.
    const token = await browserToken(harness, id);
    const carriers = await call<{ results: Json[] }>(harness, 'GET', '/carrier_accounts', undefined, { authorization: `JWT ${token}` });
    expect(carriers).toMatchObject({ status: 200, body: { results: [] } });
  });

  it('creating needs the platform’s API key: a browser JWT, a managed account’s scope and an OAuth token get 403; another platform’s id is 404', async () => {
    const harness = await createSandboxHarness();
    const body = { email: 'a@b.example', first_name: 'A', last_name: 'B', company_name: 'C' };
    const token = await browserToken(harness);
    expect((await call(harness, 'POST', '/svc-accounts/', body, { authorization: `JWT ${token}` })).status).toBe(403);
    expect((await call(harness, 'POST', '/svc-accounts/', body, { headers: { 'SVC-ACCOUNT-ID': 'acct_managed_corner_shop' } })).status).toBe(403);
    expect((await call(harness, 'POST', '/svc-accounts/', body, { authorization: `Bearer ${harness.sandbox.keys.oauth}` })).status).toBe(403);
    const { id } = await newStore(harness);
    const other = `ServiceToken ${harness.sandbox.keys.otherTest}`;
    expect((await call(harness, 'GET', `/svc-accounts/${id}`, undefined, { authorization: other })).status).toBe(404);
    expect((await call(harness, 'GET', '/carrier_accounts', undefined, { authorization: other, headers: { 'SVC-ACCOUNT-ID': id } })).status).toBe(403);
  });

  it('answers 400 naming each missing field and a malformed email', async () => {
    const harness = await createSandboxHarness();
    const answer = await call<Json>(harness, 'POST', '/svc-accounts/', { email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body).sort()).toEqual(['company_name', 'email', 'first_name', 'last_name']);
  });
});
