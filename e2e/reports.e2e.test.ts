// The Reports page of the demo in Chromium: invoice report runs that succeed, fail with each of
// the sandbox's failure codes, are previewed and downloaded (without the Authorization header),
// and whose expired link is refreshed without the user doing anything.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, screenshot, signedInPage, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();

/** Moves the demo's sandbox (manual clock, ten times faster work) past a run's processing. */
async function advance(ms: number) {
  await e2e.demo.sandbox?.advance(ms);
}

/**
 * Opens the Reports page of a tab just signed in (a context of its own: no runs stored yet). The
 * demo reads its settings when it starts, so only a test with settings reloads the page after
 * saving them; the others go there through the address, without a second load of the app.
 */
async function openReports(page: Page, settings?: { theme?: 'light' | 'dark'; locale?: string; colorPrimary?: string }) {
  if (settings) {
    await page.evaluate((value) => window.localStorage.setItem('northwind-demo-settings', JSON.stringify(value)), settings);
  }
  await page.goto(`${e2e.demo.url}#/reports`);
  if (settings) {
    await page.reload();
  }
  expect(await page.evaluate(() => window.localStorage.getItem('northwind-demo-report-runs'))).toBeNull();
  await page.locator('[data-se-part="report-downloader"][data-state="editing"]').waitFor();
}

/** Page errors that are the kit's: the dev server's own HMR socket messages are not. */
const kitErrors = (errors: string[]) => errors.filter((error) => !/\[vite\]|WebSocket/.test(error));

const runItem = (page: Page, index = 0) => page.locator('[data-se-part="report-downloader-run"]').nth(index);

/** Every request the page makes to a signed report file, with its headers. */
function recordFileRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/files/reports/')) {
      requests.push(request);
    }
  });
  return requests;
}

describe('reports in the demo', () => {
  it('creates a run that succeeds, previews it and downloads it without the Authorization header', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await openReports(page);
    const files = recordFileRequests(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'reports-form');

    await page.getByRole('button', { name: 'Create report' }).click();
    await page.getByText('Report requested.').waitFor();
    await runItem(page).locator('[data-state="QUEUED"], [data-state="PROCESSING"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'reports-queued');

    await advance(1_000);
    await advance(1_000);
    await runItem(page).getByText('Ready').waitFor({ timeout: 15_000 });
    await page.getByText('Your invoice report is ready to download.').waitFor();

    await runItem(page).getByRole('button', { name: 'Preview' }).click();
    await runItem(page).getByText(/^\d+ rows/).waitFor();
    expect(await runItem(page).getByRole('columnheader', { name: 'Item amount', exact: true }).count()).toBe(1);
    expect(await runItem(page).getByText('Item amounts').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'reports-preview');

    const downloading = page.waitForEvent('download');
    await runItem(page).getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-run_\w+\.csv\.gz$/);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const request of files) {
      const headers = await request.allHeaders();
      expect(headers.authorization).toBeUndefined();
    }
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'omit' });
      return [...new Uint8Array(await response.arrayBuffer()).slice(0, 2)];
    }, files.at(-1)!.url());
    expect(bytes).toEqual([0x1f, 0x8b]);

    // A second report in the same page visit reaches its end too.
    await page.getByRole('button', { name: 'Create report' }).click();
    await runItem(page, 1).waitFor();
    await advance(1_000);
    await advance(1_000);
    await page.locator('[data-se-part="report-downloader-run"]').filter({ hasText: 'Ready' }).nth(1).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-se-part="report-downloader-run"]').count()).toBe(2);
    expect(kitErrors(errors)).toEqual([]);
    await context.close();
  });

  it('refreshes an expired link by itself', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await openReports(page);
    const files = recordFileRequests(page);
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.getByText('Report requested.').waitFor();
    await advance(1_000);
    await advance(1_000);
    await runItem(page).getByText('Ready').waitFor({ timeout: 15_000 });
    await runItem(page).getByRole('button', { name: 'Preview' }).click();
    await runItem(page).getByText(/^\d+ rows/).waitFor();
    const firstUrl = files.at(-1)!.url();

    // The signed URL lasts 15 minutes: 20 minutes later the storage answers 410.
    await advance(20 * 60_000);
    const downloading = page.waitForEvent('download');
    await runItem(page).getByRole('button', { name: 'Download' }).click();
    await downloading;
    const urls = files.map((request) => request.url());
    expect(urls.at(-1)).not.toBe(firstUrl);
    expect(await page.getByRole('alert').count()).toBe(0);
    // The browser logs the refused expired URL itself; nothing else went wrong.
    expect(kitErrors(errors).filter((error) => !error.includes('410'))).toEqual([]);
    await context.close();
  });

  it('explains a run that fails with each of the sandbox’s failure codes', async () => {
    const failures = [
      ['invalid_run_request', 'The report request was invalid.', 1_000],
      ['run_timeout', 'The report took too long to prepare.', 4_000],
      ['service_unavailable', 'The reporting service was unavailable while preparing this report.', 1_000],
      ['run_processing_failed', 'The report data couldn’t be processed.', 1_000],
      ['run_failed', 'The report couldn’t be completed.', 1_000],
    ] as const;
    // One tab, one run after another (the newest listed first), as a person tries them.
    const { page, context, errors } = await signedInPage(e2e);
    await openReports(page);
    for (const [index, [code, message, processing]] of failures.entries()) {
      await page.getByRole('combobox', { name: /^(Sandbox scenario|Scénario du bac à sable)$/ }).selectOption(`fail-${code}`);
      await page.getByRole('button', { name: 'Create report' }).click();
      await runItem(page, index).waitFor();
      await advance(1_000);
      await advance(processing);
      const alert = runItem(page, 0).getByRole('alert');
      await alert.waitFor({ timeout: 15_000 });
      expect(await alert.textContent(), code).toContain(message);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'reports-failed');
    expect(kitErrors(errors)).toEqual([]);
    await context.close();
  });

  it('works with the keyboard alone', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await openReports(page);
    const submit = page.getByRole('button', { name: 'Create report' });
    for (let step = 0; step < 60 && !(await submit.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByText('Report requested.').waitFor();
    await advance(1_000);
    await advance(1_000);
    const download = runItem(page).getByRole('button', { name: 'Download' });
    await download.waitFor({ timeout: 15_000 });
    for (let step = 0; step < 80 && !(await download.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await downloading;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await runItem(page).getByText(/^\d+ rows/).waitFor();
    expect(kitErrors(errors)).toEqual([]);
    await context.close();
  });

  // English in light and French in dark, as the demo's and OrdersInbox's every-page passes.
  it.each([
    ['light', 'en'],
    ['dark', 'fr'],
  ] as const)('looks right in %s, %s', async (theme, locale) => {
    const { page, context, errors } = await signedInPage(e2e);
    // The demo's brand colour carries white text in both themes (App.tsx), so no override here.
    await openReports(page, { theme, locale });
    await page.getByRole('combobox', { name: /^(Sandbox scenario|Scénario du bac à sable)$/ }).selectOption('fail-run_failed');
    await page.locator('[data-se-button="report-downloader-submit"]').click();
    await runItem(page).waitFor();
    await advance(1_000);
    await advance(1_000);
    await runItem(page).getByRole('alert').waitFor({ timeout: 15_000 });
    await page.getByRole('combobox', { name: /^(Sandbox scenario|Scénario du bac à sable)$/ }).selectOption('');
    await page.locator('[data-se-button="report-downloader-submit"]').click();
    await runItem(page, 1).waitFor();
    await advance(1_000);
    await advance(1_000);
    await page.locator('[data-se-button="report-downloader-preview"]').click();
    await page.locator('[data-se-part="report-downloader-preview"][data-state="ready"]').waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `reports-${locale}-${theme}`);
    expect(kitErrors(errors)).toEqual([]);
    await context.close();
  });
});
