import { describe, expect, it } from 'vitest';
import { createAddress } from '../../api/resources/addresses';
import { createBatch, getBatch } from '../../api/resources/batches';
import { listCarrierAccounts } from '../../api/resources/carrier-accounts';
import type { Order } from '../../api/resources/orders';
import { createSandboxHarness, RECIPIENT, SENDER } from '../../../test/sandbox-harness';
import { declaresTooManyItems, defaultShipManySettings, ordersToBatch, sampleShipment, ShipManySettingsSchema } from './orders-to-batch';

const line = (title: string) => ({ title, quantity: 1, total_price: '10.00', currency: 'USD', weight: '0.5', weight_unit: 'lb' });
const order = (id: string, country: string, lines: number): Order =>
  ({
    object_id: id,
    order_number: `#${id}`,
    to_address: { name: 'Ada Lovelace', street1: '1 High St', city: 'London', zip: 'N1 9GU', country },
    line_items: Array.from({ length: lines }, (_, index) => line(`Item ${index + 1}`)),
    weight: '2',
    weight_unit: 'lb',
    currency: 'USD',
  });

const settings = { ...defaultShipManySettings('addr_1'), carrierAccount: 'ca_1', serviceLevel: 'ground', abroadCarrierAccount: 'ca_2', abroadServiceLevel: 'intl', length: '10', width: '8', height: '4', signer: 'Grace Hopper' };

describe('orders as a batch', () => {
  it('declares every item of an order abroad with up to five lines', () => {
    const { rows } = ordersToBatch([order('a', 'GB', 5)], settings, { addressId: 'addr_1', country: 'US' });
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).filter((column) => /^item\d_description$/.test(column))).toHaveLength(5);
    expect(rows[0]!.item5_description).toBe('Item 5');
  });

  it('leaves out an order abroad with more lines than a batch declares, instead of declaring some of its items', () => {
    const many = order('b', 'GB', 7);
    expect(declaresTooManyItems(many, 'US')).toBe(true);
    const { rows, input } = ordersToBatch([order('a', 'US', 1), many, order('c', 'GB', 2)], settings, { addressId: 'addr_1', country: 'US' });
    expect(rows.map((row) => row.order_id)).toEqual(['a', 'c']);
    expect(input.batch_shipments).toHaveLength(2);
  });

  it('keeps an order at home whatever its number of lines: it needs no customs', () => {
    const home = order('d', 'US', 12);
    expect(declaresTooManyItems(home, 'US')).toBe(false);
    expect(ordersToBatch([home], settings, { addressId: 'addr_1', country: 'US' }).rows).toHaveLength(1);
  });
});

describe("ship-many's package typed with a decimal comma", () => {
  const french = { ...settings, length: '10,5', width: '8', height: '4,25' };

  it('accepts "10,5" in the settings form, as LabelPurchase\'s parcel step does', () => {
    expect(ShipManySettingsSchema.safeParse(french).success).toBe(true);
    expect(ShipManySettingsSchema.safeParse({ ...french, length: '0,0' }).success).toBe(false);
  });

  it("sends the API's decimal, which the sandbox validates, and rates the sample order", async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const account = (await listCarrierAccounts(api, { carrier: 'parcelwise' })).results[0]!.object_id;
    const chosen = { ...french, carrierAccount: account, serviceLevel: 'parcelwise_ground' };
    const sender = await createAddress(api, SENDER);
    const { input } = ordersToBatch([{ ...order('a', 'US', 1), to_address: RECIPIENT, weight: '1,5' }], chosen, { addressId: sender.object_id, country: 'US' });
    expect(input.batch_shipments[0]!.shipment.parcels[0]).toMatchObject({ length: '10.5', width: '8', height: '4.25', weight: '1.5' });
    const batch = await createBatch(api, input);
    await harness.sandbox.advance(2_000);
    const validated = (await getBatch(api, batch.object_id)).batch_shipments?.results ?? [];
    expect(validated.map((shipment) => [shipment.status, shipment.messages])).toEqual([['VALID', []]]);
    expect(sampleShipment([order('a', 'US', 1)], french, { addressId: 'addr_1', country: 'US' })).toBeDefined();
  });
});
