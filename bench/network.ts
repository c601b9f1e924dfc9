// Network figures: how many requests a flow makes, counted at the fetch boundary.
import { createApiClient } from '../src/api/client';
import { createEmbeddedToken } from '../src/api/resources/accounts';
import { listOrders } from '../src/api/resources/orders';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { createTokenSource } from '../src/api/token';
import { createSandbox } from '../sandbox/sandbox';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';

const ORIGIN = 'http://sandbox.bench';

export interface NetworkFigures {
  /** API requests of a domestic label purchase through the typed client (quote, buy), plus token fetches. */
  labelPurchase: { apiRequests: number; tokenFetches: number; paths: string[] };
  /** fetchToken calls when 200 queries start at once with an expired token. */
  fetchTokenCallsFor200ExpiredQueries: number;
}

export async function measureNetwork(): Promise<NetworkFigures> {
  const sandbox = createSandbox({ seed: 'bench', now: Date.UTC(2026, 10, 23, 15) });
  const paths: string[] = [];
  const counting: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    paths.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.fetch(request);
  };
  const backend = createApiClient({ baseUrl: ORIGIN, auth: { apiKey: sandbox.keys.test }, fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
  let tokenFetches = 0;
  const tokens = createTokenSource(async () => {
    tokenFetches += 1;
    return createEmbeddedToken(backend, { scope: 'embedded:carriers' });
  });
  const browser = createApiClient({ baseUrl: ORIGIN, auth: { tokenSource: tokens }, fetch: counting });
  const shipment = await createShipment(browser, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
  const cheapest = shipment.rates?.find((rate) => rate.attributes?.includes('CHEAPEST'));
  if (!cheapest) {
    throw new Error('No rate to buy');
  }
  await createTransaction(browser, { rate: cheapest.object_id, label_file_type: 'PDF_4x6' });
  const labelPurchase = { apiRequests: paths.length, tokenFetches, paths: [...paths] };

  // A valid token in memory, then the tab sleeps past its expiry (the token source's clock jumps
  // 13 hours) and 200 queries start at once: they must share one refresh.
  let refreshes = 0;
  let clock = Date.now();
  const expired = createTokenSource(
    async () => {
      refreshes += 1;
      return createEmbeddedToken(backend, { scope: 'embedded:carriers' });
    },
    { now: () => clock, autoRefresh: false },
  );
  await expired.get();
  refreshes = 0;
  clock += 13 * 3_600_000;
  const client = createApiClient({ baseUrl: ORIGIN, auth: { tokenSource: expired }, fetch: (input, init) => sandbox.fetch(new Request(input, init)) });
  await Promise.all(Array.from({ length: 200 }, () => listOrders(client, { results: 1 })));
  return { labelPurchase, fetchTokenCallsFor200ExpiredQueries: refreshes };
}
