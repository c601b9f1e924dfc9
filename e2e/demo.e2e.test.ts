import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { listOrders } from '../src/api/resources/orders';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { axeViolations, screenshot, signedInPage, startE2E, type E2E } from './harness';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
}, 120_000);

afterAll(async () => {
  await e2e?.close();
});

/** The merchant backend's own API access (the key stays in the test, as on a server). */
function backendClient() {
  const sandbox = e2e.demo.sandbox;
  if (!sandbox) {
    throw new Error('The e2e tests need the sandbox');
  }
  return createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
}

describe('demo merchant app', () => {
  it('refuses shipping tokens to a signed-out browser; the API key never reaches the page', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const bodies: string[] = [];
    page.on('response', (response) => {
      void response.text().then((text) => bodies.push(text), () => undefined);
    });
    await page.goto(e2e.demo.url);
    const status = await page.evaluate(async () => (await fetch('/api/shipping-token', { method: 'POST' })).status);
    expect(status).toBe(401);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByRole('row').nth(3).waitFor();
    expect(bodies.join('\n')).not.toContain(e2e.demo.sandbox?.keys.test ?? 'never');
    await context.close();
  });

  it('lists orders from the API, filters them, and passes axe', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('row').nth(1).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders');
    await page.getByLabel('Status').selectOption('SHIPPED');
    await page.getByRole('row').nth(1).waitFor();
    const statuses = await page.locator('tbody tr td:nth-child(7)').allTextContents();
    expect(statuses.every((status) => status === 'Shipped')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows bought labels with their tracking link, and voids one', async () => {
    const api = backendClient();
    const order = (await listOrders(api, { order_status: ['PAID'], results: 1 })).results[0];
    const shipment = await createShipment(api, {
      address_from: SENDER,
      address_to: RECIPIENT,
      parcels: [BOX],
    });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id, metadata: `order:${order?.object_id ?? ''}` });
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Shipments' }).click();
    const row = page.getByRole('row', { name: new RegExp(label.tracking_number ?? 'x') });
    await row.waitFor();
    await expect.poll(() => row.getByRole('link', { name: `${label.tracking_number ?? 'x'} (opens in a new tab)`, exact: true }).getAttribute('rel')).toContain('noopener');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shipments');
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: /Void label/ }).click();
    await expect.poll(async () => row.textContent(), { timeout: 10_000 }).toMatch(/Refund pending|Refund requested|REFUNDPENDING/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refreshes a token that expires mid-session without the user noticing', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('row').nth(1).waitFor();
    let tokenRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/shipping-token')) {
        tokenRequests += 1;
      }
    });
    // Past the 12-hour lifetime on the API's clock: the browser's token is now refused (401).
    await e2e.demo.sandbox?.advance(13 * 3_600_000);
    // A page whose data is not cached yet: its first request is refused, refreshed and replayed.
    await page.getByRole('link', { name: 'Shipments' }).click();
    await page.getByRole('heading', { name: 'Shipments' }).waitFor();
    await page.waitForFunction(() => document.querySelector('main [role="status"]') === null);
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Status').selectOption('CANCELLED');
    await page.waitForFunction(() => document.querySelector('main [role="status"]') === null);
    await expect.poll(() => tokenRequests).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    // The browser logs the refused request itself; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
    await context.close();
  });

  it('switches locale and theme from the settings', async () => {
    const { page, context } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Language and region').selectOption('de');
    await page.getByLabel('Dark').check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'settings');
    await page.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('cell', { name: 'Bezahlt' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-de-dark');
    await context.close();
  });

  it('keeps the host’s QueryClient untouched on the hostile-host page', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Hostile host' }).click();
    await page.getByText('carrier accounts loaded by the kit').waitFor();
    // A kit block (RatePicker) works inside the host's QueryClientProvider too.
    await page.getByRole('radio').first().waitFor();
    const keys = await page.getByTestId('host-cache').locator('output').textContent();
    expect(keys).toBe('["host","greeting"]');
    // The kit's block still carries its theme under the host's reset.
    const theme = await page.locator('[data-se-part="demo-block"]').getAttribute('data-se-theme');
    expect(theme).toBe('light');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'hostile-host');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shops rates for an order with the keyboard and sees checkout options', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('row').nth(1).waitFor();
    await page.getByRole('link', { name: /^Compare rates for #/ }).first().click();
    await page.getByRole('heading', { name: /Rate shopping for order/ }).waitFor();
    const group = page.getByRole('group', { name: /Shipping options/ });
    await group.getByRole('radio').first().waitFor();
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByText(/^Selected:/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'rates-for-order');
    await page.getByLabel(/Show checkout options/).check();
    await page.getByRole('radio', { name: /Free shipping|Standard shipping|Express/ }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'rates-checkout');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates an address in the address book and accepts the suggested version', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Address book' }).click();
    await page.getByRole('heading', { name: 'Add a customer address' }).waitFor();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Address line 1').fill('12 park avenue');
    await page.getByLabel('City').fill('new york');
    await page.getByLabel('State').selectOption('NY');
    await page.getByLabel(/ZIP code/).fill('10016');
    await page.getByRole('button', { name: 'Save address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your address' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'address-suggestion');
    await dialog.getByRole('button', { name: 'Use suggested address' }).click();
    await page.getByText(/Saved Ada Lovelace, 12 Park Ave, New York \(verified\)/).waitFor();
    await page.getByRole('list', { name: 'Saved addresses' }).getByText('12 Park Ave').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'addresses');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes axe on every page and saves a screenshot of each', async () => {
    const { page, context } = await signedInPage(e2e);
    for (const name of ['rates', 'bulk', 'pickups', 'reports']) {
      await page.goto(`${e2e.demo.url}#/${name}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Every page says "loading" until its data is in (the blocks keep live status regions of
      // their own, so wait for the demo's loading line and for no block to be busy).
      await page.waitForFunction(() => document.querySelector('main [data-demo-loading], main [aria-busy="true"]') === null);
      expect(await axeViolations(page), name).toEqual([]);
      await screenshot(page, name);
    }
    await context.close();
  });
});
