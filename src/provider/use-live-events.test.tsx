import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_API, testSandbox } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import { renderWithElements } from '../../test/render';
import { createApiClient } from '../api/client';
import { createBatch } from '../api/resources/batches';
import { listCarrierAccounts } from '../api/resources/carrier-accounts';
import { createWebhook } from '../api/resources/webhooks';
import { useBatch } from '../queries/batches';
import type { LiveEvent } from '../api/live-events';
import { createWebhookHandler } from '../server/webhook-handler';
import { toLiveEvent } from '../server/live-events';
import { SENDER } from '../../test/fixtures/addresses';
import type { SubscribeLiveEvents } from './use-live-events';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

function merchantApi() {
  return createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
}

/** A batch of one shipment, VALIDATING until the sandbox's clock moves on. */
async function validatingBatch(name: string) {
  const accounts = await listCarrierAccounts(merchantApi(), { service_levels: true });
  const account = accounts.results.find((candidate) => candidate.carrier === 'parcelwise');
  const parcel = { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '1', mass_unit: 'lb' } as const;
  return createBatch(merchantApi(), {
    default_carrier_account: account?.object_id ?? '',
    default_servicelevel_token: 'parcelwise_ground',
    batch_shipments: [{ metadata: name, shipment: { address_from: SENDER, address_to: { name, street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' }, parcels: [parcel] } }],
  });
}

/** Counts the `GET /batches/{id}` requests per batch id. */
function countBatchReads() {
  const reads = new Map<string, number>();
  const listener = ({ request }: { request: Request }) => {
    const match = /^\/batches\/([^/]+)\/?$/.exec(new URL(request.url).pathname);
    if (request.method === 'GET' && match?.[1]) {
      reads.set(match[1], (reads.get(match[1]) ?? 0) + 1);
    }
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return (batchId: string) => reads.get(batchId) ?? 0;
}

function BatchStatus({ batchId, label }: { batchId: string; label: string }) {
  const batch = useBatch(batchId);
  return <p>{`${label}: ${batch.data?.status ?? 'loading'}`}</p>;
}

/** A subscribe function the test drives: it sends events and reports the source's health. */
function fakeSource() {
  const handle: { send: (event: LiveEvent) => void; health: (healthy: boolean) => void; subscribed: number } = {
    send: () => undefined,
    health: () => undefined,
    subscribed: 0,
  };
  const subscribe: SubscribeLiveEvents = (onEvent, onHealth) => {
    handle.subscribed += 1;
    handle.send = onEvent;
    handle.health = onHealth;
    return () => {
      handle.subscribed -= 1;
    };
  };
  return { subscribe, handle };
}

/** Lets React Query's timers and the sandbox's responses run, in real time. */
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('live events in the provider', () => {
  it('refetches exactly the batch an event names, and does not poll while the source is healthy', async () => {
    const first = await validatingBatch('First');
    const second = await validatingBatch('Second');
    const { subscribe, handle } = fakeSource();
    renderWithElements(
      <>
        <BatchStatus batchId={first.object_id} label="First" />
        <BatchStatus batchId={second.object_id} label="Second" />
      </>,
      { provider: { events: { subscribe } } },
    );
    expect(await screen.findByText('First: VALIDATING')).toBeInTheDocument();
    expect(await screen.findByText('Second: VALIDATING')).toBeInTheDocument();
    const reads = countBatchReads();
    await testSandbox().advance(3_000);
    // Without a source the blocks poll after 1 s; with a healthy one, not before 30 s.
    await pause(1_600);
    expect([reads(first.object_id), reads(second.object_id)]).toEqual([0, 0]);
    expect(screen.getByText('First: VALIDATING')).toBeInTheDocument();

    act(() => handle.send({ event: 'batch_created', object_id: first.object_id }));
    expect(await screen.findByText('First: VALID')).toBeInTheDocument();
    expect(screen.getByText('Second: VALIDATING')).toBeInTheDocument();
    expect([reads(first.object_id), reads(second.object_id)]).toEqual([1, 0]);

    // Events about other objects, and events the kit does not know, refetch nothing.
    act(() => handle.send({ event: 'transaction_updated', object_id: 'txn_elsewhere' }));
    act(() => handle.send({ event: 'report_run_finished', object_id: second.object_id }));
    await pause(200);
    expect([reads(first.object_id), reads(second.object_id)]).toEqual([1, 0]);
  });

  it('falls back to polling when the source drops, and unsubscribes on unmount', async () => {
    const batch = await validatingBatch('Dropped');
    const { subscribe, handle } = fakeSource();
    const view = renderWithElements(<BatchStatus batchId={batch.object_id} label="Batch" />, { provider: { events: { subscribe } } });
    expect(await screen.findByText('Batch: VALIDATING')).toBeInTheDocument();
    await testSandbox().advance(3_000);
    await pause(1_600);
    expect(screen.getByText('Batch: VALIDATING')).toBeInTheDocument();

    act(() => handle.health(false));
    // No event comes: the block's own polling (1 s, then backing off) finds VALID.
    expect(await screen.findByText('Batch: VALID', undefined)).toBeInTheDocument();
    expect(handle.subscribed).toBe(1);
    view.unmount();
    expect(handle.subscribed).toBe(0);
  });

  it('shows a batch VALID from the sandbox’s own webhook, verified by the handler, without a poll', async () => {
    // The receiver on "the host's backend": the sandbox posts to this loopback URL (through MSW),
    // createWebhookHandler verifies it, and the relay hands the slim event to the browser side.
    const hookUrl = 'http://127.0.0.1:9/hooks/shipping';
    const listeners = new Set<(event: LiveEvent) => void>();
    const verified: LiveEvent[] = [];
    const handler = createWebhookHandler({
      secret: testSandbox().webhookSecret,
      now: () => testSandbox().now(),
      onEvent: (event) => {
        const live = toLiveEvent(event);
        if (live) {
          verified.push(live);
          listeners.forEach((listener) => listener(live));
        }
      },
    });
    server.use(http.post(hookUrl, ({ request }) => handler(request)));
    await createWebhook(merchantApi(), { url: hookUrl, event: 'all' });
    const batch = await validatingBatch('Webhook');
    const subscribe: SubscribeLiveEvents = (onEvent) => {
      listeners.add(onEvent);
      return () => listeners.delete(onEvent);
    };
    renderWithElements(<BatchStatus batchId={batch.object_id} label="Batch" />, { provider: { events: { subscribe } } });
    expect(await screen.findByText('Batch: VALIDATING')).toBeInTheDocument();
    const reads = countBatchReads();

    await act(() => testSandbox().advance(3_000));
    expect(await screen.findByText('Batch: VALID', undefined)).toBeInTheDocument();
    // The one read is the event's refetch: no poll came before it.
    expect(reads(batch.object_id)).toBe(1);
    expect(verified).toEqual([{ event: 'batch_created', object_id: batch.object_id, object_updated: expect.any(String) as string }]);
  });
});
