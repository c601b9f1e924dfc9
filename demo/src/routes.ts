// A tiny hash router: the demo needs no routing library.
import * as React from 'react';

export type RouteName = 'orders' | 'ship' | 'shipments' | 'addresses' | 'rates' | 'bulk' | 'pickups' | 'reports' | 'settings' | 'hostile';

export const ROUTES: { name: RouteName; label: string; ready: boolean }[] = [
  { name: 'orders', label: 'Orders', ready: true },
  { name: 'ship', label: 'Create a label', ready: true },
  { name: 'shipments', label: 'Shipments', ready: true },
  { name: 'addresses', label: 'Address book', ready: true },
  { name: 'rates', label: 'Rate shopping', ready: true },
  { name: 'bulk', label: 'Bulk upload', ready: true },
  { name: 'pickups', label: 'Pickups', ready: true },
  { name: 'reports', label: 'Reports', ready: true },
  { name: 'settings', label: 'Settings', ready: true },
  { name: 'hostile', label: 'Hostile host', ready: true },
];

function current(): RouteName {
  const name = window.location.hash.replace(/^#\/?/, '').split('?')[0] as RouteName;
  return ROUTES.some((route) => route.name === name) ? name : 'orders';
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
