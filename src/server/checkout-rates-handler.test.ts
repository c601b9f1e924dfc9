// The storefront's checkout-rates route against the in-process sandbox: what a shopper gets, what
// never leaves the server, and the bounds on what a shopper may send and how often.
import { describe, expect, it } from 'vitest';
import { RECIPIENT, createSandboxHarness } from '../../test/sandbox-harness';
import { listCarrierAccounts } from '../api/resources/carrier-accounts';
import { createServiceGroup, deleteServiceGroup, listServiceGroups } from '../api/resources/service-groups';
import type { CheckoutRatesAnswer } from '../api/checkout-options';
import { createCheckoutRatesHandler, type CheckoutRatesHandlerOptions } from './checkout-rates-handler';

const ORIGIN = 'https://shop.example';
const LINE = { quantity: 1, total_price: '37.50', currency: 'USD', weight: '1', weight_unit: 'lb', title: 'Mug' };

/** A sandbox with two groups (a discounted live rate, free shipping over $50) and a route to it. */
async function setUp(options: Partial<CheckoutRatesHandlerOptions> = {}) {
  const harness = await createSandboxHarness();
  const api = harness.client();
  for (const group of await listServiceGroups(api)) {
    await deleteServiceGroup(api, group.object_id);
  }
  const accounts = await listCarrierAccounts(api, { results: 100 });
  const account = accounts.results.find((candidate) => candidate.carrier === 'slowpost')?.object_id ?? '';
  const levels = [{ account_object_id: account, service_level_token: 'slowpost_economy' }];
  await createServiceGroup(api, { name: 'Standard', description: 'Tracked', type: 'LIVE_RATE', service_levels: levels, flat_rate: '7.99', flat_rate_currency: 'USD', rate_adjustment: -10 });
  await createServiceGroup(api, { name: 'Free shipping', type: 'FREE_SHIPPING', service_levels: levels, free_shipping_threshold_min: '50', free_shipping_threshold_currency: 'USD' });
  // Every upstream request is the sandbox's; the test keeps a copy of each body to see what was sent.
  const sent: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    sent.push(await request.clone().text());
    return harness.fetch(request);
  };
  const handler = createCheckoutRatesHandler({
    apiKey: harness.sandbox.keys.test,
    baseUrl: harness.origin,
    publicOrigin: ORIGIN,
    clientKey: (request) => request.headers.get('X-Client') ?? 'anonymous',
    fetch,
    ...options,
  });
  return { harness, handler, sent };
}

const ask = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/checkout-rates`, {
    method: 'POST',
    headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('createCheckoutRatesHandler', () => {
  it('answers the options a shopper may see, and how much more the cart needs for free shipping', async () => {
    const { harness, handler, sent } = await setUp();
    const response = await handler(ask({ address: { ...RECIPIENT, email: 'grace@example.com' }, cart: [LINE] }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    const answer = JSON.parse(text) as CheckoutRatesAnswer;
    expect(answer.options).toHaveLength(1);
    const [standard] = answer.options;
    expect(Object.keys(standard ?? {}).sort()).toEqual(['amount', 'currency', 'description', 'estimated_days', 'id', 'name']);
    expect(standard).toMatchObject({ id: 'Standard', name: 'Standard', description: 'Tracked', currency: 'USD' });
    expect(standard?.amount).toMatch(/^\d+\.\d{2}$/);
    expect(standard?.estimated_days).toBeGreaterThan(0);
    // The cart must exceed $50: $37.50 needs $12.51 more.
    expect(answer.free_shipping).toEqual({ name: 'Free shipping', threshold: '50.00', remaining: '12.51', currency: 'USD' });
    // Nothing of the merchant's setup, and never the key.
    expect(text).not.toMatch(/object_id|account|service_level|rate_adjustment|flat_rate|amount_local/);
    expect(text).not.toContain(harness.sandbox.keys.test);
    // Only the fields rates need went upstream: not the shopper's e-mail.
    expect(sent.join('\n')).not.toContain('grace@example.com');
  });

  it('offers free shipping above the threshold, and then has no threshold to show', async () => {
    const { handler } = await setUp();
    const response = await handler(ask({ address: RECIPIENT, cart: [LINE, { ...LINE, total_price: '12.51' }] }));
    const answer = (await response.json()) as CheckoutRatesAnswer;
    expect(answer.options.map((option) => [option.name, option.amount])).toEqual([
      ['Standard', expect.any(String)],
      ['Free shipping', '0.00'],
    ]);
    expect(answer.free_shipping).toBeNull();
    // A group without a description has none, not an empty text.
    expect(answer.options[1]?.description).toBeNull();
  });

  it('refuses what a shopper may not send, naming the fields, without asking the API', async () => {
    const { handler, sent } = await setUp({ maxLines: 2, maxQuantity: 10 });
    const refused = async (body: unknown) => {
      const response = await handler(ask(body));
      expect(response.status).toBe(400);
      return ((await response.json()) as { fields: string[] }).fields;
    };
    expect(await refused({ address: { city: 'Brooklyn' }, cart: [LINE] })).toEqual(['address.country']);
    expect(await refused({ address: { ...RECIPIENT, street1: 'x'.repeat(101) }, cart: [LINE] })).toEqual(['address.street1']);
    expect(await refused({ address: RECIPIENT, cart: [] })).toEqual(['cart']);
    expect(await refused({ address: RECIPIENT, cart: [LINE, LINE, LINE] })).toEqual(['cart']);
    expect(
      await refused({ address: RECIPIENT, cart: [{ ...LINE, quantity: 11 }, { ...LINE, quantity: 1.5, total_price: '1e9', currency: 'usd', weight: '-1' }] }),
    ).toEqual(['cart.0.quantity', 'cart.1.quantity', 'cart.1.total_price', 'cart.1.currency', 'cart.1.weight']);
    expect((await handler(ask('{"address":'))).status).toBe(400);
    expect(sent).toEqual([]);
  });

  it('refuses a body over maxBodyBytes with 413', async () => {
    const { handler } = await setUp({ maxBodyBytes: 512 });
    const response = await handler(ask({ address: RECIPIENT, cart: [{ ...LINE, title: 'x'.repeat(600) }] }));
    expect(response.status).toBe(413);
  });

  it('limits each client key to maxRequests per window, with Retry-After, and lets it ask again after the window', async () => {
    let now = Date.UTC(2026, 10, 23, 15, 0, 0);
    const { handler } = await setUp({ maxRequests: 2, windowMs: 60_000, now: () => now });
    const body = { address: RECIPIENT, cart: [LINE] };
    expect((await handler(ask(body, { 'X-Client': 'a' }))).status).toBe(200);
    now += 10_000;
    expect((await handler(ask(body, { 'X-Client': 'a' }))).status).toBe(200);
    const third = await handler(ask(body, { 'X-Client': 'a' }));
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('50');
    // Another client is not affected; the first asks again once its window is over.
    expect((await handler(ask(body, { 'X-Client': 'b' }))).status).toBe(200);
    now += 50_000;
    expect((await handler(ask(body, { 'X-Client': 'a' }))).status).toBe(200);
  });

  it('refuses another site’s page, another method and another host before anything else', async () => {
    const { handler, sent } = await setUp();
    const body = { address: RECIPIENT, cart: [LINE] };
    expect((await handler(ask(body, { Origin: 'https://evil.example' }))).status).toBe(403);
    expect((await handler(new Request(`${ORIGIN}/api/checkout-rates`))).status).toBe(405);
    expect((await handler(new Request('https://evil.example/api/checkout-rates', { method: 'POST', body: JSON.stringify(body) }))).status).toBe(421);
    expect(sent).toEqual([]);
  });

  it('rates the cart as the store knows it when resolveCart is given', async () => {
    const { handler, sent } = await setUp({ resolveCart: (cart) => cart.map((line) => ({ ...line, total_price: '80.00' })) });
    const answer = (await (await handler(ask({ address: RECIPIENT, cart: [{ ...LINE, total_price: '0.01' }] }))).json()) as CheckoutRatesAnswer;
    expect(answer.options.map((option) => option.name)).toEqual(['Standard', 'Free shipping']);
    expect(sent.join('\n')).not.toContain('0.01');
  });

  it('quotes for the managed account accountId(request) names, with that account’s own groups', async () => {
    const { harness } = await setUp();
    const managed = harness.client(undefined, { accountId: 'acct_managed_corner_shop' });
    for (const group of await listServiceGroups(managed)) {
      await deleteServiceGroup(managed, group.object_id);
    }
    const [account] = (await listCarrierAccounts(managed, { results: 100, service_levels: true })).results;
    const levels = [{ account_object_id: account?.object_id ?? '', service_level_token: account?.service_levels?.[0]?.token ?? '' }];
    await createServiceGroup(managed, { name: 'Corner courier', type: 'FLAT_RATE', service_levels: levels, flat_rate: '4.00', flat_rate_currency: 'USD' });
    const handler = createCheckoutRatesHandler({
      apiKey: harness.sandbox.keys.test,
      baseUrl: harness.origin,
      publicOrigin: ORIGIN,
      clientKey: () => 'a',
      accountId: (request) => (request.headers.get('X-Store') === 'corner' ? 'acct_managed_corner_shop' : undefined),
      fetch: harness.fetch,
    });
    const names = async (headers: Record<string, string>) => ((await (await handler(ask({ address: RECIPIENT, cart: [LINE] }, headers))).json()) as CheckoutRatesAnswer).options.map((option) => option.name);
    expect(await names({ 'X-Store': 'corner' })).toEqual(['Corner courier']);
    expect(await names({})).toEqual(['Standard']);
  });

  it('answers 504 when the API does not answer within timeoutMs', async () => {
    const harness = await createSandboxHarness();
    // An upstream that takes the request and never answers: the route gives up at timeoutMs.
    const late: typeof globalThis.fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const handler = createCheckoutRatesHandler({ apiKey: harness.sandbox.keys.test, baseUrl: harness.origin, clientKey: () => 'a', fetch: late, timeoutMs: 50 });
    const response = await handler(new Request('http://127.0.0.1/api/checkout-rates', { method: 'POST', body: JSON.stringify({ address: RECIPIENT, cart: [LINE] }) }));
    expect(response.status).toBe(504);
    expect(response.headers.get('Retry-After')).toBe('5');
  });

  it('refuses to be created without a key or a clientKey', () => {
    expect(() => createCheckoutRatesHandler({ apiKey: '', baseUrl: 'https://x.test', clientKey: () => 'a' })).toThrow(TypeError);
    expect(() => createCheckoutRatesHandler({ apiKey: 'k', baseUrl: 'https://x.test' } as unknown as CheckoutRatesHandlerOptions)).toThrow(TypeError);
  });
});
