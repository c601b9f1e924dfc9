// `track_updated` deliveries: one per tracking event of a label after its purchase, at the event's
// time on the sandbox's (pinned) clock, in order, carrying the track as it was at that event.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefund } from '../../src/api/resources/refunds';
import { createShipment } from '../../src/api/resources/shipments';
import { getTrack, registerTrack } from '../../src/api/resources/tracks';
import { createTransaction, type Transaction } from '../../src/api/resources/transactions';
import { createWebhook, parseWebhookEvent } from '../../src/api/resources/webhooks';
import { toLiveEvent } from '../../src/server/live-events';
import { BOX, RECIPIENT, SENDER, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

/** Generous: deliveries go over loopback; nothing here measures time. */
const WAIT = { timeout: 10_000, interval: 10 };
const DAY = 24 * 3_600_000;

async function setup(event: 'track_updated' | 'all' = 'track_updated') {
  const harness = await createSandboxHarness();
  const receiver = await startWebhookReceiver();
  receivers.push(receiver);
  const api = harness.client();
  await createWebhook(api, { url: receiver.url, event });
  return { ...harness, api, receiver };
}

async function buyLabel(api: ReturnType<SandboxHarness['client']>, name = RECIPIENT.name): Promise<Transaction> {
  const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, name }, parcels: [BOX] });
  return createTransaction(api, { rate: shipment.rates![0]!.object_id });
}

const carrierOf = (transaction: Transaction) => String((transaction.rate as { servicelevel_token: string }).servicelevel_token).split('_')[0]!;

describe('sandbox webhooks: track_updated', { timeout: 20_000 }, () => {
  it('posts every tracking event of a label after its purchase, in order, each as the track was then', async () => {
    const { api, receiver, sandbox } = await setup();
    const transaction = await buyLabel(api);
    // The whole life at once: every event comes due in one advance and is still posted in order.
    await sandbox.advance(14 * DAY);
    const final = await getTrack(api, carrierOf(transaction), transaction.tracking_number!);
    const expected = final.tracking_history.slice(1); // PRE_TRANSIT is the purchase itself (transaction_updated)
    await vi.waitFor(() => expect(receiver.received).toHaveLength(expected.length), WAIT);

    const events = receiver.received.map((delivery) => parseWebhookEvent(delivery.json));
    expect(events.map((event) => event?.event)).toEqual(expected.map(() => 'track_updated'));
    receiver.received.forEach((delivery, index) => {
      const data = delivery.json.data as { tracking_status: { status: string; status_date: string }; tracking_history: unknown[]; transaction: string; tracking_number: string };
      expect(data.tracking_status).toEqual(expected[index]);
      expect(data.tracking_history).toHaveLength(index + 2);
      expect(data).toMatchObject({ transaction: transaction.object_id, tracking_number: transaction.tracking_number });
      // When the event happened, not when the clock was advanced to.
      expect(delivery.json.created).toBe(expected[index]!.status_date);
    });
    expect(receiver.received.at(-1)?.json.data).toMatchObject({ tracking_status: { status: 'DELIVERED' } });
    expect(new Set(receiver.received.map((delivery) => delivery.json.event_id)).size).toBe(expected.length);

    // What a relay sends the browser: the tracking number and the label, for the kit to refetch.
    expect(toLiveEvent(events[0]!)).toMatchObject({ event: 'track_updated', object_id: transaction.tracking_number, transaction: transaction.object_id });

    // Nothing more once final.
    await sandbox.advance(14 * DAY);
    expect(receiver.received).toHaveLength(expected.length);
  });

  it('posts the events that come due as the clock moves, and none of a voided label', async () => {
    const { api, receiver, sandbox } = await setup('all');
    const kept = await buyLabel(api);
    const voided = await buyLabel(api);
    await createRefund(api, { transaction: voided.object_id });
    await sandbox.advance(DAY);
    const after = await getTrack(api, carrierOf(kept), kept.tracking_number!);
    const expected = after.tracking_history.length - 1;
    await vi.waitFor(() => expect(receiver.received.filter((delivery) => delivery.json.event === 'track_updated')).toHaveLength(expected), WAIT);
    const tracked = receiver.received.filter((delivery) => delivery.json.event === 'track_updated');
    expect(tracked.every((delivery) => (delivery.json.data as { transaction: string }).transaction === kept.object_id)).toBe(true);
    expect(tracked.map((delivery) => (delivery.json.data as { tracking_status: { status: string } }).tracking_status.status)).toContain('TRANSIT');
  });

  it('posts the current tracking of a number when it is registered', async () => {
    const { api, receiver } = await setup();
    await registerTrack(api, { carrier: 'shippo', tracking_number: 'SHIPPO_TRANSIT', metadata: 'Order 1042' });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), WAIT);
    expect(receiver.received[0]!.json).toMatchObject({
      event: 'track_updated',
      data: { carrier: 'shippo', tracking_number: 'SHIPPO_TRANSIT', metadata: 'Order 1042', tracking_status: { status: 'TRANSIT' } },
    });
  });
});
