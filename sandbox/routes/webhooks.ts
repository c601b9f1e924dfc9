import { WebhookInputSchema, WebhookPageSchema, WebhookSchema, type WebhookDeliveryEventType } from '../../src/api/resources/webhooks';
import type { RequestContext } from '../core/context';
import { fieldErrors, parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { collectionOf, findOr404, newestFirst, type SandboxRouter, type StoredObject } from './shared';

/*
 * Webhook subscriptions (public API: POST/GET /webhooks, GET/PUT/DELETE /webhooks/{id}) and the
 * events the sandbox causes (docs/api-coverage.md "Webhooks"). A subscription belongs to the
 * account and mode of the credentials that made it; deliveries: ../webhooks/delivery.ts.
 */

const subscriptionsOf = (context: RequestContext) => collectionOf(context, 'webhooks');

/**
 * The subscription in a request body. Any `https:` URL is kept, as the API keeps it (events go
 * only to receivers the sandbox may post to: `context.webhooks.delivers`); an `http:` URL only
 * when it is such a receiver (by default loopback), so a plain-HTTP subscription is never silent.
 */
function readSubscription(context: RequestContext, body: unknown) {
  const input = parseBody(WebhookInputSchema, body);
  if (!isSubscribable(context, input.url)) {
    throw fieldErrors({
      url: [
        'Use an https: URL without credentials, or an http: URL the sandbox posts to (by default loopback: http://127.0.0.1:<port>/…, http://localhost:<port>/… or http://[::1]:<port>/…).',
      ],
    });
  }
  return { url: input.url, event: input.event, active: input.active ?? true, is_test: input.is_test ?? context.scope.test };
}

function isSubscribable(context: RequestContext, value: string): boolean {
  if (context.webhooks.delivers(value)) {
    return true;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function publicSubscription(subscription: StoredObject): StoredObject {
  const { test: _test, ...visible } = subscription;
  return visible;
}

/** Webhook subscription endpoints. */
export function registerWebhookRoutes(router: SandboxRouter): void {
  router.add('POST', '/webhooks', async (context) => {
    const subscription = subscriptionsOf(context).insert({ ...context.common(context.id('whk')), ...readSubscription(context, await context.body()) });
    context.webhookListener();
    return respond(WebhookSchema, publicSubscription(subscription), 201);
  });

  router.add('GET', '/webhooks', (context) => {
    const page = paginate(context, newestFirst(subscriptionsOf(context).list()), 25);
    return respond(WebhookPageSchema, { ...page, results: page.results.map(publicSubscription) });
  });

  router.add('GET', '/webhooks/:id', (context, params) => respond(WebhookSchema, publicSubscription(findOr404(subscriptionsOf(context), params.id ?? ''))));

  router.add('PUT', '/webhooks/:id', async (context, params) => {
    const subscriptions = subscriptionsOf(context);
    const existing = findOr404(subscriptions, params.id ?? '');
    const updated = subscriptions.update(existing.object_id, { ...readSubscription(context, await context.body()), object_updated: context.nowIso() });
    context.webhookListener();
    return respond(WebhookSchema, publicSubscription(updated ?? existing));
  });

  router.add('DELETE', '/webhooks/:id', (context, params) => {
    const subscriptions = subscriptionsOf(context);
    subscriptions.remove(findOr404(subscriptions, params.id ?? '').object_id);
    return new Response(null, { status: 204 });
  });
}

/** The active subscriptions of the scope that ask for `event` (or for `all`). */
function subscribersOf(context: RequestContext, event: WebhookDeliveryEventType): StoredObject[] {
  return subscriptionsOf(context)
    .list()
    .filter((subscription) => subscription.active !== false && subscription.is_test === context.scope.test && (subscription.event === event || subscription.event === 'all'));
}

/** Whether an event would be posted to anyone now (deliveries on, and a subscription asks for it). */
export function hasSubscribers(context: RequestContext, event: WebhookDeliveryEventType): boolean {
  return context.webhooks.enabled && subscribersOf(context, event).length > 0;
}

/**
 * Queues `event` about `objectId` for every active subscription of the scope that asked for it.
 * `build` makes the `data` (the object as the API shows it now); it runs only when someone
 * listens. `created` is when the event happened (epoch ms; default now). The caller's request or
 * background step never waits for a delivery.
 */
export async function emitWebhookEvent(
  context: RequestContext,
  event: WebhookDeliveryEventType,
  objectId: string,
  build: () => Record<string, unknown> | Promise<Record<string, unknown>>,
  created?: number,
): Promise<void> {
  if (!context.webhooks.enabled) {
    return;
  }
  const subscribers = subscribersOf(context, event);
  if (subscribers.length === 0) {
    return;
  }
  const eventId = `evt_${crypto.randomUUID().replaceAll('-', '')}`;
  const when = created === undefined ? context.nowIso() : new Date(created).toISOString();
  // A platform that subscribes one URL for each of its managed accounts routes an event by it; the
  // objects' own `object_owner` (an e-mail) is in `data` as the API shows it (a Track has none).
  const account = context.managedAccounts.find(context.scope.accountId) ? { account_id: context.scope.accountId } : {};
  const body = JSON.stringify({ event, event_id: eventId, created: when, test: context.scope.test, ...account, api_version: context.apiVersion, data: await build() });
  context.webhooks.enqueue(subscribers.map((subscription) => ({ subscriptionId: subscription.object_id, url: String(subscription.url), objectId, eventId, body })));
}
