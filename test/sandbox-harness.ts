// Runs the sandbox for contract tests. By default it runs in-process: the typed client talks to
// it through a fetch that hands each request to the sandbox's web-standard handler. With
// SANDBOX_TRANSPORT=http (the `contract-http` test project), every harness serves its sandbox on
// a real loopback HTTP server through the Node adapter, so the same tests walk the contract over
// the wire.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createApiClient, type ApiAuth, type ApiClient } from '../src/api/client';
import { toNodeListener } from '../src/server/node-adapter';
import { createSandbox, type Sandbox, type SandboxOptions } from '../sandbox/sandbox';

/** The origin of in-process harnesses. */
export const SANDBOX_ORIGIN = 'http://sandbox.test';
/** A fixed Monday, 15:00 UTC: background work and expiry move only when a test advances the clock. */
export const SANDBOX_NOW = Date.UTC(2026, 10, 23, 15, 0, 0);
/** How the harnesses of this run reach the sandbox. */
export const SANDBOX_TRANSPORT: 'in-process' | 'http' = process.env.SANDBOX_TRANSPORT === 'http' ? 'http' : 'in-process';

export interface SandboxHarness {
  sandbox: Sandbox;
  /** Where the sandbox answers: `http://sandbox.test` in-process, `http://127.0.0.1:<port>` over HTTP. */
  origin: string;
  /** A fetch that reaches the sandbox. */
  fetch: typeof globalThis.fetch;
  /** A client with the given credentials (default: the test API key). */
  client(auth?: ApiAuth, options?: { accountId?: string; apiVersion?: string }): ApiClient;
  /** A raw request: method, path, optional JSON body and Authorization header. */
  raw(method: string, path: string, init?: { body?: unknown; authorization?: string | null; headers?: Record<string, string> }): Promise<Response>;
}

const servers: Server[] = [];
let closing = false;

async function serve(sandbox: Sandbox): Promise<string> {
  const server = createServer(toNodeListener((request) => sandbox.fetch(request), { bodyLimit: 4_000_000 }));
  servers.push(server);
  if (!closing) {
    closing = true;
    afterAll(async () => {
      await Promise.all(servers.map((open) => new Promise<void>((resolve) => open.close(() => resolve()))));
    });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A sandbox for one test, reached the way this run's transport says; `transport: 'http'` serves it
 * on loopback whatever the run (a client that speaks only HTTP, such as the vendor's SDK).
 */
export async function createSandboxHarness(options: SandboxOptions = {}, transport: typeof SANDBOX_TRANSPORT = SANDBOX_TRANSPORT): Promise<SandboxHarness> {
  const sandbox = createSandbox({ seed: 'tests', now: SANDBOX_NOW, ...options });
  const origin = transport === 'http' ? await serve(sandbox) : SANDBOX_ORIGIN;
  sandbox.setPublicOrigin(origin);
  const fetch: typeof globalThis.fetch =
    transport === 'http' ? (input, init) => globalThis.fetch(input, init) : (input, init) => sandbox.fetch(new Request(input, init));
  return {
    sandbox,
    origin,
    fetch,
    client: (auth = { apiKey: sandbox.keys.test }, clientOptions = {}) => createApiClient({ baseUrl: origin, auth, fetch, retry: false, ...clientOptions }),
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
      return fetch(`${origin}${path}`, { method, headers, body });
    },
  };
}

export { BOX, RECIPIENT, RECIPIENT_GB, SENDER } from './fixtures/addresses';
