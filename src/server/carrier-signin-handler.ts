import { DEFAULT_API_VERSION } from '../api/client';
import { reply } from './token-handler';

/*
 * A carrier's OAuth sign-in through the host (issue 39). The browser cannot read the 302 `Location`
 * that `GET /carrier_accounts/{id}/signin/initiate` answers (a cross-origin redirect is opaque to
 * `fetch`), and the request needs credentials the browser must not hold. So CarrierAccounts opens
 * this route of the host's in a popup; the route checks who asks and where the person will come
 * back, calls initiate server-side with `redirect: 'manual'`, and answers 302 to the carrier's
 * consent page. The carrier sends the person back to the host's callback page, which calls
 * `completeCarrierSignin()`.
 */

/** Who a sign-in is for, as `authorize` decides: the managed account the session acts for, or the platform's own (no `accountId`). */
export interface CarrierSigninSubject {
  accountId?: string | undefined;
}

/** Options of {@link createCarrierSigninHandler}. */
export interface CarrierSigninHandlerOptions {
  /** The platform's (or merchant's) API key. It stays on the server: never in an answer, never logged. */
  apiKey: string;
  /** API origin, e.g. `https://api.example.com` or the sandbox's `http://127.0.0.1:8787`. */
  apiBaseUrl: string;
  /**
   * Who is asking, from your own session (its cookie): the managed account it acts for (sent as
   * `SVC-ACCOUNT-ID`), `{}` for your own account, or `null` to refuse (401). Required: the route
   * starts a sign-in that connects a carrier account to the account you name here.
   */
  authorize: (request: Request) => CarrierSigninSubject | null | Promise<CarrierSigninSubject | null>;
  /**
   * The origins the carrier may send the person back to (`redirect_uri`): your callback page's,
   * as a list or a function given the origin. Any other gets 400, so the route cannot be used to
   * send a person's sign-in elsewhere.
   */
  allowedOrigins: readonly string[] | ((origin: string) => boolean);
  /** Sent as `SVC-API-VERSION`. @default '2018-02-08' */
  apiVersion?: string;
  /** A `fetch` implementation (tests, proxies). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** How long the API may take to answer before the route gives up with 504. @default 10000 */
  timeoutMs?: number;
}

/** `raw` read against `base`, or `null` when it is no URL. */
function urlOrNull(raw: string, base: URL): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

/** An object id as the API writes them (`ca_…`); anything else is refused before a request. */
const OBJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The state the block sends: 32 hex digits; up to 128 URL-safe characters from another client. */
const STATE = /^[A-Za-z0-9_-]{16,128}$/;

/** The `redirect_uri` when it is an absolute http(s) URL on an allowed origin; `null` otherwise. */
function allowedRedirect(raw: string | null, allowedOrigins: CarrierSigninHandlerOptions['allowedOrigins']): string | null {
  if (raw === null) {return null;}
  try {
    const url = new URL(raw);
    const allowed = typeof allowedOrigins === 'function' ? allowedOrigins(url.origin) : allowedOrigins.includes(url.origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && allowed ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The host's route that starts a carrier's OAuth sign-in for CarrierAccounts (its `signin.route`):
 * `GET ?carrier_account=&state=&redirect_uri=` checks the three, asks `authorize` who the session
 * is, calls `GET /carrier_accounts/{id}/signin/initiate` with the API key (and `SVC-ACCOUNT-ID`)
 * without following its redirect, and answers `302` to the carrier's consent page. Errors are
 * JSON `{ detail }` with 400, 401, 405 or 502; the API key never reaches the answer.
 *
 * @example
 * const carrierSignin = createCarrierSigninHandler({
 *   apiKey: process.env.SHIPPING_API_KEY!,
 *   apiBaseUrl: 'https://api.example.com',
 *   authorize: async (request) => { const session = await sessionOf(request); return session ? { accountId: session.storeId } : null; },
 *   allowedOrigins: ['https://shop.example'],
 * });
 * // app.get('/api/carrier-signin', toNodeListener(carrierSignin));
 */
export function createCarrierSigninHandler(options: CarrierSigninHandlerOptions): (request: Request) => Promise<Response> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const apiBase = options.apiBaseUrl.replace(/\/+$/, '');
  return async (request) => {
    if (request.method !== 'GET') {
      return reply(405, { detail: 'Method not allowed.' }, { Allow: 'GET' });
    }
    const params = new URL(request.url).searchParams;
    const carrierAccount = params.get('carrier_account') ?? '';
    const state = params.get('state') ?? '';
    const redirectUri = allowedRedirect(params.get('redirect_uri'), options.allowedOrigins);
    if (!OBJECT_ID.test(carrierAccount) || !STATE.test(state) || redirectUri === null) {
      return reply(400, { detail: 'carrier_account, state and an allowed redirect_uri are required.' });
    }
    const subject = await options.authorize(request);
    if (subject === null) {
      return reply(401, { detail: 'Sign in first.' });
    }
    const initiate = new URL(`${apiBase}/carrier_accounts/${encodeURIComponent(carrierAccount)}/signin/initiate`);
    initiate.searchParams.set('redirect_uri', redirectUri);
    initiate.searchParams.set('state', state);
    const headers = new Headers({ Authorization: `ServiceToken ${options.apiKey}`, 'SVC-API-VERSION': options.apiVersion ?? DEFAULT_API_VERSION, Accept: 'application/json' });
    if (subject.accountId) {
      headers.set('SVC-ACCOUNT-ID', subject.accountId);
    }
    let answer: Response;
    const deadline = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    try {
      // Cancelled with the caller, and never left waiting on the API past the deadline.
      answer = await fetchImpl(initiate, { headers, redirect: 'manual', signal: AbortSignal.any([request.signal, deadline]) });
    } catch {
      return deadline.aborted ? reply(504, { detail: 'The shipping API did not answer in time.' }) : reply(502, { detail: 'The shipping API could not be reached.' });
    }
    const location = answer.headers.get('Location');
    await answer.body?.cancel();
    const next = location === null ? null : urlOrNull(location, initiate);
    if (answer.status < 300 || answer.status >= 400 || next === null || (next.protocol !== 'https:' && next.protocol !== 'http:')) {
      // The API's refusal (an account that does not sign in by OAuth, one that is not this session's).
      return reply(answer.status >= 400 && answer.status < 500 ? answer.status : 502, { detail: 'The sign-in could not be started.' });
    }
    return new Response(null, { status: 302, headers: { Location: next.href, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
  };
}
