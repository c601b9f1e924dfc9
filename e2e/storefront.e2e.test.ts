// The demo's Storefront (issue 40): the store's checkout as a shopper sees it, CheckoutRates fed by
// the demo backend's createCheckoutRatesHandler route. The merchant creates a free-shipping group
// through the API (as Settings → Checkout does) and the storefront offers it above the threshold
// and not below; the cart changed a second time changes the options again. Axe in each state;
// screenshots in English and light, French and dark, at 1280 and 390 px (e2e-artifacts/storefront-*).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { createServiceGroup, deleteServiceGroup, listServiceGroups } from '../src/api/resources/service-groups';
import { INTERNAL_WORDING, axeViolations, customerText, screenshot, signedInPage, setUpDemoE2E, withPreferences } from './harness';

const e2e = setUpDemoE2E();

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 860 } as const;

/** The merchant's backend, with the API key: the store's own account (the demo's Northwind). */
function merchantApi() {
  const sandbox = e2e.demo.sandbox;
  if (!sandbox) {
    throw new Error('The e2e tests need the sandbox');
  }
  return createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
}

/** The store's checkout options start as one flat rate: $6.95 Standard. */
async function standardOnly(): Promise<{ account: string; level: string }> {
  const api = merchantApi();
  for (const group of await listServiceGroups(api)) {
    await deleteServiceGroup(api, group.object_id);
  }
  const accounts = await listCarrierAccounts(api, { results: 100 });
  const account = accounts.results.find((candidate) => candidate.carrier === 'slowpost')?.object_id ?? '';
  const level = 'slowpost_economy';
  await createServiceGroup(api, { name: 'Standard', type: 'FLAT_RATE', service_levels: [{ account_object_id: account, service_level_token: level }], flat_rate: '6.95', flat_rate_currency: 'USD' });
  return { account, level };
}

const checkout = (page: Page) => page.locator('[data-se-part="checkout-rates"]');

/** Waits for the options of the cart and address on screen now, and returns the radios' names. */
async function optionsShown(page: Page): Promise<string[]> {
  await page.locator('[data-se-part="checkout-rates"][data-state="ready"]').waitFor({ timeout: 15_000 });
  return checkout(page).getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-labelledby') ?? '').map((id) => document.getElementById(id)?.textContent ?? ''));
}

/** Picks a quantity of the one product; the options of the new cart replace the old ones. */
async function chooseQuantity(page: Page, label: string, quantity: number) {
  await page.getByLabel(label, { exact: true }).selectOption(String(quantity));
}

async function expectAxe(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
}

describe('the storefront’s checkout (issue 40)', () => {
  it('offers the free-shipping group the merchant created above its threshold and not below, and follows the cart (English, light; 1280 and 390 px)', async () => {
    const { account, level } = await standardOnly();
    const { page, context, errors } = await signedInPage(e2e);
    await withPreferences(page, `${e2e.demo.url}#/storefront`, { locale: 'en', theme: 'light' });
    await page.getByRole('heading', { level: 1, name: 'Storefront' }).waitFor();
    const group = page.getByRole('group', { name: 'Shipping' });

    // Before the merchant offers free shipping: one option, whatever the cart.
    await chooseQuantity(page, 'Quantity', 3);
    expect(await optionsShown(page)).toEqual(['Standard $6.95']);
    expect(await group.getByText(/more for free shipping/).count()).toBe(0);

    // The merchant's backend creates a free-shipping group over $50.
    await createServiceGroup(merchantApi(), {
      name: 'Free delivery',
      description: 'Free over $50',
      type: 'FREE_SHIPPING',
      service_levels: [{ account_object_id: account, service_level_token: level }],
      free_shipping_threshold_min: '50',
      free_shipping_threshold_currency: 'USD',
    });

    // Two bags ($37.50): below the threshold, the shopper is told how much more is free.
    await chooseQuantity(page, 'Quantity', 2);
    expect(await optionsShown(page)).toEqual(['Standard $6.95']);
    await expect.poll(() => group.getByText('$12.51 more for free shipping').count()).toBe(1);
    await expectAxe(page, 'below the threshold');
    await screenshot(page, 'storefront-below-en-light-1280');

    // Three bags ($56.25): above it, free delivery is offered; the shopper takes it with the keyboard.
    await chooseQuantity(page, 'Quantity', 3);
    expect(await optionsShown(page)).toEqual(['Standard $6.95', 'Free delivery Free']);
    expect(await group.getByText(/more for free shipping/).count()).toBe(0);
    await group.getByRole('radio', { name: 'Standard $6.95' }).check();
    await page.keyboard.press('ArrowDown');
    expect(await group.getByRole('radio', { name: 'Free delivery Free' }).isChecked()).toBe(true);
    await page.getByText('Shipping: Free delivery, $0.00.').waitFor();
    await expectAxe(page, 'above the threshold, chosen');
    await screenshot(page, 'storefront-above-en-light-1280');

    // The second run: back to one bag, the free option is gone again and the choice with it.
    await chooseQuantity(page, 'Quantity', 1);
    expect(await optionsShown(page)).toEqual(['Standard $6.95']);
    await expect.poll(() => group.getByText('$31.26 more for free shipping').count()).toBe(1);
    expect(await page.getByText(/^Shipping: /).count()).toBe(0);

    // On a phone: nothing scrolls sideways, axe passes.
    await page.setViewportSize(PHONE);
    await chooseQuantity(page, 'Quantity', 4);
    expect(await optionsShown(page)).toEqual(['Standard $6.95', 'Free delivery Free']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxe(page, 'phone');
    await screenshot(page, 'storefront-en-light-390');
    expect(await customerText(page)).not.toMatch(INTERNAL_WORDING);
    expect(errors).toEqual([]);
    await context.close();
  }, 45_000);

  it('speaks French in the dark theme, with the shopper’s money, at 1280 and 390 px', async () => {
    const { account } = await standardOnly();
    await createServiceGroup(merchantApi(), {
      name: 'Livraison offerte',
      type: 'FREE_SHIPPING',
      service_levels: [{ account_object_id: account, service_level_token: 'slowpost_economy' }],
      free_shipping_threshold_min: '50',
      free_shipping_threshold_currency: 'USD',
    });
    const { page, context, errors } = await signedInPage(e2e);
    await page.setViewportSize(DESKTOP);
    await withPreferences(page, `${e2e.demo.url}#/storefront`, { locale: 'fr', theme: 'dark' });
    const group = page.getByRole('group', { name: 'Livraison' });
    await group.waitFor();
    expect(await checkout(page).getAttribute('data-se-theme')).toBe('dark');
    expect(await optionsShown(page)).toEqual(['Standard 6,95\u00a0$US']);
    await expect.poll(() => group.getByText('Encore 12,51 $US pour la livraison gratuite').count()).toBe(1);
    await expectAxe(page, 'fr dark, below');
    await screenshot(page, 'storefront-fr-dark-1280');
    await chooseQuantity(page, 'Quantité', 3);
    expect(await optionsShown(page)).toEqual(['Standard 6,95\u00a0$US', 'Livraison offerte Gratuit']);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxe(page, 'fr dark, phone');
    await screenshot(page, 'storefront-fr-dark-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 45_000);
});
