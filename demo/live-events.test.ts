// The demo backend's live events with two stores: the sandbox posts each store's webhooks to the
// one URL, and an event of one store's account reaches that store's pages only. Real sockets on
// loopback: the sandbox, the backend and the two event streams.
import { createServer } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../sandbox/sandbox';
import { createApiClient } from '../src/api/client';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { toNodeListener } from '../src/server/node-adapter';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { listenOnLoopback } from '../test/raw-http';
import { SANDBOX_NOW } from '../test/sandbox-harness';
import { EVENTS_PATH, startLiveEvents, type DemoLiveEvents } from './live-events';

const STORES = [
  { id: 'northwind', accountId: undefined },
  { id: 'corner-shop', accountId: 'acct_managed_corner_shop' },
] as const;
/** Generous: deliveries go over loopback; nothing here measures time. */
const WAIT = { timeout: 10_000, interval: 10 };

const started: DemoLiveEvents[] = [];
const streams: AbortController[] = [];
afterEach(async () => {
  streams.splice(0).forEach((controller) => controller.abort());
  await Promise.all(started.splice(0).map((live) => live.close()));
});

/** The text a page's event stream received so far, read as it arrives. */
async function listen(url: string): Promise<{ status: number; text: () => string }> {
  const controller = new AbortController();
  streams.push(controller);
  const response = await fetch(url, { signal: controller.signal });
  let text = '';
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (done) {
          return;
        }
        text += decoder.decode(value, { stream: true });
      }
    })();
  }
  return { status: response.status, text: () => text };
}

describe('the demo’s live events with two stores', { timeout: 30_000 }, () => {
  it('sends an event of one store’s account to that store’s pages only', async () => {
    const sandbox = createSandbox({ seed: 'demo-live-events', now: SANDBOX_NOW });
    const apiBaseUrl = `http://127.0.0.1:${await listenOnLoopback(createServer(toNodeListener((request) => sandbox.fetch(request))))}`;
    sandbox.setPublicOrigin(apiBaseUrl);
    // The backend: every request comes from one signed-in session.
    const demo: { live?: DemoLiveEvents } = {};
    const backend = createServer(toNodeListener(async (request) => (await demo.live?.route(request, 'session-1')) ?? new Response(null, { status: 404 })));
    const origin = `http://127.0.0.1:${await listenOnLoopback(backend)}`;
    demo.live = await startLiveEvents({ apiBaseUrl, apiKey: sandbox.keys.test, origin, secret: sandbox.webhookSecret, stores: STORES, now: () => sandbox.now() });
    started.push(demo.live);

    const northwind = await listen(`${origin}${EVENTS_PATH}?store=northwind`);
    const cornerShop = await listen(`${origin}${EVENTS_PATH}?store=corner-shop`);
    expect([northwind.status, cornerShop.status]).toEqual([200, 200]);
    expect((await fetch(`${origin}${EVENTS_PATH}?store=elsewhere`)).status).toBe(404);

    const buy = async (accountId: string | undefined) => {
      const api = createApiClient({ baseUrl: apiBaseUrl, auth: { apiKey: sandbox.keys.test }, accountId, retry: false });
      const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
      return createTransaction(api, { rate: shipment.rates![0]!.object_id });
    };
    const shopLabel = await buy('acct_managed_corner_shop');
    const ownLabel = await buy(undefined);
    await vi.waitFor(() => expect(cornerShop.text()).toContain(`"object_id":"${shopLabel.object_id}"`), WAIT);
    await vi.waitFor(() => expect(northwind.text()).toContain(`"object_id":"${ownLabel.object_id}"`), WAIT);
    await vi.waitFor(() => expect(sandbox.webhookStats()).toMatchObject({ queued: 0, inFlight: 0, failed: 0 }), WAIT);
    expect(northwind.text()).not.toContain(shopLabel.object_id);
    expect(cornerShop.text()).not.toContain(ownLabel.object_id);
  });
});
