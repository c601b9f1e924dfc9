// Live updates of the demo's backend: it subscribes to the sandbox's webhooks at start (with the
// server-side key, for each store's account, to its own loopback URL), verifies each delivery with
// createWebhookHandler, and relays the events to the signed-in browsers of that store over
// Server-Sent Events (the provider's `events={{ url: '/api/shipping-events?store=<id>' }}`). Only
// ids travel: no object data, token or secret.
import { createApiClient } from '../src/api/client';
import { createWebhook, deleteWebhook } from '../src/api/resources/webhooks';
import { createLiveEventRelay, createWebhookHandler } from '../src/server/index';

/** Where the sandbox posts and where the browser listens. */
export const WEBHOOK_PATH = '/api/shipping-webhooks';
export const EVENTS_PATH = '/api/shipping-events';

/** A store the demo's user manages, and the managed account behind it (none: the merchant's own). */
export interface DemoLiveStore {
  id: string;
  accountId: string | undefined;
}

export interface DemoLiveEvents {
  /**
   * Answers the webhook and event-stream routes; `null` for any other request. `session` is the
   * signed-in session's id (never shown to the page), `null` when nobody is signed in.
   */
  route(request: Request, session: string | null): Promise<Response | null>;
  close(): Promise<void>;
}

/**
 * Subscribes to every event of each store's account (the merchant's own with the key, a managed
 * one with the key and its `SVC-ACCOUNT-ID`), all delivered to `origin` + WEBHOOK_PATH; an event
 * goes to the pages of the store its `account_id` names, and no other. Without a signing secret
 * (an API other than the in-process sandbox) there is nothing to verify deliveries with: the event
 * stream then answers 204 and the browser keeps polling.
 */
export async function startLiveEvents(options: {
  apiBaseUrl: string;
  apiKey: string;
  /** The demo backend's own origin, e.g. `http://127.0.0.1:5173`. */
  origin: string;
  /** The deliveries' signing secret (`sandbox.webhookSecret`). */
  secret: string | null;
  /** The stores a page may listen to (`?store=<id>`); the first is the merchant's own. */
  stores: readonly DemoLiveStore[];
  /** The clock the signatures' timestamps are judged on (the sandbox's, which tests move by hand). */
  now?: () => number;
}): Promise<DemoLiveEvents> {
  // A session's tabs share its four streams; each store's pages share twenty.
  const relay = createLiveEventRelay({ maxClients: 50, maxStreamsPerSession: 4, maxStreamsPerAccount: 20, heartbeatMs: 15_000 });
  if (options.secret === null) {
    return {
      route: (request) => Promise.resolve(new URL(request.url).pathname === EVENTS_PATH ? new Response(null, { status: 204 }) : null),
      close: () => Promise.resolve(),
    };
  }
  const { stores } = options;
  const webhooks = createWebhookHandler({
    secret: options.secret,
    now: options.now,
    onEvent: (event) => {
      // The own account's events carry no account_id; an account the demo does not show goes nowhere.
      const store = stores.find((candidate) => candidate.accountId === (event.account_id ?? undefined));
      if (store) {
        relay.publish(store.id, event);
      }
    },
  });
  const subscriptions = await Promise.all(
    stores.map(async (store) => {
      const api = createApiClient({ baseUrl: options.apiBaseUrl, auth: { apiKey: options.apiKey }, accountId: store.accountId, retry: false });
      return { api, webhook: await createWebhook(api, { url: `${options.origin}${WEBHOOK_PATH}`, event: 'all' }) };
    }),
  );
  return {
    async route(request, session) {
      const url = new URL(request.url);
      if (url.pathname === WEBHOOK_PATH && request.method === 'POST') {
        return webhooks(request);
      }
      if (url.pathname === EVENTS_PATH && request.method === 'GET') {
        if (session === null) {
          return json({ detail: 'Sign in first.' }, 401);
        }
        const store = stores.find((candidate) => candidate.id === (url.searchParams.get('store') ?? stores[0]?.id));
        return store ? relay.stream(request, { account: store.id, session }) : json({ detail: 'No such store.' }, 404);
      }
      return null;
    },
    async close() {
      relay.close();
      await Promise.all(subscriptions.map(({ api, webhook }) => deleteWebhook(api, webhook.object_id).catch(() => undefined)));
    },
  };
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
}
