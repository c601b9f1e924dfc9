// The demo's Settings → Carriers (issue 39): the CarrierAccounts block for the store the tab works
// for. In one signed-in tab, every flow twice. First round in English and light at 1280 px: an own
// account connected with its credentials, then a Kestrel Express
// account signed in by OAuth in a real popup through the demo backend's
// createCarrierSigninHandler route: a forged message of the page's own origin (a state the block
// did not issue) and one of another origin (the popup's, carrying the real state) are ignored; the
// popup's Allow connects it. Second round in French and dark at 390 px: an own account the carrier refuses
// (the sandbox's REFUSED secret) is reconnected through its credentials form (and the shell's
// "action required" banner says so until then), and an OAuth sign-in whose popup is blocked goes
// through the whole page and resumes on return. Axe in each state; screenshots at 1280 and 390 px
// (e2e-artifacts/carriers-*).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fill } from '../demo/src/text';
import { en } from '../src/locales/en';
import { fr } from '../src/locales/fr';
import type { Messages } from '../src/provider/messages';
import { axeViolations, screenshot, signedInPage, setUpDemoE2E, withPreferences } from './harness';

const e2e = setUpDemoE2E();

const PHONE = { width: 390, height: 844 } as const;

async function expectAxe(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
}


/** Connects an own Slowpost Freight account through the dialog, as the merchant would, in the page's language. */
async function connectOwn(page: Page, words: Messages, accountNumber: string, nickname: string, password = 'correct-horse-battery') {
  const round = `${nickname}, ${words === en ? 'English' : 'French'}`;
  const text = words.carrierAccounts;
  await page.getByRole('button', { name: text.add, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: text.connect.title });
  await dialog.getByRole('combobox', { name: new RegExp(`^${text.connect.carrier}`) }).selectOption('slowpost');
  await dialog.getByRole('button', { name: text.connect.continue }).click();
  dialog = page.getByRole('dialog', { name: fill(text.connect.ownTitle, { carrier: 'Slowpost Freight' }) });
  await dialog.getByRole('button', { name: text.connect.submit, exact: true }).click();
  await dialog.getByText(text.issues.required).first().waitFor();
  await expectAxe(page, `own account refused (${round})`);
  await dialog.getByRole('textbox', { name: new RegExp(`^${text.fields.account_id}`) }).fill(accountNumber);
  await dialog.getByRole('textbox', { name: new RegExp(`^${text.fields.nickname}`) }).fill(nickname);
  await dialog.getByRole('textbox', { name: new RegExp(`^${text.fields.username}`) }).fill('northwind');
  await dialog.getByLabel(new RegExp(`^${text.fields.password}`)).fill(password);
  await dialog.getByRole('button', { name: text.connect.submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 4, name: new RegExp(`Slowpost Freight\\W+${nickname}`) }).waitFor();
}

/** Creates an own Kestrel Express account through the dialog; its Connect starts the sign-in at the carrier. */
async function connectKestrel(page: Page, words: Messages, accountNumber: string, nickname: string) {
  const text = words.carrierAccounts;
  await page.getByRole('button', { name: text.add, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: text.connect.title });
  await dialog.getByRole('combobox', { name: new RegExp(`^${text.connect.carrier}`) }).selectOption('kestrel');
  await dialog.getByRole('button', { name: text.connect.continue }).click();
  dialog = page.getByRole('dialog', { name: fill(text.connect.ownTitle, { carrier: 'Kestrel Express' }) });
  await dialog.getByRole('textbox', { name: new RegExp(`^${text.fields.account_id}`) }).fill(accountNumber);
  await dialog.getByRole('textbox', { name: new RegExp(`^${text.fields.nickname}`) }).fill(nickname);
  await dialog.getByRole('button', { name: text.connect.submit, exact: true }).click();
}

/** The `state` the block sent to the demo backend's sign-in route, read from the popup's or the page's first request. */
function signinStates(context: BrowserContext): string[] {
  const states: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/carrier-signin') {
      states.push(url.searchParams.get('state') ?? '');
    }
  });
  return states;
}

describe('Settings → Carriers (issue 39)', () => {
  it('connects own accounts, reconnects a refused one and signs in at an OAuth carrier in a popup and through the whole page, forged messages ignored: English and light, then French and dark', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    const states = signinStates(context);
    await withPreferences(page, `${e2e.demo.url}#/carriers`, { locale: 'en', theme: 'light' });
    await page.getByRole('heading', { level: 1, name: 'Carrier settings' }).waitFor();
    await page.getByRole('heading', { level: 4, name: 'Parcelwise' }).waitFor();
    await expectAxe(page, 'list');
    await screenshot(page, 'carriers-list');

    await connectOwn(page, en, '12345678', 'Warehouse');
    expect(await page.getByText('****5678').count()).toBe(1);
    await expectAxe(page, 'connected');

    // OAuth: the account is created, then the popup goes to the consent page through the demo backend.
    const popupOpened = context.waitForEvent('page');
    await connectKestrel(page, en, 'K12345678', 'Express desk');
    const popup = await popupOpened;
    const signingIn = page.getByRole('dialog', { name: 'Sign in at Kestrel Express' });
    await signingIn.waitFor();
    await expectAxe(page, 'signing in');

    // A message of the page's own origin with a state the block never issued: ignored.
    await page.evaluate(() => window.postMessage({ type: 'shipping-elements:carrier-signin', state: 'f'.repeat(32) }, window.location.origin));
    await popup.getByRole('heading', { name: 'Connect Kestrel Express' }).waitFor();
    // The state the block did issue, posted from another origin (the consent page's): ignored too.
    expect(states).toHaveLength(1);
    // (Had the block taken it, the state would be used up and the popup's real answer below ignored.)
    await popup.evaluate((state) => (window.opener as Window | null)?.postMessage({ type: 'shipping-elements:carrier-signin', state }, '*'), states[0]!);
    expect(await signingIn.isVisible()).toBe(true);

    // The callback page posts to the block and closes the popup itself.
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow' }).click();
    await closed;
    await signingIn.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Express desk is connected.' }).waitFor();
    await screenshot(page, 'carriers-signed-in');
    await expectAxe(page, 'signed in');

    // Second round, French and dark, at 390 px: an own account the carrier refuses, then reconnected.
    await page.setViewportSize(PHONE);
    await withPreferences(page, `${e2e.demo.url}#/carriers`, { locale: 'fr', theme: 'dark' });
    const text = fr.carrierAccounts;
    await page.getByRole('heading', { level: 1, name: 'Paramètres des transporteurs' }).waitFor();
    await connectOwn(page, fr, '55501234', 'Quai', 'REFUSED-by-the-carrier');
    const banner = page.getByRole('status', { name: fr.accountOnboarding.status.title });
    await banner.getByText(fill(fr.accountOnboarding.status.reconnect, { carrier: 'Slowpost Freight' })).waitFor();
    await page.getByRole('button', { name: fill(text.reconnectNamed, { name: 'Quai' }) }).click();
    const credentials = page.getByRole('dialog', { name: fill(text.connect.credentialsTitle, { name: 'Quai' }) });
    await credentials.getByText(fill(text.connect.refusedText, { carrier: 'Slowpost Freight' })).waitFor();
    expect(await credentials.getByLabel(new RegExp(`^${text.fields.password}`)).inputValue()).toBe('');
    await expectAxe(page, 'reconnecting, French and dark');
    await screenshot(page, 'carriers-reconnect-fr-dark-phone');
    await credentials.getByLabel(new RegExp(`^${text.fields.password}`)).fill('a-new-password');
    await credentials.getByRole('button', { name: text.connect.save }).click();
    await credentials.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: fill(text.announce.credentialsSaved, { name: 'Quai' }) }).waitFor();
    await banner.waitFor({ state: 'detached' });
    await expectAxe(page, 'reconnected, French and dark');

    // OAuth again with the popup blocked: the whole page goes to the carrier and comes back.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await connectKestrel(page, fr, 'K87654321', 'Comptoir');
    await page.getByRole('heading', { name: 'Connect Kestrel Express' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.getByRole('heading', { level: 1, name: 'Paramètres des transporteurs' }).waitFor();
    await page.getByRole('status').filter({ hasText: fill(text.announce.signedIn, { name: 'Comptoir' }) }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/carriers');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('shipping-elements:carrier-signin')))).toEqual([]);
    await screenshot(page, 'carriers-signed-in-fr-dark-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll at 390 px').toBe(true);
    await expectAxe(page, 'signed in through the whole page, French and dark');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
