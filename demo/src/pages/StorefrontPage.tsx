import * as React from 'react';
import { CheckoutRates, checkoutRatesRoute, type CheckoutOption } from 'shipping-elements/checkout';
import { fill, useDemoText } from '../text';

/** The one product of the demo's shop, at a price where a few of them reach free shipping. */
const PRODUCT_PRICE = '18.75';
const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'ES'] as const;

/** Money in the shopper's language, for the shop's own text. */
function money(amount: string | number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
}

/**
 * The store's checkout as a shopper sees it (issue 40): a cart, an address, and CheckoutRates fed
 * by the demo backend's checkout route (`createCheckoutRatesHandler`). No provider and no shipping
 * token: this page is what a store's public checkout would be. The route quotes for the store this
 * tab works for, so a change to its checkout options in Settings shows here.
 */
export function StorefrontPage({ store, locale, theme }: { store: string; locale: string; theme: 'light' | 'dark' }) {
  const text = useDemoText();
  const [quantity, setQuantity] = React.useState(2);
  const [country, setCountry] = React.useState('US');
  const [zip, setZip] = React.useState('11205');
  const [city, setCity] = React.useState('Brooklyn');
  const [chosen, setChosen] = React.useState<CheckoutOption | null>(null);
  // A choice belongs to one cart and address: the options of another may differ.
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setChosen(null);
    };
  const fetchOptions = React.useMemo(() => checkoutRatesRoute('/api/checkout-rates', { credentials: 'same-origin', headers: { 'X-Demo-Store': store } }), [store]);
  const total = (Number(PRODUCT_PRICE) * quantity).toFixed(2);
  const cart = React.useMemo(() => [{ quantity, total_price: total, currency: 'USD', weight: '1.2', weight_unit: 'lb' as const, title: text.storefront.product }], [quantity, total, text]);
  const address = React.useMemo(() => ({ name: 'Grace Hopper', street1: '1 Navy Yard Ave', city, zip, country }), [city, zip, country]);
  const regionName = React.useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);

  return (
    <section aria-labelledby="storefront-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="storefront-title">{text.storefront.title}</h1>
          <p className="demo-muted">{text.storefront.intro}</p>
        </div>
      </header>
      <div className="demo-panel">
        <h2>{text.storefront.cart}</h2>
        <div className="demo-inline-form">
          <p>
            {text.storefront.product} · {fill(text.storefront.price, { amount: money(PRODUCT_PRICE, 'USD', locale) })}
          </p>
          <div className="demo-field">
            <label htmlFor="storefront-quantity">{text.storefront.quantity}</label>
            <select id="storefront-quantity" className="demo-select" value={quantity} onChange={(event) => changing(setQuantity)(Number(event.target.value))}>
              {[1, 2, 3, 4, 5, 6].map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <p data-demo-subtotal="">{fill(text.storefront.subtotal, { amount: money(total, 'USD', locale) })}</p>
        </div>
      </div>
      <div className="demo-panel">
        <h2>{text.storefront.shipTo}</h2>
        <div className="demo-inline-form">
          <div className="demo-field">
            <label htmlFor="storefront-country">{text.storefront.country}</label>
            <select id="storefront-country" className="demo-select" value={country} onChange={(event) => changing(setCountry)(event.target.value)}>
              {COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {regionName.of(code) ?? code}
                </option>
              ))}
            </select>
          </div>
          <div className="demo-field">
            <label htmlFor="storefront-zip">{text.storefront.zip}</label>
            <input id="storefront-zip" className="demo-input demo-input-short" autoComplete="postal-code" value={zip} onChange={(event) => changing(setZip)(event.target.value)} />
          </div>
          <div className="demo-field">
            <label htmlFor="storefront-city">{text.storefront.city}</label>
            <input id="storefront-city" className="demo-input" autoComplete="address-level2" value={city} onChange={(event) => changing(setCity)(event.target.value)} />
          </div>
        </div>
      </div>
      <div className="demo-panel">
        <CheckoutRates fetchOptions={fetchOptions} address={address} cart={cart} locale={locale} theme={theme} value={chosen?.id ?? null} onSelect={setChosen} />
        {chosen && (
          <p className="demo-callout" aria-live="polite">
            {fill(text.storefront.chosen, { name: chosen.name, amount: money(chosen.amount, chosen.currency, locale) })}
          </p>
        )}
      </div>
    </section>
  );
}
