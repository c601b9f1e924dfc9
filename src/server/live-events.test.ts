import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { listenOnLoopback, rawRequest } from '../../test/raw-http';
import type { WebhookEvent } from '../api/resources/webhooks';
import { createLiveEventRelay, toLiveEvent, type LiveEventRelay, type LiveEventRelayOptions } from './live-events';
import { toNodeListener } from './node-adapter';

const transactionEvent = {
  event: 'transaction_updated',
  event_id: 'evt_1',
  data: { object_id: 'txn_1', status: 'REFUNDED', label_url: 'https://files.example/label.pdf?signature=secret' },
} as unknown as WebhookEvent;

/** Reads what a stream has sent so far, then ends it. */
async function readStream(response: Response, controller: AbortController): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  controller.abort();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      return text;
    }
    text += decoder.decode(value);
  }
}

describe('live event relay', () => {
  it('sends each account only its own events, as ids without the object data', async () => {
    const relay = createLiveEventRelay({ heartbeatMs: 60_000 });
    const mine = new AbortController();
    const theirs = new AbortController();
    const myStream = relay.stream(new Request('http://host.test/events', { signal: mine.signal }), 'acct_mine');
    const theirStream = relay.stream(new Request('http://host.test/events', { signal: theirs.signal }), 'acct_theirs');
    expect(myStream.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(relay.publish('acct_mine', transactionEvent)).toBe(1);
    const mineText = await readStream(myStream, mine);
    const theirText = await readStream(theirStream, theirs);
    expect(mineText).toContain('data: {"event":"transaction_updated","object_id":"txn_1"}\n\n');
    expect(mineText).not.toMatch(/label_url|signature|REFUNDED/);
    expect(theirText).not.toContain('txn_1');
    expect(relay.size).toBe(0);
  });

  it('refuses streams past maxClients and frees a place when one ends', async () => {
    const relay = createLiveEventRelay({ maxClients: 1 });
    const first = new AbortController();
    const open = relay.stream(new Request('http://host.test/events', { signal: first.signal }), 'acct');
    expect(relay.stream(new Request('http://host.test/events'), 'acct').status).toBe(503);
    await readStream(open, first);
    const again = relay.stream(new Request('http://host.test/events'), 'acct');
    expect(again.status).toBe(200);
    relay.close();
    expect(relay.size).toBe(0);
  });

  it('makes a live event of a batch, a label and a tracking update, and nothing of an event without an id', () => {
    expect(toLiveEvent({ event: 'batch_created', event_id: 'evt_2', data: { object_id: 'bat_1', status: 'VALID' } })).toEqual({ event: 'batch_created', object_id: 'bat_1' });
    expect(toLiveEvent({ event: 'track_updated', event_id: 'evt_3', data: { tracking_number: 'PW123', transaction: 'txn_9' } })).toEqual({ event: 'track_updated', object_id: 'PW123', transaction: 'txn_9' });
    expect(toLiveEvent({ event: 'batch_created', event_id: 'evt_4', data: {} })).toBeNull();
  });
});

/**
 * The relay behind the Node adapter on a loopback port. The route's own session check is played
 * by two headers: `X-Session` names the signed-in browser, `X-Account` its store.
 */
async function serveRelay(options: LiveEventRelayOptions): Promise<{ relay: LiveEventRelay; port: number }> {
  const relay = createLiveEventRelay(options);
  const server = createServer(
    toNodeListener((request) =>
      relay.stream(request, { account: request.headers.get('X-Account') ?? 'acct', session: request.headers.get('X-Session') ?? undefined }),
    ),
  );
  const port = await listenOnLoopback(server);
  return { relay, port };
}

/** Opens a stream on a raw socket as `session` of `account`; resolves with the answer's head. */
const open = (port: number, session: string, account = 'acct') =>
  rawRequest(port, `GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nX-Session: ${session}\r\nX-Account: ${account}\r\n\r\n`);

/** Resolves once the socket is closed (by the server, after what it sent was read). */
const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

/** A label event whose object id is `size` characters: a few of them fill a socket's buffers fast. */
const bigEvent = (index: number, size = 4_000) =>
  ({ event: 'transaction_updated', event_id: `evt_${index}`, data: { object_id: `txn_${index}_${'x'.repeat(size)}` } }) as unknown as WebhookEvent;

describe('live event relay over real sockets: one session, one account, one stalled reader', { timeout: 30_000 }, () => {
  it('caps the streams of one session and of one account, while another session still gets one', async () => {
    const { relay, port } = await serveRelay({ maxClients: 50, maxStreamsPerSession: 2, maxStreamsPerAccount: 3, heartbeatMs: 60_000 });
    const sockets: Socket[] = [];
    const status = async (session: string, account?: string) => {
      const answer = await open(port, session, account);
      sockets.push(answer.socket);
      return answer;
    };
    expect((await status('greedy')).status).toBe(200);
    expect((await status('greedy')).status).toBe(200);
    // The greedy session's third tab (or script) is refused, with a time to try again.
    const third = await status('greedy');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('30');
    expect(third.headers['cache-control']).toBe('no-store');
    // Another user of the same account still gets a stream…
    expect((await status('colleague')).status).toBe(200);
    // …until the account holds its three; another account's user is not affected.
    expect((await status('third-user')).status).toBe(429);
    expect((await status('other-store-user', 'acct_other')).status).toBe(200);
    expect(relay.size).toBe(4);
    // A stream that ends frees its place for its session.
    sockets[0]!.destroy();
    await vi.waitFor(() => expect(relay.size).toBe(3), { timeout: 5_000, interval: 10 });
    expect((await status('greedy')).status).toBe(200);
    sockets.forEach((socket) => socket.destroy());
  });

  it('disconnects a client that stopped reading once its unread events pass maxBufferedBytes, and keeps serving a reader', async () => {
    const { relay, port } = await serveRelay({ maxBufferedBytes: 65_536, heartbeatMs: 60_000 });
    const stalled = await open(port, 'stalled');
    const reader = await open(port, 'reader');
    expect([stalled.status, reader.status]).toEqual([200, 200]);
    // The stalled client reads nothing more: its kernel buffers fill, then the server's.
    stalled.socket.pause();
    // The reader counts the events it read (each ends in `"}\n\n`, perhaps split across reads).
    let received = 0;
    let tail = '';
    reader.socket.on('data', (chunk: Buffer) => {
      const text = tail + chunk.toString('latin1');
      received += text.split('"}\n\n').length - 1;
      tail = text.slice(-3);
    });
    let published = 0;
    // Bounded: 64 MB of events at most, far past what loopback's socket buffers hold. The reader
    // reads each round before the next, as a browser does; the stalled client never does.
    while (relay.size === 2 && published < 16_000) {
      for (let index = 0; index < 8; index += 1, published += 1) {
        relay.publish('acct', bigEvent(published));
      }
      await vi.waitFor(() => expect(received).toBe(published), { timeout: 5_000, interval: 1 });
    }
    expect(relay.size).toBe(1);
    // The server closed the stalled client's connection (it sees the end once it reads again).
    stalled.socket.resume();
    await closed(stalled.socket);
    // The reader still gets what is published.
    expect(relay.publish('acct', bigEvent(published))).toBe(1);
    await vi.waitFor(() => expect(received).toBe(published + 1), { timeout: 5_000, interval: 10 });
    reader.socket.destroy();
  });

  it('ends a stream that carried no event for idleTimeoutMs: heartbeats do not count', async () => {
    const { relay, port } = await serveRelay({ idleTimeoutMs: 300, heartbeatMs: 50 });
    const idle = await open(port, 'idle');
    let text = '';
    idle.socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    // The end of the chunked body: the browser's EventSource reconnects, through the session check.
    await vi.waitFor(() => expect(text).toContain('\r\n0\r\n\r\n'), { timeout: 10_000, interval: 10 });
    expect(text).toContain(': heartbeat');
    expect(relay.size).toBe(0);
    idle.socket.destroy();
  });
});
