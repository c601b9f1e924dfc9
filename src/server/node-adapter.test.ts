// The Node adapter on real loopback sockets: a body is read only when the handler reads it and
// never past the limit, so an oversized or unwanted upload is refused before it is read.
import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { listenOnLoopback, rawRequest } from '../../test/raw-http';
import { toNodeListener } from './node-adapter';
import { createTokenHandler } from './token-handler';

const LIMIT = 64 * 1024;

/** A server whose handler reads the whole body and answers its size; tells how much a socket read. */
async function echoSize() {
  let closed: (bytesRead: number) => void = () => undefined;
  const seen = { calls: 0, socketClosed: new Promise<number>((resolve) => (closed = resolve)) };
  const listener = toNodeListener(
    async (request) => {
      seen.calls += 1;
      const body = await request.arrayBuffer();
      return new Response(JSON.stringify({ size: body.byteLength }), { headers: { 'Content-Type': 'application/json' } });
    },
    { bodyLimit: LIMIT },
  );
  const server = createServer((incoming: IncomingMessage, outgoing) => {
    const socket = incoming.socket;
    socket.on('close', () => closed(socket.bytesRead));
    listener(incoming, outgoing);
  });
  return { port: await listenOnLoopback(server), seen };
}

const chunk = (size: number) => `${size.toString(16)}\r\n${'x'.repeat(size)}\r\n`;

describe('toNodeListener: request bodies', () => {
  it('refuses a Content-Length over the limit with 413 before the body is sent or the handler runs', async () => {
    const { port, seen } = await echoSize();
    // Only the head: the 100 MB never come. The old adapter waited for them.
    const answer = await rawRequest(port, `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000000\r\n\r\n`);
    expect(answer.status).toBe(413);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.connection).toBe('close');
    expect(seen.calls).toBe(0);
    answer.socket.destroy();
  });

  it('answers 413 to a chunked body once it passes the limit, while the client is still sending, and reads no further', async () => {
    const { port } = await echoSize();
    // Twice the limit, and the body is not finished (no last chunk).
    const answer = await rawRequest(port, `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n${chunk(LIMIT)}${chunk(LIMIT)}`);
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    answer.socket.destroy();
  });

  it('stops reading a chunked upload past the limit (the old adapter read up to 16 times the limit)', async () => {
    const { port, seen } = await echoSize();
    const sender = connect(port, '127.0.0.1');
    sender.on('error', () => undefined);
    sender.write(`POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n`);
    for (let index = 0; index < 20; index += 1) {
      sender.write(chunk(LIMIT));
    }
    sender.end(chunk(0));
    // The server answers 413 and closes the connection; then its socket's read count is final.
    const bytesRead = await seen.socketClosed;
    sender.destroy();
    // The limit, plus what sockets and streams buffer: far below the 20 times the client sent.
    expect(bytesRead).toBeLessThan(8 * LIMIT);
  });

  it('reads a body within the limit, with or without a length', async () => {
    const { port } = await echoSize();
    const sized = await fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', body: 'x'.repeat(LIMIT) });
    expect(await sized.json()).toEqual({ size: LIMIT });
    const streamed = await fetch(`http://127.0.0.1:${port}/upload`, {
      method: 'POST',
      body: new Blob(['y'.repeat(1000)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await streamed.json()).toEqual({ size: 1000 });
  });
});

describe('toNodeListener with the token route: refused before the body is read', () => {
  async function tokenRoute(authorize = () => true) {
    const fake = createFakeFetch(() => json({ token: 'header.payload.sig', expires_in: '1763726400' }));
    const route = createTokenHandler({ apiKey: 'svc_test_secret', baseUrl: 'https://api.example.test', authorize, fetch: fake.fetch });
    return { port: await listenOnLoopback(createServer(toNodeListener(route))), fake };
  }

  // Each request announces a body under the limit and never sends it: the answer cannot wait for it.
  const head = (method: string, extra = '') => `${method} /api/shipping-token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 500000\r\n${extra}\r\n`;

  it('another site’s page gets 403', async () => {
    const { port, fake } = await tokenRoute();
    const answer = await rawRequest(port, head('POST', 'Origin: https://evil.example\r\n'));
    expect(answer.status).toBe(403);
    expect(answer.headers.connection).toBe('close');
    expect(fake.requests).toHaveLength(0);
    answer.socket.destroy();
  });

  it('a method other than POST gets 405', async () => {
    const { port } = await tokenRoute();
    const answer = await rawRequest(port, head('PUT'));
    expect(answer.status).toBe(405);
    answer.socket.destroy();
  });

  it('an anonymous caller gets 401', async () => {
    const { port, fake } = await tokenRoute(() => false);
    const answer = await rawRequest(port, head('POST'));
    expect(answer.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
    answer.socket.destroy();
  });
});

// DNS rebinding (issue 37): a page whose name was re-pointed at 127.0.0.1 sends its own name in
// Host, and a same-origin GET carries no Origin. The adapter answers loopback names and the names
// it is given only; the old one handed every Host to the handler.
describe('toNodeListener: host names', () => {
  async function counting(options: Parameters<typeof toNodeListener>[1] = {}) {
    const seen = { calls: 0 };
    const listener = toNodeListener(() => {
      seen.calls += 1;
      return new Response('{"orders":[]}', { headers: { 'Content-Type': 'application/json' } });
    }, options);
    return { port: await listenOnLoopback(createServer(listener)), seen };
  }
  const get = (host: string) => `GET /orders/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`;

  it('refuses a foreign Host with 421, uncached, before the handler runs', async () => {
    const { port, seen } = await counting();
    const answer = await rawRequest(port, get('attacker.example:8787'));
    expect(answer.status).toBe(421);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(seen.calls).toBe(0);
    answer.socket.destroy();
  });

  it('serves loopback names on any port, and the names it is given', async () => {
    const { port, seen } = await counting({ allowedHosts: ['sandbox.lan', 'api.lan:9000'] });
    for (const host of ['127.0.0.1:8787', 'localhost', 'LOCALHOST:1', '[::1]:8787', '127.9.9.9', 'sandbox.lan:8787', 'api.lan:9000']) {
      const answer = await rawRequest(port, get(host));
      expect(answer.status, host).toBe(200);
      answer.socket.destroy();
    }
    for (const host of ['api.lan:9001', 'sandbox.lan.attacker.example', '127.0.0.1.attacker.example']) {
      const answer = await rawRequest(port, get(host));
      expect(answer.status, host).toBe(421);
      answer.socket.destroy();
    }
    expect(seen.calls).toBe(7);
  });
});
