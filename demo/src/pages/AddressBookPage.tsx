import { useAddresses, useShippingElements } from 'shipping-elements';

export function AddressBookPage() {
  const { messages } = useShippingElements();
  const addresses = useAddresses({ results: 25 });
  return (
    <section aria-labelledby="addresses-title" className="demo-page">
      <h1 id="addresses-title">Address book</h1>
      {addresses.isPending && <p role="status">{messages.common.loading}</p>}
      {addresses.isError && <p role="alert">{addresses.error.message}</p>}
      {addresses.data && (
        <ul className="demo-cards">
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
    </section>
  );
}
