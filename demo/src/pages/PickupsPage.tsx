import { ManifestCloseout, PickupScheduler } from 'shipping-elements';
import { useDemoText } from '../text';
import { useToast } from '../toasts';

/**
 * The demo's "Pickups" page: the end of a merchant's day on the labels bought on "Create a label".
 * Book the carrier to collect them, and close the day out with a manifest (two blocks: a pickup
 * and a manifest are separate decisions, often made by different people). A booked pickup is
 * announced by the app's `pickup.scheduled` toast.
 */
export function PickupsPage() {
  const text = useDemoText();
  const toast = useToast();
  return (
    <section aria-labelledby="pickups-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="pickups-title">{text.pickups.title}</h1>
          <p className="demo-muted">
            {text.pickups.intro} <a href="#/ship">{text.pickups.shipLink}</a>
          </p>
        </div>
      </header>
      <div className="demo-stack">
        <div className="demo-panel">
          <PickupScheduler />
        </div>
        <div className="demo-panel">
          <ManifestCloseout onCreate={() => toast(text.toasts.manifestCreated)} />
        </div>
      </div>
    </section>
  );
}
