// `npm run demo`: the sandbox API, the merchant backend (which holds the API key and mints tokens
// with shipping-elements/server) and the demo app, on loopback, behind one printed URL.
// With SHIPPING_API_URL and SHIPPING_API_KEY set, the same demo talks to that API instead.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';
import { createSandboxServer, listensOnLoopback, urlHostname } from '../sandbox/serve';
import { createCarrierSigninHandler, createCheckoutRatesHandler, createManagedAccount, createTokenHandler, toNodeListener } from '../src/server/index';
import { isAllowedOrigin } from '../src/server/token-handler';
import { TooLarge, readBounded } from '../src/server/webhook-handler';
import { serveBuiltApp } from './built-app';
import { WEBHOOK_PATH, startLiveEvents, type DemoLiveEvents } from './live-events';

const demoRoot = path.dirname(fileURLToPath(import.meta.url));
const host = process.env.DEMO_HOST ?? '127.0.0.1';
const port = Number(process.env.DEMO_PORT ?? 5173);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);
// Host names a demo served beyond loopback (DEMO_HOST=0.0.0.0) is reached by, comma-separated.
const allowedHostsFromEnv = (process.env.DEMO_ALLOWED_HOSTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

export interface DemoServer {
  url: string;
  apiBaseUrl: string;
  /** The in-process sandbox (absent when the demo talks to another API). */
  sandbox: Sandbox | null;
  close(): Promise<void>;
}

/**
 * Listens on `port`; when it is the default (not asked for) and another program holds it, on any
 * free port instead: the demo prints the URL it got, so nothing needs a fixed port.
 */
async function listen(server: ReturnType<typeof createServer>, port: number, fallback: boolean): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (fallback && error.code === 'EADDRINUSE') {
        server.listen(0, host, resolve);
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

const SESSION_COOKIE = 'demo_session';

/**
 * The stores the demo's one user manages: its own account and the sandbox's two managed (white
 * label) accounts. Each tab works for one store, which it names in `X-Demo-Store` when it asks for
 * a token; the backend mints the token for that store's account, as a platform's backend mints for
 * the tenant a staff member opened.
 */
const DEMO_STORES: readonly DemoStore[] = [
  { id: 'northwind', name: 'Northwind Outfitters', accountId: undefined },
  { id: 'corner-shop', name: 'Corner Shop', accountId: 'acct_managed_corner_shop' },
  { id: 'bike-works', name: 'Bike Works', accountId: 'acct_managed_bike_works' },
];

/** A store of the demo: its id in the page, its name, and the managed account it acts for (none: the platform's own). */
interface DemoStore {
  id: string;
  name: string;
  accountId: string | undefined;
}

/** "Add a store": the largest body read, and how long the API may take to create the account. */
const ADD_STORE_MAX_BYTES = 2048;
const ADD_STORE_TIMEOUT_MS = 10_000;
const STORE_HEADER = 'X-Demo-Store';

/**
 * Signed-in sessions: the cookie's secret id → a key that names the session to the page (never the
 * cookie's value, which stays HttpOnly). The page makes its token-sharing key from it and the store.
 */
const sessions = new Map<string, string>();

function sessionId(request: Request): string | null {
  const cookie = (request.headers.get('Cookie') ?? '').split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  const id = cookie?.slice(SESSION_COOKIE.length + 1) ?? '';
  return sessions.has(id) ? id : null;
}

function hasSession(request: Request): boolean {
  return sessionId(request) !== null;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers } });
}

/** Options of {@link startDemo}; the defaults serve a person, tests pick ports and the clock. */
export interface DemoOptions {
  quiet?: boolean;
  /** Speed of the sandbox's background work. @default 10 */
  speed?: number;
  /** Port of the app (0: any free port). @default DEMO_PORT, or 5173 (any free port when it is taken) */
  port?: number;
  /** Port of the sandbox (0: any free port). @default SANDBOX_PORT, or 8787 (any free port when it is taken) */
  sandboxPort?: number;
  /** Start the sandbox on a manual clock that only `sandbox.advance()` moves (e2e tests). */
  manualClock?: boolean;
  /**
   * Host names (no port) the app, its backend and the sandbox answer besides loopback names and
   * `DEMO_HOST`: the names people reach a demo served beyond loopback by. Any other `Host` gets
   * `421` (Vite's pages `403`), so a site whose name was rebound to the demo's address reaches
   * nothing. @default DEMO_ALLOWED_HOSTS, comma-separated
   */
  allowedHosts?: readonly string[];
  /**
   * A folder holding the demo app already built (`buildDemoApp` of demo/built-app.ts): served as
   * files instead of through Vite's dev server (the e2e runs). @default Vite's dev server
   */
  appDirectory?: string;
}

/** Starts everything; resolves with the URL to open. */
export async function startDemo(options: DemoOptions = {}): Promise<DemoServer> {
  const externalApi = process.env.SHIPPING_API_URL;
  const apiKey = process.env.SHIPPING_API_KEY;
  if (externalApi && !apiKey) {
    throw new Error('SHIPPING_API_URL is set but SHIPPING_API_KEY is not: the backend needs the key to mint tokens.');
  }

  let sandboxServer: ReturnType<typeof createServer> | null = null;
  let sandbox: Sandbox | null = null;
  let apiBaseUrl = externalApi ?? '';
  let key = apiKey ?? '';
  // The names the demo answers besides loopback ones (421 for any other Host: DNS rebinding).
  const hosts = [urlHostname(host), ...(options.allowedHosts ?? allowedHostsFromEnv)];
  // The app's own origins on those names, and its webhook URL, once it listens: the sandbox and
  // the token route serve those pages even when DEMO_HOST is no loopback.
  const page: { origins: string[]; webhookUrl?: string } = { origins: [] };
  const isPageOrigin = (origin: string) => page.origins.includes(origin);
  if (!externalApi) {
    // Background work (batches, refunds, reports) ten times faster than real carriers.
    const created = createSandbox({
      seed: 'demo',
      speed: options.speed ?? 10,
      now: options.manualClock ? Date.now() : undefined,
      allowedOrigins: isPageOrigin,
      // Served beyond loopback, the sandbox posts to the demo's own backend only.
      webhooks: listensOnLoopback(host) ? {} : { receivers: (url) => url === page.webhookUrl },
    });
    sandbox = created;
    sandboxServer = createSandboxServer(created, { allowedHosts: hosts });
    await listen(sandboxServer, options.sandboxPort ?? sandboxPort, options.sandboxPort === undefined && process.env.SANDBOX_PORT === undefined);
    apiBaseUrl = `http://${urlHostname(host)}:${(sandboxServer.address() as AddressInfo).port}`;
    created.setPublicOrigin(apiBaseUrl);
    key = created.keys.test;
  }

  // Another API has no managed accounts of the sandbox: the merchant's own store only.
  // The stores added on the Stores page join them (managed accounts the platform creates).
  const stores: DemoStore[] = externalApi ? DEMO_STORES.slice(0, 1) : [...DEMO_STORES];
  const storeOf = (request: Request) => stores.find((store) => store.id === (request.headers.get(STORE_HEADER) ?? DEMO_STORES[0]!.id));
  const tokenHandler = createTokenHandler({
    apiKey: key,
    baseUrl: apiBaseUrl,
    authorize: (request) => hasSession(request) && storeOf(request) !== undefined,
    accountId: (request) => storeOf(request)?.accountId,
    // The demo's pages on loopback are served as such; on the other names, their origins.
    allowedHosts: hosts,
    allowedOrigins: isPageOrigin,
  });
  // The storefront's checkout (issue 40): a shopper's page asks for its options here, with no
  // token; the route quotes for the store the tab shows, and limits each session (or guest).
  const checkoutRatesHandler = createCheckoutRatesHandler({
    apiKey: key,
    baseUrl: apiBaseUrl,
    clientKey: (request) => sessionId(request) ?? 'guest',
    maxRequests: 120,
    accountId: (request) => storeOf(request)?.accountId,
    allowedHosts: hosts,
    allowedOrigins: isPageOrigin,
  });
  /**
   * "Add a store" of the Stores page: a new managed account, created with the platform's key by
   * createManagedAccount (the key never leaves this backend; the new account's token is not kept:
   * the page asks the token route for it as for any store). Signed-in pages of the demo's own
   * origins only, a small JSON body, and a timeout on the API's answer.
   */
  const addStore = async (request: Request): Promise<Response> => {
    if (!hasSession(request)) {
      return json({ detail: 'Sign in first.' }, 401);
    }
    if (request.headers.get('Origin') === null || !isAllowedOrigin(request, [], isPageOrigin, listensOnLoopback(host))) {
      return json({ detail: 'This page may not add a store.' }, 403);
    }
    if (externalApi) {
      return json({ detail: 'Stores are added in the sandbox only.' }, 409);
    }
    let name: string;
    try {
      const body = JSON.parse(new TextDecoder().decode(await readBounded(request, ADD_STORE_MAX_BYTES))) as { name?: unknown };
      name = typeof body.name === 'string' ? body.name.trim() : '';
    } catch (error) {
      return error instanceof TooLarge ? json({ detail: 'The request is too large.' }, 413) : json({ detail: 'The request is not JSON.' }, 400);
    }
    if (name === '' || name.length > 80) {
      return json({ name: ['Enter the store’s name (at most 80 characters).'] }, 400);
    }
    try {
      const { account } = await createManagedAccount({
        apiKey: key,
        baseUrl: apiBaseUrl,
        account: { email: `owner+${stores.length}@stores.example`, first_name: 'Store', last_name: 'Owner', company_name: name },
        signal: AbortSignal.timeout(ADD_STORE_TIMEOUT_MS),
      });
      const store: DemoStore = { id: `store-${account.object_id}`, name, accountId: account.object_id };
      stores.push(store);
      return json({ id: store.id, name: store.name, accountId: account.object_id }, 201);
    } catch {
      return json({ detail: 'The store could not be created. Try again.' }, 502);
    }
  };
  // A carrier's OAuth sign-in (issue 39): CarrierAccounts opens this route in a popup, a top-level
  // page that carries the session's cookie but not the tab's store header: the store comes in
  // the route's query and must be one of the session's.
  const carrierSigninHandler = createCarrierSigninHandler({
    apiKey: key,
    apiBaseUrl,
    authorize: (request) => {
      const store = stores.find((candidate) => candidate.id === new URL(request.url).searchParams.get('store'));
      return hasSession(request) && store ? { accountId: store.accountId } : null;
    },
    allowedOrigins: isPageOrigin,
  });
  // Webhooks in, Server-Sent Events out (demo/live-events.ts); set once the server listens.
  let live: DemoLiveEvents | null = null;
  const backend = async (request: Request): Promise<Response | null> => {
    const liveResponse = await live?.route(request, sessionId(request));
    if (liveResponse) {
      return liveResponse;
    }
    const { pathname } = new URL(request.url);
    switch (`${request.method} ${pathname}`) {
      case 'POST /api/shipping-token':
        return tokenHandler(request);
      case 'POST /api/checkout-rates':
        return checkoutRatesHandler(request);
      case 'POST /api/stores':
        return addStore(request);
      case 'GET /api/carrier-signin':
        return carrierSigninHandler(request);
      case 'GET /api/config': {
        const id = sessionId(request);
        return json({
          apiBaseUrl,
          testMode: key.startsWith('svc_test_'),
          signedIn: id !== null,
          sessionKey: id === null ? null : sessions.get(id),
          stores: stores.map(({ id: storeId, name, accountId }) => ({ id: storeId, name, accountId: accountId ?? null })),
        });
      }
      case 'POST /api/login': {
        // Signing in again (another tab) keeps the session.
        const id = sessionId(request) ?? randomUUID();
        sessions.set(id, sessions.get(id) ?? randomUUID());
        return json({ signedIn: true }, 200, { 'Set-Cookie': `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax` });
      }
      case 'POST /api/logout': {
        const id = sessionId(request);
        if (id !== null) {
          sessions.delete(id);
        }
        return json({ signedIn: false }, 200, { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` });
      }
      default:
        return pathname.startsWith('/api/') ? json({ detail: 'Not found.' }, 404) : null;
    }
  };

  const backendListener = toNodeListener(async (request) => (await backend(request)) ?? json({ detail: 'Not found.' }, 404), { allowedHosts: hosts });
  // Vite needs the server for its websocket, and the server needs Vite's middlewares: set below.
  const app: { middlewares?: (incoming: IncomingMessage, outgoing: ServerResponse) => void } = {};
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    if ((incoming.url ?? '').startsWith('/api/')) {
      backendListener(incoming, outgoing);
      return;
    }
    app.middlewares?.(incoming, outgoing);
  });
  let vite: ViteDevServer | null = null;
  if (options.appDirectory) {
    // The built app's files answer the same names as the backend (421 for any other Host).
    app.middlewares = toNodeListener(serveBuiltApp(options.appDirectory), { allowedHosts: hosts });
  } else {
    vite = await createViteServer({
      configFile: path.join(demoRoot, 'vite.config.ts'),
      root: demoRoot,
      // Vite's websocket (HMR) rides on the demo's own server and port: Vite would otherwise open a
      // second, fixed port (24678) that the demo does not print, and fail when another program holds it.
      // Vite answers loopback names and these only (403 for another Host), as the backend does.
      server: { middlewareMode: true, hmr: { server }, allowedHosts: hosts.map((name) => new URL(`http://${name}`).hostname) },
      appType: 'spa',
      logLevel: options.quiet ? 'silent' : 'info',
    });
    app.middlewares = vite.middlewares;
  }
  await listen(server, options.port ?? port, options.port === undefined && process.env.DEMO_PORT === undefined);
  const url = `http://${urlHostname(host)}:${(server.address() as AddressInfo).port}/`;
  page.origins = hosts.map((name) => `http://${name}:${(server.address() as AddressInfo).port}`).map((origin) => new URL(origin).origin);
  page.webhookUrl = `${url.slice(0, -1)}${WEBHOOK_PATH}`;
  const liveSandbox = sandbox;
  live = await startLiveEvents({
    apiBaseUrl,
    apiKey: key,
    origin: url.slice(0, -1),
    secret: liveSandbox?.webhookSecret ?? null,
    stores,
    now: liveSandbox ? () => liveSandbox.now() : undefined,
  });
  return {
    url,
    apiBaseUrl,
    sandbox,
    async close() {
      await live?.close();
      await vite?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => (sandboxServer ? sandboxServer.close(() => resolve()) : resolve()));
    },
  };
}

/**
 * What `npm run demo` prints once everything listens: the API it talks to, then, last, the URL to
 * open and how to sign in (the one demo user is prefilled; there is no password).
 */
export function demoBanner(demo: Pick<DemoServer, 'url' | 'apiBaseUrl'>, externalApi: boolean): string {
  return [
    `API: ${demo.apiBaseUrl}${externalApi ? '' : ' (sandbox)'}. Ctrl+C stops the demo.`,
    `Shipping Elements demo: ${demo.url}`,
    'Sign in with the prefilled demo user (owner@northwind.example, no password): press "Sign in".',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const demo = await startDemo();
  console.log(`\n${demoBanner(demo, Boolean(process.env.SHIPPING_API_URL))}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      void demo.close().then(() => process.exit(0));
    });
  }
}
