// The sandbox inside a Next.js server's own process (issue 42), served by a route handler under
// the app's origin (`/api/shipping-sandbox/…`), so that `npm run dev` alone buys a test label with
// no key and no second process. Only in development and only without `SHIPPING_API_KEY`: with a
// key, or in production, the route answers 404 and the sandbox is never loaded.
import { SANDBOX_KEYS } from '../../sandbox/accounts';
import type { Sandbox } from '../../sandbox/sandbox';
import { isLoopbackOrigin } from '../api/urls';
import { MISDIRECTED_STATUS, hostPolicy, requestHost, type AllowedHosts } from '../server/allowed-hosts';
import { reply } from '../server/token-handler';

/** The path init's route serves the sandbox on (`app/api/shipping-sandbox/[...path]/route.ts`). */
export const SANDBOX_ROUTE_PATH = '/api/shipping-sandbox';

/**
 * The origin the in-process sandbox believes it is served on. Reserved (`.invalid`): no request
 * ever reaches it over a network. Every absolute URL the sandbox returns (file links, pagination)
 * starts with it and is rewritten to the route's own URL on the way out, and the token route
 * reaches the sandbox on it through a `fetch` that calls it in-process.
 */
export const IN_PROCESS_ORIGIN = 'http://sandbox.shipping-elements.invalid';

/** One sandbox per server process: on `globalThis`, so Next.js dev's reloads and its per-route bundles share it. */
const SINGLETON = Symbol.for('shipping-elements.next.in-process-sandbox');

/** The process's sandbox, made on first use; the sandbox module is loaded only then. */
export function inProcessSandbox(): Promise<Sandbox> {
  const holder = globalThis as { [SINGLETON]?: Promise<Sandbox> };
  holder[SINGLETON] ??= import('../../sandbox/sandbox').then(({ createSandbox }) =>
    createSandbox({ seed: 'shipping-elements', publicOrigin: IN_PROCESS_ORIGIN }),
  );
  return holder[SINGLETON];
}

/** The sandbox's public test key: what the token route mints with when the sandbox runs in-process. */
export const IN_PROCESS_TEST_KEY = SANDBOX_KEYS.test;

/** A `fetch` that answers requests to {@link IN_PROCESS_ORIGIN} with the in-process sandbox. */
export async function fetchInProcess(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sandbox = await inProcessSandbox();
  return sandbox.fetch(new Request(input, init));
}

/**
 * Whether the in-process sandbox may run: only without an API key, and never in production (a
 * deployed app with no key gets 404s and a token route that says what to set, not a fake API).
 */
export function inProcessSandboxAllowed(apiKey: string | undefined): boolean {
  return !apiKey && process.env.NODE_ENV !== 'production';
}

/** The origin a request was sent to, as its page sees it: `X-Forwarded-Proto` (a proxy's) or the URL's scheme, and `Host`. */
export function requestOrigin(headers: { get(name: string): string | null }, fallbackUrl?: string): string {
  const fallback = fallbackUrl === undefined ? undefined : new URL(fallbackUrl);
  const forwarded = headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase();
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : (fallback?.protocol.slice(0, -1) ?? 'http');
  const host = headers.get('Host') ?? fallback?.host;
  if (!host) {
    throw new TypeError('shipping-elements: the request has no Host header to build the sandbox route’s URL from.');
  }
  return new URL(`${protocol}://${host}`).origin;
}

/** Options of {@link createSandboxRouteHandler}. */
export interface SandboxRouteHandlerOptions {
  /**
   * The path the route is mounted on: the folder of its `[...path]` segment.
   * @default '/api/shipping-sandbox'
   */
  basePath?: string;
  /**
   * The API key of the app. With one, the route answers 404 and the sandbox is never loaded: the
   * app talks to the API of that key.
   * @default process.env.SHIPPING_API_KEY, read on each request
   */
  apiKey?: string;
  /**
   * `Host` names the route answers besides loopback ones (`next dev -H 0.0.0.0` reached from a
   * phone as `192.168.1.20:3000`): names, `name:port`, origins, or a function. Any other `Host`
   * gets 421 before the sandbox runs, so a page whose name was rebound to this machine reads
   * nothing (the sandbox's keys are public). Pages are served on their own origin and on loopback.
   * @default none: loopback names only
   */
  allowedHosts?: AllowedHosts;
}

/** The CORS headers the sandbox gave the page it was told was its own: a same-origin page needs none. */
const CORS_HEADERS = ['Access-Control-Allow-Origin', 'Access-Control-Allow-Credentials', 'Access-Control-Expose-Headers'];

/** The sandbox's answer with its absolute URLs on the route (`http://localhost:3000/api/shipping-sandbox/files/…`). */
async function onRoute(response: Response, routeUrl: string, sameOrigin: boolean): Promise<Response> {
  const headers = new Headers(response.headers);
  if (sameOrigin) {
    for (const name of CORS_HEADERS) {
      headers.delete(name);
    }
  }
  const location = headers.get('Location');
  if (location !== null) {
    headers.set('Location', location.replaceAll(IN_PROCESS_ORIGIN, routeUrl));
  }
  const type = headers.get('Content-Type') ?? '';
  const textual = /^(text\/|application\/([\w.+-]*\+)?json)/i.test(type) && !headers.has('Content-Encoding');
  if (!textual || response.body === null) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  // The length of the text before its URLs were rewritten.
  headers.delete('Content-Length');
  const text = (await response.text()).replaceAll(IN_PROCESS_ORIGIN, routeUrl);
  return new Response(text, { status: response.status, statusText: response.statusText, headers });
}

/** The path under the route (`/shipments/`), or `undefined` for a URL that is not under it. */
function pathUnder(pathname: string, basePath: string): string | undefined {
  if (pathname === basePath) {
    return '/';
  }
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/**
 * A Next.js route handler (any `(Request) => Response` framework) that serves the sandbox in the
 * server's own process, under the app's origin, while the app has no API key.
 *
 * @remarks
 * `npx shipping-elements init` writes it as `app/api/shipping-sandbox/[...path]/route.ts`. The
 * page's `baseUrl` is then that route ({@link shippingApiUrl}) and the token route mints tokens
 * from the same sandbox ({@link shippingApiConnection}), so `npm run dev` buys test labels with
 * no account, no key and no second process. One sandbox per server process, kept on `globalThis`
 * across Next.js dev's reloads; its data lasts until the dev server stops.
 *
 * It answers 404 when `SHIPPING_API_KEY` is set (the app uses that API) and in production
 * (`NODE_ENV=production`), where the sandbox module is never loaded. It answers loopback
 * `Host` names and `allowedHosts` only (421 otherwise), and pages of its own origin or of
 * loopback (403 otherwise).
 *
 * @example
 * // app/api/shipping-sandbox/[...path]/route.ts
 * import { createSandboxRouteHandler } from 'shipping-elements/next';
 *
 * const handler = createSandboxRouteHandler();
 * export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
 */
export function createSandboxRouteHandler(options: SandboxRouteHandlerOptions = {}): (request: Request) => Promise<Response> {
  const basePath = `/${(options.basePath ?? SANDBOX_ROUTE_PATH).replace(/^\/+|\/+$/g, '')}`;
  const isAllowedHost = hostPolicy(options.allowedHosts);
  return async function handleSandboxRequest(request: Request): Promise<Response> {
    if (!inProcessSandboxAllowed(options.apiKey ?? process.env.SHIPPING_API_KEY)) {
      return reply(404, { detail: 'Not found.' });
    }
    const host = requestHost(request);
    if (!isAllowedHost(host)) {
      return reply(MISDIRECTED_STATUS, { detail: 'This server does not answer for this host name.' });
    }
    const url = new URL(request.url);
    const path = pathUnder(url.pathname, basePath);
    if (path === undefined) {
      return reply(404, { detail: 'Not found.' });
    }
    const own = requestOrigin(request.headers, request.url);
    const origin = request.headers.get('Origin');
    const headers = new Headers(request.headers);
    headers.delete('Host');
    const sameOrigin = origin === own;
    if (sameOrigin) {
      // The app's own page: the sandbox's own page, for which it needs no CORS.
      headers.set('Origin', IN_PROCESS_ORIGIN);
    } else if (origin !== null && !isLoopbackOrigin(origin)) {
      return reply(403, { detail: 'The sandbox serves this app’s own pages only.' });
    }
    const inner = new URL(`${path}${url.search}`, IN_PROCESS_ORIGIN);
    const hasBody = !['GET', 'HEAD'].includes(request.method);
    const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: request.signal, ...(hasBody ? { body: request.body, duplex: 'half' } : {}) };
    const sandbox = await inProcessSandbox();
    return onRoute(await sandbox.fetch(new Request(inner, init)), `${own}${basePath}`, sameOrigin);
  };
}
