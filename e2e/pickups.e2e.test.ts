// The end of a merchant's day in the demo, end to end in Chromium: labels bought earlier are
// handed to the carrier (a pickup confirmed, one refused) and closed out with a manifest whose
// document opens. Keyboard only where a person would use it, axe on every state, screenshots in
// light and dark, English and French.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { listAddresses } from '../src/api/resources/addresses';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction, type Transaction } from '../src/api/resources/transactions';
import { createBatch, getBatch, purchaseBatch } from '../src/api/resources/batches';
import { createPickup } from '../src/api/resources/pickups';
import { zonedTimeToInstant } from '../src/lib/zoned-time';
import { axeViolations, screenshot, signedInPage, setUpDemoE2E } from './harness';
import { isBusinessDay, isWeekend, nextLosAngelesDate } from '../test/los-angeles-days';

const e2e = setUpDemoE2E();

/** Labels bought earlier in the day, as the demo's "Create a label" page (or a backend) buys them. */
async function buyLabels(carrier: string, count: number): Promise<Transaction[]> {
  const sandbox = e2e.demo.sandbox!;
  const api = createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
  const account = (await listCarrierAccounts(api, { carrier })).results[0]!;
  const sender = (await listAddresses(api, { results: 100 })).results.at(-1)!;
  const labels: Transaction[] = [];
  for (let index = 0; index < count; index += 1) {
    const shipment = await createShipment(api, {
      address_from: sender.object_id,
      address_to: { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' },
      parcels: [{ length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' }],
      carrier_accounts: [account.object_id],
    });
    labels.push(await createTransaction(api, { rate: shipment.rates![0]!.object_id }));
  }
  return labels;
}

/**
 * Console errors that are the page's own, without the dev server's HMR socket (its fixed port is
 * taken when several demos run on one machine; it is no part of the kit).
 */
const ownErrors = (errors: string[]) => errors.filter((error) => !/WebSocket|\[vite\]/.test(error));

/** Presses Tab until `target` has focus (keyboard only, as a person without a mouse would). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
  }
  throw new Error('Tab never reached the element');
}


async function typeDate(page: Page, date: string) {
  // A date input takes its digits in the locale's order; en-US is month, day, year.
  const [year, month, day] = date.split('-');
  const input = page.getByLabel(/^Date/);
  await input.focus();
  await page.keyboard.type(`${month}${day}${year}`);
}

async function openPickups(page: Page) {
  await page.getByRole('link', { name: 'Pickups' }).click();
  await page.getByRole('heading', { name: 'Pickups and end of day' }).waitFor();
  await page.getByRole('button', { name: 'Review the pickup' }).waitFor({ timeout: 20_000 });
}

describe('pickups and the end of the day in the demo', () => {
  it('books a pickup with the keyboard alone and shows it in the location’s zone, then a second one', async () => {
    await buyLabels('parcelwise', 2);
    await buyLabels('kestrel', 1);
    const { page, context, errors } = await signedInPage(e2e);
    await openPickups(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pickups-form');

    await tabTo(page, page.getByRole('checkbox', { name: 'Select all labels' }));
    await page.keyboard.press('Space');
    await page.getByText('2 of 2 labels selected').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Review the pickup' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book this pickup?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pickups-confirm');
    await tabTo(page, dialog.getByRole('button', { name: 'Book the pickup' }));
    await page.keyboard.press('Enter');

    const heading = page.getByRole('heading', { name: 'Pickup booked' });
    await heading.waitFor({ timeout: 20_000 });
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    // The zone in words, without its IANA id.
    expect(await page.locator('[data-se-part="pickup-zone"]').textContent()).toMatch(/^Pacific (Standard|Daylight) Time$/);
    const code = await page.locator('[data-se-part="pickup-confirmation-code"]').textContent();
    expect(code).toMatch(/^PW-[0-9A-F]{8}$/);
    await page.getByText(`contact Parcelwise and give them the confirmation code ${code}`, { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pickups-confirmed');

    // A second pickup in the same page visit (another carrier's label) is booked too.
    await page.getByRole('button', { name: 'Schedule another pickup' }).click();
    const accounts = page.locator('[data-se-part="pickup-scheduler"]').getByRole('combobox', { name: /Carrier account/ });
    await accounts.selectOption((await accounts.getByRole('option', { name: /^Kestrel Express/ }).getAttribute('value')) ?? '');
    await page.getByRole('checkbox', { name: 'Select all labels' }).check();
    await page.getByText('1 of 1 label selected').waitFor();
    await page.getByRole('button', { name: 'Review the pickup' }).click();
    await page.getByRole('dialog', { name: 'Book this pickup?' }).getByRole('button', { name: 'Book the pickup' }).click();
    await heading.waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-se-part="pickup-confirmation-code"]').textContent()).not.toBe(code);
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it('shows the carrier’s refusal of a weekend window, and carriers without pickups disabled', async () => {
    await buyLabels('kestrel', 1);
    const { page, context, errors } = await signedInPage(e2e);
    await openPickups(page);
    const accounts = page.locator('[data-se-part="pickup-scheduler"]').getByRole('combobox', { name: /Carrier account/ });
    expect(await accounts.getByRole('option', { name: 'Bluebird Post: no pickups through this service' }).isDisabled()).toBe(true);
    expect(await accounts.getByRole('option', { name: 'Slowpost Freight: no pickups through this service' }).isDisabled()).toBe(true);
    const kestrel = await accounts.getByRole('option', { name: /^Kestrel Express/ }).getAttribute('value');
    await accounts.selectOption(kestrel ?? '');
    await page.getByRole('checkbox', { name: 'Select all labels' }).check();
    await typeDate(page, nextLosAngelesDate(isWeekend));
    await page.getByRole('button', { name: 'Review the pickup' }).click();
    await page.getByRole('dialog', { name: 'Book this pickup?' }).getByRole('button', { name: 'Book the pickup' }).click();
    const alert = page.locator('[data-se-part="pickup-refusal"]');
    await alert.getByText('The carrier does not pick up on weekends.').waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-se-part="pickup-scheduler"]').getAttribute('data-state')).toBe('refused');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pickups-refused');
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it('creates the day’s manifest and opens its document, in French and dark', async () => {
    const labels = await buyLabels('parcelwise', 2);
    const { page, context, errors } = await signedInPage(e2e);
    // The merchant's saved preferences, read again on a reload (the whole shell is in French then).
    await page.evaluate(() => localStorage.setItem('northwind-demo-settings', JSON.stringify({ theme: 'dark', locale: 'fr' })));
    await page.goto(`${e2e.demo.url}#/pickups`);
    await page.reload();
    await page.getByRole('heading', { name: 'Enlèvements et fin de journée' }).waitFor();
    await page.getByRole('button', { name: 'Créer le manifeste' }).waitFor({ timeout: 20_000 });
    for (const label of labels) {
      await page.locator('[data-se-part="manifest-included-list"]').getByText(label.tracking_number!).waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pickups-fr-dark');

    await tabTo(page, page.getByRole('button', { name: 'Créer le manifeste' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Manifeste créé' }).waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'manifest-created-fr-dark');

    // The document is a plain link to a signed URL: it opens in a new tab, without the token.
    const link = page.getByRole('link', { name: /^Document du manifeste 1/ });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const href = (await link.getAttribute('href')) ?? '';
    const file = await tab.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'omit' });
      const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('Content-Type'), text };
    }, href);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    for (const label of labels) {
      expect(file.text).toContain(`(${label.tracking_number}) Tj`);
    }
    await tab.close();
    expect(ownErrors(errors)).toEqual([]);
    await context.close();
  });

  it('offers the places shipped from, each once, after 20 purchases, 2 batches and 2 pickups', async () => {
    const sandbox = e2e.demo.sandbox!;
    const api = createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: sandbox.keys.test } });
    const parcelwise = (await listCarrierAccounts(api, { carrier: 'parcelwise' })).results[0]!;
    const seededSender = (await listAddresses(api, { results: 100 })).results.at(-1)!;
    // The demo's warehouse as its forms send it each time (a new address object of the same place),
    // a second place, and recipients as a CSV brings them (one with a spreadsheet formula).
    const warehouse = { name: 'Northwind Warehouse', company: 'Northwind Outfitters', street1: '215 Clayton St', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
    const eastDock = { name: 'East Dock', street1: '10 Water St', city: 'New York', state: 'NY', zip: '10004', country: 'US' };
    const recipients = [
      { name: '=HYPERLINK("http://x")', street1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
      { name: 'Ada Lovelace', street1: '12 Elm St', city: 'Boston', state: 'MA', zip: '02110', country: 'US' },
      { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' },
    ];
    const box = { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' } as const;
    const senders = [seededSender.object_id, warehouse, eastDock];
    const bought: Transaction[] = [];
    for (let index = 0; index < 20; index += 1) {
      const shipment = await createShipment(api, { address_from: senders[index % 3]!, address_to: recipients[index % 3]!, parcels: [box], carrier_accounts: [parcelwise.object_id] });
      bought.push(await createTransaction(api, { rate: shipment.rates![0]!.object_id }));
    }
    for (let batch = 0; batch < 2; batch += 1) {
      const created = await createBatch(api, {
        default_carrier_account: parcelwise.object_id,
        default_servicelevel_token: 'parcelwise_ground',
        batch_shipments: recipients.map((recipient) => ({ shipment: { address_from: warehouse, address_to: recipient, parcels: [box] } })),
      });
      await sandbox.advance(3_000);
      expect((await getBatch(api, created.object_id)).status).toBe('VALID');
      await purchaseBatch(api, created.object_id);
      await sandbox.advance(5_000);
      expect((await getBatch(api, created.object_id)).status).toBe('PURCHASED');
    }
    const day = nextLosAngelesDate(isBusinessDay);
    const onPickups = [bought.slice(0, 3), bought.slice(3, 6)];
    for (const labels of onPickups) {
      const pickup = await createPickup(api, {
        carrier_account: parcelwise.object_id,
        location: { address: warehouse, building_location_type: 'Front Door' },
        requested_start_time: new Date(zonedTimeToInstant(day, '09:00', 'America/Los_Angeles')!).toISOString(),
        requested_end_time: new Date(zonedTimeToInstant(day, '17:00', 'America/Los_Angeles')!).toISOString(),
        transactions: labels.map((label) => label.object_id),
      });
      expect(pickup.status).toBe('CONFIRMED');
    }

    const { page, context } = await signedInPage(e2e);
    await openPickups(page);
    const optionsOf = (select: Locator) => select.locator('option:not([disabled])').allTextContents();
    const places = [/^(Shipping Desk|Northwind Warehouse), 215 Clayton St, San Francisco/, /^East Dock, 10 Water St, New York/];
    for (const select of [
      page.locator('[data-se-part="pickup-scheduler"]').getByRole('combobox', { name: /^Address/ }),
      page.locator('[data-se-part="manifest-closeout"]').getByRole('combobox', { name: /^Ship-from address/ }),
    ]) {
      const options = await optionsOf(select);
      expect(options).toHaveLength(2);
      expect(places.every((place) => options.filter((option) => place.test(option)).length === 1)).toBe(true);
    }
    // The labels on the two pickups are not offered again; every other label is shown under its count.
    const list = page.locator('[data-se-part="pickup-label-list"]');
    for (const label of onPickups.flat()) {
      expect(await list.getByText(label.tracking_number!, { exact: false }).count()).toBe(0);
    }
    const shown = await list.getByRole('checkbox').count();
    await page.getByText(`0 of ${shown} labels selected`).waitFor();
    expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await screenshot(page, 'pickups-places');
    await context.close();
  }, 180_000);

  it('shows the pickup page in English and light in a screenshot for review', async () => {
    const { page, context } = await signedInPage(e2e);
    await openPickups(page);
    await page.locator('[data-se-part="manifest-history-table"], [data-se-part="manifest-history"] [data-state="empty"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'pickups-en-light');
    await context.close();
  });
});
