// The order create (`POST /orders/`), in a module of its own: its request schema is built when the
// module loads, so the blocks that only read orders (AddressForm, LabelPurchase) leave it out of
// their bundles.
import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { AddressInputSchema } from './addresses';
import { OrderSchema, OrderStatusSchema, type Order } from './orders';
import { MassUnitSchema } from './parcels';
import {
  CountryCodeSchema,
  CurrencyCodeSchema,
  DateTimeSchema,
  PositiveIntSchema,
  addIssue,
  optionalDecimal,
  optionalString,
  parseInput,
  post,
} from './shared';

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
 * it to the service's own name (`SERVICE_SHOP_APP`).
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

/**
 * Creates an order (a phone or in-store sale). The body is checked first ({@link OrderInputSchema});
 * the API answers `201` with the order, its `shop_app` the service's own. Retried on `503` only,
 * never after a dropped connection (it would create the order twice).
 */
export async function createOrder(api: ApiClient, input: OrderInput, options?: RequestOptions): Promise<Order> {
  return post(api, '/orders/', parseInput(OrderInputSchema, input), OrderSchema, options);
}
