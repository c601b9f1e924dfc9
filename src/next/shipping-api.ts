// Which API a Next.js app's server talks to (issue 42): the one of `SHIPPING_API_KEY` and
// `SHIPPING_API_URL` when the key is set, else (in development) the sandbox in the server's own
// process, served to the page by the sandbox route.
import { IN_PROCESS_ORIGIN, IN_PROCESS_TEST_KEY, SANDBOX_ROUTE_PATH, fetchInProcess, inProcessSandboxAllowed, requestOrigin } from './in-process-sandbox';

/** Options of {@link shippingApiConnection} and {@link shippingApiUrl}. */
export interface ShippingApiEnvironment {
  /** @default process.env.SHIPPING_API_KEY */
  apiKey?: string;
  /** The API's origin, used with a key. @default process.env.SHIPPING_API_URL */
  apiUrl?: string;
  /** Where the sandbox route is mounted ({@link createSandboxRouteHandler}'s `basePath`). @default '/api/shipping-sandbox' */
  sandboxPath?: string;
}

/** What `createTokenHandler` needs to reach the API: spread it into its options. */
export interface ShippingApiConnection {
  /** The app's key, or the in-process sandbox's public test key. Server-side only. */
  apiKey: string;
  /** The API's origin. */
  baseUrl: string;
  /** Set for the in-process sandbox: a `fetch` that calls it in this process. */
  fetch?: typeof globalThis.fetch;
}

/** The key and origin of the environment, or the sentence that says what is missing; `undefined` means the in-process sandbox. */
function keyed(options: ShippingApiEnvironment): { apiKey: string; apiUrl: string } | undefined {
  const apiKey = options.apiKey ?? process.env.SHIPPING_API_KEY;
  const apiUrl = options.apiUrl ?? process.env.SHIPPING_API_URL;
  if (inProcessSandboxAllowed(apiKey)) {
    return undefined;
  }
  if (!apiKey) {
    throw new Error('shipping-elements: SHIPPING_API_KEY is not set. In production, set SHIPPING_API_KEY and SHIPPING_API_URL (the sandbox runs in development only).');
  }
  if (!apiUrl) {
    throw new Error('shipping-elements: SHIPPING_API_KEY is set but SHIPPING_API_URL is not. Set both (in .env.local), or neither to use the sandbox.');
  }
  return { apiKey, apiUrl };
}

/**
 * The API a Next.js server's token route mints from: spread into `createTokenHandler`'s options.
 *
 * @remarks
 * With `SHIPPING_API_KEY` set, that key and `SHIPPING_API_URL` (it throws when the URL is
 * missing). Without a key in development, the sandbox that {@link createSandboxRouteHandler}
 * serves, reached in this process (no request leaves it), with its public test key. Without a key
 * in production it throws: a deployed app never mints from a sandbox.
 *
 * @example
 * // app/api/shipping-token/route.ts
 * import { createTokenHandler } from 'shipping-elements/server';
 * import { shippingApiConnection } from 'shipping-elements/next';
 *
 * let handler: ((request: Request) => Promise<Response>) | undefined;
 * export function POST(request: Request) {
 *   handler ??= createTokenHandler({ ...shippingApiConnection(), authorize: (request) => isSignedIn(request) });
 *   return handler(request);
 * }
 */
export function shippingApiConnection(options: ShippingApiEnvironment = {}): ShippingApiConnection {
  const api = keyed(options);
  return api === undefined ? { apiKey: IN_PROCESS_TEST_KEY, baseUrl: IN_PROCESS_ORIGIN, fetch: fetchInProcess } : { apiKey: api.apiKey, baseUrl: api.apiUrl };
}

/**
 * The `baseUrl` the page's `ShippingElementsProvider` gets, read on the server for one request.
 *
 * @remarks
 * With `SHIPPING_API_KEY` set, `SHIPPING_API_URL`. Without a key in development, the sandbox
 * route on the origin the page was requested on (`http://localhost:3000/api/shipping-sandbox`),
 * from its `Host` and `X-Forwarded-Proto`. Without a key in production it throws.
 *
 * @param requestHeaders - The page request's headers (`await headers()` from `next/headers`).
 *
 * @example
 * // app/shipping/page.tsx (a server component)
 * import { headers } from 'next/headers';
 * import { shippingApiUrl } from 'shipping-elements/next';
 *
 * export default async function Page() {
 *   return <ShippingPage apiUrl={shippingApiUrl(await headers())} />;
 * }
 */
export function shippingApiUrl(requestHeaders: { get(name: string): string | null }, options: ShippingApiEnvironment = {}): string {
  const api = keyed(options);
  if (api !== undefined) {
    return api.apiUrl;
  }
  const sandboxPath = `/${(options.sandboxPath ?? SANDBOX_ROUTE_PATH).replace(/^\/+|\/+$/g, '')}`;
  return `${requestOrigin(requestHeaders)}${sandboxPath}`;
}
