import * as React from 'react';
import { CarrierAccounts } from 'shipping-elements';
import { useDemoText } from '../text';

/** The page a carrier sends the person back to after its OAuth sign-in (CarrierAccounts' `signin.callbackUrl`); main.tsx ends the sign-in there. */
export const CARRIER_SIGNIN_CALLBACK = '/carrier-signin/done';

/**
 * The demo's "Carrier settings" page (Settings → Carriers): the carrier accounts of the store the
 * tab works for, in the CarrierAccounts block. An OAuth carrier signs in through the demo
 * backend's `/api/carrier-signin` (createCarrierSigninHandler), for this store.
 */
export function CarrierSettingsPage({ store }: { store: string }) {
  const text = useDemoText();
  const signin = React.useMemo(() => ({ route: `/api/carrier-signin?store=${encodeURIComponent(store)}`, callbackUrl: CARRIER_SIGNIN_CALLBACK }), [store]);
  return (
    <section aria-labelledby="carrier-settings-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="carrier-settings-title">{text.carrierSettings.title}</h1>
          <p className="demo-muted">{text.carrierSettings.intro}</p>
        </div>
      </header>
      <div className="demo-panel">
        <CarrierAccounts signin={signin} />
      </div>
    </section>
  );
}
