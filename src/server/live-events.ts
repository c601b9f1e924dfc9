import type { UnknownWebhookEvent, WebhookEvent } from '../api/resources/webhooks';
import type { LiveEvent } from '../api/live-events';

/**
 * What the browser needs of a verified webhook event: its name and the id of the object it is
 * about (for `track_updated`, the label when the event names one). Never the object's data: it
 * holds signed file URLs, and the kit refetches the object with the user's own token anyway.
 */
export function toLiveEvent(event: WebhookEvent | UnknownWebhookEvent): LiveEvent | null {
  const data = event.data as Record<string, unknown>;
  const objectId = typeof data.object_id === 'string' ? data.object_id : typeof data.tracking_number === 'string' ? data.tracking_number : null;
  if (objectId === null) {
    return null;
  }
  const transaction = typeof data.transaction === 'string' ? data.transaction : null;
  const updated = typeof data.object_updated === 'string' ? data.object_updated : null;
  return {
    event: event.event,
    object_id: objectId,
    ...(transaction !== null ? { transaction } : {}),
    ...(updated !== null ? { object_updated: updated } : {}),
  };
}

/** Options of {@link createLiveEventRelay}. */
export interface LiveEventRelayOptions {
  /** Streams open at once; one more gets `503` (the browser then polls). @default 100 */
  maxClients?: number;
  /**
   * Streams one session (one signed-in browser: all its tabs) may hold at once; one more gets
   * `429`, and that tab polls. Streams without a session count against their account only.
   * @default 4
   */
  maxStreamsPerSession?: number;
  /** Streams of one account at once, all its sessions together; one more gets `429`. @default 20 */
  maxStreamsPerAccount?: number;
  /** A comment line this often keeps proxies from closing an idle stream. @default 15000 */
  heartbeatMs?: number;
  /**
   * A stream that carried no event for this long is ended; the browser's EventSource opens it
   * again (after 3 s), and your route checks the session anew. Heartbeats do not count. `0`: never.
   * @default 300000
   */
  idleTimeoutMs?: number;
  /**
   * Bytes a stream may hold that its client has not read (it stopped reading, or reads slower
   * than events come). Past it the client is disconnected and its unread events dropped, so a
   * stalled client costs at most this much memory. Needs a server that passes backpressure on,
   * as {@link toNodeListener} does.
   * @default 65536
   */
  maxBufferedBytes?: number;
}

/**
 * Whose a stream is: the `account` whose events it receives, and the `session` (your id of the
 * signed-in browser, never shown to it) it counts against.
 */
export interface LiveEventStreamOwner {
  /** Your id of the user's shipping account (a store): the streams `publish(account, …)` reaches. */
  account: string;
  /** Your id of the signed-in session, for `maxStreamsPerSession`. */
  session?: string;
}

/** Relays live events to the browsers of each account over Server-Sent Events. */
export interface LiveEventRelay {
  /**
   * The `text/event-stream` response of one signed-in browser, which receives the events
   * published for its account until it goes away, stops reading, or stays idle. `owner` is the
   * account, or `{ account, session }` (the session is what `maxStreamsPerSession` counts).
   * Authenticate the request first: this does not look at it beyond its abort signal.
   * Past a limit it answers `503` (`maxClients`) or `429` (per session or account), with
   * `Retry-After`.
   */
  stream(request: Request, owner: string | LiveEventStreamOwner): Response;
  /** Sends a verified webhook event to every stream of `account`; returns how many got it. */
  publish(account: string, event: WebhookEvent | UnknownWebhookEvent): number;
  /** Streams open now. */
  readonly size: number;
  /** Ends every stream. */
  close(): void;
}

const encoder = new TextEncoder();

interface Client {
  account: string;
  session: string | undefined;
  /** Queues an event (or a heartbeat, which does not count as activity). */
  send(text: string, activity: boolean): void;
  end(): void;
}

function refusal(status: 429 | 503, detail: string): Response {
  return new Response(JSON.stringify({ detail }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '30' },
  });
}

/** How many of `clients` match `test`. */
function count(clients: Iterable<Client>, test: (client: Client) => boolean): number {
  let total = 0;
  for (const client of clients) {
    total += test(client) ? 1 : 0;
  }
  return total;
}

/**
 * A relay from your webhook route to the browsers: `publish` in `createWebhookHandler`'s `onEvent`,
 * `stream` in the GET route the provider's `events={{ url }}` points at. Each message is one
 * {@link LiveEvent} as JSON (no object data, no token, no secret).
 *
 * @remarks
 * Memory is bounded: at most `maxClients` streams, `maxStreamsPerSession` of one signed-in
 * browser and `maxStreamsPerAccount` of one account (so one session cannot take every place),
 * each holding at most `maxBufferedBytes` its client has not read (a client that stops reading is
 * disconnected); a stream idle for `idleTimeoutMs` is ended and reopened by the browser, which
 * passes your session check again. One relay per server process: with several processes, publish
 * through your own pub/sub.
 *
 * @example
 * const relay = createLiveEventRelay();
 * const webhooks = createWebhookHandler({ secret, onEvent: (event) => void relay.publish(event.account_id ?? 'acct_1', event) });
 * // GET /api/shipping-events, after your own session check:
 * return relay.stream(request, { account: session.shippingAccount, session: session.id });
 */
export function createLiveEventRelay(options: LiveEventRelayOptions = {}): LiveEventRelay {
  const maxClients = options.maxClients ?? 100;
  const maxPerSession = options.maxStreamsPerSession ?? 4;
  const maxPerAccount = options.maxStreamsPerAccount ?? 20;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 300_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 65_536;
  const clients = new Set<Client>();

  function refused(account: string, session: string | undefined): Response | null {
    if (clients.size >= maxClients) {
      return refusal(503, 'Too many live connections.');
    }
    if (session !== undefined && count(clients, (client) => client.session === session) >= maxPerSession) {
      return refusal(429, 'Too many live connections for this session.');
    }
    if (count(clients, (client) => client.account === account) >= maxPerAccount) {
      return refusal(429, 'Too many live connections for this account.');
    }
    return null;
  }

  return {
    stream(request, owner) {
      const { account, session } = typeof owner === 'string' ? { account: owner, session: undefined } : owner;
      const refusedWith = refused(account, session);
      if (refusedWith) {
        return refusedWith;
      }
      let client: Client | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      let idle: ReturnType<typeof setTimeout> | undefined;
      const body = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            let open = true;
            // `unread`: the client has not taken what was queued; the stream then fails instead of
            // closing, so the server drops the connection rather than wait to write the rest.
            const end = (unread = false) => {
              if (!open) {
                return;
              }
              open = false;
              clearInterval(heartbeat);
              clearTimeout(idle);
              if (client) {
                clients.delete(client);
              }
              try {
                if (unread) {
                  controller.error(new RangeError('The client did not read its live events.'));
                } else {
                  controller.close();
                }
              } catch {
                // Already closed by the reader.
              }
            };
            const unreadBytes = () => maxBufferedBytes - (controller.desiredSize ?? 0);
            const armIdle = () => {
              if (idleTimeoutMs > 0) {
                clearTimeout(idle);
                idle = setTimeout(() => end(unreadBytes() > 0), idleTimeoutMs);
              }
            };
            client = {
              account,
              session,
              send(text, activity) {
                if (!open) {
                  return;
                }
                controller.enqueue(encoder.encode(text));
                if (unreadBytes() > maxBufferedBytes) {
                  // A client that stopped reading: disconnected, its unread events dropped.
                  end(true);
                  return;
                }
                if (activity) {
                  armIdle();
                }
              },
              end: () => end(unreadBytes() > 0),
            };
            clients.add(client);
            // `retry` tells EventSource how soon to reconnect after a drop.
            client.send('retry: 3000\n: connected\n\n', true);
            heartbeat = setInterval(() => client?.send(': heartbeat\n\n', false), heartbeatMs);
            request.signal.addEventListener('abort', () => end(), { once: true });
          },
          cancel() {
            client?.end();
          },
        },
        // Counted in bytes: what the client has not read yet.
        { highWaterMark: maxBufferedBytes, size: (chunk) => chunk.byteLength },
      );
      return new Response(body, {
        headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
      });
    },
    publish(account, event) {
      const live = toLiveEvent(event);
      if (!live) {
        return 0;
      }
      const text = `data: ${JSON.stringify(live)}\n\n`;
      let sent = 0;
      for (const client of [...clients]) {
        if (client.account === account) {
          client.send(text, true);
          sent += clients.has(client) ? 1 : 0;
        }
      }
      return sent;
    },
    get size() {
      return clients.size;
    },
    close() {
      for (const client of [...clients]) {
        client.end();
      }
    },
  };
}
