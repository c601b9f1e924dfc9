import type { ManagedAccountRegistry } from '../accounts';
import type { Clock, Scheduler } from './clock';
import type { Signer } from './crypto';
import type { Random } from './random';
import type { Scope, Store } from './store';
import type { WebhookDispatcher } from '../webhooks/delivery';

/** Everything a sandbox instance holds, shared by all requests. */
export interface SandboxServices {
  clock: Clock;
  scheduler: Scheduler;
  store: Store;
  /** The managed accounts: the seeded ones and those platforms created (`POST /svc-accounts/`). */
  managedAccounts: ManagedAccountRegistry;
  /** Signs JWTs and file URLs. */
  signer: Signer;
  /** Seeded random source for ids and simulated values. */
  random: Random;
  /** The seed the instance was created with. */
  seed: string;
  /** Orders each account is seeded with (`orders` option); the default 24 when undefined. */
  orders?: number | undefined;
  /** Labels each account is seeded with (`labels` option); none when undefined. */
  labels?: number | undefined;
  /**
   * Origin for the absolute URLs the sandbox returns (`next`, file links, logos), when the server
   * that serves it has set one; otherwise the request's own origin (in-process use).
   */
  readonly publicOrigin?: string | undefined;
  /** Scales a simulated duration by the `speed` option (speed 10: ten times faster). */
  duration(ms: number): number;
  /** Posts webhook events to subscribed loopback URLs (see routes/webhooks.ts). */
  webhooks: WebhookDispatcher;
  /**
   * Tells the sandbox that someone subscribed: from then on a wall-clock sandbox runs its
   * background work on timers, so events go out when they happen rather than at the next request.
   */
  webhookListener(): void;
}

/** What a route handler gets for one authenticated request. */
export interface RequestContext extends SandboxServices {
  request: Request;
  url: URL;
  /** Origin the client used, for absolute URLs (pagination links, file links). */
  origin: string;
  /** Account and mode the request acts for. */
  scope: Scope;
  /** How the request authenticated: minting a JWT takes an API key or an OAuth token. */
  credential: 'api-key' | 'jwt' | 'oauth';
  /** The API version asked for (`SVC-API-VERSION`). */
  apiVersion: string;
  /** The JSON (or form) body, read once. */
  body(): Promise<unknown>;
  /** A new deterministic object id with a resource prefix. */
  id(prefix: string): string;
  /** Current sandbox time as an ISO string. */
  nowIso(): string;
  /** A signed, time-limited absolute URL for a file path under `/files/`. */
  signedUrl(path: string, ttlSeconds: number): Promise<string>;
  /** Common fields of a new object: created/updated now, owner and test flag of the scope. */
  common(objectId: string): { object_id: string; object_created: string; object_updated: string; object_owner: string; test: boolean };
}
