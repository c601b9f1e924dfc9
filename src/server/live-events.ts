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
  /** A comment line this often keeps proxies from closing an idle stream. @default 15000 */
  heartbeatMs?: number;
}

/** Relays live events to the browsers of each account over Server-Sent Events. */
export interface LiveEventRelay {
  /**
   * The `text/event-stream` response of one signed-in browser, which receives the events
   * published for `account` (your own id of the user's shipping account) until it goes away.
   * Authenticate the request first: this does not look at it beyond its abort signal.
   */
  stream(request: Request, account: string): Response;
  /** Sends a verified webhook event to every stream of `account`; returns how many got it. */
  publish(account: string, event: WebhookEvent | UnknownWebhookEvent): number;
  /** Streams open now. */
  readonly size: number;
  /** Ends every stream. */
  close(): void;
}

const encoder = new TextEncoder();

/**
 * A relay from your webhook route to the browsers: `publish` in `createWebhookHandler`'s `onEvent`,
 * `stream` in the GET route the provider's `events={{ url }}` points at. Each message is one
 * {@link LiveEvent} as JSON (no object data, no token, no secret); memory is bounded by
 * `maxClients`. One relay per server process: with several processes, publish through your own
 * pub/sub.
 *
 * @example
 * const relay = createLiveEventRelay();
 * const webhooks = createWebhookHandler({ secret, onEvent: (event) => void relay.publish('acct_1', event) });
 * // GET /api/shipping-events, after your own session check:
 * return relay.stream(request, session.shippingAccount);
 */
export function createLiveEventRelay(options: LiveEventRelayOptions = {}): LiveEventRelay {
  const maxClients = options.maxClients ?? 100;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const clients = new Set<{ account: string; send(text: string): void; end(): void }>();

  return {
    stream(request, account) {
      if (clients.size >= maxClients) {
        return new Response(JSON.stringify({ detail: 'Too many live connections.' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '30' },
        });
      }
      let client: { account: string; send(text: string): void; end(): void } | undefined;
      let heartbeat: ReturnType<typeof setInterval> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true;
          const end = () => {
            if (!open) {
              return;
            }
            open = false;
            clearInterval(heartbeat);
            if (client) {
              clients.delete(client);
            }
            try {
              controller.close();
            } catch {
              // Already closed by the reader.
            }
          };
          client = { account, send: (text) => open && controller.enqueue(encoder.encode(text)), end };
          clients.add(client);
          // `retry` tells EventSource how soon to reconnect after a drop.
          client.send('retry: 3000\n: connected\n\n');
          heartbeat = setInterval(() => client?.send(': heartbeat\n\n'), heartbeatMs);
          request.signal.addEventListener('abort', end, { once: true });
        },
        cancel() {
          client?.end();
        },
      });
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
      for (const client of clients) {
        if (client.account === account) {
          client.send(text);
          sent += 1;
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
