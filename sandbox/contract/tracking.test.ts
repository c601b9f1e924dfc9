// Tracking in the sandbox, against the spec's tracking statuses (read from the spec text) and the
// public API's tracking reference (a Track's fields, history earliest first, its test numbers).
// Every sandbox here runs on a pinned clock that moves only with advance().
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { createRefund } from '../../src/api/resources/refunds';
import { createShipment, type ShipmentInput } from '../../src/api/resources/shipments';
import { getTrack, registerTrack, type Track } from '../../src/api/resources/tracks';
import { createTransaction, getTransaction, listTransactions, type TrackingStatus, type Transaction } from '../../src/api/resources/transactions';
import { BOX, RECIPIENT, RECIPIENT_GB, SENDER, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { readSpecStates } from '../../test/spec-fields';

const TRACKING_STATES = readSpecStates('Tracking status');
const HOUR = 3_600_000;
type Api = ReturnType<SandboxHarness['client']>;

const customs: ShipmentInput['customs_declaration'] = {
  certify: true,
  certify_signer: 'Shipping Desk',
  contents_type: 'MERCHANDISE',
  non_delivery_option: 'RETURN',
  incoterm: 'DDU',
  eel_pfc: 'NOEEI_30_37_a',
  items: [{ description: 'Merino T-shirt', quantity: 1, net_weight: '0.4', mass_unit: 'lb', value_amount: '38.00', value_currency: 'USD', origin_country: 'PT' }],
};

async function buyLabel(api: Api, to: { country: string; [field: string]: string } = RECIPIENT) {
  const shipment = await createShipment(api, { address_from: SENDER, address_to: to, parcels: [BOX], ...(to.country === 'US' ? {} : { customs_declaration: customs }) });
  const transaction = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
  expect(transaction.status).toBe('SUCCESS');
  return transaction;
}

/** The label's carrier token: the carrier of its carrier account, as the public API names carriers. */
function carrierOf(transaction: Transaction): string {
  return String((transaction.rate as { servicelevel_token: string }).servicelevel_token).split('_')[0]!;
}

const trackOf = (api: Api, transaction: Transaction) => getTrack(api, carrierOf(transaction), transaction.tracking_number!);

/** Follows a label hour by hour until its track is final, checking the transaction agrees at every step. */
async function follow(harness: SandboxHarness, api: Api, transaction: Transaction, maxHours = 24 * 14): Promise<{ track: Track; seen: string[] }> {
  const seen: string[] = [];
  for (let hour = 0; hour <= maxHours; hour += 1) {
    const [track, label] = await Promise.all([trackOf(api, transaction), getTransaction(api, transaction.object_id)]);
    const status = track.tracking_status!.status;
    expect(label.tracking_status, `hour ${hour}`).toBe(status);
    if (seen.at(-1) !== status) {
      seen.push(status);
    }
    if (['DELIVERED', 'RETURNED', 'FAILURE'].includes(status)) {
      return { track, seen };
    }
    await harness.sandbox.advance(HOUR);
  }
  throw new Error('The parcel never reached a final status');
}

describe('sandbox tracking: the life of a label', () => {
  it('moves a label from PRE_TRANSIT through scans in several cities to DELIVERED before its ETA, the transaction following', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const transaction = await buyLabel(api);

    const first = await trackOf(api, transaction);
    expect(first).toMatchObject({
      carrier: carrierOf(transaction),
      tracking_number: transaction.tracking_number,
      transaction: transaction.object_id,
      eta: transaction.eta,
      original_eta: transaction.eta,
      address_from: { city: SENDER.city, state: SENDER.state, zip: SENDER.zip, country: SENDER.country },
      address_to: { city: RECIPIENT.city, state: RECIPIENT.state, zip: RECIPIENT.zip, country: RECIPIENT.country },
      tracking_status: { status: 'PRE_TRANSIT', location: { city: SENDER.city } },
    });
    expect(first.tracking_history).toHaveLength(1);

    const { track, seen } = await follow(harness, api, transaction);
    expect(seen).toEqual(['PRE_TRANSIT', 'TRANSIT', 'DELIVERED']);
    const history = track.tracking_history;
    // Earliest first (public API), every status one the spec lists, each event with its place.
    const dates = history.map((event) => Date.parse(event.status_date!));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    for (const event of history) {
      expect(TRACKING_STATES).toContain(event.status);
      expect(event.location?.city).toBeTruthy();
      expect(event.object_id).toBeTruthy();
    }
    expect(history.at(-1)).toEqual(track.tracking_status);
    const cities = new Set(history.map((event) => event.location!.city));
    expect(cities.size).toBeGreaterThanOrEqual(3); // sender, at least one hub, recipient
    const codes = history.map((event) => event.substatus?.code);
    expect(codes.slice(-2)).toEqual(['out_for_delivery', 'delivered']);
    expect(history.at(-2)?.location?.city).toBe(RECIPIENT.city);
    expect(Date.parse(track.tracking_status!.status_date!)).toBeLessThanOrEqual(Date.parse(transaction.eta!));

    // The transaction's last scan is its object_updated; the track stays final.
    const label = await getTransaction(api, transaction.object_id);
    expect(label.object_updated).toBe(track.tracking_status!.status_date);
    await harness.sandbox.advance(30 * 24 * HOUR);
    expect((await trackOf(api, transaction)).tracking_history).toHaveLength(history.length);
  });

  it('derives the same life from the same label: ids, times and places', async () => {
    const tracks = await Promise.all(
      [1, 2].map(async () => {
        const harness = await createSandboxHarness();
        const api = harness.client();
        const transaction = await buyLabel(api);
        await harness.sandbox.advance(10 * 24 * HOUR);
        return trackOf(api, transaction);
      }),
    );
    expect(tracks[0]!.tracking_history).toEqual(tracks[1]!.tracking_history);
  });

  it('crosses borders through the gateways of both countries and clears customs', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const transaction = await buyLabel(api, RECIPIENT_GB);
    const { track } = await follow(harness, api, transaction);
    const countries = track.tracking_history.map((event) => event.location?.country);
    expect(countries[0]).toBe('US');
    expect(countries.at(-1)).toBe('GB');
    expect(track.tracking_history.map((event) => event.substatus?.code)).toContain('package_processed');
  });

  it.each([
    ['Return To Sender', 'RETURNED', 'return_to_sender'],
    ['Lost Parcel', 'FAILURE', 'package_lost'],
  ])('ends %s labels %s (a magic recipient name)', async (name, status, code) => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const transaction = await buyLabel(api, { ...RECIPIENT, name: `${name} Test` });
    const { track, seen } = await follow(harness, api, transaction);
    expect(seen).toEqual(['PRE_TRANSIT', 'TRANSIT', status]);
    expect(track.tracking_status?.substatus).toMatchObject({ code, action_required: status === 'FAILURE' });
    if (status === 'RETURNED') {
      expect(track.tracking_history.at(-2)?.substatus).toMatchObject({ code: 'delivery_attempted', action_required: true });
    }
  });

  it('shows a new label’s first carrier scan within a minute of the purchase (issue 36: a label bought in the demo stayed “Label created” for 40 s and more)', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    for (const recipient of [RECIPIENT, RECIPIENT_GB]) {
      const transaction = await buyLabel(api, recipient);
      expect((await trackOf(api, transaction)).tracking_status?.status).toBe('PRE_TRANSIT');
      await harness.sandbox.advance(60_000);
      const track = await trackOf(api, transaction);
      expect(track.tracking_status).toMatchObject({ status: 'TRANSIT', substatus: { code: 'package_accepted' }, location: { city: SENDER.city } });
      expect(await getTransaction(api, transaction.object_id)).toMatchObject({ tracking_status: 'TRANSIT' });
    }
  });

  it('stops the life of a voided label where it was', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const transaction = await buyLabel(api);
    await createRefund(api, { transaction: transaction.object_id });
    await harness.sandbox.advance(10 * 24 * HOUR);
    const track = await trackOf(api, transaction);
    expect(track.tracking_status?.status).toBe('PRE_TRANSIT');
    expect(await getTransaction(api, transaction.object_id)).toMatchObject({ status: 'REFUNDED', tracking_status: 'PRE_TRANSIT' });
  });
});

describe('sandbox tracking: GET /transactions/ filters', () => {
  it('filters by the tracking status each label has now, and by label status', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const early = await buyLabel(api);
    await harness.sandbox.advance(2 * 24 * HOUR);
    const late = await buyLabel(api);
    const voided = await buyLabel(api);
    await createRefund(api, { transaction: voided.object_id });

    const ids = async (params: Parameters<typeof listTransactions>[1]) => (await listTransactions(api, params)).results.map((label) => label.object_id).sort();
    const statusOf = async (label: Transaction) => (await getTransaction(api, label.object_id)).tracking_status;
    expect(await statusOf(early)).not.toBe('PRE_TRANSIT');
    const byStatus = new Map<string, string[]>();
    for (const label of [early, late, voided]) {
      const status = String(await statusOf(label));
      byStatus.set(status, [...(byStatus.get(status) ?? []), label.object_id].sort());
    }
    for (const status of TRACKING_STATES) {
      const listed = await ids({ tracking_status: status as TrackingStatus });
      expect(listed, status).toEqual(byStatus.get(status) ?? []);
    }
    expect(await ids({ tracking_status: 'PRE_TRANSIT', object_status: 'SUCCESS' })).toEqual([late.object_id]);
    expect(await ids({ object_status: 'REFUNDPENDING' })).toEqual([voided.object_id]);
  });
});

describe('sandbox tracking: the public API test numbers', () => {
  it.each(['PRE_TRANSIT', 'TRANSIT', 'DELIVERED', 'RETURNED', 'FAILURE', 'UNKNOWN'])('answers SHIPPO_%s with that status', async (status) => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const track = await getTrack(api, 'shippo', `SHIPPO_${status}`);
    expect(track).toMatchObject({ carrier: 'shippo', tracking_number: `SHIPPO_${status}`, tracking_status: { status }, transaction: null, test: true });
    expect(track.tracking_history.length > 0).toBe(status !== 'UNKNOWN');
    expect(track.tracking_history.at(-1)?.status ?? 'UNKNOWN').toBe(status);
    // The same answer a moment later: a test number does not move.
    await harness.sandbox.advance(60_000);
    expect(await getTrack(api, 'shippo', `SHIPPO_${status}`)).toEqual(track);
  });

  it('answers them in test mode only', async () => {
    const harness = await createSandboxHarness();
    const live = harness.client({ apiKey: harness.sandbox.keys.live });
    await expect(getTrack(live, 'shippo', 'SHIPPO_DELIVERED')).rejects.toMatchObject({ status: 404 });
    await expect(registerTrack(live, { carrier: 'shippo', tracking_number: 'SHIPPO_DELIVERED' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('sandbox tracking: 404 and registration', () => {
  it('answers 404 in the API error shape for a number nobody knows, or a label number under another carrier', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const transaction = await buyLabel(api);
    const other = carrierOf(transaction) === 'kestrel' ? 'parcelwise' : 'kestrel';
    for (const [carrier, number] of [
      ['parcelwise', 'PW000000000000'],
      [other, transaction.tracking_number!],
      ['shippo', 'SHIPPO_SOMETHING'],
    ] as const) {
      const response = await harness.raw('GET', `/tracks/${carrier}/${number}`);
      expect(response.status, `${carrier}/${number}`).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.' });
      await expect(getTrack(api, carrier, number)).rejects.toBeInstanceOf(ApiError);
    }
  });

  it('refuses a registration without carrier or number, of an unknown carrier, or with metadata over 100 characters', async () => {
    const harness = await createSandboxHarness();
    for (const [body, field] of [
      [{ tracking_number: 'PW1' }, 'carrier'],
      [{ carrier: 'parcelwise' }, 'tracking_number'],
      [{ carrier: 'parcelwise', tracking_number: '' }, 'tracking_number'],
      [{ carrier: 'acme', tracking_number: 'PW1' }, 'carrier'],
      [{ carrier: 'shippo', tracking_number: 'PW1' }, 'tracking_number'],
      [{ carrier: 'parcelwise', tracking_number: 'PW1', metadata: 'x'.repeat(101) }, 'metadata'],
      [{ carrier: 'parcelwise', tracking_number: 7 }, 'tracking_number'],
    ] as const) {
      const response = await harness.raw('POST', '/tracks/', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((await response.json()) as object), JSON.stringify(body)).toContain(field);
    }
    // The client refuses the same before sending.
    await expect(registerTrack(harness.client(), { carrier: 'parcelwise', tracking_number: 'PW1', metadata: 'x'.repeat(101) })).rejects.toMatchObject({ code: 'metadata-too-long' });
  });

  it('registers a number: UNKNOWN for one the carrier never saw, the label’s own tracking with the metadata for a sold one', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const unknown = await registerTrack(api, { carrier: 'parcelwise', tracking_number: 'PW123', metadata: 'Order 1042' });
    expect(unknown).toMatchObject({ tracking_status: { status: 'UNKNOWN' }, tracking_history: [], metadata: 'Order 1042' });
    expect(await getTrack(api, 'parcelwise', 'PW123')).toMatchObject({ tracking_status: { status: 'UNKNOWN' } });

    const transaction = await buyLabel(api);
    const registered = await registerTrack(api, { carrier: carrierOf(transaction), tracking_number: transaction.tracking_number!, metadata: 'Order 1043' });
    expect(registered).toMatchObject({ transaction: transaction.object_id, metadata: 'Order 1043', tracking_status: { status: 'PRE_TRANSIT' } });
    // Another account does not see it.
    const other = harness.client({ apiKey: 'svc_test_sandbox_other_7a6b5c4d3e2f1a09' });
    await expect(getTrack(other, carrierOf(transaction), transaction.tracking_number!)).rejects.toMatchObject({ status: 404 });
  });
});
