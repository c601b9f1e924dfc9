import { QueryClient, type Query } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOX, RECIPIENT, SENDER } from '../../test/fixtures/addresses';
import { TEST_API, mintTestToken, testSandbox } from '../../test/msw-sandbox';
import { server } from '../../test/msw-server';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { LiveEvent } from '../api/live-events';
import { createShipment } from '../api/resources/shipments';
import { createTransaction } from '../api/resources/transactions';
import { ShippingElementsProvider } from '../provider/ShippingElementsProvider';
import type { SubscribeLiveEvents } from '../provider/use-live-events';
import { trackKeys, useRegisterTrack, useTrack, type TrackTarget } from './tracks';
import { useTransaction } from './transactions';

const DAY = 24 * 3_600_000;
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
});

/** A label bought in the DOM tests' sandbox by the merchant's backend. */
async function buyLabel(name = RECIPIENT.name, attribute?: 'CHEAPEST') {
  const api = createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });
  const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, name }, parcels: [BOX] });
  const rate = attribute ? shipment.rates!.find((candidate) => candidate.attributes?.includes(attribute)) : shipment.rates![0];
  return createTransaction(api, { rate: rate!.object_id });
}

/** Counts the API requests by path prefix (`/tracks/`, `/transactions/`). */
function countRequests() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  cleanups.push(() => server.events.removeListener('request:start', listener));
  return (prefix: string) => paths.filter((path) => path.startsWith(prefix)).length;
}

function setup(events?: { subscribe: SubscribeLiveEvents }) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <ShippingElementsProvider baseUrl={TEST_API} fetchToken={() => mintTestToken()} queryClient={queryClient} {...(events ? { events } : {})}>
      {children}
    </ShippingElementsProvider>
  );
  /** What the track query's `refetchInterval` says now: milliseconds, or `false` (stopped). */
  const interval = (target: TrackTarget) => {
    const query = queryClient.getQueryCache().find({ queryKey: trackKeys.detail('transactionId' in target ? `transaction/${target.transactionId}` : `${target.carrier}/${target.trackingNumber}`) });
    const refetchInterval = (query?.options as { refetchInterval?: (query: Query) => number | false } | undefined)?.refetchInterval;
    return query && refetchInterval ? refetchInterval(query) : undefined;
  };
  return { queryClient, wrapper, interval };
}

describe('useTrack', () => {
  it('follows a label by its transaction to DELIVERED on the sandbox’s clock, refetching until then and not after', async () => {
    const label = await buyLabel();
    const { wrapper, interval } = setup();
    const target = { transactionId: label.object_id };
    const { result } = renderHook(() => useTrack(target), { wrapper });
    await waitFor(() => expect(result.current.data?.tracking_status?.status).toBe('PRE_TRANSIT'));
    expect(result.current.data).toMatchObject({ tracking_number: label.tracking_number, transaction: label.object_id, carrier: 'parcelwise' });
    expect(interval(target)).toBeGreaterThan(0);

    const requests = countRequests();
    await testSandbox().advance(14 * DAY);
    // 14 days on, the session's 12-hour token has expired too: the read is refreshed and replayed.
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data?.tracking_status?.status).toBe('DELIVERED'));
    expect(result.current.data?.tracking_history.at(-1)?.substatus?.code).toBe('delivered');
    // The label's number and carrier are known: only the track is read again.
    expect(requests('/tracks/')).toBeGreaterThan(0);
    expect([requests('/transactions/'), requests('/carrier_accounts')]).toEqual([0, 0]);
    expect(interval(target)).toBe(false);
  });

  it('reads a carrier’s number, stops at a final status and keeps polling one in transit', async () => {
    const { wrapper, interval } = setup();
    const delivered = { carrier: 'shippo', trackingNumber: 'SHIPPO_DELIVERED' };
    const transit = { carrier: 'shippo', trackingNumber: 'SHIPPO_TRANSIT' };
    const { result } = renderHook(() => [useTrack(delivered), useTrack(transit)] as const, { wrapper });
    await waitFor(() => expect(result.current[0].data?.tracking_status?.status).toBe('DELIVERED'));
    await waitFor(() => expect(result.current[1].data?.tracking_status?.status).toBe('TRANSIT'));
    expect(interval(delivered)).toBe(false);
    expect(interval(transit)).toBeGreaterThan(0);
  });

  it('is null for a label that has no tracking number, and stops there once the label is settled', async () => {
    const label = await buyLabel('Label Error Test', 'CHEAPEST'); // the cheapest rate of this name ends in ERROR
    expect(label).toMatchObject({ status: 'ERROR', tracking_number: '' });
    const { wrapper, interval } = setup();
    const target = { transactionId: label.object_id };
    const { result } = renderHook(() => useTrack(target), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
    expect(interval(target)).toBe(false);
  });

  it('fails with a 404 ApiError for a number nobody knows, and waits for a target', async () => {
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ target }: { target?: TrackTarget }) => useTrack(target), { wrapper, initialProps: {} });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ target: { carrier: 'parcelwise', trackingNumber: 'PW000000000000' } });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect((result.current.error as ApiError).status).toBe(404);
  });

  it('refetches the track and its label at once on a track_updated live event', async () => {
    const label = await buyLabel();
    const handle: { send: (event: LiveEvent) => void } = { send: () => undefined };
    const subscribe: SubscribeLiveEvents = (onEvent) => {
      handle.send = onEvent;
      return () => undefined;
    };
    const { wrapper } = setup({ subscribe });
    const { result } = renderHook(() => ({ track: useTrack({ transactionId: label.object_id }), label: useTransaction(label.object_id) }), { wrapper });
    await waitFor(() => expect(result.current.track.data?.tracking_status?.status).toBe('PRE_TRANSIT'));
    await waitFor(() => expect(result.current.label.data?.tracking_status).toBe('PRE_TRANSIT'));

    await testSandbox().advance(DAY);
    // While the source is healthy nothing polls before 30 s: only the event can bring the change.
    act(() => handle.send({ event: 'track_updated', object_id: label.tracking_number!, transaction: label.object_id }));
    await waitFor(() => expect(result.current.track.data?.tracking_status?.status).toBe('TRANSIT'));
    await waitFor(() => expect(result.current.label.data?.tracking_status).toBe('TRANSIT'));
  });
});

describe('useRegisterTrack', () => {
  it('registers a number and fills the cache of its track', async () => {
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => useRegisterTrack(), { wrapper });
    const track = await act(() => result.current.mutateAsync({ carrier: 'shippo', tracking_number: 'SHIPPO_RETURNED', metadata: 'Order 1042' }));
    expect(track).toMatchObject({ metadata: 'Order 1042', tracking_status: { status: 'RETURNED' } });
    expect(queryClient.getQueryData(trackKeys.detail('shippo/SHIPPO_RETURNED'))).toEqual(track);
  });
});
