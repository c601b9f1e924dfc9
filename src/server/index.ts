// Public entry of `shipping-elements/server`: server-only helpers. Never import it in a browser.

export { createTokenHandler } from './token-handler';
export type { TokenHandlerOptions } from './token-handler';
export { toNodeListener } from './node-adapter';
