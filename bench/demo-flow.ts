// Requests of a domestic label purchase made through the LabelPurchase block in the real demo, in
// Chromium: what a merchant's checkout actually sends, not what the typed client needs at least.
import type { Page, Request } from 'playwright-core';
import { buy, orderFor, step, throughToRates } from '../e2e/flows';
import { signedInPage, startE2E } from '../e2e/harness';

/** Requests of one phase of the flow, as `METHOD /path` with how many times each was sent. */
export interface FlowPhase {
  name: string;
  apiRequests: number;
  /** Files the page loads from the API's origin (carrier logos, label files), not API calls. */
  fileRequests: number;
  tokenFetches: number;
  requests: { request: string; count: number }[];
  /** GET requests sent more than once in the phase: candidates for waste. */
  repeatedGets: string[];
}

export interface DemoLabelFlow {
  phases: FlowPhase[];
  apiRequests: number;
  fileRequests: number;
  tokenFetches: number;
}

/** Waits until no request has started for `quietMs` (the phase has settled). */
async function settle(page: Page, lastRequestAt: () => number, quietMs = 600) {
  for (;;) {
    const idle = Date.now() - lastRequestAt();
    if (idle >= quietMs) {
      return;
    }
    await page.waitForTimeout(quietMs - idle);
  }
}

export async function measureDemoLabelFlow(): Promise<DemoLabelFlow> {
  const e2e = await startE2E();
  try {
    const order = await orderFor(e2e.demo, 'US');
    const { page, context } = await signedInPage(e2e);
    const apiOrigin = new URL(e2e.demo.apiBaseUrl).origin;
    let current: string[] = [];
    let lastRequestAt = Date.now();
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin === apiOrigin || url.pathname === '/api/shipping-token') {
        current.push(`${request.method()} ${url.pathname}`);
        lastRequestAt = Date.now();
      }
    });
    const phases: FlowPhase[] = [];
    const phase = async (name: string, run: () => Promise<void>) => {
      current = [];
      await run();
      await settle(page, () => lastRequestAt);
      const counts = new Map<string, number>();
      for (const request of current) {
        counts.set(request, (counts.get(request) ?? 0) + 1);
      }
      const tokenFetches = current.filter((request) => request.endsWith('/api/shipping-token')).length;
      const fileRequests = current.filter((request) => request.startsWith('GET /files/')).length;
      phases.push({
        name,
        apiRequests: current.length - tokenFetches - fileRequests,
        fileRequests,
        tokenFetches,
        requests: [...counts].map(([request, count]) => ({ request, count })),
        repeatedGets: [...counts].filter(([request, count]) => request.startsWith('GET ') && count > 1).map(([request]) => request),
      });
    };
    await phase('open the ship page for an order', async () => {
      await page.goto(`${e2e.demo.url}#/ship?order=${order.object_id}`);
      await page.getByRole('heading', { name: 'Ship an order' }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).waitFor();
    });
    await phase('addresses, package and options to the rates', () => throughToRates(page));
    await phase('buy the first rate', async () => {
      await buy(page);
      await step(page, 'Your label is ready');
    });
    await context.close();
    return {
      phases,
      apiRequests: phases.reduce((sum, each) => sum + each.apiRequests, 0),
      fileRequests: phases.reduce((sum, each) => sum + each.fileRequests, 0),
      tokenFetches: phases.reduce((sum, each) => sum + each.tokenFetches, 0),
    };
  } finally {
    await e2e.close();
  }
}
