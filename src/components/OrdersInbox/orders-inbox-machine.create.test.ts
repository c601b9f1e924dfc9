import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Order } from '../../api/resources/orders';
import { initialOrdersInboxState, ordersInboxMachine, type OrdersInboxEvent, type OrdersInboxState } from './orders-inbox-machine';

const run = (events: OrdersInboxEvent[], state: OrdersInboxState = initialOrdersInboxState()) => events.reduce(ordersInboxMachine, state);
const order = { object_id: 'ord_1', order_number: '#1' } as Order;

describe('ordersInboxMachine: create an order', () => {
  it('opens the form from the list only, keeps the last refusal, and goes back to the list with the order', () => {
    expect(run([{ type: 'opened', orderId: 'a' }, { type: 'createStarted' }]).step).toBe('detail');
    const error = new ApiError({ status: 400, fieldErrors: { 'line_items.0.total_price': ['too big'] } });
    const failed = run([{ type: 'createStarted' }, { type: 'createFailed', error, rejected: ['line_items.0.unit_price'] }]);
    expect(failed).toMatchObject({ step: 'create', failure: error, rejected: ['line_items.0.unit_price'] });
    const created = ordersInboxMachine(failed, { type: 'orderCreated', order });
    expect(created).toMatchObject({ step: 'list', created: order });
  });

  it('ignores a creation the person closed the form on, and a refusal outside the form', () => {
    const closed = run([{ type: 'createStarted' }, { type: 'closed' }]);
    expect(ordersInboxMachine(closed, { type: 'orderCreated', order })).toBe(closed);
    expect(ordersInboxMachine(closed, { type: 'createFailed', error: new ApiError({ status: 500 }), rejected: [] })).toBe(closed);
  });
});
