// Orders against their contract: the Order fields of the spec text (§2, read as data), the spec's
// list rules (§4: page, results up to 100, filters by status, shop app and placed_at range) and the
// public API's order create (the spec leaves it out), plus the kit's documented choices
// (docs/api-coverage.md: filter names, the search `q`, `count`, the default status of a new order).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isShippingElementsError } from '../../src/api/errors';
import { createOrder, type OrderInput } from '../../src/api/resources/order-create';
import { OrderShopAppSchema, SERVICE_SHOP_APP } from '../../src/api/resources/order-shop-apps';
import { listOrders, type Order } from '../../src/api/resources/orders';
import { SANDBOX_NOW, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { SPEC_PATH, readSpecResources } from '../../test/spec-fields';

const SPEC_TEXT = readFileSync(SPEC_PATH, 'utf8');
const ORDER_FIELDS = readSpecResources(SPEC_TEXT).get('Order') ?? [];
const ORDER_ROW = (name: string) => SPEC_TEXT.split('\n').find((line) => line.startsWith(`| ${name} |`) && SPEC_TEXT.indexOf(line) > SPEC_TEXT.indexOf('### Order')) ?? '';
/** The line item fields the spec lists in the Order table: `each {currency, …, object_id}`. */
const LINE_ITEM_FIELDS = (/each \{([^}]*)\}/.exec(ORDER_ROW('line_items'))?.[1] ?? '').split(',').map((field) => field.replace(/\(.*\)/, '').trim());

/** An order create in the public API's shape (its reference example's fields, our values). */
const PHONE_ORDER = {
  to_address: { name: 'Mr Hippo', company: 'Hippo Mags', street1: '215 Clayton St.', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US', phone: '15553419393', email: 'hippo@example.test' },
  line_items: [{ quantity: 2, sku: 'HM-123', title: 'Hippo Magazines', total_price: '24.20', currency: 'USD', weight: '0.80', weight_unit: 'lb', manufacture_country: 'US' }],
  placed_at: '2026-11-23T14:28:12Z',
  order_number: '#PHONE-1068',
  order_status: 'PAID',
  shipping_cost: '12.83',
  shipping_cost_currency: 'USD',
  shipping_method: 'Ground',
  subtotal_price: '24.20',
  total_price: '37.03',
  total_tax: '0.00',
  currency: 'USD',
  weight: '0.80',
  weight_unit: 'lb',
  notes: 'Ordered by phone',
} satisfies OrderInput;

async function post(harness: SandboxHarness, body: unknown) {
  const response = await harness.raw('POST', '/orders/', { body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function page(harness: SandboxHarness, query: string) {
  const response = await harness.raw('GET', `/orders/?${query}`);
  return { status: response.status, body: (await response.json()) as { count?: number; next: string | null; results: Order[] } & Record<string, unknown> };
}

describe('POST /orders/ (public API shape)', () => {
  it('the spec lists the fields this test checks', () => {
    expect(ORDER_FIELDS.map((field) => field.name)).toEqual(expect.arrayContaining(['placed_at', 'line_items', 'shop_app', 'order_status']));
    expect(LINE_ITEM_FIELDS).toEqual(expect.arrayContaining(['quantity', 'manufacture_country', 'object_id']));
  });

  it('creates an order with every field the spec lists, and answers 201', async () => {
    const harness = await createSandboxHarness();
    const { status, body } = await post(harness, PHONE_ORDER);
    expect(status).toBe(201);
    for (const field of ORDER_FIELDS) {
      expect(body, field.name).toHaveProperty(field.name);
    }
    expect(body).toMatchObject({ order_number: '#PHONE-1068', order_status: 'PAID', total_price: '37.03', placed_at: '2026-11-23T14:28:12.000Z', transactions: [] });
    const line = (body.line_items as Record<string, unknown>[])[0] ?? {};
    for (const field of LINE_ITEM_FIELDS) {
      expect(line, field).toHaveProperty(field);
    }
    expect(line).toMatchObject({ sku: 'HM-123', quantity: 2, manufacture_country: 'US' });
    expect(typeof line.object_id).toBe('string');
    // Retrievable, and listed first (it is the newest).
    const stored = await harness.raw('GET', `/orders/${String(body.object_id)}`);
    expect(await stored.json()).toEqual(body);
  });

  it('sets shop_app to the service’s own value, whatever the request says (spec §2 Order)', async () => {
    const harness = await createSandboxHarness();
    // The spec counts 15 platforms; the kit names the same number.
    expect(OrderShopAppSchema.options).toHaveLength(Number(/(\d+) values/.exec(ORDER_ROW('shop_app'))?.[1]));
    const { body } = await post(harness, { ...PHONE_ORDER, shop_app: 'Shopify' });
    expect(body.shop_app).toBe(SERVICE_SHOP_APP);
  });

  it('a new order without a status is PAID (choice), without a weight weighs what its lines weigh', async () => {
    const harness = await createSandboxHarness();
    const { order_status: _status, weight: _weight, weight_unit: _unit, ...rest } = PHONE_ORDER;
    const { body } = await post(harness, { ...rest, line_items: [...rest.line_items, { title: 'Poster', weight: '0.25', weight_unit: 'lb' }] });
    expect(body).toMatchObject({ order_status: 'PAID', weight: '1.05', weight_unit: 'lb' });
  });

  it.each([
    ['no placed_at', { placed_at: undefined }, 'placed_at'],
    ['a placed_at that is no date', { placed_at: 'yesterday' }, 'placed_at'],
    ['no to_address', { to_address: undefined }, 'to_address'],
    ['a recipient without a country', { to_address: { name: 'Mr Hippo' } }, 'to_address.country'],
    ['an unknown status', { order_status: 'SHIPPING' }, 'order_status'],
    ['a price without its currency', { currency: undefined }, 'currency'],
    ['a shipping cost without its currency', { shipping_cost_currency: undefined }, 'shipping_cost_currency'],
    ['a negative total', { total_price: '-1.00' }, 'total_price'],
    ['a line of zero items', { line_items: [{ title: 'Nothing', quantity: 0 }] }, 'line_items.0.quantity'],
    ['a line weighing nothing', { line_items: [{ title: 'Air', weight: '0', weight_unit: 'lb' }] }, 'line_items.0.weight'],
    ['a line made in no country', { line_items: [{ title: 'Mystery', manufacture_country: 'Mars' }] }, 'line_items.0.manufacture_country'],
  ])('refuses %s with 400 { field: [message] } and stores nothing', async (_name, change, field) => {
    const harness = await createSandboxHarness();
    const before = (await page(harness, 'results=1')).body.count;
    const { status, body } = await post(harness, JSON.parse(JSON.stringify({ ...PHONE_ORDER, ...change })) as unknown);
    expect(status).toBe(400);
    expect(body[field]).toEqual([expect.any(String)]);
    expect((await page(harness, 'results=1')).body.count).toBe(before);
  });

  it('the client checks the body before sending it, and the sandbox agrees with what it sends', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    const created = await createOrder(api, PHONE_ORDER);
    expect(created.shop_app).toBe(SERVICE_SHOP_APP);
    const refused = await createOrder(api, { ...PHONE_ORDER, placed_at: 'soon' }).catch((error: unknown) => error);
    expect(isShippingElementsError(refused) && refused.kind).toBe('invalid-request');
  });
});

describe('GET /orders/ filters (spec §4; names: docs/api-coverage.md)', () => {
  it('lists newest first, with the number of matches as count', async () => {
    const harness = await createSandboxHarness({ orders: 300 });
    const { body } = await page(harness, 'results=100');
    expect(body.count).toBe(300);
    const times = body.results.map((order) => Date.parse(order.placed_at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by one or many statuses (order_status[] repeated)', async () => {
    const harness = await createSandboxHarness({ orders: 300 });
    const paid = await page(harness, 'order_status[]=PAID&results=100');
    const paidOrPartial = await page(harness, 'order_status[]=PAID&order_status[]=PARTIALLY_FULFILLED&results=100');
    const partial = await page(harness, 'order_status[]=PARTIALLY_FULFILLED&results=100');
    expect(paid.body.count).toBeGreaterThan(0);
    expect(partial.body.count).toBeGreaterThan(0);
    expect(paidOrPartial.body.count).toBe((paid.body.count ?? 0) + (partial.body.count ?? 0));
    expect(paid.body.results.every((order) => order.order_status === 'PAID')).toBe(true);
    const unknown = await page(harness, 'order_status[]=SHIPPING');
    expect(unknown.status).toBe(400);
    expect(unknown.body.order_status).toEqual([expect.any(String)]);
  });

  it('filters by shop app (the sales channel)', async () => {
    const harness = await createSandboxHarness({ orders: 300 });
    const { body } = await page(harness, 'shop_app=Shopify&results=100');
    expect(body.count).toBeGreaterThan(0);
    expect(body.results.every((order) => order.shop_app === 'Shopify')).toBe(true);
  });

  it('filters by placed_at: at or after start_date, before end_date (ISO 8601 UTC)', async () => {
    const harness = await createSandboxHarness({ orders: 300 });
    const start = new Date(SANDBOX_NOW - 30 * 86_400_000).toISOString();
    const end = new Date(SANDBOX_NOW - 10 * 86_400_000).toISOString();
    const { body } = await page(harness, `start_date=${start}&end_date=${end}&results=100`);
    expect(body.count).toBeGreaterThan(0);
    for (const order of body.results) {
      expect(order.placed_at! >= start && order.placed_at! < end, order.placed_at ?? '').toBe(true);
    }
    const all = await iterateAll(harness, '');
    expect(body.count).toBe(all.filter((order) => order.placed_at! >= start && order.placed_at! < end).length);
    expect((await page(harness, 'start_date=last-week')).status).toBe(400);
  });

  it('pages at up to 100 (101 is refused); the pages hold every match once', async () => {
    const harness = await createSandboxHarness({ orders: 250 });
    expect((await page(harness, 'results=101')).status).toBe(400);
    const all = await iterateAll(harness, 'order_status[]=SHIPPED');
    const { body } = await page(harness, 'order_status[]=SHIPPED&results=1');
    expect(all).toHaveLength(body.count ?? -1);
    expect(new Set(all.map((order) => order.object_id)).size).toBe(all.length);
    // Page numbers reach any page directly, as a virtualized list asks for them.
    const third = await page(harness, 'order_status[]=SHIPPED&results=10&page=3');
    expect(third.body.results.map((order) => order.object_id)).toEqual(all.slice(20, 30).map((order) => order.object_id));
  });
});

describe('GET /orders/ search q (choice: docs/api-coverage.md)', () => {
  it('finds orders by number, recipient name (accents and case ignored) and email; every word must match', async () => {
    const harness = await createSandboxHarness();
    const api = harness.client();
    await createOrder(api, { ...PHONE_ORDER, order_number: '#7001', to_address: { ...PHONE_ORDER.to_address, name: 'Anaïs Wexworth', email: 'anais@physics.example' } });
    await createOrder(api, { ...PHONE_ORDER, order_number: '#7002', to_address: { ...PHONE_ORDER.to_address, name: 'Anatol Wexwörth', email: 'runner@example.test' } });
    const numbers = async (q: string) => (await listOrders(api, { q, results: 100 })).results.map((order) => order.order_number).sort();
    expect(await numbers('#7001')).toEqual(['#7001']);
    expect(await numbers('ANAIS')).toEqual(['#7001']);
    expect(await numbers('wexworth')).toEqual(['#7001', '#7002']);
    expect(await numbers('anatol WEXWORTH')).toEqual(['#7002']);
    expect(await numbers('physics.example')).toEqual(['#7001']);
    expect(await numbers('nobody-by-this-name')).toEqual([]);
    // Combined with the other filters.
    expect((await listOrders(api, { q: 'wexworth', order_status: ['SHIPPED'] })).results).toEqual([]);
  });
});

async function iterateAll(harness: SandboxHarness, query: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (let number = 1; ; number += 1) {
    const { body } = await page(harness, `${query}&results=100&page=${number}`);
    orders.push(...body.results);
    if (!body.next) {
      return orders;
    }
  }
}
