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
 * The provider's token machinery, created once per provider: the token source, the handler its
 * events go to, and the cross-tab channel of the identity the host named (opened lazily on the
 * first fetch, in the browser; none without a key).
 */
export function createTokenRuntime(options: {
  pushMode: boolean;
  baseUrl: string;
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
  const source = createTokenSource(
    pushMode
      ? undefined
      : (context) => {
          const fetchToken: FetchToken = async (inner) => {
            const response = await callHost(inner);
            if (response === undefined) {
              throw new Error('fetchToken is no longer set.');
            }
            ownSubject = subjectOf(response);
            return response;
          };
          if (!channel && !closed && sharing && typeof window !== 'undefined') {
            channel = sharing.connect({ baseUrl, onRevoked: (token) => source.invalidate(token), ownSubject: () => ownSubject });
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
      if (rejectedToken !== undefined) {
        channel?.revoke(rejectedToken);
      }
    },
  };
  return {
    tokenSource,
    onEvent(handler: (event: TokenEvent) => void) {
      dispatch = handler;
    },
    /**
     * The host named another identity: the channel of the old one closes, and a token held for a
     * named identity is not used for another one.
     */
    scope(next: TokenSharingOption | undefined) {
      if (next?.key === sharing?.key) {
        return;
      }
      if (sharing && next) {
        source.invalidate();
      }
      sharing = next;
      channel?.close();
      channel = null;
    },
    /** Mount: resume scheduled refreshes (React StrictMode unmounts and remounts once). */
    open() {
      closed = false;
      channel?.open();
      source.resume();
    },
    /** Unmount: no timers, no channel; the token stays in memory for a remount. */
    close() {
      closed = true;
      source.suspend();
      channel?.close();
    },
  };
}
