// Every page of the demo at a phone's width (390×844), in English and light then French and dark:
// one visit per round, the viewport resized rather than a new browser. Each page must not scroll
// sideways, its primary action must be reachable on screen, and axe must pass, also in the states a
// page is in after a person acts (a selection, a dialog open, an error shown, a button hovered or
// focused). Screenshots go to e2e-artifacts/phone-*.png for review. The navigation is a menu at this
// width; the skip link and the focus after a dialog are checked with the keyboard.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NAVIGATION } from '../demo/src/routes';
import { createApiClient } from '../src/api/client';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { axeViolations, screenshot, signedInPage, setUpDemoE2E, withPreferences } from './harness';

const e2e = setUpDemoE2E();

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 860 } as const;

/** The page's own width is the viewport's: nothing makes the document scroll sideways. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const { scroll, inner, wide } = await page.evaluate(() => {
    // The deepest elements past the right edge, to say what pushes the page wider.
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5);
    const deepest = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const describe = (element: HTMLElement) => `${element.tagName.toLowerCase()}${element.dataset['sePart'] ? `[${element.dataset['sePart']}]` : ''}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`;
    return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, wide: deepest.slice(0, 5).map(describe) };
  });
  expect(scroll, `${name}: the page scrolls sideways (${wide.join(', ')})`).toBeLessThanOrEqual(inner);
}

/** Scrolled into view, the element is inside the viewport from side to side (and its own scroll area's). */
async function expectReachable(target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, width: window.innerWidth, height: window.innerHeight };
  });
  expect(box.left, `${name}: starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box.right, `${name}: ends off screen`).toBeLessThanOrEqual(box.width);
  expect(box.bottom, `${name}: below the screen`).toBeLessThanOrEqual(box.height);
  expect(box.top, `${name}: above the screen`).toBeGreaterThanOrEqual(0);
}

/** A list that scrolls inside itself keeps its rows' actions without scrolling sideways. */
async function expectNoSidewaysScrollInside(page: Page, name: string) {
  const overflowing = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('[data-se-part="orders-inbox-scroll"], [data-se-part="label-history-scroll"]')]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.dataset['sePart']}: ${element.scrollWidth} > ${element.clientWidth}`),
  );
  expect(overflowing, name).toEqual([]);
}

/**
 * The document is as tall as the app: nothing positioned absolutely inside a scroll area (a
 * visually hidden name) escapes it and stretches the page.
 */
async function expectNoEscapees(page: Page, name: string) {
  const { height, app } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    app: Math.max(window.innerHeight, Math.ceil(document.querySelector('.demo-layout')!.getBoundingClientRect().height)),
  }));
  expect(height, `${name}: the page is taller than the app`).toBeLessThanOrEqual(app);
}

/** Labels bought through the merchant backend's own API access, for the Shipments page to list. */
async function buyLabels(count: number) {
  const sandbox = e2e.demo.sandbox;
  if (!sandbox) {
    throw new Error('The e2e tests need the sandbox');
  }
  const api = createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
  for (let index = 0; index < count; index += 1) {
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    await createTransaction(api, { rate: shipment.rates![0]!.object_id });
  }
}

/** The primary action a page offers first: the kit's filled button or the demo's. */
const primaryAction = (page: Page) => page.locator('main').locator('button[data-se-part="button"][data-variant="primary"]:visible, .demo-button-primary:visible').first();

async function expectAxe(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
}

const ROUNDS = [
  { locale: 'en', theme: 'light', menu: 'Menu', skip: 'Skip to content' },
  { locale: 'fr', theme: 'dark', menu: 'Menu', skip: 'Aller au contenu' },
] as const;

describe('the demo at 390×844', () => {
  // Labels for the Shipments page to list (after the demo has started, in setUpDemoE2E's hook).
  beforeAll(() => buyLabels(8), 60_000);

  it('fits every page on a phone, each primary action in reach, axe passing, in English and light, French and dark', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    for (const round of ROUNDS) {
      await page.setViewportSize(PHONE);
      await withPreferences(page, `${e2e.demo.url}#/orders`, { locale: round.locale, theme: round.theme });
      const tag = `${round.locale}-${round.theme}`;
      for (const route of NAVIGATION) {
        const name = `${route} ${tag}`;
        // Through the menu, as a person on a phone would: the button says it is open, the link closes it.
        const menu = page.getByRole('button', { name: round.menu, exact: true });
        await menu.click();
        expect(await menu.getAttribute('aria-expanded'), name).toBe('true');
        await page.locator(`#demo-menu a[href="#/${route}"]`).click();
        expect(await menu.getAttribute('aria-expanded'), name).toBe('false');
        await page.locator('main h1:visible').waitFor();
        // The page's content has come: its first block or panel has something in it.
        await page.waitForFunction(() => !document.querySelector('main [data-state="loading"]'), undefined, { timeout: 20_000 });
        await expectNoSidewaysScroll(page, name);
        await expectNoSidewaysScrollInside(page, name);
        const primary = primaryAction(page);
        if ((await primary.count()) > 0) {
          await expectReachable(primary, `${name}, primary action`);
        }
        await expectNoEscapees(page, name);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAxe(page, name);
        await screenshot(page, `phone-${route}-${tag}`);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('ships from the inbox on a phone: a card per order with Ship in reach, the bulk action, the dialogs and their errors pass axe, and the focus comes back', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    for (const round of ROUNDS) {
      const tag = `${round.locale}-${round.theme}`;
      await page.setViewportSize(PHONE);
      await withPreferences(page, `${e2e.demo.url}#/orders`, { locale: round.locale, theme: round.theme });
      const rows = page.locator('[data-se-part="orders-inbox-row"][data-index]');
      await rows.nth(2).waitFor();
      // Each row's Ship is on screen without scrolling the list sideways.
      const ship = rows.locator('button[data-se-part="button"]').first();
      await expectReachable(ship, `${tag}: a row's Ship`);
      await expectNoSidewaysScrollInside(page, tag);

      // A selection: the bulk action is filled with the primary colour, and passes axe hovered and focused.
      await rows.nth(0).getByRole('checkbox').click();
      await rows.nth(1).getByRole('checkbox').click();
      const bulk = page.locator('[data-se-button="orders-inbox-ship-selected"]');
      await expectReachable(bulk, `${tag}: the bulk action`);
      await expectAxe(page, `${tag}: selection`);
      await screenshot(page, `phone-orders-${tag}-selection`);
      // Hovered and focused at once (one axe run for both states of the bulk action).
      await bulk.hover();
      await bulk.focus();
      await expectAxe(page, `${tag}: the bulk action hovered and focused`);
      await expectNoSidewaysScroll(page, `${tag}: selection`);

      // An order's detail, then Ship from it; closing the ship dialog gives the focus to the list, not to body.
      await rows.nth(0).locator('[data-se-part="orders-inbox-open"]').click();
      const detail = page.getByRole('dialog');
      await detail.getByRole('table').waitFor();
      await expectNoSidewaysScroll(page, `${tag}: detail`);
      await detail.locator('button[data-se-part="button"][data-variant="primary"]').last().click();
      const shipDialog = page.getByRole('dialog');
      await shipDialog.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 20_000 });
      await expectNoSidewaysScroll(page, `${tag}: ship dialog`);
      await expectAxe(page, `${tag}: ship dialog`);
      await page.keyboard.press('Escape');
      await shipDialog.waitFor({ state: 'detached' });
      // The detail's opener (the order's number) or the list's row: anything in the list but body.
      await expect.poll(() => page.evaluate(() => (document.activeElement?.closest('[data-se-part="orders-inbox-grid"]') ? 'in the list' : document.activeElement?.outerHTML.slice(0, 80)))).toBe('in the list');

      // The create-order form submitted empty: its errors shown, in a dialog at phone width.
      await page.locator('[data-se-button="orders-inbox-create-open"]').first().click();
      const create = page.getByRole('dialog');
      await create.locator('button[type="submit"]').click();
      await create.locator('[aria-invalid="true"]').first().waitFor();
      await expectNoSidewaysScroll(page, `${tag}: create-order errors`);
      await expectAxe(page, `${tag}: create-order errors`);
      await screenshot(page, `phone-orders-${tag}-create-errors`);
      await page.keyboard.press('Escape');
      await create.waitFor({ state: 'detached' });

      // The same page at 1280 px: the table fits its box (Ship not clipped).
      await page.setViewportSize(DESKTOP);
      await expectNoSidewaysScrollInside(page, `${tag} at 1280`);
      await screenshot(page, `desktop-orders-${tag}`);
      await page.goto(`${e2e.demo.url}#/shipments`);
      await page.locator('[data-se-part="label-history-row"]').first().waitFor();
      await expectNoSidewaysScrollInside(page, `shipments ${tag} at 1280`);
      await expectNoEscapees(page, `shipments ${tag} at 1280`);
      await screenshot(page, `desktop-shipments-${tag}`);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('has a skip link, a menu the keyboard opens and Escape closes, and the brand of the store chosen', async () => {
    const { page, context } = await signedInPage(e2e);
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.locator('main h1:visible').waitFor();
    // The first Tab is the skip link; following it puts the focus in the page, past the navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).hash).not.toBe('#demo-main');

    // The menu: closed, then opened by the keyboard, its links reachable; Escape closes it and the focus goes back.
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation').isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Orders');
    await expectAxe(page, 'menu open');
    await screenshot(page, 'phone-menu-open');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    // Another store: the brand says which one.
    await menu.click();
    await page.getByLabel('Store').selectOption({ label: 'Corner Shop' });
    expect(await page.locator('.demo-brand-name').textContent()).toBe('Corner Shop');

    // Wide, the sidebar shows the navigation and no Menu button.
    await page.setViewportSize(DESKTOP);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole('navigation').isVisible()).toBe(true);

    // A notification overlays the page: the page does not move when it comes.
    const top = await page.locator('main h1:visible').evaluate((heading) => heading.getBoundingClientRect().top);
    const position = await page.locator('.demo-toasts').evaluate((toasts) => getComputedStyle(toasts).position);
    expect(position).toBe('fixed');
    expect(await page.locator('main h1:visible').evaluate((heading) => heading.getBoundingClientRect().top)).toBe(top);
    await context.close();
  }, 240_000);
});
