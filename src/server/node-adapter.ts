import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body the adapter reads, in bytes (a token request has almost none). */
const DEFAULT_BODY_LIMIT = 1_048_576;

/**
 * Adapts a web-standard `(Request) => Promise<Response>` handler to Node's `http` server.
 *
 * @example
 * createServer(toNodeListener(createTokenHandler({ … }))).listen(3000);
 */
export function toNodeListener(
  handler: (request: Request) => Response | Promise<Response>,
  options: { bodyLimit?: number } = {},
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  return (incoming, outgoing) => {
    void (async () => {
      try {
        const request = await toRequest(incoming, bodyLimit);
        const response = await handler(request);
        await writeResponse(response, outgoing);
      } catch (error) {
        const tooLarge = error instanceof BodyTooLargeError;
        if (!outgoing.headersSent) {
          outgoing.writeHead(tooLarge ? 413 : 500, { 'Content-Type': 'application/json' });
        }
        outgoing.end(JSON.stringify({ detail: tooLarge ? 'Request body too large.' : 'Internal error.' }));
      }
    })();
  };
}

class BodyTooLargeError extends Error {}

async function toRequest(incoming: IncomingMessage, bodyLimit: number): Promise<Request> {
  const host = incoming.headers.host ?? '127.0.0.1';
  const url = new URL(incoming.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) {
      value.forEach((item) => headers.append(name, item));
    } else if (value !== undefined) {
      headers.set(name, value);
    }
  }
  const controller = new AbortController();
  incoming.on('close', () => {
    if (!incoming.complete) {
      controller.abort();
    }
  });
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of incoming as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > bodyLimit) {
        throw new BodyTooLargeError();
      }
      chunks.push(chunk);
    }
    body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  return new Request(url, { method: incoming.method ?? 'GET', headers, body, signal: controller.signal });
}

async function writeResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) {
    headers['set-cookie'] = cookies;
  }
  outgoing.writeHead(response.status, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    outgoing.write(value);
  }
  outgoing.end();
}
