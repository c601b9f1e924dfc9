// Sandbox throughput: requests per second in-process and over loopback HTTP, in one run, so the
// figures compare with each other rather than with another machine.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '../src/server/node-adapter';
import { createSandbox } from '../sandbox/sandbox';
import { BOX, RECIPIENT, SENDER } from '../test/fixtures/addresses';

const SHIPMENT = JSON.stringify({ address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], async: false });

export interface ThroughputFigure {
  name: string;
  transport: 'in-process' | 'http';
  requests: number;
  seconds: number;
  requestsPerSecond: number;
}

async function timed(
  name: string,
  transport: ThroughputFigure['transport'],
  requests: number,
  concurrency: number,
  send: () => Promise<Response>,
): Promise<ThroughputFigure> {
  // Warm up: JIT, first-use seeding of the account.
  for (let index = 0; index < 20; index += 1) {
    await (await send()).arrayBuffer();
  }
  let remaining = requests;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (remaining > 0) {
        remaining -= 1;
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) {
          throw new Error(`${name}: HTTP ${response.status}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return { name, transport, requests, seconds: Number(seconds.toFixed(3)), requestsPerSecond: Math.round(requests / seconds) };
}

export async function measureSandbox(): Promise<ThroughputFigure[]> {
  const sandbox = createSandbox({ seed: 'bench-throughput', now: Date.UTC(2026, 10, 23, 15) });
  const headers = { Authorization: `ServiceToken ${sandbox.keys.test}`, 'Content-Type': 'application/json' };
  const inProcess = (method: string, path: string, body?: string) => () =>
    sandbox.fetch(new Request(`http://sandbox.bench${path}`, { method, headers, body }));

  const server = createServer(toNodeListener((request) => sandbox.fetch(request)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const overHttp = (method: string, path: string, body?: string) => () => fetch(`${origin}${path}`, { method, headers, body });

  try {
    return [
      await timed('POST /shipments/ (synchronous rates)', 'in-process', 400, 4, inProcess('POST', '/shipments/', SHIPMENT)),
      await timed('GET /orders/?results=25', 'in-process', 2000, 4, inProcess('GET', '/orders/?results=25')),
      await timed('POST /shipments/ (synchronous rates)', 'http', 400, 4, overHttp('POST', '/shipments/', SHIPMENT)),
      await timed('GET /orders/?results=25', 'http', 2000, 4, overHttp('GET', '/orders/?results=25')),
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
