// The sandbox behind MSW for DOM tests and stories: the default network of every kit request is
// the sandbox itself, so fixtures are real API state. Browser-safe (Storybook imports it); the
// Node MSW server lives in test/msw-server.ts.
import { http } from 'msw';
import { createApiClient } from '../src/api/client';
import { createEmbeddedToken } from '../src/api/resources/accounts';
import type { TokenResponse } from '../src/api/token';
import { createSandbox, type Sandbox } from '../sandbox/sandbox';

/** The API origin DOM tests and stories use. */
export const TEST_API = 'https://api.sandbox.test';

/** A fixed Monday, 15:00 UTC (the contract tests' clock too). */
const SANDBOX_NOW = Date.UTC(2026, 10, 23, 15, 0, 0);

let current: Sandbox = createSandbox({ seed: 'dom-tests', now: SANDBOX_NOW });

/** The sandbox that answers requests to {@link TEST_API} right now. */
export function testSandbox(): Sandbox {
  return current;
}

/** Starts over with a fresh sandbox (state, clock and ids). */
export function resetTestSandbox(): Sandbox {
  current = createSandbox({ seed: 'dom-tests', now: SANDBOX_NOW });
  return current;
}

/** MSW request handler that hands every request for the test API to the current sandbox. */
export const sandboxHandler = http.all(`${TEST_API}/*`, ({ request }) => current.fetch(request));

/**
 * What a merchant backend's token route returns: a JWT minted by the sandbox with the test API
 * key (this runs on "the server" side of the test; the browser side only sees the JWT).
 */
export function mintTestToken(accountId?: string): Promise<TokenResponse> {
  const backend = createApiClient({ baseUrl: TEST_API, auth: { apiKey: current.keys.test }, accountId, retry: false });
  return createEmbeddedToken(backend, { scope: 'embedded:carriers' });
}
