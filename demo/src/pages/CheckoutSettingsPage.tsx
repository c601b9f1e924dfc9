import { ServiceGroups } from 'shipping-elements';
import { useDemoText } from '../text';

/**
 * The demo's "Checkout settings" page (Settings → Checkout): the shipping options the store's
 * checkout offers its shoppers, the preview of what a shopper sees, and the boxes checkout packs
 * carts in, all in the ServiceGroups block. Its failures reach the app's error toasts through the
 * provider's `onEvent`.
 */
export function CheckoutSettingsPage() {
  const text = useDemoText();
  return (
    <section aria-labelledby="checkout-settings-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="checkout-settings-title">{text.checkoutSettings.title}</h1>
          <p className="demo-muted">{text.checkoutSettings.intro}</p>
        </div>
      </header>
      <div className="demo-panel">
        <ServiceGroups />
      </div>
    </section>
  );
}
