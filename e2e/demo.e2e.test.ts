import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { listOrders } from '../src/api/resources/orders';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { filterOrderStatuses, ORDER_COLUMNS, orderColumn, orderFor, saveCorrectableAddress, wholeOrderColumn } from './flows';
import { axeViolations, customerText, INTERNAL_WORDING, screenshot, shownToasts, signedInPage, withPreferences, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();

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
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.getByRole('row').nth(3).waitFor();
    expect(bodies.join('\n')).not.toContain(e2e.demo.sandbox?.keys.test ?? 'never');
    await context.close();
  });

  it('lists orders from the API in the kit’s OrdersInbox, filters them (kept in the page’s address), and passes axe', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    const grid = page.getByRole('grid', { name: 'Orders, newest first' });
    await grid.getByRole('row').nth(1).waitFor();
    // The block starts with the orders that can ship.
    expect(new Set(await orderColumn(page, ORDER_COLUMNS.status))).toEqual(new Set(['Paid', 'Partially shipped']));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders');
    await filterOrderStatuses(page, ['Shipped']);
    await expect.poll(async () => new Set(await orderColumn(page, ORDER_COLUMNS.status))).toEqual(new Set(['Shipped']));
    expect(new URL(page.url()).hash).toBe('#/orders?order_status=SHIPPED');
    // The filters are the address's: a reload shows the same orders.
    await page.reload();
    await grid.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('checkbox', { name: /^Shipped/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Paid/ }).isChecked()).toBe(false);
    await expect.poll(async () => new Set(await orderColumn(page, ORDER_COLUMNS.status))).toEqual(new Set(['Shipped']));
    // Every order, every channel: the platform's display name, never the API's identifier.
    await filterOrderStatuses(page, []);
    await expect.poll(() => new URL(page.url()).hash).toBe('#/orders?order_status=');
    await page.getByRole('paragraph').filter({ hasText: /^24 orders$/ }).waitFor();
    const channels = await wholeOrderColumn(page, ORDER_COLUMNS.channel);
    expect(channels).toHaveLength(24);
    expect(channels).toEqual(expect.arrayContaining(['Spreadsheet import', 'Manual order', 'BigCommerce', 'Shopify']));
    expect(channels.filter((channel) => ['CSV_Import', 'Svc', 'Bigcommerce', ''].includes(channel))).toEqual([]);
    // One channel, by its display name.
    await page.getByRole('combobox', { name: 'Sales channel' }).selectOption({ label: 'Spreadsheet import' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => new Set(await orderColumn(page, ORDER_COLUMNS.channel))).toEqual(new Set(['Spreadsheet import']));
    expect(new URL(page.url()).hash).toBe('#/orders?order_status=&shop_app=CSV_Import');
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL_WORDING);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows bought labels with their order and recipient, and voids one in the kit’s dialog; the status follows without a reload', async () => {
    const api = backendClient();
    const order = (await listOrders(api, { order_status: ['PAID'], results: 1 })).results[0];
    const shipment = await createShipment(api, {
      address_from: SENDER,
      address_to: RECIPIENT,
      parcels: [BOX],
    });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id, metadata: `order:${order?.object_id ?? ''}` });
    const { page, context, errors } = await signedInPage(e2e);
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Shipments' }).click();
    const row = page.getByRole('row', { name: new RegExp(label.tracking_number ?? 'x') });
    await row.waitFor();
    await expect.poll(() => row.getByRole('link', { name: `Download ${label.tracking_number ?? 'x'} (opens in a new tab)`, exact: true }).getAttribute('rel')).toContain('noopener');
    // The order's number and recipient, not the raw `order:<id>` metadata.
    await row.getByRole('cell', { name: order?.order_number ?? 'x', exact: true }).waitFor();
    await row.getByText(order?.to_address?.name ?? 'x').waitFor();
    expect(await row.textContent()).not.toMatch(INTERNAL_WORDING);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shipments');
    await row.getByRole('button', { name: 'Void label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void this label?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shipments-void-dialog');
    await dialog.getByRole('button', { name: 'Void label' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Refund pending', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await row.getByRole('button', { name: /Void/ }).count()).toBe(0);
    // The refund settles on the API's clock; the row follows to its end state without a reload.
    await e2e.demo.sandbox?.advance(6_000);
    await row.getByText('Refunded', { exact: true }).waitFor({ timeout: 20_000 });
    expect(nativeDialogs).toEqual([]);
    const toasts = await shownToasts(page);
    expect(toasts.length).toBeGreaterThan(0);
    expect(toasts.filter((toast) => INTERNAL_WORDING.test(toast))).toEqual([]);
    await screenshot(page, 'shipments-refunded');
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
    await page.waitForFunction(() => document.querySelector('main [data-demo-loading], main [aria-busy="true"]') === null);
    await page.getByRole('link', { name: 'Orders' }).click();
    await filterOrderStatuses(page, ['Cancelled']);
    await page.waitForFunction(() => document.querySelector('main [data-demo-loading], main [aria-busy="true"]') === null);
    await expect.poll(() => tokenRequests).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    // The browser logs the refused request itself; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
    await context.close();
  });

  it('switches locale and theme from the settings: the whole shell follows, in German and dark', async () => {
    const { page, context } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Language and region').selectOption('de');
    await page.getByRole('heading', { name: 'Einstellungen' }).waitFor();
    await page.getByLabel('Dunkel').check();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'settings-de-dark');
    await page.getByRole('link', { name: 'Bestellungen' }).click();
    await page.getByRole('gridcell', { name: 'Bezahlt', exact: true }).first().waitFor();
    await page.getByRole('columnheader', { name: 'Kanal' }).waitFor();
    // The block's inputs are dark in the dark theme too.
    const background = await page.getByRole('combobox', { name: 'Verkaufskanal' }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-de-dark');
    await context.close();
  });

  it('shows the whole shell in French: navigation, titles, table headers, units and buttons', async () => {
    const order = await orderFor(e2e.demo, 'US');
    const { page, context, errors } = await signedInPage(e2e);
    await withPreferences(page, `${e2e.demo.url}#/orders`, { locale: 'fr' });
    await page.getByRole('heading', { name: 'Commandes', level: 1 }).waitFor();
    const navigation = page.getByRole('navigation', { name: 'Principale' });
    expect(await navigation.getByRole('link').allTextContents()).toEqual([
      'Commandes',
      'Créer une étiquette',
      'Expéditions',
      'Carnet d’adresses',
      'Comparer les tarifs',
      'Import en masse',
      'Enlèvements',
      'Rapports',
      'Paramètres',
      'Paiement',
      'Transporteurs',
      'Boutique',
      'Magasins',
    ]);
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Sélection', 'Commande', 'Passée le', 'Destinataire', 'Articles', 'Total', 'Canal', 'Statut', 'Étiquette', 'Actions']);
    await page.getByRole('button', { name: /^Expédier la commande #/ }).first().waitFor();
    await page.getByRole('button', { name: 'Appliquer les filtres' }).waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await page.goto(`${e2e.demo.url}#/rates?order=${order.object_id}`);
    await page.getByRole('heading', { name: /^Comparer les tarifs de la commande #/ }).waitFor();
    await page.getByRole('textbox', { name: 'Poids (lb)' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the host’s QueryClient untouched on the hostile-host page', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    // A test fixture, not a page of the merchant's app: opened directly, never in the navigation.
    expect(await page.getByRole('link', { name: 'Hostile host' }).count()).toBe(0);
    await page.goto(`${e2e.demo.url}#/hostile`);
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

  it('shops rates for an order with the keyboard and sees checkout options for the order’s own total', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    // The first order of the Orders page, and its total as the page shows it.
    const first = page.getByRole('grid', { name: 'Orders, newest first' }).getByRole('row').nth(1);
    await first.getByRole('gridcell').nth(ORDER_COLUMNS.total).waitFor();
    const number = await first.getByRole('gridcell').nth(ORDER_COLUMNS.order).textContent();
    const total = await first.getByRole('gridcell').nth(ORDER_COLUMNS.total).textContent();
    const order = (await listOrders(backendClient(), { results: 100 })).results.find((candidate) => candidate.order_number === number);
    await page.goto(`${e2e.demo.url}#/rates?order=${order?.object_id ?? 'x'}`);
    await page.getByRole('heading', { name: /Rate shopping for order/ }).waitFor();
    const group = page.getByRole('group', { name: /Shipping options/ });
    await group.getByRole('radio').first().waitFor();
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByText(/^Selected:/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'rates-for-order');

    // The order's weight can be changed; a selection for the old weight goes away with its rates.
    const weight = page.getByRole('textbox', { name: 'Weight (lb)' });
    expect(await weight.isEditable()).toBe(true);
    const firstRate = await group.getByRole('radio').first().getAttribute('value');
    await weight.fill('7');
    expect(await page.getByText(/^Selected:/).count()).toBe(0);
    await expect.poll(() => group.getByRole('radio').first().getAttribute('value'), { timeout: 15_000 }).not.toBe(firstRate);
    expect(await page.getByText(/^Selected:/).count()).toBe(0);
    expect(await group.getByRole('radio', { checked: true }).count()).toBe(0);

    // A cleared weight stays cleared, and a wrong one is named on the field itself.
    await weight.fill('');
    expect(await weight.inputValue()).toBe('');
    await weight.fill('abc');
    expect(await weight.getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Enter the weight in pounds as a number greater than 0, for example 2.5.').waitFor();
    expect(await page.getByText(/Check the highlighted fields/).count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL_WORDING);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'rates-invalid-weight');
    await weight.fill('2.5');
    await group.getByRole('radio').first().waitFor();

    // Checkout options for this order's own total.
    const checkout = page.getByLabel(/checkout options for this order’s total/);
    expect(await page.getByText(`Show the checkout options for this order’s total of ${total ?? 'x'}`).count()).toBe(1);
    await checkout.check();
    await page.getByRole('radio', { name: /Free shipping|Standard shipping|Express/ }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'rates-checkout');
    const toasts = await shownToasts(page);
    expect(toasts.filter((toast) => INTERNAL_WORDING.test(toast))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('validates an address in the address book and accepts the suggested version', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Address book' }).click();
    await page.getByRole('heading', { name: 'Add a customer address' }).waitFor();
    await saveCorrectableAddress(page);
    const dialog = page.getByRole('dialog', { name: 'Confirm your address' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'address-suggestion');
    await dialog.getByRole('button', { name: 'Use suggested address' }).click();
    await page.getByText('Address saved: Ada Lovelace, 12 Park Ave, New York.').waitFor();
    const saved = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ hasText: '12 Park Ave' });
    await saved.first().waitFor();
    // The address book says which addresses were verified, and holds one copy of each.
    expect(await saved.first().getByText('Verified', { exact: true }).count()).toBe(1);
    expect(await saved.count()).toBe(1);
    expect((await shownToasts(page)).filter((toast) => INTERNAL_WORDING.test(toast))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'addresses');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('passes axe on every page, in English and light and in French and dark, with no internal wording, and saves a screenshot of each', async () => {
    const { page, context } = await signedInPage(e2e);
    const pages = ['orders', 'ship', 'shipments', 'addresses', 'rates', 'bulk', 'pickups', 'reports', 'settings', 'stores'];
    // Every page in both themes and both languages, in two rounds: English in light, French in dark
    // (the theme decides the contrast axe checks; the language, the lengths and the wording).
    for (const [locale, theme] of [
      ['en', 'light'],
      ['fr', 'dark'],
    ] as const) {
      await withPreferences(page, `${e2e.demo.url}#/orders`, { locale, theme });
      for (const name of pages) {
        await page.goto(`${e2e.demo.url}#/${name}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Every page says "loading" until its data is in (the blocks keep live status regions of
        // their own, so wait for the demo's loading line and for no block to be busy).
        await page.waitForFunction(() => document.querySelector('main [data-demo-loading], main [aria-busy="true"]') === null);
        await page.locator('main .demo-panel, main .demo-empty').first().waitFor();
        const label = `${name}-${locale}-${theme}`;
        expect(await axeViolations(page), label).toEqual([]);
        expect(await customerText(page), label).not.toMatch(INTERNAL_WORDING);
        // A managed account's id reaches a person only through the Stores page's copy button.
        expect(await customerText(page), label).not.toMatch(/\bacct_[0-9a-z_]+/);
        await screenshot(page, label);
      }
    }
    await context.close();
  }, 480_000);

  it('shows a sign-in page in the kit’s look', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(e2e.demo.url);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'sign-in');
    await context.close();
  });
});
