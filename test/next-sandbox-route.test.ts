// `shipping-elements/next` (issue 42): the sandbox served in a Next.js server's own process by
// the route init writes (app/api/shipping-sandbox/[...path]/route.ts), web-standard Request in and
// Response out as Next.js calls a route handler. Without a key: the token route mints from that
// sandbox, the page's baseUrl is the route, and a label is bought and downloaded through it. With
// a key, or in production: 404, and the token route talks to the key's API.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_KEYS } from '../sandbox/accounts';
import { createApiClient } from '../src/api/client';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { createTokenSource } from '../src/api/token';
import { createSandboxRouteHandler, shippingApiConnection, shippingApiUrl } from '../src/next/index';
import { createTokenHandler } from '../src/server/token-handler';
import { BOX, RECIPIENT, SENDER } from './fixtures/addresses';

const APP = 'http://127.0.0.1:3000';

beforeEach(() => {
  // The machine's own variables must not decide which API the route picks.
  vi.stubEnv('SHIPPING_API_KEY', undefined);
  vi.stubEnv('SHIPPING_API_URL', undefined);
  vi.stubEnv('NODE_ENV', 'development');
});
afterEach(() => vi.unstubAllEnvs());

/** The token route as init writes it, for the app's own page. */
async function mintToken(): Promise<{ token: string; expires_in: number }> {
  const handler = createTokenHandler({ ...shippingApiConnection(), authorize: () => true });
  const response = await handler(new Request(`${APP}/api/shipping-token`, { method: 'POST', headers: { Origin: APP } }));
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string; expires_in: number };
}

/** The page's API client, as the provider makes it, whose requests reach the route handler. */
function pageClient(route: (request: Request) => Promise<Response>, baseUrl: string, token: { token: string; expires_in: number }) {
  return createApiClient({
    baseUrl,
    auth: { tokenSource: createTokenSource(() => Promise.resolve(token)) },
    retry: false,
    // A browser on the app's page sends its origin with every request but a same-origin GET.
    fetch: (input, init) => {
      const request = new Request(input, init);
      const headers = new Headers(request.headers);
      if (request.method !== 'GET') {
        headers.set('Origin', APP);
      }
      return route(new Request(request, { headers }));
    },
  });
}

describe('createSandboxRouteHandler without a key (npm run dev)', () => {
  it('the page gets the route as its baseUrl, the token route mints from the same sandbox, and a label is bought and downloaded through the route', async () => {
    const route = createSandboxRouteHandler();
    const baseUrl = shippingApiUrl(new Headers({ Host: '127.0.0.1:3000' }));
    expect(baseUrl).toBe(`${APP}/api/shipping-sandbox`);
    const api = pageClient(route, baseUrl, await mintToken());
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    expect(label.status).toBe('SUCCESS');
    // Its link is on the route, not on the in-process sandbox's own origin.
    expect(label.label_url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/api\/shipping-sandbox\/files\/labels\//);
    const file = await api.download(label.label_url!);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('keeps one sandbox per server process: a route module evaluated again (Next.js dev reloading it) sees the same objects', async () => {
    const api = pageClient(createSandboxRouteHandler(), `${APP}/api/shipping-sandbox`, await mintToken());
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    vi.resetModules();
    const reloaded = await import('../src/next/index');
    const response = await reloaded.createSandboxRouteHandler()(
      new Request(`${APP}/api/shipping-sandbox/shipments/${shipment.object_id}`, { headers: { Authorization: `ServiceToken ${SANDBOX_KEYS.test}` } }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { object_id: string }).object_id).toBe(shipment.object_id);
  });

  it('answers loopback names and its allowedHosts only (421), and pages of its own origin or loopback only (403)', async () => {
    const route = createSandboxRouteHandler({ allowedHosts: ['shop.test'] });
    const carriers = (host: string, origin?: string) =>
      route(
        new Request(`http://${host}/api/shipping-sandbox/carrier_accounts`, {
          method: 'POST',
          headers: { Host: host, Authorization: `ServiceToken ${SANDBOX_KEYS.test}`, 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
          body: '{}',
        }),
      );
    expect((await carriers('rebound.example:3000', 'http://rebound.example:3000')).status).toBe(421);
    expect((await carriers('127.0.0.1:3000', 'https://evil.example')).status).toBe(403);
    expect((await carriers('shop.test:3000', 'https://evil.example')).status).toBe(403);
    // The app's own page on an allowed name reaches the sandbox (which answers the empty body itself).
    const own = await carriers('shop.test:3000', 'http://shop.test:3000');
    expect(own.status).toBe(400);
    expect(own.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const outside = await route(new Request(`${APP}/api/other/carrier_accounts`));
    expect(outside.status).toBe(404);
  });
});

describe('createSandboxRouteHandler with a key or in production', () => {
  it('with SHIPPING_API_KEY set answers 404, and the token route and the page use SHIPPING_API_URL', async () => {
    vi.stubEnv('SHIPPING_API_KEY', 'svc_live_mine');
    vi.stubEnv('SHIPPING_API_URL', 'https://api.example.com');
    const response = await createSandboxRouteHandler()(new Request(`${APP}/api/shipping-sandbox/carrier_accounts`, { headers: { Authorization: `ServiceToken ${SANDBOX_KEYS.test}` } }));
    expect(response.status).toBe(404);
    expect(shippingApiConnection()).toEqual({ apiKey: 'svc_live_mine', baseUrl: 'https://api.example.com' });
    expect(shippingApiUrl(new Headers({ Host: '127.0.0.1:3000' }))).toBe('https://api.example.com');
    vi.stubEnv('SHIPPING_API_URL', undefined);
    expect(() => shippingApiConnection()).toThrow(/SHIPPING_API_URL is not/);
  });

  it('in production with no key answers 404, and the token route refuses to start with the sentence of what to set', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const response = await createSandboxRouteHandler()(new Request(`${APP}/api/shipping-sandbox/carrier_accounts`, { headers: { Authorization: `ServiceToken ${SANDBOX_KEYS.test}` } }));
    expect(response.status).toBe(404);
    expect(() => shippingApiConnection()).toThrow(/SHIPPING_API_KEY is not set/);
    expect(() => shippingApiUrl(new Headers({ Host: '127.0.0.1:3000' }))).toThrow(/SHIPPING_API_KEY is not set/);
  });
});
