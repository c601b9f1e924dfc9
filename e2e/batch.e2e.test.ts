// BatchUploader in the demo, end to end in Chromium: a spreadsheet with valid and invalid rows,
// one fixed, one dropped, the invalid shipment removed, the labels bought once, the merged PDF.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { getOrder, listOrders } from '../src/api/resources/orders';
import { listTransactions } from '../src/api/resources/transactions';
import { advanceUntil } from './flows';
import { axeViolations, screenshot, signedInPage, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();

const FILE = [
  'Order;Recipient;Address;City;State;ZIP;Country;Weight;Unit;Length;Width;Height;Dimension unit',
  '#2001;Grace Hopper;1 Navy Yard Ave;Brooklyn;NY;11205;US;2.5;lb;10;8;4;in',
  '#2002;"Lovelace; Ada";300 W 57th St;New York;NY;;US;1;lb;10;8;4;in',
  '#2003;Bad Weight;4800 Oak Grove Dr;Pasadena;CA;91109;US;heavy;lb;10;8;4;in',
  '#2004;Nobody Home;1 Nowhere Rd;Springfield;IL;62701;US;1;lb;10;8;4;in',
].join('\r\n');

async function upload(page: Page, label = 'Choose a file', content = FILE, name = 'orders.csv') {
  await page.getByLabel(label).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${content}`, 'utf8') });
}

/** Presses a button from the keyboard: focus, then Enter. */
async function press(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' });
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Fetches a signed file URL from the page, as the browser would: no Authorization header. */
async function fetchFile(page: Page, url: string): Promise<{ status: number; head: string }> {
  return page.evaluate(async (href) => {
    const response = await fetch(href, { credentials: 'omit' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, head: String.fromCharCode(...bytes.slice(0, 5)) };
  }, url);
}

describe('bulk upload in the demo', () => {
  it('uploads a spreadsheet, fixes and drops rows, removes the invalid shipment and buys the labels once', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    const purchases: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/batches\/[^/]+\/purchase\/?$/.test(new URL(request.url()).pathname)) {
        purchases.push(request.url());
      }
    });
    await page.getByRole('link', { name: 'Bulk upload' }).click();
    await page.getByRole('heading', { name: 'Bulk upload' }).waitFor();
    await page.getByRole('link', { name: 'Download a sample file of the orders ready to ship' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'batch-empty');

    // The picker is reachable from the keyboard.
    await page.getByLabel('Choose a file').focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    await upload(page);
    await page.getByText('4 rows: 2 ready, 2 to fix, 0 blank lines skipped').waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'batch-preview');

    const zip = page.getByRole('textbox', { name: 'Line 3: Postal code' });
    await zip.focus();
    await page.keyboard.type('10019');
    await page.keyboard.press('Enter');
    await press(page, 'Remove line 4');
    await page.getByText('3 rows: 3 ready, 0 to fix, 0 blank lines skipped').waitFor();

    const parcelwise = await page.locator('option', { hasText: /parcelwise/i }).first().getAttribute('value');
    await page.getByRole('combobox', { name: /default carrier account/i }).selectOption(parcelwise ?? '');
    await page.getByRole('combobox', { name: /default service level/i }).selectOption('parcelwise_ground');
    await press(page, 'Create a batch of 3 shipments');
    await page.getByRole('progressbar', { name: 'Batch progress' }).waitFor();

    await e2e.demo.sandbox?.advance(3_000);
    await page.getByText('Some shipments cannot be shipped. Remove them to buy the others.').waitFor({ timeout: 20_000 });
    await page.getByText(/could not be found/i).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'batch-invalid');

    await press(page, 'Remove 1 invalid shipment');
    await page.getByText('Every shipment is ready to buy.', { exact: true }).first().waitFor({ timeout: 15_000 });
    await press(page, 'Buy the labels');
    const dialog = page.getByRole('dialog', { name: 'Buy these labels?' });
    await dialog.getByText(/^2 labels will be bought, in one batch, for a total of \$\d+\.\d\d\.$/).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'batch-confirm');
    const buy = dialog.getByRole('button', { name: 'Buy 2 labels' });
    await buy.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByText('Buying the labels…', { exact: true }).first().waitFor({ timeout: 15_000 });

    await e2e.demo.sandbox?.advance(5_000);
    await page.getByText('The labels are bought.', { exact: true }).first().waitFor({ timeout: 30_000 });
    await page.getByText(/^Tracking number /).first().waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'batch-purchased');

    const link = page.getByRole('link', { name: 'Labels, file 1 of 1' });
    expect(await link.getAttribute('rel')).toContain('noopener');
    const file = await fetchFile(page, (await link.getAttribute('href')) ?? '');
    expect(file).toEqual({ status: 200, head: '%PDF-' });
    expect(purchases).toHaveLength(1);

    // A second file in the same visit, through "Upload another file": its batch is bought too.
    await press(page, 'Upload another file');
    await page.getByLabel('Choose a file').waitFor({ state: 'attached', timeout: 15_000 });
    await upload(page, 'Choose a file', [FILE.split('\r\n')[0], '#3001;Katherine Johnson;1 Navy Yard Ave;Brooklyn;NY;11205;US;1;lb;10;8;4;in', '#3002;Dorothy Vaughan;300 W 57th St;New York;NY;10019;US;2;lb;10;8;4;in'].join('\r\n'), 'more.csv');
    await page.getByText('2 rows: 2 ready, 0 to fix, 0 blank lines skipped').waitFor({ timeout: 15_000 });
    await page.getByRole('combobox', { name: /default carrier account/i }).selectOption(parcelwise ?? '');
    await page.getByRole('combobox', { name: /default service level/i }).selectOption('parcelwise_ground');
    await press(page, 'Create a batch of 2 shipments');
    await page.getByRole('progressbar', { name: 'Batch progress' }).waitFor();
    await advanceUntil(e2e.demo, page, 'Every shipment is ready to buy.');
    await press(page, 'Buy the labels');
    const second = page.getByRole('dialog', { name: 'Buy these labels?' });
    await second.getByText(/for a total of/).waitFor({ timeout: 15_000 });
    await second.getByRole('button', { name: 'Buy 2 labels' }).click();
    await page.getByText('Buying the labels…', { exact: true }).first().waitFor({ timeout: 15_000 });
    await advanceUntil(e2e.demo, page, 'The labels are bought.');
    expect(purchases).toHaveLength(2);
    // Vite's dev client may not reach its HMR socket when several demos run at once: not the block's.
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows the preview in French in the dark theme', async () => {
    const { page, context } = await signedInPage(e2e);
    // The demo's brand colour carries white text in both themes (App.tsx), so no override here.
    await page.evaluate(() => localStorage.setItem('northwind-demo-settings', JSON.stringify({ theme: 'dark', locale: 'fr' })));
    // A hash change does not reload: reload so the demo reads its settings again.
    await page.goto(`${e2e.demo.url}#/bulk`);
    await page.reload();
    // The file input is visually hidden (its label is the visible button): attached is enough.
    await page.getByLabel('Choisir un fichier').waitFor({ state: 'attached' });
    await upload(page, 'Choisir un fichier');
    await page.getByRole('table', { name: 'Lignes de orders.csv' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'batch-preview-fr-dark');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 240_000);

  it('buys the seeded orders ready to ship from the demo’s sample file (no refunded, cancelled or unpaid one), those abroad with their customs and a commercial invoice', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    const sandbox = e2e.demo.sandbox!;
    const api = createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
    // The seed's statuses follow its clock: the orders ready to ship are counted, not assumed.
    const ready = (await listOrders(api, { order_status: ['PAID', 'PARTIALLY_FULFILLED'], results: 100 })).results;
    const count = ready.length;
    const abroad = ready.filter((order) => order.to_address?.country !== 'US').length;
    expect(count).toBeGreaterThan(abroad);
    expect(abroad).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Bulk upload' }).click();
    const sample = page.getByRole('link', { name: 'Download a sample file of the orders ready to ship' });
    await sample.waitFor();
    const href = (await sample.getAttribute('href')) ?? '';
    const content = decodeURIComponent(href.slice(href.indexOf(',') + 1));
    await upload(page, 'Choose a file', content, 'seeded-orders.csv');
    await page.getByText(new RegExp(`^${count} rows: ${count} ready, 0 to fix`)).waitFor({ timeout: 20_000 });

    const bluebird = await page.locator('option', { hasText: /bluebird/i }).first().getAttribute('value');
    await page.getByRole('combobox', { name: /default carrier account/i }).selectOption(bluebird ?? '');
    await page.getByRole('combobox', { name: /default service level/i }).selectOption('bluebird_standard');
    await press(page, `Create a batch of ${count} shipments`);
    await advanceUntil(e2e.demo, page, 'Every shipment is ready to buy.');
    await page.getByText(`${count} ready, 0 invalid`).waitFor();
    await press(page, 'Buy the labels');
    const dialog = page.getByRole('dialog', { name: 'Buy these labels?' });
    const buy = dialog.getByRole('button', { name: `Buy ${count} labels` });
    await dialog.getByText(/for a total of/).waitFor({ timeout: 15_000 });
    await buy.click();
    await page.getByText('Buying the labels…', { exact: true }).first().waitFor({ timeout: 15_000 });
    await advanceUntil(e2e.demo, page, 'The labels are bought.');
    await page.getByText(`${count} bought, 0 failed, of ${count}`).waitFor({ timeout: 15_000 });

    // Each label is linked to its order; those abroad come with a commercial invoice.
    const labels = (await listTransactions(api, { results: 100 })).results.filter((label) => label.metadata?.startsWith('order:'));
    expect(labels).toHaveLength(count);
    expect(labels.filter((label) => label.commercial_invoice_url)).toHaveLength(abroad);
    // Only orders ready to ship went in: none refunded, cancelled, unpaid or unknown.
    expect(new Set(labels.map((label) => label.metadata))).toEqual(new Set(ready.map((order) => `order:${order.object_id}`)));
    const first = (await listOrders(api, { results: 100 })).results.find((order) => order.order_number === '#1001');
    expect((await getOrder(api, first!.object_id)).transactions).toHaveLength(1);
    // The Shipments page names the order of each batch label.
    await page.getByRole('link', { name: 'Shipments', exact: true }).click();
    await page.getByRole('cell', { name: '#1024', exact: true }).first().waitFor({ timeout: 15_000 });
    await page.getByText('Radia Perlman').first().waitFor();
    // The same file again: the rows are for orders that now have a label, and say so.
    await page.getByRole('link', { name: 'Bulk upload' }).click();
    await page.getByLabel('Choose a file').waitFor({ state: 'attached' });
    await upload(page, 'Choose a file', content, 'seeded-orders.csv');
    await page.getByText('Order #1001 already has a label: buying this one ships it again. Remove the line unless that is what you want.').waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'batch-already-shipped');
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
    await context.close();
  }, 240_000);

  it('marks a row abroad without customs "to fix", takes its declaration in the dialog and buys its label', async () => {
    const { page, context } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Bulk upload' }).click();
    await page.getByLabel('Choose a file').waitFor({ state: 'attached' });
    const file = ['Order;Recipient;Address;City;ZIP;Country;Weight;Unit;Length;Width;Height;Dimension unit', '#3001;Alan Turing;78 High St;Manchester;M4 1EW;GB;1.5;lb;10;8;4;in'].join('\r\n');
    await upload(page, 'Choose a file', file, 'abroad.csv');
    await page.getByText(/^1 row: 0 ready, 1 to fix/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Fill in the customs declaration of line 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customs declaration, line 2' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'batch-customs-dialog');
    await dialog.getByRole('textbox', { name: /^Item description/ }).fill('Merino T-shirt');
    await dialog.getByRole('textbox', { name: /Net weight/ }).fill('0.8');
    await dialog.getByRole('textbox', { name: /^Value/ }).fill('76.00');
    await dialog.getByRole('combobox', { name: /Country of origin/ }).selectOption('PT');
    await dialog.getByRole('textbox', { name: /^Signed by/ }).fill('Dana Whitfield');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(/^1 row: 1 ready, 0 to fix/).waitFor({ timeout: 15_000 });

    const bluebird = await page.locator('option', { hasText: /bluebird/i }).first().getAttribute('value');
    await page.getByRole('combobox', { name: /default carrier account/i }).selectOption(bluebird ?? '');
    await page.getByRole('combobox', { name: /default service level/i }).selectOption('bluebird_international');
    await press(page, 'Create a batch of 1 shipment');
    await advanceUntil(e2e.demo, page, 'Every shipment is ready to buy.');
    await press(page, 'Buy the labels');
    const confirm = page.getByRole('dialog', { name: 'Buy these labels?' });
    await confirm.getByText(/for a total of/).waitFor({ timeout: 15_000 });
    await confirm.getByRole('button', { name: 'Buy 1 label' }).click();
    await advanceUntil(e2e.demo, page, 'The labels are bought.');
    await page.getByText('1 bought, 0 failed, of 1').waitFor({ timeout: 15_000 });
    await context.close();
  }, 180_000);
});
