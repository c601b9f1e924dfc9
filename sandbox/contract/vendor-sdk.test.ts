// The vendor's own SDK (`shippo` 2.18.0, exact) pointed at the sandbox over HTTP: it builds each
// request, sends it and validates the answer with its own response schemas, so an answer the
// public API would not give fails here (issue 39). Where the SDK refuses the sandbox's answer, the
// sandbox is what changes, unless the spec says otherwise.
//
// What the test translates on the way out, and why (docs/api-coverage.md, "The vendor's SDK"):
// - the brand word of one path and of the headers: the spec writes them `svc` (`/svc-accounts/`,
//   `SVC-API-VERSION`), the SDK the vendor's own word;
// - the carrier of a registration through the service: the SDK types only the vendor's real
//   carriers there (a literal per carrier), the sandbox has simulated ones (the spec reproduces no
//   carrier name). The test registers `canada_post` with its consent fields, sent as the sandbox's
//   `parcelwise` with the same fields; nothing else in the body changes;
// - redirects are answered, not followed (`redirect: 'manual'`): initiate's 302 is the answer the
//   SDK reads, as on a server calling the public API.
import { Shippo } from 'shippo';
import { HTTPClient } from 'shippo/lib/http.js';
import { describe, expect, it } from 'vitest';
import { RECIPIENT, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { REGISTRATION_PENDING_MS } from '../routes/carrier-accounts';

const SDK_BRAND = 'shippo';
const VENDOR_CARRIER = 'canada_post';
const SANDBOX_CARRIER = 'parcelwise';

/** The SDK's request as the sandbox's spec spells it (see the header of this file). */
async function translated(request: Request): Promise<Request> {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(`/${SDK_BRAND}-accounts`, '/svc-accounts');
  if (url.pathname === '/carrier_accounts/reg-status' && url.searchParams.get('carrier') === VENDOR_CARRIER) {
    url.searchParams.set('carrier', SANDBOX_CARRIER);
  }
  const headers = new Headers(request.headers);
  const version = headers.get(`${SDK_BRAND}-api-version`);
  if (version !== null) {
    headers.delete(`${SDK_BRAND}-api-version`);
    headers.set('SVC-API-VERSION', version);
  }
  let body = request.body === null ? undefined : await request.text();
  if (url.pathname === '/carrier_accounts/register/new' && body !== undefined) {
    const registration = JSON.parse(body) as { carrier: string; parameters: Record<string, unknown> };
    if (registration.carrier === VENDOR_CARRIER) {
      const { [`${VENDOR_CARRIER}_terms`]: terms, ...rest } = registration.parameters;
      body = JSON.stringify({ carrier: SANDBOX_CARRIER, parameters: { ...rest, [`${SANDBOX_CARRIER}_terms`]: terms } });
    }
  }
  return new Request(url, { method: request.method, headers, body, redirect: 'manual' });
}

/** The SDK on the sandbox over HTTP with the test key, or acting for a managed account. */
function sdkFor(harness: SandboxHarness, accountId?: string): Shippo {
  const httpClient = new HTTPClient({ fetcher: (input, init) => globalThis.fetch(input, { ...init, redirect: 'manual' }) });
  httpClient.addHook('beforeRequest', async (request) => {
    const outgoing = await translated(request);
    if (accountId) {
      outgoing.headers.set('SVC-ACCOUNT-ID', accountId);
    }
    return outgoing;
  });
  return new Shippo({ apiKeyHeader: `ServiceToken ${harness.sandbox.keys.test}`, serverURL: harness.origin, shippoApiVersion: '2018-02-08', httpClient });
}

/** The SDK speaks HTTP: this file serves its sandbox on loopback whichever project runs it. */
const sandboxOverHttp = () => createSandboxHarness({}, 'http');

describe('the vendor SDK against the sandbox: carrier accounts', () => {
  it('creates an own account and updates it; the answers pass the SDK’s validation', async () => {
    const harness = await sandboxOverHttp();
    const shippo = sdkFor(harness);
    const created = await shippo.carrierAccounts.create({ carrier: 'parcelwise', accountId: '12345678', parameters: { api_key: 'pw-secret-key-0001' }, metadata: 'Main' });
    expect(created).toMatchObject({ carrier: 'parcelwise', accountId: '****5678', active: true, isShippoAccount: false, metadata: 'Main' });
    const id = created.objectId ?? '';
    const updated = await shippo.carrierAccounts.update(id, { carrier: 'parcelwise', accountId: created.accountId, active: false });
    expect(updated).toMatchObject({ objectId: id, active: false, accountId: '****5678' });
    const read = await shippo.carrierAccounts.get(id);
    expect(read.active).toBe(false);
    // (The SDK's `carrier` filter takes only the vendor's carriers: the list is read whole.)
    const page = await shippo.carrierAccounts.list({ serviceLevels: true, results: 100 });
    const listed = page.results?.find((account) => account.objectId === id);
    expect(listed?.serviceLevels?.[0]).toMatchObject({ token: 'parcelwise_ground', supportsReturnLabels: true });
  });

  it('registers through the service on a new managed account and reads the status from pending to active', async () => {
    const harness = await sandboxOverHttp();
    const store = await sdkFor(harness).shippoAccounts.create({ email: 'owner@new-store.example', firstName: 'Nia', lastName: 'Okafor', companyName: 'New Store' });
    const shippo = sdkFor(harness, store.objectId);
    const consent = { company: 'New Store', email: 'shipping@new-store.example', fullName: 'Nia Okafor', phone: '+1 415 555 0100' };
    await expect(shippo.carrierAccounts.register({ carrier: 'canada_post', parameters: { ...consent, canadaPostTerms: false } })).rejects.toMatchObject({ statusCode: 400 });
    const registered = await shippo.carrierAccounts.register({ carrier: 'canada_post', parameters: { ...consent, canadaPostTerms: true } });
    expect(registered).toMatchObject({ carrier: SANDBOX_CARRIER, isShippoAccount: true, active: false });
    expect(await shippo.carrierAccounts.getRegistrationStatus('canada_post')).toMatchObject({ carrierAccount: registered.objectId, status: 'PENDING_TERMS' });
    await harness.sandbox.advance(REGISTRATION_PENDING_MS);
    expect((await shippo.carrierAccounts.getRegistrationStatus('canada_post')).status).toBe('ACTIVE');
  });

  it('starts OAuth: the 302 to the consent page, as the SDK reads it; a missing account is the SDK’s 404 error', async () => {
    const harness = await sandboxOverHttp();
    const shippo = sdkFor(harness);
    const created = await shippo.carrierAccounts.create({ carrier: 'kestrel', accountId: 'K12345678', parameters: {} });
    const started = await shippo.carrierAccounts.initiateOauth2Signin(created.objectId ?? '', 'https://host.example/callback', 'state-1');
    const location = started?.headers.location?.[0] ?? '';
    expect(location.startsWith(`${harness.origin}/carrier-signin/consent?ticket=`)).toBe(true);
    await expect(shippo.carrierAccounts.initiateOauth2Signin('ca_nope', 'https://host.example/callback')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('the vendor SDK against the sandbox: managed accounts', () => {
  it('creates, reads, updates and lists managed accounts at /svc-accounts/', async () => {
    const harness = await sandboxOverHttp();
    const shippo = sdkFor(harness);
    const created = await shippo.shippoAccounts.create({ email: 'owner@new-store.example', firstName: 'Nia', lastName: 'Okafor', companyName: 'New Store' });
    const id = created.objectId ?? '';
    expect(await shippo.shippoAccounts.get(id)).toMatchObject({ objectId: id, companyName: 'New Store' });
    const updated = await shippo.shippoAccounts.update(id, { email: 'nia@new-store.example', firstName: 'Nia', lastName: 'Okafor', companyName: 'New Store Ltd' });
    expect(updated.companyName).toBe('New Store Ltd');
    const listed = await shippo.shippoAccounts.list();
    expect(listed.results?.map((account) => account.objectId)).toContain(id);
  });
});

describe('the vendor SDK against the sandbox: rates at checkout (issue 40)', () => {
  it('service groups: create, update, list, delete', async () => {
    const harness = await sandboxOverHttp();
    const shippo = sdkFor(harness);
    const accounts = await shippo.carrierAccounts.list({ results: 100 });
    const parcelwise = accounts.results?.find((account) => account.carrier === 'parcelwise')?.objectId ?? '';
    const levels = [{ accountObjectId: parcelwise, serviceLevelToken: 'parcelwise_ground' }];
    const created = await shippo.serviceGroups.create({ name: 'Standard', description: 'Ground', type: 'FLAT_RATE', flatRate: '5.00', flatRateCurrency: 'USD', serviceLevels: levels });
    expect(created).toMatchObject({ name: 'Standard', type: 'FLAT_RATE', flatRate: '5.00' });
    const updated = await shippo.serviceGroups.update({ objectId: created.objectId, name: 'Standard+', description: 'Ground', type: 'FLAT_RATE', flatRate: '4.00', flatRateCurrency: 'USD', isActive: true, serviceLevels: levels });
    expect(updated).toMatchObject({ objectId: created.objectId, name: 'Standard+', flatRate: '4.00' });
    const free = await shippo.serviceGroups.create({ name: 'Free', description: '', type: 'FREE_SHIPPING', freeShippingThresholdMin: '50', freeShippingThresholdCurrency: 'USD', serviceLevels: levels });
    expect(free.type).toBe('FREE_SHIPPING');
    expect((await shippo.serviceGroups.list({})).map((group) => group.objectId)).toEqual(expect.arrayContaining([created.objectId, free.objectId]));
    await shippo.serviceGroups.delete(created.objectId);
    expect((await shippo.serviceGroups.list({})).map((group) => group.objectId)).not.toContain(created.objectId);
  });

  it('user parcel templates: create, get, update, list, delete; the default checkout package: put, get, delete; live rates', async () => {
    const harness = await sandboxOverHttp();
    const shippo = sdkFor(harness);
    const box = await shippo.userParcelTemplates.create({ name: 'Mailer', length: '10', width: '8', height: '4', distanceUnit: 'in', weight: '0.5', weightUnit: 'lb' });
    const id = box.objectId ?? '';
    expect(await shippo.userParcelTemplates.get(id)).toMatchObject({ objectId: id, name: 'Mailer' });
    const bare = await shippo.userParcelTemplates.create({ name: 'Bare', length: '6', width: '6', height: '6', distanceUnit: 'in' });
    expect(bare.weight).toBeUndefined();
    const changed = await shippo.userParcelTemplates.update(id, { name: 'Mailer L', length: '12', width: '9', height: '4', distanceUnit: 'in' });
    expect(changed).toMatchObject({ name: 'Mailer L', length: '12' });
    expect((await shippo.userParcelTemplates.list({})).results?.map((template) => template.objectId)).toEqual(expect.arrayContaining([id, bare.objectId]));

    expect((await shippo.ratesAtCheckout.updateDefaultParcelTemplate({ objectId: id })).result?.objectId).toBe(id);
    expect((await shippo.ratesAtCheckout.getDefaultParcelTemplate({})).result?.objectId).toBe(id);

    const address = await harness.raw('POST', '/addresses/', { body: RECIPIENT });
    const addressId = ((await address.json()) as { object_id: string }).object_id;
    const rates = await shippo.ratesAtCheckout.create({ addressTo: addressId, lineItems: [{ title: 'Mug', quantity: 2, totalPrice: '20.00', currency: 'USD', weight: '0.5', weightUnit: 'lb' }], parcel: id });
    expect(rates.results?.length).toBeGreaterThan(0);
    expect(rates.results?.[0]).toMatchObject({ title: expect.any(String) as string, amount: expect.any(String) as string, currency: 'USD' });

    await shippo.ratesAtCheckout.deleteDefaultParcelTemplate({});
    await shippo.userParcelTemplates.delete(bare.objectId ?? '');
    expect((await shippo.userParcelTemplates.list({})).results?.map((template) => template.objectId)).not.toContain(bare.objectId);
  });
});
