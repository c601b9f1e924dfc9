import * as React from 'react';
import { LabelPurchase } from 'shipping-elements';
import { routeParameter } from '../routes';
import { useDemoText } from '../text';

/** The warehouse every order ships from: a stored default, as a merchant app would keep it. */
export const WAREHOUSE = {
  name: 'Northwind Warehouse',
  company: 'Northwind Outfitters',
  street1: '215 Clayton St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94117',
  country: 'US',
  phone: '+1 415 555 0100',
  email: 'shipping@northwind.example',
};

export function ShipPage() {
  const text = useDemoText();
  const [orderId] = React.useState(() => routeParameter('order'));
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
