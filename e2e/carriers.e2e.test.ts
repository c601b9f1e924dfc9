// The demo's Settings → Carriers (issue 39): the CarrierAccounts block for the store the tab works
// for. In one signed-in tab: an own account connected with its credentials (at 1280 px, then again
// at 390 px: the flow twice in one page visit), then a Kestrel Express account signed in by OAuth
// in a real popup through the demo backend's createCarrierSigninHandler route: a forged message
// (the right origin, a state the block did not issue) is ignored, the popup's Allow connects it.
// Axe in each state; screenshots at 1280 and 390 px (e2e-artifacts/carriers-*).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, signedInPage, setUpDemoE2E, withPreferences } from './harness';

const e2e = setUpDemoE2E();

const PHONE = { width: 390, height: 844 } as const;

async function expectAxe(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
}

/** Connects an own Slowpost Freight account through the dialog, as the merchant would. */
async function connectOwn(page: Page, accountNumber: string, nickname: string) {
  await page.getByRole('button', { name: 'Connect a carrier', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Connect a carrier' });
  await dialog.getByRole('combobox', { name: /^Carrier/ }).selectOption('slowpost');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  dialog = page.getByRole('dialog', { name: 'Your Slowpost Freight account' });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog.getByText('Fill in this field.').first().waitFor();
  await expectAxe(page, `own account refused (${nickname})`);
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill(accountNumber);
  await dialog.getByRole('textbox', { name: /^Nickname/ }).fill(nickname);
  await dialog.getByRole('textbox', { name: /^User name/ }).fill('northwind');
  await dialog.getByLabel(/^Password/).fill('correct-horse-battery');
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 4, name: new RegExp(`Slowpost Freight\\W+${nickname}`) }).waitFor();
}

describe('Settings → Carriers (issue 39)', () => {
  it('connects an own account twice (1280 and 390 px) and signs in at an OAuth carrier in a popup, a forged message ignored', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await withPreferences(page, `${e2e.demo.url}#/carriers`, { locale: 'en', theme: 'light' });
    await page.getByRole('heading', { level: 1, name: 'Carrier settings' }).waitFor();
    await page.getByRole('heading', { level: 4, name: 'Parcelwise' }).waitFor();
    await expectAxe(page, 'list');
    await screenshot(page, 'carriers-list');

    await connectOwn(page, '12345678', 'Warehouse');
    expect(await page.getByText('****5678').count()).toBe(1);
    await expectAxe(page, 'connected');

    await page.setViewportSize(PHONE);
    await connectOwn(page, '87654321', 'Backroom');
    await screenshot(page, 'carriers-phone');
    await expectAxe(page, 'connected at 390 px');
    await page.setViewportSize({ width: 1280, height: 860 });

    // OAuth: the account is created, then the popup goes to the consent page through the demo backend.
    await page.getByRole('button', { name: 'Connect a carrier', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Connect a carrier' });
    await dialog.getByRole('combobox', { name: /^Carrier/ }).selectOption('kestrel');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    dialog = page.getByRole('dialog', { name: 'Your Kestrel Express account' });
    await dialog.getByRole('textbox', { name: /^Account number/ }).fill('K12345678');
    const popupOpened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
    const popup = await popupOpened;
    await page.getByRole('dialog', { name: 'Sign in at Kestrel Express' }).waitFor();
    await expectAxe(page, 'signing in');

    // A message of the page's own origin with a state the block never issued: ignored.
    await page.evaluate(() => window.postMessage({ type: 'shipping-elements:carrier-signin', state: 'f'.repeat(32) }, window.location.origin));
    await popup.getByRole('heading', { name: 'Connect Kestrel Express' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Sign in at Kestrel Express' }).isVisible()).toBe(true);

    // The callback page posts to the block and closes the popup itself.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;
    await page.getByRole('dialog', { name: 'Sign in at Kestrel Express' }).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Kestrel Express is connected.' }).waitFor();
    await screenshot(page, 'carriers-signed-in');
    await expectAxe(page, 'signed in');
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
