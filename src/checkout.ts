// Public entry of `shipping-elements/checkout`: the shopper's side of rates at checkout (issue 40).
// A storefront imports this entry alone: no provider, no React Query, no form library, no token.
export { CheckoutRates } from './components/CheckoutRates';
export type { CheckoutRatesMessages, CheckoutRatesProps, CheckoutOptionsRequest } from './components/CheckoutRates';
export { CheckoutRatesRouteError, checkoutRatesRoute } from './api/checkout-options';
export type {
  CheckoutAddress,
  CheckoutCartLine,
  CheckoutFreeShipping,
  CheckoutOption,
  CheckoutRatesAnswer,
  CheckoutRatesRequest,
  FetchCheckoutOptions,
  FetchCheckoutOptionsInput,
} from './api/checkout-options';
