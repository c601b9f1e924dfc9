import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction, type Transaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { pdfInfo } from '../test/poppler';
import { axeViolations, INTERNAL_WORDING, screenshot, signedInPage, setUpDemoE2E } from './harness';
import { countPrints, printCount } from './flows';

const e2e = setUpDemoE2E();
const DAY = 24 * 3_600_000;

function sandbox() {
  if (!e2e.demo.sandbox) {
    throw new Error('The e2e tests need the sandbox');
  }
  return e2e.demo.sandbox;
}

/** Two labels bought by the merchant's backend (the key stays in the test, as on a server). */
async function buyTwoLabels(): Promise<Transaction[]> {
  const api = createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox().keys.test } });
  const labels: Transaction[] = [];
  for (const name of ['Grace Hopper', 'Ada Lovelace']) {
    const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, name }, parcels: [BOX] });
    labels.push(await createTransaction(api, { rate: shipment.rates![0]!.object_id }));
  }
  return labels;
}

describe('after the label: TrackingStatus and LabelHistory in the demo', () => {
  it('follows a label to DELIVERED, filters the labels in transit, reprints both as one PDF and voids both, one after the other, until their refunds settle', async () => {
    const [first, second] = await buyTwoLabels();
    const number = (label: Transaction | undefined) => label?.tracking_number ?? 'x';
    const { page, context, errors } = await signedInPage(e2e);
    await page.getByRole('link', { name: 'Shipments' }).click();
    const rowOf = (label: Transaction | undefined) => page.getByRole('row', { name: new RegExp(number(label)) });
    await rowOf(first).waitFor();

    // A day on the sandbox's clock: both parcels have left San Francisco.
    await sandbox().advance(DAY);
    await page.getByRole('combobox', { name: 'Tracking status' }).selectOption({ label: 'In transit' });
    await rowOf(first).getByText('In transit', { exact: true }).waitFor({ timeout: 20_000 });
    await rowOf(second).getByText('In transit', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'label-history-in-transit');

    // Follow the first to its door in TrackingStatus, in a dialog.
    await rowOf(first).getByRole('button', { name: `Track ${number(first)}` }).click();
    const tracking = page.getByRole('dialog', { name: `Tracking ${number(first)}` });
    await tracking.locator('[data-se-part="tracking-status-word"]', { hasText: 'In transit' }).waitFor();
    await sandbox().advance(14 * DAY);
    // The list, filtered to in transit, loses the label meanwhile: the dialog stays on it.
    await tracking.locator('[data-se-part="tracking-status-word"]', { hasText: 'Delivered' }).waitFor({ timeout: 50_000 });
    await tracking.getByRole('link', { name: /Track on the carrier’s site/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'tracking-status-delivered');
    await tracking.getByRole('button', { name: 'Close' }).last().click();
    await tracking.waitFor({ state: 'detached' });

    // Reprint both as one PDF: the merged file is printed from the label frame (its print counted:
    // headless Chromium has no print dialog) and downloaded; poppler reads two pages in it.
    await page.getByRole('combobox', { name: 'Tracking status' }).selectOption({ label: 'Any' });
    await countPrints(page);
    await rowOf(first).getByRole('checkbox').check();
    await rowOf(second).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reprint selected' }).click();
    const reprint = page.getByRole('dialog', { name: 'Reprint the selected labels' });
    await reprint.getByRole('button', { name: 'Print all as one PDF' }).click();
    await reprint.getByText('One PDF of 2 pages is ready. The print dialog opens.').waitFor({ timeout: 20_000 });
    await printCount(page, 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'label-history-merged-reprint');
    const [download] = await Promise.all([page.waitForEvent('download'), reprint.getByRole('link', { name: 'Download the merged PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('labels.pdf');
    expect(pdfInfo(readFileSync(await download.path()))).toEqual({ pages: 2, pageSize: '288 x 432' });
    // Each label can still be printed on its own.
    await reprint.getByRole('button', { name: 'Print label' }).first().click();
    await printCount(page, 2);
    await reprint.getByRole('button', { name: 'Close' }).last().click();

    // Void the second; its refund settles on the API's clock and the row follows without a reload.
    await rowOf(second).getByRole('button', { name: 'Void label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void this label?' });
    await dialog.getByRole('button', { name: 'Void label' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(second).getByText('Refund pending', { exact: true }).waitFor({ timeout: 10_000 });
    // And the first, one after the other in the same page visit: the second void goes through too.
    await rowOf(first).getByRole('button', { name: 'Void label' }).click();
    await dialog.getByRole('button', { name: 'Void label' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(first).getByText('Refund pending', { exact: true }).waitFor({ timeout: 10_000 });
    await sandbox().advance(6_000);
    await rowOf(second).getByText('Refunded', { exact: true }).waitFor({ timeout: 30_000 });
    await rowOf(first).getByText('Refunded', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.locator('main').innerText()).not.toMatch(INTERNAL_WORDING);
    // Two weeks on the API's clock expire the session's token: the refused request is logged by the
    // browser itself, then the token is refreshed and the request replayed. Nothing else went wrong.
    expect(errors.filter((error) => !error.includes('401 (Unauthorized)'))).toEqual([]);
    await context.close();
  }, 180_000);
});
