import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createReportRun, downloadReportRun, getReportRun } from '../../src/api/resources/reports';
import { createShipment } from '../../src/api/resources/shipments';
import { createTransaction } from '../../src/api/resources/transactions';
import { createTokenSource } from '../../src/api/token';
import { toNodeListener } from '../../src/server/node-adapter';
import { createTokenHandler } from '../../src/server/token-handler';
import { rawRequest } from '../../test/raw-http';
import { BOX, RECIPIENT, SENDER } from '../../test/sandbox-harness';
import { createSandbox } from '../sandbox';

// The same contract over real HTTP on loopback, through the Node adapter the CLI uses.
const sandbox = createSandbox({ seed: 'http', speed: 50 });
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer(toNodeListener((request) => sandbox.fetch(request)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('never finished');
};

describe('sandbox over HTTP', () => {
  it('answers 401 with JSON detail and serves a label purchase end to end', async () => {
    const unauthorised = await fetch(`${baseUrl}/orders/`);
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toEqual({ detail: 'Authentication credentials were not provided.' });

    const api = createApiClient({ baseUrl, auth: { apiKey: sandbox.keys.test } });
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const label = await createTransaction(api, { rate: shipment.rates![0]!.object_id, label_file_type: 'PDF_4x6' });
    const file = await fetch(label.label_url!);
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('mints tokens through the merchant token handler and refuses a signed-out user', async () => {
    const handler = createTokenHandler({
      apiKey: sandbox.keys.test,
      baseUrl,
      publicOrigin: 'http://merchant.test',
      authorize: (request) => request.headers.get('Cookie') === 'session=signed-in',
    });
    const refused = await handler(new Request('http://merchant.test/api/shipping-token', { method: 'POST' }));
    expect(refused.status).toBe(401);
    const granted = await handler(new Request('http://merchant.test/api/shipping-token', { method: 'POST', headers: { Cookie: 'session=signed-in' } }));
    expect(granted.status).toBe(200);
    expect(granted.headers.get('Cache-Control')).toBe('no-store');
    const minted = (await granted.json()) as { token: string; expires_in: string };
    const browser = createApiClient({ baseUrl, auth: { tokenSource: createTokenSource(async () => minted) } });
    const shipment = await createShipment(browser, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    expect(shipment.rates?.length).toBeGreaterThan(0);

    const wrongKey = createTokenHandler({ apiKey: 'svc_test_wrong', baseUrl, publicOrigin: 'http://merchant.test', authorize: () => true });
    const failed = await wrongKey(new Request('http://merchant.test/api/shipping-token', { method: 'POST' }));
    expect(failed.status).toBe(502);
    expect(await failed.text()).not.toContain('svc_test_wrong');
  });

  it('runs a report in the background and serves its csv_gzip file without Authorization', async () => {
    const api = createApiClient({ baseUrl, auth: { apiKey: sandbox.keys.test } });
    const end = Math.floor(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) / 1000);
    const { run } = await createReportRun(api, { report_type: 'invoice.v1', interval: { start: end - 90 * 86_400, end } });
    const done = await waitFor(() => getReportRun(api, run.id), (current) => current.status === 'SUCCEEDED' || current.status === 'FAILED');
    expect(done.status).toBe('SUCCEEDED');
    const { file } = await downloadReportRun(api, done);
    const csv = await new Response(file.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(csv.split('\r\n')[0]).toContain('invoice_object_id');
  });

  // Each request announces a body under the limit and never sends it: the answer cannot wait for it.
  it('refuses an anonymous upload, or one from another site, before reading its body', async () => {
    const { port } = new URL(baseUrl);
    const head = (extra: string) => `POST /addresses/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n${extra}\r\n{`;
    const anonymous = await rawRequest(Number(port), head(''));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.connection).toBe('close');
    anonymous.socket.destroy();
    const crossSite = await rawRequest(Number(port), head(`Authorization: ServiceToken ${sandbox.keys.test}\r\nOrigin: https://evil.example\r\n`));
    expect(crossSite.status).toBe(403);
    crossSite.socket.destroy();
  });
});
