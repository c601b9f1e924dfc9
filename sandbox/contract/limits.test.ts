import { describe, expect, it } from 'vitest';
import { listCarrierAccounts } from '../../src/api/resources/carrier-accounts';
import { createCustomsItem, listCustomsDeclarations, listCustomsItems } from '../../src/api/resources/customs';
import { listManifests } from '../../src/api/resources/manifests';
import { listOrders, OrderPageSchema } from '../../src/api/resources/orders';
import { iterateItems } from '../../src/api/pagination';
import { SANDBOX_TRANSPORT, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';

describe('sandbox: limits (spec §8)', () => {
  it(`reaches the sandbox ${SANDBOX_TRANSPORT === 'http' ? 'over loopback HTTP' : 'in-process'}`, async () => {
    const { origin } = await createSandboxHarness();
    expect(origin).toMatch(SANDBOX_TRANSPORT === 'http' ? /^http:\/\/127\.0\.0\.1:\d+$/ : /^http:\/\/sandbox\.test$/);
  });

  it.each(['/orders/', '/carrier_accounts', '/customs/items/', '/transactions/', '/shipments/', '/manifests/', '/parcels/'])(
    'refuses results above 100 on %s with 400 and a field error',
    async (path) => {
      const { raw } = await createSandboxHarness();
      const response = await raw('GET', `${path}?results=101`);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('results');
      expect((await raw('GET', `${path}?results=100`)).status).toBe(200);
      expect((await raw('GET', `${path}?page=0`)).status).toBe(400);
    },
  );

  it('uses the per-endpoint default page sizes: 5 for carrier accounts, manifests, customs declarations; 25 for customs items', async () => {
    const { raw, client } = await createSandboxHarness();
    const api = client();
    expect((await listCarrierAccounts(api)).results.length).toBeLessThanOrEqual(5);
    for (let index = 0; index < 30; index += 1) {
      await createCustomsItem(api, { description: `Item ${index}`, quantity: 1, net_weight: '1', mass_unit: 'lb', value_amount: '1', value_currency: 'USD', origin_country: 'US' });
    }
    const items = await listCustomsItems(api);
    expect(items.results).toHaveLength(25);
    expect(items.next).toContain('page=2');
    expect((await listCustomsItems(api, { page: 2 })).results).toHaveLength(5);
    expect((await listManifests(api)).results).toHaveLength(0);
    expect((await listCustomsDeclarations(api)).results).toHaveLength(0);
    const page = (await (await raw('GET', '/manifests/')).json()) as { next: unknown; previous: unknown };
    expect(page).toMatchObject({ next: null, previous: null });
  });

  it('links pages with absolute next/previous URLs that the client iterator follows', async () => {
    const { client, origin } = await createSandboxHarness();
    const api = client();
    const first = await listOrders(api, { results: 10 });
    expect(first.next).toBe(`${origin}/orders/?results=10&page=2`);
    expect(first.previous).toBeNull();
    const all = [];
    for await (const order of iterateItems(api, (options) => listOrders(api, { results: 10 }, options), OrderPageSchema)) {
      all.push(order.object_id);
    }
    expect(all).toHaveLength(24);
    expect(new Set(all).size).toBe(24);
  });
});

describe('sandbox: bad input never crashes it and never corrupts state', () => {
  it.each([
    ['malformed JSON', '{"name": ', 400],
    ['a JSON array instead of an object', '[1,2]', 400],
    ['wrong types', JSON.stringify({ country: 42, validate: 'yes' }), 400],
    ['an empty body', '', 400],
  ])('answers %s with a clear 4xx', async (_, body, status) => {
    const { raw } = await createSandboxHarness();
    const response = await raw('POST', '/addresses/', { body, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(Object.keys((await response.json()) as object).length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown ids and paths, 405 for a wrong method, 413 for an oversize body', async () => {
    const { raw } = await createSandboxHarness();
    expect((await raw('GET', '/shipments/shp_missing')).status).toBe(404);
    expect((await raw('GET', '/transactions/txn_missing')).status).toBe(404);
    expect((await raw('GET', '/no-such-endpoint')).status).toBe(404);
    const wrongMethod = await raw('DELETE', '/orders/');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toBe('GET, POST');
    const huge = await raw('POST', '/addresses/', { body: JSON.stringify({ country: 'US', metadata: 'x'.repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
  });

  it('keeps working and keeps its state after bad requests', async () => {
    const { raw } = await createSandboxHarness();
    const created = await raw('POST', '/addresses/', { body: { country: 'US', name: 'Before' } });
    await raw('POST', '/addresses/', { body: '{oops' });
    await raw('POST', '/shipments/', { body: { address_from: 'nope', address_to: 'nope', parcels: ['nope'] } });
    const id = ((await created.json()) as { object_id: string }).object_id;
    const fetched = await raw('GET', `/addresses/${id}`);
    expect(fetched.status).toBe(200);
    expect(((await raw('GET', '/addresses/').then((response) => response.json())) as { results: unknown[] }).results).toHaveLength(2);
  });

  it('simulates a 503 on demand with the X-Sandbox-Simulate header, with Retry-After', async () => {
    const { raw } = await createSandboxHarness();
    const response = await raw('GET', '/orders/', { headers: { 'X-Sandbox-Simulate': '503' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('1');
    const reporting = await raw('GET', '/v2/reporting/reports', { headers: { 'X-Sandbox-Simulate': '503' } });
    expect(reporting.headers.get('Content-Type')).toBe('application/problem+json');
    expect(((await reporting.json()) as { type: string }).type).toMatch(/\/service-unavailable$/);
  });

  it('answers CORS preflights so a local page can call it directly', async () => {
    const { fetch, origin } = await createSandboxHarness();
    const response = await fetch(`${origin}/orders/`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('SVC-API-VERSION');
  });

  it('is deterministic from its seed and forgets everything on reset()', async () => {
    const first = await createSandboxHarness();
    const second = await createSandboxHarness();
    const ids = async (harness: SandboxHarness) => (await listOrders(harness.client(), { results: 3 })).results.map((order) => order.object_id);
    expect(await ids(first)).toEqual(await ids(second));
    await first.raw('POST', '/addresses/', { body: { country: 'US' } });
    first.sandbox.reset();
    const addresses = (await (await first.raw('GET', '/addresses/')).json()) as { results: unknown[] };
    expect(addresses.results).toHaveLength(1);
  });
});
