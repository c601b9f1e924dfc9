import { LabelPurchase } from 'shipping-elements';
import { WAREHOUSE } from '../settings';
import { useDemoText } from '../text';

/** The label flow, for an order (`#/ship?order=…`) or empty; a new flow is a new key (see App). */
export function ShipPage({ orderId }: { orderId: string | undefined }) {
  const text = useDemoText();
  return (
    <section aria-labelledby="ship-title" className="demo-page">
      <header className="demo-page-header">
        <h1 id="ship-title">{text.ship.title}</h1>
      </header>
      {!orderId && (
        <p className="demo-callout">
          {text.ship.noOrder} <a href="#/orders">{text.ship.ordersLink}</a>
        </p>
      )}
      <div className="demo-panel">
        <LabelPurchase
          orderId={orderId}
          defaultSender={WAREHOUSE}
          options={['signature', 'insurance', 'saturdayDelivery', 'returnLabel', 'references', 'qrCode']}
          labelFileType="PDF_4x6"
        />
      </div>
    </section>
  );
}
