/** Options of {@link computeBackoffMs}. */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Random source in [0, 1). */
  random: () => number;
  /**
   * `full`: anywhere in [0, cap) (AWS "full jitter", best at spreading a thundering herd).
   * `equal`: in [cap/2, cap), so a wait is never close to zero (used for token refresh).
   */
  jitter: 'full' | 'equal';
}

/** Exponential backoff with jitter: the cap doubles with each attempt (0-based) up to `maxMs`. */
export function computeBackoffMs(attempt: number, options: BackoffOptions): number {
  const cap = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempt));
  const random = Math.min(Math.max(options.random(), 0), 1);
  return Math.round(options.jitter === 'full' ? cap * random : cap / 2 + (cap / 2) * random);
}

/**
 * Reads a `Retry-After` header (delay in seconds, or an HTTP date) as milliseconds.
 * Returns undefined when it is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') {
    return undefined;
  }
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) {
    return Math.round(Number(text) * 1000);
  }
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function abortReason(signal: AbortSignal): Error {
  // The reason is whatever the caller aborted with; keep it, so callers can tell their own aborts.
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new DOMException('The operation was aborted.', 'AbortError');
}

/** Waits `ms` milliseconds; rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Waits for a shared promise, letting one caller give up (abort) without cancelling the work
 * for the other callers that wait on it too.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) {
    return promise;
  }
  if (signal.aborted) {
    return Promise.reject(abortReason(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
