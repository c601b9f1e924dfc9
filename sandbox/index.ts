// Public entry of `shipping-elements/sandbox`: the whole API of the spec, stateful and offline.
// Web-standard only (Request/Response, WebCrypto, CompressionStream): it runs in Node, in Vitest
// and in a browser behind MSW.

export { createSandbox, SUPPORTED_API_VERSIONS } from './sandbox';
export type { Sandbox, SandboxOptions, SandboxWebhookOptions } from './sandbox';
export type { WebhookReceivers, WebhookStats } from './webhooks/delivery';
export type { StoreStats } from './core/store';
export { SANDBOX_KEYS, SANDBOX_MERCHANTS, SANDBOX_MANAGED_ACCOUNTS, SANDBOX_OAUTH } from './accounts';
export { SIMULATED_CARRIERS } from './carriers';
export { PARCEL_TEMPLATES } from './seed';
