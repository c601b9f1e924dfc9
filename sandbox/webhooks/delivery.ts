import { isLoopbackHostname } from '../../src/api/urls';
import { WEBHOOK_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, signWebhook } from '../../src/server/webhook-signature';
import type { Clock, Scheduler } from '../core/clock';

/*
 * Delivery of webhook events to subscribed URLs (docs/api-coverage.md "Webhooks"):
 *
 * - Only to receivers the operator allowed (`receivers`): by default loopback URLs, none when the
 *   CLI listens beyond loopback unless `--webhook-allow` names them. A subscription to any other
 *   `https:` URL is kept, as the API keeps it, and its events are withheld (counted).
 * - At least once: an attempt counts as delivered on a 2xx only. A network error, a timeout, a
 *   408, a 429 or a 5xx is retried with exponential backoff on the sandbox's clock (so a manual
 *   clock retries when a test advances it), up to `attempts` in all; any other answer ends the
 *   delivery (as the public API does for other 4xx). Every attempt is signed afresh (new `t=`),
 *   with the same `event_id`.
 * - In order per object: the events of one object for one subscription form a queue; the next one
 *   is sent once the one before was delivered or given up. Different objects go in parallel, at
 *   most MAX_IN_FLIGHT requests at once.
 * - Never in the way: the request or background step that causes an event only queues it; the
 *   HTTP requests run on their own, redirects are not followed, and MAX_QUEUED bounds memory
 *   (events past it are dropped and counted).
 */

/** Requests in flight at once, across subscriptions. */
const MAX_IN_FLIGHT = 8;
/** Events waiting to be delivered, across subscriptions; past it new events are dropped. */
export const MAX_QUEUED_WEBHOOK_EVENTS = 10_000;

/** Delivery settings of a sandbox (`SandboxOptions.webhooks`). */
export interface WebhookDeliveryOptions {
  /** Key of the HMAC signature. */
  secret: string;
  /** False where the sandbox cannot reach a receiver (a browser behind MSW): events are not sent. */
  enabled: boolean;
  /** Attempts per event, the first included. */
  attempts: number;
  /** How long one attempt may take (wall-clock milliseconds) before it counts as failed. */
  timeoutMs: number;
  /** Wait before the first retry (sandbox-clock milliseconds, divided by `speed`); doubled per retry. */
  backoffMs: number;
  /** The `fetch` that posts deliveries. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch | undefined;
  /** Where deliveries may go (see {@link receiverPolicy}). @default ['loopback'] */
  receivers?: WebhookReceivers | undefined;
}

/**
 * Receivers a sandbox posts to: `'loopback'` admits every `http:`/`https:` URL on `localhost`,
 * `127.0.0.0/8` or `[::1]`; an origin (`https://hooks.example`) every URL of it; a URL with a
 * path (`http://10.0.0.8:9000/hooks`) that URL only. Or a function given the URL that decides.
 */
export type WebhookReceivers = readonly string[] | ((url: string) => boolean);

/**
 * A function deciding whether the sandbox may post to a URL. A URL with credentials, or of a
 * scheme other than `http:`/`https:`, never; a list entry that is no such URL throws at once.
 */
export function receiverPolicy(receivers: WebhookReceivers = ['loopback']): (url: string) => boolean {
  const entries = typeof receivers === 'function' ? [] : receivers.map((entry) => (entry === 'loopback' ? entry : receiverEntry(entry)));
  return (value) => {
    const url = webUrl(value);
    if (url === undefined) {
      return false;
    }
    if (typeof receivers === 'function') {
      return receivers(url.href);
    }
    return entries.some((entry) =>
      entry === 'loopback' ? isLoopbackHostname(url.hostname) : url.origin === entry.origin && (entry.wholeOrigin || url.href === entry.href),
    );
  };
}

/** An `http:`/`https:` URL without credentials, or `undefined`. */
function webUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

function receiverEntry(entry: string): { origin: string; href: string; wholeOrigin: boolean } {
  const url = webUrl(entry);
  if (url === undefined) {
    throw new TypeError(`A webhook receiver is 'loopback', or an http: or https: origin or URL without credentials; got "${entry}".`);
  }
  return { origin: url.origin, href: url.href, wholeOrigin: url.pathname === '/' && url.search === '' };
}

/** What a sandbox has delivered so far (`sandbox.webhookStats()`). */
export interface WebhookStats {
  /** Events waiting for their turn or for a retry. */
  queued: number;
  /** Requests under way. */
  inFlight: number;
  /** Events a receiver accepted (2xx). */
  delivered: number;
  /** Events given up after the last attempt or a final refusal. */
  failed: number;
  /** Events not queued because `MAX_QUEUED_WEBHOOK_EVENTS` were waiting. */
  dropped: number;
  /** Events not sent because their subscription's URL is no receiver the sandbox may post to. */
  withheld: number;
}

/** One event for one subscription. */
export interface WebhookDelivery {
  subscriptionId: string;
  url: string;
  /** The events of one object share a key: they are sent one after the other. */
  objectId: string;
  eventId: string;
  /** The JSON body, built once: every attempt sends the same bytes. */
  body: string;
}

interface Queue {
  items: (WebhookDelivery & { attempt: number })[];
  /** An attempt is under way or a retry is scheduled. */
  busy: boolean;
}

export interface WebhookDispatcher {
  readonly enabled: boolean;
  readonly secret: string;
  /** Whether the sandbox may post to `url` (the operator's `receivers`). */
  delivers(url: string): boolean;
  /** Queues deliveries to receivers it may post to; the first attempt starts right after the caller returns. */
  enqueue(deliveries: readonly WebhookDelivery[]): void;
  stats(): WebhookStats;
  /** Forgets every queued event (sandbox reset); requests under way finish unobserved. */
  clear(): void;
}

const RETRYABLE = (status: number) => status === 408 || status === 429 || status >= 500;

export function createWebhookDispatcher(
  services: { clock: Clock; scheduler: Scheduler; duration(ms: number): number; apiVersion: string },
  options: WebhookDeliveryOptions,
): WebhookDispatcher {
  const queues = new Map<string, Queue>();
  const waiting: string[] = [];
  const counts = { delivered: 0, failed: 0, dropped: 0, withheld: 0 };
  const delivers = receiverPolicy(options.receivers);
  let inFlight = 0;
  let queued = 0;
  let generation = 0;

  function pump(key: string) {
    const queue = queues.get(key);
    if (!queue || queue.busy || queue.items.length === 0) {
      return;
    }
    if (inFlight >= MAX_IN_FLIGHT) {
      if (!waiting.includes(key)) {
        waiting.push(key);
      }
      return;
    }
    queue.busy = true;
    inFlight += 1;
    const current = generation;
    void attempt(queue.items[0]!).then((outcome) => {
      if (current !== generation) {
        return;
      }
      inFlight -= 1;
      finish(key, queue, outcome);
      const next = waiting.shift();
      if (next !== undefined) {
        pump(next);
      }
    });
  }

  function finish(key: string, queue: Queue, outcome: 'delivered' | 'retry' | 'failed') {
    const head = queue.items[0]!;
    if (outcome === 'retry' && head.attempt < options.attempts) {
      const wait = services.duration(options.backoffMs * 2 ** (head.attempt - 1));
      head.attempt += 1;
      const current = generation;
      services.scheduler.at(services.clock.now() + wait, () => {
        if (current === generation) {
          queue.busy = false;
          pump(key);
        }
      });
      return;
    }
    counts[outcome === 'delivered' ? 'delivered' : 'failed'] += 1;
    queue.items.shift();
    queued -= 1;
    queue.busy = false;
    if (queue.items.length === 0) {
      queues.delete(key);
    } else {
      pump(key);
    }
  }

  async function attempt(delivery: WebhookDelivery): Promise<'delivered' | 'retry' | 'failed'> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    try {
      const timestamp = Math.floor(services.clock.now() / 1000);
      const response = await fetchImpl(delivery.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'shipping-elements-sandbox-webhooks',
          'SVC-API-VERSION': services.apiVersion,
          [WEBHOOK_ID_HEADER]: delivery.eventId,
          [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(options.secret, timestamp, delivery.body),
        },
        body: delivery.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      return response.ok ? 'delivered' : RETRYABLE(response.status) ? 'retry' : 'failed';
    } catch {
      // Refused connection, reset, timeout: the receiver may come back.
      return 'retry';
    }
  }

  return {
    enabled: options.enabled,
    secret: options.secret,
    delivers,
    enqueue(deliveries) {
      if (!options.enabled) {
        return;
      }
      for (const delivery of deliveries) {
        if (!delivers(delivery.url)) {
          counts.withheld += 1;
          continue;
        }
        if (queued >= MAX_QUEUED_WEBHOOK_EVENTS) {
          counts.dropped += 1;
          continue;
        }
        const key = `${delivery.subscriptionId}\n${delivery.objectId}`;
        const queue = queues.get(key) ?? { items: [], busy: false };
        queues.set(key, queue);
        queue.items.push({ ...delivery, attempt: 1 });
        queued += 1;
        // After the caller's own work: the request that caused the event never waits for it.
        queueMicrotask(() => pump(key));
      }
    },
    stats: () => ({ queued, inFlight, ...counts }),
    clear() {
      generation += 1;
      queues.clear();
      waiting.length = 0;
      queued = 0;
      inFlight = 0;
    },
  };
}
