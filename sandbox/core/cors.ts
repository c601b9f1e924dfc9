// Which web pages may call the sandbox from a browser. Its keys are published constants, so a
// sandbox that answered every origin (`*`) could be read and written by any page a developer
// visits while it runs. Pages on loopback (the demo, Storybook, a host app in development) and the
// origins the operator lists are served; a request from any other page is refused before anything
// else (preflight included), and without CORS headers its answer is unreadable anyway.
import { isLoopbackOrigin } from '../../src/api/urls';
import { detail } from './http';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, SVC-API-VERSION, SVC-ACCOUNT-ID, X-Sandbox-Simulate',
  'Access-Control-Expose-Headers': 'Retry-After, X-Request-Id',
  'Access-Control-Max-Age': '600',
};

/** Origins a sandbox serves besides loopback: a list, or a function that decides. */
export type AllowedOrigins = readonly string[] | ((origin: string) => boolean);

/**
 * A function deciding the allowed origins; a list is normalized first (`https://app.example/` is
 * `https://app.example`), and a list entry that is no `http:`/`https:` URL throws at once.
 */
export function originPolicy(allowed: AllowedOrigins = []): (origin: string) => boolean {
  if (typeof allowed === 'function') {
    return allowed;
  }
  const origins = allowed.map((origin) => {
    const { protocol, origin: normalized } = new URL(origin);
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new TypeError(`The sandbox's allowed origins are http: or https: origins; got "${origin}".`);
    }
    return normalized;
  });
  return (origin) => origins.includes(origin);
}

/**
 * Decides a request's cross-origin treatment: `undefined` without an `Origin` header (a server,
 * curl, a same-origin `GET`: nothing to decide), the origin itself when its page may read the
 * answer, or a `403` response for any other page.
 */
export function checkOrigin(request: Request, allowed: (origin: string) => boolean): string | undefined | Response {
  const origin = request.headers.get('Origin');
  if (origin === null) {
    return undefined;
  }
  if (isLoopbackOrigin(origin) || allowed(origin)) {
    return origin;
  }
  return detail(403, 'This sandbox serves pages on loopback and the origins it is started with (allowedOrigins, --allow-origin) only.', { Vary: 'Origin' }).response;
}

/** The response with the CORS headers for an allowed origin (none without one), varying by origin. */
export function withCors(response: Response, origin: string | undefined, request: Request): Response {
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Origin');
  if (origin !== undefined) {
    headers.set('Access-Control-Allow-Origin', origin);
    for (const [name, value] of Object.entries(CORS_HEADERS)) {
      headers.set(name, value);
    }
    // Chrome asks before a page on another address reaches loopback (Private Network Access).
    if (request.headers.get('Access-Control-Request-Private-Network') === 'true') {
      headers.set('Access-Control-Allow-Private-Network', 'true');
    }
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
