// Real loopback sockets for tests of the Node adapter and the servers built on it: a server on a
// free port, closed after the test, and a raw client that sends bytes and reads the answer's head.
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach } from 'vitest';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** Listens on a free loopback port; the server is closed after the test. */
export async function listenOnLoopback(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The status line and headers of an answer read from a raw socket (names in lower case). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The client's socket, still open unless the server closed it: write more, or destroy it. */
  socket: Socket;
}

/**
 * Sends `text` (a request head, perhaps part of a body: the rest may never come) and resolves with
 * the answer's head as soon as it arrives. Rejects when none arrives within `noAnswerMs`: a
 * generous bound that only tells "never answered" apart from "answered", not a speed check.
 */
export function rawRequest(port: number, text: string | Uint8Array, noAnswerMs = 3000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${noAnswerMs} ms`));
    }, noAnswerMs);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match && end !== -1) {
        clearTimeout(timer);
        const headers: Record<string, string> = {};
        for (const line of received.slice(0, end).split('\r\n').slice(1)) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        resolve({ status: Number(match[1]), headers, socket });
      }
    });
    // A server that closes the connection after answering may reset it while the client writes.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      reject(new Error(`connection closed without an answer: ${JSON.stringify(received.slice(0, 80))}`));
    });
  });
}
