// The token route against hostile clients and an upstream that never answers: bounded waits,
// cancellation that reaches the upstream socket, no cacheable error, no 500 for a malformed request,
// and no token for another site's page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { toNodeListener } from './node-adapter';
import { createTokenHandler, type TokenHandlerOptions } from './token-handler';

const API_KEY = 'svc_test_secret_key_123';
const upstreamToken = { token: 'header.payload.sig', expires_in: '1763726400' };

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * An upstream API that accepts connections and never answers. `requestClosed(n)` resolves when
 * the sockets that carried the first `n` requests have all closed.
 */
async function silentUpstream(): Promise<{ url: string; requests: () => number; requestClosed: (count: number) => Promise<void> }> {
  const closings: Promise<void>[] = [];
  const arrived: (() => void)[] = [];
  const server = createServer((incoming) => {
    // never answered
    const socket = incoming.socket;
    closings.push(new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.on('close', () => resolve()))));
    arrived.splice(0).forEach((wake) => wake());
  });
  const port = await listen(server);
  server.closeAllConnections = server.closeAllConnections.bind(server);
  servers.push({ close: (done?: () => void) => (server.closeAllConnections(), server.close(done)) } as unknown as Server);
  async function requestClosed(count: number): Promise<void> {
    while (closings.length < count) {
      await new Promise<void>((resolve) => arrived.push(resolve));
    }
    await Promise.all(closings.slice(0, count));
  }
  return { url: `http://127.0.0.1:${port}`, requests: () => closings.length, requestClosed };
}

/** Sends raw bytes to a port and resolves with the status line's code. */
function rawStatus(port: number, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match && received.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(5000, () => reject(new Error('no answer')));
  });
}

// Node's fetch (undici) closes an aborted request's socket at once, then opens a spare connection
// that carries no request and closes after its 4 s keep-alive timeout: the open-socket count
// returns to 0 only then. The tests wait for the sockets that carried requests instead.
async function waitFor(check: () => boolean, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) {
      throw new Error('condition not reached in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function handler(options: Partial<TokenHandlerOptions> = {}) {
  const fake = createFakeFetch(() => json(upstreamToken));
  return createTokenHandler({
    apiKey: API_KEY,
    baseUrl: 'https://api.example.test',
    publicOrigin: 'https://merchant.example',
    authorize: () => true,
    fetch: fake.fetch,
    ...options,
  });
}

const post = (headers: Record<string, string> = {}) =>
  new Request('https://merchant.example/api/shipping-token', { method: 'POST', headers });

describe('token route: timeouts and cancellation', () => {
  it('answers 504, uncached, when the API accepts the connection and never answers', async () => {
    const upstream = await silentUpstream();
    const route = createTokenHandler({ apiKey: API_KEY, baseUrl: upstream.url, publicOrigin: 'https://merchant.example', authorize: () => true, timeoutMs: 300 });
    const started = Date.now();
    const response = await route(post());
    expect(response.status).toBe(504);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(4000);
    // The upstream request was aborted, not left hanging.
    await upstream.requestClosed(1);
  }, 15_000);

  // With the route's default 5 s deadline: the upstream request must end when the browsers go away,
  // not when the deadline passes. The bound only tells the two apart; the assertion is an event
  // (the upstream sees the socket of each request close).
  it('closes the upstream request when the browser goes away after its POST was read, long before the deadline', async () => {
    const upstream = await silentUpstream();
    const route = createTokenHandler({ apiKey: API_KEY, baseUrl: upstream.url, authorize: () => true });
    const port = await listen(createServer(toNodeListener(route)));
    const browsers: Socket[] = [];
    for (let index = 0; index < 3; index += 1) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(`POST /api/shipping-token HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 2\r\n\r\n{}`);
      browsers.push(socket);
    }
    await waitFor(() => upstream.requests() === 3);
    const gone = Date.now();
    browsers.forEach((socket) => socket.destroy());
    await upstream.requestClosed(3);
    expect(Date.now() - gone).toBeLessThan(2500);
  }, 10_000);

  it('closes the upstream request when the browser goes away while its body is still arriving', async () => {
    const upstream = await silentUpstream();
    const route = createTokenHandler({ apiKey: API_KEY, baseUrl: upstream.url, authorize: () => true, timeoutMs: 60_000 });
    const port = await listen(createServer(toNodeListener(route)));
    const browser = connect(port, '127.0.0.1');
    browser.on('error', () => undefined);
    // The token route does not read the body: it calls the upstream at once.
    browser.write(`POST /api/shipping-token HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 100\r\n\r\n{`);
    await waitFor(() => upstream.requests() === 1);
    browser.destroy();
    await upstream.requestClosed(1);
  }, 10_000);
});

describe('token route: malformed requests never reach a 500', () => {
  it.each([
    ['TRACE', `TRACE /api/shipping-token HTTP/1.1\r\nHost: localhost\r\n\r\n`, 405],
    ['Host "["', `POST /api/shipping-token HTTP/1.1\r\nHost: [\r\nContent-Length: 0\r\n\r\n`, 400],
    ['Host "a:b:c"', `POST /api/shipping-token HTTP/1.1\r\nHost: a:b:c\r\nContent-Length: 0\r\n\r\n`, 400],
    ['Host "a/b"', `POST /api/shipping-token HTTP/1.1\r\nHost: a/b\r\nContent-Length: 0\r\n\r\n`, 400],
    ['target "//other.example/x"', `POST //other.example/x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`, 400],
  ])('%s', async (_name, text, status) => {
    const port = await listen(createServer(toNodeListener(handler())));
    expect(await rawStatus(port, text)).toBe(status);
  });

  it('a Host with a space is refused (by Node or by the adapter), never a 500', async () => {
    const port = await listen(createServer(toNodeListener(handler())));
    expect(await rawStatus(port, `POST /x HTTP/1.1\r\nHost: a b\r\nContent-Length: 0\r\n\r\n`)).toBe(400);
  });

  it('marks the adapter’s own answers (413, 405, 500) no-store', async () => {
    const port = await listen(
      createServer(
        toNodeListener(
          (request) => {
            if (new URL(request.url).pathname === '/boom') {
              throw new Error('handler bug');
            }
            return handler()(request);
          },
          { bodyLimit: 10 },
        ),
      ),
    );
    const big = await fetch(`http://127.0.0.1:${port}/api/shipping-token`, { method: 'POST', body: 'x'.repeat(100) });
    expect(big.status).toBe(413);
    expect(big.headers.get('cache-control')).toBe('no-store');
    const broken = await fetch(`http://127.0.0.1:${port}/boom`, { method: 'POST' });
    expect(broken.status).toBe(500);
    expect(broken.headers.get('cache-control')).toBe('no-store');
    expect(await broken.text()).not.toContain('handler bug');
  });
});

describe('token route: cross-site requests', () => {
  it('serves a page of its own origin', async () => {
    expect((await handler()(post({ Origin: 'https://merchant.example' }))).status).toBe(200);
  });

  it('serves its public origin behind a proxy that ends TLS (the route sees http:)', async () => {
    const request = new Request('http://merchant.example/api/shipping-token', { method: 'POST', headers: { Origin: 'https://merchant.example' } });
    expect((await handler()(request)).status).toBe(200);
  });

  it('refuses another site’s page with 403, uncached, without calling the API', async () => {
    const fake = createFakeFetch(() => json(upstreamToken));
    const route = createTokenHandler({
      apiKey: API_KEY,
      baseUrl: 'https://api.example.test',
      publicOrigin: 'https://merchant.example',
      authorize: () => true,
      fetch: fake.fetch,
    });
    const response = await route(post({ Origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(fake.requests).toHaveLength(0);
    expect((await route(post({ 'Sec-Fetch-Site': 'cross-site' }))).status).toBe(403);
    expect((await route(post({ Origin: 'null' }))).status).toBe(403);
  });

  it('serves the origins the host allows', async () => {
    const listed = handler({ allowedOrigins: ['https://admin.example'] });
    expect((await listed(post({ Origin: 'https://admin.example' }))).status).toBe(200);
    expect((await listed(post({ Origin: 'https://other.example' }))).status).toBe(403);
    const decided = handler({ allowedOrigins: (origin) => origin.endsWith('.merchant.example') });
    expect((await decided(post({ Origin: 'https://eu.merchant.example' }))).status).toBe(200);
  });

  it('serves a request without Origin (a server-side caller); authorize still decides', async () => {
    expect((await handler()(post())).status).toBe(200);
  });
});

// DNS rebinding (issue 37): a page of attacker.example whose name the attacker re-points at the
// server's address is same-origin with itself. Its requests name attacker.example in Host and in
// Origin; the old route took Host for its own origin and minted a token for it.
describe('token route: host names (DNS rebinding)', () => {
  const rebound = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, { method: 'POST', headers: { Host: 'attacker.example:5173', Origin: 'http://attacker.example:5173', ...headers } });

  it('refuses a page whose name was rebound to 127.0.0.1 with 421, before authorize and any upstream call', async () => {
    const fake = createFakeFetch(() => json(upstreamToken));
    let asked = 0;
    const route = createTokenHandler({
      apiKey: API_KEY,
      baseUrl: 'https://api.example.test',
      authorize: () => (asked += 1) > 0,
      fetch: fake.fetch,
    });
    // Over real loopback sockets, as a rebound browser reaches a demo on 127.0.0.1: the adapter
    // refuses it by default, and the route does on its own when the adapter lets every host through.
    const port = await listen(createServer(toNodeListener(route)));
    const lenient = await listen(createServer(toNodeListener(route, { allowedHosts: () => true })));
    const send = (to: number) => new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = connect(to, '127.0.0.1', () =>
        socket.write(
          'POST /api/shipping-token HTTP/1.1\r\nHost: attacker.example:5173\r\nOrigin: http://attacker.example:5173\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
        ),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]), body: received }));
      socket.on('error', reject);
    });
    for (const answer of [await send(port), await send(lenient)]) {
      expect(answer.status).toBe(421);
      expect(answer.body).not.toContain('header.payload.sig');
    }
    expect(asked).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a rebound Host also when the request carries no Origin (a form post, an old browser)', async () => {
    const fake = createFakeFetch(() => json(upstreamToken));
    const route = createTokenHandler({ apiKey: API_KEY, baseUrl: 'https://api.example.test', authorize: () => true, fetch: fake.fetch });
    const response = await route(new Request('http://attacker.example/api/shipping-token', { method: 'POST' }));
    expect(response.status).toBe(421);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(fake.requests).toHaveLength(0);
  });

  it('never takes the request’s Host for its own origin, even for a host it answers', async () => {
    const route = handler({ allowedHosts: ['attacker.example'] });
    expect((await route(rebound('https://merchant.example/api/shipping-token'))).status).toBe(403);
    expect((await route(rebound('http://attacker.example:5173/api/shipping-token'))).status).toBe(403);
  });

  it('serves loopback names on any port, and its public origin’s host', async () => {
    const local = handler({ publicOrigin: undefined });
    for (const host of ['127.0.0.1:5173', 'localhost:3000', '[::1]:8080', '127.3.2.1']) {
      const response = await local(new Request(`http://${host}/api/shipping-token`, { method: 'POST', headers: { Origin: `http://${host}` } }));
      expect(response.status, host).toBe(200);
    }
    expect((await handler()(post({ Origin: 'https://merchant.example', Host: 'merchant.example' }))).status).toBe(200);
    // A loopback page is served only when the route is reached on loopback too.
    expect((await handler()(post({ Origin: 'http://localhost:3000', Host: 'merchant.example' }))).status).toBe(403);
  });

  it('serves the host names it is given, and refuses a malformed list entry at once', async () => {
    const route = handler({ publicOrigin: undefined, allowedHosts: ['shop.internal'], allowedOrigins: ['http://shop.internal:8080'] });
    const request = new Request('http://shop.internal:8080/api/shipping-token', { method: 'POST', headers: { Origin: 'http://shop.internal:8080' } });
    expect((await route(request)).status).toBe(200);
    expect(() => handler({ allowedHosts: ['shop.internal/path'] })).toThrow(TypeError);
  });
});
