// Two tabs of one browser (one context: same origin, same cookies, one BroadcastChannel namespace),
// each working for another store of the signed-in user (two managed accounts): each buys its
// label on its own account, checked with the API key on the server side.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { listOrders } from '../src/api/resources/orders';
import { listTransactions } from '../src/api/resources/transactions';
import { buy, step, throughToRates } from './flows';
import { shownToasts, signedInPage, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();

const STORES = {
  'Corner Shop': 'acct_managed_corner_shop',
  'Bike Works': 'acct_managed_bike_works',
} as const;
type Store = keyof typeof STORES;

/** The API as the merchant's backend sees it: the server-side key, acting for `accountId`. */
function backendApi(accountId: string) {
  const sandbox = e2e.demo.sandbox;
  if (!sandbox) {
    throw new Error('This test needs the in-process sandbox');
  }
  return createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test }, accountId, retry: false });
}

async function paidUsOrder(accountId: string) {
  const orders = (await listOrders(backendApi(accountId), { results: 100 })).results;
  const order = orders.find((candidate) => candidate.to_address?.country === 'US' && candidate.order_status === 'PAID');
  if (!order) {
    throw new Error(`No PAID order to US for ${accountId}`);
  }
  return order;
}

async function trackingNumbers(accountId: string): Promise<string[]> {
  const transactions = (await listTransactions(backendApi(accountId), { results: 100 })).results;
  return transactions.map((transaction) => transaction.tracking_number ?? '').filter(Boolean);
}

/** The store each token request of the page was for (the demo names it in `X-Demo-Store`). */
function tokenRequestsOf(page: Page): string[] {
  const stores: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/shipping-token')) {
      stores.push(request.headers()['x-demo-store'] ?? 'none');
    }
  });
  return stores;
}

/** Switches the tab to `store` and opens the ship flow for one of that store's orders. */
async function shipFor(page: Page, store: Store): Promise<void> {
  await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: store });
  const order = await paidUsOrder(STORES[store]);
  await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
  await page.getByRole('heading', { name: 'Ship an order' }).waitFor();
  await throughToRates(page);
}

async function boughtTracking(page: Page): Promise<string> {
  await step(page, 'Your label is ready');
  let tracking = '';
  await expect
    .poll(async () => {
      const match = (await shownToasts(page)).map((toast) => /^Label bought\. Tracking number: ([A-Z0-9]+)\.$/.exec(toast)).find(Boolean);
      tracking = match?.[1] ?? '';
      return tracking;
    })
    .not.toBe('');
  return tracking;
}

describe('two tabs, two accounts', () => {
  it('buys each tab’s label on the account of the store that tab works for', async () => {
    const { context, page: cornerShop, errors } = await signedInPage(e2e);
    const cornerShopTokens = tokenRequestsOf(cornerShop);
    await shipFor(cornerShop, 'Corner Shop');
    // A second tab of the same browser, signed in by the same cookie, works for another store
    // while the first is still open on its rates.
    const bikeWorks = await context.newPage();
    const bikeWorksTokens = tokenRequestsOf(bikeWorks);
    bikeWorks.on('pageerror', (error) => errors.push(error.message));
    await bikeWorks.goto(e2e.demo.url);
    await bikeWorks.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await shipFor(bikeWorks, 'Bike Works');

    await buy(bikeWorks);
    const bikeWorksLabel = await boughtTracking(bikeWorks);
    await buy(cornerShop);
    const cornerShopLabel = await boughtTracking(cornerShop);

    // Each tab asked its backend for its own store's token: neither took the other's.
    expect(cornerShopTokens).toContain('corner-shop');
    expect(bikeWorksTokens).toContain('bike-works');
    expect(bikeWorksTokens).not.toContain('corner-shop');
    const onCornerShop = await trackingNumbers(STORES['Corner Shop']);
    const onBikeWorks = await trackingNumbers(STORES['Bike Works']);
    expect(onCornerShop).toContain(cornerShopLabel);
    expect(onCornerShop).not.toContain(bikeWorksLabel);
    expect(onBikeWorks).toContain(bikeWorksLabel);
    expect(onBikeWorks).not.toContain(cornerShopLabel);
    expect(errors).toEqual([]);

    // A third tab switched to Corner Shop shows Corner Shop's label (its token, from its own
    // backend or from the first tab, is Corner Shop's).
    const again = await context.newPage();
    await again.goto(e2e.demo.url);
    await again.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await again.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Corner Shop' });
    await again.getByRole('link', { name: 'Shipments' }).click();
    await again.getByRole('row', { name: new RegExp(cornerShopLabel) }).waitFor();
    expect(await again.getByRole('row', { name: new RegExp(bikeWorksLabel) }).count()).toBe(0);
    await context.close();
  });
});
