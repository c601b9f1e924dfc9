import { describe, expect, it } from 'vitest';
import { getOrder, listOrders } from '../../src/api/resources/orders';
import { createRefund, getRefund, listRefunds } from '../../src/api/resources/refunds';
import { createShipment, type ShipmentInput } from '../../src/api/resources/shipments';
import { createTransaction, getTransaction, listTransactions } from '../../src/api/resources/transactions';
import type { LabelFileType } from '../../src/api/resources/transactions';
import { BOX, RECIPIENT, RECIPIENT_GB, SENDER, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { listCarrierAccounts } from '../../src/api/resources/carrier-accounts';

const customs: ShipmentInput['customs_declaration'] = {
  certify: true,
  certify_signer: 'Shipping Desk',
  contents_type: 'MERCHANDISE',
  non_delivery_option: 'RETURN',
  incoterm: 'DDU',
  eel_pfc: 'NOEEI_30_37_a',
  items: [{ description: 'Merino T-shirt', quantity: 2, net_weight: '0.8', mass_unit: 'lb', value_amount: '76.00', value_currency: 'USD', origin_country: 'PT', tariff_number: '6109.10' }],
};

async function quote(api: ReturnType<SandboxHarness['client']>, input: Partial<ShipmentInput> = {}) {
  return createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], ...input });
}

describe('sandbox: label purchase (transactions)', () => {
  it.each<[LabelFileType, string, (bytes: Uint8Array) => boolean]>([
    ['PDF_4x6', 'application/pdf', (bytes) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-'],
    ['PDF_A4', 'application/pdf', (bytes) => new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-'],
    ['PNG', 'image/png', (bytes) => bytes[0] === 0x89 && new TextDecoder().decode(bytes.slice(1, 4)) === 'PNG'],
    ['ZPLII', 'application/zpl', (bytes) => new TextDecoder().decode(bytes).startsWith('^XA')],
  ])('buys a %s label whose signed file downloads without any Authorization header', async (fileType, contentType, looksRight) => {
    const { client, fetch } = await createSandboxHarness();
    const api = client();
    const shipment = await quote(api);
    const transaction = await createTransaction(api, { rate: shipment.rates![0]!.object_id, label_file_type: fileType });
    expect(transaction).toMatchObject({ status: 'SUCCESS', tracking_status: 'PRE_TRANSIT', label_file_type: fileType, test: true });
    expect(transaction.tracking_number).toMatch(/^[A-Z]{2}\d{12}$/);
    expect(transaction.eta).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(transaction.commercial_invoice_url ?? null).toBeNull();
    const file = await api.download(transaction.label_url!);
    expect(file.headers.get('Content-Type')).toBe(contentType);
    expect(looksRight(new Uint8Array(await file.arrayBuffer()))).toBe(true);
    // Tampering with the signature is refused.
    const tampered = await fetch(transaction.label_url!.replace(/signature=[^&]+/, 'signature=AAAA'));
    expect(tampered.status).toBe(403);
  });

  it('expires signed label URLs and hands out a fresh one on GET', async () => {
    const { client, sandbox, fetch } = await createSandboxHarness();
    const api = client();
    const transaction = await createTransaction(api, { rate: (await quote(api)).rates![0]!.object_id });
    await sandbox.advance(25 * 3_600_000);
    expect((await fetch(transaction.label_url!)).status).toBe(410);
    const fresh = await getTransaction(api, transaction.object_id);
    expect(fresh.label_url).not.toBe(transaction.label_url);
    expect((await fetch(fresh.label_url!)).status).toBe(200);
  });

  it('adds a commercial invoice for an international label with customs', async () => {
    const api = (await createSandboxHarness()).client();
    const shipment = await quote(api, { address_to: RECIPIENT_GB, customs_declaration: customs });
    const transaction = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    expect(transaction.status).toBe('SUCCESS');
    const invoice = await api.download(transaction.commercial_invoice_url!);
    expect(invoice.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('ends in ERROR for an international label without customs', async () => {
    const api = (await createSandboxHarness()).client();
    const shipment = await quote(api, { address_to: RECIPIENT_GB });
    const transaction = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    expect(transaction.status).toBe('ERROR');
    expect(transaction.messages).toContainEqual(expect.objectContaining({ code: 'customs_declaration_missing' }));
  });

  it('ends in ERROR for the cheapest rate of a recipient named "Label Error", and another rate succeeds', async () => {
    const api = (await createSandboxHarness()).client();
    const shipment = await quote(api, { address_to: { ...RECIPIENT, name: 'Label Error Test' } });
    const cheapest = shipment.rates!.find((rate) => rate.attributes?.includes('CHEAPEST'))!;
    const failed = await createTransaction(api, { rate: cheapest.object_id });
    expect(failed.status).toBe('ERROR');
    expect(failed.messages?.[0]).toMatchObject({ code: 'label_generation_failed', source: cheapest.provider });
    expect(failed.label_url).toBe('');
    const other = shipment.rates!.find((rate) => !rate.attributes?.includes('CHEAPEST'))!;
    expect((await createTransaction(api, { rate: other.object_id })).status).toBe('SUCCESS');
  });

  it('refuses to buy the same rate twice', async () => {
    const api = (await createSandboxHarness()).client();
    const rate = (await quote(api)).rates![0]!.object_id;
    await createTransaction(api, { rate });
    await expect(createTransaction(api, { rate })).rejects.toMatchObject({ status: 400, fieldErrors: { rate: [expect.any(String)] } });
    expect((await listTransactions(api, { rate })).results).toHaveLength(1);
  });

  it('buys asynchronously when async is true: QUEUED, then SUCCESS on the clock', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const api = client();
    const transaction = await createTransaction(api, { rate: (await quote(api)).rates![0]!.object_id, async: true });
    expect(transaction.status).toBe('QUEUED');
    await sandbox.advance(2_000);
    expect((await getTransaction(api, transaction.object_id)).status).toBe('SUCCESS');
  });

  it('buys an instant label from a shipment, carrier account and service level', async () => {
    const api = (await createSandboxHarness()).client();
    const parcelwise = (await listCarrierAccounts(api, { carrier: 'parcelwise' })).results[0]!;
    const transaction = await createTransaction(api, {
      shipment: { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] },
      carrier_account: parcelwise.object_id,
      servicelevel_token: 'parcelwise_ground',
    });
    expect(transaction.status).toBe('SUCCESS');
    expect(typeof transaction.rate === 'object' && transaction.rate?.servicelevel_token).toBe('parcelwise_ground');
  });

  it('links a label to an order named in metadata and marks the order SHIPPED', async () => {
    const api = (await createSandboxHarness()).client();
    const order = (await listOrders(api, { order_status: ['PAID'], results: 1 })).results[0]!;
    const transaction = await createTransaction(api, { rate: (await quote(api)).rates![0]!.object_id, metadata: `order:${order.object_id}` });
    const shipped = await getOrder(api, order.object_id);
    expect(shipped.order_status).toBe('SHIPPED');
    expect(shipped.transactions).toContain(transaction.object_id);
  });

  it('filters transactions by status', async () => {
    const api = (await createSandboxHarness()).client();
    const shipment = await quote(api, { address_to: { ...RECIPIENT, name: 'Label Error' } });
    for (const rate of shipment.rates!.slice(0, 3)) {
      await createTransaction(api, { rate: rate.object_id });
    }
    const errors = await listTransactions(api, { object_status: 'ERROR' });
    const successes = await listTransactions(api, { object_status: 'SUCCESS' });
    expect(errors.results.length + successes.results.length).toBe(3);
    expect(errors.results.every((transaction) => transaction.status === 'ERROR')).toBe(true);
  });
});

describe('sandbox: refunds', () => {
  it('moves a refund QUEUED → PENDING → SUCCESS and its label REFUNDPENDING → REFUNDED', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const api = client();
    const transaction = await createTransaction(api, { rate: (await quote(api)).rates![0]!.object_id });
    const refund = await createRefund(api, { transaction: transaction.object_id });
    expect(refund).toMatchObject({ status: 'QUEUED', transaction: transaction.object_id, test: true });
    expect((await getTransaction(api, transaction.object_id)).status).toBe('REFUNDPENDING');
    await sandbox.advance(2_000);
    expect((await getRefund(api, refund.object_id)).status).toBe('PENDING');
    await sandbox.advance(3_000);
    expect((await getRefund(api, refund.object_id)).status).toBe('SUCCESS');
    expect((await getTransaction(api, transaction.object_id)).status).toBe('REFUNDED');
    expect((await listRefunds(api)).results).toHaveLength(1);
    await expect(createRefund(api, { transaction: transaction.object_id })).rejects.toMatchObject({ status: 400 });
  });

  it('rejects the refund of a used label (magic recipient "Used Label"): ERROR and REFUNDREJECTED', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const api = client();
    const shipment = await quote(api, { address_to: { ...RECIPIENT, name: 'Used Label' } });
    const transaction = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    const refund = await createRefund(api, { transaction: transaction.object_id });
    await sandbox.advance(5_000);
    expect((await getRefund(api, refund.object_id)).status).toBe('ERROR');
    expect((await getTransaction(api, transaction.object_id)).status).toBe('REFUNDREJECTED');
  });

  it('accepts the form-style body of the spec example', async () => {
    const { client, raw } = await createSandboxHarness();
    const api = client();
    const transaction = await createTransaction(api, { rate: (await quote(api)).rates![0]!.object_id });
    const response = await raw('POST', '/refunds/', {
      body: `transaction=${transaction.object_id}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(201);
  });

  it('refuses to refund an unknown or failed label', async () => {
    const api = (await createSandboxHarness()).client();
    await expect(createRefund(api, { transaction: 'txn_missing' })).rejects.toMatchObject({ status: 400 });
    const shipment = await quote(api, { address_to: RECIPIENT_GB });
    const failed = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    await expect(createRefund(api, { transaction: failed.object_id })).rejects.toMatchObject({ status: 400 });
  });
});
