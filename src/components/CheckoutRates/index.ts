export { CheckoutRates } from './CheckoutRates';
export type { CheckoutRatesProps } from './CheckoutRates';
export type { CheckoutRatesMessages } from './checkout-rates-view';
export type { CheckoutOptionsRequest } from './use-checkout-options';
