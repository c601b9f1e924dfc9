import * as z from 'zod/mini';
import { ORDER_SHOP_APPS } from '../../queries/orders';
import type { Order, OrderFilters, OrderStatus } from '../../api/resources/orders';

/** What the filter form holds: strings as the inputs give them. */
export interface FilterValues {
  statuses: string[];
  channel: string;
  from: string;
  to: string;
  q: string;
}

/**
 * The order statuses that can ship: paid (`PAID`) and partially shipped (`PARTIALLY_FULFILLED`).
 * Not `AWAITPAY` (not paid yet), nor `SHIPPED`, `CANCELLED`, `REFUNDED` or `UNKNOWN`: the block
 * offers "Ship" only for these, and lists them by default.
 */
const SHIPPABLE_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'PARTIALLY_FULFILLED'];

/** True when an order can ship (its status is one of {@link SHIPPABLE_ORDER_STATUSES}). */
export function canShip(order: Pick<Order, 'order_status'>): boolean {
  return SHIPPABLE_ORDER_STATUSES.includes(order.order_status as OrderStatus);
}

/** The filters the block starts with: the orders that can ship, paid and partially shipped ones. */
export const DEFAULT_ORDER_FILTERS: OrderFilters = { order_status: [...SHIPPABLE_ORDER_STATUSES] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().check(z.refine((value) => value === '' || DAY.test(value), { message: 'invalid' }));

/** The filter form's schema: issue codes (`invalid`, `reversed`), worded by the form. */
export const FilterValuesSchema = z
  .object({ statuses: z.array(z.string()), channel: z.string(), from: day, to: day, q: z.string() })
  .check(
    z.refine((values) => values.from === '' || values.to === '' || values.from <= values.to, { message: 'reversed', path: ['to'] }),
  );

/** The date part (`2026-11-23`) of an ISO instant, or '' without one. */
function dayOf(instant: string | undefined): string {
  return instant?.slice(0, 10) ?? '';
}

/** The day after `day` (both `YYYY-MM-DD`, UTC). */
function nextDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The form's values for these filters. */
export function valuesOfFilters(filters: OrderFilters): FilterValues {
  const end = filters.end_date ? new Date(Date.parse(filters.end_date) - 1).toISOString() : undefined;
  return {
    statuses: [...(filters.order_status ?? [])],
    channel: filters.shop_app ?? '',
    from: dayOf(filters.start_date),
    to: end ? dayOf(end) : '',
    q: filters.q ?? '',
  };
}

/**
 * The API's filters for the form's values. Days are UTC days: "on or before the 23rd" is
 * `end_date` at the start of the 24th (the API's `end_date` is exclusive).
 */
export function filtersOfValues(values: FilterValues): OrderFilters {
  const filters: OrderFilters = {};
  if (values.statuses.length > 0) {
    filters.order_status = values.statuses as OrderStatus[];
  }
  if (values.channel) {
    filters.shop_app = values.channel;
  }
  if (values.from) {
    filters.start_date = `${values.from}T00:00:00Z`;
  }
  if (values.to) {
    filters.end_date = `${nextDay(values.to)}T00:00:00Z`;
  }
  if (values.q.trim()) {
    filters.q = values.q.trim();
  }
  return filters;
}

/** The sales channels the filter offers: the API's platforms (`shop_app`), from its schema. */
export const ORDER_CHANNELS = ORDER_SHOP_APPS;
