import { createServer } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/sandbox';
import { SANDBOX_NOW } from '../../test/sandbox-harness';
import { createApiClient } from '../api/client';
import { createShipment } from '../api/resources/shipments';
import { createTransaction } from '../api/resources/transactions';
import { createWebhook, type UnknownWebhookEvent, type WebhookEvent } from '../api/resources/webhooks';
import { BOX, RECIPIENT, SENDER } from '../../test/fixtures/addresses';
import { listenOnLoopback } from '../../test/raw-http';
import { toNodeListener } from './node-adapter';
import { createMemoryWebhookEventStore, createWebhookHandler, type WebhookHandlerOptions } from './webhook-handler';
import { WEBHOOK_SIGNATURE_HEADER, signWebhook } from './webhook-signature';

const SECRET = 'whsec_test_handler';
/** Generous bounds: deliveries go over loopback; no timing is asserted. */
const WAIT = { timeout: 10_000, interval: 10 };

type Received = WebhookEvent | UnknownWebhookEvent;

/** The handler behind the Node adapter on a loopback port, with the events it handed on. */
async function serve(options: Partial<WebhookHandlerOptions> & { now: () => number }) {
  const events: Received[] = [];
  const handler = createWebhookHandler({
    secret: SECRET,
    onEvent: (event) => {
      events.push(event);
    },
    ...options,
  });
  const server = createServer(toNodeListener(handler));
  const port = await listenOnLoopback(server);
  return { url: `http://127.0.0.1:${port}/webhooks/shipping`, events };
}

function event(id = 'evt_1', data: Record<string, unknown> = { object_id: 'txn_1', status: 'SUCCESS' }) {
  return JSON.stringify({ event: 'transaction_updated', event_id: id, created: new Date(SANDBOX_NOW).toISOString(), test: true, data });
}

async function post(url: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}, init: RequestInit = {}) {
  return fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers }, ...init });
}

async function signed(body: string, at = SANDBOX_NOW, secret = SECRET) {
  return { [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(secret, Math.floor(at / 1000), body) };
}

describe('createWebhookHandler against the sandbox’s real deliveries', { timeout: 20_000 }, () => {
  it('hands each label event on once, parsed and typed, over loopback through the Node adapter', async () => {
    const sandbox: Sandbox = createSandbox({ seed: 'webhook-handler', now: SANDBOX_NOW, webhooks: { secret: SECRET } });
    // The window is judged on the sandbox's pinned clock, which signs the deliveries.
    const route = await serve({ now: () => sandbox.now() });
    const api = createApiClient({ baseUrl: 'http://sandbox.test', auth: { apiKey: sandbox.keys.test }, fetch: (input, init) => sandbox.fetch(new Request(input, init)), retry: false });
    await createWebhook(api, { url: route.url, event: 'all' });
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id, async: true });
    await sandbox.advance(1_500);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ queued: 0, inFlight: 0, delivered: 2, failed: 0 }), WAIT);

    expect(route.events.map((received) => received.event)).toEqual(['transaction_created', 'transaction_updated']);
    const [created, updated] = route.events;
    if (updated?.event !== 'transaction_updated') {
      throw new Error('expected a transaction_updated event');
    }
    // Typed: `data` is a Transaction.
    expect(updated.data.tracking_number).toMatch(/^[A-Z]{2}\d{12}$/);
    expect(updated.data.object_id).toBe(label.object_id);
    expect(created!.event_id).not.toBe(updated.event_id);
  });

  it('answers 500 when onEvent fails, so the sandbox retries, and hands the retry on', async () => {
    const sandbox = createSandbox({ seed: 'webhook-handler-retry', now: SANDBOX_NOW, webhooks: { secret: SECRET, backoffMs: 1_000 } });
    let failures = 1;
    const accepted: Received[] = [];
    const route = await serve({
      now: () => sandbox.now(),
      onEvent: (received) => {
        if (failures-- > 0) {
          throw new Error('database down');
        }
        accepted.push(received);
      },
    });
    const api = createApiClient({ baseUrl: 'http://sandbox.test', auth: { apiKey: sandbox.keys.test }, fetch: (input, init) => sandbox.fetch(new Request(input, init)), retry: false });
    await createWebhook(api, { url: route.url, event: 'transaction_created' });
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ inFlight: 0, queued: 1 }), WAIT);
    expect(accepted).toHaveLength(0);
    await sandbox.advance(1_000);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ queued: 0, delivered: 1 }), WAIT);
    expect(accepted.map((received) => received.event)).toEqual(['transaction_created']);
  });
});

describe('createWebhookHandler against hostile deliveries', () => {
  it('refuses a forged signature, another secret, a tampered body and a missing or malformed header', async () => {
    const route = await serve({ now: () => SANDBOX_NOW });
    const body = event();
    const forged = await post(route.url, body, { [WEBHOOK_SIGNATURE_HEADER]: `t=${SANDBOX_NOW / 1000},v1=${'0'.repeat(64)}` });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('Cache-Control')).toBe('no-store');
    expect((await post(route.url, body, await signed(body, SANDBOX_NOW, 'another secret'))).status).toBe(401);
    expect((await post(route.url, event('evt_1', { object_id: 'txn_2' }), await signed(body))).status).toBe(401);
    expect((await post(route.url, body)).status).toBe(400);
    for (const header of ['v1=abc', `t=${SANDBOX_NOW / 1000}`, `t=soon,v1=${'a'.repeat(64)}`, `t=${SANDBOX_NOW / 1000},v1=${'z'.repeat(64)}`]) {
      expect((await post(route.url, body, { [WEBHOOK_SIGNATURE_HEADER]: header })).status, header).toBe(400);
    }
    const text = await (await post(route.url, body, await signed(body, SANDBOX_NOW, 'another secret'))).text();
    expect(text).not.toContain(SECRET);
    expect(route.events).toHaveLength(0);
  });

  it('hands a replayed delivery on once, and refuses it as stale once its timestamp left the window', async () => {
    let now = SANDBOX_NOW;
    const route = await serve({ now: () => now, toleranceSeconds: 300 });
    const body = event('evt_replayed');
    const headers = await signed(body);
    expect(await (await post(route.url, body, headers)).json()).toEqual({ received: true });
    const replay = await post(route.url, body, headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    // The same event id signed afresh (a sender's retry) is a duplicate too.
    expect(await (await post(route.url, body, await signed(body, SANDBOX_NOW + 60_000))).json()).toEqual({ received: true, duplicate: true });
    now = SANDBOX_NOW + 301_000;
    expect((await post(route.url, body, headers)).status).toBe(401);
    expect(route.events.map((received) => received.event_id)).toEqual(['evt_replayed']);
  });

  it('refuses deliveries signed too long ago or too far ahead', async () => {
    const route = await serve({ now: () => SANDBOX_NOW, toleranceSeconds: 300 });
    const body = event('evt_stale');
    expect((await post(route.url, body, await signed(body, SANDBOX_NOW - 301_000))).status).toBe(401);
    expect((await post(route.url, body, await signed(body, SANDBOX_NOW + 301_000))).status).toBe(401);
    expect((await post(route.url, body, await signed(body, SANDBOX_NOW - 299_000))).status).toBe(200);
    expect(route.events).toHaveLength(1);
  });

  it('refuses an oversized body by its Content-Length and while it streams, before checking anything else', async () => {
    const route = await serve({ now: () => SANDBOX_NOW, maxBodyBytes: 2_048 });
    const big = event('evt_big', { object_id: 'txn_1', metadata: 'x'.repeat(4_000) });
    expect((await post(route.url, big, await signed(big))).status).toBe(413);
    // No Content-Length: a chunked body, refused by the bytes actually read.
    const chunks = [new TextEncoder().encode(big.slice(0, 1_500)), new TextEncoder().encode(big.slice(1_500))];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) {
          controller.enqueue(chunk);
        } else {
          controller.close();
        }
      },
    });
    const streamed = await fetch(route.url, { method: 'POST', body: stream, headers: await signed(big), duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(route.events).toHaveLength(0);
  });

  it('refuses malformed deliveries with a valid signature: not JSON, not UTF-8, not an event, data of the wrong shape', async () => {
    const route = await serve({ now: () => SANDBOX_NOW });
    const bodies = [
      '{"event":',
      JSON.stringify({ hello: 'world' }),
      JSON.stringify({ event: 'transaction_created', data: { object_id: 'txn_1' } }), // no event_id
      JSON.stringify({ event: 'batch_created', event_id: 'evt_2', data: { status: 'VALID' } }), // a batch without object_id
      JSON.stringify([1, 2, 3]),
    ];
    for (const body of bodies) {
      expect((await post(route.url, body, await signed(body))).status, body).toBe(400);
    }
    const notUtf8 = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
    const header = await signWebhook(SECRET, SANDBOX_NOW / 1000, notUtf8);
    expect((await post(route.url, notUtf8, { [WEBHOOK_SIGNATURE_HEADER]: header })).status).toBe(400);
    expect((await fetch(route.url)).status).toBe(405);
    expect(route.events).toHaveLength(0);
  });

  it('answers 503 while onEvent is still working, and a duplicate once it is done', async () => {
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let calls = 0;
    const route = await serve({
      now: () => SANDBOX_NOW,
      acceptTimeoutMs: 50,
      onEvent: async () => {
        calls += 1;
        await done;
      },
    });
    const body = event('evt_slow');
    const headers = await signed(body);
    const first = await post(route.url, body, headers);
    expect(first.status).toBe(503);
    expect(first.headers.get('Retry-After')).toBe('5');
    expect((await post(route.url, body, headers)).status).toBe(503);
    finish();
    await done;
    expect(await (await post(route.url, body, headers)).json()).toEqual({ received: true, duplicate: true });
    expect(calls).toBe(1);
  });

  it('needs a secret and onEvent', () => {
    expect(() => createWebhookHandler({ secret: '', onEvent: () => undefined })).toThrow(TypeError);
    expect(() => createWebhookHandler({ secret: 'x' } as WebhookHandlerOptions)).toThrow(TypeError);
  });

  it('refuses a blank or white-space secret, alone or among the rotated ones', () => {
    // An unset variable read as ' ' or '\n' would let anyone sign with the same blank secret.
    for (const secret of [' ', '\n', ' \t ', [], ['   '], [SECRET, ' ']]) {
      expect(() => createWebhookHandler({ secret, onEvent: () => undefined }), JSON.stringify(secret)).toThrow(TypeError);
    }
  });
});

describe('createWebhookHandler’s memory of seen events', { timeout: 60_000 }, () => {
  it('refuses a replay to a second handler (another process) that shares the store of seen events', async () => {
    // The store a database or Redis would back, shared by two handlers on two ports.
    const seenEvents = createMemoryWebhookEventStore({ now: () => SANDBOX_NOW });
    const first = await serve({ now: () => SANDBOX_NOW, seenEvents });
    const second = await serve({ now: () => SANDBOX_NOW, seenEvents });
    const body = event('evt_captured');
    const headers = await signed(body);
    expect(await (await post(first.url, body, headers)).json()).toEqual({ received: true });
    const replay = await post(second.url, body, headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(first.events).toHaveLength(1);
    expect(second.events).toHaveLength(0);
  });

  it('answers 503 to another process’s retry while the event is still being handled there, and a duplicate once accepted', async () => {
    const seenEvents = createMemoryWebhookEventStore({ now: () => SANDBOX_NOW });
    let finish: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = await serve({ now: () => SANDBOX_NOW, seenEvents, acceptTimeoutMs: 50, onEvent: () => done });
    const second = await serve({ now: () => SANDBOX_NOW, seenEvents });
    const body = event('evt_slow_elsewhere');
    const headers = await signed(body);
    expect((await post(first.url, body, headers)).status).toBe(503);
    const retry = await post(second.url, body, headers);
    expect(retry.status).toBe(503);
    expect(retry.headers.get('Retry-After')).toBe('5');
    finish();
    await vi.waitFor(async () => expect(await (await post(second.url, body, headers)).json()).toEqual({ received: true, duplicate: true }), WAIT);
    expect(second.events).toHaveLength(0);
  });

  it('still refuses a replay after 10,000 other events within the window (the default store forgets no id early)', async () => {
    const accepted: string[] = [];
    const handler = createWebhookHandler({ secret: SECRET, now: () => SANDBOX_NOW, onEvent: (received) => void accepted.push(received.event_id) });
    const deliver = async (body: string) => handler(new Request('http://host.test/webhooks', { method: 'POST', body, headers: await signed(body) }));
    const captured = event('evt_captured');
    expect((await deliver(captured)).status).toBe(200);
    // One 10,000-label batch: its transaction events, all inside the 300 s window.
    for (let index = 0; index < 10_000; index += 1) {
      expect((await deliver(event(`evt_batch_${index}`))).status).toBe(200);
    }
    const replay = await deliver(captured);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(accepted.filter((id) => id === 'evt_captured')).toHaveLength(1);
    expect(accepted).toHaveLength(10_001);
  });

  it('answers 503 to a new event while the store is full of ids still in their window, never forgetting one early', async () => {
    let now = SANDBOX_NOW;
    const route = await serve({ now: () => now, maxRememberedEvents: 2 });
    const bodies = [event('evt_a'), event('evt_b'), event('evt_c')];
    const headers = await Promise.all(bodies.map((body) => signed(body)));
    expect((await post(route.url, bodies[0]!, headers[0])).status).toBe(200);
    expect((await post(route.url, bodies[1]!, headers[1])).status).toBe(200);
    const full = await post(route.url, bodies[2]!, headers[2]);
    expect(full.status).toBe(503);
    expect(full.headers.get('Retry-After')).toBe('5');
    // The replay of the first is still refused: it was not forgotten to make room.
    expect(await (await post(route.url, bodies[0]!, headers[0])).json()).toEqual({ received: true, duplicate: true });
    // Once the first two left the window, the third (signed afresh by the sender's retry) is taken.
    now = SANDBOX_NOW + 301_000;
    expect((await post(route.url, bodies[2]!, await signed(bodies[2]!, now))).status).toBe(200);
    expect(route.events.map((received) => received.event_id)).toEqual(['evt_a', 'evt_b', 'evt_c']);
  });
});
