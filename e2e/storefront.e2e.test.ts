// The demo's Storefront (issue 40): the store's checkout as a shopper sees it, CheckoutRates fed by
// the demo backend's createCheckoutRatesHandler route. In one signed-in tab, the merchant creates a
// free-shipping group in Settings → Checkout (the ServiceGroups block) and the storefront offers it
// above the threshold and not below; the cart changed a second time changes the options again; the
// group switched off in Settings leaves the storefront, switched on it is back. Each test does it
// once, in English and light then in French and dark. Axe in each state; screenshots at 1280 and
// 390 px (e2e-artifacts/storefront-*).
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

/** The store's checkout options start as one flat rate: $6.95 Standard (the merchant's earlier setup). */
async function standardOnly(): Promise<void> {
  const api = merchantApi();
  for (const group of await listServiceGroups(api)) {
    await deleteServiceGroup(api, group.object_id);
  }
  const accounts = await listCarrierAccounts(api, { results: 100 });
  const account = accounts.results.find((candidate) => candidate.carrier === 'slowpost')?.object_id ?? '';
  const level = 'slowpost_economy';
  await createServiceGroup(api, { name: 'Standard', type: 'FLAT_RATE', service_levels: [{ account_object_id: account, service_level_token: level }], flat_rate: '6.95', flat_rate_currency: 'USD' });
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

/** The words of one round: the demo's navigation and the ServiceGroups block in its language. */
const WORDS = {
  en: {
    settings: 'Checkout',
    settingsTitle: 'Checkout settings',
    storefront: 'Storefront',
    add: 'Add a shipping option',
    type: /^Type/,
    name: /^Name/,
    description: /^Description/,
    threshold: /^Free above/,
    save: 'Save',
    offer: (name: string) => `Offer ${name} at checkout`,
  },
  fr: {
    settings: 'Paiement',
    settingsTitle: 'Paramètres du paiement',
    storefront: 'Boutique',
    add: 'Ajouter une option de livraison',
    type: /^Type d’option/,
    name: /^Nom/,
    description: /^Description affichée/,
    threshold: /^Gratuite au-delà de/,
    save: 'Enregistrer',
    offer: (name: string) => `Proposer ${name} au paiement`,
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * Goes to another page of the demo through its navigation, as the merchant would (through the menu
 * on a phone, where the navigation is folded into it); waits for the page's title.
 */
async function goTo(page: Page, link: string, title: string) {
  const target = page.getByRole('navigation').getByRole('link', { name: link, exact: true });
  if (!(await target.isVisible())) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  }
  await target.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/**
 * In Settings → Checkout, the merchant adds a free-shipping group over $50 with the ServiceGroups
 * block's dialog, and sees it in the list.
 */
async function createFreeShipping(page: Page, words: Words, group: { name: string; description: string }) {
  await goTo(page, words.settings, words.settingsTitle);
  await page.getByRole('button', { name: words.add }).click();
  const dialog = page.getByRole('dialog', { name: words.add });
  await dialog.getByRole('combobox', { name: words.type }).selectOption('FREE_SHIPPING');
  await dialog.getByRole('textbox', { name: words.name }).fill(group.name);
  await dialog.getByRole('textbox', { name: words.description }).fill(group.description);
  await dialog.getByRole('group', { name: 'Parcelwise' }).getByRole('checkbox', { name: 'Ground' }).check();
  await dialog.getByRole('textbox', { name: words.threshold }).fill('50');
  await dialog.getByRole('button', { name: words.save }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('[data-se-part="service-groups-items"]').getByRole('heading', { name: group.name }).waitFor();
}

/** In Settings → Checkout, the merchant switches a group on or off, and the switch says so. */
async function switchGroup(page: Page, words: Words, name: string, on: boolean) {
  await goTo(page, words.settings, words.settingsTitle);
  const toggle = page.getByRole('switch', { name: words.offer(name) });
  expect(await toggle.getAttribute('aria-checked'), `${name} before the switch`).toBe(String(!on));
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(on));
  await page.locator(`[data-se-part="service-group"][data-state="${on ? 'on' : 'off'}"]`).filter({ hasText: name }).waitFor();
}

describe('the storefront’s checkout (issue 40)', () => {
  it('offers the free-shipping group the merchant created in Settings above its threshold and not below, follows the cart, and drops the group switched off (English, light; 1280 and 390 px)', async () => {
    await standardOnly();
    const words = WORDS.en;
    const { page, context, errors } = await signedInPage(e2e);
    await withPreferences(page, `${e2e.demo.url}#/storefront`, { locale: 'en', theme: 'light' });
    await page.getByRole('heading', { level: 1, name: 'Storefront' }).waitFor();
    const group = page.getByRole('group', { name: 'Shipping' });

    // Before the merchant offers free shipping: one option, whatever the cart.
    await chooseQuantity(page, 'Quantity', 3);
    expect(await optionsShown(page)).toEqual(['Standard $6.95']);
    expect(await group.getByText(/more for free shipping/).count()).toBe(0);

    // The merchant adds a free-shipping group over $50 in Settings → Checkout.
    // (axe on Settings with the group made: e2e/checkout-settings.)
    await createFreeShipping(page, words, { name: 'Free delivery', description: 'Free over $50' });
    await screenshot(page, 'storefront-settings-made-en-light-1280');

    // Two bags ($37.50): below the threshold, the shopper is told how much more is free.
    await goTo(page, words.storefront, 'Storefront');
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

    // The merchant switches the group off in Settings: the storefront no longer offers it, nor
    // tells the shopper how far free shipping is.
    await switchGroup(page, words, 'Free delivery', false);
    await expectAxe(page, 'settings, the group off');
    await goTo(page, words.storefront, 'Storefront');
    await chooseQuantity(page, 'Quantity', 3);
    expect(await optionsShown(page)).toEqual(['Standard $6.95']);
    expect(await group.getByText(/more for free shipping/).count()).toBe(0);

    // Switched on again, it is back.
    await switchGroup(page, words, 'Free delivery', true);
    await goTo(page, words.storefront, 'Storefront');

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
  }, 120_000);

  it('speaks French in the dark theme, with the shopper’s money, the group made and switched in Settings, at 1280 and 390 px', async () => {
    await standardOnly();
    const words = WORDS.fr;
    const { page, context, errors } = await signedInPage(e2e);
    await page.setViewportSize(DESKTOP);
    await withPreferences(page, `${e2e.demo.url}#/storefront`, { locale: 'fr', theme: 'dark' });
    const group = page.getByRole('group', { name: 'Livraison' });
    await group.waitFor();
    expect(await checkout(page).getAttribute('data-se-theme')).toBe('dark');
    expect(await optionsShown(page)).toEqual(['Standard 6,95\u00a0$US']);
    expect(await group.getByText(/pour la livraison gratuite/).count()).toBe(0);

    await createFreeShipping(page, words, { name: 'Livraison offerte', description: 'Offerte dès 50\u00a0$US' });
    await goTo(page, words.storefront, 'Boutique');
    expect(await optionsShown(page)).toEqual(['Standard 6,95\u00a0$US']);
    await expect.poll(() => group.getByText('Encore 12,51 $US pour la livraison gratuite').count()).toBe(1);
    await expectAxe(page, 'fr dark, below');
    await screenshot(page, 'storefront-fr-dark-1280');
    await chooseQuantity(page, 'Quantité', 3);
    expect(await optionsShown(page)).toEqual(['Standard 6,95\u00a0$US', 'Livraison offerte Gratuit']);

    // Switched off in Settings, then on again, on a phone this time.
    await page.setViewportSize(PHONE);
    await switchGroup(page, words, 'Livraison offerte', false);
    await expectAxe(page, 'fr dark, settings on a phone, the group off');
    await goTo(page, words.storefront, 'Boutique');
    await chooseQuantity(page, 'Quantité', 3);
    expect(await optionsShown(page)).toEqual(['Standard 6,95\u00a0$US']);
    await switchGroup(page, words, 'Livraison offerte', true);
    await goTo(page, words.storefront, 'Boutique');
    await chooseQuantity(page, 'Quantité', 3);
    expect(await optionsShown(page)).toEqual(['Standard 6,95\u00a0$US', 'Livraison offerte Gratuit']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxe(page, 'fr dark, phone');
    await screenshot(page, 'storefront-fr-dark-390');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
