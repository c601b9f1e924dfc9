// A bounded soak over loopback HTTP, as a hostile client would send: malformed and oversized
// bodies, deep nesting, huge strings, forged credentials, tampered file links, broken paths and
// Host headers, limit probes, and concurrent purchases of one rate. Every answer must be below 500
// and arrive in time; the concurrent purchases must buy exactly one label. Bounded in count
// (about 700 requests) and time; it only talks to 127.0.0.1.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNodeListener } from '../src/server/node-adapter';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';
import { createSandbox } from './sandbox';

const sandbox = createSandbox({ seed: 'soak', now: Date.UTC(2026, 10, 23, 15, 0, 0) });
const server = createServer(toNodeListener((request) => sandbox.fetch(request), { bodyLimit: 2_000_000 }));
let origin = '';
const KEY = sandbox.keys.test;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.setPublicOrigin(origin);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Probe {
  name: string;
  method: string;
  path: string;
  body?: string;
  authorization?: string | null;
  contentType?: string;
}

async function send(probe: Probe): Promise<number> {
  const headers: Record<string, string> = {};
  const authorization = probe.authorization === undefined ? `ServiceToken ${KEY}` : probe.authorization;
  if (authorization !== null) {
    headers.Authorization = authorization;
  }
  if (probe.body !== undefined) {
    headers['Content-Type'] = probe.contentType ?? 'application/json';
  }
  const response = await fetch(`${origin}${probe.path}`, { method: probe.method, headers, body: probe.body, signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return response.status;
}

function rawStatus(text: string): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error(`no answer to ${JSON.stringify(text.slice(0, 40))}`)));
  });
}

/** Runs probes with a bounded concurrency; returns the ones answered 5xx, with their status. */
async function runAll(probes: readonly Probe[], concurrency = 16): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < probes.length) {
        const probe = probes[next++]!;
        try {
          const status = await send(probe);
          if (status >= 500) {
            failures.push(`${probe.name}: ${status}`);
          }
        } catch (error) {
          failures.push(`${probe.name}: ${error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)}`);
        }
      }
    }),
  );
  return failures;
}

const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const big = 'x'.repeat(1_000_000);

function hostileProbes(): Probe[] {
  const probes: Probe[] = [];
  const creates = ['/addresses/', '/parcels/', '/shipments/', '/transactions/', '/refunds/', '/customs/items/', '/customs/declarations/', '/batches/', '/pickups/', '/manifests/', '/v2/reporting/runs', '/embedded/authz/'];
  const bodies: [string, string][] = [
    ['not JSON', '{"name": '],
    ['JSON null', 'null'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['wrong types', JSON.stringify({ name: 1, street1: [], country: {}, parcels: 'x', rate: 5, transaction: false, batch_shipments: {} })],
    ['deep nesting', deep(3000)],
    ['a huge string', JSON.stringify({ name: big, metadata: big })],
    ['a body over the limit', `"${'y'.repeat(2_100_000)}"`],
    ['unicode edge cases', JSON.stringify({ name: '\uD800\uDFFF\u0000\u202E', country: 'ZZ' })],
    ['prices that are not decimals', JSON.stringify({ address_from: SENDER, address_to: RECIPIENT, parcels: [{ ...BOX, weight: '1e300' }], extra: { insurance: { amount: '1e300', currency: 'USD' } } })],
    ['negative quantities', JSON.stringify({ description: 'x', quantity: -1, net_weight: '-1', mass_unit: 'lb', value_amount: '-20.00', value_currency: 'USD', origin_country: 'US' })],
  ];
  for (const path of creates) {
    for (const [name, body] of bodies) {
      probes.push({ name: `POST ${path} with ${name}`, method: 'POST', path, body });
    }
    probes.push({ name: `POST ${path} form-encoded`, method: 'POST', path, body: 'a=%ZZ&b', contentType: 'application/x-www-form-urlencoded' });
  }
  const reads = ['/addresses/', '/shipments/', '/transactions/', '/orders/', '/carrier_accounts', '/manifests/', '/parcels/', '/customs/items/', '/customs/declarations/'];
  for (const path of reads) {
    for (const query of ['results=101', 'results=0', 'results=-1', 'results=abc', 'page=0', 'page=-5', 'page=abc', 'page=99999999999999999999', 'results=1e3', 'page=1.5']) {
      probes.push({ name: `GET ${path}?${query}`, method: 'GET', path: `${path}?${query}` });
    }
    for (const authorization of [null, 'JWT a.b.c', 'JWT ', 'ServiceToken wrong', 'Bearer nope', 'Basic Zm9vOmJhcg==', `JWT ${'a'.repeat(5000)}.b.c`]) {
      probes.push({ name: `GET ${path} as ${String(authorization).slice(0, 20)}`, method: 'GET', path, authorization });
    }
  }
  for (const path of ['/addresses/%ZZ', '/shipments/%E0%A4%A', '/files/labels/%E0%A4%A/x.pdf', '/files/labels/acct:test/x.pdf?expires=1&signature=AAAA', '/files/labels/../../etc/passwd', '/files/batches/x/y.pdf?expires=99999999999&signature=', '/rates/' + 'r'.repeat(10_000), '/v2/reporting/runs/%00', '/v2/reporting/reports/..%2F..%2Fx']) {
    probes.push({ name: `GET ${path.slice(0, 60)}`, method: 'GET', path, authorization: null });
    probes.push({ name: `GET ${path.slice(0, 60)} (authenticated)`, method: 'GET', path });
  }
  for (const method of ['PUT', 'PATCH', 'DELETE']) {
    probes.push({ name: `${method} /addresses/`, method, path: '/addresses/', body: '{}' });
  }
  return probes;
}

describe('sandbox soak over loopback HTTP', () => {
  it('answers every hostile request below 500, in time', async () => {
    const probes = hostileProbes();
    expect(probes.length).toBeGreaterThan(300);
    expect(await runAll(probes)).toEqual([]);
    // Still serving ordinary requests afterwards.
    expect(await send({ name: 'list', method: 'GET', path: '/shipments/' })).toBe(200);
  }, 120_000);

  it('answers malformed request lines and Host headers with 4xx', async () => {
    const texts = [
      'TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: [\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a:b:c\r\n\r\n',
      'GET //other.example/orders/ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET http://other.example/orders/ HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'BREW /pot HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ];
    for (const text of texts) {
      const status = await rawStatus(text);
      expect(status, text.split('\r\n')[0]).toBeGreaterThanOrEqual(400);
      expect(status, text.split('\r\n')[0]).toBeLessThan(500);
    }
  }, 60_000);

  it('buys one label when twenty purchases of one rate race', async () => {
    const shipmentResponse = await fetch(`${origin}/shipments/`, {
      method: 'POST',
      headers: { Authorization: `ServiceToken ${KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], async: false }),
    });
    const shipment = (await shipmentResponse.json()) as { rates: { object_id: string }[] };
    const rate = shipment.rates[0]!.object_id;
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => send({ name: 'purchase', method: 'POST', path: '/transactions/', body: JSON.stringify({ rate, async: false }) })),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const page = (await (await fetch(`${origin}/transactions/?rate=${rate}`, { headers: { Authorization: `ServiceToken ${KEY}` } })).json()) as { results: unknown[] };
    expect(page.results).toHaveLength(1);
  }, 60_000);

  it('stays within its memory budget under a flood of creates, then refuses new objects with 429 when only lasting ones are left', async () => {
    // A small budget, so the bound is reached in a bounded test: 300 objects or 256 KB of JSON.
    const bounded = createSandbox({ seed: 'soak-bounded', now: Date.UTC(2026, 10, 23, 15, 0, 0), maxObjectsPerScope: 300, maxBytesPerScope: 256 * 1024 });
    const boundedServer = createServer(toNodeListener((request) => bounded.fetch(request), { bodyLimit: 2_000_000 }));
    await new Promise<void>((resolve) => boundedServer.listen(0, '127.0.0.1', resolve));
    const boundedOrigin = `http://127.0.0.1:${(boundedServer.address() as AddressInfo).port}`;
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${boundedOrigin}${path}`, {
        method: 'POST',
        headers: { Authorization: `ServiceToken ${KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    try {
      // 600 addresses with long fields, 16 at a time: every one is answered, the store stays bounded.
      const statuses: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < 600) {
            next += 1;
            statuses.push((await post('/addresses/', { ...SENDER, name: `Flood ${next} ${'n'.repeat(180)}`, company: 'c'.repeat(180) })).status);
          }
        }),
      );
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      const afterFlood = bounded.stats();
      expect(afterFlood.objects).toBeLessThanOrEqual(300);
      expect(afterFlood.approxBytes).toBeLessThanOrEqual(256 * 1024);

      // Manifests last (they are the day's record): once they fill the scope, new objects get a 429.
      const accounts = (await (await fetch(`${boundedOrigin}/carrier_accounts?results=100`, { headers: { Authorization: `ServiceToken ${KEY}` } })).json()) as { results: { object_id: string }[] };
      const address = await post('/addresses/', SENDER);
      let refused: { status: number; body: Record<string, unknown> } | undefined;
      for (let index = 0; index < 400 && !refused; index += 1) {
        const answer = await post('/manifests/', { carrier_account: accounts.results[0]!.object_id, address_from: address.body.object_id, shipment_date: '2026-11-23T00:00:00Z' });
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 201) {
          refused = answer;
        }
      }
      expect(refused?.status).toBe(429);
      expect(String(refused?.body.detail)).toMatch(/most objects/);
      expect(bounded.stats().objects).toBeLessThanOrEqual(301);
      // Reads still work, and a reset frees the account.
      expect((await fetch(`${boundedOrigin}/manifests/`, { headers: { Authorization: `ServiceToken ${KEY}` } })).status).toBe(200);
      bounded.reset();
      expect((await post('/addresses/', SENDER)).status).toBe(201);
    } finally {
      boundedServer.closeAllConnections();
      await new Promise<void>((resolve) => boundedServer.close(() => resolve()));
    }
  }, 120_000);
});
