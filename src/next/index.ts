// Public entry of `shipping-elements/next`: what `npx shipping-elements init` writes into a
// Next.js app (issue 42) so that `npm run dev` alone buys a test label: the sandbox served in the
// server's own process by a route handler, and the API (key or that sandbox) for the token route
// and the page. An entry of its own, for the server only: `shipping-elements/server` is what a
// production backend imports, and must not carry the sandbox into its bundle (this entry loads the
// sandbox only when it runs, in development with no key); no browser bundle imports either.
export { SANDBOX_ROUTE_PATH, createSandboxRouteHandler } from './in-process-sandbox';
export type { SandboxRouteHandlerOptions } from './in-process-sandbox';
export { shippingApiConnection, shippingApiUrl } from './shipping-api';
export type { ShippingApiConnection, ShippingApiEnvironment } from './shipping-api';
