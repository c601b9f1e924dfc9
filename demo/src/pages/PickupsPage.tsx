import * as React from 'react';
import { ManifestCloseout, PickupScheduler, type Manifest, type Pickup } from 'shipping-elements';

/**
 * The demo's "Pickups" page: the end of a merchant's day on the labels bought on "Create a label".
 * Book the carrier to collect them, and close the day out with a manifest (two blocks: a pickup
 * and a manifest are separate decisions, often made by different people).
 */
export function PickupsPage() {
  const [booked, setBooked] = React.useState<Pickup | null>(null);
  const [closed, setClosed] = React.useState<Manifest | null>(null);
  return (
    <section aria-labelledby="pickups-title" className="demo-page">
      <h1 id="pickups-title">Pickups and end of day</h1>
      <p className="demo-empty">
        The labels you bought on <a href="#/ship">Create a label</a> are listed here. Book the carrier to collect them, then close out the day.
      </p>
      <div className="demo-stack">
        <PickupScheduler onSchedule={setBooked} />
        {booked && (
          <p className="demo-card" aria-live="polite">
            Saved in your app: pickup {booked.confirmation_code ?? booked.object_id} ({booked.status}).
          </p>
        )}
        <ManifestCloseout onCreate={setClosed} />
        {closed && (
          <p className="demo-card" aria-live="polite">
            Saved in your app: manifest {closed.object_id} ({closed.status}).
          </p>
        )}
      </div>
    </section>
  );
}
