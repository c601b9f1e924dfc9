// A webhook receiver on a loopback port for tests: records every delivery and answers as the test
// says (a status, or never, to play a slow receiver).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingMessage['headers'];
  body: string;
  /** The parsed body. */
  json: { event: string; event_id: string; test: boolean; created: string; data: Record<string, unknown> };
}

/** What the receiver answers to one request: a status, or `'hang'` (never answers). */
export type ReceiverAnswer = number | 'hang';

export interface WebhookReceiver {
  url: string;
  /** Every delivery, in arrival order, answered or not. */
  received: ReceivedDelivery[];
  /** The answers of the next requests, in order; afterwards every request gets 200. */
  answers: ReceiverAnswer[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hooks/shipping'): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const answers: ReceiverAnswer[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body, json: JSON.parse(body) as ReceivedDelivery['json'] });
      const answer = answers.shift() ?? 200;
      if (answer === 'hang') {
        return;
      }
      response.writeHead(answer, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
