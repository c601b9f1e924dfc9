import { describe, expect, it } from 'vitest';
import { addBatchShipments, createBatch, getBatch, purchaseBatch, removeBatchShipments, type BatchShipmentInput } from '../../src/api/resources/batches';
import { listCarrierAccounts } from '../../src/api/resources/carrier-accounts';
import { getTransaction } from '../../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER, createSandboxHarness } from '../../test/sandbox-harness';

const row = (index: number, overrides: Partial<BatchShipmentInput> = {}): BatchShipmentInput => ({
  shipment: { address_from: SENDER, address_to: { ...RECIPIENT, name: `Customer ${index}` }, parcels: [BOX] },
  metadata: `row ${index}`,
  ...overrides,
});

async function setup() {
  const harness = await createSandboxHarness();
  const api = harness.client();
  const parcelwise = (await listCarrierAccounts(api, { carrier: 'parcelwise' })).results[0]!;
  return { ...harness, api, carrierAccount: parcelwise.object_id };
}

describe('sandbox: batches (created and purchased asynchronously)', () => {
  it('VALIDATING → VALID, then PURCHASING → PURCHASED with a transaction per shipment and merged label files', async () => {
    const { api, sandbox, carrierAccount } = await setup();
    const created = await createBatch(api, {
      default_carrier_account: carrierAccount,
      default_servicelevel_token: 'parcelwise_ground',
      label_filetype: 'PDF_4x6',
      metadata: 'Morning run',
      batch_shipments: [row(1), row(2), row(3)],
    });
    // The create response does not contain the shipments yet (asynchronous creation).
    expect(created.status).toBe('VALIDATING');
    expect(created.batch_shipments?.results).toEqual([]);
    expect((await getBatch(api, created.object_id)).status).toBe('VALIDATING');

    await sandbox.advance(1_500);
    const valid = await getBatch(api, created.object_id);
    expect(valid.status).toBe('VALID');
    expect(valid.object_results).toMatchObject({ creation_succeeded: 3, creation_failed: 0 });
    // The response keeps the request order.
    expect(valid.batch_shipments?.results.map((shipment) => shipment.metadata)).toEqual(['row 1', 'row 2', 'row 3']);

    const purchasing = await purchaseBatch(api, created.object_id);
    expect(purchasing.status).toBe('PURCHASING');
    await sandbox.advance(2_000);
    const purchased = await getBatch(api, created.object_id);
    expect(purchased.status).toBe('PURCHASED');
    expect(purchased.object_results).toMatchObject({ purchase_succeeded: 3, purchase_failed: 0 });
    expect(purchased.label_url).toHaveLength(1);
    const transactionId = purchased.batch_shipments!.results[0]!.transaction!;
    expect((await getTransaction(api, transactionId)).status).toBe('SUCCESS');
    const merged = await api.download(purchased.label_url![0]!);
    const pdf = new TextDecoder('latin1').decode(new Uint8Array(await merged.arrayBuffer()));
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(3);
  });

  it('is INVALID with per-shipment messages; removing the invalid shipment makes it VALID', async () => {
    const { api, sandbox, carrierAccount } = await setup();
    const batch = await createBatch(api, {
      default_carrier_account: carrierAccount,
      default_servicelevel_token: 'parcelwise_ground',
      batch_shipments: [row(1), row(2, { shipment: { address_from: SENDER, address_to: { ...RECIPIENT, street1: '' }, parcels: [BOX] } }), row(3, { servicelevel_token: 'parcelwise_teleport' })],
    });
    await sandbox.advance(1_500);
    const invalid = await getBatch(api, batch.object_id);
    expect(invalid.status).toBe('INVALID');
    expect(invalid.object_results).toMatchObject({ creation_succeeded: 1, creation_failed: 2 });
    const bad = invalid.batch_shipments!.results.filter((shipment) => shipment.status === 'INVALID');
    expect(bad).toHaveLength(2);
    expect(bad.every((shipment) => (shipment.messages ?? []).length > 0 && typeof shipment.messages![0] === 'string')).toBe(true);
    expect((await getBatch(api, batch.object_id, { object_results: 'creation_failed' })).batch_shipments?.results).toHaveLength(2);

    await expect(purchaseBatch(api, batch.object_id)).rejects.toMatchObject({ status: 400 });
    const cleaned = await removeBatchShipments(api, batch.object_id, bad.map((shipment) => shipment.object_id));
    expect(cleaned.status).toBe('VALID');
    expect(cleaned.batch_shipments?.results).toHaveLength(1);
  });

  it('adds shipments: back to VALIDATING, then VALID again', async () => {
    const { api, sandbox, carrierAccount } = await setup();
    const batch = await createBatch(api, { default_carrier_account: carrierAccount, default_servicelevel_token: 'parcelwise_ground', batch_shipments: [row(1)] });
    await sandbox.advance(1_500);
    const adding = await addBatchShipments(api, batch.object_id, [row(2), row(3)]);
    expect(adding.status).toBe('VALIDATING');
    await sandbox.advance(1_500);
    const valid = await getBatch(api, batch.object_id);
    expect(valid.status).toBe('VALID');
    expect(valid.batch_shipments?.results).toHaveLength(3);
  });

  it('merges at most 100 labels per file', async () => {
    const { api, sandbox, carrierAccount } = await setup();
    const batch = await createBatch(api, {
      default_carrier_account: carrierAccount,
      default_servicelevel_token: 'parcelwise_ground',
      label_filetype: 'ZPLII',
      batch_shipments: Array.from({ length: 101 }, (_, index) => row(index + 1)),
    });
    await sandbox.advance(1_500);
    expect((await getBatch(api, batch.object_id)).status).toBe('VALID');
    await purchaseBatch(api, batch.object_id);
    await sandbox.advance(10_000);
    const purchased = await getBatch(api, batch.object_id, { results: 100 });
    expect(purchased.status).toBe('PURCHASED');
    expect(purchased.label_url).toHaveLength(2);
    expect(purchased.batch_shipments?.results).toHaveLength(100);
    expect(purchased.batch_shipments?.next).toContain('page=2');
    const first = await (await api.download(purchased.label_url![0]!)).text();
    const second = await (await api.download(purchased.label_url![1]!)).text();
    expect(first.match(/\^XA/g)).toHaveLength(100);
    expect(second.match(/\^XA/g)).toHaveLength(1);
  });

  it('answers 400 for metadata over 100 characters and an unknown carrier account', async () => {
    const { raw, carrierAccount } = await setup();
    const tooLong = await raw('POST', '/batches/', {
      body: { default_carrier_account: carrierAccount, default_servicelevel_token: 'parcelwise_ground', metadata: 'm'.repeat(101), batch_shipments: [] },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toHaveProperty('metadata');
    const unknown = await raw('POST', '/batches/', { body: { default_carrier_account: 'ca_nope', default_servicelevel_token: 'x', batch_shipments: [] } });
    expect(unknown.status).toBe(400);
  });

  it("words the field errors of the client's zod/mini schemas in English, as the API does", async () => {
    const { raw, carrierAccount } = await setup();
    const response = await raw('POST', '/batches/', { body: { default_carrier_account: carrierAccount, default_servicelevel_token: '', batch_shipments: [] } });
    expect(response.status).toBe(400);
    // zod/mini loads no locale: without the English messages this would read "Invalid input".
    expect(await response.json()).toEqual({ default_servicelevel_token: [expect.stringMatching(/^Too small: expected string to have >=1 characters?$/)] });
  });
});
