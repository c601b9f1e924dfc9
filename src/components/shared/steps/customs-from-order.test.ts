import { describe, expect, it } from 'vitest';
import { customsFromOrder, customsItemFromLineItem } from './customs-from-order';

describe('customsItemFromLineItem', () => {
  it('takes title, quantity, total weight, total price, country of manufacture and SKU', () => {
    const item = customsItemFromLineItem(
      { title: 'Merino T-shirt', quantity: 3, weight: '0.4', weight_unit: 'lb', total_price: '114.00', currency: 'EUR', manufacture_country: 'pt', sku: 'TS-MER' },
      'USD',
      'US',
    );
    expect(item).toMatchObject({
      description: 'Merino T-shirt',
      quantity: '3',
      net_weight: '1.2',
      mass_unit: 'lb',
      value_amount: '114.00',
      value_currency: 'EUR',
      origin_country: 'PT',
      sku_code: 'TS-MER',
      hs_code: '',
    });
  });

  it("falls back to the order's currency and the sender's country, and leaves unknowns empty", () => {
    expect(customsItemFromLineItem({ title: null, quantity: null, weight: 'heavy', weight_unit: 'stone' }, 'CAD', 'US')).toMatchObject({
      description: '',
      quantity: '1',
      net_weight: '',
      mass_unit: 'lb',
      value_amount: '',
      value_currency: 'CAD',
      origin_country: 'US',
    });
  });
});

describe('customsFromOrder', () => {
  it('makes one item per line item, merchandise returned if undeliverable, not yet certified', () => {
    const values = customsFromOrder({ currency: 'USD', line_items: [{ title: 'Mug', quantity: 1 }, { title: 'Socks', quantity: 2 }] }, 'US');
    expect(values.items.map((item) => item.description)).toEqual(['Mug', 'Socks']);
    expect(values).toMatchObject({ contents_type: 'MERCHANDISE', non_delivery_option: 'RETURN', certify: false, certify_signer: '' });
  });

  it('starts with one empty item without an order', () => {
    expect(customsFromOrder(undefined, 'US').items).toEqual([expect.objectContaining({ description: '', value_currency: 'USD', origin_country: 'US' })]);
  });
});
