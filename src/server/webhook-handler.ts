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
  /**
   * Where the ids of events seen within the window are kept, so a replay is refused. The default,
   * {@link createMemoryWebhookEventStore}, holds them in this process only: give a store a database
   * or Redis backs when more than one process (or a restarted one) receives deliveries.
   * @default createMemoryWebhookEventStore({ maxEvents: maxRememberedEvents })
   */
  seenEvents?: WebhookEventStore;
  /**
   * Most event ids the default in-memory store holds at once. An id is never forgotten before its
   * window ends: past this many, a new event gets `503` (and is sent again) until older ids expire.
   * Ignored when you give `seenEvents`.
   * @default 100000
   */
  maxRememberedEvents?: number;
  /** The clock the timestamp window is judged on, in epoch milliseconds. @default Date.now */
  now?: () => number;
}

const HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' } as const;

function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } });
}

/** Thrown by {@link readBounded} when a body is over its limit. */
export class TooLarge extends Error {}

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
export async function readBounded(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
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

/** What {@link WebhookEventStore.claim} found: this call claimed the id, or another had. */
export type WebhookEventClaim = 'claimed' | 'handling' | 'accepted';

/**
 * The ids of the webhook events seen within the signature window: the memory of replay protection.
 *
 * @remarks
 * Back it with anything several processes share, as long as `claim` is atomic ("first claim
 * wins"). With Redis: `SET <id> handling NX PXAT <expiresAt>` (then `GET <id>` when it did not set),
 * `SET <id> accepted XX KEEPTTL`, `DEL <id>`. With SQL: a table keyed by the id, `INSERT … ON
 * CONFLICT DO NOTHING`, rows past `expires_at` deleted or ignored.
 */
export interface WebhookEventStore {
  /**
   * Atomically: when no unexpired record of `eventId` exists, records it as being handled until
   * `expiresAt` (epoch milliseconds) and returns `'claimed'`; otherwise returns the record's state
   * (`'handling'`, `'accepted'`). Throwing (the store is down) answers `503`, so the event is sent again.
   */
  claim(eventId: string, expiresAt: number): Promise<WebhookEventClaim>;
  /** `onEvent` resolved: the record becomes `'accepted'` and stays until its `expiresAt`. */
  accept(eventId: string): Promise<void>;
  /** `onEvent` failed: the record goes, so the sender's next attempt is handled anew. */
  release(eventId: string): Promise<void>;
}

/** Options of {@link createMemoryWebhookEventStore}. */
export interface MemoryWebhookEventStoreOptions {
  /** Most ids held at once; past it, a claim of a new id throws until older ids expire. @default 100000 */
  maxEvents?: number;
  /** The clock the records expire on, in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/**
 * The default {@link WebhookEventStore}: the ids in this process's memory.
 *
 * @remarks
 * Guarantees a replay is refused within its window by this process only, while it runs: a second
 * process, or this one restarted, does not know the ids. Memory is bounded by `maxEvents` (about
 * 100 bytes each): an id is never forgotten before its window ends, so when the store is full of
 * unexpired ids a new event is refused with `503` (the sender sends it again later) rather than an
 * old id being forgotten and its replay accepted. Ids enter only after the signature checked out,
 * so only the sender can fill it.
 */
export function createMemoryWebhookEventStore(options: MemoryWebhookEventStoreOptions = {}): WebhookEventStore {
  const maxEvents = options.maxEvents ?? 100_000;
  const now = options.now ?? Date.now;
  const records = new Map<string, { expiresAt: number; state: 'handling' | 'accepted' }>();
  const sweep = (at: number) => {
    for (const [id, record] of records) {
      if (record.expiresAt <= at) {
        records.delete(id);
      }
    }
  };
  return {
    claim(eventId, expiresAt) {
      const at = now();
      const record = records.get(eventId);
      if (record && record.expiresAt > at) {
        return Promise.resolve(record.state);
      }
      records.delete(eventId);
      if (records.size >= maxEvents) {
        sweep(at);
      }
      if (records.size >= maxEvents) {
        return Promise.reject(new RangeError('The store of seen webhook events is full until older ones expire.'));
      }
      records.set(eventId, { expiresAt, state: 'handling' });
      return Promise.resolve('claimed');
    },
    accept(eventId) {
      const record = records.get(eventId);
      if (record) {
        record.state = 'accepted';
      }
      return Promise.resolve();
    },
    release(eventId) {
      records.delete(eventId);
      return Promise.resolve();
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
 * exactly once out while the id is remembered). The ids are remembered in `seenEvents`: this
 * process's memory by default, or a store your processes share. Every answer is
 * `Cache-Control: no-store` and says nothing about the secret.
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
  const secrets = typeof options.secret === 'string' ? [options.secret] : [...options.secret];
  // A blank secret is a missing one (an unset variable read as ''): anyone could sign with it.
  if (secrets.length === 0 || secrets.some((secret) => typeof secret !== 'string' || secret.trim() === '')) {
    throw new TypeError('createWebhookHandler needs the signing secret, not blank (read it from the server environment).');
  }
  if (typeof options.onEvent !== 'function') {
    throw new TypeError('createWebhookHandler needs onEvent(event).');
  }
  const toleranceMs = (options.toleranceSeconds ?? 300) * 1000;
  const maxBodyBytes = options.maxBodyBytes ?? 1_048_576;
  const acceptTimeoutMs = options.acceptTimeoutMs ?? 2500;
  const now = options.now ?? Date.now;
  const seen = options.seenEvents ?? createMemoryWebhookEventStore({ maxEvents: options.maxRememberedEvents, now });
  // The outcomes of the events this handler is handling now: a retry that reaches this same
  // handler waits for it (up to acceptTimeoutMs) instead of answering 503 at once.
  const handling = new Map<string, Promise<boolean>>();

  async function accept(event: WebhookEvent | UnknownWebhookEvent, request: Request): Promise<boolean> {
    let accepted: boolean;
    try {
      await options.onEvent(event, request);
      accepted = true;
    } catch {
      accepted = false;
    }
    try {
      await (accepted ? seen.accept(event.event_id) : seen.release(event.event_id));
    } catch {
      // The store is down: the record stays 'handling' until it expires, so the event's retries
      // get 503 until then, never a second onEvent.
    }
    return accepted;
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
    // Remembered until the signed timestamp leaves the window: a replay of this very request is
    // refused as a duplicate until then and as stale afterwards.
    let claim: WebhookEventClaim;
    try {
      claim = await seen.claim(event.event_id, Math.max(at, signature.timestamp * 1000) + toleranceMs);
    } catch {
      return reply(503, { detail: 'The event cannot be recorded now.' }, { 'Retry-After': '5' });
    }
    if (claim === 'accepted') {
      return reply(200, { received: true, duplicate: true });
    }
    if (claim === 'handling') {
      // Being handled: here (this attempt waits for the outcome) or by another process (which
      // answers the sender; this attempt is sent again later and then finds the outcome).
      const earlier = handling.get(event.event_id);
      const settled = earlier ? await within(earlier, acceptTimeoutMs) : 'late';
      if (settled === 'late') {
        return reply(503, { detail: 'The event is still being handled.' }, { 'Retry-After': '5' });
      }
      return settled ? reply(200, { received: true, duplicate: true }) : reply(500, { detail: 'The event could not be handled; send it again.' });
    }
    const id = event.event_id;
    const outcome = accept(event, request).finally(() => handling.delete(id));
    handling.set(id, outcome);
    const result = await within(outcome, acceptTimeoutMs);
    if (result === 'late') {
      // Still being handled: the sender's retry finds the outcome (a duplicate once accepted).
      return reply(503, { detail: 'The event is still being handled.' }, { 'Retry-After': '5' });
    }
    return result ? reply(200, { received: true }) : reply(500, { detail: 'The event could not be handled; send it again.' });
  };
}
