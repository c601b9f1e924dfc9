import * as React from 'react';
import { LabelPurchase, type Transaction } from 'shipping-elements';

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

function orderIdFromHash(): string | undefined {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('order') ?? undefined;
}

export function ShipPage() {
  const [orderId] = React.useState(orderIdFromHash);
  const [bought, setBought] = React.useState<Transaction | null>(null);
  return (
    <section aria-labelledby="ship-title" className="demo-page">
      <h1 id="ship-title">Ship an order</h1>
      {!orderId && <p className="demo-empty">Pick an order on the Orders page, or start with an empty label.</p>}
      <LabelPurchase
        orderId={orderId}
        defaultSender={WAREHOUSE}
        options={['signature', 'insurance', 'saturdayDelivery', 'returnLabel', 'references', 'qrCode']}
        labelFileType="PDF_4x6"
        onPurchase={setBought}
      />
      {bought && (
        <p className="demo-card" aria-live="polite">
          Order updated: label {bought.tracking_number} is on the Shipments page.
        </p>
      )}
    </section>
  );
}
