import { parseTokenResponse, type FetchToken, type TokenResponse } from '../api/token';

/**
 * How long a tab waits for another tab of the same identity to hand over a fresh token before it
 * fetches one itself. Tabs of one browser answer within a few milliseconds. Only tabs given a
 * sharing key wait at all. Not exported from the package: the kit's tests, whose tabs share one
 * busy event loop in CI, wait longer so the exchange they check happens in time.
 */
export const peerWait = { ms: 50 };
/** A token handed to another tab must stay valid at least this long. */
const MIN_SHARED_VALIDITY_MS = 5 * 60_000;

type WireResponse = { token: string; expires_in?: string | number | null | undefined };

/**
 * The messages on the channel. A token only ever travels as the answer to one request; a refused
 * token is announced by its SHA-256 fingerprint, never by the token itself.
 */
type SharingMessage =
  | { type: 'request'; id: string }
  | { type: 'token'; replyTo: string; response: WireResponse }
  | { type: 'revoked'; fingerprint: string };

/**
 * Cross-tab token sharing over `BroadcastChannel`, scoped to one identity (same origin only, memory
 * only: no storage).
 */
export interface TokenSharing {
  /** Wraps the host's `fetchToken`: ask the tabs of the same identity first, then fetch. */
  wrap(fetchToken: FetchToken): FetchToken;
  /** The API refused `token` (401): every tab of the identity drops it and never takes it again. */
  revoke(token: string): void;
  /** Listens again after {@link TokenSharing.close} (React StrictMode remounts), with what the tab knew. */
  open(): void;
  /** Stops listening and answering; a fetch in flight still hands its token to its own caller. */
  close(): void;
}

/** What the provider hands the sharing of one identity. */
interface TokenSharingContext {
  /** The API the tokens are for. */
  baseUrl: string;
  /** Another tab announced that the API refused this token, which this tab holds: drop it. */
  onRevoked: (token: string) => void;
  /** The subject (JWT `sub`) of the last token this tab's own backend issued, when known. */
  ownSubject: () => string | null;
}

/** The provider's `tokenSharing`: made by {@link shareTokenAcrossTabs}. */
export interface TokenSharingOption {
  /** The identity the tabs share a token within, as the host named it. */
  readonly key: string;
  /** Opens this identity's channel; the provider calls it (`null` where tabs cannot share). */
  readonly connect: (context: TokenSharingContext) => TokenSharing | null;
}

/**
 * Lets the tabs of one identity share a token instead of each calling `fetchToken`: pass the
 * result as the provider's `tokenSharing`. Without it nothing is shared and no tab waits for
 * another; the sharing code is then left out of your bundle.
 *
 * @remarks
 * `key` names whom your token route mints for, in this tab: make it from the signed-in session
 * and the account the tab acts for (`${sessionId}:${accountId}`), so that two users, or one user's
 * two accounts, never share. Use an id the page already holds, not the session cookie; the key
 * is hashed (SHA-256, with the API's URL) before it names the `BroadcastChannel`, and tabs of the
 * same origin share only when both match. A tab takes a token only in answer to its own request,
 * never one for another subject (JWT `sub`) than its own backend last issued, and a token the API
 * refuses (`401`) is dropped in every tab and never handed on again. Changing the key drops the
 * token held for the old one. Needs `BroadcastChannel` and Web Crypto (a secure context: `https:`
 * or loopback); elsewhere each tab fetches its own token.
 *
 * @example
 * <ShippingElementsProvider
 *   baseUrl="https://api.example.com"
 *   fetchToken={fetchShippingToken}
 *   tokenSharing={shareTokenAcrossTabs({ key: `${session.id}:${store.accountId}` })}
 * >
 */
export function shareTokenAcrossTabs(options: { key: string }): TokenSharingOption {
  const { key } = options;
  return { key, connect: (context) => (typeof key === 'string' && key !== '' ? createTokenSharing({ ...context, key }) : null) };
}

function normalise(response: TokenResponse): WireResponse {
  return typeof response === 'string' ? { token: response } : { token: response.token, expires_in: response.expires_in };
}

/** Hex SHA-256 of `text`: the channel's name (never the raw key) and a token's fingerprint. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function parse(response: WireResponse): ReturnType<typeof parseTokenResponse> | null {
  try {
    return parseTokenResponse(response);
  } catch {
    return null;
  }
}

/**
 * Creates the sharing channel of one identity, or `null` where `BroadcastChannel` or Web Crypto
 * does not exist (SSR, old browsers, a page served over plain `http:` from another host): each
 * tab then simply fetches its own token.
 *
 * @remarks
 * The channel's name is a hash of the API and the key, so tabs with different keys never hear
 * each other and no session id appears in it. A tab answers a request with its token only while
 * that token is fresh and not refused; it takes a token only as the answer to its own request,
 * never one whose subject (JWT `sub`) differs from the one its own backend last issued, and never
 * one the API refused in any tab.
 */
function createTokenSharing(options: TokenSharingContext & { key: string }): TokenSharing | null {
  if (typeof BroadcastChannel === 'undefined' || typeof crypto === 'undefined' || crypto.subtle === undefined) {
    return null;
  }
  const now = () => Date.now();
  let closed = false;
  let channel: BroadcastChannel | null = null;
  // A closed channel throws on postMessage; a fetch still in flight when the provider unmounts
  // (or when React StrictMode remounts it) must still hand its token to its own caller.
  const post = (message: SharingMessage) => {
    if (!closed) {
      channel?.postMessage(message);
    }
  };
  const waiting = new Map<string, (response: WireResponse) => void>();
  const revoked = new Set<string>();
  /** The token this tab holds: fetched by its own backend, or handed over on its request. */
  let latest: { response: WireResponse; expiresAt: number | null; fingerprint: Promise<string> } | null = null;
  // Refusals of this tab are announced before its next request; messages from other tabs are
  // handled one at a time, so a request is never answered before an earlier refusal is applied.
  let outbox: Promise<unknown> = Promise.resolve();
  let inbox: Promise<unknown> = Promise.resolve();

  const remember = (response: WireResponse) => {
    const parsed = parse(response);
    latest = parsed ? { response, expiresAt: parsed.expiresAt, fingerprint: sha256(response.token) } : null;
  };
  const fresh = (expiresAt: number | null) => expiresAt === null || expiresAt - now() > MIN_SHARED_VALIDITY_MS;

  async function answer(id: string) {
    const held = latest;
    if (held && fresh(held.expiresAt) && !revoked.has(await held.fingerprint)) {
      post({ type: 'token', replyTo: id, response: held.response });
    }
  }

  async function takeReply(replyTo: string, response: WireResponse) {
    const resolve = waiting.get(replyTo);
    const parsed = resolve ? parse(response) : null;
    const ownSubject = options.ownSubject();
    if (!resolve || !parsed || !fresh(parsed.expiresAt) || (ownSubject !== null && parsed.subject !== ownSubject)) {
      return;
    }
    if (!revoked.has(await sha256(parsed.token))) {
      resolve({ token: parsed.token, expires_in: response.expires_in });
    }
  }

  async function dropRevoked(fingerprint: string) {
    revoked.add(fingerprint);
    const held = latest;
    if (held && (await held.fingerprint) === fingerprint && latest === held) {
      latest = null;
      options.onRevoked(held.response.token);
    }
  }

  // Anything may be posted on the channel: a malformed message fails in its own step and is dropped.
  const onMessage = (event: MessageEvent<SharingMessage | null>) => {
    const message = event.data;
    inbox = inbox
      .then(() =>
        message?.type === 'request'
          ? answer(message.id)
          : message?.type === 'token'
            ? takeReply(message.replyTo, message.response)
            : message?.type === 'revoked'
              ? dropRevoked(String(message.fingerprint))
              : undefined,
      )
      .catch(() => undefined);
  };
  const channelName = sha256(JSON.stringify([options.baseUrl, options.key])).then((digest) => `shipping-elements:token:${digest}`);
  let opened: Promise<boolean> = Promise.resolve(false);
  const open = () => {
    closed = false;
    opened = channelName.then(
      (name) => {
        if (closed) {
          return false;
        }
        channel ??= new BroadcastChannel(name);
        channel.onmessage = onMessage;
        return true;
      },
      () => false,
    );
  };
  open();

  function askPeers(): Promise<WireResponse | null> {
    const id = `${now()}-${crypto.randomUUID()}`;
    return new Promise<WireResponse | null>((resolve) => {
      const settle = (response: WireResponse | null) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(response);
      };
      const timer = setTimeout(() => settle(null), peerWait.ms);
      waiting.set(id, settle);
      post({ type: 'request', id });
    });
  }

  return {
    wrap(fetchToken) {
      return async (context) => {
        if ((await opened) && !closed) {
          await outbox;
          const fromPeer = await askPeers();
          if (fromPeer) {
            remember(fromPeer);
            return fromPeer;
          }
        }
        const response = await fetchToken(context);
        remember(normalise(response));
        return response;
      };
    },
    revoke(token) {
      if (latest?.response.token === token) {
        latest = null;
      }
      outbox = outbox
        .then(async () => {
          const fingerprint = await sha256(token);
          revoked.add(fingerprint);
          await opened;
          post({ type: 'revoked', fingerprint });
        })
        .catch(() => undefined);
    },
    open() {
      if (closed) {
        open();
      }
    },
    close() {
      closed = true;
      channel?.close();
      channel = null;
    },
  };
}
