// The platforms an order comes from, in a module of their own: the list is built when the module
// loads, and blocks that only read orders do without it.
import * as z from 'zod/mini';

/**
 * The `shop_app` of an order created through the API or the dashboard: the service's own name
 * (spec §2 Order; the spec writes the brand word as "svc", as in `SVC-API-VERSION`).
 */
export const SERVICE_SHOP_APP = 'Svc';

/**
 * The platforms an order comes from (`shop_app`), in the API's order: a plain list, so that a
 * bundle that reads orders without offering a channel filter drops it (a read of the schema's
 * `options` would keep it).
 */
export const ORDER_SHOP_APP_VALUES = [
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
] as const;

/**
 * The platforms an order comes from (`shop_app`): the public API's 15 values, with the service's
 * own name written {@link SERVICE_SHOP_APP}. Responses may carry others (an open enum).
 */
export const OrderShopAppSchema = z.enum(ORDER_SHOP_APP_VALUES);
export type OrderShopApp = z.infer<typeof OrderShopAppSchema>;
