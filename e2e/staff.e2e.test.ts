// What a merchant's staff found the second time (issue 24): the demo's pages as they use them,
// in Chromium, in light/English and dark/French.
import { describe, expect, it } from 'vitest';
import { buy, orderFor as findOrder, saveCorrectableAddress, step, throughToOptions, throughToRates } from './flows';
import { screenshot, signedInPage, withPreferences, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();

const orderFor = (country: string, status?: string) => findOrder(e2e.demo, country, status);

describe('the demo as the staff use it', () => {
  it('"Create a label" starts a new label, and Back then Forward returns to the step left with what was typed', async () => {
    const order = await orderFor('US');
    const { page, context, errors } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await step(page, 'Addresses');
    await throughToOptions(page, ['11', '7', '3']);

    // Back leaves the page; Forward returns to the third step, the package as it was typed.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    await page.goForward();
    await step(page, 'Options');
    await page.getByRole('button', { name: 'Back' }).click();
    await step(page, 'Package');
    expect(await page.getByRole('textbox', { name: 'Length' }).inputValue()).toBe('11');

    // The navigation's "Create a label" starts an empty label: the order's recipient is gone and
    // the prompt to pick an order is back.
    await page.getByRole('link', { name: 'Create a label' }).click();
    await step(page, 'Addresses');
    await page.getByText('Pick an order on the Orders page, or start with an empty label.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');

    // After a purchase, "Create a label" starts the next label, even on the page already shown.
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await throughToRates(page);
    await buy(page);
    await step(page, 'Your label is ready');
    await page.getByRole('link', { name: 'Create a label' }).click();
    await step(page, 'Addresses');
    expect(await page.getByRole('heading', { name: 'Your label is ready' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Full name' }).inputValue()).toBe('');
    await screenshot(page, 'staff-ship-new');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps no address the API refused in the address book, and empties the form after a save', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Address book' }).click();
    await page.getByRole('heading', { name: 'Add a customer address' }).waitFor();
    const fill = async (name: string, street: string) => {
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Address line 1').fill(street);
      await page.getByLabel('City').fill('Portland');
      await page.getByLabel('State').selectOption('OR');
      await page.getByLabel(/ZIP code/).fill('97205');
      await page.getByRole('button', { name: 'Save address' }).click();
    };
    // The API cannot verify it: the form says so, and the book never lists it, even after a reload.
    await fill('Nora Nowhere', '1 Nowhere Lane');
    await page.locator('[data-se-part="address-form"][data-state="error"]').waitFor();
    await page.reload();
    const book = page.getByRole('list', { name: 'Saved addresses' });
    await book.waitFor();
    expect(await book.getByText('Nora Nowhere').count()).toBe(0);
    expect(await page.getByText('Could not be verified').count()).toBe(0);

    // A saved address is in the book; the form is empty for the next one.
    await fill('Olive Oak', '800 SW Broadway');
    await page.getByText(/^Address saved: Olive Oak/).waitFor();
    await book.getByText('Olive Oak').waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByLabel('Address line 1').inputValue()).toBe('');
    await screenshot(page, 'staff-addresses-saved');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "void" with one word per language, never the word of Cancel, and fits the Shipments table in 1280 px', async () => {
    const order = await orderFor('US');
    const { page, context, errors } = await signedInPage(e2e);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await throughToRates(page);
    await buy(page);
    await step(page, 'Your label is ready');
    const words: Record<string, readonly [button: string, title: string, cancel: string]> = {
      fr: ['Invalider', 'Invalider cette étiquette\u00a0?', 'Annuler'],
      es: ['Anular', '¿Anular esta etiqueta?', 'Cancelar'],
      de: ['Stornieren', 'Dieses Etikett stornieren?', 'Abbrechen'],
    };
    for (const [locale, [button, title, cancel]] of Object.entries(words)) {
      await withPreferences(page, `${e2e.demo.url}#/shipments`, { locale, theme: locale === 'fr' ? 'dark' : 'light' });
      const row = page.getByRole('row').nth(1);
      await row.waitFor();
      // Every column in view: the panel needs no horizontal scrolling at 1280 px.
      const panel = await page.locator('[data-se-part="label-history-scroll"]').evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect(panel.scroll, locale).toBeLessThanOrEqual(panel.client);
      await row.getByRole('button', { name: new RegExp(button, 'i') }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: cancel, exact: true }).waitFor();
      if (locale === 'fr') {
        await screenshot(page, 'staff-shipments-void-fr-dark');
      }
      await dialog.getByRole('button', { name: cancel, exact: true }).click();
      if (locale === 'fr') {
        await screenshot(page, 'staff-shipments-fr-dark');
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('aligns the rate filters with the selects, Continue and the dialogs’ buttons at the end, and gives the rates one heading', async () => {
    const order = await orderFor('US');
    const { page, context, errors } = await signedInPage(e2e);
    const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!;
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await step(page, 'Addresses');
    const form = await box(page.locator('[data-se-part="label-purchase"]'));
    const firstContinue = await box(page.getByRole('button', { name: 'Continue' }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Package');
    const secondContinue = await box(page.getByRole('button', { name: 'Continue' }));
    // Continue is at the same place on the first step as on the next ones: the end of the line.
    expect(Math.abs(firstContinue.x + firstContinue.width - (secondContinue.x + secondContinue.width))).toBeLessThanOrEqual(1);
    expect(firstContinue.x).toBeGreaterThan(form.x + form.width / 2);

    await page.getByRole('textbox', { name: 'Length' }).fill('10');
    await page.getByRole('textbox', { name: 'Width' }).fill('8');
    await page.getByRole('textbox', { name: 'Height' }).fill('4');
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Options');
    await page.getByRole('button', { name: 'Continue' }).click();
    await step(page, 'Shipping service');
    await page.getByRole('radio').first().waitFor();
    // One visible heading over the rates: the step's; the picker's legend only names its group.
    const legend = await box(page.locator('[data-se-part="rate-picker-legend"]'));
    expect(legend.width * legend.height).toBeLessThanOrEqual(1);
    expect(await page.getByRole('group', { name: 'Shipping options' }).count()).toBe(1);
    // "Show only" beside the selects: its legend on their labels' line, its boxes centred on them.
    const sortLabel = await box(page.getByText('Sort by', { exact: true }));
    const showOnly = await box(page.getByText('Show only', { exact: true }));
    const sort = await box(page.getByRole('combobox', { name: 'Sort by' }));
    const cheapest = await box(page.getByRole('checkbox', { name: 'Cheapest' }));
    expect(Math.abs(showOnly.y - sortLabel.y)).toBeLessThanOrEqual(4);
    expect(Math.abs(cheapest.y + cheapest.height / 2 - (sort.y + sort.height / 2))).toBeLessThanOrEqual(2);
    await screenshot(page, 'staff-rates-step-en');

    // The confirmation's buttons at the end of the dialog, as in every other dialog.
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Review and buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy this label?' });
    await dialog.waitFor();
    const dialogBox = await box(dialog);
    const buyButton = await box(dialog.getByRole('button', { name: 'Buy label' }));
    expect(dialogBox.x + dialogBox.width - (buyButton.x + buyButton.width)).toBeLessThanOrEqual(40);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The address book's suggestion dialog follows the same rule.
    await page.getByRole('link', { name: 'Address book' }).click();
    await saveCorrectableAddress(page);
    const suggestion = page.getByRole('dialog', { name: 'Confirm your address' });
    await suggestion.waitFor();
    const suggestionBox = await box(suggestion);
    const actions = await box(suggestion.locator('[data-se-part="address-form-suggestion-actions"] button').last());
    expect(suggestionBox.x + suggestionBox.width - (actions.x + actions.width)).toBeLessThanOrEqual(40);
    await screenshot(page, 'staff-address-suggestion-en');
    expect(errors).toEqual([]);
    await context.close();
  });
});
