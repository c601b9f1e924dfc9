import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { EmbeddedAddressSchema } from './addresses';
import { DateTimeSchema, ObjectIdSchema, nullish, openEnum, pageSchema, type PageParams } from './shared';

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
  object_id: nullish(z.string()),
  currency: nullish(z.string()),
  manufacture_country: nullish(z.string()),
  max_delivery_time: nullish(z.string()),
  max_ship_time: nullish(z.string()),
  quantity: nullish(z.number().int()),
  sku: nullish(z.string()),
  title: nullish(z.string()),
  total_price: nullish(z.string()),
  variant_title: nullish(z.string()),
  weight: nullish(z.string()),
  weight_unit: nullish(z.string()),
});
export type OrderLineItem = z.infer<typeof OrderLineItemSchema>;

/** An order imported from a shop or created through the API (spec §2 Order). */
export const OrderSchema = z.looseObject({
  object_id: ObjectIdSchema,
  object_owner: nullish(z.string()),
  placed_at: nullish(DateTimeSchema),
  to_address: nullish(EmbeddedAddressSchema),
  from_address: nullish(EmbeddedAddressSchema),
  currency: nullish(z.string()),
  shipping_cost_currency: nullish(z.string()),
  notes: nullish(z.string()),
  order_number: nullish(z.string()),
  shipping_method: nullish(z.string()),
  order_status: nullish(openEnum(OrderStatusSchema)),
  shipping_cost: nullish(z.string()),
  subtotal_price: nullish(z.string()),
  total_price: nullish(z.string()),
  total_tax: nullish(z.string()),
  weight: nullish(z.string()),
  weight_unit: nullish(z.string()),
  line_items: nullish(z.array(OrderLineItemSchema)),
  /** Platform the order came from. */
  shop_app: nullish(z.string()),
  /** Transactions (labels) of this order, as ids or objects. */
  transactions: nullish(z.array(z.union([z.string(), z.looseObject({})]))),
  test: nullish(z.boolean()),
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
  checkPageParams(params);
  const { order_status, ...rest } = params;
  return api.request({
    method: 'GET',
    path: '/orders/',
    query: { ...rest, 'order_status[]': order_status },
    schema: OrderPageSchema,
    ...options,
  });
}

/** Retrieves an order. */
export async function getOrder(api: ApiClient, orderId: string, options?: RequestOptions): Promise<Order> {
  return api.request({ method: 'GET', path: `/orders/${pathSegment(orderId, 'orderId')}`, schema: OrderSchema, ...options });
}
