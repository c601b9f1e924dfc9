// The `orders` option of the sandbox (`--orders N`): how many orders each account starts with, what
// they look like, and that they come out the same from the same seed and clock.
import { describe, expect, it } from 'vitest';
import { OrderShopAppSchema } from '../src/api/resources/order-shop-apps';
import { OrderStatusSchema, type Order } from '../src/api/resources/orders';
import { SANDBOX_NOW, createSandboxHarness, type SandboxHarness } from '../test/sandbox-harness';
import { validateAddressFields } from './address-validation';
import { createSandbox } from './sandbox';
import { LONG_ORDER_LINES } from './seed-orders';

const DAY_MS = 86_400_000;

async function allOrders(harness: SandboxHarness): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const response = await harness.raw('GET', `/orders/?results=100&page=${page}`);
    const body = (await response.json()) as { next: string | null; results: Order[] };
    orders.push(...body.results);
    if (!body.next) {
      return orders;
    }
  }
}

describe('createSandbox({ orders })', () => {
  it('keeps the 24 orders every account starts with when the option is left out', async () => {
    const orders = await allOrders(await createSandboxHarness());
    expect(orders.map((order) => order.order_number).sort()).toEqual(Array.from({ length: 24 }, (_, index) => `#${1001 + index}`));
  });

  it('seeds exactly N orders: the first of the 24, then more numbered from #2001', async () => {
    expect(await allOrders(await createSandboxHarness({ orders: 0 }))).toEqual([]);
    expect((await allOrders(await createSandboxHarness({ orders: 5 }))).map((order) => order.order_number).sort()).toEqual(['#1001', '#1002', '#1003', '#1004', '#1005']);
    const orders = await allOrders(await createSandboxHarness({ orders: 1_000 }));
    expect(orders).toHaveLength(1_000);
    expect(new Set(orders.map((order) => order.object_id)).size).toBe(1_000);
    expect(orders.filter((order) => order.order_number?.startsWith('#2'))).toHaveLength(976);
  });

  it('comes out the same from the same seed and clock, and differently from another seed', async () => {
    const first = await allOrders(await createSandboxHarness({ orders: 400 }));
    const again = await allOrders(await createSandboxHarness({ orders: 400 }));
    const other = await allOrders(await createSandboxHarness({ orders: 400, seed: 'another seed' }));
    expect(again).toEqual(first);
    expect(other.map((order) => order.object_id)).not.toEqual(first.map((order) => order.object_id));
  });

  it('places them over the 90 days before the sandbox clock, across channels, statuses and countries', async () => {
    const orders = await allOrders(await createSandboxHarness({ orders: 2_000 }));
    for (const order of orders) {
      const placed = Date.parse(order.placed_at ?? '');
      expect(placed).toBeLessThanOrEqual(SANDBOX_NOW);
      expect(placed).toBeGreaterThan(SANDBOX_NOW - 90 * DAY_MS);
      expect(OrderShopAppSchema.options).toContain(order.shop_app);
      expect(OrderStatusSchema.options).toContain(order.order_status);
    }
    const shopApps = new Set(orders.map((order) => order.shop_app));
    expect(shopApps.size).toBeGreaterThanOrEqual(8);
    for (const status of ['PAID', 'PARTIALLY_FULFILLED', 'SHIPPED', 'CANCELLED', 'AWAITPAY', 'REFUNDED']) {
      expect(orders.some((order) => order.order_status === status), status).toBe(true);
    }
    const abroad = orders.filter((order) => order.to_address?.country !== 'US');
    expect(abroad.length).toBeGreaterThan(orders.length / 10);
    expect(new Set(abroad.map((order) => order.to_address?.country)).size).toBeGreaterThanOrEqual(6);
    // Baskets of one line to many.
    const lineCounts = orders.map((order) => order.line_items?.length ?? 0);
    expect(Math.min(...lineCounts)).toBe(1);
    expect(lineCounts.filter((count) => count >= 7).length).toBeGreaterThan(0);
  });

  it('gives every line what a customs declaration needs: value, currency, weight, origin country', async () => {
    const orders = await allOrders(await createSandboxHarness({ orders: 300 }));
    for (const line of orders.flatMap((order) => order.line_items ?? [])) {
      expect(line).toMatchObject({ currency: 'USD', weight_unit: 'lb' });
      expect(line.total_price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(line.weight)).toBeGreaterThan(0);
      expect(line.manufacture_country).toMatch(/^[A-Z]{2}$/);
      expect(line.quantity).toBeGreaterThanOrEqual(1);
    }
  });

  it('has one very long order, the newest: PAID, abroad, 150 lines', async () => {
    const harness = await createSandboxHarness({ orders: 50 });
    const newest = (await allOrders(harness))[0];
    expect(newest?.line_items).toHaveLength(LONG_ORDER_LINES);
    expect(newest).toMatchObject({ order_status: 'PAID', to_address: { country: 'GB' } });
  });

  it('ships every seeded order to an address the sandbox’s own validator accepts (a ZIP in its state, a postal code in its province)', async () => {
    const harness = await createSandboxHarness({ orders: 1_000 });
    const addresses = await harness.raw('GET', '/addresses/?results=100');
    const seeded = [...((await addresses.json()) as { results: Order['to_address'][] }).results, ...(await allOrders(harness)).map((order) => order.to_address)];
    const refused = seeded.flatMap((address) => {
      const text = (field: 'name' | 'street1' | 'city' | 'state' | 'zip') => address?.[field] ?? undefined;
      const checked = address ? validateAddressFields({ name: text('name'), street1: text('street1'), city: text('city'), state: text('state'), zip: text('zip'), country: address.country ?? '' }) : undefined;
      return checked?.isValid === true ? [] : [[address?.city, address?.state, address?.zip, checked?.messages.map((message) => message.text)]];
    });
    expect(refused).toEqual([]);
  });

  it('refuses a count it cannot seed', () => {
    for (const orders of [-1, 1.5, Number.NaN, 20_001]) {
      expect(() => createSandbox({ orders })).toThrow(RangeError);
    }
    expect(() => createSandbox({ orders: 20_000 })).not.toThrow();
  });

  it('seeds 10,000 orders and lists a filtered page of them (timed by hand, not here)', async () => {
    const harness = await createSandboxHarness({ orders: 10_000 });
    const response = await harness.raw('GET', '/orders/?order_status[]=PAID&order_status[]=PARTIALLY_FULFILLED&shop_app=Shopify&q=a&results=100&page=2');
    const body = (await response.json()) as { count: number; results: Order[] };
    expect(body.results).toHaveLength(100);
    expect(body.count).toBeGreaterThan(200);
    expect(harness.sandbox.stats().objects).toBeGreaterThan(10_000);
  });
});
