import type * as z from 'zod';
import { OrderInputSchema } from '../../src/api/resources/order-create';
import { SERVICE_SHOP_APP } from '../../src/api/resources/order-shop-apps';
import {
  OrderPageSchema,
  OrderSchema,
  OrderStatusSchema,
  orderSearchTerms,
  orderSearchText,
} from '../../src/api/resources/orders';
import type { RequestContext } from '../core/context';
import { fieldErrors, parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import type { Collection } from '../core/store';
import { collectionOf, findOr404, type SandboxRouter, type StoredObject } from './shared';

const STATUSES: readonly string[] = OrderStatusSchema.options;

/**
 * The orders of a scope sorted newest first (`placed_at`, then the later created first), as ids
 * with their times. Kept per collection and rebuilt only when its size changes (orders are created,
 * never removed or re-dated: a label changes only their status), so a list of 10,000 orders costs
 * one pass over the ids, not a sort.
 */
interface OrderIndex {
  size: number;
  ids: string[];
  /** `placed_at` in epoch ms, descending, parallel to `ids`. */
  times: number[];
}

const indexes = new WeakMap<Collection<StoredObject>, OrderIndex>();

function indexOf(orders: Collection<StoredObject>): OrderIndex {
  const cached = indexes.get(orders);
  if (cached?.size === orders.size()) {
    return cached;
  }
  const entries = orders
    .list()
    .map((order, position) => ({ id: order.object_id, time: Date.parse(String(order.placed_at)) || 0, position }))
    .sort((a, b) => b.time - a.time || b.position - a.position);
  const index = { size: orders.size(), ids: entries.map((entry) => entry.id), times: entries.map((entry) => entry.time) };
  indexes.set(orders, index);
  return index;
}

/** The first position in descending `times` whose time is below `limit`. */
function firstBelow(times: readonly number[], limit: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? 0) < limit) {
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return low;
}

// The folded search text of each stored order object: an update stores a new object, so it is
// never stale, and a search over 10,000 orders folds each of them once.
const searchTexts = new WeakMap<object, string>();

function searchTextOf(order: StoredObject): string {
  let text = searchTexts.get(order);
  if (text === undefined) {
    text = orderSearchText(order as Parameters<typeof orderSearchText>[0]);
    searchTexts.set(order, text);
  }
  return text;
}

/** The list's filters from the query string (400 with field errors for values it cannot read). */
function readFilters(context: RequestContext) {
  const query = context.url.searchParams;
  const errors: Record<string, string[]> = {};
  const statuses = [...query.getAll('order_status[]'), ...query.getAll('order_status')].filter((status) => status !== '');
  const unknown = statuses.filter((status) => !STATUSES.includes(status));
  if (unknown.length > 0) {
    errors.order_status = unknown.map((status) => `"${status}" is not a valid choice.`);
  }
  const readDate = (name: string) => {
    const value = query.get(name);
    if (value === null || value === '') {
      return undefined;
    }
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      errors[name] = ['Enter a valid ISO 8601 date-time.'];
    }
    return time;
  };
  const start = readDate('start_date');
  const end = readDate('end_date');
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(errors);
  }
  return { statuses: new Set(statuses), shopApp: query.get('shop_app') || undefined, start, end, terms: orderSearchTerms(query.get('q') ?? undefined) };
}

/** The orders matching the list's filters, newest first. */
function filteredOrders(context: RequestContext): StoredObject[] {
  const { statuses, shopApp, start, end, terms } = readFilters(context);
  const orders = collectionOf(context, 'orders');
  const { ids, times } = indexOf(orders);
  // Placed before `end` and at or after `start`: one slice of the time-sorted index.
  const from = end === undefined ? 0 : firstBelow(times, end);
  const to = start === undefined ? ids.length : firstBelow(times, start);
  const matches: StoredObject[] = [];
  for (let position = from; position < to; position += 1) {
    const order = orders.get(ids[position] ?? '');
    if (
      order &&
      (statuses.size === 0 || statuses.has(String(order.order_status))) &&
      (shopApp === undefined || order.shop_app === shopApp) &&
      (terms.length === 0 || terms.every((term) => searchTextOf(order).includes(term)))
    ) {
      matches.push(order);
    }
  }
  return matches;
}

type OrderInput = z.output<typeof OrderInputSchema>;

/** An address of a create request as an order embeds it: every spec field, with an id. */
function embeddedAddress(context: RequestContext, input: NonNullable<OrderInput['from_address']>): StoredObject {
  const { validate: _validate, ...fields } = input;
  return {
    ...context.common(context.id('adr')),
    name: '',
    company: '',
    street1: '',
    street2: '',
    street3: '',
    street_no: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    email: '',
    is_residential: null,
    metadata: '',
    ...fields,
    country: fields.country.toUpperCase(),
  };
}

/** The order's weight: the one sent, else the sum of its lines' when they all give one in one unit. */
function orderWeight(input: OrderInput): { weight: string | null; weight_unit: string | null } {
  if (input.weight !== undefined) {
    return { weight: input.weight, weight_unit: input.weight_unit ?? null };
  }
  const lines = input.line_items ?? [];
  const unit = lines[0]?.weight_unit;
  if (lines.length === 0 || unit === undefined || lines.some((line) => line.weight === undefined || line.weight_unit !== unit)) {
    return { weight: null, weight_unit: null };
  }
  const total = lines.reduce((sum, line) => sum + Number(line.weight), 0);
  return { weight: String(Math.round(total * 10_000) / 10_000), weight_unit: unit };
}

/** Stores an order created through the API: `shop_app` is the service's own, whatever was sent. */
function storeOrder(context: RequestContext, input: OrderInput): StoredObject {
  const common = context.common(context.id('ord'));
  return collectionOf(context, 'orders').insert({
    object_id: common.object_id,
    object_owner: common.object_owner,
    object_created: common.object_created,
    object_updated: common.object_updated,
    placed_at: new Date(input.placed_at).toISOString(),
    order_number: input.order_number ?? null,
    // An order keyed in by hand is a sale already made (docs/api-coverage.md, **choice**).
    order_status: input.order_status ?? 'PAID',
    to_address: embeddedAddress(context, input.to_address),
    from_address: input.from_address ? embeddedAddress(context, input.from_address) : null,
    currency: input.currency ?? null,
    subtotal_price: input.subtotal_price ?? null,
    total_price: input.total_price ?? null,
    total_tax: input.total_tax ?? null,
    shipping_cost: input.shipping_cost ?? null,
    shipping_cost_currency: input.shipping_cost_currency ?? null,
    shipping_method: input.shipping_method ?? null,
    ...orderWeight(input),
    notes: input.notes ?? null,
    line_items: (input.line_items ?? []).map((line) => ({
      object_id: context.id('li'),
      title: null,
      sku: null,
      variant_title: null,
      quantity: null,
      total_price: null,
      currency: null,
      weight: null,
      weight_unit: null,
      manufacture_country: null,
      max_ship_time: null,
      max_delivery_time: null,
      ...line,
      ...(line.manufacture_country ? { manufacture_country: line.manufacture_country.toUpperCase() } : {}),
    })),
    shop_app: SERVICE_SHOP_APP,
    transactions: [],
    test: common.test,
  });
}

/**
 * Orders: seeded from the merchant's shop platforms (see seed.ts), or created through the API.
 * The list filters by status, platform, placed-at range and a search (docs/api-coverage.md), newest
 * first, and says how many orders match (`count`).
 */
export function registerOrderRoutes(router: SandboxRouter): void {
  router.add('GET', '/orders', (context) => {
    const orders = filteredOrders(context);
    return respond(OrderPageSchema, { count: orders.length, ...paginate(context, orders, 25) });
  });

  router.add('POST', '/orders', async (context) => {
    const input = parseBody(OrderInputSchema, await context.body(), { quantities: true });
    return respond(OrderSchema, storeOrder(context, input), 201);
  });

  router.add('GET', '/orders/:id', (context, params) => respond(OrderSchema, findOr404(collectionOf(context, 'orders'), params.id ?? '')));
}
