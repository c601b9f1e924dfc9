import { ComingSoonPage } from './ComingSoonPage';

/** The demo's "Reports" page. */
export function ReportsPage() {
  return <ComingSoonPage name="Reports" />;
}
