import { describe, expect, it } from 'vitest';
import { CreateOrderSchema, emptyLineItem, initialCreateOrderValues, toCreateOrderFormPath, toDateTimeLocal, toOrderInput, type CreateOrderValues } from './create-order-values';

function values(overrides: Partial<CreateOrderValues> = {}): CreateOrderValues {
  return {
    ...initialCreateOrderValues('en-US', Date.UTC(2026, 10, 23, 15, 0)),
    name: 'Ada Lovelace',
    street1: '1 Market St',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    order_number: ' #7 ',
    line_items: [{ ...emptyLineItem(), title: 'Mug', quantity: '3', unit_price: '2,50', weight: '0.4' }],
    ...overrides,
  };
}

describe('create-order-values', () => {
  it('sends the whole line’s price and weight, the order total in one currency, and no empty field', () => {
    const input = toOrderInput(CreateOrderSchema.parse(values()));
    expect(input.line_items).toEqual([{ title: 'Mug', quantity: 3, total_price: '7.5', currency: 'USD', weight: '1.2', weight_unit: 'lb' }]);
    expect(input).toMatchObject({ order_number: '#7', total_price: '7.50', currency: 'USD', to_address: { name: 'Ada Lovelace', country: 'US', state: 'CA' } });
    expect(input).not.toHaveProperty('notes');
  });

  it('leaves the order total out when the lines are in two currencies', () => {
    const lines = [values().line_items[0]!, { ...emptyLineItem({ currency: 'EUR', weight_unit: 'kg' }), title: 'Tea', unit_price: '4', weight: '1' }];
    const input = toOrderInput(CreateOrderSchema.parse(values({ line_items: lines })));
    expect(input).not.toHaveProperty('total_price');
    expect(input.line_items?.[1]).toMatchObject({ currency: 'EUR', weight_unit: 'kg' });
  });

  it('reports codes, not sentences, at the fields', () => {
    const result = CreateOrderSchema.safeParse(values({ name: '', order_number: '', line_items: [{ ...emptyLineItem(), quantity: '0', unit_price: 'x', currency: 'dollars' }] }));
    const issues = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues).toEqual({
      name: 'required',
      order_number: 'required',
      'line_items.0.title': 'required',
      'line_items.0.quantity': 'wholeNumber',
      'line_items.0.unit_price': 'amount',
      'line_items.0.currency': 'currency',
      'line_items.0.weight': 'required',
    });
  });

  it('maps the API’s paths onto the form’s fields', () => {
    expect(toCreateOrderFormPath('line_items.2.total_price')).toBe('line_items.2.unit_price');
    expect(toCreateOrderFormPath('to_address.zip')).toBe('zip');
    expect(toCreateOrderFormPath('order_number')).toBe('order_number');
    expect(toCreateOrderFormPath('to_address.validate')).toBeUndefined();
    expect(toCreateOrderFormPath('currency')).toBeUndefined();
  });

  it('writes a datetime-local value', () => {
    expect(toDateTimeLocal(new Date(2026, 0, 5, 9, 7).getTime())).toBe('2026-01-05T09:07');
  });
});
