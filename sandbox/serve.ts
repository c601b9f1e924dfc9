// The sandbox over HTTP, as the CLI (`npm run sandbox`) and the demo serve it. Its keys are public
// constants, so what it answers must not depend on who can reach it: on loopback only pages of the
// developer's own machine can; served beyond loopback (`--host 0.0.0.0`, the demo's DEMO_HOST) it
// answers the host names its operator lists and posts webhooks to the receivers they allow.
import { createServer, type Server } from 'node:http';
import { isLoopbackHostname } from '../src/api/urls';
import { toNodeListener } from '../src/server/node-adapter';
import type { Sandbox } from './sandbox';

/** The largest body the served sandbox reads: a batch of 10,000 shipments with inline addresses is a few megabytes. */
export const SANDBOX_BODY_LIMIT = 16 * 1_048_576;

/** A host to listen on (`127.0.0.1`, `::1`, `0.0.0.0`, a name) as a URL writes it (IPv6 in brackets). */
export function urlHostname(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** True when a server listening on `host` is reachable from this machine only. */
export function listensOnLoopback(host: string): boolean {
  return isLoopbackHostname(urlHostname(host));
}

/** Options of {@link createSandboxServer}. */
export interface SandboxServerOptions {
  /**
   * `Host` names answered besides loopback ones (`--allow-host`): the names and addresses the
   * sandbox is reached by when it listens beyond loopback. Any other `Host` gets `421` before
   * anything runs, so a page whose name was rebound to the sandbox's address reads nothing.
   */
  allowedHosts?: readonly string[];
  /** @default SANDBOX_BODY_LIMIT */
  bodyLimit?: number;
}

/** A Node HTTP server answering with `sandbox`; listen on it yourself. */
export function createSandboxServer(sandbox: Sandbox, options: SandboxServerOptions = {}): Server {
  return createServer(
    toNodeListener((request) => sandbox.fetch(request), { bodyLimit: options.bodyLimit ?? SANDBOX_BODY_LIMIT, allowedHosts: options.allowedHosts }),
  );
}

/**
 * The webhook receivers of a sandbox listening on `host`: on loopback, every loopback URL and the
 * `allowed` ones; beyond loopback, the `allowed` ones only (`--webhook-allow`), so that whoever
 * reaches it cannot make it post to services on its machine's loopback.
 */
export function webhookReceiversFor(host: string, allowed: readonly string[]): readonly string[] {
  return listensOnLoopback(host) ? ['loopback', ...allowed] : allowed;
}
