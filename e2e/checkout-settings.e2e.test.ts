// Settings → Checkout in the demo: a merchant creates a FREE_SHIPPING group and sees it in the list
// and in the preview of what a shopper sees (above its threshold, and not below); then, in French
// and dark, creates a second group the same way. axe in every state (the list, the dialog open, its
// errors shown, a group made), screenshots at 1280 and 390 px to e2e-artifacts/checkout-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INTERNAL_WORDING, axeViolations, customerText, screenshot, setUpDemoE2E, signedInPage, withPreferences } from './harness';

const e2e = setUpDemoE2E();

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 860 } as const;

async function expectAxe(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
}

/** Both widths of one state: the page fits a phone without scrolling sideways. */
async function shots(page: Page, name: string) {
  await screenshot(page, `checkout-${name}-1280`);
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 390 px`).toBeLessThanOrEqual(PHONE.width);
  await expectAxe(page, `${name} at 390 px`);
  await screenshot(page, `checkout-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

const ROUNDS = [
  {
    locale: 'en',
    theme: 'light',
    title: 'Checkout settings',
    add: 'Add a shipping option',
    type: /^Type/,
    name: /^Name/,
    save: 'Save',
    required: 'Enter the name shoppers see.',
    options: 'Options at checkout',
    group: { name: 'Free over fifty', type: 'FREE_SHIPPING', carrier: 'Parcelwise', level: 'Ground', amount: /^Free above/, value: '50', price: 'Free over $50.00' },
  },
  {
    locale: 'fr',
    theme: 'dark',
    title: 'Paramètres du paiement',
    add: 'Ajouter une option de livraison',
    type: /^Type d’option/,
    name: /^Nom/,
    save: 'Enregistrer',
    required: 'Saisissez le nom que voient les acheteurs.',
    options: 'Options au paiement',
    group: { name: 'Coursier', type: 'FLAT_RATE', carrier: 'Kestrel Express', level: 'Express Saver', amount: /^Forfait/, value: '9,50', price: '9,50\u00a0$US' },
  },
] as const;

describe('Settings → Checkout', () => {
  it('creates a free-shipping group, then a second one, each in the list and the preview, in English and light then French and dark', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    for (const round of ROUNDS) {
      const tag = `${round.locale}-${round.theme}`;
      await withPreferences(page, `${e2e.demo.url}#/checkout`, { locale: round.locale, theme: round.theme });
      await page.getByRole('heading', { level: 1, name: round.title }).waitFor();
      const list = page.locator('[data-se-part="service-groups-items"]');
      await list.waitFor();
      await page.getByRole('list', { name: round.options }).waitFor();
      await expectAxe(page, `${tag}: the list`);
      await screenshot(page, `checkout-list-${tag}-1280`);

      // The dialog, sent empty first: every field's problem on the field.
      await page.getByRole('button', { name: round.add }).click();
      const dialog = page.getByRole('dialog', { name: round.add });
      await dialog.getByRole('combobox', { name: round.type }).selectOption(round.group.type);
      await dialog.getByRole('button', { name: round.save }).click();
      await dialog.getByText(round.required).waitFor();
      await expectAxe(page, `${tag}: the dialog open, its errors shown`);
      await screenshot(page, `checkout-dialog-errors-${tag}-1280`);

      await dialog.getByRole('textbox', { name: round.name }).fill(round.group.name);
      await dialog.getByRole('group', { name: round.group.carrier }).getByRole('checkbox', { name: round.group.level }).check();
      await dialog.getByRole('textbox', { name: round.group.amount }).fill(round.group.value);
      await dialog.getByRole('button', { name: round.save }).click();
      await dialog.waitFor({ state: 'detached' });

      await list.getByRole('heading', { name: round.group.name }).waitFor();
      await list.getByText(round.group.price, { exact: true }).waitFor();
      await page.getByRole('list', { name: round.options }).getByText(round.group.name).waitFor();
      await expectAxe(page, `${tag}: the group made`);
      expect(await customerText(page), tag).not.toMatch(INTERNAL_WORDING);
      await shots(page, `made-${tag}`);
    }

    // The free-shipping group is offered above its threshold only.
    const cart = page.getByRole('textbox', { name: /^Total du panier/ });
    await cart.fill('40');
    await page.getByRole('button', { name: 'Afficher' }).click();
    const options = page.getByRole('list', { name: 'Options au paiement' });
    await options.getByText('Coursier').waitFor();
    await expect.poll(() => options.getByText('Free over fifty').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
