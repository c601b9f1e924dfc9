// What a storefront's browser and the merchant's checkout-rates route say to each other: the
// shopper's address and cart one way, the options a shopper may see the other. The CheckoutRates
// block (`shipping-elements/checkout`) and `createCheckoutRatesHandler` (`shipping-elements/server`)
// share these types; `checkoutRatesRoute` is the browser's side of the route.

/** The shopper's address as the checkout knows it: where the parcel goes. Only `country` is required. */
export interface CheckoutAddress {
  /** The recipient's name. */
  name?: string;
  /** First line of the street address. */
  street1?: string;
  /** Second line of the street address. */
  street2?: string;
  /** City or town. */
  city?: string;
  /** State, province or region. */
  state?: string;
  /** Postal code. */
  zip?: string;
  /** Two-letter ISO 3166 country code. */
  country: string;
}

/** One line of the shopper's cart. */
export interface CheckoutCartLine {
  /** How many units: a whole number of at least 1. */
  quantity: number;
  /** The line's total (all of its units), a decimal written as a string: `"24.50"`. */
  total_price: string;
  /** Three-letter ISO 4217 currency code of `total_price`. */
  currency: string;
  /** The weight of one unit, a decimal string; the cart's weight sizes the parcel. */
  weight?: string;
  /** The unit of `weight`. */
  weight_unit?: 'g' | 'oz' | 'lb' | 'kg';
  /** The product's title. */
  title?: string;
  /** The product's stock-keeping unit. */
  sku?: string;
}

/** The body a storefront sends to its checkout-rates route. */
export interface CheckoutRatesRequest {
  /** Where the parcel goes. */
  address: CheckoutAddress;
  /** The cart's lines: at least one. */
  cart: readonly CheckoutCartLine[];
}

/** One shipping option a shopper may choose at checkout: what they see, nothing of the merchant's setup. */
export interface CheckoutOption {
  /** Stable within one answer: the option's name, with a number added when two share one. */
  id: string;
  /** The name the merchant gave the option (its service group's name). */
  name: string;
  /** The merchant's description for shoppers, or `null`. */
  description: string | null;
  /** The price, a decimal string in `currency` (`"0.00"` when free). */
  amount: string;
  /** Three-letter ISO 4217 currency code of `amount`. */
  currency: string;
  /** Business days to delivery the carriers estimate (not binding), or `null` when unknown. */
  estimated_days: number | null;
}

/** How much more the cart needs for a free-shipping option it does not reach yet. */
export interface CheckoutFreeShipping {
  /** The free option's name. */
  name: string;
  /** The amount the cart must exceed, a decimal string in `currency`. */
  threshold: string;
  /** What the cart lacks: the threshold less the cart's total, plus one minor unit (the cart must exceed it). */
  remaining: string;
  /** Three-letter ISO 4217 currency code of `threshold` and `remaining`. */
  currency: string;
}

/** The answer of the checkout-rates route. */
export interface CheckoutRatesAnswer {
  /** The options, in the merchant's order. */
  options: CheckoutOption[];
  /** The nearest free-shipping option the cart does not reach yet, or `null`. */
  free_shipping: CheckoutFreeShipping | null;
}

/** What CheckoutRates asks the host's route for: the shopper's address and cart, and a signal that ends a stale request. */
export interface FetchCheckoutOptionsInput extends CheckoutRatesRequest {
  /** Aborted when the address or cart changed (or the block went away) before the answer came. */
  signal: AbortSignal;
}

/** The host's function that gets the options from its own route (see `createCheckoutRatesHandler`). */
export type FetchCheckoutOptions = (input: FetchCheckoutOptionsInput) => Promise<CheckoutRatesAnswer>;

/** The refusal of a checkout-rates route: its status, for a host's logs (the shopper sees the block's own words). */
export class CheckoutRatesRouteError extends Error {
  /** The route's HTTP status. */
  readonly status: number;
  constructor(status: number) {
    super(`The checkout rates route answered ${status}.`);
    this.name = 'CheckoutRatesRouteError';
    this.status = status;
  }
}

/**
 * A `fetchOptions` for CheckoutRates that posts the address and cart as JSON to `url`, your
 * route made with `createCheckoutRatesHandler`, and rejects with a {@link CheckoutRatesRouteError}
 * when it does not answer `200`. `init` adds headers or credentials of your own.
 *
 * @example
 * <CheckoutRates fetchOptions={checkoutRatesRoute('/api/checkout-rates')} address={address} cart={cart} />
 */
export function checkoutRatesRoute(url: string, init: Omit<RequestInit, 'method' | 'body' | 'signal'> = {}): FetchCheckoutOptions {
  return async ({ address, cart, signal }) => {
    const headers = new Headers(init.headers);
    headers.set('Content-Type', 'application/json');
    const response = await fetch(url, { ...init, method: 'POST', headers, body: JSON.stringify({ address, cart }), signal });
    if (!response.ok) {
      throw new CheckoutRatesRouteError(response.status);
    }
    return (await response.json()) as CheckoutRatesAnswer;
  };
}
