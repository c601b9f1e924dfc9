// OrdersInbox's "Ship selected" in the demo, end to end in Chromium: the orders filtered to paid,
// 50 selected (a shift-click range, then rows one by one from the keyboard), shipped as one batch
// with orders abroad among them (customs from their line items, a service of their own), every
// label bought once, and the orders then listed as shipped with their labels.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { getAllBatchShipments } from '../src/queries/batches';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { createOrder } from '../src/api/resources/order-create';
import { getOrder } from '../src/api/resources/orders';
import { getShipment } from '../src/api/resources/shipments';
import { advanceUntil, filterOrderStatuses } from './flows';
import { axeViolations, screenshot, signedInPage, setUpDemoE2E, withPreferences } from './harness';

const e2e = setUpDemoE2E();

const ORDERS = 50;
/** Every fifth order ships abroad. */
const ABROAD = [
  { street1: '78 High St', city: 'Manchester', state: '', zip: 'M4 1EW', country: 'GB' },
  { street1: 'Unter den Linden 6', city: 'Berlin', state: '', zip: '10117', country: 'DE' },
  { street1: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA' },
] as const;
const HOME = { street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' } as const;
const numberOf = (index: number) => `#E2E-${String(index + 1).padStart(3, '0')}`;

function merchantApi() {
  const sandbox = e2e.demo.sandbox;
  if (!sandbox) {
    throw new Error('The e2e needs the in-process sandbox');
  }
  return createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
}

/** 50 paid orders placed in the last hour, newest first as numbered; every fifth ships abroad. */
async function seedPaidOrders() {
  const api = merchantApi();
  const now = e2e.demo.sandbox!.now();
  const orders = [];
  for (let index = 0; index < ORDERS; index += 1) {
    orders.push(
      await createOrder(api, {
        placed_at: new Date(now - (index + 1) * 60_000).toISOString(),
        order_number: numberOf(index),
        order_status: 'PAID',
        to_address: { name: `Customer ${index + 1}`, ...(index % 5 === 4 ? ABROAD[index % ABROAD.length]! : HOME) },
        line_items: [
          { title: 'Merino T-shirt', sku: 'TS-MER', quantity: 2, total_price: '76.00', currency: 'USD', weight: '0.8', weight_unit: 'lb', manufacture_country: 'PT' },
          { title: 'Ceramic Mug', sku: 'MUG-CER', quantity: 1, total_price: '18.50', currency: 'USD', weight: '1.1', weight_unit: 'lb', manufacture_country: 'US' },
        ],
        currency: 'USD',
        total_price: '94.50',
        weight: '1.9',
        weight_unit: 'lb',
      }),
    );
  }
  return orders;
}

/**
 * Scrolls OrdersInbox's virtualized list down until the order's row is rendered: half a screen at a
 * time, each step once the list has painted the rows of the last one (two animation frames: the
 * virtualizer hears the scroll in one and renders in the next), not after a fixed pause.
 */
async function scrollToOrder(page: Page, number: string) {
  const scroll = page.locator('[data-se-part="orders-inbox-scroll"]');
  for (let step = 0; step < 20 && (await row(page, number).count()) === 0; step += 1) {
    await scroll.evaluate(async (element) => {
      element.scrollBy({ top: element.clientHeight / 2 });
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
  }
  await row(page, number).scrollIntoViewIfNeeded();
}

const row = (page: Page, number: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name: `Details of order ${number}` }) });

describe('ship selected orders as one batch in the demo', () => {
  it('filters to paid, selects 50 orders, ships them as a batch with orders abroad, and lists them shipped with their labels, then ships two more in the same visit', async () => {
    const orders = await seedPaidOrders();
    // Two more paid orders, newer than the 50: the second batch of the visit.
    const more = [];
    for (const index of [1, 2]) {
      more.push(
        await createOrder(merchantApi(), {
          placed_at: new Date(e2e.demo.sandbox!.now() - (10 + index) * 1_000).toISOString(),
          order_number: `#E2E-MORE-${index}`,
          order_status: 'PAID',
          to_address: { name: `Second batch ${index}`, ...HOME },
          currency: 'USD',
          total_price: '20.00',
          weight: '1.2',
          weight_unit: 'lb',
        }),
      );
    }
    const accounts = (await listCarrierAccounts(merchantApi(), { service_levels: true })).results;
    const accountOf = (carrier: string) => accounts.find((account) => account.carrier === carrier)?.object_id ?? '';
    const { page, errors } = await signedInPage(e2e);
    const purchases: string[] = [];
    const created: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && /\/batches\/?$/.test(new URL(response.url()).pathname)) {
        void response.json().then((body: { object_id: string }) => created.push(body.object_id));
      }
    });
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/batches\/[^/]+\/purchase\/?$/.test(new URL(request.url()).pathname)) {
        purchases.push(request.url());
      }
    });

    // Filter to paid orders only.
    const inbox = page.locator('[data-se-part="orders-inbox"]');
    await inbox.waitFor({ timeout: 20_000 });
    await filterOrderStatuses(page, ['Paid']);
    await row(page, numberOf(0)).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);

    // A range with shift-click (orders 1 to 30), then 20 more one by one from the keyboard.
    await row(page, numberOf(0)).getByRole('checkbox').click();
    await scrollToOrder(page, numberOf(29));
    await row(page, numberOf(29)).getByRole('checkbox').click({ modifiers: ['Shift'] });
    await page.getByText('30 orders selected', { exact: true }).waitFor();
    await row(page, numberOf(29)).focus();
    for (let index = 30; index < ORDERS; index += 1) {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
    }
    await page.getByText('50 orders selected', { exact: true }).waitFor();
    await screenshot(page, 'orders-batch-selected');
    await page.getByRole('button', { name: 'Ship 50 orders as a batch' }).click();

    // The settings, chosen once: the package, the service, and for the ten orders abroad their own service and a signer.
    await page.getByText('50 orders go into this batch.', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('10 of them ship abroad: their items are declared to customs.', { exact: true }).waitFor({ timeout: 15_000 });
    for (const [name, value] of [['Length', '12'], ['Width', '9'], ['Height', '6']] as const) {
      await page.getByRole('textbox', { name: new RegExp(`^${name}`) }).fill(value);
    }
    // The rate preview of a sample order: picking its parcelwise ground rate chooses the account and service level.
    const preview = page.locator('[data-se-part="orders-inbox-batch-preview"]');
    await preview.getByRole('radio').first().waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-batch-settings');
    await preview.locator('[data-se-part="rate-option"]').filter({ hasText: /Parcelwise/ }).filter({ hasText: /Ground/ }).first().click();
    await expect.poll(() => page.getByRole('combobox', { name: /^Service level(?! for)/ }).inputValue()).toBe('parcelwise_ground');
    await page.getByRole('combobox', { name: /^Carrier account for orders abroad/ }).selectOption(accountOf('kestrel'));
    await page.getByRole('combobox', { name: /^Service level for orders abroad/ }).selectOption('kestrel_international_express');
    await page.getByRole('textbox', { name: /^Customs declarations signed by/ }).fill('Grace Hopper');
    await page.getByRole('button', { name: 'Create a batch of 50 orders' }).click();
    await page.getByRole('progressbar', { name: 'Batch progress' }).waitFor({ timeout: 15_000 });

    // Valid, then bought once.
    await advanceUntil(e2e.demo, page, 'Every shipment is ready to buy.');
    await page.getByRole('button', { name: 'Buy the labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy these labels?' });
    await dialog.getByText(/^50 labels will be bought, in one batch, for a total of \$[\d,]+\.\d\d\.$/).waitFor({ timeout: 20_000 });
    const buy = dialog.getByRole('button', { name: 'Buy 50 labels' });
    await buy.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.getByText('Buying the labels…', { exact: true }).first().waitFor({ timeout: 15_000 });
    await advanceUntil(e2e.demo, page, '50 orders shipped: their labels are below and in the list.', 20);
    await page.getByText(/^Tracking number /).first().waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-batch-purchased');
    expect(purchases).toHaveLength(1);

    // The API linked every label to its order; the orders abroad carry their items as customs.
    for (const order of orders) {
      const now = await getOrder(merchantApi(), order.object_id);
      expect([order.order_number, now.order_status, now.transactions?.length]).toEqual([order.order_number, 'SHIPPED', 1]);
    }
    expect(created).toHaveLength(1);
    const shipments = await getAllBatchShipments(merchantApi(), created[0]!, undefined);
    expect(shipments).toHaveLength(ORDERS);
    const abroad = await getShipment(merchantApi(), shipments[4]!.shipment!);
    expect(abroad.customs_declaration).toBeTruthy();
    expect((await getShipment(merchantApi(), shipments[0]!.shipment!)).customs_declaration ?? null).toBeNull();

    // Back in the list: the orders have left the paid ones, and are listed shipped with their labels.
    await page.getByRole('button', { name: 'Back to orders' }).click();
    await page.getByText('0 orders selected', { exact: true }).waitFor();
    await expect.poll(() => row(page, numberOf(0)).count(), { timeout: 15_000 }).toBe(0);

    // A second batch in the same visit (it could not be bought before issue 36): the two newer orders.
    for (const order of more) {
      await row(page, order.order_number!).getByRole('checkbox').click();
    }
    await page.getByRole('button', { name: 'Ship 2 orders as a batch' }).click();
    await page.getByText('2 orders go into this batch.', { exact: true }).waitFor({ timeout: 20_000 });
    for (const [name, value] of [['Length', '12'], ['Width', '9'], ['Height', '6']] as const) {
      await page.getByRole('textbox', { name: new RegExp(`^${name}`) }).fill(value);
    }
    const account = page.getByRole('combobox', { name: /^Carrier account(?! for)/ });
    await expect.poll(() => account.isEnabled(), { timeout: 15_000 }).toBe(true);
    await account.selectOption(accountOf('parcelwise'));
    await page.getByRole('combobox', { name: /^Service level(?! for)/ }).selectOption('parcelwise_ground');
    await page.getByRole('button', { name: 'Create a batch of 2 orders' }).click();
    await page.getByRole('progressbar', { name: 'Batch progress' }).waitFor({ timeout: 15_000 });
    await advanceUntil(e2e.demo, page, 'Every shipment is ready to buy.');
    await page.getByRole('button', { name: 'Buy the labels' }).click();
    const again = page.getByRole('dialog', { name: 'Buy these labels?' });
    await again.getByText(/^2 labels will be bought/).waitFor({ timeout: 20_000 });
    await again.getByRole('button', { name: 'Buy 2 labels' }).click();
    await page.getByText('Buying the labels…', { exact: true }).first().waitFor({ timeout: 15_000 });
    await advanceUntil(e2e.demo, page, '2 orders shipped: their labels are below and in the list.', 20);
    expect(purchases).toHaveLength(2);
    for (const order of more) {
      expect((await getOrder(merchantApi(), order.object_id)).order_status).toBe('SHIPPED');
    }
    await page.getByRole('button', { name: 'Back to orders' }).click();
    await page.getByText('0 orders selected', { exact: true }).waitFor();
    await filterOrderStatuses(page, ['Shipped']);
    const shipped = row(page, numberOf(0));
    await shipped.waitFor({ timeout: 15_000 });
    expect(await shipped.textContent()).toContain('Shipped');
    expect(await shipped.locator('[data-se-part="orders-inbox-cell-label"]').textContent()).toMatch(/label/i);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-batch-shipped');
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
  }, 240_000);

  /** Moves the sandbox's clock on until the element shows (the batch's steps run on that clock). */
  async function advanceUntilShown(target: ReturnType<Page['locator']>) {
    for (let round = 0; round < 15 && !(await target.isVisible()); round += 1) {
      await e2e.demo.sandbox?.advance(2_000);
      await target.waitFor({ timeout: 2_000 }).catch(() => undefined);
    }
    await target.waitFor({ timeout: 10_000 });
  }

  it('passes axe on each step of "Ship selected", in English and light, French and dark', async () => {
    const { page, errors } = await signedInPage(e2e);
    const shot = async (name: string) => {
      expect(await axeViolations(page), name).toEqual([]);
      await screenshot(page, name);
    };
    // Both languages and both themes, in two rounds: English in light, French in dark.
    for (const [locale, theme] of [
      ['en', 'light'],
      ['fr', 'dark'],
    ] as const) {
      // Two new paid orders, newest of all; the next row is an order shipped before (the batch above, or the last round): it has a label.
      const api = merchantApi();
      for (const index of [1, 0]) {
        await createOrder(api, {
          placed_at: new Date(e2e.demo.sandbox!.now()).toISOString(),
          order_number: `#LOOK-${locale}-${theme}-${index + 1}`,
          order_status: 'PAID',
          to_address: { name: `Customer ${index + 1}`, ...HOME },
          line_items: [{ title: 'Merino T-shirt', sku: 'TS-MER', quantity: 1, total_price: '38.00', currency: 'USD', weight: '0.4', weight_unit: 'lb' }],
          currency: 'USD',
          total_price: '38.00',
          weight: '0.4',
          weight_unit: 'lb',
        });
      }
      await withPreferences(page, `${e2e.demo.url}#/orders?order_status=PAID%2CSHIPPED`, { locale, theme });
      const rows = page.locator('[data-se-part="orders-inbox"]').getByRole('grid').getByRole('row');
      await rows.nth(3).getByRole('checkbox').waitFor({ timeout: 20_000 });
      await rows.nth(1).getByRole('checkbox').click();
      await rows.nth(3).getByRole('checkbox').click({ modifiers: ['Shift'] });
      await page.locator('[data-se-button="orders-inbox-ship-selected"]').click();

      const name = `orders-batch-${locale}-${theme}`;
      await page.locator('[data-se-part="orders-inbox-batch-labelled"]').waitFor({ timeout: 20_000 });
      const sizes = page.locator('[data-se-part="orders-inbox-batch-package"]').getByRole('textbox');
      await sizes.first().waitFor({ timeout: 15_000 });
      for (const [index, value] of ['12', '9', '6'].entries()) {
        await sizes.nth(index).fill(value);
      }
      const preview = page.locator('[data-se-part="orders-inbox-batch-preview"]');
      await preview.getByRole('radio').first().waitFor({ timeout: 20_000 });
      await shot(`${name}-settings`);
      await preview.locator('[data-se-part="rate-option"]').first().click();
      await page.locator('[data-se-button="orders-inbox-batch-create"]').click();

      const purchase = page.locator('[data-se-button="batch-review-purchase"]');
      await advanceUntilShown(purchase);
      await shot(`${name}-review`);
      await purchase.click();
      await page.getByRole('dialog').locator('[data-se-button="batch-review-buy"]:not([aria-busy])').click({ timeout: 20_000 });
      const shipped = page.locator('[data-se-part="orders-inbox-batch-shipped"]').filter({ hasText: /\S/ });
      await advanceUntilShown(shipped);
      await page.getByText(/^(Tracking number|Numéro de suivi)/).first().waitFor({ timeout: 15_000 });
      await shot(`${name}-purchased`);
    }
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
  }, 300_000);
});
