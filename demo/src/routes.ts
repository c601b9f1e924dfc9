// A tiny hash router: the demo needs no routing library.
import * as React from 'react';

export type RouteName = 'orders' | 'ship' | 'shipments' | 'addresses' | 'rates' | 'bulk' | 'pickups' | 'reports' | 'settings' | 'checkout' | 'carriers' | 'storefront' | 'stores' | 'hostile';

/** The merchant's navigation, in order. */
export const NAVIGATION: readonly Exclude<RouteName, 'hostile'>[] = ['orders', 'ship', 'shipments', 'addresses', 'rates', 'bulk', 'pickups', 'reports', 'settings', 'checkout', 'carriers', 'storefront', 'stores'];

/** Every route; `hostile` is a test fixture the e2e tests open directly, never in the navigation. */
const ROUTE_NAMES: readonly RouteName[] = [...NAVIGATION, 'hostile'];

/** The route of a hash (`#/ship?order=…` → `ship`); an unknown one is the orders page. */
export function routeOf(hash: string): RouteName {
  const name = hash.replace(/^#\/?/, '').split('?')[0] as RouteName;
  return ROUTE_NAMES.includes(name) ? name : 'orders';
}

/**
 * Each history entry the demo shows carries an id in `history.state`: a link followed (or the
 * navigation's link to the page already shown, clicked again) makes a new entry and so a new id;
 * Back and Forward return to an entry with its id. Pages are keyed by it, so following a link
 * starts a page afresh and going back returns to the page as it was left (see App).
 */
interface EntryState {
  demoEntry?: string;
}

function entryId(): string {
  return (window.history.state as EntryState | null)?.demoEntry ?? '';
}

function stampEntry(force = false) {
  if (force || entryId() === '') {
    window.history.replaceState({ ...(window.history.state as EntryState | null), demoEntry: crypto.randomUUID() }, '');
  }
}

const listeners = new Set<() => void>();

function notify() {
  stampEntry();
  for (const listener of listeners) {
    listener();
  }
}

/** A link to the address already shown changes no hash: it still means "start this page again". */
function onClick(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (link && plain && !event.defaultPrevented && link.getAttribute('href') === window.location.hash) {
    stampEntry(true);
    notify();
  }
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('hashchange', notify);
    document.addEventListener('click', onClick);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) {
      window.removeEventListener('hashchange', notify);
      document.removeEventListener('click', onClick);
    }
  };
}

function snapshot(): string {
  stampEntry();
  return `${window.location.hash} ${entryId()}`;
}

/** The page shown: its hash (`#/ship?order=…`) and the id of its history entry. */
export interface PageVisit {
  hash: string;
  route: RouteName;
  /** Changes when a link is followed, stays on Back and Forward (see above). */
  entry: string;
}

/** The current page, following every change: links, Back and Forward. */
export function usePageVisit(): PageVisit {
  const value = React.useSyncExternalStore(subscribe, snapshot, () => ' ');
  return React.useMemo(() => {
    const [hash = '', entry = ''] = value.split(' ');
    return { hash, route: routeOf(hash), entry };
  }, [value]);
}

/** The `?name=value` parameters of a hash route (the current one by default). */
export function routeParameter(name: string, hash = window.location.hash): string | undefined {
  const query = hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get(name) ?? undefined;
}

/**
 * Replaces the `?name=value` parameters of the current hash route in place (a page's own state,
 * such as its filters, kept in the address): no new history entry, and the page stays as it is.
 */
export function replaceRouteParameters(parameters: URLSearchParams): void {
  const query = parameters.toString();
  // `#/orders`, also when the address has no hash yet (the orders page is the default route).
  window.history.replaceState(window.history.state, '', `#/${routeOf(window.location.hash)}${query ? `?${query}` : ''}`);
}
