// A production-build page with BatchUploader against a sandbox (bench/batch-browser.ts): the API's
// origin comes in `?api=`, the token from the bench through `window.benchToken` (in memory only).
import { createRoot } from 'react-dom/client';
import { BatchUploader, ShippingElementsProvider } from '../../src';
// The kit's default theme, as a host would import it (built by `npm run build`).
import '../../dist/styles.css';

const api = new URLSearchParams(window.location.search).get('api') ?? '';
// bench/live-batch.ts: the URL of a Server-Sent Events relay of the sandbox's webhooks.
const eventsUrl = new URLSearchParams(window.location.search).get('events');
const events = eventsUrl ? { url: eventsUrl } : undefined;
const token = () => {
  const value = (window as unknown as { benchToken?: { token: string; expires_in: string } }).benchToken;
  return value ? Promise.resolve(value) : Promise.reject(new Error('The bench gave no token'));
};
const SENDER = { name: 'Shipping Desk', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };

createRoot(document.getElementById('root')!).render(
  <ShippingElementsProvider baseUrl={api} fetchToken={token} events={events}>
    <BatchUploader sender={SENDER} />
  </ShippingElementsProvider>,
);
