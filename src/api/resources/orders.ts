import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { EmbeddedAddressSchema } from './addresses';
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
  /** Platform the order came from. */
  shop_app: nullishString,
  /** Transactions (labels) of this order, as ids or objects. */
  transactions: nullish(z.array(StringOrObjectSchema)),
  test: nullishBoolean,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderPageSchema = pageSchema(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** Filters of {@link listOrders}. The spec leaves their names out; these are the public API's. */
export interface ListOrdersParams extends PageParams {
  /** Only orders in these states (sent as repeated `order_status[]`). */
  order_status?: readonly OrderStatus[] | undefined;
  /** Only orders from this platform. */
  shop_app?: string | undefined;
  /** Placed at or after this ISO 8601 UTC time. */
  start_date?: string | undefined;
  /** Placed before this ISO 8601 UTC time. */
  end_date?: string | undefined;
}

/** Lists orders. */
export async function listOrders(api: ApiClient, params: ListOrdersParams = {}, options?: RequestOptions): Promise<OrderPage> {
  const { order_status, ...rest } = params;
  const query = { ...rest, 'order_status[]': order_status };
  return list(api, '/orders/', query, OrderPageSchema, options);
}

/** Retrieves an order. */
export async function getOrder(api: ApiClient, orderId: string, options?: RequestOptions): Promise<Order> {
  return get(api, `/orders/${pathSegment(orderId, 'orderId')}`, OrderSchema, options);
}
