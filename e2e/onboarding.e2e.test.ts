// Issue 39 in the demo: the platform's Stores page adds a store (the demo backend creates a
// managed account with createManagedAccount) and sets it up with AccountOnboarding, whose carriers
// step is CarrierAccounts' connect flow; the store then joins the store picker and can buy its
// first label. Twice in one page visit (two stores), the first by keyboard alone; at 390 px, axe
// in each state. One sign-in.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { listAddresses } from '../src/api/resources/addresses';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { INTERNAL_WORDING, axeViolations, customerText, screenshot, signedInPage, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();

const PHONE = { width: 390, height: 844 } as const;

async function checkAxe(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user moves to it. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Moves to a field by Tab and types into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

const onboarding = (page: Page) => page.locator('[data-se-part="account-onboarding"]');
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 3, name }).waitFor({ timeout: 20_000 });

/** "Add a store" with `name`, by keyboard or by pointer. */
async function addStore(page: Page, name: string, keyboard: boolean) {
  const field = page.getByRole('textbox', { name: 'Store name' });
  if (keyboard) {
    await typeInto(page, field, name);
    await page.keyboard.press('Enter');
  } else {
    await field.fill(name);
    await page.getByRole('button', { name: 'Add the store' }).click();
  }
  await page.getByRole('region', { name: `Set up ${name}` }).waitFor();
  await stepHeading(page, 'Where you ship from');
}

/** The whole setup: ship-from, a Slowpost Freight account through CarrierAccounts' dialog, the defaults, Finish. */
async function setUp(page: Page, name: string, keyboard: boolean) {
  // Axe once per state: the first store's pass (the second shows the same states).
  const expectAxe = keyboard ? checkAxe : async () => undefined;
  const group = page.getByRole('group', { name: 'Ship from' });
  const fields: [Locator, string][] = [
    [group.getByRole('textbox', { name: 'Full name' }), 'Nia Okafor'],
    [group.getByRole('textbox', { name: 'Address line 1' }), '215 Clayton St'],
    [group.getByRole('textbox', { name: 'City' }), 'San Francisco'],
    [group.getByRole('combobox', { name: 'State' }), 'California'],
    [group.getByRole('textbox', { name: 'ZIP code' }), '94117'],
    [group.getByRole('textbox', { name: 'Phone' }), '+1 415 555 0100'],
    [group.getByRole('textbox', { name: 'Email' }), 'ship@new-store.example'],
  ];
  await expectAxe(page, `${name}: ship-from`);
  for (const [field, value] of fields) {
    if (keyboard) {
      await typeInto(page, field, value);
    } else if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      await field.selectOption({ label: value });
    } else {
      await field.fill(value);
    }
  }
  await press(page, onboarding(page).getByRole('button', { name: 'Continue' }), keyboard);

  await stepHeading(page, 'Your carriers');
  await expectAxe(page, `${name}: carriers`);
  await press(page, page.getByRole('button', { name: 'Connect a carrier' }), keyboard);
  let dialog = page.getByRole('dialog', { name: 'Connect a carrier' });
  await dialog.waitFor();
  const carrier = dialog.getByRole('combobox', { name: /^Carrier/ });
  if (keyboard) {
    await tabTo(page, carrier, true);
    await page.keyboard.type('Slowpost');
    await tabTo(page, dialog.getByRole('radio', { name: 'With my own account' }));
    await page.keyboard.press('Space');
  } else {
    await carrier.selectOption('slowpost');
    await dialog.getByRole('radio', { name: 'With my own account' }).check();
  }
  await press(page, dialog.getByRole('button', { name: 'Continue' }), keyboard);
  dialog = page.getByRole('dialog', { name: 'Your Slowpost Freight account' });
  await dialog.waitFor();
  await expectAxe(page, `${name}: connect dialog`);
  for (const [field, value] of [
    [dialog.getByRole('textbox', { name: /^Account number/ }), '12345678'],
    [dialog.getByRole('textbox', { name: /^User name/ }), 'nia'],
    [dialog.getByLabel(/^Password/), 'hunter2-secret'],
  ] as const) {
    if (keyboard) {
      await typeInto(page, field, value);
    } else {
      await field.fill(value);
    }
  }
  await press(page, dialog.getByRole('button', { name: 'Connect' }), keyboard);
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(/Slowpost Freight \*\*\*\*5678 – Ready/).waitFor();
  await press(page, onboarding(page).getByRole('button', { name: 'Continue' }), keyboard);

  await stepHeading(page, 'Your defaults');
  await expectAxe(page, `${name}: defaults`);
  for (const [label, value] of [
    [/^Package name/, 'Small box'],
    [/^Length/, '10'],
    [/^Width/, '8'],
    [/^Height/, '4'],
  ] as const) {
    const field = onboarding(page).getByRole('textbox', { name: label });
    if (keyboard) {
      await typeInto(page, field, value);
    } else {
      await field.fill(value);
    }
  }
  await press(page, onboarding(page).getByRole('button', { name: 'Continue' }), keyboard);

  await stepHeading(page, 'Review');
  await page.getByText('Your account is set up: it can buy labels.').waitFor();
  await expectAxe(page, `${name}: review`);
  await press(page, page.getByRole('button', { name: 'Finish', exact: true }), keyboard);
  await page.getByText(`${name} is ready: choose it in the store picker to buy its first label.`).waitFor();
  await expectAxe(page, `${name}: ready`);
}

/** Activates a button: by Tab and Enter, or by a click. */
async function press(page: Page, button: Locator, keyboard: boolean) {
  if (keyboard) {
    await tabTo(page, button);
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
}

/** The new store's first label, bought as its own backend would: its ship-from, its carrier account, its default box. */
async function firstLabel(accountId: string): Promise<string> {
  const sandbox = e2e.demo.sandbox!;
  const api = createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test }, accountId });
  const [sender] = (await listAddresses(api, { results: 100 })).results;
  const shipment = await createShipment(api, {
    address_from: sender!.object_id,
    address_to: { name: 'Ada Lovelace', street1: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' },
    parcels: [{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' }],
  });
  const rate = shipment.rates?.[0];
  const label = await createTransaction(api, { rate: rate!.object_id, label_file_type: 'PDF_4x6' });
  return label.status ?? '';
}

describe('the platform sets up new stores (issue 39)', () => {
  it('adds two stores in one visit, sets each up to ready (the first by keyboard alone), and each joins the store picker and buys its first label; at 390 px', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await page.setViewportSize(PHONE);
    await page.goto(`${e2e.demo.url}#/stores`);
    await page.getByRole('heading', { level: 1, name: 'Stores' }).waitFor();
    await checkAxe(page, 'stores');

    for (const [name, keyboard] of [
      ['Harbor Tea', true],
      ['Lumen Lamps', false],
    ] as const) {
      await addStore(page, name, keyboard);
      await setUp(page, name, keyboard);
      await screenshot(page, `onboarding-${keyboard ? 'keyboard' : 'pointer'}-390`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name}: no sideways scroll`).toBe(true);
      // In the store picker now, with its managed account listed on the page.
      expect(await page.locator('#demo-store option').allTextContents()).toContain(name);
      const listed = await page.getByRole('list', { name: 'Your stores' }).getByRole('listitem').filter({ hasText: name }).textContent();
      const accountId = /Managed account (\S+)/.exec(listed ?? '')?.[1] ?? '';
      expect(await firstLabel(accountId), `${name}: first label`).toBe('SUCCESS');
    }
    expect(await customerText(page)).not.toMatch(INTERNAL_WORDING);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
