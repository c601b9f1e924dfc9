import { SANDBOX_KEYS, createManagedAccountRegistry } from './accounts';
import { assertScopeCovers, authenticate } from './auth';
import { createClock, createScheduler } from './core/clock';
import { checkOrigin, originPolicy, withCors } from './core/cors';
import type { RequestContext, SandboxServices } from './core/context';
import { createRequestContext } from './core/request-context';
import { createSigner } from './core/crypto';
import { HttpError, detail, json, problem } from './core/http';
import { createRandom } from './core/random';
import { createRouter } from './core/router';
import { createStore, type StoreStats } from './core/store';
import { registerAccountRoutes } from './routes/accounts';
import { registerAddressRoutes } from './routes/addresses';
import { registerBatchRoutes } from './routes/batches';
import { registerCarrierAccountRoutes } from './routes/carrier-accounts';
import { registerCarrierSigninRoutes } from './routes/carrier-signin';
import { registerCatalogRoutes } from './routes/catalog';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerCustomsRoutes } from './routes/customs';
import { registerFileRoutes } from './routes/files';
import { registerManifestRoutes } from './routes/manifests';
import { registerOrderRoutes } from './routes/orders';
import { registerParcelRoutes } from './routes/parcels';
import { registerPickupRoutes } from './routes/pickups';
import { registerRateRoutes } from './routes/rates';
import { registerReportingRoutes } from './reporting/routes';
import { registerShipmentRoutes } from './routes/shipments';
import { registerTrackRoutes } from './routes/tracks';
import { registerTransactionRoutes } from './routes/transactions';
import { registerWebhookRoutes } from './routes/webhooks';
import { createWebhookDispatcher, type WebhookReceivers, type WebhookStats } from './webhooks/delivery';
import { seedScope } from './seed';
import { MAX_SEEDED_LABELS } from './seed-labels';
import { MAX_SEEDED_ORDERS } from './seed-orders';

/** The longest delay `setTimeout` takes (about 24.8 days); a timer due later wakes early and re-arms. */
const MAX_TIMER_MS = 2_147_483_647;

/** API versions the sandbox answers to (spec §9); others get 400. */
export const SUPPORTED_API_VERSIONS = ['2018-02-08'] as const;

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /**
   * Seed of every simulated value (ids, prices, tracking numbers, seeded history).
   * @default 'shipping-elements'
   */
  seed?: string | number;
  /**
   * Orders each account (and mode) is seeded with, placed over the 90 days before the sandbox
   * clock's time at its first request: the 24 every account starts with (#1001 to #1024, the
   * demo's and the tests'), then more numbered from #2001 across sales channels, statuses,
   * countries and basket sizes, the newest one very long (150 lines). Deterministic from `seed`
   * and the clock. 0 to 20,000 (`--orders` for the CLI).
   * @default 24
   */
  orders?: number;
  /**
   * Labels (transactions) each account (and mode) is seeded with, bought over the 90 days before
   * the sandbox clock's time at its first request, across carriers, services, label statuses
   * (bought, failed, voided) and tracking lives (in transit, delivered, returned, lost), each void
   * with its refund. Deterministic from `seed` and the clock. 0 to 20,000 (`--labels` for the CLI).
   * @default 0
   */
  labels?: number;
  /**
   * Start time (epoch ms) of a manual clock that only moves when you call `advance()`.
   * Omit it to follow the wall clock.
   */
  now?: number;
  /**
   * Speeds up background work (batch validation, report runs, refunds): 10 makes it ten times faster.
   * @default 1
   */
  speed?: number;
  /**
   * Key that signs the sandbox's JWTs and file links. By default a random one per sandbox, so a
   * token or link minted by one sandbox (or derived from the public seed) is not accepted by
   * another; set it (`SANDBOX_SECRET` for the CLI) to keep tokens valid across restarts.
   */
  secret?: string;
  /**
   * Origin the sandbox is served on (`http://127.0.0.1:8787`), for the absolute URLs it returns.
   * Without it they follow each request's URL, which over HTTP means its `Host` header; a server
   * that knows its address sets it here or with `setPublicOrigin()` once it listens.
   */
  publicOrigin?: string;
  /**
   * Most objects one account (and mode) keeps, so a long-running sandbox stays within a memory
   * budget. Past it the oldest disposable objects (rates, addresses, parcels, customs, shipments)
   * are forgotten first; when only lasting ones are left (transactions, batches, pickups,
   * manifests, report runs), requests that create objects get a 429 until the sandbox is reset.
   * @default 100000
   */
  maxObjectsPerScope?: number;
  /**
   * Most JSON characters of stored objects one account (and mode) keeps: the sandbox's memory
   * budget, with the same eviction and 429 as `maxObjectsPerScope`.
   * @default 96 MiB: with the sandbox's four accounts in test and live mode, at most about
   * 770 MB of stored JSON, and about 65 MB for the largest batch the API takes (10,000 shipments).
   */
  maxBytesPerScope?: number;
  /**
   * Origins of web pages, besides loopback ones, that may call the sandbox from a browser
   * (`['https://dev.example.com']`, or a function that decides; `--allow-origin` for the CLI).
   * Pages on `localhost`, `127.0.0.0/8` and `[::1]`, any port, are always served, and so is
   * `publicOrigin`; a request from any other page gets `403` (its preflight too), since the
   * sandbox's keys are public.
   */
  allowedOrigins?: readonly string[] | ((origin: string) => boolean);
  /**
   * Delivery of webhook events to the URLs subscribed with `POST /webhooks` that are receivers it
   * may post to (`webhooks.receivers`: loopback by default; docs/api-coverage.md "Webhooks").
   * Deliveries are on in server runtimes (Node, Deno, Bun) and off in a browser (behind MSW there
   * is no receiver to reach): subscriptions are kept either way.
   */
  webhooks?: SandboxWebhookOptions;
}

/** Webhook delivery settings of {@link SandboxOptions}. */
export interface SandboxWebhookOptions {
  /**
   * Key of the deliveries' HMAC signature (`SANDBOX_WEBHOOK_SECRET` for the CLI). By default a
   * random one per sandbox, readable as `sandbox.webhookSecret`.
   */
  secret?: string;
  /** Post events at all. @default true in a server runtime, false in a browser */
  enabled?: boolean;
  /** Attempts per event, the first included. @default 5 */
  attempts?: number;
  /** Wall-clock time one attempt may take before it counts as failed and is retried. @default 3000 */
  timeoutMs?: number;
  /** Sandbox-clock wait before the first retry, doubled per retry and divided by `speed`. @default 1000 */
  backoffMs?: number;
  /** The `fetch` that posts deliveries. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Receivers the sandbox posts to: `'loopback'` (every URL on `localhost`, `127.0.0.0/8`,
   * `[::1]`), origins (`https://hooks.example`: every URL of it), URLs (that URL only), or a
   * function given the URL (`--webhook-allow` for the CLI). A subscription to another `https:` URL
   * is kept, as the API keeps it, but nothing is posted to it (`webhookStats().withheld`). A sandbox
   * served beyond loopback sets this to the receivers its operator names, so that whoever reaches
   * it cannot make it post to services on its own loopback.
   * @default ['loopback']
   */
  receivers?: WebhookReceivers;
}

/** True in Node, Deno and Bun; false in a browser, where the sandbox runs behind MSW. */
function isServerRuntime(): boolean {
  const runtime = globalThis as { process?: { versions?: { node?: unknown } }; Deno?: unknown; Bun?: unknown };
  return typeof runtime.process?.versions?.node === 'string' || runtime.Deno !== undefined || runtime.Bun !== undefined;
}

/** A running sandbox: a web-standard `fetch` handler with state. */
export interface Sandbox {
  /** Answers one request, as the API would. */
  fetch(request: Request): Promise<Response>;
  /** Sets the origin of the absolute URLs it returns (see `SandboxOptions.publicOrigin`). */
  setPublicOrigin(origin: string | undefined): void;
  /** Forgets every object and scheduled job; seeded data comes back on the next request. */
  reset(): void;
  /** Moves a manual clock forward and runs the background work that became due. */
  advance(ms: number): Promise<void>;
  /** Runs background work that is due now. */
  settle(): Promise<void>;
  /** Current sandbox time (epoch ms). */
  now(): number;
  /** Objects held and their rough size: what a long-running sandbox costs in memory. */
  stats(): StoreStats;
  /** Webhook events queued, under way, delivered, given up, dropped and withheld so far. */
  webhookStats(): WebhookStats;
  /** The key that signs webhook deliveries: give it to `createWebhookHandler({ secret })`. */
  readonly webhookSecret: string;
  /** The test and live API keys and the OAuth token of the sandbox's accounts. */
  readonly keys: typeof SANDBOX_KEYS;
}

/**
 * Creates the sandbox: the whole API of the spec, stateful and offline, with simulated carriers.
 *
 * @example
 * const sandbox = createSandbox({ seed: 'test', now: Date.UTC(2026, 10, 21) });
 * const api = createApiClient({ baseUrl: 'http://sandbox.test', auth: { apiKey: sandbox.keys.test }, fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = String(options.seed ?? 'shipping-elements');
  const orders = options.orders;
  if (orders !== undefined && !(Number.isSafeInteger(orders) && orders >= 0 && orders <= MAX_SEEDED_ORDERS)) {
    throw new RangeError(`The orders option takes a whole number from 0 to ${MAX_SEEDED_ORDERS}; got ${String(orders)}.`);
  }
  const labels = options.labels;
  if (labels !== undefined && !(Number.isSafeInteger(labels) && labels >= 0 && labels <= MAX_SEEDED_LABELS)) {
    throw new RangeError(`The labels option takes a whole number from 0 to ${MAX_SEEDED_LABELS}; got ${String(labels)}.`);
  }
  const speed = options.speed && options.speed > 0 ? options.speed : 1;
  const clock = createClock(options.now);
  // A wall-clock sandbox with webhook subscribers runs background work on a timer (see wake()).
  let listening = false;
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  let wakeAt = Infinity;
  const scheduler = createScheduler(clock, (at) => wake(at));
  const duration = (ms: number) => Math.max(1, Math.round(ms / speed));
  const webhookOptions = options.webhooks ?? {};
  const webhooks = createWebhookDispatcher(
    { clock, scheduler, duration, apiVersion: SUPPORTED_API_VERSIONS[0] },
    {
      secret: webhookOptions.secret ?? `whsec_${crypto.randomUUID().replaceAll('-', '')}`,
      enabled: webhookOptions.enabled ?? isServerRuntime(),
      attempts: Math.max(1, webhookOptions.attempts ?? 5),
      timeoutMs: webhookOptions.timeoutMs ?? 3000,
      backoffMs: webhookOptions.backoffMs ?? 1000,
      fetch: webhookOptions.fetch,
      receivers: webhookOptions.receivers,
    },
  );

  function wake(at: number | undefined) {
    if (at === undefined || clock.mode !== 'real' || !listening || !webhooks.enabled || wakeAt <= at) {
      return;
    }
    clearTimeout(wakeTimer);
    wakeAt = at;
    wakeTimer = setTimeout(
      () => {
        wakeTimer = undefined;
        wakeAt = Infinity;
        scheduler
          .runDue()
          .catch((error: unknown) => console.error('[sandbox] background work failed:', error))
          .finally(() => wake(scheduler.nextDue()));
      },
      // Tracking events are days ahead; a timer past 2^31 - 1 ms would fire at once, and again.
      Math.min(MAX_TIMER_MS, Math.max(0, at - clock.now())),
    );
    // Never keeps a Node process alive on its own.
    (wakeTimer as { unref?: () => void }).unref?.();
  }

  const store = createStore({ maxObjectsPerScope: options.maxObjectsPerScope, maxBytesPerScope: options.maxBytesPerScope });
  let random = createRandom(`${seed}:ids`);
  let publicOrigin = options.publicOrigin === undefined ? undefined : new URL(options.publicOrigin).origin;
  const allowedOrigin = originPolicy(options.allowedOrigins);
  const isCorsOrigin = (origin: string) => origin === publicOrigin || allowedOrigin(origin);
  const managedAccounts = createManagedAccountRegistry();
  const services: SandboxServices = {
    clock,
    managedAccounts,
    scheduler,
    store,
    signer: createSigner(options.secret ?? `sandbox-secret:${crypto.randomUUID()}`),
    get random() {
      return random;
    },
    get publicOrigin() {
      return publicOrigin;
    },
    seed,
    orders,
    labels,
    duration,
    webhooks,
    webhookListener() {
      listening = true;
      wake(scheduler.nextDue());
    },
  };

  const routers = createRouters();

  return {
    keys: SANDBOX_KEYS,
    async fetch(request) {
      // Another site's page is refused before anything is read or run, its preflight included.
      const origin = checkOrigin(request, isCorsOrigin);
      if (origin instanceof Response) {
        return origin;
      }
      try {
        return withCors(await handle(services, routers, request), origin, request);
      } catch (error) {
        if (error instanceof HttpError) {
          return withCors(error.response, origin, request);
        }
        console.error('[sandbox] internal error:', error);
        return withCors(json({ detail: 'The sandbox hit an internal error. This is a bug in the sandbox.' }, 500), origin, request);
      }
    },
    setPublicOrigin(origin) {
      publicOrigin = origin === undefined ? undefined : new URL(origin).origin;
    },
    reset() {
      store.clear();
      managedAccounts.clear();
      scheduler.clear();
      webhooks.clear();
      listening = false;
      clearTimeout(wakeTimer);
      wakeTimer = undefined;
      wakeAt = Infinity;
      random = createRandom(`${seed}:ids`);
    },
    async advance(ms) {
      clock.advance(ms);
      await scheduler.runDue();
    },
    settle: () => scheduler.runDue(),
    now: () => clock.now(),
    stats: () => store.stats(),
    webhookStats: () => webhooks.stats(),
    webhookSecret: webhooks.secret,
  };
}

/** The API's routes, which need credentials, and the signed file links, which do not. */
interface Routers {
  api: ReturnType<typeof createRouter<RequestContext>>;
  files: ReturnType<typeof createRouter<SandboxServices & { request: Request; url: URL }>>;
}

function createRouters(): Routers {
  const api = createRouter<RequestContext>();
  registerAccountRoutes(api);
  // Before the catalog's `GET /carrier_accounts/:id`, which would take `reg-status` for an id.
  registerCarrierAccountRoutes(api);
  registerAddressRoutes(api);
  registerCatalogRoutes(api);
  registerCheckoutRoutes(api);
  registerOrderRoutes(api);
  registerParcelRoutes(api);
  registerShipmentRoutes(api);
  registerRateRoutes(api);
  registerTransactionRoutes(api);
  registerTrackRoutes(api);
  registerBatchRoutes(api);
  registerPickupRoutes(api);
  registerManifestRoutes(api);
  registerCustomsRoutes(api);
  registerReportingRoutes(api);
  registerWebhookRoutes(api);
  const files = createRouter<SandboxServices & { request: Request; url: URL }>();
  registerFileRoutes(files);
  registerCarrierSigninRoutes(files);
  return { api, files };
}

/**
 * Answers one request: runs the work that fell due, serves a signed file link, or authenticates,
 * checks the API version and the scope, seeds a new account's scope on its first request and
 * routes. Errors are thrown as {@link HttpError}s, answered by the sandbox's `fetch`.
 */
async function handle(services: SandboxServices, routers: Routers, request: Request): Promise<Response> {
  const { store, scheduler } = services;
  await scheduler.runDue();
  const url = new URL(request.url);
  const isReporting = url.pathname.startsWith('/v2/reporting/');

  if (request.method === 'OPTIONS') {
    return new Response(null, { status: 204 });
  }

  const publicRoute = routers.files.match(request.method, url.pathname);
  if ('handler' in publicRoute) {
    return publicRoute.handler({ ...services, request, url }, publicRoute.params);
  }

  const simulate = request.headers.get('X-Sandbox-Simulate');
  if (simulate === '503') {
    throw isReporting
      ? problem(503, 'service-unavailable', 'Service unavailable', 'The service is temporarily unavailable. Retry with backoff.', {
          'Retry-After': '1',
        })
      : detail(503, 'The service is temporarily unavailable.', { 'Retry-After': '1' });
  }

  const { credential, grants, ...scope } = await authenticate(services, request);

  const apiVersion = request.headers.get('SVC-API-VERSION') ?? SUPPORTED_API_VERSIONS[0];
  if (!(SUPPORTED_API_VERSIONS as readonly string[]).includes(apiVersion)) {
    throw detail(400, `Unsupported API version "${apiVersion}". Supported: ${SUPPORTED_API_VERSIONS.join(', ')}.`);
  }

  const route = routers.api.match(request.method, url.pathname);
  if (!('handler' in route)) {
    if (route.allowed.length > 0) {
      throw detail(405, `Method "${request.method}" not allowed.`, { Allow: route.allowed.join(', ') });
    }
    throw detail(404, 'Not found.');
  }
  assertScopeCovers(grants, url.pathname);

  // A managed account a platform created starts empty: no carrier accounts until one is connected.
  if (store.claim(scope) && !services.managedAccounts.isCreated(scope.accountId)) {
    seedScope(services, scope, services.publicOrigin ?? url.origin);
  }
  if (!['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(request.method) && store.isFull(scope)) {
    throw detail(429, 'This sandbox account holds the most objects it keeps. Restart the sandbox (or call reset()) to start again.');
  }

  const context = createRequestContext(services, request, { scope, credential, apiVersion });
  return route.handler(context, route.params);
}
