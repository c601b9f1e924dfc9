import type { LiveEvent } from '../api/live-events';

/*
 * The state the provider's event source shares with the query layer, per API client (query
 * options are built from the client: `labelQueries.detail(api, id)`). The provider cannot import
 * src/queries (DESIGN §2), so the queries register what an event invalidates here, and the provider
 * dispatches each event to what is registered.
 */

/**
 * How often the objects that events cover still poll while the event source is healthy: a safety
 * net for an event lost on the way, not the way news arrives.
 */
export const LIVE_POLL_INTERVAL_MS = 30_000;

/**
 * Whether the event source of the provider that made an API client is healthy. Keyed by the
 * client because query options are built from it (`labelQueries.detail(api, id)`); the provider
 * sets it, and re-renders its blocks when it changes so their `refetchInterval` is read again.
 */
const liveClients = new WeakSet<object>();

/** Marks the event source of `api`'s provider healthy or not. */
export function setLive(api: object, live: boolean): void {
  if (live) {
    liveClients.add(api);
  } else {
    liveClients.delete(api);
  }
}

/** True while the event source of `api`'s provider is healthy. */
export function isLive(api: object | undefined): boolean {
  return api !== undefined && liveClients.has(api);
}

/** What an event changes in the cache; registered by the query layer (src/queries/live.ts). */
export type LiveEventHandler = (event: LiveEvent) => void;

const handlers = new WeakMap<object, Map<string, LiveEventHandler>>();

/** Registers what the events of `api`'s provider change, under a name (one handler per name). */
export function registerLiveEventHandler(api: object, name: string, handler: LiveEventHandler): void {
  const named = handlers.get(api) ?? new Map<string, LiveEventHandler>();
  named.set(name, handler);
  handlers.set(api, named);
}

/** The handlers registered for `api`'s provider. */
export function liveEventHandlers(api: object): readonly LiveEventHandler[] {
  return [...(handlers.get(api)?.values() ?? [])];
}
