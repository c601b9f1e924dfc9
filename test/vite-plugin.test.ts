// `shippingElements()` of `shipping-elements/vite` in a real Vite dev server (issue 42): the token
// route it serves, the in-process sandbox without a key, the API of the app's .env.local with one,
// and the page reached through another name the dev server allows (the 403 through a proxy).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../sandbox/sandbox';
import { createSandboxServer } from '../sandbox/serve';
import { shippingElements } from '../src/vite/index';

let root: string;
const servers: ViteDevServer[] = [];

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'shipping-elements-vite-'));
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/src/main.js"></script>\n');
  writeFileSync(path.join(root, 'src', 'main.js'), 'export const apiUrl = import.meta.env.VITE_SHIPPING_API_URL;\n');
  // The machine's own variables must not decide which API the plugin picks.
  vi.stubEnv('SHIPPING_API_KEY', undefined);
  vi.stubEnv('SHIPPING_API_URL', undefined);
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

async function devServer(allowedHosts: string[] = []): Promise<{ url: string; port: number }> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shippingElements()],
    server: { host: '127.0.0.1', port: 0, strictPort: false, allowedHosts, hmr: false, watch: null },
  });
  servers.push(server);
  await server.listen();
  const { port } = server.httpServer!.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port };
}

/** A request with a `Host` of our choosing (fetch does not let a caller set it). */
function post(port: number, pathname: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path: pathname, method: 'POST', headers }, (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The API origin the page reads, as the dev server serves the page's module. */
async function pageApiUrl(url: string): Promise<string> {
  const code = await (await fetch(`${url}/src/main.js`)).text();
  const match = /"VITE_SHIPPING_API_URL": "([^"]+)"/.exec(code);
  if (!match?.[1]) {
    throw new Error(`The page's module holds no API URL:\n${code}`);
  }
  return match[1];
}

async function carrierAccountsStatus(apiUrl: string, token: string): Promise<number> {
  return (await fetch(`${apiUrl}/carrier_accounts`, { headers: { Authorization: `JWT ${token}` } })).status;
}

describe('shippingElements() in the dev server', () => {
  it('without a key, runs the sandbox in process: the page gets its URL and the token route mints a token it takes', async () => {
    const { url, port } = await devServer();
    const apiUrl = await pageApiUrl(url);
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await post(port, '/api/shipping-token', { Origin: url });
    expect(answer.status).toBe(200);
    const { token } = JSON.parse(answer.body) as { token: string };
    expect(await carrierAccountsStatus(apiUrl, token)).toBe(200);
  });

  it('with SHIPPING_API_KEY and SHIPPING_API_URL in .env.local, talks to that API and starts no sandbox', async () => {
    const sandbox = createSandbox({ seed: 'vite-plugin' });
    const api: Server = createSandboxServer(sandbox);
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    try {
      writeFileSync(path.join(root, '.env.local'), `SHIPPING_API_KEY=${sandbox.keys.test}\nSHIPPING_API_URL=${apiUrl}\n`);
      const { url, port } = await devServer();
      expect(await pageApiUrl(url)).toBe(apiUrl);
      const answer = await post(port, '/api/shipping-token', { Origin: url });
      expect(answer.status).toBe(200);
      expect(await carrierAccountsStatus(apiUrl, (JSON.parse(answer.body) as { token: string }).token)).toBe(200);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('serves a page reached through a name the dev server allows (a proxy, a tunnel), and no page of another site', async () => {
    const { port } = await devServer(['shop.test']);
    const own = await post(port, '/api/shipping-token', { Host: `shop.test:${port}`, Origin: `http://shop.test:${port}` });
    expect(own.status).toBe(200);
    const other = await post(port, '/api/shipping-token', { Host: `shop.test:${port}`, Origin: 'https://evil.example' });
    expect(other.status).toBe(403);
    // A name the dev server does not answer is refused by Vite before the route runs.
    const rebound = await post(port, '/api/shipping-token', { Host: `rebound.example:${port}`, Origin: `http://rebound.example:${port}` });
    expect(rebound.status).not.toBe(200);
  });
});
