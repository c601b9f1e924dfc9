import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/resources/orders';
import { ordersToBatch, orderToRow, defaultShipManySettings } from './orders-to-batch';
import { heldBackReason, initialShipManyState, ordersToShip, shipManyMachine, type ShipManyState } from './ship-many-machine';

const order = (id: string, country: string, transactions: string[] = []): Order => ({
  object_id: id,
  order_number: `#${id}`,
  to_address: { name: `To ${id}`, street1: '1 Main St', city: 'Town', zip: '12345', country },
  weight: '2.5',
  weight_unit: 'lb',
  currency: 'USD',
  line_items: [
    { title: 'Merino T-shirt', quantity: 2, weight: '0.4', weight_unit: 'lb', total_price: '76.00', currency: 'USD', manufacture_country: 'pt', tariff_number: '6109.10' },
    { title: 'Mug', quantity: 1, weight: '1.1', weight_unit: 'lb', total_price: '18.50', currency: 'USD', manufacture_country: 'US' },
  ],
  transactions,
});

const SETTINGS = { ...defaultShipManySettings('adr_1'), carrierAccount: 'ca_1', serviceLevel: 'parcelwise_ground', abroadCarrierAccount: 'ca_2', abroadServiceLevel: 'kestrel_international_express', length: '10', width: '8', height: '4', signer: 'Grace Hopper' };

describe('shipManyMachine', () => {
  it('takes only the last reading of the selection, then the settings with the labelled orders left out unless included', () => {
    let state: ShipManyState = initialShipManyState(1);
    state = shipManyMachine(state, { type: 'resolveStarted', run: 2 });
    const orders = [order('a', 'US'), order('b', 'US', ['tx_1'])];
    expect(shipManyMachine(state, { type: 'resolved', run: 1, orders })).toBe(state);
    state = shipManyMachine(state, { type: 'resolved', run: 2, orders });
    expect(state.step).toBe('settings');
    if (state.step !== 'settings') {return;}
    expect(ordersToShip(state, new Map()).map((o) => o.object_id)).toEqual(['a']);
    // A label bought in the block counts as one the API knows.
    expect(ordersToShip(state, new Map([['a', {}]])).map((o) => o.object_id)).toEqual([]);
    state = shipManyMachine(state, { type: 'includeToggled', orderId: 'b' });
    if (state.step !== 'settings') {return;}
    expect(ordersToShip(state, new Map()).map((o) => o.object_id)).toEqual(['a', 'b']);
  });

  it('holds back refunded, unpaid, cancelled and unknown orders as it does labelled ones, unless included', () => {
    const withStatus = (id: string, status: Order['order_status']): Order => ({ ...order(id, 'US'), order_status: status });
    const orders = [withStatus('paid', 'PAID'), withStatus('refunded', 'REFUNDED'), withStatus('unpaid', 'AWAITPAY'), withStatus('cancelled', 'CANCELLED'), withStatus('unknown', 'UNKNOWN'), withStatus('part', 'PARTIALLY_FULFILLED')];
    expect(orders.map((one) => heldBackReason(one, new Map()))).toEqual([null, 'refunded', 'awaitingPayment', 'cancelled', 'unknown', null]);
    // A label outweighs the state: a refunded order with a label is flagged for its label.
    expect(heldBackReason({ ...withStatus('both', 'REFUNDED'), transactions: ['tx_1'] }, new Map())).toBe('labelled');
    let state: ShipManyState = shipManyMachine(initialShipManyState(1), { type: 'resolved', run: 1, orders });
    if (state.step !== 'settings') {return;}
    expect(ordersToShip(state, new Map()).map((o) => o.object_id)).toEqual(['paid', 'part']);
    state = shipManyMachine(state, { type: 'includeToggled', orderId: 'unpaid' });
    if (state.step !== 'settings') {return;}
    expect(ordersToShip(state, new Map()).map((o) => o.object_id)).toEqual(['paid', 'unpaid', 'part']);
  });

  it('creates, follows the batch through the shared review, and keeps the orders and sender', () => {
    let state: ShipManyState = shipManyMachine(initialShipManyState(1), { type: 'resolved', run: 1, orders: [order('a', 'US')] });
    state = shipManyMachine(state, { type: 'submitted' });
    expect(state.step).toBe('creating');
    state = shipManyMachine(state, { type: 'created', batchId: 'bat_1', sent: [], sender: { addressId: 'adr_1', country: 'US' } });
    expect(state).toMatchObject({ step: 'validating', batchId: 'bat_1', rowOverrides: true, sender: { country: 'US' } });
    state = shipManyMachine(state, { type: 'statusRead', status: 'VALID' });
    state = shipManyMachine(state, { type: 'purchaseAsked' });
    expect(state).toMatchObject({ step: 'confirming', orders: [{ object_id: 'a' }] });
    // A status while the settings show is not the review's.
    const settings = shipManyMachine(initialShipManyState(1), { type: 'resolved', run: 1, orders: [] });
    expect(shipManyMachine(settings, { type: 'statusRead', status: 'VALID' })).toBe(settings);
  });
});

describe('orders to a batch', () => {
  it('makes a row of an order at home: recipient, weight, the package, and the link to the order', () => {
    expect(orderToRow(order('a', 'US'), SETTINGS, 'US')).toEqual({
      name: 'To a', street1: '1 Main St', city: 'Town', zip: '12345', country: 'US',
      weight: '2.5', mass_unit: 'lb', length: '10', width: '8', height: '4', distance_unit: 'in', order_id: 'a', metadata: '#a',
    });
  });

  it('declares the line items of an order abroad to customs, with its own service', () => {
    const { input } = ordersToBatch([order('a', 'US'), order('b', 'GB')], SETTINGS, { addressId: 'adr_1', country: 'US' });
    expect(input).toMatchObject({ default_carrier_account: 'ca_1', default_servicelevel_token: 'parcelwise_ground' });
    const [home, abroad] = input.batch_shipments;
    expect(home).toMatchObject({ metadata: 'order:a' });
    expect(home!.carrier_account).toBeUndefined();
    expect(home!.shipment.customs_declaration).toBeUndefined();
    expect(abroad).toMatchObject({ metadata: 'order:b', carrier_account: 'ca_2', servicelevel_token: 'kestrel_international_express' });
    expect(abroad!.shipment.customs_declaration).toMatchObject({
      certify: true,
      certify_signer: 'Grace Hopper',
      items: [
        { description: 'Merino T-shirt', quantity: 2, net_weight: '0.8', value_amount: '76.00', value_currency: 'USD', origin_country: 'PT', tariff_number: '6109.10' },
        { description: 'Mug', quantity: 1, net_weight: '1.1', value_amount: '18.50', origin_country: 'US' },
      ],
    });
  });
});
