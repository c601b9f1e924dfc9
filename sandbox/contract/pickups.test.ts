import { describe, expect, it } from 'vitest';
import { createAddress } from '../../src/api/resources/addresses';
import { listCarrierAccounts } from '../../src/api/resources/carrier-accounts';
import { createManifest, getManifest, listManifests } from '../../src/api/resources/manifests';
import { createPickup, listPickups } from '../../src/api/resources/pickups';
import { createShipment } from '../../src/api/resources/shipments';
import { createTransaction } from '../../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER, SANDBOX_NOW, createSandboxHarness } from '../../test/sandbox-harness';

async function labelWith(carrier: string) {
  const harness = await createSandboxHarness();
  const api = harness.client();
  const account = (await listCarrierAccounts(api, { carrier })).results[0]!;
  const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], carrier_accounts: [account.object_id] });
  const transaction = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
  return { ...harness, api, account, transaction };
}

// SANDBOX_NOW is Monday 2026-11-23 15:00 UTC (07:00 in San Francisco).
const tuesday = (hour: number) => new Date(Date.UTC(2026, 10, 24, hour + 8)).toISOString(); // Pacific time → UTC
const saturday = (hour: number) => new Date(Date.UTC(2026, 10, 28, hour + 8)).toISOString();

describe('sandbox: pickups', () => {
  it('confirms a pickup of a carrier that supports them, with times in the pickup time zone', async () => {
    const { api, account, transaction } = await labelWith('parcelwise');
    const pickup = await createPickup(api, {
      carrier_account: account.object_id,
      location: { address: { ...SENDER }, building_location_type: 'Shipping Dock', instructions: 'Ring twice' },
      requested_start_time: tuesday(8),
      requested_end_time: tuesday(20),
      transactions: [transaction.object_id],
      metadata: 'Tuesday pickup',
    });
    expect(pickup.status).toBe('CONFIRMED');
    expect(pickup.confirmation_code).toMatch(/^PW-[0-9A-F]{8}$/);
    expect(pickup.timezone).toBe('America/Los_Angeles');
    // The carrier's hours clip the window: 09:00 to 18:00 local.
    expect(pickup.confirmed_start_time).toBe('2026-11-24T09:00:00-08:00');
    expect(pickup.confirmed_end_time).toBe('2026-11-24T18:00:00-08:00');
    expect(pickup.cancel_by_time).toBe('2026-11-24T07:00:00-08:00');
    expect(pickup.requested_start_time).toBe('2026-11-24T08:00:00-08:00');
  });

  it('lists the pickups newest first (a choice: the spec shows no list), so any session knows the labels already on one', async () => {
    const { api, account, transaction } = await labelWith('parcelwise');
    const book = () =>
      createPickup(api, {
        carrier_account: account.object_id,
        location: { address: { ...SENDER }, building_location_type: 'Front Door' },
        requested_start_time: tuesday(9),
        requested_end_time: tuesday(17),
        transactions: [transaction.object_id],
      });
    const first = await book();
    const second = await book();
    expect(second.status).toBe('ERROR');
    expect(second.messages).toEqual([`The label ${transaction.tracking_number} is already on a confirmed pickup.`]);
    const page = await listPickups(api, { results: 10 });
    expect(page.results.map((pickup) => pickup.object_id)).toEqual([second.object_id, first.object_id]);
    expect(page.results[1]).toMatchObject({ status: 'CONFIRMED', transactions: [transaction.object_id] });
  });

  it('ends in ERROR with messages for a carrier without pickups', async () => {
    const { api, account, transaction } = await labelWith('bluebird');
    const pickup = await createPickup(api, {
      carrier_account: account.object_id,
      location: { address: { ...SENDER }, building_location_type: 'Front Door' },
      requested_start_time: tuesday(9),
      requested_end_time: tuesday(17),
      transactions: [transaction.object_id],
    });
    expect(pickup.status).toBe('ERROR');
    expect(pickup.messages?.[0]).toContain('does not offer pickups');
    expect(pickup.confirmation_code ?? null).toBeNull();
  });

  it.each([
    ['a window in the past', new Date(SANDBOX_NOW - 3_600_000 * 4).toISOString(), new Date(SANDBOX_NOW - 3_600_000).toISOString(), 'past'],
    ['a window too far ahead', new Date(SANDBOX_NOW + 10 * 86_400_000).toISOString(), new Date(SANDBOX_NOW + 10 * 86_400_000 + 8 * 3_600_000).toISOString(), 'days ahead'],
    ['a window outside carrier hours', tuesday(19), tuesday(22), 'two hours'],
    ['a window that ends before it starts', tuesday(15), tuesday(10), 'after'],
    ['a weekend window', saturday(9), saturday(17), 'weekends'],
  ])('ends in ERROR for %s', async (_, start, end, message) => {
    const { raw, account, transaction } = await labelWith('kestrel');
    const response = await raw('POST', '/pickups/', {
      body: {
        carrier_account: account.object_id,
        location: { address: { ...SENDER }, building_location_type: 'Front Door' },
        requested_start_time: start,
        requested_end_time: end,
        transactions: [transaction.object_id],
      },
    });
    expect(response.status).toBe(201);
    const pickup = (await response.json()) as { status: string; messages: string[] };
    expect(pickup.status).toBe('ERROR');
    expect(pickup.messages.join(' ')).toContain(message);
  });

  it('refuses a label that is already on a confirmed pickup', async () => {
    const { api, account, transaction } = await labelWith('parcelwise');
    const request = {
      carrier_account: account.object_id,
      location: { address: { ...SENDER }, building_location_type: 'Front Door' as const },
      requested_start_time: tuesday(9),
      requested_end_time: tuesday(17),
      transactions: [transaction.object_id],
    };
    expect((await createPickup(api, request)).status).toBe('CONFIRMED');
    const second = await createPickup(api, request);
    expect(second.status).toBe('ERROR');
    expect(JSON.stringify(second.messages)).toContain('already on a confirmed pickup');
  });

  it('gives the window in the zone of a location elsewhere (Berlin), with its own offset', async () => {
    const { api, account, transaction } = await labelWith('kestrel');
    const berlin = { name: 'Lager Mitte', street1: 'Invalidenstraße 117', city: 'Berlin', zip: '10115', country: 'DE' };
    // Tuesday 09:00 to 17:00 in Berlin is 08:00 to 16:00 UTC in November (CET, +01:00).
    const pickup = await createPickup(api, {
      carrier_account: account.object_id,
      location: { address: berlin, building_location_type: 'Reception' },
      requested_start_time: new Date(Date.UTC(2026, 10, 24, 8)).toISOString(),
      requested_end_time: new Date(Date.UTC(2026, 10, 24, 16)).toISOString(),
      transactions: [transaction.object_id],
    });
    expect(pickup).toMatchObject({ status: 'CONFIRMED', timezone: 'Europe/Berlin', confirmed_start_time: '2026-11-24T09:00:00+01:00', confirmed_end_time: '2026-11-24T17:00:00+01:00' });
  });

  it('answers 400 for metadata over 100 characters and unknown transactions', async () => {
    const { raw, account, transaction } = await labelWith('kestrel');
    const body = {
      carrier_account: account.object_id,
      location: { address: { ...SENDER }, building_location_type: 'Front Door' },
      requested_start_time: tuesday(9),
      requested_end_time: tuesday(17),
      transactions: [transaction.object_id],
    };
    expect((await raw('POST', '/pickups/', { body: { ...body, metadata: 'x'.repeat(101) } })).status).toBe(400);
    expect((await raw('POST', '/pickups/', { body: { ...body, transactions: ['txn_missing'] } })).status).toBe(400);
  });
});

describe('sandbox: manifests', () => {
  it('closes out the day of a carrier account with a document, and errors when there is nothing to close', async () => {
    const { api, account, transaction } = await labelWith('parcelwise');
    const transactionTracking = transaction.tracking_number ?? '';
    expect(transactionTracking).not.toBe('');
    const from = await createAddress(api, { ...SENDER });
    const day = new Date(SANDBOX_NOW).toISOString().slice(0, 10) + 'T00:00:00Z';
    const manifest = await createManifest(api, { carrier_account: account.object_id, shipment_date: day, address_from: from.object_id });
    expect(manifest.status).toBe('SUCCESS');
    expect(manifest.transactions).toHaveLength(1);
    const document = await api.download(manifest.documents![0]!);
    expect(document.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await document.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    // The content streams are not compressed: each tracking number is a string operand of Tj.
    expect(new TextDecoder('latin1').decode(bytes)).toContain(`(${transactionTracking}) Tj`);
    // A label closed out once is not closed out again.
    const again = await createManifest(api, { carrier_account: account.object_id, shipment_date: day, address_from: from.object_id });
    expect(again).toMatchObject({ status: 'ERROR', errors: ['manifest_no_transactions'] });
    expect((await getManifest(api, manifest.object_id)).object_id).toBe(manifest.object_id);

    const kestrel = (await listCarrierAccounts(api, { carrier: 'kestrel' })).results[0]!;
    const empty = await createManifest(api, { carrier_account: kestrel.object_id, shipment_date: day, address_from: from.object_id });
    expect(empty).toMatchObject({ status: 'ERROR', errors: ['manifest_no_transactions'] });
    const page = await listManifests(api);
    expect(page.results).toHaveLength(3);
    expect(page.results[0]!.errors).toEqual(['manifest_no_transactions']);
  });

  it('pages past manifests 5 at a time by default, at most 100', async () => {
    const { api, account, raw } = await labelWith('kestrel');
    const from = await createAddress(api, { ...SENDER });
    const day = new Date(SANDBOX_NOW).toISOString().slice(0, 10) + 'T00:00:00Z';
    for (let index = 0; index < 7; index += 1) {
      await createManifest(api, { carrier_account: account.object_id, shipment_date: day, address_from: from.object_id });
    }
    const first = await listManifests(api);
    expect(first.results).toHaveLength(5);
    expect(first.next).toBeTruthy();
    expect((await listManifests(api, { page: 2 })).results).toHaveLength(2);
    expect((await raw('GET', '/manifests/?results=101')).status).toBe(400);
  });
});
