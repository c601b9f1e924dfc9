import { createApiClient, DEFAULT_API_VERSION } from '../api/client';
import { isShippingElementsError } from '../api/errors';
import { createEmbeddedToken } from '../api/resources/accounts';
import { isLoopbackOrigin } from '../api/urls';
import { MISDIRECTED_STATUS, hostPolicy, requestHost, type AllowedHosts } from './allowed-hosts';

/** Options of {@link createTokenHandler}. */
export interface TokenHandlerOptions {
  /** The merchant's API key. It stays on the server: it is never sent to the browser or echoed in errors. */
  apiKey: string;
  /** API origin, e.g. `https://api.example.com` or the sandbox's `http://127.0.0.1:8787`. */
  baseUrl: string;
  /**
   * Scope of the minted token.
   * @default 'embedded:carriers'
   */
  scope?: string;
  /**
   * Managed (white label) account to mint the token for, sent as `SVC-ACCOUNT-ID`. A function
   * can choose it per request (for example from the signed-in user's tenant).
   */
  accountId?: string | ((request: Request) => string | undefined | Promise<string | undefined>);
  /**
   * Decides whether the request comes from a user who may get a token (check your session here).
   * Return `false` to answer 401. Required: a token endpoint open to anyone would hand your
   * account to anyone.
   */
  authorize: (request: Request) => boolean | Promise<boolean>;
  /** Sent as `SVC-API-VERSION`. @default '2018-02-08' */
  apiVersion?: string;
  /** A `fetch` implementation (tests, proxies). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * How long the route waits for the shipping API, in milliseconds, retries included. Past it the
   * upstream request is aborted and the browser gets a `504` at once, instead of waiting for the
   * platform's own socket timeout (minutes).
   * @default 5000
   */
  timeoutMs?: number;
  /**
   * The origin (or origins) of the site whose pages call this route, e.g. `https://shop.example`.
   * A browser's `Origin` is compared with them (and with `allowedOrigins`), never with the
   * request's `Host`, which a page of another site controls once its name points at this server
   * (DNS rebinding); their host names are answered as `Host`. Without it only a loopback site is
   * served: `Host` and `Origin` on `localhost`, `127.0.0.0/8` or `[::1]`, any port.
   */
  publicOrigin?: string | readonly string[];
  /**
   * Other origins that may ask for a token (a browser sends `Origin` with every `POST`): the
   * origins of your other front ends (`['https://admin.example.com']`), or a function that
   * decides. A page of any other site cannot have a signed-in user's browser mint a token for it.
   */
  allowedOrigins?: readonly string[] | ((origin: string, request: Request) => boolean);
  /**
   * `Host` names the route answers besides loopback ones and those of `publicOrigin`:
   * `shop.example` (any port), `shop.example:8443`, or a function that decides. Any other `Host`
   * gets `421 Misdirected Request` before `authorize` or any upstream call.
   * @default none
   */
  allowedHosts?: AllowedHosts;
}

const NO_STORE = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' } as const;

/** A JSON answer nobody caches. */
export function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...NO_STORE, ...headers } });
}

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * True when the request comes from a page of the route's configured origins (`publicOrigin`,
 * `allowedOrigins`), or from a loopback page when the route itself is reached on loopback. The
 * request's `Host` is never taken as the route's own origin: under DNS rebinding the other site's
 * page names it. A request without `Origin` (a server, curl, an old browser's same-origin request)
 * is judged by `Sec-Fetch-Site` when present, and otherwise passes: `authorize` still applies.
 */
export function isAllowedOrigin(request: Request, own: readonly string[], allowed: TokenHandlerOptions['allowedOrigins'], loopbackHost: boolean): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null) {
    return request.headers.get('Sec-Fetch-Site') !== 'cross-site';
  }
  if (own.includes(origin) || (loopbackHost && isLoopbackOrigin(origin))) {
    return true;
  }
  if (typeof allowed === 'function') {
    return allowed(origin, request);
  }
  return allowed?.includes(origin) ?? false;
}

/**
 * Creates the merchant backend route that mints short-lived tokens for the browser.
 *
 * @remarks
 * A web-standard `(request: Request) => Promise<Response>` handler: mount it in any framework
 * that speaks `Request`/`Response` (Next.js route handlers, Hono, Remix, edge runtimes), or in Node's
 * `http` server with {@link toNodeListener}. It accepts `POST`, calls `POST /embedded/authz/` with
 * `Authorization: ServiceToken <apiKey>`, and answers `{ token, expires_in }` with
 * `Cache-Control: no-store`. It answers only the host names of `publicOrigin`, `allowedHosts` and
 * loopback (`421` otherwise), and serves only pages of `publicOrigin` and `allowedOrigins` (`403`).
 *
 * @example
 * const handler = createTokenHandler({
 *   apiKey: process.env.SHIPPING_API_KEY!,
 *   baseUrl: 'https://api.example.com',
 *   publicOrigin: 'https://shop.example.com',
 *   authorize: async (request) => Boolean(await getSession(request)),
 * });
 * export const POST = handler; // Next.js app router
 */
export function createTokenHandler(options: TokenHandlerOptions): (request: Request) => Promise<Response> {
  if (!options.apiKey) {
    throw new TypeError('createTokenHandler needs an apiKey (read it from the server environment).');
  }
  if (typeof options.authorize !== 'function') {
    throw new TypeError('createTokenHandler needs authorize(request): only signed-in users may get a token.');
  }
  const scope = options.scope ?? 'embedded:carriers';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const ownOrigins = (typeof options.publicOrigin === 'string' ? [options.publicOrigin] : (options.publicOrigin ?? [])).map((origin) => new URL(origin).origin);
  const isAllowedHost = hostPolicy(options.allowedHosts, ownOrigins);
  // With no list, the loopback names alone.
  const isLoopbackHost = hostPolicy();

  return async function handleTokenRequest(request: Request): Promise<Response> {
    // A Host the route does not answer is a misdirected (or rebound) request: nothing runs.
    const host = requestHost(request);
    if (!isAllowedHost(host)) {
      return reply(MISDIRECTED_STATUS, { detail: 'This server does not answer for this host name.' });
    }
    if (request.method !== 'POST') {
      return reply(405, { detail: 'Use POST to request a shipping token.' }, { Allow: 'POST' });
    }
    if (!isAllowedOrigin(request, ownOrigins, options.allowedOrigins, isLoopbackHost(host))) {
      return reply(403, { detail: 'Shipping tokens are issued to this site’s own pages only.' });
    }
    let allowed: boolean;
    try {
      allowed = await options.authorize(request);
    } catch {
      allowed = false;
    }
    if (!allowed) {
      return reply(401, { detail: 'Sign in to use shipping features.' });
    }
    const accountId = typeof options.accountId === 'function' ? await options.accountId(request) : options.accountId;
    const api = createApiClient({
      baseUrl: options.baseUrl,
      auth: { apiKey: options.apiKey },
      apiVersion: options.apiVersion ?? DEFAULT_API_VERSION,
      accountId,
      fetch: options.fetch,
      retry: { retries: 2 },
    });
    // The upstream call ends when the browser goes away (request.signal) or the time is up.
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const signal = AbortSignal.any([request.signal, deadline]);
      const { token, expires_in } = await createEmbeddedToken(api, { scope }, { signal });
      return reply(200, { token, expires_in });
    } catch (error) {
      if (deadline.aborted) {
        return reply(504, { detail: 'The shipping API did not answer in time.' }, { 'Retry-After': '5' });
      }
      if (request.signal.aborted) {
        // Nobody is listening any more; the status only shows in the server's own logs.
        return reply(499, { detail: 'The request was cancelled.' });
      }
      // Never pass the upstream message through verbatim: keep the key and upstream details out.
      if (isShippingElementsError(error, 'auth')) {
        return reply(502, { detail: 'The shipping API refused this server’s credentials. Check the API key.' });
      }
      if (isShippingElementsError(error, 'network')) {
        return reply(502, { detail: 'The shipping API could not be reached.' });
      }
      if (isShippingElementsError(error, 'api') && error.status === 503) {
        return reply(503, { detail: 'The shipping API is temporarily unavailable.' }, { 'Retry-After': '5' });
      }
      return reply(502, { detail: 'The shipping API could not issue a token.' });
    }
  };
}
