// A production-build page with OrdersInbox (`?block=orders`) or LabelHistory (`?block=labels`)
// against a sandbox of 10,000 orders and 10,000 labels (bench/inbox-browser.ts): the API's origin
// comes in `?api=`, the token from the bench through `window.benchToken` (in memory only). The
// page's `window.inboxBench` does what a person does (applies filters, selects, scrolls) and times
// each action to the frame that shows its result (./painted.ts).
import { createRoot } from 'react-dom/client';
import { LabelHistory, OrdersInbox, ShippingElementsProvider } from '../../src';
// The kit's default theme, as a host would import it (built by `npm run build`).
import '../../dist/styles.css';
import { inboxBench } from './actions';

const query = new URLSearchParams(window.location.search);
const api = query.get('api') ?? '';
const token = () => {
  const value = (window as unknown as { benchToken?: { token: string; expires_in: string } }).benchToken;
  return value ? Promise.resolve(value) : Promise.reject(new Error('The bench gave no token'));
};

(window as unknown as { inboxBench: typeof inboxBench }).inboxBench = inboxBench;

createRoot(document.getElementById('root')!).render(
  <ShippingElementsProvider baseUrl={api} fetchToken={token}>
    {query.get('block') === 'labels' ? <LabelHistory /> : <OrdersInbox />}
  </ShippingElementsProvider>,
);
