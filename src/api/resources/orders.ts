import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { EmbeddedAddressSchema } from './addresses';
import type { OrderShopApp } from './order-shop-apps';
import {
  StringOrObjectSchema,
  ObjectIdSchema,
  get,
  list,
  nullish,
  nullishBoolean,
  nullishDateTime,
  nullishInt,
  nullishString,
  openEnum,
  pageSchema,
  type PageParams,
} from './shared';

/** States of an order. */
export const OrderStatusSchema = z.enum([
  'UNKNOWN',
  'AWAITPAY',
  'PAID',
  'REFUNDED',
  'CANCELLED',
  'PARTIALLY_FULFILLED',
  'SHIPPED',
]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

// Typed as the known platforms or any other string; at run time a nullish string, as an `openEnum` is.
// The platforms' schema lives in order-shop-apps.ts, so that reading orders does not build it.
const nullishShopApp = nullishString as unknown as ReturnType<typeof nullish<z.ZodMiniType<OrderShopApp | (string & {}), string>>>;

/** One line of an order. */
export const OrderLineItemSchema = z.looseObject({
  object_id: nullishString,
  currency: nullishString,
  manufacture_country: nullishString,
  max_delivery_time: nullishString,
  max_ship_time: nullishString,
  quantity: nullishInt,
  sku: nullishString,
  title: nullishString,
  total_price: nullishString,
  variant_title: nullishString,
  weight: nullishString,
  weight_unit: nullishString,
});
export type OrderLineItem = z.infer<typeof OrderLineItemSchema>;

/** An order imported from a shop or created through the API (spec §2 Order). */
export const OrderSchema = z.looseObject({
  object_id: ObjectIdSchema,
  object_owner: nullishString,
  placed_at: nullishDateTime,
  to_address: nullish(EmbeddedAddressSchema),
  from_address: nullish(EmbeddedAddressSchema),
  currency: nullishString,
  shipping_cost_currency: nullishString,
  notes: nullishString,
  order_number: nullishString,
  shipping_method: nullishString,
  order_status: nullish(openEnum(OrderStatusSchema)),
  shipping_cost: nullishString,
  subtotal_price: nullishString,
  total_price: nullishString,
  total_tax: nullishString,
  weight: nullishString,
  weight_unit: nullishString,
  line_items: nullish(z.array(OrderLineItemSchema)),
  /** Platform the order came from (`OrderShopAppSchema`); `SERVICE_SHOP_APP` for orders created through the API. */
  shop_app: nullishShopApp,
  /** Transactions (labels) of this order, as ids or objects. */
  transactions: nullish(z.array(StringOrObjectSchema)),
  test: nullishBoolean,
});
// An interface, not an alias: declarations that use it (the query options, the hooks) name it
// instead of spelling the whole object out again (issue 36's package size).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Order extends z.infer<typeof OrderSchema> {}

/**
 * A page of orders. `count` is the number of orders that match the filters, over every page: the
 * sandbox sends it; the spec's page object (§1 rule 7) and the public API's order list do not
 * promise it, so it may be absent (docs/api-coverage.md says how the per-status counts do without).
 */
export const OrderPageSchema = z.looseObject({ ...pageSchema(OrderSchema).def.shape, count: nullishInt });
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** The filters of an order list, without its page: what {@link useOrderCounts} and the list hooks share. */
export interface OrderFilters {
  /** Only orders in these states (sent as repeated `order_status[]`). */
  order_status?: readonly OrderStatus[] | undefined;
  /** Only orders from this platform (`OrderShopAppSchema`). */
  shop_app?: string | undefined;
  /** Placed at or after this ISO 8601 UTC time. */
  start_date?: string | undefined;
  /** Placed before this ISO 8601 UTC time. */
  end_date?: string | undefined;
  /**
   * Search: orders whose number, recipient name or recipient email contain every word of `q`
   * (case and accents ignored; {@link orderMatchesSearch}). The sandbox serves it; the public API
   * names no search, and a server that ignores `q` answers the unfiltered list (docs/api-coverage.md).
   */
  q?: string | undefined;
}

/**
 * Filters of {@link listOrders}. The spec leaves their names out; these are the public API's, and
 * `q` is the kit's own (see {@link OrderFilters}). Orders come newest first (`placed_at`).
 */
export interface ListOrdersParams extends PageParams, OrderFilters {}

/** Lists orders, newest first. */
export async function listOrders(api: ApiClient, params: ListOrdersParams = {}, options?: RequestOptions): Promise<OrderPage> {
  const { order_status, q, ...rest } = params;
  const query = { ...rest, 'order_status[]': order_status, q: q?.trim() || undefined };
  return list(api, '/orders/', query, OrderPageSchema, options);
}

/** Retrieves an order. */
export async function getOrder(api: ApiClient, orderId: string, options?: RequestOptions): Promise<Order> {
  return get(api, `/orders/${pathSegment(orderId, 'orderId')}`, OrderSchema, options);
}

/** Lower case, accents and other marks removed: how the order search compares text. */
export function foldSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a search, folded ({@link foldSearchText}); none for a blank one. */
export function orderSearchTerms(query: string | undefined): string[] {
  return foldSearchText(query ?? '')
    .split(/\s+/)
    .filter((term) => term !== '');
}

/** The text an order search looks in: the order number, the recipient's name and email, folded. */
export function orderSearchText(order: Pick<Order, 'order_number' | 'to_address'>): string {
  return foldSearchText([order.order_number, order.to_address?.name, order.to_address?.email].filter(Boolean).join('\n'));
}

/**
 * Whether an order matches the search `q` of {@link OrderFilters}: each word is found in its
 * number, recipient name or recipient email. The sandbox filters by this very function; a block
 * can apply it to the pages it holds where the server ignores `q`.
 */
export function orderMatchesSearch(order: Pick<Order, 'order_number' | 'to_address'>, query: string | undefined): boolean {
  const terms = orderSearchTerms(query);
  if (terms.length === 0) {
    return true;
  }
  const text = orderSearchText(order);
  return terms.every((term) => text.includes(term));
}
