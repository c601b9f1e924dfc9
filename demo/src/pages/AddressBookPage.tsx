import * as React from 'react';
import { AddressForm, useAddresses, type Address } from 'shipping-elements';
import { QueryState } from '../QueryState';
import { fill, useDemoText, type DemoText } from '../text';
import { useToast } from '../toasts';

/** What the address book says about an address: validated by the API, or kept as entered. */
function validity(address: Address, text: DemoText): { state: 'valid' | 'unchecked'; label: string } {
  return address.validation_results?.is_valid === true
    ? { state: 'valid', label: text.addresses.verified }
    : { state: 'unchecked', label: text.addresses.unchecked };
}

/**
 * An address the API refused was never saved: the form showed why and did not submit it. The API
 * keeps the object it validated all the same (addresses are disposable), so the book leaves it out.
 */
function wasSaved(address: Address): boolean {
  return address.validation_results?.is_valid !== false;
}

/**
 * One entry per place: addresses are disposable in the API, so the same address may be stored more
 * than once (by other sessions, other devices). The book shows each once, its verified copy first.
 */
function distinctAddresses(addresses: readonly Address[]): Address[] {
  const byContent = new Map<string, Address>();
  for (const address of addresses) {
    const key = [address.name, address.company, address.street1, address.street2, address.city, address.state, address.zip, address.country]
      .map((part) => (part ?? '').trim().toLowerCase())
      .join('|');
    const kept = byContent.get(key);
    if (!kept || (address.validation_results?.is_valid === true && kept.validation_results?.is_valid !== true)) {
      byContent.set(key, address);
    }
  }
  return [...byContent.values()];
}

export function AddressBookPage() {
  const text = useDemoText();
  const toast = useToast();
  const addresses = useAddresses({ results: 100 });
  const entries = addresses.data ? distinctAddresses(addresses.data.results.filter(wasSaved)) : [];
  // A saved address starts an empty form for the next one (a new key), its first field focused.
  const [formKey, setFormKey] = React.useState(0);
  const form = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    if (formKey > 0) {
      form.current?.querySelector<HTMLElement>('input, select')?.focus();
    }
  }, [formKey]);
  return (
    <section aria-labelledby="addresses-title" className="demo-page">
      <header className="demo-page-header">
        <h1 id="addresses-title">{text.addresses.title}</h1>
      </header>
      <div className="demo-columns">
        <div className="demo-panel">
          <h2>{text.addresses.add}</h2>
          <AddressForm
            key={formKey}
            ref={form}
            mode="recipient"
            onSubmit={(saved) => {
              toast(fill(text.toasts.addressSaved, { name: saved.name || saved.company || '', street: saved.street1 ?? '', city: saved.city ?? '' }));
              setFormKey((key) => key + 1);
            }}
          />
        </div>
        <div className="demo-panel">
          <h2>{text.addresses.saved}</h2>
          <QueryState query={addresses} />
          {addresses.isSuccess && entries.length === 0 && <p className="demo-muted">{text.addresses.empty}</p>}
          {entries.length > 0 && (
            <ul className="demo-address-list" aria-label={text.addresses.saved}>
              {entries.map((address) => {
                const status = validity(address, text);
                return (
                  <li key={address.object_id} className="demo-address">
                    <div>
                      <strong>{address.name || address.company}</strong>
                      <span className="demo-block">{address.street1}</span>
                      <span className="demo-block demo-muted">
                        {address.city} {address.state} {address.zip} · {address.country}
                      </span>
                    </div>
                    <span className="demo-badge" data-validity={status.state}>
                      {status.label}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
