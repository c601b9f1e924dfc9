// Live updates against polling, BatchUploader in a production build (bench/batch-page) in Chromium,
// against the sandbox over HTTP at its own timing (speed 1), the same 1,000-row file twice:
// - without an event source: the block polls the batch (1 s, backing off);
// - with one: the sandbox's webhooks go to a relay (createWebhookHandler + createLiveEventRelay),
//   which streams them to the page over SSE (the provider's `events={{ url }}`).
// Figures: from the sandbox finishing the validation (the batch_created event's `created`) to the
// block showing VALID, and the API requests the page makes from "Create" to VALID.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { createSandbox } from '../sandbox/sandbox';
import { createApiClient } from '../src/api/client';
import { createWebhook } from '../src/api/resources/webhooks';
import { createLiveEventRelay, createWebhookHandler, toNodeListener } from '../src/server/index';

const root = path.resolve(import.meta.dirname, '..');

export interface LiveBatchRun {
  /** From the sandbox finishing the validation to the block showing VALID (ms). */
  finishToValidMs: number;
  /** API requests the page started from pressing "Create" to showing VALID. */
  apiRequests: number;
  /** Of which `GET /batches/{id}` without a page: the block's polls (and the event's refetch). */
  batchReads: number;
}

export interface LiveBatchFigure {
  rows: number;
  sandboxSpeed: number;
  /** The run with the median `finishToValidMs` of each mode, and every run. */
  polling: LiveBatchRun & { runs: LiveBatchRun[] };
  live: LiveBatchRun & { runs: LiveBatchRun[] };
}

/** Runs per mode: one run is at the mercy of one busy moment of a shared machine. */
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS ?? 3);

const median = (runs: LiveBatchRun[]) => ({ ...[...runs].sort((a, b) => a.finishToValidMs - b.finishToValidMs)[Math.floor(runs.length / 2)]!, runs });

const HEADER = 'Order,Recipient,Address,City,State,ZIP,Country,Weight,Unit,Length,Width,Height,Dimension unit';
function validFile(count: number): string {
  const lines = [HEADER];
  for (let index = 0; index < count; index += 1) {
    lines.push(`#${7000 + index},Customer ${index + 1},1 Navy Yard Ave,Brooklyn,NY,11205,US,${(1 + (index % 8) / 4).toFixed(2)},lb,10,8,4,in`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function run(browser: Browser, url: string, token: unknown, apiUrl: string, rows: number, finishedAt: (batchId: string) => Promise<number>): Promise<LiveBatchRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.addInitScript((value) => {
    (window as unknown as { benchToken: unknown }).benchToken = value;
    // The moment the block's root says VALID, on the machine's clock.
    new MutationObserver(() => {
      const root = document.querySelector('[data-se-part="batch-uploader"][data-state="valid"]');
      const state = window as unknown as { __validAt?: number };
      if (root && state.__validAt === undefined) {
        state.__validAt = Date.now();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-state'], childList: true });
  }, token);
  const page = await context.newPage();
  if (process.env.LIVE_BENCH_DEBUG) {
    page.on('response', (response) => !response.url().startsWith(apiUrl) && console.warn(response.status(), response.url()));
    page.on('console', (message) => console.warn('console', message.text()));
    page.on('request', (request) => request.url().startsWith(apiUrl) && console.warn('req', Date.now(), request.method(), request.url().slice(apiUrl.length, apiUrl.length + 60)));
    await page.addInitScript(() => {
      const Native = window.EventSource;
      window.EventSource = class extends Native {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener('open', () => console.log('es open', Date.now()));
          this.addEventListener('error', () => console.log('es error', Date.now()));
          this.addEventListener('message', (event) => console.log('es message', Date.now(), String(event.data)));
        }
      };
    });
  }
  await page.goto(url);
  await page.getByLabel('Choose a file').waitFor({ state: 'attached' });
  await page.evaluate((text) => {
    const input = document.querySelector<HTMLInputElement>('[data-se-part="batch-uploader"] input[type="file"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'orders.csv', { type: 'text/csv' }));
    input!.files = transfer.files;
    input!.dispatchEvent(new Event('change', { bubbles: true }));
  }, validFile(rows));
  await page.locator('[data-se-part="batch-uploader"][data-state="preview"]').waitFor({ timeout: 60_000 });
  const account = page.getByRole('combobox', { name: /default carrier account/i });
  const parcelwise = account.locator('option', { hasText: 'Parcelwise' }).first();
  await parcelwise.waitFor({ state: 'attached' });
  await account.selectOption((await parcelwise.getAttribute('value')) ?? '');
  await page.getByRole('combobox', { name: /default service level/i }).selectOption('parcelwise_ground');
  const requests: { at: number; method: string; path: string; search: string }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl) && request.method() !== 'OPTIONS') {
      const target = new URL(request.url());
      requests.push({ at: Date.now(), method: request.method(), path: target.pathname.replace(/\/$/, ''), search: target.search });
    }
  });
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && /\/batches\/?$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: /^Create a batch of [\d,]+ shipments$/ }).click();
  const batchId = ((await (await created).json()) as { object_id: string }).object_id;
  await page.locator('[data-se-part="batch-uploader"][data-state="valid"]').waitFor({ timeout: 120_000 });
  const validAt = await page.evaluate(() => (window as unknown as { __validAt: number }).__validAt);
  const finished = await finishedAt(batchId);
  await context.close();
  const untilValid = requests.filter((request) => request.at <= validAt);
  return {
    finishToValidMs: validAt - finished,
    apiRequests: untilValid.length,
    batchReads: untilValid.filter((request) => request.method === 'GET' && request.path === `/batches/${batchId}` && !request.search.includes('page=')).length,
  };
}

export async function measureLiveBatch(rows = 1_000): Promise<LiveBatchFigure> {
  const sandboxSpeed = 1;
  const sandbox = createSandbox({ seed: 'bench-live', speed: sandboxSpeed });
  const api = createServer(toNodeListener((request) => sandbox.fetch(request), { bodyLimit: 16 * 1_048_576 }));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  sandbox.setPublicOrigin(apiUrl);
  const merchant = createApiClient({ baseUrl: apiUrl, auth: { apiKey: sandbox.keys.test }, retry: false });

  // The host's backend: the webhook route and the SSE stream (cross-origin: the page is elsewhere).
  const finished = new Map<string, number>();
  const relay = createLiveEventRelay();
  const webhooks = createWebhookHandler({
    secret: sandbox.webhookSecret,
    onEvent: (event) => {
      if (event.event === 'batch_created' && typeof event.data.object_id === 'string' && event.created) {
        finished.set(event.data.object_id, Date.parse(event.created));
      }
      relay.publish('bench', event);
    },
  });
  const backend = createServer(
    toNodeListener(async (request) => {
      if (request.method === 'POST') {
        return webhooks(request);
      }
      const response = relay.stream(request, 'bench');
      response.headers.set('Access-Control-Allow-Origin', '*');
      return response;
    }),
  );
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;

  const minted = await fetch(`${apiUrl}/embedded/authz/`, {
    method: 'POST',
    headers: { Authorization: `ServiceToken ${sandbox.keys.test}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ scope: 'embedded:carriers' }),
  });
  const token: unknown = await minted.json();

  const pageRoot = path.join(root, 'bench', 'batch-page');
  const outDir = path.join(root, 'bench', '.tmp', 'live-batch-page');
  await build({ configFile: false, root: pageRoot, base: './', plugins: [react()], logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } });
  const server = await preview({ configFile: false, root: pageRoot, logLevel: 'silent', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const pageUrl = `${server.resolvedUrls?.local[0] ?? ''}?api=${encodeURIComponent(apiUrl)}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  // The end of the validation: the batch_created event's time (both modes hear it here).
  const fromEvent = async (batchId: string) => {
    for (let wait = 0; wait < 50 && !finished.has(batchId); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return finished.get(batchId) ?? Number.NaN;
  };
  try {
    // Subscribed before both modes: from then on the sandbox runs its background work on timers
    // (without a listener it runs it when the next request comes, i.e. at the block's next poll).
    await createWebhook(merchant, { url: `${backendUrl}/hooks`, event: 'all' });
    const polling: LiveBatchRun[] = [];
    for (let round = 0; round < (process.env.LIVE_BENCH_DEBUG ? 0 : ROUNDS); round += 1) {
      polling.push(await run(browser, pageUrl, token, apiUrl, rows, fromEvent));
    }
    const live: LiveBatchRun[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      live.push(
        await run(browser, `${pageUrl}&events=${encodeURIComponent(`${backendUrl}/events`)}`, token, apiUrl, rows, fromEvent),
      );
    }
    return { rows, sandboxSpeed, polling: median(polling), live: median(live) };
  } finally {
    relay.close();
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await new Promise<void>((resolve) => backend.close(() => resolve()));
    await new Promise<void>((resolve) => api.close(() => resolve()));
  }
}

// `tsx bench/live-batch.ts` prints the figures alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureLiveBatch(), null, 2));
}
