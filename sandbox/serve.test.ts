// The sandbox as the CLI and the demo serve it, on real loopback sockets. DNS rebinding (issue 37,
// item 2): a page of attacker.example whose name was re-pointed at 127.0.0.1 is same-origin with
// itself, so its GETs carry no Origin and its Host names attacker.example; with the published key
// it read the account's orders. The served sandbox answers loopback names and the listed hosts only.
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../test/raw-http';
import { SANDBOX_KEYS } from './accounts';
import { createSandbox } from './sandbox';
import { createSandboxServer, listensOnLoopback, webhookReceiversFor } from './serve';

/** A GET of the orders with the published key, sent to 127.0.0.1 with `host` as its Host header and no Origin. */
function answer(port: number, host: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = get(
      { host: '127.0.0.1', port, path: '/orders/?results=1', headers: { Host: host, Authorization: `ServiceToken ${SANDBOX_KEYS.test}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
  });
}

describe('the served sandbox: host names', () => {
  it('refuses a same-origin GET with a foreign Host (no Origin) with 421, and shows no order', async () => {
    const port = await listenOnLoopback(createSandboxServer(createSandbox({ seed: 'serve' })));
    for (const host of [`attacker.example:${port}`, 'attacker.example', `127.0.0.1.attacker.example:${port}`]) {
      const refused = await answer(port, host);
      expect(refused.status, host).toBe(421);
      expect(refused.text).not.toContain('order_number');
    }
  });

  it('keeps serving loopback names, and the hosts its operator lists (--allow-host)', async () => {
    const port = await listenOnLoopback(createSandboxServer(createSandbox({ seed: 'serve' }), { allowedHosts: ['sandbox.lan'] }));
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `sandbox.lan:${port}`]) {
      const served = await answer(port, host);
      expect(served.status, host).toBe(200);
      expect(served.text).toContain('order_number');
    }
  });
});

describe('the served sandbox: webhook receivers', () => {
  it('posts to loopback and the allowed receivers on loopback, to the allowed ones only beyond it', () => {
    expect(['127.0.0.1', 'localhost', '::1'].map(listensOnLoopback)).toEqual([true, true, true]);
    expect(['0.0.0.0', '::', '192.168.1.5', 'box.lan'].map(listensOnLoopback)).toEqual([false, false, false, false]);
    expect(webhookReceiversFor('127.0.0.1', ['https://hooks.example'])).toEqual(['loopback', 'https://hooks.example']);
    expect(webhookReceiversFor('0.0.0.0', [])).toEqual([]);
    expect(webhookReceiversFor('0.0.0.0', ['http://127.0.0.1:9000/in'])).toEqual(['http://127.0.0.1:9000/in']);
  });
});
