import { ComingSoonPage } from './ComingSoonPage';

/** The demo's "Bulk upload" page. */
export function BatchesPage() {
  return <ComingSoonPage name="Bulk upload" />;
}
