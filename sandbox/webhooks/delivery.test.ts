import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createBatch, purchaseBatch, type BatchShipmentInput } from '../../src/api/resources/batches';
import { createCarrierAccount, listCarrierAccounts } from '../../src/api/resources/carrier-accounts';
import { createRefund } from '../../src/api/resources/refunds';
import { createShipment } from '../../src/api/resources/shipments';
import { createTransaction } from '../../src/api/resources/transactions';
import { createWebhook, deleteWebhook, getWebhook, listWebhooks, parseWebhookEvent, updateWebhook } from '../../src/api/resources/webhooks';
import { addManagedAccount, createEmbeddedToken } from '../../src/api/resources/accounts';
import { createTokenSource } from '../../src/api/token';
import { WEBHOOK_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, parseWebhookSignature, verifyWebhookSignature } from '../../src/server/webhook-signature';
import { BOX, RECIPIENT, SENDER, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from '../../test/webhook-receiver';
import type { SandboxOptions } from '../sandbox';
import { receiverPolicy } from './delivery';

const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

/** Generous: deliveries go over loopback; nothing here measures time. */
const WAIT = { timeout: 10_000, interval: 10 };

async function setup(options: SandboxOptions = {}) {
  const harness = await createSandboxHarness(options);
  const receiver = await startWebhookReceiver();
  receivers.push(receiver);
  const api = harness.client();
  return { ...harness, api, receiver };
}

async function buyLabel(api: ReturnType<SandboxHarness['client']>, options: { async?: boolean; name?: string } = {}) {
  const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, ...(options.name ? { name: options.name } : {}) }, parcels: [BOX] });
  return createTransaction(api, { rate: shipment.rates![0]!.object_id, async: options.async });
}

const eventsOf = (received: ReceivedDelivery[]) => received.map((delivery) => `${delivery.json.event}:${String(delivery.json.data.status)}`);

describe('sandbox webhooks: subscriptions', () => {
  it('creates, lists, reads, updates and deletes a subscription; takes https: URLs, and http: ones on loopback only', async () => {
    const { api, receiver } = await setup();
    const created = await createWebhook(api, { url: receiver.url, event: 'all' });
    expect(created).toMatchObject({ url: receiver.url, event: 'all', active: true, is_test: true });
    expect((await listWebhooks(api)).results.map((webhook) => webhook.object_id)).toEqual([created.object_id]);
    expect(await getWebhook(api, created.object_id)).toMatchObject({ object_id: created.object_id });
    const updated = await updateWebhook(api, created.object_id, { url: receiver.url, event: 'batch_created', active: false });
    expect(updated).toMatchObject({ event: 'batch_created', active: false });

    for (const url of ['http://10.0.0.8/hooks', 'http://127.0.0.1.example.com/x', 'http://user:pass@127.0.0.1/x', 'https://user:pass@hooks.example/x', 'file:///etc/passwd', 'ftp://127.0.0.1/x']) {
      const refusal = await createWebhook(api, { url, event: 'all' }).catch((error: unknown) => error);
      expect(refusal, url).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).status).toBe(400);
      expect((refusal as ApiError).fieldErrors?.url?.[0]).toMatch(/https: URL without credentials.*loopback/);
    }
    await expect(updateWebhook(api, created.object_id, { url: 'http://169.254.169.254/latest', event: 'all' })).rejects.toMatchObject({ status: 400 });

    await deleteWebhook(api, created.object_id);
    await expect(getWebhook(api, created.object_id)).rejects.toMatchObject({ status: 404 });
  });

  // Issue 37, item 4: the API keeps any https: subscription; the sandbox keeps it too, and posts
  // only to receivers it may reach (the old sandbox refused it at subscription).
  it('keeps an https: subscription to another host, as the API does, and posts nothing to it', async () => {
    const posted: string[] = [];
    const { api, sandbox } = await setup({
      webhooks: {
        fetch: (input, init) => {
          posted.push(input instanceof Request ? input.url : input.toString());
          return globalThis.fetch(input, init);
        },
      },
    });
    const kept = await createWebhook(api, { url: 'https://hooks.example/shipping', event: 'all' });
    expect(await getWebhook(api, kept.object_id)).toMatchObject({ url: 'https://hooks.example/shipping', active: true });
    await buyLabel(api);
    await sandbox.settle();
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ withheld: 2, queued: 0, inFlight: 0 }), WAIT);
    expect(posted).toEqual([]);
  });
});

// Issue 37, item 4: a sandbox served beyond loopback (`--host 0.0.0.0`) posted to any loopback
// port anyone who reached it subscribed. Its operator now names the receivers (`--webhook-allow`).
describe('sandbox webhooks: receivers the operator allows', { timeout: 20_000 }, () => {
  it('posts only to the allowed receivers, refuses an http: URL it may not post to, and withholds an https: one', async () => {
    const allowed = await startWebhookReceiver();
    receivers.push(allowed);
    const posted: string[] = [];
    const { api, receiver: loopbackService, sandbox } = await setup({
      webhooks: {
        receivers: [allowed.url],
        fetch: (input, init) => {
          posted.push(input instanceof Request ? input.url : input.toString());
          return globalThis.fetch(input, init);
        },
      },
    });
    // A service on the sandbox machine's loopback that nobody allowed.
    const refusal = await createWebhook(api, { url: loopbackService.url, event: 'all' }).catch((error: unknown) => error);
    expect((refusal as ApiError).status).toBe(400);
    const other = new URL(loopbackService.url);
    await createWebhook(api, { url: `https://${other.host}${other.pathname}`, event: 'all' });
    await createWebhook(api, { url: allowed.url, event: 'transaction_created' });

    await buyLabel(api);
    await vi.waitFor(() => expect(allowed.received).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ delivered: 1, withheld: 2 }), WAIT);
    expect(posted).toEqual([allowed.url]);
    expect(loopbackService.received).toEqual([]);
  });

  it('takes origins, URLs and loopback as receivers, and refuses a receiver that is no http(s) URL at once', () => {
    const allowed = receiverPolicy(['https://hooks.example', 'http://10.0.0.8:9000/in']);
    expect(['https://hooks.example/a', 'https://hooks.example/b?c', 'http://10.0.0.8:9000/in'].map(allowed)).toEqual([true, true, true]);
    expect(['http://hooks.example/a', 'http://10.0.0.8:9000/other', 'http://127.0.0.1:9/x', 'https://u:p@hooks.example/a'].map(allowed)).toEqual([false, false, false, false]);
    expect(['http://127.0.0.1:9/x', 'https://localhost/x', 'http://[::1]:1/'].map(receiverPolicy())).toEqual([true, true, true]);
    expect(() => receiverPolicy(['ftp://x'])).toThrow(TypeError);
    expect(() => receiverPolicy(['hooks.example'])).toThrow(TypeError);
  });
});

// Issue 37, item 4: scopes were not enforced, so a browser's JWT of any scope subscribed URLs.
describe('sandbox webhooks: JWTs', () => {
  it('refuses webhook subscriptions to a JWT, whatever its scope (403), and stores nothing', async () => {
    const { api, client, receiver } = await setup();
    for (const scope of ['embedded:carriers', 'webhooks', 'embedded:carriers webhooks:write']) {
      const minted = await createEmbeddedToken(api, { scope });
      const browser = client({ tokenSource: createTokenSource(async () => minted) });
      await expect(createWebhook(browser, { url: receiver.url, event: 'all' })).rejects.toMatchObject({ status: 403 });
      await expect(listWebhooks(browser)).rejects.toMatchObject({ status: 403 });
    }
    expect((await listWebhooks(api)).results).toEqual([]);
  });
});

describe('sandbox webhooks: deliveries', { timeout: 20_000 }, () => {
  it('posts the label events in order, signed over the timestamp and body, each with its own event id', async () => {
    const { api, receiver, sandbox } = await setup();
    await createWebhook(api, { url: receiver.url, event: 'all' });
    const transaction = await buyLabel(api, { async: true });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), WAIT);
    await sandbox.advance(1_500);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), WAIT);

    expect(eventsOf(receiver.received)).toEqual(['transaction_created:QUEUED', 'transaction_updated:SUCCESS']);
    for (const delivery of receiver.received) {
      expect(delivery.json).toMatchObject({ test: true, data: { object_id: transaction.object_id } });
      expect(delivery.headers[WEBHOOK_ID_HEADER.toLowerCase()]).toBe(delivery.json.event_id);
      const signature = parseWebhookSignature(String(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]));
      // Signed at the sandbox's (manual) time, which the deliveries' `t` follows.
      expect(signature?.timestamp).toBe(Math.floor(Date.parse(delivery.json.created) / 1000));
      const body = new TextEncoder().encode(delivery.body);
      expect(await verifyWebhookSignature([sandbox.webhookSecret], signature!, body)).toBe(true);
      expect(await verifyWebhookSignature(['another secret'], signature!, body)).toBe(false);
      const tampered = new TextEncoder().encode(delivery.body.replace('"test":true', '"test":false'));
      expect(await verifyWebhookSignature([sandbox.webhookSecret], signature!, tampered)).toBe(false);
    }
    expect(new Set(receiver.received.map((delivery) => delivery.json.event_id)).size).toBe(2);
  });

  it('never makes the request that caused an event wait for its delivery', async () => {
    const { api, receiver, sandbox } = await setup({ webhooks: { timeoutMs: 60_000 } });
    await createWebhook(api, { url: receiver.url, event: 'transaction_created' });
    receiver.answers.push('hang');
    const label = await buyLabel(api); // answered although the receiver never answers
    expect(label.status).toBe('SUCCESS');
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), WAIT);
    expect(sandbox.webhookStats()).toMatchObject({ inFlight: 1, delivered: 0 });
  });

  it('retries a failing receiver with backoff on the sandbox clock, keeping the event id and holding the next event of the object back', async () => {
    const { api, receiver, sandbox } = await setup({ webhooks: { backoffMs: 1_000 } });
    await createWebhook(api, { url: receiver.url, event: 'all' });
    receiver.answers.push(500, 503);
    const transaction = await buyLabel(api, { async: true });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), WAIT);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ inFlight: 0, queued: 1 }), WAIT);

    // The label finishes meanwhile: its transaction_updated waits behind the failing event.
    await sandbox.advance(1_500); // also the first backoff (1 s): second attempt, 503
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), WAIT);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ inFlight: 0, queued: 2 }), WAIT);
    expect(receiver.received.map((delivery) => delivery.json.event)).toEqual(['transaction_created', 'transaction_created']);

    await sandbox.advance(1_999); // the second backoff is 2 s: not yet (an attempt counts as in flight as soon as its job ran)
    expect(sandbox.webhookStats()).toMatchObject({ inFlight: 0, queued: 2 });
    expect(receiver.received).toHaveLength(2);
    await sandbox.advance(1);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(4), WAIT);

    expect(eventsOf(receiver.received)).toEqual(['transaction_created:QUEUED', 'transaction_created:QUEUED', 'transaction_created:QUEUED', 'transaction_updated:SUCCESS']);
    const [first, second, third, fourth] = receiver.received;
    expect(new Set([first, second, third].map((delivery) => delivery!.json.event_id)).size).toBe(1);
    expect(fourth!.json.event_id).not.toBe(first!.json.event_id);
    // Each attempt is signed afresh at the time it is sent.
    const stamp = (delivery: ReceivedDelivery) => parseWebhookSignature(String(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]))!.timestamp;
    expect(stamp(third!)).toBeGreaterThan(stamp(first!));
    expect(fourth!.json.data).toMatchObject({ object_id: transaction.object_id });
    await vi.waitFor(() => expect(sandbox.webhookStats()).toEqual({ queued: 0, inFlight: 0, delivered: 2, failed: 0, dropped: 0, withheld: 0 }), WAIT);
  });

  it('counts a receiver that does not answer in time as failed and retries it; gives up after the last attempt and on a 4xx', async () => {
    const { api, receiver, sandbox } = await setup({ webhooks: { timeoutMs: 200, attempts: 2, backoffMs: 1_000 } });
    await createWebhook(api, { url: receiver.url, event: 'transaction_created' });
    receiver.answers.push('hang');
    await buyLabel(api);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ inFlight: 0, queued: 1 }), WAIT);
    await sandbox.advance(1_000);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ queued: 0, delivered: 1 }), WAIT);
    expect(receiver.received).toHaveLength(2);

    receiver.answers.push(500, 500);
    await buyLabel(api);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3), WAIT);
    // The 500 is read and the retry queued before the clock moves: moved while the answer was still
    // on its way, the retry was queued a second after the move and never sent.
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ inFlight: 0, queued: 1 }), WAIT);
    await sandbox.advance(1_000);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ queued: 0, failed: 1 }), WAIT);
    expect(receiver.received).toHaveLength(4);

    receiver.answers.push(401);
    await buyLabel(api);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ queued: 0, failed: 2 }), WAIT);
    await sandbox.advance(60_000);
    expect(receiver.received).toHaveLength(5);
  });

  it('posts a refund’s settlement and a batch’s creation and purchase, to the subscriptions that asked for them', async () => {
    const { api, receiver, sandbox } = await setup();
    const batches = await startWebhookReceiver();
    receivers.push(batches);
    await createWebhook(api, { url: receiver.url, event: 'transaction_updated' });
    await createWebhook(api, { url: batches.url, event: 'batch_created' });
    await createWebhook(api, { url: batches.url, event: 'batch_purchased' });
    await createWebhook(api, { url: batches.url, event: 'all', active: false });
    await createWebhook(api, { url: batches.url, event: 'all', is_test: false });

    const label = await buyLabel(api);
    await createRefund(api, { transaction: label.object_id });
    await sandbox.advance(5_000);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(3), WAIT);
    expect(eventsOf(receiver.received)).toEqual(['transaction_updated:SUCCESS', 'transaction_updated:REFUNDPENDING', 'transaction_updated:REFUNDED']);

    const carrierAccount = (await listCarrierAccounts(api, { carrier: 'parcelwise' })).results[0]!.object_id;
    const rows = [1, 2].map((index) => ({ shipment: { address_from: SENDER, address_to: { ...RECIPIENT, name: `Customer ${index}` }, parcels: [BOX] } })) as BatchShipmentInput[];
    const batch = await createBatch(api, { default_carrier_account: carrierAccount, default_servicelevel_token: 'parcelwise_ground', batch_shipments: rows });
    await sandbox.advance(1_100);
    await vi.waitFor(() => expect(batches.received).toHaveLength(1), WAIT);
    expect(batches.received[0]!.json).toMatchObject({ event: 'batch_created', data: { object_id: batch.object_id, status: 'VALID' } });
    expect((batches.received[0]!.json.data.batch_shipments as { results: unknown[] }).results).toHaveLength(2);

    await purchaseBatch(api, batch.object_id);
    await sandbox.advance(1_200);
    await vi.waitFor(() => expect(batches.received).toHaveLength(2), WAIT);
    expect(batches.received[1]!.json).toMatchObject({ event: 'batch_purchased', data: { object_id: batch.object_id, status: 'PURCHASED' } });
    // The batch's two labels were bought: two more label updates for the other subscription.
    await vi.waitFor(() => expect(receiver.received).toHaveLength(5), WAIT);
  });

  it('names the managed account an event is about, so one URL can serve every store of a platform', async () => {
    const { api, receiver, client } = await setup();
    // The platform's key acting for its managed store (SVC-ACCOUNT-ID), subscribed to the same URL.
    const shop = client(undefined, { accountId: 'acct_managed_corner_shop' });
    await createWebhook(api, { url: receiver.url, event: 'transaction_created' });
    await createWebhook(shop, { url: receiver.url, event: 'transaction_created' });
    const own = await buyLabel(api);
    const managed = await buyLabel(shop);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), WAIT);

    const byLabel = new Map(receiver.received.map((delivery) => [delivery.json.data.object_id, parseWebhookEvent(delivery.json)]));
    expect(byLabel.get(managed.object_id)).toMatchObject({ account_id: 'acct_managed_corner_shop', data: { object_owner: 'rosa@corner-shop.example' } });
    const ownEvent = byLabel.get(own.object_id);
    expect(ownEvent?.account_id).toBeUndefined();
    expect(ownEvent?.data).toMatchObject({ object_owner: 'merchant@sandbox.example' });
  });

  it('names a managed account the platform created too (issue 39), once it has a carrier of its own', async () => {
    const { api, receiver, client } = await setup();
    const store = await addManagedAccount(api, { email: 'owner@new-store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' });
    const shop = client(undefined, { accountId: store.object_id });
    await createCarrierAccount(shop, { carrier: 'parcelwise', account_id: '12345678', parameters: { api_key: 'pw-secret-key-0001' } });
    await createWebhook(shop, { url: receiver.url, event: 'transaction_created' });
    const label = await buyLabel(shop);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), WAIT);
    expect(parseWebhookEvent(receiver.received[0]!.json)).toMatchObject({ account_id: store.object_id, data: { object_id: label.object_id } });
  });

  it('posts nothing when deliveries are off (as in a browser behind MSW), and nothing to a deleted subscription', async () => {
    const off = await setup({ webhooks: { enabled: false } });
    await createWebhook(off.api, { url: off.receiver.url, event: 'all' });
    await buyLabel(off.api);
    await off.sandbox.settle();
    expect(off.sandbox.webhookStats()).toEqual({ queued: 0, inFlight: 0, delivered: 0, failed: 0, dropped: 0, withheld: 0 });

    const { api, receiver, sandbox } = await setup();
    const subscription = await createWebhook(api, { url: receiver.url, event: 'all' });
    await deleteWebhook(api, subscription.object_id);
    await buyLabel(api);
    await sandbox.settle();
    expect(sandbox.webhookStats().queued + sandbox.webhookStats().inFlight + sandbox.webhookStats().delivered).toBe(0);
    expect(off.receiver.received).toHaveLength(0);
    expect(receiver.received).toHaveLength(0);
  });

  it('on the wall clock, delivers background events when they happen, without another request', async () => {
    const { api, receiver } = await setup({ now: undefined, speed: 50 });
    await createWebhook(api, { url: receiver.url, event: 'transaction_updated' });
    const label = await buyLabel(api, { async: true });
    // No request follows: the sandbox's own timer finishes the label and posts the event.
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), WAIT);
    expect(receiver.received[0]!.json).toMatchObject({ event: 'transaction_updated', data: { object_id: label.object_id, status: 'SUCCESS' } });
  });
});
