// Runs the sandbox in-process for tests: the typed client talks to it through a fetch that hands
// each request to the sandbox's web-standard handler, exactly as it would over HTTP.
import { createApiClient, type ApiAuth, type ApiClient } from '../src/api/client';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox/sandbox';

export const SANDBOX_ORIGIN = 'http://sandbox.test';
/** A fixed Monday, 15:00 UTC: background work and expiry move only when a test advances the clock. */
export const SANDBOX_NOW = Date.UTC(2026, 10, 23, 15, 0, 0);

export interface SandboxHarness {
  sandbox: Sandbox;
  /** A fetch bound to the sandbox. */
  fetch: typeof globalThis.fetch;
  /** A client with the given credentials (default: the test API key). */
  client(auth?: ApiAuth, options?: { accountId?: string; apiVersion?: string }): ApiClient;
  /** A raw request: method, path, optional JSON body and Authorization header. */
  raw(method: string, path: string, init?: { body?: unknown; authorization?: string | null; headers?: Record<string, string> }): Promise<Response>;
}

export function createSandboxHarness(options: SandboxOptions = {}): SandboxHarness {
  const sandbox = createSandbox({ seed: 'tests', now: SANDBOX_NOW, ...options });
  const fetch: typeof globalThis.fetch = (input, init) => sandbox.fetch(new Request(input, init));
  return {
    sandbox,
    fetch,
    client: (auth = { apiKey: sandbox.keys.test }, clientOptions = {}) =>
      createApiClient({ baseUrl: SANDBOX_ORIGIN, auth, fetch, retry: false, ...clientOptions }),
    raw(method, path, init = {}) {
      const headers = new Headers(init.headers);
      const authorization = init.authorization === undefined ? `ServiceToken ${sandbox.keys.test}` : init.authorization;
      if (authorization !== null) {
        headers.set('Authorization', authorization);
      }
      let body: string | undefined;
      if (init.body !== undefined) {
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
        if (!headers.has('Content-Type')) {
          headers.set('Content-Type', 'application/json');
        }
      }
      return sandbox.fetch(new Request(`${SANDBOX_ORIGIN}${path}`, { method, headers, body }));
    },
  };
}

/** Addresses and parcels the sandbox tests ship with. */
export const SENDER = { name: 'Shipping Desk', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
export const RECIPIENT = { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' };
export const RECIPIENT_GB = { name: 'Alan Turing', street1: '78 High St', city: 'Manchester', zip: 'M4 1EW', country: 'GB' };
export const BOX = { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' } as const;
