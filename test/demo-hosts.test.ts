// The demo's backend and sandbox against DNS rebinding (issue 37, item 2): a page of
// attacker.example whose name was re-pointed at 127.0.0.1 signed in to the demo and minted tokens
// (its Origin matched its Host, which the token route took for its own origin), and read the
// sandbox's orders with the published key by same-origin GETs. Both now answer loopback names and
// the names the operator lists (DEMO_ALLOWED_HOSTS) only.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from '../demo/server';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemo({ quiet: true, port: 0, sandboxPort: 0, manualClock: true, allowedHosts: ['demo.lan'] });
}, 60_000);
afterAll(async () => {
  await demo.close();
});

/** A request to 127.0.0.1 (where the rebound name points) with the given Host header. */
function send(
  url: string,
  init: { method?: string; host: string; headers?: Record<string, string> },
): Promise<{ status: number; text: string; cookie: string | undefined }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: target.port, path: target.pathname, method: init.method ?? 'GET', headers: { Host: init.host, ...init.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), cookie: response.headers['set-cookie']?.[0]?.split(';')[0] }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the demo against DNS rebinding', () => {
  it('refuses a rebound page’s sign-in and token request with 421, and mints no token', async () => {
    const port = new URL(demo.url).port;
    const rebound = { host: `attacker.example:${port}`, headers: { Origin: `http://attacker.example:${port}` } };
    const login = await send(`${demo.url}api/login`, { method: 'POST', ...rebound });
    expect(login.status).toBe(421);
    expect(login.cookie).toBeUndefined();
    // Even with a session cookie of the demo's own page (the browser would not send it, but the token route must not rely on that).
    const session = await send(`${demo.url}api/login`, { method: 'POST', host: `127.0.0.1:${port}` });
    const token = await send(`${demo.url}api/shipping-token`, { method: 'POST', ...rebound, headers: { ...rebound.headers, Cookie: session.cookie ?? '' } });
    expect(token.status).toBe(421);
    expect(token.text).not.toContain('"token"');
  });

  it('refuses a rebound page’s same-origin GET (no Origin) of the sandbox’s orders', async () => {
    const port = new URL(demo.apiBaseUrl).port;
    const key = demo.sandbox?.keys.test ?? '';
    const rebound = await send(`${demo.apiBaseUrl}/orders/`, { host: `attacker.example:${port}`, headers: { Authorization: `ServiceToken ${key}` } });
    expect(rebound.status).toBe(421);
    expect(rebound.text).not.toContain('order_number');
  });

  it('keeps serving its pages on loopback and on the names it is given', async () => {
    const port = new URL(demo.url).port;
    for (const name of ['127.0.0.1', 'localhost', 'demo.lan']) {
      const host = `${name}:${port}`;
      const session = await send(`${demo.url}api/login`, { method: 'POST', host });
      expect(session.status, host).toBe(200);
      const token = await send(`${demo.url}api/shipping-token`, { method: 'POST', host, headers: { Origin: `http://${host}`, Cookie: session.cookie ?? '' } });
      expect(token.status, host).toBe(200);
      expect(JSON.parse(token.text)).toHaveProperty('token');
    }
    const apiPort = new URL(demo.apiBaseUrl).port;
    const orders = await send(`${demo.apiBaseUrl}/orders/`, { host: `demo.lan:${apiPort}`, headers: { Authorization: `ServiceToken ${demo.sandbox?.keys.test ?? ''}` } });
    expect(orders.status).toBe(200);
  });
});
