import * as React from 'react';
import { AccountOnboarding, ShippingElementsProvider, type ShippingElementsProviderProps } from 'shipping-elements';
import { fill, useDemoText } from '../text';

/** A store of the demo, as the backend lists it (`accountId` null: the platform's own account). */
export interface DemoStore {
  id: string;
  name: string;
  accountId: string | null;
}

/** Props of {@link StoresPage}. */
export interface StoresPageProps {
  stores: readonly DemoStore[];
  /** The store just added joins the app's list (and so the store picker). */
  onStoreAdded: (store: DemoStore) => void;
  /** The provider a store's own pages get (its token, identity and settings), for the new store's setup. */
  providerFor: (storeId: string) => Omit<ShippingElementsProviderProps, 'children'>;
}

/**
 * The platform's "Stores" page: its stores (the managed accounts), "Add a store" (the demo
 * backend creates the managed account with createManagedAccount, POST /api/stores), and the new
 * store's AccountOnboarding in a provider of its own, whose token is minted for the new account.
 * A store that finished its setup is ready: it is in the store picker, and buys its first label.
 */
export function StoresPage({ stores, onStoreAdded, providerFor }: StoresPageProps) {
  const text = useDemoText();
  const [name, setName] = React.useState('');
  const [adding, setAdding] = React.useState(false);
  const [failed, setFailed] = React.useState(false);
  const [added, setAdded] = React.useState<DemoStore | null>(null);
  const [ready, setReady] = React.useState<string | null>(null);
  const [copied, setCopied] = React.useState<string | null>(null);
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (adding || name.trim() === '') {
      return;
    }
    setAdding(true);
    setFailed(false);
    try {
      const response = await fetch('/api/stores', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
      if (!response.ok) {
        throw new Error(`The stores route answered ${response.status}`);
      }
      const store = (await response.json()) as DemoStore;
      onStoreAdded(store);
      setAdded(store);
      setReady(null);
      setName('');
    } catch {
      setFailed(true);
    } finally {
      setAdding(false);
    }
  };
  return (
    <section aria-labelledby="stores-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="stores-title">{text.stores.title}</h1>
          <p className="demo-muted">{text.stores.intro}</p>
        </div>
      </header>
      <div className="demo-panel">
        <h2 id="stores-list-title">{text.stores.listTitle}</h2>
        <ul aria-labelledby="stores-list-title" className="demo-stores">
          {stores.map((store) => (
            <li key={store.id}>
              <strong>{store.name}</strong>
              <span className="demo-muted">{store.accountId === null ? text.stores.own : text.stores.managed}</span>
              {store.accountId !== null && <CopyAccountId name={store.name} accountId={store.accountId} onCopied={setCopied} />}
            </li>
          ))}
        </ul>
        <p role="status" className="demo-muted">
          {copied === null ? '' : fill(text.stores.copied, { name: copied })}
        </p>
      </div>
      <form className="demo-panel demo-form" aria-labelledby="stores-add-title" onSubmit={(event) => void add(event)}>
        <h2 id="stores-add-title">{text.stores.addTitle}</h2>
        <div className="demo-field">
          <label htmlFor="stores-name">{text.stores.name}</label>
          <input id="stores-name" className="demo-input" value={name} maxLength={80} required autoComplete="organization" onChange={(event) => setName(event.target.value)} />
        </div>
        {failed && <p role="alert">{text.stores.addFailed}</p>}
        <button type="submit" className="demo-button" aria-disabled={adding || undefined}>
          {adding ? text.stores.adding : text.stores.add}
        </button>
      </form>
      {added && (
        <div className="demo-panel" aria-label={fill(text.stores.setUp, { name: added.name })} role="region">
          {ready === added.id ? (
            <p role="status">{fill(text.stores.ready, { name: added.name })}</p>
          ) : (
            <ShippingElementsProvider key={added.id} {...providerFor(added.id)}>
              <AccountOnboarding accountId={added.accountId ?? ''} onAccountReady={() => setReady(added.id)} />
            </ShippingElementsProvider>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The managed account's id, for the platform's engineers (support, logs): never shown as text to
 * the person, only copied by a button that names the store.
 */
function CopyAccountId({ name, accountId, onCopied }: { name: string; accountId: string; onCopied: (name: string) => void }) {
  const text = useDemoText();
  return (
    <button
      type="button"
      className="demo-button demo-button-secondary demo-button-small"
      aria-label={fill(text.stores.copyIdOf, { name })}
      data-account-id={accountId}
      onClick={() => void navigator.clipboard.writeText(accountId).then(() => onCopied(name))}
    >
      {text.stores.copyId}
    </button>
  );
}
