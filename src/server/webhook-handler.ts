import { parseWebhookEvent, type UnknownWebhookEvent, type WebhookEvent } from '../api/resources/webhooks';
import { WEBHOOK_SIGNATURE_HEADER, parseWebhookSignature, verifyWebhookSignature } from './webhook-signature';

/** Options of {@link createWebhookHandler}. */
export interface WebhookHandlerOptions {
  /**
   * The signing secret of the deliveries (the sandbox's is `sandbox.webhookSecret`). Several
   * secrets are accepted while you rotate: a delivery signed with any of them passes.
   */
  secret: string | readonly string[];
  /**
   * Receives each verified event once, parsed and typed by `event`. Make it quick (store the
   * event, enqueue a job): the sender gets its `200` when the returned promise resolves, and a
   * rejection answers `500` so the sender retries the event later.
   */
  onEvent: (event: WebhookEvent | UnknownWebhookEvent, request: Request) => void | Promise<void>;
  /**
   * Oldest (and furthest in the future) a delivery's signed timestamp may be, in seconds; an event
   * id is remembered as long, so a replay is refused either way.
   * @default 300
   */
  toleranceSeconds?: number;
  /** Largest body read, in bytes; larger ones get `413` without being read further. @default 1048576 */
  maxBodyBytes?: number;
  /**
   * How long the sender waits for `onEvent` before it gets `503` (and retries). The sandbox gives an
   * attempt 3 s, the public API asks for an answer within 3 s.
   * @default 2500
   */
  acceptTimeoutMs?: number;
  /** Most event ids remembered at once (the oldest is forgotten first). @default 10000 */
  maxRememberedEvents?: number;
  /** The clock the timestamp window is judged on, in epoch milliseconds. @default Date.now */
  now?: () => number;
}

const HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' } as const;

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });
}

class TooLarge extends Error {}

/** The promise's value, or `'late'` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads at most `limit` bytes of the body, whatever `Content-Length` claims. */
async function readBounded(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > limit) {
    throw new TooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw new TooLarge();
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Event ids seen within the window: accepted (`true`), or being handled (a promise of the outcome). */
function createReplayGuard(maxEntries: number) {
  const seen = new Map<string, { expires: number; outcome: boolean | Promise<boolean> }>();
  return {
    get(id: string, now: number) {
      const entry = seen.get(id);
      if (entry && entry.expires <= now) {
        seen.delete(id);
        return undefined;
      }
      return entry?.outcome;
    },
    set(id: string, expires: number, outcome: boolean | Promise<boolean>, now: number) {
      seen.delete(id);
      if (seen.size >= maxEntries) {
        for (const [key, entry] of seen) {
          if (entry.expires <= now) {
            seen.delete(key);
          }
        }
      }
      while (seen.size >= maxEntries) {
        const oldest = seen.keys().next().value;
        if (oldest === undefined) {
          break;
        }
        seen.delete(oldest);
      }
      seen.set(id, { expires, outcome });
    },
    forget(id: string) {
      seen.delete(id);
    },
  };
}

/**
 * Creates the merchant backend route that receives webhook deliveries (the server half of live
 * updates).
 *
 * @remarks
 * A web-standard `(request: Request) => Promise<Response>` handler, like the token route: mount it
 * in a Next.js route handler or any `Request`/`Response` framework, or in Node with
 * {@link toNodeListener}. For each `POST` it checks, in this order: the `SVC-Webhook-Signature`
 * header (`400` when missing or malformed), the body size (`413`), the header's timestamp against the
 * window (`401`), the HMAC-SHA256 signature over `"<t>.<raw body>"` with a constant-time
 * comparison (`401`), the JSON and its shape (`400`). An event id accepted before answers `200`
 * without calling `onEvent` again (the sender retries until it sees a 2xx: at least once in,
 * exactly once out while the id is remembered). Every answer is `Cache-Control: no-store` and says
 * nothing about the secret.
 *
 * @example
 * const handler = createWebhookHandler({
 *   secret: process.env.SHIPPING_WEBHOOK_SECRET!,
 *   onEvent: async (event) => {
 *     if (event.event === 'batch_created') await jobs.enqueue('batch-ready', event.data.object_id);
 *   },
 * });
 * export const POST = handler; // Next.js app router
 */
export function createWebhookHandler(options: WebhookHandlerOptions): (request: Request) => Promise<Response> {
  const secrets = (typeof options.secret === 'string' ? [options.secret] : [...options.secret]).filter((secret) => secret.length > 0);
  if (secrets.length === 0) {
    throw new TypeError('createWebhookHandler needs the signing secret (read it from the server environment).');
  }
  if (typeof options.onEvent !== 'function') {
    throw new TypeError('createWebhookHandler needs onEvent(event).');
  }
  const toleranceMs = (options.toleranceSeconds ?? 300) * 1000;
  const maxBodyBytes = options.maxBodyBytes ?? 1_048_576;
  const acceptTimeoutMs = options.acceptTimeoutMs ?? 2500;
  const now = options.now ?? Date.now;
  const replays = createReplayGuard(options.maxRememberedEvents ?? 10_000);

  async function accept(event: WebhookEvent | UnknownWebhookEvent, request: Request): Promise<boolean> {
    try {
      await options.onEvent(event, request);
      return true;
    } catch {
      replays.forget(event.event_id);
      return false;
    }
  }

  return async function handleWebhook(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return reply(405, { detail: 'Webhook deliveries are POST requests.' }, { Allow: 'POST' });
    }
    const signature = parseWebhookSignature(request.headers.get(WEBHOOK_SIGNATURE_HEADER));
    if (!signature) {
      return reply(400, { detail: `Missing or malformed ${WEBHOOK_SIGNATURE_HEADER} header.` });
    }
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBounded(request, maxBodyBytes);
    } catch (error) {
      return error instanceof TooLarge ? reply(413, { detail: 'The delivery is larger than this route accepts.' }) : reply(400, { detail: 'The body could not be read.' });
    }
    const at = now();
    if (Math.abs(at - signature.timestamp * 1000) > toleranceMs) {
      return reply(401, { detail: 'The delivery’s timestamp is outside the accepted window.' });
    }
    if (!(await verifyWebhookSignature(secrets, signature, body))) {
      return reply(401, { detail: 'The signature does not match.' });
    }
    let event: WebhookEvent | UnknownWebhookEvent | null;
    try {
      event = parseWebhookEvent(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)));
    } catch {
      event = null;
    }
    if (!event) {
      return reply(400, { detail: 'The delivery is not a webhook event.' });
    }
    const earlier = replays.get(event.event_id, at);
    if (earlier !== undefined) {
      const settled = await within(Promise.resolve(earlier), acceptTimeoutMs);
      if (settled === 'late') {
        return reply(503, { detail: 'The event is still being handled.' }, { 'Retry-After': '5' });
      }
      if (settled) {
        return reply(200, { received: true, duplicate: true });
      }
      // The earlier attempt failed: this one is handled anew.
    }
    // Remembered until the signed timestamp leaves the window: a replay of this very request is
    // refused as a duplicate until then and as stale afterwards.
    const outcome = accept(event, request);
    replays.set(event.event_id, Math.max(at, signature.timestamp * 1000) + toleranceMs, outcome, at);
    const result = await within(outcome, acceptTimeoutMs);
    if (result === 'late') {
      // Still being handled: the sender's retry finds the outcome (a duplicate once accepted).
      return reply(503, { detail: 'The event is still being handled.' }, { 'Retry-After': '5' });
    }
    return result ? reply(200, { received: true }) : reply(500, { detail: 'The event could not be handled; send it again.' });
  };
}
