import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { AddressInputSchema, EmbeddedAddressSchema } from './addresses';
import { MassUnitSchema } from './parcels';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  DateTimeSchema,
  PositiveIntSchema,
  StringOrObjectSchema,
  ObjectIdSchema,
  addIssue,
  get,
  list,
  nullish,
  nullishBoolean,
  nullishDateTime,
  nullishInt,
  nullishString,
  openEnum,
  optionalDecimal,
  optionalString,
  pageSchema,
  parseInput,
  post,
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

/**
 * The `shop_app` of an order created through the API or the dashboard: the service's own name
 * (spec §2 Order; the spec writes the brand word as "svc", as in `SVC-API-VERSION`).
 */
export const SERVICE_SHOP_APP = 'Svc';

/**
 * The platforms an order comes from (`shop_app`): the public API's 15 values, with the service's
 * own name written {@link SERVICE_SHOP_APP}. Responses may carry others (an open enum).
 */
export const OrderShopAppSchema = z.enum([
  'Amazon',
  'Bigcommerce',
  'CSV_Import',
  'eBay',
  'ePages',
  'Etsy',
  'Godaddy',
  'Magento',
  SERVICE_SHOP_APP,
  'Shopify',
  'Spreecommerce',
  'StripeRelay',
  'Walmart',
  'Weebly',
  'WooCommerce',
]);
export type OrderShopApp = z.infer<typeof OrderShopAppSchema>;

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
  /** Platform the order came from ({@link OrderShopAppSchema}); {@link SERVICE_SHOP_APP} for orders created through the API. */
  shop_app: nullish(openEnum(OrderShopAppSchema)),
  /** Transactions (labels) of this order, as ids or objects. */
  transactions: nullish(z.array(StringOrObjectSchema)),
  test: nullishBoolean,
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * A page of orders. `count` is the number of orders that match the filters, over every page: the
 * sandbox sends it; the spec's page object (§1 rule 7) and the public API's order list do not
 * promise it, so it may be absent (docs/api-coverage.md says how the per-status counts do without).
 */
export const OrderPageSchema = z.extend(pageSchema(OrderSchema), { count: nullishInt });
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** One line of an order create request (the public API's line item; every field optional). */
export const OrderLineItemInputSchema = z.object({
  title: optionalString,
  sku: optionalString,
  variant_title: optionalString,
  quantity: z.optional(PositiveIntSchema),
  /** Price of the whole line (all `quantity` items). */
  total_price: optionalDecimal,
  currency: z.optional(CurrencyCodeSchema),
  /** Weight of the whole line. */
  weight: optionalDecimal,
  weight_unit: z.optional(MassUnitSchema),
  /** Where the item was made: the customs declaration's origin country. */
  manufacture_country: z.optional(CountryCodeSchema),
  max_ship_time: z.optional(DateTimeSchema),
  max_delivery_time: z.optional(DateTimeSchema),
});
export type OrderLineItemInput = z.input<typeof OrderLineItemInputSchema>;

/**
 * The body of an order create request (`POST /orders/`, the public API's shape; the spec lists the
 * Order fields and leaves the create out). `placed_at` and `to_address` are required; a currency is
 * required with the amount it prices (`currency` with `total_price`, `subtotal_price` or
 * `total_tax`; `shipping_cost_currency` with `shipping_cost`). `shop_app` is not sent: the API sets
 * it to {@link SERVICE_SHOP_APP}.
 */
export const OrderInputSchema = z
  .object({
    placed_at: DateTimeSchema,
    to_address: AddressInputSchema,
    from_address: z.optional(AddressInputSchema),
    line_items: z.optional(z.array(OrderLineItemInputSchema)),
    order_number: optionalString,
    order_status: z.optional(OrderStatusSchema),
    currency: z.optional(CurrencyCodeSchema),
    subtotal_price: optionalDecimal,
    total_price: optionalDecimal,
    total_tax: optionalDecimal,
    shipping_cost: optionalDecimal,
    shipping_cost_currency: z.optional(CurrencyCodeSchema),
    shipping_method: optionalString,
    /** Total weight of the order. */
    weight: optionalDecimal,
    weight_unit: z.optional(MassUnitSchema),
    notes: optionalString,
  })
  .check((payload) => {
    const order = payload.value;
    if (order.currency === undefined && (order.total_price ?? order.subtotal_price ?? order.total_tax) !== undefined) {
      addIssue(payload, 'currency is required when a price is given', ['currency']);
    }
    if (order.shipping_cost !== undefined && order.shipping_cost_currency === undefined) {
      addIssue(payload, 'shipping_cost_currency is required when shipping_cost is given', ['shipping_cost_currency']);
    }
    if (order.weight !== undefined && order.weight_unit === undefined) {
      addIssue(payload, 'weight_unit is required when weight is given', ['weight_unit']);
    }
  });
export type OrderInput = z.input<typeof OrderInputSchema>;

/** The filters of an order list, without its page: what {@link useOrderCounts} and the list hooks share. */
export interface OrderFilters {
  /** Only orders in these states (sent as repeated `order_status[]`). */
  order_status?: readonly OrderStatus[] | undefined;
  /** Only orders from this platform ({@link OrderShopAppSchema}). */
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

/**
 * Creates an order (a phone or in-store sale). The body is checked first ({@link OrderInputSchema});
 * the API answers `201` with the order, its `shop_app` the service's own. Retried on `503` only,
 * never after a dropped connection (it would create the order twice).
 */
export async function createOrder(api: ApiClient, input: OrderInput, options?: RequestOptions): Promise<Order> {
  return post(api, '/orders/', parseInput(OrderInputSchema, input), OrderSchema, options);
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
