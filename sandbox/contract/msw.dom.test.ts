// @vitest-environment jsdom
// The sandbox behind MSW in jsdom, as Storybook and component tests will run it: proof that it
// needs nothing but web-standard APIs (Request/Response, WebCrypto, CompressionStream).
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createEmbeddedToken } from '../../src/api/resources/accounts';
import { createReportRun, downloadReportRun, getReportRun } from '../../src/api/resources/reports';
import { createShipment } from '../../src/api/resources/shipments';
import { createTransaction } from '../../src/api/resources/transactions';
import { createTokenSource } from '../../src/api/token';
import { BOX, RECIPIENT, SANDBOX_NOW, SENDER } from '../../test/sandbox-harness';
import { createSandbox } from '../sandbox';

const API = 'https://sandbox.example.test';
const sandbox = createSandbox({ seed: 'msw', now: SANDBOX_NOW });
const server = setupServer(http.all(`${API}/*`, ({ request }) => sandbox.fetch(request)));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('sandbox behind MSW in jsdom', () => {
  it('runs in a DOM environment', () => {
    expect(typeof window).toBe('object');
    expect(typeof document.createElement).toBe('function');
  });

  it('mints a JWT with WebCrypto and serves a label purchase to a browser-style client', async () => {
    const server = createApiClient({ baseUrl: API, auth: { apiKey: sandbox.keys.test } });
    const tokens = createTokenSource(() => createEmbeddedToken(server, { scope: 'embedded:carriers' }));
    const browser = createApiClient({ baseUrl: API, auth: { tokenSource: tokens } });
    const shipment = await createShipment(browser, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const label = await createTransaction(browser, { rate: shipment.rates![0]!.object_id, label_file_type: 'PNG' });
    expect(label.status).toBe('SUCCESS');
    const file = await browser.download(label.label_url!);
    expect(file.headers.get('Content-Type')).toBe('image/png');
  });

  it('builds a gzip report file with CompressionStream', async () => {
    const api = createApiClient({ baseUrl: API, auth: { apiKey: sandbox.keys.test } });
    const end = Math.floor(Date.UTC(2026, 10, 23) / 1000);
    const { run } = await createReportRun(api, { report_type: 'invoice.v1', interval: { start: end - 30 * 86_400, end } });
    await sandbox.advance(5_000);
    const done = await getReportRun(api, run.id);
    expect(done.status).toBe('SUCCEEDED');
    const { file } = await downloadReportRun(api, done, { now: () => SANDBOX_NOW + 5_000 });
    expect(file.headers.get('Content-Type')).toBe('application/gzip');
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([0x1f, 0x8b]));
  });
});
