import { ComingSoonPage } from './ComingSoonPage';

/** The demo's "Pickups" page. */
export function PickupsPage() {
  return <ComingSoonPage name="Pickups" />;
}
