import * as React from 'react';
import { RatePicker, useOrder, useShippingElements, type Rate } from 'shipping-elements';
import { WAREHOUSE } from './ShipPage';

const SAMPLE_RECIPIENT = { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' };

function orderIdFromHash(): string | undefined {
  const query = window.location.hash.split('?')[1] ?? '';
  return new URLSearchParams(query).get('order') ?? undefined;
}

export function RatesPage() {
  const { format } = useShippingElements();
  const [orderId] = React.useState(orderIdFromHash);
  const order = useOrder(orderId);
  const [weight, setWeight] = React.useState('2');
  const [checkout, setCheckout] = React.useState(false);
  const [selected, setSelected] = React.useState<Rate | null>(null);
  const to = order.data?.to_address;
  const recipient = to?.country
    ? { name: to.name ?? '', street1: to.street1 ?? '', city: to.city ?? '', state: to.state ?? '', zip: to.zip ?? '', country: to.country }
    : SAMPLE_RECIPIENT;
  const parcelWeight = order.data?.weight ?? weight;
  const parcels = React.useMemo(
    () => [{ length: '12', width: '9', height: '4', distance_unit: 'in' as const, weight: parcelWeight, mass_unit: 'lb' as const }],
    [parcelWeight],
  );

  if (orderId && order.isPending) {
    return <p role="status">Loading the order…</p>;
  }
  return (
    <section aria-labelledby="rates-title" className="demo-page">
      <h1 id="rates-title">Rate shopping{order.data ? ` for order ${order.data.order_number ?? ''}` : ''}</h1>
      <p className="demo-muted">
        From {WAREHOUSE.city} to {recipient.name}, {recipient.city} ({recipient.country}).
      </p>
      <form className="demo-inline-form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="rates-weight">Weight (lb)</label>
        <input id="rates-weight" inputMode="decimal" value={parcelWeight} disabled={Boolean(order.data)} onChange={(event) => setWeight(event.target.value || '1')} />
        <label>
          <input type="checkbox" checked={checkout} onChange={(event) => setCheckout(event.target.checked)} /> Show checkout options for a $80 cart
        </label>
      </form>
      <RatePicker
        addressFrom={WAREHOUSE}
        addressTo={recipient}
        parcels={parcels}
        cartTotal={checkout ? { amount: '80.00', currency: 'USD' } : undefined}
        onValueChange={(_rateId, rate) => setSelected(rate)}
      />
      {selected && (
        <p className="demo-card" aria-live="polite">
          Selected: {selected.provider} {selected.servicelevel.name} for {format.money(selected.amount, selected.currency)}. Label purchase arrives with the
          LabelPurchase block.
        </p>
      )}
    </section>
  );
}
