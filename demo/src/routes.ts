// A tiny hash router: the demo needs no routing library.
import * as React from 'react';

export type RouteName = 'orders' | 'ship' | 'shipments' | 'addresses' | 'rates' | 'bulk' | 'pickups' | 'reports' | 'settings' | 'hostile';

/** The merchant's navigation, in order. */
export const NAVIGATION: readonly Exclude<RouteName, 'hostile'>[] = ['orders', 'ship', 'shipments', 'addresses', 'rates', 'bulk', 'pickups', 'reports', 'settings'];

/** Every route; `hostile` is a test fixture the e2e tests open directly, never in the navigation. */
const ROUTE_NAMES: readonly RouteName[] = [...NAVIGATION, 'hostile'];

function current(): RouteName {
  const name = window.location.hash.replace(/^#\/?/, '').split('?')[0] as RouteName;
  return ROUTE_NAMES.includes(name) ? name : 'orders';
}

export function useRoute(): RouteName {
  const [route, setRoute] = React.useState(current);
  React.useEffect(() => {
    const onChange = () => setRoute(current());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

/** The `?name=value` parameters of the current hash route. */
export function routeParameter(name: string): string | undefined {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get(name) ?? undefined;
}
