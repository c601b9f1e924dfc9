import * as React from 'react';
import { RatePicker, useOrder, useShippingElements, type Rate } from 'shipping-elements';
import { routeParameter } from '../routes';
import { fill, useDemoText } from '../text';
import { WAREHOUSE } from '../settings';

const SAMPLE_RECIPIENT = { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' };

/** A weight as the API takes it (a plain decimal string above zero), or null. A decimal comma is fine. */
export function parseWeight(input: string): string | null {
  const plain = input.trim().replace(',', '.');
  return /^\d{1,6}(\.\d{1,4})?$/.test(plain) && Number(plain) > 0 ? plain : null;
}

export function RatesPage() {
  const [orderId] = React.useState(() => routeParameter('order'));
  const order = useOrder(orderId);
  if (orderId && order.isPending) {
    return <RatesLoading />;
  }
  // Keyed by the order: its weight is the field's starting value.
  return <RatesForOrder key={order.data?.object_id ?? 'sample'} order={order.data} />;
}

function RatesLoading() {
  const text = useDemoText();
  return (
    <p role="status" data-demo-loading="">
      {text.rates.loadingOrder}
    </p>
  );
}

function RatesForOrder({ order }: { order: ReturnType<typeof useOrder>['data'] }) {
  const { format } = useShippingElements();
  const text = useDemoText();
  const [weightInput, setWeightInput] = React.useState(order?.weight ?? '2');
  const [checkout, setCheckout] = React.useState(false);
  const [selected, setSelected] = React.useState<Rate | null>(null);
  const weight = parseWeight(weightInput);
  const to = order?.to_address;
  const recipient = to?.country
    ? { name: to.name ?? '', street1: to.street1 ?? '', city: to.city ?? '', state: to.state ?? '', zip: to.zip ?? '', country: to.country }
    : SAMPLE_RECIPIENT;
  const parcels = React.useMemo(
    () => (weight === null ? null : [{ length: '12', width: '9', height: '4', distance_unit: 'in' as const, weight, mass_unit: 'lb' as const }]),
    [weight],
  );
  const cartTotal = order?.total_price && order.currency ? { amount: order.total_price, currency: order.currency } : undefined;

  return (
    <section aria-labelledby="rates-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="rates-title">{order ? fill(text.rates.titleForOrder, { order: order.order_number ?? '' }) : text.rates.title}</h1>
          <p className="demo-muted">{fill(text.rates.route, { from: WAREHOUSE.city, name: recipient.name, city: recipient.city, country: recipient.country })}</p>
        </div>
      </header>
      <div className="demo-panel">
        <form className="demo-inline-form" onSubmit={(event) => event.preventDefault()}>
          <div className="demo-field">
            <label htmlFor="rates-weight">{text.rates.weight}</label>
            <input
              id="rates-weight"
              className="demo-input demo-input-short"
              inputMode="decimal"
              autoComplete="off"
              value={weightInput}
              aria-invalid={weight === null || undefined}
              aria-describedby={weight === null ? 'rates-weight-error' : 'rates-weight-hint'}
              onChange={(event) => {
                setWeightInput(event.target.value);
                // Rates belong to one weight: a pick for another weight no longer exists.
                setSelected(null);
              }}
            />
            {weight === null ? (
              <p id="rates-weight-error" className="demo-field-error">
                {text.rates.weightInvalid}
              </p>
            ) : (
              <p id="rates-weight-hint" className="demo-muted demo-small">
                {text.rates.weightHint}
              </p>
            )}
          </div>
          {cartTotal && (
            <label className="demo-checkbox">
              <input type="checkbox" checked={checkout} onChange={(event) => setCheckout(event.target.checked)} />{' '}
              {fill(text.rates.checkout, { amount: format.money(cartTotal.amount, cartTotal.currency) })}
            </label>
          )}
        </form>
        {parcels === null ? (
          <p className="demo-muted">{text.rates.enterWeight}</p>
        ) : (
          <RatePicker
            addressFrom={WAREHOUSE}
            addressTo={recipient}
            parcels={parcels}
            cartTotal={checkout ? cartTotal : undefined}
            onValueChange={(_rateId, rate) => setSelected(rate)}
            onValueClear={() => setSelected(null)}
          />
        )}
        {selected && parcels !== null && (
          <p className="demo-callout" aria-live="polite">
            {fill(text.rates.selected, { carrier: selected.provider, service: selected.servicelevel.name ?? '', amount: format.money(selected.amount, selected.currency) })}
          </p>
        )}
      </div>
    </section>
  );
}
