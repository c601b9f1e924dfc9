import { parseTokenResponse, type FetchToken, type TokenResponse } from '../api/token';

/**
 * How long a tab waits for another tab to hand over a fresh token before it fetches one itself.
 * Tabs of one browser answer within a few milliseconds; a lone tab loses at most this much.
 */
export const PEER_WAIT_MS = 50;
/** A token handed to another tab must stay valid at least this long. */
const MIN_SHARED_VALIDITY_MS = 5 * 60_000;

type SharingMessage =
  | { type: 'request'; id: string }
  | { type: 'token'; replyTo?: string; response: { token: string; expires_in?: string | number | null | undefined } };

/** Cross-tab token sharing over `BroadcastChannel` (same origin only, memory only: no storage). */
export interface TokenSharing {
  /** Wraps the host's `fetchToken`: ask the other tabs first, then fetch and tell them. */
  wrap(fetchToken: FetchToken): FetchToken;
  /** Called with a token another tab fetched on its own. */
  onToken(listener: (response: TokenResponse) => void): () => void;
  close(): void;
}

function normalise(response: TokenResponse): { token: string; expires_in?: string | number | null | undefined } {
  return typeof response === 'string' ? { token: response } : { token: response.token, expires_in: response.expires_in };
}

/**
 * Creates the sharing channel, or `null` where `BroadcastChannel` does not exist (SSR, old
 * browsers): each tab then simply fetches its own token.
 */
export function createTokenSharing(channelName: string, now: () => number = () => Date.now()): TokenSharing | null {
  if (typeof BroadcastChannel === 'undefined') {
    return null;
  }
  const channel = new BroadcastChannel(channelName);
  let closed = false;
  // A closed channel throws on postMessage; a fetch still in flight when the provider unmounts
  // (or when React StrictMode remounts it) must still hand its token to its own caller.
  const post = (message: SharingMessage) => {
    if (!closed) {
      channel.postMessage(message);
    }
  };
  const listeners = new Set<(response: TokenResponse) => void>();
  const waiting = new Map<string, (response: TokenResponse) => void>();
  let latest: { response: ReturnType<typeof normalise>; expiresAt: number | null } | null = null;

  const remember = (response: TokenResponse) => {
    const normalised = normalise(response);
    latest = { response: normalised, expiresAt: parseTokenResponse(normalised).expiresAt };
  };
  const shareable = () => latest !== null && (latest.expiresAt === null || latest.expiresAt - now() > MIN_SHARED_VALIDITY_MS);

  channel.onmessage = (event: MessageEvent<SharingMessage>) => {
    const message = event.data;
    if (message.type === 'request') {
      if (shareable() && latest) {
        post({ type: 'token', replyTo: message.id, response: latest.response });
      }
      return;
    }
    const reply = message.replyTo ? waiting.get(message.replyTo) : undefined;
    remember(message.response);
    if (reply) {
      reply(message.response);
      return;
    }
    for (const listener of listeners) {
      listener(message.response);
    }
  };

  return {
    wrap(fetchToken) {
      return async (context) => {
        const id = `${now()}-${Math.random().toString(36).slice(2)}`;
        const fromPeer = await new Promise<TokenResponse | null>((resolve) => {
          const timer = setTimeout(() => {
            waiting.delete(id);
            resolve(null);
          }, PEER_WAIT_MS);
          waiting.set(id, (response) => {
            clearTimeout(timer);
            waiting.delete(id);
            resolve(response);
          });
          if (closed) {
            clearTimeout(timer);
            waiting.delete(id);
            resolve(null);
            return;
          }
          post({ type: 'request', id });
        });
        if (fromPeer) {
          return fromPeer;
        }
        const response = await fetchToken(context);
        remember(response);
        post({ type: 'token', response: normalise(response) });
        return response;
      };
    },
    onToken(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      closed = true;
      listeners.clear();
      waiting.clear();
      channel.close();
    },
  };
}
