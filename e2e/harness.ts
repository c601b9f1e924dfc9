// End-to-end harness: the real demo (sandbox + merchant backend + app) on loopback ports, driven in
// Debian's Chromium by playwright-core, as a merchant's user would. Screenshots go to
// e2e-artifacts/ for review.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startDemo, type DemoServer } from '../demo/server.ts';
import { pageAxe } from '../test/page-axe.ts';

export const ARTIFACTS = path.resolve(import.meta.dirname, '..', 'e2e-artifacts');

export interface E2E {
  demo: DemoServer;
  browser: Browser;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // The demo app built once for the run (e2e/global-setup.ts), served as files.
  const demo = await startDemo({ quiet: true, port: 0, sandboxPort: 0, manualClock: true, appDirectory: inject('demoAppDirectory') });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  return {
    demo,
    browser,
    async close() {
      await browser.close();
      await demo.close();
    },
  };
}

/**
 * One demo and one Chromium for a test file: started before its tests, closed after them. The
 * object returned is filled in by `beforeAll`, so tests read it as they run.
 */
export function setUpDemoE2E(): E2E {
  const e2e = {} as E2E;
  beforeAll(async () => {
    Object.assign(e2e, await startE2E());
  }, 240_000);
  afterAll(async () => {
    await e2e.close?.();
  });
  return e2e;
}

/** A fresh browser context (cookies, storage) with a signed-in demo user. */
export async function signedInPage(e2e: E2E): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // Reduced motion: a dialog's fade-in would otherwise be measured half-transparent by axe.
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' });
  // Every notification the demo shows, kept across reloads of the tab (see `shownToasts`).
  await context.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.matches('.demo-toast')) {
            const seen = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
            sessionStorage.setItem('e2e-toasts', JSON.stringify([...seen, node.querySelector('span')?.textContent ?? '']));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/favicon|Failed to load resource: the server responded with a status of 404/.test(message.text())) {
      errors.push(message.text());
    }
  });
  await page.goto(e2e.demo.url);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  return { context, page, errors };
}

/** Runs axe on the page and returns the violations (id and the first target of each). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await pageAxe(page);
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ') ?? ''}`);
}

/** Every notification the page has shown so far (in this tab, across reloads). */
export async function shownToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);
}

/**
 * Words that must never reach a merchant's customer: the API's field paths and enum values, raw
 * ids and metadata, the sandbox, a block's name in an error. (A time zone's IANA name, such as
 * `America/Los_Angeles`, is shown on purpose beside its long name.)
 */
export const INTERNAL_WORDING = /[Ss]andbox|Error in|\b[A-Za-z]+\.\d+\.[a-z_]+\b|(?<![/\w])[A-Z][A-Za-z]*_[A-Za-z_]+\b|\b(SUCCESS|QUEUED|WAITING|REFUNDPENDING|REFUNDED|REFUNDREJECTED|ERROR|PAID|AWAITPAY|CONFIRMED|PENDING)\b|order:|\b(ord|rate|obj|rfd|run|adr|txn)_[0-9a-z]+/;

/**
 * The text a person reads on the page, without the test-mode tools (the reports page's sandbox
 * scenarios, shown only with a test key).
 */
export async function customerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const tools = [...document.querySelectorAll<HTMLElement>('.demo-test-tools')].map((element) => element.innerText);
    return tools.reduce((text, tool) => text.replace(tool, ''), document.body.innerText);
  });
}

/** Opens the demo with the merchant's saved preferences (language, theme), as after a reload. */
export async function withPreferences(page: Page, url: string, preferences: { locale?: string; theme?: 'light' | 'dark' }): Promise<void> {
  await page.evaluate((value) => {
    const current = JSON.parse(localStorage.getItem('northwind-demo-settings') ?? '{}') as object;
    localStorage.setItem('northwind-demo-settings', JSON.stringify({ ...current, ...value }));
  }, preferences);
  await page.goto(url);
  await page.reload();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
