import { describe, expect, it } from 'vitest';
import { listOrders } from '../../src/api/resources/orders';
import { createShipment } from '../../src/api/resources/shipments';
import { createTransaction } from '../../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER, createSandboxHarness } from '../../test/sandbox-harness';
import { formatAddressLines, formatCityLine, formatWeight, labelReference, toBarcodeText } from './label-content';

describe('label content formatting', () => {
  const address = {
    name: ' Mr. Hippo ',
    street1: '965 Mission St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94103',
    country: 'US',
  };

  it('formats address lines and skips empty parts', () => {
    expect(formatAddressLines(address)).toEqual(['Mr. Hippo', '965 Mission St', 'San Francisco, CA 94103', 'US']);
    expect(formatAddressLines({ ...address, street1: ' ', state: '' })).toEqual([
      'Mr. Hippo',
      'San Francisco, 94103',
      'US',
    ]);
    expect(formatCityLine({ city: '', state: 'ZH', zip: '' })).toBe('ZH');
  });

  it('formats the weight with an upper-case unit', () => {
    expect(formatWeight({ weight: '2.5', massUnit: 'lb' })).toBe('2.5 LB');
  });

  it('replaces characters Code 128 cannot carry', () => {
    expect(toBarcodeText('1Z999AA1')).toBe('1Z999AA1');
    expect(toBarcodeText('AB\tÜ📦')).toBe('AB???');
  });

  it('prints the order number of a label linked to an order, never the raw metadata', () => {
    const orderNumberOf = (id: string) => (id === 'ord_7f3a' ? '#1042' : undefined);
    expect(labelReference('', 'order:ord_7f3a', orderNumberOf)).toBe('#1042');
    expect(labelReference('PO-1912', 'order:ord_7f3a', orderNumberOf)).toBe('PO-1912');
    expect(labelReference('', 'order:ord_gone', orderNumberOf)).toBeUndefined();
    expect(labelReference(' ', 'customer 12', orderNumberOf)).toBe('customer 12');
    expect(labelReference('', '', orderNumberOf)).toBeUndefined();
  });
});

describe('the label file of a label bought for an order', () => {
  it('prints the order number as its reference, not the order:<id> metadata', async () => {
    const { client } = await createSandboxHarness();
    const api = client();
    const order = (await listOrders(api, { results: 100 })).results.find((candidate) => candidate.order_number);
    expect(order).toBeDefined();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], async: false });
    const transaction = await createTransaction(api, {
      rate: shipment.rates![0]!.object_id,
      label_file_type: 'ZPLII',
      metadata: `order:${order!.object_id}`,
    });
    const zpl = await (await api.download(transaction.label_url!)).text();
    expect(zpl).toContain(`REF: ${order!.order_number!}`);
    expect(zpl).not.toContain('order:');
    expect(zpl).not.toContain(order!.object_id);
  });
});
