// Live updates of the demo's backend: it subscribes to the sandbox's webhooks at start (with the
// server-side key, to its own loopback URL), verifies each delivery with createWebhookHandler, and
// relays the events to the signed-in browsers over Server-Sent Events (the provider's
// `events={{ url: '/api/shipping-events' }}`). Only ids travel: no object data, token or secret.
import { createApiClient } from '../src/api/client';
import { createWebhook, deleteWebhook } from '../src/api/resources/webhooks';
import { createLiveEventRelay, createWebhookHandler } from '../src/server/index';

/** Where the sandbox posts and where the browser listens. */
export const WEBHOOK_PATH = '/api/shipping-webhooks';
export const EVENTS_PATH = '/api/shipping-events';

/** The demo's one shipping account: every signed-in user sees its events. */
const ACCOUNT = 'demo';

export interface DemoLiveEvents {
  /** Answers the webhook and event-stream routes; `null` for any other request. */
  route(request: Request, signedIn: boolean): Promise<Response | null>;
  close(): Promise<void>;
}

/**
 * Subscribes to every event of the account behind `apiKey`, delivered to `origin` + WEBHOOK_PATH.
 * Without a signing secret (an API other than the in-process sandbox) there is nothing to verify
 * deliveries with: the event stream then answers 204 and the browser keeps polling.
 */
export async function startLiveEvents(options: {
  apiBaseUrl: string;
  apiKey: string;
  /** The demo backend's own origin, e.g. `http://127.0.0.1:5173`. */
  origin: string;
  /** The deliveries' signing secret (`sandbox.webhookSecret`). */
  secret: string | null;
  /** The clock the signatures' timestamps are judged on (the sandbox's, which tests move by hand). */
  now?: () => number;
}): Promise<DemoLiveEvents> {
  const relay = createLiveEventRelay({ maxClients: 50, heartbeatMs: 15_000 });
  if (options.secret === null) {
    return {
      route: (request) => Promise.resolve(new URL(request.url).pathname === EVENTS_PATH ? new Response(null, { status: 204 }) : null),
      close: () => Promise.resolve(),
    };
  }
  const webhooks = createWebhookHandler({
    secret: options.secret,
    now: options.now,
    onEvent: (event) => {
      relay.publish(ACCOUNT, event);
    },
  });
  const api = createApiClient({ baseUrl: options.apiBaseUrl, auth: { apiKey: options.apiKey }, retry: false });
  const subscription = await createWebhook(api, { url: `${options.origin}${WEBHOOK_PATH}`, event: 'all' });
  return {
    async route(request, signedIn) {
      const { pathname } = new URL(request.url);
      if (pathname === WEBHOOK_PATH && request.method === 'POST') {
        return webhooks(request);
      }
      if (pathname === EVENTS_PATH && request.method === 'GET') {
        return signedIn
          ? relay.stream(request, ACCOUNT)
          : new Response(JSON.stringify({ detail: 'Sign in first.' }), { status: 401, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
      }
      return null;
    },
    async close() {
      relay.close();
      await deleteWebhook(api, subscription.object_id).catch(() => undefined);
    },
  };
}
