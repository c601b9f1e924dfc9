import * as z from 'zod/mini';
import {
  ApiError,
  AuthError,
  InvalidRequestError,
  NetworkError,
  UnexpectedResponseError,
  isAbortError,
} from './errors';
import { computeBackoffMs, parseRetryAfter, sleep } from './timing';
import type { TokenSource } from './token';
import { isAllowedUrl, withTrustedOrigin } from './urls';

/** The API version this kit is written against (spec §9). */
export const DEFAULT_API_VERSION = '2018-02-08';

/**
 * How the client authenticates.
 *
 * - `tokenSource`: browsers. Sends `Authorization: JWT <token>` with a short-lived token.
 * - `apiKey`: servers only. Sends `Authorization: ServiceToken <key>`. Never ship a key to a browser.
 * - `bearerToken`: an OAuth access token (gray label). Sends `Authorization: Bearer <token>`.
 */
export type ApiAuth = { tokenSource: TokenSource } | { apiKey: string } | { bearerToken: string };

/** Retry policy for `503` responses and network failures. */
export interface RetryOptions {
  /** Retries after the first attempt. @default 3 */
  retries?: number;
  /** First backoff cap. @default 300 */
  baseDelayMs?: number;
  /** Largest backoff cap. @default 8_000 */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this is not waited for; the error is surfaced instead. @default 30_000 */
  maxRetryAfterMs?: number;
  /** Random source in [0, 1) for the jitter, for tests. @default Math.random */
  random?: () => number;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** API origin and optional path prefix, e.g. `https://api.example.com` or `http://127.0.0.1:8787`. */
  baseUrl: string;
  /** Credentials; see {@link ApiAuth}. */
  auth: ApiAuth;
  /** Sent as `SVC-API-VERSION`. @default '2018-02-08' */
  apiVersion?: string;
  /** Sent as `SVC-ACCOUNT-ID`, to act for a managed account. */
  accountId?: string;
  /** A `fetch` implementation (tests, proxies, older runtimes). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Retry policy for safe requests, or `false` to never retry. */
  retry?: RetryOptions | false;
}

/**
 * How a request may be repeated.
 *
 * - `safe`: reads and idempotent writes; retried on `503` and on network failures.
 * - `create`: creates a disposable object (address, parcel, shipment, customs data); retried on
 *   `503` only, since the server did not act on it, but not after a dropped connection.
 * - `purchase`: spends money or books a carrier (transactions, batch purchase, refunds, pickups);
 *   never retried automatically.
 */
export type RequestSafety = 'safe' | 'create' | 'purchase';

/** A query string value; arrays repeat the parameter. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Per-call options every endpoint function accepts. */
export interface RequestOptions {
  /** Cancels the request (and any backoff wait). */
  signal?: AbortSignal | undefined;
  /** Extra headers, e.g. `SVC-ACCOUNT-ID` for one call. */
  headers?: Record<string, string> | undefined;
}

/** One request, described for {@link ApiClient.request}. */
export interface ApiRequest<TSchema extends z.core.$ZodType> extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below `baseUrl` with dynamic segments encoded, or an absolute URL on the same origin. */
  path: string;
  query?: Record<string, QueryValue> | undefined;
  /** JSON body. */
  body?: unknown;
  /** The response is parsed with this schema, never cast. Any zod 4 schema works: `zod/mini` or classic. */
  schema: TSchema;
  /** @default 'safe' for GET, 'create' otherwise */
  safety?: RequestSafety;
}

/** A parsed response with its status, for endpoints whose status carries meaning (200 vs 201). */
export interface ApiResponse<TData> {
  data: TData;
  status: number;
  headers: Headers;
}

/** The HTTP client every endpoint function takes as its first argument. */
export interface ApiClient {
  /** The normalised base URL (no trailing slash). */
  readonly baseUrl: string;
  /** Sends a request and resolves with the parsed body. */
  request<TSchema extends z.core.$ZodType>(request: ApiRequest<TSchema>): Promise<z.output<TSchema>>;
  /** Sends a request and resolves with the parsed body, status and headers. */
  send<TSchema extends z.core.$ZodType>(request: ApiRequest<TSchema>): Promise<ApiResponse<z.output<TSchema>>>;
  /**
   * Fetches a signed URL (label, report file) **without** any Authorization header or cookies.
   * Resolves with the raw response; rejects with {@link ApiError} on a non-2xx status, and with
   * {@link InvalidRequestError} (`invalid-url`) before any request for a URL that is not `https:`
   * (`http:` only on a loopback host or the client's own origin).
   */
  download(url: string, options?: RequestOptions): Promise<Response>;
}

/**
 * Creates the typed HTTP client of the shipping API.
 *
 * @example
 * const api = createApiClient({ baseUrl: 'http://127.0.0.1:8787', auth: { apiKey: process.env.SHIPPING_API_KEY! } });
 * const page = await listCarrierAccounts(api, { service_levels: true });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = normaliseBaseUrl(options.baseUrl);
  const origin = new URL(baseUrl).origin;
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  const retry = options.retry === false ? { retries: 0 } : (options.retry ?? {});
  const retries = retry.retries ?? 3;
  const baseDelayMs = retry.baseDelayMs ?? 300;
  const maxDelayMs = retry.maxDelayMs ?? 8_000;
  const maxRetryAfterMs = retry.maxRetryAfterMs ?? 30_000;
  const random = retry.random ?? Math.random;
  const auth = options.auth;
  // Read `fetch` at call time so that test interceptors installed later still apply.
  const fetchImpl: typeof globalThis.fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function send<TSchema extends z.core.$ZodType>(request: ApiRequest<TSchema>): Promise<ApiResponse<z.output<TSchema>>> {
    const { signal } = request;
    const safety: RequestSafety = request.safety ?? (request.method === 'GET' ? 'safe' : 'create');
    const url = resolveUrl(baseUrl, origin, request.path, request.query);
    let replayedAfter401 = false;
    let attempt = 0;

    for (;;) {
      signal?.throwIfAborted();
      const token = 'tokenSource' in auth ? await auth.tokenSource.get({ signal }) : undefined;
      const headers = new Headers({
        Accept: 'application/json',
        'SVC-API-VERSION': apiVersion,
        Authorization:
          'apiKey' in auth ? `ServiceToken ${auth.apiKey}` : 'bearerToken' in auth ? `Bearer ${auth.bearerToken}` : `JWT ${token ?? ''}`,
      });
      if (options.accountId) {
        headers.set('SVC-ACCOUNT-ID', options.accountId);
      }
      if (request.body !== undefined) {
        headers.set('Content-Type', 'application/json');
      }
      for (const [name, value] of Object.entries(request.headers ?? {})) {
        headers.set(name, value);
      }

      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal,
        });
      } catch (cause) {
        if (isAbortError(cause) || signal?.aborted) {
          throw cause;
        }
        const error = new NetworkError(`Could not reach the shipping API (${request.method} ${url.pathname}).`, {
          cause,
        });
        if (safety === 'safe' && attempt < retries) {
          await sleep(backoff(attempt), signal);
          attempt += 1;
          continue;
        }
        throw error;
      }

      if (response.status === 401) {
        const body = await readBody(response);
        if ('tokenSource' in auth && !replayedAfter401) {
          // The token may have been revoked or the clocks disagree: refresh once and replay once.
          replayedAfter401 = true;
          auth.tokenSource.invalidate(token);
          continue;
        }
        throw new AuthError('The shipping API refused the credentials (401).', {
          status: 401,
          detail: readDetail(body.json),
        });
      }

      if (response.status === 503 && safety !== 'purchase' && attempt < retries) {
        const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), Date.now());
        if (retryAfterMs === undefined || retryAfterMs <= maxRetryAfterMs) {
          // Let go of the body without waiting: when the response was cloned (a service worker, a
          // fetch wrapper, a test interceptor), the Streams spec settles a tee branch's cancel only
          // once the other branch is cancelled too, which may be never, and the retry would hang.
          response.body?.cancel().catch(() => undefined);
          await sleep(retryAfterMs ?? backoff(attempt), signal);
          attempt += 1;
          continue;
        }
      }

      if (!response.ok) {
        throw await toApiError(response);
      }

      const { text, json: value } = await readBody(response);
      if (value === undefined && text) {
        throw new UnexpectedResponseError('The shipping API answered with a body that is not JSON.', {
          body: text,
          status: response.status,
        });
      }
      // URL fields admit plain HTTP on this client's own origin too (a sandbox), see `urls.ts`.
      const parsed = withTrustedOrigin(origin, () => z.safeParse(request.schema, value));
      if (!parsed.success) {
        throw new UnexpectedResponseError(
          `The shipping API answered ${request.method} ${url.pathname} with a body the kit does not understand.`,
          { issues: parsed.error.issues, body: value, status: response.status },
        );
      }
      return { data: parsed.data, status: response.status, headers: response.headers };
    }
  }

  function backoff(attempt: number) {
    return computeBackoffMs(attempt, { baseMs: baseDelayMs, maxMs: maxDelayMs, random, jitter: 'full' });
  }

  return {
    baseUrl,
    send,
    async request(request) {
      return (await send(request)).data;
    },
    download: (url, requestOptions) => download(fetchImpl, origin, url, requestOptions),
  };
}

/**
 * The URL of a request: `path` on the base URL, or a pagination link (absolute, on the client's
 * own origin only: credentials go with it), with the query's values (arrays repeat the key).
 */
function resolveUrl(baseUrl: string, origin: string, path: string, query: ApiRequest<z.core.$ZodType>['query']): URL {
  let url: URL;
  if (/^https?:\/\//i.test(path)) {
    url = new URL(path);
    // Pagination links are followed with credentials attached: never to another host.
    if (url.origin !== origin) {
      throw new InvalidRequestError('invalid-url', `Refusing to send credentials to ${url.origin}.`);
    }
  } else {
    url = new URL(baseUrl + (path.startsWith('/') ? path : `/${path}`));
  }
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) {
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    url.searchParams.delete(key);
    for (const item of values as (string | number | boolean)[]) {
      url.searchParams.append(key, String(item));
    }
  }
  return url;
}

/** {@link ApiClient.download}: a signed file URL fetched with no credentials at all. */
async function download(fetchImpl: typeof globalThis.fetch, origin: string, url: string, requestOptions: RequestOptions = {}): Promise<Response> {
  // The same rule as the schemas' URL fields: nothing but https (or http on loopback or this
  // client's origin) is fetched, whoever passed the URL.
  if (!isAllowedUrl(url, origin)) {
    throw new InvalidRequestError('invalid-url', 'Refusing a file URL that is not https.');
  }
  let response: Response;
  try {
    // No Authorization header and no cookies: the URL's signature is the credential, and
    // signed storage URLs reject requests that carry another scheme's Authorization.
    response = await fetchImpl(url, {
      method: 'GET',
      headers: requestOptions.headers,
      credentials: 'omit',
      signal: requestOptions.signal,
    });
  } catch (cause) {
    if (isAbortError(cause) || requestOptions.signal?.aborted) {
      throw cause;
    }
    throw new NetworkError('Could not download the file.', { cause });
  }
  if (!response.ok) {
    throw await toApiError(response);
  }
  return response;
}

function normaliseBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new InvalidRequestError('invalid-url', `baseUrl must be an absolute URL; got "${baseUrl}".`);
  }
  return url.href.replace(/\/+$/, '');
}

/** A response body: its text, and its value when the text is JSON (`json` is undefined otherwise). */
interface Body {
  text: string;
  json?: unknown;
}

async function readBody(response: Response): Promise<Body> {
  let text = '';
  try {
    text = await response.text();
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    // Unreadable, or not JSON. Whitespace alone counts as no body.
    return { text: text.trim() && text };
  }
}

function readDetail(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null) {
    const record = json as Record<string, unknown>;
    for (const key of ['detail', 'message', 'error']) {
      if (typeof record[key] === 'string') {
        return record[key];
      }
    }
  }
  return undefined;
}

/** The stable code of a problem document: the last path segment of its `type` URI. */
export function problemCode(type: string): string | undefined {
  const withoutSuffix = type.split(/[?#]/)[0] ?? '';
  const segments = withoutSuffix.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  return last === undefined || /^[a-z][a-z0-9+.-]*:$/i.test(last) ? undefined : last;
}

const RESERVED_ERROR_KEYS = new Set(['detail', 'title', 'type', 'status', 'message', 'error', 'instance']);

/** Collects `{ field: ["message"] }` style bodies (nested objects become dotted paths). */
function collectFieldErrors(value: unknown, prefix: string, into: Record<string, string[]>) {
  if (typeof value === 'string') {
    if (prefix) {
      (into[prefix] ??= []).push(value);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      collectFieldErrors(item, prefix, into);
    }
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, nested] of Object.entries(value)) {
      if (!prefix && RESERVED_ERROR_KEYS.has(key)) {
        continue;
      }
      collectFieldErrors(nested, prefix ? `${prefix}.${key}` : key, into);
    }
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const { text, json } = await readBody(response);
  const contentType = response.headers.get('Content-Type') ?? '';
  const record = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  const type = typeof record?.type === 'string' ? record.type : undefined;
  const isProblem = contentType.includes('application/problem+json') || (type !== undefined && 'title' in (record ?? {}));
  const fieldErrors: Record<string, string[]> = {};
  if (!isProblem && json !== undefined) {
    collectFieldErrors(json, '', fieldErrors);
  }
  return new ApiError({
    status: response.status,
    code: isProblem && type ? problemCode(type) : undefined,
    type,
    title: typeof record?.title === 'string' ? record.title : undefined,
    detail: readDetail(json) ?? (json === undefined && text ? text.slice(0, 500) : undefined),
    fieldErrors,
    retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    requestId: response.headers.get('X-Request-Id') ?? undefined,
    body: json === undefined ? text : json,
  });
}
