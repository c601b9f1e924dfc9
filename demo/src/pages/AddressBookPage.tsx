import * as React from 'react';
import { AddressForm, useAddresses, type Address } from 'shipping-elements';
import { QueryState } from '../QueryState';

export function AddressBookPage() {
  const addresses = useAddresses({ results: 25 });
  const [saved, setSaved] = React.useState<Address | null>(null);
  return (
    <section aria-labelledby="addresses-title" className="demo-page">
      <h1 id="addresses-title">Address book</h1>
      <div className="demo-columns">
        <div>
          <h2>Add a customer address</h2>
          <AddressForm mode="recipient" onSubmit={setSaved} />
          {saved && (
            <p className="demo-card" aria-live="polite">
              Saved {saved.name}, {saved.street1}, {saved.city}
              {saved.validation_results?.is_valid ? ' (verified)' : ''}.
            </p>
          )}
        </div>
        <div>
          <h2>Saved addresses</h2>
          <QueryState query={addresses} />
          {addresses.data && (
            <ul className="demo-cards" aria-label="Saved addresses">
              {addresses.data.results.map((address) => (
                <li key={address.object_id} className="demo-card">
                  <strong>{address.name || address.company}</strong>
                  <br />
                  {address.street1}
                  <br />
                  {address.city} {address.state} {address.zip} · {address.country}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
