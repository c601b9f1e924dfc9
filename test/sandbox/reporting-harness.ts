/**
 * A minimal sandbox for the reporting tests: the core services, the reporting routes and the
 * file route, and the same request-context building as `sandbox.ts`, without the other route
 * modules (so these tests do not depend on them) and with the scope given instead of a token.
 */
import { createManagedAccountRegistry, ownerOf } from '../../sandbox/accounts';
import { createClock, createScheduler } from '../../sandbox/core/clock';
import { createWebhookDispatcher } from '../../sandbox/webhooks/delivery';
import { createRequestContext } from '../../sandbox/core/request-context';
import type { RequestContext, SandboxServices } from '../../sandbox/core/context';
import { createSigner } from '../../sandbox/core/crypto';
import { HttpError, detail, json } from '../../sandbox/core/http';
import { createRandom } from '../../sandbox/core/random';
import { createRouter } from '../../sandbox/core/router';
import type { PublicContext } from '../../sandbox/core/signed-url';
import { type Scope, createStore } from '../../sandbox/core/store';
import { registerReportFileRoutes, registerReportingRoutes } from '../../sandbox/reporting/routes';

/** Origin of the harness's requests and signed URLs. */
export const HARNESS_ORIGIN = 'http://sandbox.test';

/** Options of {@link createReportingHarness}. */
export interface ReportingHarnessOptions {
  /** Start of the manual clock, epoch milliseconds. */
  now: number;
  /** @default 'reporting-tests' */
  seed?: string;
  /** Speeds background work up, as the sandbox's `speed` option. @default 1 */
  speed?: number;
}

/** What a test sends: a path relative to the origin, an optional JSON body and scope. */
export interface HarnessRequest {
  method?: string;
  /** A path such as `/v2/reporting/runs`, or an absolute URL (for signed file URLs). */
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, instead of `body` (for malformed JSON). */
  rawBody?: string;
  /** The authenticated scope; the file route ignores it. @default the main merchant's test scope */
  scope?: Scope;
  headers?: Record<string, string>;
}

/** A running harness. */
export interface ReportingHarness {
  services: SandboxServices;
  /** Scopes of the sandbox's accounts, to act as. */
  scopes: { merchant: Scope; merchantLive: Scope; other: Scope };
  /** Answers one request as the sandbox would (authentication replaced by the given scope). */
  send(request: HarnessRequest): Promise<Response>;
  /** Answers a ready-made request (for the typed client's `fetch` option) as `scope`. */
  fetch(request: Request, scope?: Scope): Promise<Response>;
  /** Moves the clock forward and runs the background work that became due. */
  advance(ms: number): Promise<void>;
  now(): number;
}

/** A scope of an account in test or live mode, with the owner the sandbox gives it. */
export function scopeOf(accountId: string, test: boolean): Scope {
  return { accountId, test, owner: ownerOf(accountId) };
}

/** Creates the harness with a manual clock at `options.now`. */
export function createReportingHarness(options: ReportingHarnessOptions): ReportingHarness {
  const seed = options.seed ?? 'reporting-tests';
  const speed = options.speed && options.speed > 0 ? options.speed : 1;
  const clock = createClock(options.now);
  const scheduler = createScheduler(clock);
  const services: SandboxServices = {
    clock,
    scheduler,
    store: createStore(),
    managedAccounts: createManagedAccountRegistry(),
    signer: createSigner(`sandbox-secret:${seed}`),
    random: createRandom(`${seed}:ids`),
    seed,
    duration: (ms) => Math.max(1, Math.round(ms / speed)),
    // Reporting has no webhook events (the public API names none for report runs).
    webhooks: createWebhookDispatcher({ clock, scheduler, duration: (ms) => ms, apiVersion: '2018-02-08' }, { secret: 'unused', enabled: false, attempts: 1, timeoutMs: 1, backoffMs: 1 }),
    webhookListener: () => undefined,
  };
  const router = createRouter<RequestContext>();
  registerReportingRoutes(router);
  const publicRouter = createRouter<PublicContext>();
  registerReportFileRoutes(publicRouter);

  const scopes = {
    merchant: scopeOf('acct_sandbox_merchant', true),
    merchantLive: scopeOf('acct_sandbox_merchant', false),
    other: scopeOf('acct_sandbox_other', true),
  };

  // The same steps as the sandbox's handle(): due work first, public routes before
  // authentication, then the authenticated route with a context built the same way.
  async function handle(request: Request, scope: Scope): Promise<Response> {
    await scheduler.runDue();
    const url = new URL(request.url);
    const publicRoute = publicRouter.match(request.method, url.pathname);
    if ('handler' in publicRoute) {
      return publicRoute.handler({ ...services, request, url }, publicRoute.params);
    }
    const route = router.match(request.method, url.pathname);
    if (!('handler' in route)) {
      throw detail(route.allowed.length > 0 ? 405 : 404, 'Not found.');
    }
    // The reporting routes do not look at how the request authenticated.
    const context = createRequestContext(services, request, { scope, credential: 'api-key', apiVersion: '2018-02-08' });
    return route.handler(context, route.params);
  }

  async function answer(request: Request, scope: Scope): Promise<Response> {
    try {
      return await handle(request, scope);
    } catch (error) {
      if (error instanceof HttpError) {
        return error.response;
      }
      return json({ detail: `Internal error: ${String(error)}` }, 500);
    }
  }

  return {
    services,
    scopes,
    fetch: (request, scope) => answer(request, scope ?? scopes.merchant),
    async send(input) {
      const headers: Record<string, string> = { ...input.headers };
      let body: string | undefined;
      if (input.rawBody !== undefined) {
        body = input.rawBody;
      } else if (input.body !== undefined) {
        body = JSON.stringify(input.body);
      }
      if (body !== undefined) {
        headers['Content-Type'] ??= 'application/json';
      }
      const method = input.method ?? (body === undefined ? 'GET' : 'POST');
      return answer(new Request(new URL(input.path, HARNESS_ORIGIN), { method, headers, body }), input.scope ?? scopes.merchant);
    },
    async advance(ms) {
      clock.advance(ms);
      await scheduler.runDue();
    },
    now: () => clock.now(),
  };
}
