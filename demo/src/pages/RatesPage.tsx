import { useCarrierAccounts, useServiceGroups, useShippingElements } from 'shipping-elements';

export function RatesPage() {
  const { messages } = useShippingElements();
  const accounts = useCarrierAccounts({ service_levels: true });
  const groups = useServiceGroups();
  return (
    <section aria-labelledby="rates-title" className="demo-page">
      <h1 id="rates-title">Rate shopping</h1>
      <h2>Carriers</h2>
      {accounts.isPending && <p role="status">{messages.common.loading}</p>}
      {accounts.data && (
        <ul className="demo-cards">
          {accounts.data.results.map((account) => (
            <li key={account.object_id} className="demo-card">
              <strong>{account.carrier_name}</strong>
              <br />
              {(account.service_levels ?? []).map((level) => level.name).join(' · ')}
            </li>
          ))}
        </ul>
      )}
      <h2>Checkout service groups</h2>
      {groups.data && (
        <ul className="demo-cards">
          {groups.data.map((group) => (
            <li key={group.object_id} className="demo-card">
              <strong>{group.name}</strong> ({group.type})
              <br />
              {group.description}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
