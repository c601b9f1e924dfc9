// The demo's ship flow as a person drives it, shared by the e2e tests and the bench (which counts
// the requests of the same flow).
import type { Page } from 'playwright-core';
import { createApiClient } from '../src/api/client';
import { listAddresses } from '../src/api/resources/addresses';
import { listOrders } from '../src/api/resources/orders';
import type { DemoServer } from '../demo/server.ts';

/** How many addresses the account holds, every page counted. */
export async function addressCount(demo: DemoServer): Promise<number> {
  const sandbox = demo.sandbox;
  if (!sandbox) {
    throw new Error('The demo flows need the in-process sandbox');
  }
  const api = createApiClient({ baseUrl: demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
  let count = 0;
  for (let page = 1; ; page += 1) {
    const results = await listAddresses(api, { page, results: 100 });
    count += results.results.length;
    if (!results.next) {
      return count;
    }
  }
}

/** An order of the demo's sandbox shipping to `country`, in `status`. */
export async function orderFor(demo: DemoServer, country: string, status = 'PAID') {
  const sandbox = demo.sandbox;
  if (!sandbox) {
    throw new Error('The demo flows need the in-process sandbox');
  }
  const api = createApiClient({ baseUrl: demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
  const orders = (await listOrders(api, { results: 100 })).results;
  const order = orders.find((candidate) => candidate.to_address?.country === country && candidate.order_status === status);
  if (!order) {
    throw new Error(`No ${status} order to ${country} in the sandbox`);
  }
  return order;
}

/** Waits for a LabelPurchase step by its heading. */
export async function step(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 3, name }).waitFor({ timeout: 20_000 });
}

/** Addresses (prefilled from the order) → package with these sides (in) → options. */
export async function throughToOptions(page: Page, [length, width, height]: [string, string, string] = ['10', '8', '4']) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Package');
  await page.getByRole('textbox', { name: 'Length' }).fill(length);
  await page.getByRole('textbox', { name: 'Width' }).fill(width);
  await page.getByRole('textbox', { name: 'Height' }).fill(height);
  await page.getByRole('button', { name: 'Continue' }).click();
  await step(page, 'Options');
}

/** Types in the address book the address the sandbox corrects (12 park avenue, new york) and saves it. */
export async function saveCorrectableAddress(page: Page) {
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address line 1').fill('12 park avenue');
  await page.getByLabel('City').fill('new york');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel(/ZIP code/).fill('10016');
  await page.getByRole('button', { name: 'Save address' }).click();
}

/** Addresses (prefilled from the order) → package → options → (customs) → rates. */
export async function throughToRates(page: Page, options: { customs?: boolean } = {}) {
  await throughToOptions(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (options.customs) {
    await step(page, 'Customs');
    await page.getByRole('textbox', { name: 'Signed by' }).fill('Ada Lovelace');
    await page.getByRole('checkbox', { name: /I certify/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await step(page, 'Shipping service');
  await page.getByRole('radio').first().waitFor();
}

/** A rate option by its badge (CHEAPEST…) or, with `without`, the first option lacking it. */
export function option(page: Page, badge: string, without = false) {
  const options = page.locator('[data-se-part="rate-option"]');
  return (without ? options.filter({ hasNotText: badge }) : options.filter({ hasText: badge })).first().getByRole('radio');
}

/** Picks a rate (the first by default), reviews it and confirms the purchase. */
export async function buy(page: Page, radioToPick?: ReturnType<typeof option>) {
  const radio = radioToPick ?? page.getByRole('radio').first();
  await radio.check();
  await page.getByRole('button', { name: 'Review and buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy this label?' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Buy label' }).click();
}

/**
 * Counts the prints of the kit's label frame instead of running them: headless Chromium has no
 * print dialog (printing a PDF frame crashes its renderer). Read the count with `printCount`.
 */
export async function countPrints(page: Page) {
  await page.evaluate(() => {
    const original = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow');
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const view = original?.get?.call(this) as Window | null;
        return this.dataset.sePart === 'label-print-frame' ? { focus: () => undefined, print: () => (counter.printCalls += 1) } : view;
      },
    });
  });
}

/** Waits until the label frame has printed `count` times (after `countPrints`). */
export async function printCount(page: Page, count: number) {
  await page.waitForFunction((expected) => (window as unknown as { printCalls: number }).printCalls === expected, count);
}

/** OrdersInbox's columns, as the block lays them out (0 is the selection box). */
export const ORDER_COLUMNS = { select: 0, order: 1, placed: 2, recipient: 3, items: 4, total: 5, channel: 6, status: 7, label: 8, actions: 9 } as const;

/** The text of one column in the rows of OrdersInbox that are loaded and in the DOM (the list is virtualized). */
export async function orderColumn(page: Page, column: number): Promise<string[]> {
  return page
    .locator('[data-se-part="orders-inbox-row"]:not([data-loading])')
    .evaluateAll((rows, index) => rows.map((row) => row.querySelectorAll('[role="gridcell"]')[index]?.textContent ?? ''), column);
}

/** One column of every order of OrdersInbox's list: scrolled through from top to bottom. */
export async function wholeOrderColumn(page: Page, column: number): Promise<string[]> {
  const scroll = page.locator('[data-se-part="orders-inbox-scroll"]');
  const seen = new Map<string, string>();
  await scroll.evaluate((element) => element.scrollTo({ top: 0 }));
  for (;;) {
    await page.waitForFunction(() => document.querySelector('[data-se-part="orders-inbox-row"][data-loading]') === null);
    const texts = await page
      .locator('[data-se-part="orders-inbox-row"]:not([data-loading])')
      .evaluateAll((rows, index) => rows.map((row) => [row.getAttribute('aria-rowindex') ?? '', row.querySelectorAll('[role="gridcell"]')[index]?.textContent ?? ''] as const), column);
    for (const [row, text] of texts) {
      seen.set(row, text);
    }
    const done = await scroll.evaluate((element) => {
      const atEnd = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
      element.scrollBy({ top: element.clientHeight });
      return atEnd;
    });
    if (done) {
      return [...seen.values()];
    }
  }
}

/**
 * Ticks exactly these statuses (their names, without the counts) in OrdersInbox's filters and
 * applies them; `words` are the legend and the button in the page's language.
 */
export async function filterOrderStatuses(page: Page, statuses: readonly string[], words: { status: string; apply: string } = { status: 'Status', apply: 'Apply filters' }) {
  const boxes = page.getByRole('group', { name: words.status, exact: true }).getByRole('checkbox');
  await boxes.first().waitFor();
  for (const box of await boxes.all()) {
    const name = (await box.evaluate((element) => element.closest('label')?.textContent ?? '')).replace(/\s*\(\d+\)$/, '');
    await box.setChecked(statuses.includes(name));
  }
  await page.getByRole('button', { name: words.apply }).click();
}

/** Moves the demo sandbox's clock on until `text` shows (its batches and refunds run on that clock). */
export async function advanceUntil(demo: DemoServer, page: Page, text: string, rounds = 15) {
  const target = page.getByText(text, { exact: true }).first();
  for (let round = 0; round < rounds; round += 1) {
    await demo.sandbox?.advance(2_000);
    if (await target.isVisible()) {
      return;
    }
    await target.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await target.waitFor({ timeout: 10_000 });
}
