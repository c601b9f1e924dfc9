// Public entry of `shipping-elements/server`: server-only helpers. Never import it in a browser.

export { createTokenHandler } from './token-handler';
export type { TokenHandlerOptions } from './token-handler';
export { createMemoryWebhookEventStore, createWebhookHandler } from './webhook-handler';
export type { MemoryWebhookEventStoreOptions, WebhookEventClaim, WebhookEventStore, WebhookHandlerOptions } from './webhook-handler';
export { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_ID_HEADER, signWebhook } from './webhook-signature';
export { createLiveEventRelay, toLiveEvent } from './live-events';
export type { LiveEventRelay, LiveEventRelayOptions, LiveEventStreamOwner } from './live-events';
export type { LiveEvent } from '../api/live-events';
export { toNodeListener } from './node-adapter';
export { ManagedAccountTokenError, createManagedAccount } from './managed-account';
export type { CreateManagedAccountOptions, CreatedManagedAccount } from './managed-account';
export type { AllowedHosts } from './allowed-hosts';
export { createCheckoutRatesHandler } from './checkout-rates-handler';
export { createCarrierSigninHandler } from './carrier-signin-handler';
export type { CarrierSigninHandlerOptions, CarrierSigninSubject } from './carrier-signin-handler';
export type { CheckoutRatesHandlerOptions } from './checkout-rates-handler';
export type { CheckoutAddress, CheckoutCartLine, CheckoutFreeShipping, CheckoutOption, CheckoutRatesAnswer, CheckoutRatesRequest } from '../api/checkout-options';
