import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../api/resources/transactions';
import { initialOrdersInboxState, isSelected, ordersInboxMachine, selectedCount, type OrdersInboxEvent, type OrdersInboxState } from './orders-inbox-machine';
import { filtersOfValues, valuesOfFilters } from './filter-values';

const run = (events: OrdersInboxEvent[], state: OrdersInboxState = initialOrdersInboxState()) => events.reduce(ordersInboxMachine, state);

describe('ordersInboxMachine', () => {
  it('keeps "all that match" as a rule with exclusions, counted against the total', () => {
    const state = run([{ type: 'matchingSelected' }, { type: 'toggled', orderId: 'o2', index: 1 }]);
    expect(state.selection.kind).toBe('matching');
    expect(isSelected(state.selection, 'o9999')).toBe(true);
    expect(isSelected(state.selection, 'o2')).toBe(false);
    expect(selectedCount(state.selection, 10_000)).toBe(9_999);
  });

  it('adds a range to the selection and moves the anchor; a filter change clears both', () => {
    const state = run([
      { type: 'toggled', orderId: 'a', index: 0 },
      { type: 'rangeSelected', orderIds: ['a', 'b', 'c'], index: 2 },
    ]);
    expect(selectedCount(state.selection, 50)).toBe(3);
    expect(state.anchor).toBe(2);
    const cleared = ordersInboxMachine(state, { type: 'filtersChanged' });
    expect(selectedCount(cleared.selection, 50)).toBe(0);
    expect(cleared.anchor).toBeNull();
  });

  it('opens the ship dialog from the list or the detail, not over another dialog, and keeps the bought label', () => {
    const detail = run([{ type: 'opened', orderId: 'a' }]);
    expect(detail.step).toBe('detail');
    expect(ordersInboxMachine(detail, { type: 'opened', orderId: 'b' })).toBe(detail);
    const shipping = ordersInboxMachine(detail, { type: 'shipStarted', orderId: 'a' });
    expect(shipping).toMatchObject({ step: 'ship-one', orderId: 'a' });
    const label = { object_id: 't1', tracking_number: '9400' } as Transaction;
    const closed = run([{ type: 'purchased', orderId: 'a', transaction: label }, { type: 'closed' }], shipping);
    expect(closed.step).toBe('list');
    expect(closed.labels.get('a')).toBe(label);
  });
});

describe('filter values', () => {
  it('turns inclusive days into the API’s start and exclusive end, and back', () => {
    const values = { statuses: ['PAID'], channel: 'Shopify', from: '2026-11-01', to: '2026-11-30', q: ' ada ' };
    const filters = filtersOfValues(values);
    expect(filters).toEqual({ order_status: ['PAID'], shop_app: 'Shopify', start_date: '2026-11-01T00:00:00Z', end_date: '2026-12-01T00:00:00Z', q: 'ada' });
    expect(valuesOfFilters(filters)).toEqual({ ...values, q: 'ada' });
  });
});
