import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/resources/orders';
import { declaresTooManyItems, defaultShipManySettings, ordersToBatch } from './orders-to-batch';

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
