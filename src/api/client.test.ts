import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, json, problem } from '../../test/fake-fetch';
import { createApiClient, DEFAULT_API_VERSION, problemCode } from './client';
import {
  ApiError,
  AuthError,
  InvalidRequestError,
  NetworkError,
  UnexpectedResponseError,
  isShippingElementsError,
} from './errors';
import { purchaseBatch } from './resources/batches';
import { getOrder, listOrders } from './resources/orders';
import { createPickup } from './resources/pickups';
import { createRefund } from './resources/refunds';
import { createReportRun, getReportRun } from './resources/reports';
import { createShipment } from './resources/shipments';
import { createTransaction, getTransaction } from './resources/transactions';
import { createTokenSource } from './token';

const BASE = 'https://api.example.test';
const OkSchema = z.looseObject({ ok: z.boolean() });

afterEach(() => {
  // Spies first: a spy on the fake setTimeout, restored after the real clock is back, would put
  // the fake back on globalThis for every later file of the node project (one module graph).
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('createApiClient: headers', () => {
  it('sends ServiceToken with an API key, the default API version and no account header', async () => {
    const fake = createFakeFetch(() => json({ ok: true }));
    const api = createApiClient({ baseUrl: `${BASE}/`, auth: { apiKey: 'svc_test_key' }, fetch: fake.fetch });
    await api.request({ method: 'GET', path: '/orders/', schema: OkSchema });
    const [request] = fake.requests;
    expect(request?.url).toBe(`${BASE}/orders/`);
    expect(request?.headers.get('Authorization')).toBe('ServiceToken svc_test_key');
    expect(request?.headers.get('SVC-API-VERSION')).toBe(DEFAULT_API_VERSION);
    expect(request?.headers.get('SVC-ACCOUNT-ID')).toBeNull();
  });

  it('sends JWT from a token source, a chosen version and the managed account id', async () => {
    const fake = createFakeFetch(() => json({ ok: true }));
    const api = createApiClient({
      baseUrl: BASE,
      auth: { tokenSource: createTokenSource(async () => 'jwt-1') },
      apiVersion: '2017-08-01',
      accountId: 'acct_42',
      fetch: fake.fetch,
    });
    await api.request({ method: 'GET', path: '/orders/', schema: OkSchema });
    const [request] = fake.requests;
    expect(request?.headers.get('Authorization')).toBe('JWT jwt-1');
    expect(request?.headers.get('SVC-API-VERSION')).toBe('2017-08-01');
    expect(request?.headers.get('SVC-ACCOUNT-ID')).toBe('acct_42');
  });

  it('sends an OAuth bearer token', async () => {
    const fake = createFakeFetch(() => json({ ok: true }));
    const api = createApiClient({ baseUrl: BASE, auth: { bearerToken: 'oauth-1' }, fetch: fake.fetch });
    await api.request({ method: 'GET', path: '/orders/', schema: OkSchema });
    expect(fake.requests[0]?.headers.get('Authorization')).toBe('Bearer oauth-1');
  });

  it('encodes ids in paths and repeats array query parameters', async () => {
    const fake = createFakeFetch(() => json({ next: null, previous: null, results: [] }));
    const api = createApiClient({ baseUrl: `${BASE}/base/`, auth: { apiKey: 'k' }, fetch: fake.fetch });
    await listOrders(api, { order_status: ['PAID', 'SHIPPED'], shop_app: 'Shopify', results: 10 });
    const url = new URL(fake.requests[0]!.url);
    expect(url.pathname).toBe('/base/orders/');
    expect(url.searchParams.getAll('order_status[]')).toEqual(['PAID', 'SHIPPED']);
    expect(url.searchParams.get('results')).toBe('10');
    const fake2 = createFakeFetch(() => json({ object_id: 'a/b' }));
    await getOrder(createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake2.fetch }), 'a/b c');
    expect(fake2.requests[0]?.url).toBe(`${BASE}/orders/a%2Fb%20c`);
  });

  it('passes the caller AbortSignal to fetch and lets the abort through unwrapped', async () => {
    const controller = new AbortController();
    const fake = createFakeFetch(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason as Error));
        }),
    );
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    const pending = api.request({ method: 'GET', path: '/orders/', schema: OkSchema, signal: controller.signal });
    controller.abort();
    const error: unknown = await pending.catch((caught: unknown) => caught);
    expect(isShippingElementsError(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('createApiClient: error kinds from real responses', () => {
  it('reads a problem document: code is the last path segment of type; title and detail kept', async () => {
    const fake = createFakeFetch(() => problem(400, 'invalid-column', 'Column nope is not available'));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    const error = await createReportRun(api, { report_type: 'invoice.v1', interval: { start: 1, end: 2 }, columns: ['nope'] }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'api', status: 400, code: 'invalid-column', title: 'invalid column', detail: 'Column nope is not available' });
  });

  it('reads run-not-found as a 404 ApiError', async () => {
    const fake = createFakeFetch(() => problem(404, 'run-not-found'));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    await expect(getReportRun(api, 'run_missing')).rejects.toMatchObject({ kind: 'api', status: 404, code: 'run-not-found' });
  });

  it('maps a field-error body onto fieldErrors, nested fields as dotted paths', async () => {
    const fake = createFakeFetch(() =>
      json({ address_to: { zip: ['Enter a valid ZIP code.'] }, parcels: ['This field is required.'], __all__: ['Invalid shipment.'] }, { status: 400, headers: { 'X-Request-Id': 'req_1' } }),
    );
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    const error = (await createShipment(api, { address_from: 'adr_1', address_to: 'adr_2', parcels: ['prc_1'] }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.kind).toBe('api');
    expect(error.code).toBeUndefined();
    expect(error.requestId).toBe('req_1');
    expect(error.fieldErrors).toEqual({
      'address_to.zip': ['Enter a valid ZIP code.'],
      parcels: ['This field is required.'],
      __all__: ['Invalid shipment.'],
    });
  });

  it('turns a 401 with detail into AuthError for API-key clients, without retrying', async () => {
    const fake = createFakeFetch(() => json({ detail: 'Invalid token.' }, { status: 401 }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'bad' }, fetch: fake.fetch });
    const error = await api.request({ method: 'GET', path: '/orders/', schema: OkSchema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ kind: 'auth', status: 401, detail: 'Invalid token.' });
    expect(fake.requests).toHaveLength(1);
    expect((error as Error).message).not.toContain('bad');
  });

  it('turns a thrown TypeError into NetworkError', async () => {
    const fake = createFakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch, retry: false });
    const error = await api.request({ method: 'GET', path: '/orders/', schema: OkSchema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('turns a 2xx body of the wrong shape into UnexpectedResponseError with issues and the raw body', async () => {
    const body = { object_id: 'txn_1', status: 42 };
    const fake = createFakeFetch(() => json(body));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    const error = (await getTransaction(api, 'txn_1').catch((caught: unknown) => caught)) as UnexpectedResponseError;
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.kind).toBe('unexpected-response');
    expect(error.body).toEqual(body);
    expect(error.issues.some((issue) => issue.path[0] === 'status')).toBe(true);
  });

  it('turns a 2xx body that is not JSON into UnexpectedResponseError', async () => {
    const fake = createFakeFetch(() => new Response('<html>gateway</html>', { status: 200 }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    await expect(api.request({ method: 'GET', path: '/orders/', schema: OkSchema })).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('keeps the text of a non-JSON error body as detail', async () => {
    const fake = createFakeFetch(() => new Response('Bad gateway', { status: 502 }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    await expect(api.request({ method: 'GET', path: '/orders/', schema: OkSchema })).rejects.toMatchObject({
      kind: 'api',
      status: 502,
      detail: 'Bad gateway',
    });
  });

  it('extracts problem codes only from the path of type', () => {
    expect(problemCode('https://x.test/problems/idempotency-conflict')).toBe('idempotency-conflict');
    expect(problemCode('https://x.test/problems/data-unavailable/')).toBe('data-unavailable');
    expect(problemCode('https://x.test/problems/service-unavailable?lang=en#top')).toBe('service-unavailable');
    expect(problemCode('/errors/validation-error')).toBe('validation-error');
  });
});

describe('createApiClient: 401 refresh and replay', () => {
  it('refreshes once and replays once; a second 401 becomes AuthError', async () => {
    let minted = 0;
    const fetchToken = vi.fn(async () => `jwt-${++minted}`);
    const fake = createFakeFetch((request) =>
      request.headers.get('Authorization') === 'JWT jwt-2' ? json({ ok: true }) : json({ detail: 'Token expired' }, { status: 401 }),
    );
    const api = createApiClient({ baseUrl: BASE, auth: { tokenSource: createTokenSource(fetchToken) }, fetch: fake.fetch });
    await expect(api.request({ method: 'GET', path: '/orders/', schema: OkSchema })).resolves.toEqual({ ok: true });
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(fake.requests.map((request) => request.headers.get('Authorization'))).toEqual(['JWT jwt-1', 'JWT jwt-2']);

    const alwaysRefused = createFakeFetch(() => json({ detail: 'Token not recognized' }, { status: 401 }));
    const refusing = createApiClient({
      baseUrl: BASE,
      auth: { tokenSource: createTokenSource(fetchToken) },
      fetch: alwaysRefused.fetch,
    });
    await expect(refusing.request({ method: 'GET', path: '/orders/', schema: OkSchema })).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
      detail: 'Token not recognized',
    });
    expect(alwaysRefused.requests).toHaveLength(2);
  });

  it('shares one refresh among many requests refused with the same token', async () => {
    let minted = 0;
    const fetchToken = vi.fn(async () => `jwt-${++minted}`);
    const fake = createFakeFetch((request) =>
      request.headers.get('Authorization') === 'JWT jwt-1' ? json({ detail: 'expired' }, { status: 401 }) : json({ ok: true }),
    );
    const tokenSource = createTokenSource(fetchToken);
    await tokenSource.get();
    const api = createApiClient({ baseUrl: BASE, auth: { tokenSource }, fetch: fake.fetch });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.request({ method: 'GET', path: '/orders/', schema: OkSchema })),
    );
    expect(results).toHaveLength(20);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});

describe('createApiClient: retries', () => {
  /** Clones held until the test ends, unread, as a cache or an interceptor holds them. */
  const kept: Response[] = [];
  afterEach(() => {
    kept.splice(0);
  });

  function retryingClient(handler: Parameters<typeof createFakeFetch>[0], random = () => 0.5) {
    const fake = createFakeFetch(handler);
    const api = createApiClient({
      baseUrl: BASE,
      auth: { apiKey: 'k' },
      fetch: fake.fetch,
      retry: { retries: 3, baseDelayMs: 100, maxDelayMs: 1_000, random },
    });
    return { api, fake };
  }

  it('retries a 503 on a GET with exponential backoff and full jitter, then succeeds', async () => {
    vi.useFakeTimers();
    const { api, fake } = retryingClient((_, call) => (call < 3 ? problem(503, 'service-unavailable') : json({ ok: true })));
    const sleepSpy = vi.spyOn(globalThis, 'setTimeout');
    const pending = api.request({ method: 'GET', path: '/v2/reporting/reports', schema: OkSchema });
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fake.requests).toHaveLength(3);
    // random = 0.5: first wait is half of 100 ms, the second half of 200 ms.
    const delays = sleepSpy.mock.calls.map((call) => call[1]);
    expect(delays).toEqual([50, 100]);
  });

  it('honours Retry-After (seconds) instead of its own backoff', async () => {
    vi.useFakeTimers();
    const { api, fake } = retryingClient((_, call) =>
      call === 1 ? new Response(null, { status: 503, headers: { 'Retry-After': '2' } }) : json({ ok: true }),
    );
    const pending = api.request({ method: 'GET', path: '/orders/', schema: OkSchema });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    [
      'a branch of a tee whose other branch nobody reads (the response was cloned)',
      () => {
        const response = problem(503, 'service-unavailable');
        kept.push(response.clone());
        return response;
      },
    ],
    [
      'a stream whose cancel never settles',
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => controller.enqueue(new TextEncoder().encode('{"detail":"busy"}')),
            cancel: () => new Promise<void>(() => undefined),
          }),
          { status: 503 },
        ),
    ],
  ])('retries a 503 whose body is %s without waiting for the body to be let go', async (_, unavailable) => {
    vi.useFakeTimers();
    const { api, fake } = retryingClient((_request, call) => (call === 1 ? unavailable() : json({ ok: true })));
    const pending = api.request({ method: 'GET', path: '/v2/reporting/runs/rrun_1', schema: OkSchema });
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the bounded number of retries with the 503 as an ApiError', async () => {
    vi.useFakeTimers();
    const { api, fake } = retryingClient(() => problem(503, 'service-unavailable'));
    const pending = api.request({ method: 'GET', path: '/orders/', schema: OkSchema }).catch((caught: unknown) => caught);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ kind: 'api', status: 503, code: 'service-unavailable' });
    expect(fake.requests).toHaveLength(4);
  });

  it('does not wait for a Retry-After longer than the configured maximum', async () => {
    const { api, fake } = retryingClient(() => new Response(null, { status: 503, headers: { 'Retry-After': '3600' } }));
    await expect(api.request({ method: 'GET', path: '/orders/', schema: OkSchema })).rejects.toMatchObject({
      status: 503,
      retryAfterMs: 3_600_000,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries network failures of safe requests but not of creates', async () => {
    vi.useFakeTimers();
    const flaky = retryingClient((_, call) => {
      if (call === 1) {
        throw new TypeError('socket hang up');
      }
      return json({ ok: true });
    });
    const pending = flaky.api.request({ method: 'GET', path: '/orders/', schema: OkSchema });
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: true });
    expect(flaky.fake.requests).toHaveLength(2);

    const create = retryingClient(() => {
      throw new TypeError('socket hang up');
    });
    await expect(create.api.request({ method: 'POST', path: '/addresses/', body: {}, schema: OkSchema })).rejects.toBeInstanceOf(NetworkError);
    expect(create.fake.requests).toHaveLength(1);
  });

  it.each([
    ['a label purchase', (api: ReturnType<typeof createApiClient>) => createTransaction(api, { rate: 'rate_1' })],
    ['a batch purchase', (api: ReturnType<typeof createApiClient>) => purchaseBatch(api, 'bat_1')],
    ['a refund', (api: ReturnType<typeof createApiClient>) => createRefund(api, { transaction: 'txn_1' })],
    [
      'a pickup',
      (api: ReturnType<typeof createApiClient>) =>
        createPickup(api, {
          carrier_account: 'ca_1',
          location: { address: { country: 'US', name: 'Dock' }, building_location_type: 'Front Door' },
          requested_start_time: '2026-11-23T09:00:00Z',
          requested_end_time: '2026-11-23T17:00:00Z',
          transactions: ['txn_1'],
        }),
    ],
  ])('never retries %s: one request, even on 503 or a dropped connection', async (_, buy) => {
    const unavailable = retryingClient(() => problem(503, 'service-unavailable'));
    await expect(buy(unavailable.api)).rejects.toMatchObject({ status: 503 });
    expect(unavailable.fake.requests).toHaveLength(1);

    const dropped = retryingClient(() => {
      throw new TypeError('connection reset');
    });
    await expect(buy(dropped.api)).rejects.toBeInstanceOf(NetworkError);
    expect(dropped.fake.requests).toHaveLength(1);
  });

  it('stops backing off when the caller aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { api, fake } = retryingClient(() => problem(503, 'service-unavailable'));
    const pending = api
      .request({ method: 'GET', path: '/orders/', schema: OkSchema, signal: controller.signal })
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    const error = await pending;
    expect((error as Error).name).toBe('AbortError');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('createApiClient: downloads and URLs', () => {
  it('fetches a signed URL without Authorization and without cookies', async () => {
    const fake = createFakeFetch(() => new Response(new Uint8Array([1, 2, 3])));
    const api = createApiClient({ baseUrl: BASE, auth: { tokenSource: createTokenSource(async () => 'jwt') }, fetch: fake.fetch });
    const response = await api.download('https://files.example.test/report.csv.gz?signature=abc');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    const [request] = fake.requests;
    expect(request?.headers.get('Authorization')).toBeNull();
    expect(request?.credentials).toBe('omit');
  });

  it('reports an expired signed URL as an ApiError', async () => {
    const fake = createFakeFetch(() => new Response('expired', { status: 403 }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    await expect(api.download('https://files.example.test/x')).rejects.toMatchObject({ kind: 'api', status: 403 });
  });

  it('refuses to send credentials to another origin', async () => {
    const fake = createFakeFetch(() => json({ ok: true }));
    const api = createApiClient({ baseUrl: BASE, auth: { apiKey: 'k' }, fetch: fake.fetch });
    await expect(api.request({ method: 'GET', path: 'https://evil.example/orders/?page=2', schema: OkSchema })).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a baseUrl that is not absolute', () => {
    expect(() => createApiClient({ baseUrl: '/api', auth: { apiKey: 'k' } })).toThrow(InvalidRequestError);
  });
});
