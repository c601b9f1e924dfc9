// Live updates in the demo, end to end in Chromium: the demo's backend hears the sandbox's webhooks
// and relays them over Server-Sent Events; a batch's VALID, a refund's settlement and a parcel's
// scan appear on the page with no poll request between the sandbox's change and the page's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { createShipment } from '../src/api/resources/shipments';
import { createTransaction } from '../src/api/resources/transactions';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { buy, orderFor, step, throughToRates } from './flows';
import { signedInPage, setUpDemoE2E } from './harness';

const e2e = setUpDemoE2E();
const DAY = 24 * 3_600_000;

/**
 * Records, in the page's own clock, when each live event arrives (EventSource messages) and when
 * each API request starts (resource timing), so a test can tell an event's refetch from a poll.
 */
async function recordLiveTraffic(page: Page) {
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(10_000);
    const messages: { at: number; data: string }[] = [];
    const live = window as unknown as { __liveMessages: typeof messages; __liveOpens: number };
    live.__liveMessages = messages;
    live.__liveOpens = 0;
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('open', () => (live.__liveOpens += 1));
        this.addEventListener('message', (event) => messages.push({ at: performance.now(), data: String(event.data) }));
      }
    };
  });
}

/** Waits until the page's event stream is open: from then on, the objects it covers poll every 30 s only. */
const liveStreamOpen = (page: Page) => page.waitForFunction(() => (window as unknown as { __liveOpens: number }).__liveOpens > 0);

/** The page's clock now. */
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Live events received since `from`, and the API requests (by path) started since `from`. */
async function trafficSince(page: Page, apiBaseUrl: string, from: number) {
  return page.evaluate(
    ({ api, since }) => {
      const messages = (window as unknown as { __liveMessages: { at: number; data: string }[] }).__liveMessages.filter((message) => message.at >= since);
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(api) && entry.startTime >= since)
        .map((entry) => ({ at: entry.startTime, path: new URL(entry.name).pathname }));
      return { messages: messages.map((message) => ({ at: message.at, ...(JSON.parse(message.data) as { event: string; object_id: string }) })), requests };
    },
    { api: apiBaseUrl, since: from },
  );
}

const FILE = [
  'Order;Recipient;Address;City;State;ZIP;Country;Weight;Unit;Length;Width;Height;Dimension unit',
  '#3001;Grace Hopper;1 Navy Yard Ave;Brooklyn;NY;11205;US;2.5;lb;10;8;4;in',
  '#3002;Ada Lovelace;300 W 57th St;New York;NY;10019;US;1;lb;10;8;4;in',
].join('\r\n');

describe('live updates in the demo', () => {
  it('shows a batch VALID when the webhook says so, with no poll in between', async () => {
    const { page, context, errors } = await signedInPage(e2e);
    await recordLiveTraffic(page);
    await page.goto(`${e2e.demo.url}#/bulk`);
    await page.reload();
    await page.getByLabel('Choose a file').setInputFiles({ name: 'live.csv', mimeType: 'text/csv', buffer: Buffer.from(FILE, 'utf8') });
    await page.getByText('2 rows: 2 ready, 0 to fix, 0 blank lines skipped').waitFor({ timeout: 15_000 });
    const parcelwise = await page.locator('option', { hasText: /parcelwise/i }).first().getAttribute('value');
    await page.getByRole('combobox', { name: /default carrier account/i }).selectOption(parcelwise ?? '');
    await page.getByRole('combobox', { name: /default service level/i }).selectOption('parcelwise_ground');
    await page.getByRole('button', { name: 'Create a batch of 2 shipments' }).click();
    await page.getByRole('progressbar', { name: 'Batch progress' }).waitFor();
    // The stream open before the sandbox moves: an event sent before it opened is missed, and the
    // page then learns of the batch by polling (it did under load, in a run with two e2e files at once).
    await liveStreamOpen(page);

    const from = await pageNow(page);
    await e2e.demo.sandbox?.advance(3_000);
    await page.getByText('Every shipment is ready to buy.', { exact: true }).first().waitFor({ timeout: 15_000 });
    const { messages, requests } = await trafficSince(page, e2e.demo.apiBaseUrl, from);
    const created = messages.find((message) => message.event === 'batch_created');
    expect(created).toBeDefined();
    // Nothing asked the API about the batch between the sandbox's change and the event.
    expect(requests.filter((request) => request.path.startsWith('/batches/') && request.at < (created?.at ?? 0))).toEqual([]);
    expect(requests.some((request) => request.path === `/batches/${created?.object_id}`)).toBe(true);
    expect(errors.filter((error) => !/WebSocket|\[vite\]/.test(error))).toEqual([]);
    await context.close();
  }, 240_000);

  it('shows a refund settled when the webhook says so, with no poll in between', async () => {
    const order = await orderFor(e2e.demo, 'US');
    const { page, context } = await signedInPage(e2e);
    await recordLiveTraffic(page);
    await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
    await page.reload();
    await throughToRates(page);
    await buy(page);
    await step(page, 'Your label is ready');
    await page.getByRole('button', { name: 'Void label' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Void label' }).click();
    await page.getByText(/Queued|Refund requested/i).first().waitFor();
    await page.getByRole('heading', { name: 'This label is voided' }).waitFor();

    const from = await pageNow(page);
    await e2e.demo.sandbox?.advance(6_000);
    await page.getByText('Label status: Refunded').waitFor({ timeout: 15_000 });
    const { messages, requests } = await trafficSince(page, e2e.demo.apiBaseUrl, from);
    const settled = messages.find((message) => message.event === 'transaction_updated');
    expect(settled).toBeDefined();
    expect(requests.filter((request) => /^\/(transactions|refunds)\//.test(request.path) && request.at < (settled?.at ?? 0))).toEqual([]);
    // The event refetches the label and its refund; on a loaded machine the label's answer can be on
    // screen before the refund's request is sent.
    await expect.poll(async () => (await trafficSince(page, e2e.demo.apiBaseUrl, from)).requests.some((request) => request.path.startsWith('/refunds/'))).toBe(true);
    await context.close();
  }, 240_000);

  it('shows a parcel’s scan when the track_updated webhook says so, with no poll of the track in between', async () => {
    // A label bought by the merchant's backend (the key stays in the test, as on a server).
    const api = createApiClient({ baseUrl: e2e.demo.apiBaseUrl, auth: { apiKey: e2e.demo.sandbox?.keys.test ?? '' } });
    const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, name: 'Grace Hopper' }, parcels: [BOX] });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id });
    const number = label.tracking_number ?? '';
    expect(number).not.toBe('');
    const { page, context, errors } = await signedInPage(e2e);
    await recordLiveTraffic(page);
    await page.reload();
    await liveStreamOpen(page);
    await page.getByRole('link', { name: 'Shipments' }).click();
    await page.getByRole('row', { name: new RegExp(number) }).getByRole('button', { name: `Track ${number}` }).click();
    const tracking = page.getByRole('dialog', { name: `Tracking ${number}` });
    const word = (status: string) => tracking.locator('[data-se-part="tracking-status-word"]', { hasText: status });
    await word('Awaiting pickup').waitFor();

    // A day on the sandbox's clock: the parcel is scanned on its way, and the sandbox posts track_updated.
    const from = await pageNow(page);
    await e2e.demo.sandbox?.advance(DAY);
    await word('In transit').waitFor({ timeout: 15_000 });
    const shown = await pageNow(page);
    const { messages, requests } = await trafficSince(page, e2e.demo.apiBaseUrl, from);
    const updated = messages.find((message) => message.event === 'track_updated' && message.object_id === number);
    expect(updated).toBeDefined();
    // The track's reads from the clock's move to the update on screen: none before the event (the
    // 30 s poll of a healthy stream did not bring it), at least one after it (the event's refetch).
    const reads = requests.filter((request) => request.path.startsWith('/tracks/') && request.path.endsWith(`/${number}`) && request.at <= shown);
    expect(reads.filter((request) => request.at < (updated?.at ?? 0))).toEqual([]);
    expect(reads.length).toBeGreaterThan(0);
    // A day on the API's clock expires the session's token: the browser logs the refused read itself.
    expect(errors.filter((error) => !/WebSocket|\[vite\]|401 \(Unauthorized\)/.test(error))).toEqual([]);
    await context.close();
  }, 240_000);
});
