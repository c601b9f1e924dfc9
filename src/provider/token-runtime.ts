import type { ApiClient, RequestOptions } from '../api/client';
import { createTokenSource, parseTokenResponse, type FetchToken, type TokenEvent, type TokenResponse, type TokenSource } from '../api/token';
// Types only: the sharing code is in the host's bundle only when the host imports shareTokenAcrossTabs.
import type { TokenSharing, TokenSharingOption } from './token-sharing';

function subjectOf(response: TokenResponse): string | null {
  try {
    return parseTokenResponse(response).subject;
  } catch {
    // The token source refuses the response itself, with the host-facing error.
    return null;
  }
}

/**
 * What the provider holds for one identity (the host's session and account): its token source,
 * and the signal every request made for it carries. When the host names another identity, the
 * signal aborts and the token source is disposed: nothing of the old identity is used again.
 */
export interface IdentitySession {
  /** The identity as the host named it (`identity`, else the sharing key); `undefined` when unnamed. */
  readonly identity: string | undefined;
  readonly tokenSource: TokenSource;
  /** Aborts when the host names another identity. */
  readonly signal: AbortSignal;
}

/**
 * `options` with a signal that aborts when either their own `signal` or `also` aborts, and the
 * call made with them; the listeners go when the call settles, so a long-lived `also` does not
 * collect one per request. (Not AbortSignal.any: Safari has it from 17.4 only.)
 */
function withEitherSignal<TOptions extends RequestOptions, TResult>(options: TOptions, also: AbortSignal, call: (options: TOptions) => Promise<TResult>): Promise<TResult> {
  const own = options.signal;
  if (!own) {
    return call({ ...options, signal: also });
  }
  const controller = new AbortController();
  const abort = () => controller.abort(own.aborted ? own.reason : also.reason);
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    own[method]('abort', abort);
    also[method]('abort', abort);
  };
  if (own.aborted || also.aborted) {
    abort();
  }
  listen('addEventListener');
  return call({ ...options, signal: controller.signal }).finally(() => listen('removeEventListener'));
}

/**
 * The API client of one identity: every request (and its wait for a token or a retry) also stops
 * when `signal` aborts, whoever made it, so a read or a purchase of the old identity never goes
 * on after the host named another one.
 */
export function boundToSignal(api: ApiClient, signal: AbortSignal): ApiClient {
  return {
    baseUrl: api.baseUrl,
    send: (request) => withEitherSignal(request, signal, (bound) => api.send(bound)),
    request: (request) => withEitherSignal(request, signal, (bound) => api.request(bound)),
    download: (url, options = {}) => withEitherSignal(options, signal, (bound) => api.download(url, bound)),
  };
}

/**
 * The provider's token machinery, created once per provider: the session of the identity the
 * host names (token source and abort signal), the handler its events go to, and the cross-tab
 * channel of the sharing key (opened lazily on the first fetch, in the browser; none without a key).
 */
export function createTokenRuntime(options: {
  pushMode: boolean;
  baseUrl: string;
  identity: string | undefined;
  sharing: TokenSharingOption | undefined;
  fetchToken: (context: { signal: AbortSignal }) => Promise<TokenResponse> | undefined;
}) {
  const { pushMode, baseUrl, fetchToken: callHost } = options;
  let dispatch: (event: TokenEvent) => void = () => undefined;
  let sharing = options.sharing;
  let channel: TokenSharing | null = null;
  let closed = false;
  // Kept across identities: after the host names another one, a peer's token for another subject
  // is refused until this tab's own backend has issued one for the new identity.
  let ownSubject: string | null = null;

  function createSession(identity: string | undefined) {
    const controller = new AbortController();
    const source = createTokenSource(
      pushMode
        ? undefined
        : (context) => {
            const fetchToken: FetchToken = async (inner) => {
              const response = await callHost(inner);
              if (response === undefined) {
                throw new Error('fetchToken is no longer set.');
              }
              if (!controller.signal.aborted) {
                ownSubject = subjectOf(response);
              }
              return response;
            };
            if (!channel && !closed && sharing && typeof window !== 'undefined') {
              channel = sharing.connect({ baseUrl, onRevoked: (token) => active.source.invalidate(token), ownSubject: () => ownSubject });
            }
            return (channel?.wrap(fetchToken) ?? fetchToken)(context);
          },
      { refreshJitterMs: 30_000 },
    );
    source.subscribe((event) => dispatch(event));
    // The API client calls invalidate() with the token a 401 refused: the other tabs drop it too.
    const tokenSource: TokenSource = {
      ...source,
      invalidate(rejectedToken) {
        source.invalidate(rejectedToken);
        if (rejectedToken !== undefined && active.source === source) {
          channel?.revoke(rejectedToken);
        }
      },
    };
    return { identity, tokenSource, signal: controller.signal, source, controller };
  }

  let active = createSession(options.identity);
  // The session of an identity rendered but not yet committed (React may still discard it).
  let next: typeof active | null = null;

  return {
    /**
     * The session of `identity`: the active one, or a new one that does no work until
     * {@link activate} (so a render that React discards leaves the active identity untouched).
     */
    sessionFor(identity: string | undefined): IdentitySession {
      if (identity === active.identity) {
        return active;
      }
      if (next === null || next.identity !== identity) {
        next?.source.dispose();
        next = createSession(identity);
      }
      return next;
    },
    /**
     * The host named another identity (a store switch): the old token is dropped, the old
     * identity's requests and its `fetchToken` call abort, and the channel of the old key closes.
     * Returns whether anything changed, so the provider clears the old identity's cache.
     */
    activate(session: IdentitySession): boolean {
      const incoming = next;
      if (session === active || incoming === null || session !== incoming) {
        return false;
      }
      const retired = active;
      active = incoming;
      next = null;
      retired.controller.abort();
      retired.source.dispose();
      channel?.close();
      channel = null;
      return true;
    },
    onEvent(handler: (event: TokenEvent) => void) {
      dispatch = handler;
    },
    /**
     * The host changed `tokenSharing`: the channel of the old key closes, and a token held while
     * sharing under a key is not used under another key or with none (it may have come from a tab
     * of that key).
     */
    scope(nextSharing: TokenSharingOption | undefined) {
      if (nextSharing?.key === sharing?.key) {
        return;
      }
      if (sharing) {
        active.source.invalidate();
      }
      sharing = nextSharing;
      channel?.close();
      channel = null;
    },
    /** Mount: resume scheduled refreshes (React StrictMode unmounts and remounts once). */
    open() {
      closed = false;
      channel?.open();
      active.source.resume();
    },
    /** Unmount: no timers, no channel; the token stays in memory for a remount. */
    close() {
      closed = true;
      active.source.suspend();
      channel?.close();
    },
  };
}
