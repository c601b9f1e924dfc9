import type * as z from 'zod/mini';

// `Symbol.for` gives the same symbol in every copy of the package on a page, so the guard below
// still recognises an error thrown by a second copy of the kit (Clerk's createErrorTypeGuard idea).
const BRAND: unique symbol = Symbol.for('shipping-elements.error') as never;

// The subclasses' fields are `declare`d and set in their constructors: the same own properties,
// without a class-field definition per field in the bundle.

/** The discriminant of every error the kit surfaces. */
export type ShippingElementsErrorKind = 'api' | 'auth' | 'network' | 'unexpected-response' | 'invalid-request';

/**
 * Base class of every error the kit surfaces in hook results, callbacks and error states.
 *
 * @remarks
 * Narrow with `error.kind` (a literal discriminant) or with {@link isShippingElementsError}.
 * Aborted requests are never wrapped: an `AbortError` from your signal passes through untouched.
 */
export abstract class ShippingElementsError extends Error {
  /** What went wrong, as a literal you can switch on. */
  abstract readonly kind: ShippingElementsErrorKind;
  /** @internal Brand that survives two copies of the package. */
  readonly [BRAND] = true as const;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A problem document (RFC 7807), as the reporting endpoints send with `application/problem+json`. */
export interface ProblemDetails {
  /** URI whose last path segment is the stable error code. */
  type: string;
  /** Display text; its wording may change. */
  title?: string;
  /** HTTP status repeated in the body. */
  status?: number;
  /** Display text; its wording may change. */
  detail?: string;
}

/** Everything an {@link ApiError} is built from. */
export interface ApiErrorInit {
  status: number;
  /** Stable code: the last path segment of a problem document's `type`, when there is one. */
  code?: string | undefined;
  title?: string | undefined;
  detail?: string | undefined;
  type?: string | undefined;
  fieldErrors?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Milliseconds the server asked us to wait (`Retry-After`), when it said so. */
  retryAfterMs?: number | undefined;
  requestId?: string | undefined;
  /** The parsed body (JSON) or its text, for diagnostics. */
  body?: unknown;
}

/**
 * The API answered with a non-2xx status other than an authentication failure.
 *
 * @remarks
 * For problem documents, match on {@link ApiError.code} (for example `invalid-column`,
 * `idempotency-conflict`), never on `title` or `detail`, whose wording may change.
 */
export class ApiError extends ShippingElementsError {
  readonly kind = 'api' as const;
  override readonly name = 'ApiError';
  /** HTTP status. */
  declare readonly status: number;
  /** Stable error code from a problem document's `type` (its last path segment), if any. */
  declare readonly code: string | undefined;
  /** Display title from a problem document. */
  declare readonly title: string | undefined;
  /** Display detail from the body. */
  declare readonly detail: string | undefined;
  /** The full problem `type` URI. */
  declare readonly type: string | undefined;
  /** Field path → messages, when the API reported per-field problems. */
  declare readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** Milliseconds the server asked the client to wait before retrying (`Retry-After`). */
  declare readonly retryAfterMs: number | undefined;
  /** The response's request id, when the server sent one; quote it in support tickets. */
  declare readonly requestId: string | undefined;
  /** The response body, parsed as JSON when possible. */
  declare readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.title ?? `The shipping API answered with HTTP ${init.status}.`);
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.type = init.type;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterMs = init.retryAfterMs;
    this.requestId = init.requestId;
    this.body = init.body;
  }
}

/**
 * The request was not authenticated: `fetchToken` failed, or the API refused the credentials
 * (401 with `detail`), including a freshly fetched token after one refresh and replay.
 */
export class AuthError extends ShippingElementsError {
  readonly kind = 'auth' as const;
  override readonly name = 'AuthError';
  /** 401 when the API refused the credentials; undefined when no token could be obtained. */
  declare readonly status: number | undefined;
  /** The API's `detail`, when it sent one. */
  declare readonly detail: string | undefined;
  /** When the token source is backing off, how long until it tries `fetchToken` again. */
  declare readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    init: { status?: number; detail?: string; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.detail = init.detail;
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** No usable response arrived: offline, DNS, CORS, a dropped connection. */
export class NetworkError extends ShippingElementsError {
  readonly kind = 'network' as const;
  override readonly name = 'NetworkError';
}

/** A 2xx response whose body does not match the resource's schema. */
export class UnexpectedResponseError extends ShippingElementsError {
  readonly kind = 'unexpected-response' as const;
  override readonly name = 'UnexpectedResponseError';
  /** What did not match, as zod reports it. */
  declare readonly issues: readonly z.core.$ZodIssue[];
  /** The raw body as received. */
  declare readonly body: unknown;
  /** HTTP status of the response. */
  declare readonly status: number | undefined;

  constructor(message: string, init: { issues?: readonly z.core.$ZodIssue[]; body?: unknown; status?: number } = {}) {
    super(message);
    this.issues = init.issues ?? [];
    this.body = init.body;
    this.status = init.status;
  }
}

/** Codes of the client-side checks that stop a request before it is sent. */
export type InvalidRequestCode =
  | 'metadata-too-long'
  | 'interval-too-long'
  | 'interval-not-increasing'
  | 'invalid-idempotency-key'
  | 'duplicate-column'
  | 'invalid-page-size'
  | 'invalid-page'
  | 'invalid-id'
  | 'invalid-url'
  | 'invalid-input';

/**
 * The request breaks one of the API's documented limits, so the kit refused it before sending.
 *
 * @example
 * if (isShippingElementsError(error) && error.kind === 'invalid-request' && error.code === 'metadata-too-long') {
 *   showFieldError(error.field, error.message);
 * }
 */
export class InvalidRequestError extends ShippingElementsError {
  readonly kind = 'invalid-request' as const;
  override readonly name = 'InvalidRequestError';
  /** Which limit was broken. */
  declare readonly code: InvalidRequestCode;
  /** The request field at fault, as a dotted path (for example `interval.end`). */
  declare readonly field: string | undefined;
  /** For `invalid-input`: every problem zod found in the request body. */
  declare readonly issues: readonly z.core.$ZodIssue[];

  constructor(code: InvalidRequestCode, message: string, field?: string, issues: readonly z.core.$ZodIssue[] = []) {
    super(message);
    this.code = code;
    this.field = field;
    this.issues = issues;
  }
}

/** Every concrete kit error, as a union you can narrow with `switch (error.kind)`. */
export type AnyShippingElementsError = ApiError | AuthError | NetworkError | UnexpectedResponseError | InvalidRequestError;

/** Maps each error kind to its class, for {@link isShippingElementsError} narrowing. */
export interface ShippingElementsErrorByKind {
  api: ApiError;
  auth: AuthError;
  network: NetworkError;
  'unexpected-response': UnexpectedResponseError;
  'invalid-request': InvalidRequestError;
}

/**
 * Narrows `unknown` to a kit error, optionally of one kind.
 *
 * @remarks
 * Unlike `instanceof`, it recognises errors from a second copy of the package on the same page.
 *
 * @example
 * if (isShippingElementsError(error, 'api') && error.code === 'run-not-found') { … }
 */
export function isShippingElementsError(value: unknown): value is ShippingElementsError;
export function isShippingElementsError<TKind extends ShippingElementsErrorKind>(
  value: unknown,
  kind: TKind,
): value is ShippingElementsErrorByKind[TKind];
export function isShippingElementsError(value: unknown, kind?: ShippingElementsErrorKind): boolean {
  if (typeof value !== 'object' || value === null || (value as Record<symbol, unknown>)[BRAND] !== true) {
    return false;
  }
  return kind === undefined || (value as { kind?: unknown }).kind === kind;
}

/** True for the error a fetch or a sleep throws when its AbortSignal fires. */
export function isAbortError(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    ((value as { name?: unknown }).name === 'AbortError' || (value as { name?: unknown }).name === 'TimeoutError')
  );
}
