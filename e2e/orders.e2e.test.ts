// The demo's Orders page (the kit's OrdersInbox), end to end in Chromium, as a merchant's user
// works through the orders to ship: filter, select with the mouse and the keyboard, open one,
// ship it alone in the block's own dialog.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buy, filterOrderStatuses, ORDER_COLUMNS, orderColumn, step } from './flows';
import { axeViolations, INTERNAL_WORDING, screenshot, shownToasts, signedInPage, setUpDemoE2E, withPreferences } from './harness';

const e2e = setUpDemoE2E();

/** Axe on the page as it is, its text free of internal wording, and a screenshot of it. */
async function check(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  expect(await page.locator('main').innerText(), name).not.toMatch(INTERNAL_WORDING);
  await screenshot(page, name);
}

/** The `aria-rowindex` of every selected row in the DOM (the header is row 1). */
function selectedRows(grid: Locator): Promise<string[]> {
  return grid.locator('[role="row"][aria-selected="true"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-rowindex') ?? ''));
}

/** The `aria-rowindex` of the element with focus. */
function focusedRow(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex') ?? null);
}

describe('the Orders page: OrdersInbox in the demo', () => {
  it('filters to paid, selects a range with shift-click and rows with the keyboard, opens an order and ships it alone', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    const grid = page.getByRole('grid', { name: 'Orders, newest first' });
    const rows = grid.getByRole('row');
    await rows.nth(1).waitFor();

    // Paid orders only; the filter is kept in the page's address.
    await filterOrderStatuses(page, ['Paid']);
    await expect.poll(async () => new Set(await orderColumn(page, ORDER_COLUMNS.status))).toEqual(new Set(['Paid']));
    expect(new URL(page.url()).hash).toBe('#/orders?order_status=PAID');
    await page.getByText('0 orders selected').waitFor();
    await check(page, 'orders-flow-paid');

    // A range: the first order's box, then the fourth's with Shift.
    await rows.nth(1).getByRole('checkbox').click();
    await rows.nth(4).getByRole('checkbox').click({ modifiers: ['Shift'] });
    await page.getByText('4 orders selected').waitFor();
    expect(await selectedRows(grid)).toEqual(['2', '3', '4', '5']);

    // The keyboard: a click on the sixth order's row gives it focus, the arrow keys move, Space selects.
    await rows.nth(6).getByRole('gridcell').nth(ORDER_COLUMNS.placed).click();
    await expect.poll(() => focusedRow(page)).toBe('7');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedRow(page)).toBe('8');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedRow(page)).toBe('9');
    await page.keyboard.press('Space');
    await page.getByText('6 orders selected').waitFor();
    expect(await selectedRows(grid)).toEqual(['2', '3', '4', '5', '8', '9']);
    // Space again takes the row out of the selection.
    await page.keyboard.press('Space');
    await page.getByText('5 orders selected').waitFor();
    await page.keyboard.press('Space');
    await page.getByText('6 orders selected').waitFor();
    await check(page, 'orders-flow-selection');

    // Enter opens the focused order's detail.
    const focused = grid.locator('[role="row"][aria-rowindex="9"]');
    const number = (await focused.getByRole('gridcell').nth(ORDER_COLUMNS.order).textContent()) ?? '';
    const recipient = (await focused.getByRole('gridcell').nth(ORDER_COLUMNS.recipient).textContent()) ?? '';
    expect(number).toMatch(/^#\d+$/);
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: `Order ${number}` });
    await detail.getByRole('table', { name: 'Items' }).waitFor();
    await detail.getByRole('heading', { name: 'Ship to' }).waitFor();
    await detail.getByText('No label bought for this order yet.').waitFor();
    await check(page, 'orders-flow-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    // That order alone, paid or shipped: it stays in the list once its label is bought.
    await page.getByRole('textbox', { name: 'Search' }).fill(number);
    await filterOrderStatuses(page, ['Paid', 'Shipped']);
    await page.getByText('1 order', { exact: true }).and(page.getByRole('paragraph')).waitFor();
    expect(new URL(page.url()).hash).toBe(`#/orders?order_status=PAID%2CSHIPPED&q=${encodeURIComponent(number)}`);
    const row = rows.nth(1);
    expect(await row.getByRole('gridcell').nth(ORDER_COLUMNS.order).textContent()).toBe(number);

    // Shipped from its detail, in the block's own LabelPurchase dialog.
    await row.getByRole('gridcell').nth(ORDER_COLUMNS.placed).click();
    await page.keyboard.press('Enter');
    await detail.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship order ${number}` });
    await step(page, 'Addresses');
    await check(page, 'orders-flow-ship-dialog');
    // The sender is the demo's warehouse (OrdersInbox's defaultSender): nothing to type.
    const sender = ship.locator('[data-se-part="label-purchase-sender-address"]');
    await expect.poll(() => sender.innerText()).toMatch(/^Northwind Warehouse\nNorthwind Outfitters\n215 Clayton St\nSan Francisco CA 94117/);
    expect(await ship.getByRole('textbox', { name: 'Full name' }).count()).toBe(1);
    // The block's LabelPurchase offers no extra options: from the package straight to the rates.
    await ship.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Package');
    await ship.getByRole('textbox', { name: 'Length' }).fill('10');
    await ship.getByRole('textbox', { name: 'Width' }).fill('8');
    await ship.getByRole('textbox', { name: 'Height' }).fill('4');
    await ship.getByRole('button', { name: 'Continue' }).click();
    if (!recipient.endsWith(' · US')) {
      await step(page, 'Customs');
      await ship.getByRole('textbox', { name: 'Signed by' }).fill('Ada Lovelace');
      await ship.getByRole('checkbox', { name: /I certify/ }).check();
      await ship.getByRole('button', { name: 'Continue' }).click();
    }
    await step(page, 'Shipping service');
    await ship.getByRole('radio').first().waitFor();
    await buy(page);
    await step(page, 'Your label is ready');
    await check(page, 'orders-flow-ship-result');
    let tracking = '';
    await expect
      .poll(async () => {
        tracking = (await shownToasts(page)).map((toast) => /^Label bought\. Tracking number: ([A-Z0-9]+)\.$/.exec(toast)?.[1]).find(Boolean) ?? '';
        return tracking;
      })
      .toMatch(/^[A-Z0-9]+$/);
    expect(await shownToasts(page)).toContain(`Order ${number} is shipped.`);
    const labelUrl = await ship.getByRole('link', { name: /Download label/ }).getAttribute('href');
    await ship.getByRole('button', { name: 'Close', exact: true }).last().click();
    await ship.waitFor({ state: 'detached' });

    // The row shows its label, and the order is shipped.
    // The row shows the tracking number as a link to the label file (signed again when read: the same file).
    const labelLink = row.getByRole('gridcell').nth(ORDER_COLUMNS.label).getByRole('link', { name: new RegExp(`^Label ${tracking}`) });
    await labelLink.waitFor();
    expect(new URL((await labelLink.getAttribute('href')) ?? '').pathname).toBe(new URL(labelUrl ?? '').pathname);
    await expect.poll(() => row.getByRole('gridcell').nth(ORDER_COLUMNS.status).textContent(), { timeout: 10_000 }).toBe('Shipped');
    await page.getByRole('checkbox', { name: /^Shipped \(\d+\)$/ }).waitFor();
    await check(page, 'orders-flow-shipped');
    // Its detail lists the label.
    await row.getByRole('button', { name: `Details of order ${number}` }).click();
    await detail.getByText(`Label ${tracking}`).waitFor();
    expect(await detail.getByText('No label bought for this order yet.').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  const ROUNDS = [
    ['en', 'light'],
    ['fr', 'dark'],
  ] as const;

  const LANGUAGES = {
    en: { grid: 'Orders, newest first', selected: '3 orders selected', ship: 'Ship' },
    fr: { grid: 'Commandes, les plus récentes d’abord', selected: '3 commandes sélectionnées', ship: 'Expédier' },
  } as const;

  it('passes axe with a selection, an order’s detail and the ship dialog, in English and light, French and dark', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    // Both languages and both themes, in two rounds: English in light, French in dark.
    for (const [locale, theme] of ROUNDS) {
      const words = LANGUAGES[locale];
      await withPreferences(page, `${e2e.demo.url}#/orders`, { locale, theme });
      const rows = page.getByRole('grid', { name: words.grid }).getByRole('row');
      await rows.nth(3).getByRole('checkbox').waitFor();
      await rows.nth(1).getByRole('checkbox').click();
      await rows.nth(3).getByRole('checkbox').click({ modifiers: ['Shift'] });
      await page.getByText(words.selected).waitFor();
      // Every column in view: the list needs no horizontal scrolling at 1280 px.
      const list = await page.locator('[data-se-part="orders-inbox-scroll"]').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(list.scroll, locale).toBeLessThanOrEqual(list.client);
      await check(page, `orders-${locale}-${theme}-selection`);

      await rows.nth(2).getByRole('gridcell').nth(ORDER_COLUMNS.placed).click();
      await page.keyboard.press('Enter');
      const detail = page.getByRole('dialog');
      await detail.getByRole('table').waitFor();
      await check(page, `orders-${locale}-${theme}-detail`);

      await detail.getByRole('button', { name: words.ship, exact: true }).click();
      await page.getByRole('dialog').getByRole('heading', { level: 3 }).first().waitFor({ timeout: 20_000 });
      await check(page, `orders-${locale}-${theme}-ship`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  const CREATE = {
    en: { open: 'Create an order', submit: 'Create order', add: 'Add an item' },
    fr: { open: 'Créer une commande', submit: 'Créer la commande', add: 'Ajouter un article' },
  } as const;

  it('shows the create-order form empty, refused and with two items, in English and light, French and dark', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    for (const [locale, theme] of ROUNDS) {
      const words = CREATE[locale];
      await withPreferences(page, `${e2e.demo.url}#/orders`, { locale, theme });
      await page.getByRole('button', { name: words.open }).click();
      const dialog = page.getByRole('dialog');
      const submit = dialog.getByRole('button', { name: words.submit });
      await submit.waitFor();
      await check(page, `orders-create-${locale}-${theme}-empty`);
      await submit.click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      await dialog.locator('[data-se-part="orders-inbox-create-details"]').scrollIntoViewIfNeeded();
      await check(page, `orders-create-${locale}-${theme}-errors`);
      await dialog.getByRole('button', { name: words.add }).click();
      await dialog.locator('[data-se-part="orders-inbox-create-item"]').nth(1).waitFor();
      await dialog.locator('[data-se-part="orders-inbox-create-actions"]').scrollIntoViewIfNeeded();
      await check(page, `orders-create-${locale}-${theme}-two-items`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
