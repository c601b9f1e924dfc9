import { AuthError } from './errors';
import { computeBackoffMs, raceAbort } from './timing';

/**
 * What a merchant's `fetchToken` returns: the body of `POST /embedded/authz/`
 * (`{ token, expires_in }`, with `expires_in` a Unix timestamp string) or the bare token.
 */
export type TokenResponse = { token: string; expires_in?: string | number | null | undefined } | string;

/** Fetches a fresh short-lived token from the merchant's backend. */
export type FetchToken = (context: { signal: AbortSignal }) => Promise<TokenResponse>;

/** Why the token source is fetching a token. */
export type TokenRefreshReason = 'initial' | 'expiring' | 'expired' | 'rejected' | 'manual' | 'retry';

/**
 * Events of the token lifecycle. None of them carries the token itself.
 *
 * - `token.refreshing`: a `fetchToken` call started (one at a time, shared by all callers).
 * - `token.refreshed`: a new token is in memory.
 * - `token.refresh_failed`: `fetchToken` failed; the source backs off for `retryInMs`.
 * - `token.expiring`: the token is about to expire. In push mode, answer with `set()`.
 * - `token.expired`: the token's expiry passed before a new one arrived.
 */
export type TokenEvent =
  | { type: 'token.refreshing'; reason: TokenRefreshReason }
  | { type: 'token.refreshed'; expiresAt: number | null; subject: string | null }
  | { type: 'token.refresh_failed'; error: AuthError; attempt: number; retryInMs: number }
  | { type: 'token.expiring'; expiresAt: number | null }
  | { type: 'token.expired'; expiredAt: number };

/** A snapshot of the token source, safe to render or log: it never holds the token. */
export interface TokenSnapshot {
  status: 'empty' | 'valid' | 'refreshing' | 'expired' | 'failed';
  /** Epoch milliseconds at which the current token expires, when known. */
  expiresAt: number | null;
  /** The account the current token acts for (JWT `sub`), when the token says so. */
  subject: string | null;
}

/** Tuning of {@link createTokenSource}; every option has a sensible default. */
export interface TokenSourceOptions {
  /**
   * Refresh when less than this much validity remains.
   * @default 60_000
   */
  refreshAheadMs?: number;
  /**
   * Refresh in the background ahead of expiry, without waiting for a request.
   * @default true
   */
  autoRefresh?: boolean;
  /**
   * Backoff after `fetchToken` fails: exponential from `baseMs`, capped at `maxMs`, with jitter.
   * @default { baseMs: 1_000, maxMs: 60_000 }
   */
  backoff?: { baseMs?: number; maxMs?: number };
  /**
   * Refresh up to this much earlier still, at random, so several tabs sharing one token do not
   * all refresh at the same instant (the first one shares its new token with the others).
   * @default 0
   */
  refreshJitterMs?: number;
  /** Clock, for tests. @default Date.now */
  now?: () => number;
  /** Random source in [0, 1) for jitter, for tests. @default Math.random */
  random?: () => number;
}

/**
 * Holds the short-lived JWT in memory and hands it to every request.
 *
 * @remarks
 * One `fetchToken` call at a time, shared by every caller; refresh ahead of expiry; after a 401 the
 * client calls {@link TokenSource.invalidate} and asks again. The token is never written to storage,
 * never put in an event, and never logged.
 */
export interface TokenSource {
  /** Resolves with a usable token, fetching one when needed. Rejects with {@link AuthError}. */
  get(options?: { signal?: AbortSignal | undefined }): Promise<string>;
  /**
   * Marks a token as refused by the API, so the next {@link TokenSource.get} fetches a new one.
   * Passing the refused token makes this a no-op when another caller already replaced it.
   */
  invalidate(rejectedToken?: string): void;
  /** Fetches a new token now, ignoring any backoff (for an explicit user retry). */
  refresh(): Promise<string>;
  /** Push mode: hands the source a token obtained elsewhere (for example on `token.expiring`). */
  set(response: TokenResponse): void;
  /** Listens to lifecycle events; returns the unsubscribe function. */
  subscribe(listener: (event: TokenEvent) => void): () => void;
  /** The current state, without the token. */
  getSnapshot(): TokenSnapshot;
  /** True when the current token expires within `refreshAheadMs` (used after the tab wakes). */
  isNearExpiry(): boolean;
  /** Stops scheduled work (refresh timers) until {@link TokenSource.resume}; the token stays in memory. */
  suspend(): void;
  /** Schedules the refresh of the held token again after {@link TokenSource.suspend}. */
  resume(): void;
  /**
   * Stops timers, aborts a `fetchToken` call in flight (its `signal`), drops the token and the
   * listeners for good: every later {@link TokenSource.get} rejects.
   */
  dispose(): void;
}

interface HeldToken {
  token: string;
  expiresAt: number | null;
  subject: string | null;
  rejected: boolean;
  expiredEventSent: boolean;
}

const MAX_TIMER_MS = 2_147_483_647;

/**
 * Creates the in-memory token source used by browser clients.
 *
 * @param fetchToken - Calls the merchant's backend route (which mints the JWT with the API key).
 *   Omit it for push mode: the host answers `token.expiring` with {@link TokenSource.set}.
 *
 * @example
 * const tokens = createTokenSource(async ({ signal }) => {
 *   const response = await fetch('/api/shipping-token', { method: 'POST', signal });
 *   return response.json();
 * });
 * const api = createApiClient({ baseUrl, auth: { tokenSource: tokens } });
 */
export function createTokenSource(fetchToken?: FetchToken, options: TokenSourceOptions = {}): TokenSource {
  const { refreshAheadMs, autoRefresh, backoff, refreshJitterMs, now, random } = withDefaults(options);
  const { emit, subscribe, clear: clearListeners } = createEvents();
  const timers = createTimers(() => disposed || suspended);
  let held: HeldToken | null = null;
  let inflight: Promise<string> | null = null;
  /** Push mode: the callers waiting for the host's set(). */
  let pushWaiters: ((token: string) => void)[] = [];
  const failures = createFailures(backoff, random, now);
  let disposed = false;
  let suspended = false;
  /** Aborts the `fetchToken` call in flight, on {@link TokenSource.dispose}. */
  let abortInflight: (() => void) | null = null;

  const markExpired = (token: HeldToken) => markTokenExpired(token, emit, now);

  function scheduleLifecycle(token: HeldToken) {
    const isHeld = () => held === token && !token.rejected;
    scheduleExpiry(token, timers, { aheadMs: refreshAheadMs, jitterMs: refreshJitterMs, now, random }, isHeld, (expiresAt) => {
      emit({ type: 'token.expiring', expiresAt });
      if (fetchToken && autoRefresh) {
        startRefresh('expiring').catch(() => {
          // Reported through token.refresh_failed; the old token stays in use until it expires.
        });
      }
    }, () => markExpired(token));
  }

  function accept(response: TokenResponse): string {
    const token = toHeldToken(response, now(), refreshAheadMs);
    held = token;
    failures.reset();
    emit({ type: 'token.refreshed', expiresAt: token.expiresAt, subject: token.subject });
    scheduleLifecycle(token);
    pushWaiters.splice(0).forEach((resolve) => resolve(token.token));
    return token.token;
  }

  function startRefresh(reason: TokenRefreshReason): Promise<string> {
    if (inflight) {
      return inflight;
    }
    emit({ type: 'token.refreshing', reason });
    if (!fetchToken) {
      // Push mode: ask the host and wait for set().
      emit({ type: 'token.expiring', expiresAt: held?.expiresAt ?? null });
      inflight = new Promise<string>((resolve) => pushWaiters.push(resolve)).finally(() => {
        inflight = null;
      });
      return inflight;
    }
    const controller = new AbortController();
    abortInflight = () => controller.abort();
    const call = fetchToken;
    inflight = (async () => {
      try {
        const response = await call({ signal: controller.signal });
        if (disposed) {
          throw disposedError();
        }
        return accept(response);
      } catch (cause) {
        const failure = failures.record(cause);
        emit({ type: 'token.refresh_failed', ...failure });
        if (autoRefresh && isUsable(held, now())) {
          // The old token still works: try again before it runs out.
          timers.schedule(failure.retryInMs, () => {
            if (held && isUsable(held, now())) {
              startRefresh('retry').catch(() => undefined);
            }
          });
        }
        throw failure.error;
      } finally {
        inflight = null;
        abortInflight = null;
      }
    })();
    return inflight;
  }

  async function get(options: { signal?: AbortSignal | undefined } = {}): Promise<string> {
    options.signal?.throwIfAborted();
    if (disposed) {
      throw disposedError();
    }
    const at = now();
    if (held && isUsable(held, at)) {
      if (!isFresh(held, at, refreshAheadMs) && fetchToken && !inflight && failures.mayTry(at)) {
        // Refresh ahead without making this caller wait: the current token is still valid.
        startRefresh('expiring').catch(() => undefined);
      }
      return held.token;
    }
    if (held && !held.rejected) {
      markExpired(held);
    }
    const refusal = !inflight && fetchToken ? failures.refusal(at) : null;
    if (refusal) {
      throw refusal;
    }
    return raceAbort(startRefresh(held?.rejected ? 'rejected' : held ? 'expired' : 'initial'), options.signal);
  }

  return {
    get,
    invalidate(rejectedToken) {
      if (!held || (rejectedToken !== undefined && held.token !== rejectedToken)) {
        return;
      }
      held.rejected = true;
      timers.clear();
    },
    refresh() {
      failures.skipWait();
      return startRefresh('manual');
    },
    set: (response) => void accept(response),
    subscribe,
    getSnapshot() {
      return { status: statusOf(inflight !== null, isUsable(held, now()), failures.lastError() !== null, held !== null), expiresAt: held?.expiresAt ?? null, subject: held?.subject ?? null };
    },
    isNearExpiry() {
      const at = now();
      return !held || !isUsable(held, at) || !isFresh(held, at, refreshAheadMs);
    },
    suspend() {
      suspended = true;
      timers.clear();
    },
    resume() {
      if (!suspended) {
        return;
      }
      suspended = false;
      if (held && !held.rejected) {
        scheduleLifecycle(held);
      }
    },
    dispose() {
      disposed = true;
      held = null;
      pushWaiters = [];
      timers.clear();
      clearListeners();
      abortInflight?.();
    },
  };
}

const disposedError = () => new AuthError('The token source was disposed.');

/** Sends `token.expired` for a held token, once. */
function markTokenExpired(token: HeldToken, emit: (event: TokenEvent) => void, now: () => number) {
  if (!token.expiredEventSent) {
    token.expiredEventSent = true;
    emit({ type: 'token.expired', expiredAt: token.expiresAt ?? now() });
  }
}

/**
 * Schedules a held token's two moments on `timers`, after clearing the earlier ones: `expiring`
 * ahead of its expiry (by `aheadMs`, and up to `jitterMs` more at random) and `expired` at it,
 * each only if the token is still the one held and not rejected then (`isHeld`). A token with no
 * known expiry gets neither.
 */
function scheduleExpiry(
  token: HeldToken,
  timers: ReturnType<typeof createTimers>,
  timing: { aheadMs: number; jitterMs: number; now: () => number; random: () => number },
  isHeld: () => boolean,
  expiring: (expiresAt: number) => void,
  expired: () => void,
) {
  timers.clear();
  if (token.expiresAt === null) {
    return;
  }
  const expiresAt = token.expiresAt;
  timers.schedule(expiresAt - timing.aheadMs - Math.round(timing.random() * timing.jitterMs) - timing.now(), () => isHeld() && expiring(expiresAt));
  timers.schedule(expiresAt - timing.now(), () => isHeld() && expired());
}

/** {@link TokenSourceOptions} with every default filled in. */
function withDefaults(options: TokenSourceOptions) {
  return {
    refreshAheadMs: options.refreshAheadMs ?? 60_000,
    autoRefresh: options.autoRefresh ?? true,
    backoff: { baseMs: options.backoff?.baseMs ?? 1_000, maxMs: options.backoff?.maxMs ?? 60_000 },
    refreshJitterMs: options.refreshJitterMs ?? 0,
    now: options.now ?? (() => Date.now()),
    random: options.random ?? Math.random,
  };
}

/** The lifecycle listeners of one token source; a listener that throws does not stop the others. */
function createEvents() {
  const listeners = new Set<(event: TokenEvent) => void>();
  return {
    emit: (event: TokenEvent) => {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          // A host listener that throws must not break token handling for every request.
        }
      }
    },
    subscribe: (listener: (event: TokenEvent) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => listeners.clear(),
  };
}

/** The refresh timers of one token source, cleared all at once; none is set while `isStopped()`. */
function createTimers(isStopped: () => boolean) {
  let timers: ReturnType<typeof setTimeout>[] = [];
  return {
    schedule(delayMs: number, task: () => void) {
      if (isStopped()) {
        return;
      }
      const timer = setTimeout(task, Math.min(Math.max(0, delayMs), MAX_TIMER_MS));
      // A server process must be able to exit while a refresh is scheduled.
      (timer as { unref?: () => void }).unref?.();
      timers.push(timer);
    },
    clear() {
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers = [];
    },
  };
}

/** A token response as the source holds it, its expiry on this device's clock. */
function toHeldToken(response: TokenResponse, now: number, refreshAheadMs: number): HeldToken {
  const parsed = parseTokenResponse(response);
  return { token: parsed.token, expiresAt: toLocalClock(parsed, now, refreshAheadMs), subject: parsed.subject, rejected: false, expiredEventSent: false };
}

// Not a type predicate: a held token that is expired or rejected is still a HeldToken.
function isUsable(token: HeldToken | null, at: number): boolean {
  return token !== null && !token.rejected && (token.expiresAt === null || at < token.expiresAt);
}

function isFresh(token: HeldToken, at: number, refreshAheadMs: number) {
  return token.expiresAt === null || at < token.expiresAt - refreshAheadMs;
}

/**
 * The failed `fetchToken` calls in a row: the backoff they earn (exponential with equal jitter)
 * and the last error, which a caller gets again while the backoff lasts.
 */
function createFailures(backoff: { baseMs: number; maxMs: number }, random: () => number, now: () => number) {
  let count = 0;
  let nextAttemptAt = 0;
  let lastError: AuthError | null = null;
  return {
    /** Counts a failed call; returns what `token.refresh_failed` reports. */
    record(cause: unknown) {
      count += 1;
      const retryInMs = computeBackoffMs(count - 1, { ...backoff, random, jitter: 'equal' });
      const error =
        cause instanceof AuthError ? cause : new AuthError('Could not obtain a shipping token: fetchToken failed.', { cause, retryAfterMs: retryInMs });
      nextAttemptAt = now() + retryInMs;
      lastError = error;
      return { error, attempt: count, retryInMs };
    },
    /** A token arrived: no failure, no wait. */
    reset() {
      count = 0;
      nextAttemptAt = 0;
      lastError = null;
    },
    /** An explicit retry: the next call goes at once (the count stays). */
    skipWait() {
      nextAttemptAt = 0;
    },
    mayTry: (at: number) => at >= nextAttemptAt,
    lastError: () => lastError,
    /** The error a caller gets at `at` while the backoff lasts, or null once a call may go. */
    refusal(at: number): AuthError | null {
      return at < nextAttemptAt && lastError ? new AuthError(lastError.message, { cause: lastError.cause, retryAfterMs: nextAttemptAt - at }) : null;
    },
  };
}

/** What {@link TokenSource.getSnapshot} says, from the most to the least pressing. */
function statusOf(refreshing: boolean, usable: boolean, failed: boolean, held: boolean): TokenSnapshot['status'] {
  return refreshing ? 'refreshing' : usable ? 'valid' : failed ? 'failed' : held ? 'expired' : 'empty';
}

/** Clock differences below this are ignored: a token's `iat` is only as precise as transit time. */
const CLOCK_SKEW_TOLERANCE_MS = 30_000;

/**
 * Converts a token's expiry to this device's clock. The expiry is the server's time; a device whose
 * clock is off by hours would otherwise see every fresh token as expired and refresh in a loop.
 * With the JWT's `iat`, the difference between the clocks is known and corrected; without it, a
 * token that looks stale on arrival gets no scheduled refresh (a 401 refreshes it instead).
 */
function toLocalClock(parsed: { expiresAt: number | null; issuedAt: number | null }, now: number, refreshAheadMs: number): number | null {
  if (parsed.expiresAt === null) {
    return null;
  }
  if (parsed.issuedAt !== null) {
    const skew = parsed.issuedAt - now;
    return Math.abs(skew) > CLOCK_SKEW_TOLERANCE_MS ? parsed.expiresAt - skew : parsed.expiresAt;
  }
  return parsed.expiresAt - refreshAheadMs <= now ? null : parsed.expiresAt;
}

/**
 * Reads a token response. `expires_in` is a Unix timestamp string (seconds), not a duration;
 * when it is missing or implausible, the JWT's own `exp` claim is used.
 */
export function parseTokenResponse(response: TokenResponse): {
  token: string;
  expiresAt: number | null;
  /** When the server issued it (JWT `iat`), epoch ms, to detect a device clock that is off. */
  issuedAt: number | null;
  subject: string | null;
} {
  const token = typeof response === 'string' ? response : response?.token;
  if (typeof token !== 'string' || token.trim() === '') {
    throw new AuthError('fetchToken returned no token. Return { token, expires_in } or the token string.');
  }
  const claims = readJwtClaims(token);
  const expiresIn = typeof response === 'string' ? undefined : response.expires_in;
  const fromResponse = parseUnixTimestamp(expiresIn);
  const fromClaims = typeof claims?.exp === 'number' ? claims.exp * 1000 : null;
  const subject = typeof claims?.sub === 'string' ? claims.sub : null;
  const issuedAt = typeof claims?.iat === 'number' ? claims.iat * 1000 : null;
  return { token, expiresAt: fromResponse ?? fromClaims, issuedAt, subject };
}

/** Parses a Unix timestamp given in seconds (or, when it is that large, milliseconds). */
function parseUnixTimestamp(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return null;
  }
  const number = Number(text);
  // A duration in seconds ("43200") is not a timestamp: anything before 2001 is refused.
  if (number < 1e9) {
    return null;
  }
  return number >= 1e12 ? number : number * 1000;
}

/** Reads the payload of a JWT without verifying it: the client only needs `exp` and `sub`. */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) {
    return null;
  }
  try {
    // atob decodes "forgiving base64" (HTML spec), so the padding base64url leaves out is not needed.
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

