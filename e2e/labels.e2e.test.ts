// The label flows of the demo, end to end in Chromium: what a merchant's user does to ship orders.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addressCount, buy, countPrints, option, orderFor as findOrder, printCount, step, throughToRates } from './flows';
import { axeViolations, INTERNAL_WORDING, screenshot, shownToasts, signedInPage, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();

const orderFor = (country: string, status?: string) => findOrder(e2e.demo, country, status);

/** Fetches a signed file URL from the page, as the browser would: no Authorization header. */
async function fetchFile(page: Page, url: string): Promise<{ status: number; head: string; type: string }> {
  return page.evaluate(async (href) => {
    const response = await fetch(href, { credentials: 'omit' });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, head: String.fromCharCode(...bytes.slice(0, 5)), type: response.headers.get('Content-Type') ?? '' };
  }, url);
}

describe('labels in the demo', () => {
  it('buys a domestic label for an order and the label PDF is real', async () => {
    const order = await orderFor('US');
    const addressesBefore = await addressCount(e2e.demo);
    const { page, context, errors } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await page.getByRole('heading', { name: 'Ship an order' }).waitFor();
    // Back and forth through the steps: an unchanged address is not stored again.
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Package');
    await page.getByRole('button', { name: 'Back' }).click();
    await step(page, 'Addresses');
    await throughToRates(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ship-rates');
    await buy(page);
    await step(page, 'Your label is ready');
    // One sender and one recipient for the whole purchase, however often the steps quoted them.
    expect((await addressCount(e2e.demo)) - addressesBefore).toBeLessThanOrEqual(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ship-result');
    const labelUrl = await page.getByRole('link', { name: /Download label/ }).getAttribute('href');
    const file = await fetchFile(page, labelUrl ?? '');
    expect(file).toMatchObject({ status: 200, head: '%PDF-', type: 'application/pdf' });
    // "Print label" prints the PDF from a hidden frame of the page, not a second download link.
    // Headless Chromium has no print dialog (printing a PDF frame crashes its renderer), so the
    // frame's print() is counted instead of run.
    await countPrints(page);
    await page.getByRole('button', { name: 'Print label' }).click();
    await page.locator('iframe[data-se-part="label-print-frame"][src^="blob:"]').waitFor({ state: 'attached' });
    await printCount(page, 1);
    await page.getByRole('link', { name: /Open label/ }).waitFor();
    await screenshot(page, 'ship-result-print');
    // A second label in the same page visit: "Buy another label" starts over, and its purchase
    // reaches its end too (a guard that reopened only after a failure would leave Buy label dead).
    await page.getByRole('button', { name: 'Buy another label' }).click();
    await step(page, 'Addresses');
    await throughToRates(page);
    await buy(page);
    await step(page, 'Your label is ready');
    const secondUrl = await page.getByRole('link', { name: /Download label/ }).getAttribute('href');
    expect(secondUrl).not.toBe(labelUrl);
    // The order is now shipped, and the label is on the Shipments page.
    await page.getByRole('link', { name: 'Shipments' }).click();
    await page.getByRole('row').nth(1).waitFor();
    const toasts = await shownToasts(page);
    expect(toasts.some((toast) => /^Label bought\. Tracking number: [A-Z0-9]+\.$/.test(toast))).toBe(true);
    expect(toasts.filter((toast) => INTERNAL_WORDING.test(toast))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prints nothing and runs nothing when the label URL answers an HTML page, and says so', async () => {
    const order = await orderFor('US');
    const { page, context, errors } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await throughToRates(page);
    await buy(page);
    await step(page, 'Your label is ready');
    const labelUrl = (await page.getByRole('link', { name: /Download label/ }).getAttribute('href')) ?? '';
    // What a compromised or misconfigured storage, CDN or carrier host would answer: a page whose
    // script asks the merchant's backend for a token with the page's cookie and reports back.
    let reports = 0;
    await context.route(/\/e2e-script-ran/, async (route) => {
      reports += 1;
      await route.fulfill({ status: 204 });
    });
    const hostile = `<!doctype html><html><body><p>Label</p><script>
      top.document.title = 'script ran';
      fetch(new URL('/api/shipping-token', top.location.href), { method: 'POST' })
        .then((response) => response.text())
        .then((token) => fetch(new URL('/e2e-script-ran', top.location.href), { method: 'POST', body: token }));
    </script></body></html>`;
    const title = await page.title();
    for (const contentType of ['text/html', 'application/pdf', 'image/png']) {
      await context.route(labelUrl, (route) => route.fulfill({ status: 200, contentType, body: hostile }));
      await page.getByRole('button', { name: 'Print label' }).click();
      // Whichever comes first: the refusal, or the script's first act.
      await page.waitForFunction(() => document.body.innerText.includes("can't be printed from this page") || document.title === 'script ran');
      expect(await page.title()).toBe(title);
      const alert = page.getByRole('alert').filter({ hasText: "This label file isn't a PDF or an image, so it can't be printed from this page." });
      await alert.waitFor();
      expect(await alert.getByRole('link', { name: /Download label/ }).getAttribute('href')).toBe(labelUrl);
      await context.unroute(labelUrl);
    }
    // Nothing entered the page: no frame, no script, no token request from it.
    expect(await page.locator('iframe').count()).toBe(0);
    expect(page.frames()).toHaveLength(1);
    expect(await page.title()).toBe(title);
    expect(reports).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ship-result-print-refused');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buys an international label with customs and a commercial invoice', async () => {
    const order = await orderFor('GB').catch(() => orderFor('DE'));
    const { page, context, errors } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await throughToRates(page, { customs: true });
    await buy(page);
    await step(page, 'Your label is ready');
    const invoiceUrl = await page.getByRole('link', { name: /commercial invoice/i }).getAttribute('href');
    expect(await fetchFile(page, invoiceUrl ?? '')).toMatchObject({ status: 200, head: '%PDF-' });
    const labelUrl = await page.getByRole('link', { name: /Download label/ }).getAttribute('href');
    expect((await fetchFile(page, labelUrl ?? '')).head).toBe('%PDF-');
    await screenshot(page, 'ship-international-result');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a purchase that ends in ERROR and buys another rate', async () => {
    const order = await orderFor('US');
    const { page, context } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    // The sandbox's magic recipient name: the CHEAPEST rate's label fails at the carrier.
    await page.getByRole('textbox', { name: 'Full name' }).fill('Label Error Test');
    await throughToRates(page);
    await buy(page, option(page, 'Cheapest'));
    // The step heading says what happened; the carrier's own message is listed under it.
    await page.getByRole('heading', { name: 'The carrier could not create this label' }).waitFor({ timeout: 20_000 });
    await page.getByText(/could not create this label right now/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ship-error');
    await page.getByRole('button', { name: 'Choose another rate' }).click();
    await step(page, 'Shipping service');
    await option(page, 'Cheapest', true).check();
    await page.getByRole('button', { name: 'Review and buy' }).click();
    await page.getByRole('dialog', { name: 'Buy this label?' }).getByRole('button', { name: 'Buy label' }).click();
    await step(page, 'Your label is ready');
    await context.close();
  });

  it('voids a label and follows its refund to REFUNDED', async () => {
    const order = await orderFor('US');
    const { page, context } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await throughToRates(page);
    await buy(page);
    await step(page, 'Your label is ready');
    await page.getByRole('button', { name: 'Void label' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Void label' }).click();
    await page.getByText(/Queued|Refund requested/i).first().waitFor();
    // A voided label says so at once and offers none of its files.
    await page.getByRole('heading', { name: 'This label is voided' }).waitFor();
    expect(await page.getByRole('link', { name: /Track shipment|Download label/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print label' }).count()).toBe(0);
    // Refunds settle on the API's clock; the label follows without a reload.
    await e2e.demo.sandbox?.advance(6_000);
    await page.getByText('Label status: Refunded').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'This label was voided and refunded' }).waitFor();
    expect(await page.getByText('Label status: Refund pending').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ship-refunded');
    await context.close();
  });

  it('buys a domestic label with the keyboard alone', async () => {
    const order = await orderFor('US');
    const { page, context } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const press = async (key: string, times = 1) => {
      for (let index = 0; index < times; index += 1) {
        await page.keyboard.press(key);
      }
    };
    // Addresses: focus the Continue button by tabbing, then Enter.
    await page.getByRole('button', { name: 'Continue' }).focus();
    await press('Enter');
    await step(page, 'Package');
    await page.getByRole('textbox', { name: 'Length' }).focus();
    await page.keyboard.type('10');
    await press('Tab');
    await page.keyboard.type('8');
    await press('Tab');
    await page.keyboard.type('4');
    await press('Enter');
    await step(page, 'Options');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await press('Enter');
    await step(page, 'Shipping service');
    await page.getByRole('radio').first().focus();
    await press('Space');
    await page.getByRole('button', { name: 'Review and buy' }).focus();
    await press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buy this label?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Buy label' }).focus();
    await press('Enter');
    await step(page, 'Your label is ready');
    await context.close();
  });
});
