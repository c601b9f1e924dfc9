'use client';

import * as React from 'react';
import { readLiveEvent, type LiveEvent } from '../api/live-events';
import { liveEventHandlers, setLive } from '../internal/live';

/**
 * A subscription to the host's live events: calls `onEvent` for each event and `onHealth(false)`
 * when the source drops (`onHealth(true)` when it is back); returns the unsubscribe function.
 * The source counts as healthy from the moment of subscribing until it says otherwise.
 */
export type SubscribeLiveEvents = (onEvent: (event: LiveEvent) => void, onHealth: (healthy: boolean) => void) => () => void;

/**
 * Where the provider hears of changes: the URL of a Server-Sent Events stream your backend serves
 * (each message's `data` a JSON {@link LiveEvent}), or a subscribe function (your websocket, your
 * own EventSource, a test).
 */
export type LiveEventSource = { url: string; withCredentials?: boolean } | { subscribe: SubscribeLiveEvents };

/** Subscribes to an EventSource URL: healthy while it is open, not after an error. */
function subscribeToUrl(url: string, withCredentials: boolean): SubscribeLiveEvents {
  return (onEvent, onHealth) => {
    const source = new EventSource(url, { withCredentials });
    source.onopen = () => onHealth(true);
    // EventSource reconnects by itself after most errors (then `open` fires again); polling covers the gap.
    source.onerror = () => onHealth(false);
    source.onmessage = (message: MessageEvent<string>) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = readLiveEvent(parsed);
      if (event) {
        onEvent(event);
      }
    };
    return () => source.close();
  };
}

/**
 * Connects the provider's `events` source: each event goes to what the query layer registered for
 * this client (src/queries/live.ts invalidates the queries of the object it names), and while the
 * source is healthy the objects it covers poll rarely.
 * Returns whether it is healthy; the provider puts that in its context so blocks re-render and
 * read their polling interval again when it changes. Nothing runs on the server (effects only).
 */
export function useLiveEvents(source: LiveEventSource | undefined, api: object): boolean {
  const [live, setLiveState] = React.useState(false);
  const url = source && 'url' in source ? source.url : undefined;
  const withCredentials = source && 'url' in source ? source.withCredentials === true : false;
  const subscribe = source && 'subscribe' in source ? source.subscribe : undefined;
  React.useEffect(() => {
    const connect = subscribe ?? (url !== undefined && typeof EventSource !== 'undefined' ? subscribeToUrl(url, withCredentials) : undefined);
    if (!connect) {
      return undefined;
    }
    let active = true;
    const onHealth = (healthy: boolean) => {
      if (active) {
        setLive(api, healthy);
        setLiveState(healthy);
      }
    };
    if (subscribe) {
      onHealth(true);
    }
    const unsubscribe = connect((event) => {
      if (active) {
        liveEventHandlers(api).forEach((handler) => handler(event));
      }
    }, onHealth);
    return () => {
      active = false;
      unsubscribe();
      setLive(api, false);
      setLiveState(false);
    };
  }, [url, withCredentials, subscribe, api]);
  return live;
}
