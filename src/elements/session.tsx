'use client';

import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShippingElementsContext, type ShippingElementsContextValue } from '../provider/context';
import { ShippingElementsProvider, type ShippingElementsProviderProps } from '../provider/ShippingElementsProvider';

/**
 * What {@link ShippingElements.init} takes: the props of `<ShippingElementsProvider>` (`baseUrl`,
 * `fetchToken`, `identity`, `locale`, `messages`, `appearance`, `events`, `onEvent`, …), since the
 * page's one session is that provider.
 */
export type ShippingElementsOptions = Omit<ShippingElementsProviderProps, 'children' | 'queryClient'>;

/** The page's session: one provider, rendered in a root of its own, whose context every element joins. */
interface PageSession {
  options: ShippingElementsOptions;
  root: Root;
  value: ShippingElementsContextValue | null;
}

let session: PageSession | null = null;
const listeners = new Set<() => void>();

/** True where custom elements can exist (a browser; not a server render, not a worker). */
export function canUseElements(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined' && typeof HTMLElement !== 'undefined' && typeof customElements !== 'undefined';
}

function publish(value: ShippingElementsContextValue | null) {
  if (session && session.value !== value) {
    session.value = value;
    for (const listener of listeners) {
      listener();
    }
  }
}

/**
 * Hands the provider's context to the elements' roots. A layout effect: the elements render the
 * new value (a new identity's client) in the same task, before the query cache notifies them.
 */
function SessionBridge(): null {
  const value = React.useContext(ShippingElementsContext);
  React.useLayoutEffect(() => publish(value), [value]);
  return null;
}

function renderSession(current: PageSession) {
  current.root.render(
    <ShippingElementsProvider {...current.options}>
      <SessionBridge />
    </ShippingElementsProvider>,
  );
}

/** Starts the page's session, or passes new options to the one already started. Nothing on a server. */
export function startSession(options: ShippingElementsOptions): void {
  if (!canUseElements()) {
    return;
  }
  if (session) {
    session.options = options;
  } else {
    // The provider renders no DOM: its root is a detached container.
    session = { options, root: createRoot(document.createElement('div')), value: null };
  }
  renderSession(session);
}

/** Changes some options of the started session (a store switch: `identity` and `fetchToken`). */
export function updateSession(changes: Partial<ShippingElementsOptions>): void {
  if (!canUseElements()) {
    return;
  }
  if (!session) {
    throw new Error('ShippingElements.update() was called before ShippingElements.init({ baseUrl, fetchToken }).');
  }
  session.options = { ...session.options, ...changes };
  renderSession(session);
}

/** Ends the page's session: its token is dropped and the elements render nothing until the next `init`. */
export function endSession(): void {
  const ended = session;
  if (!ended) {
    return;
  }
  publish(null);
  session = null;
  ended.root.unmount();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's context for an element's root, or `null` before `init` (the element renders nothing yet). */
export function usePageSession(): ShippingElementsContextValue | null {
  return React.useSyncExternalStore(
    subscribe,
    () => session?.value ?? null,
    () => null,
  );
}
