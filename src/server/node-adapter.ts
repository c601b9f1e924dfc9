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
      // Aborted when the client goes away before the answer is written: while the body is still
      // arriving, or later, while the handler waits for an upstream API.
      const controller = new AbortController();
      incoming.on('close', () => {
        if (!incoming.complete) {
          controller.abort();
        }
      });
      outgoing.on('close', () => {
        if (!outgoing.writableFinished) {
          controller.abort();
        }
      });
      try {
        const request = await toRequest(incoming, bodyLimit, controller.signal);
        const response = await handler(request);
        await writeResponse(response, outgoing);
      } catch (error) {
        const status = error instanceof AdapterError ? error.status : 500;
        if (!outgoing.headersSent) {
          outgoing.writeHead(status, {
            'Content-Type': 'application/json',
            'Cache-Control': 'no-store',
            ...(status === 405 ? { Allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS' } : {}),
          });
        }
        outgoing.end(JSON.stringify({ detail: error instanceof AdapterError ? error.message : 'Internal error.' }));
      }
    })();
  };
}

/** A request the adapter refuses before any handler sees it, with the status to answer. */
class AdapterError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// Methods a web `Request` cannot carry (the Fetch standard forbids them): answered 405 here.
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The request's URL on its own Host, or a 400 for a Host header or target that is no URL. */
function requestUrl(incoming: IncomingMessage): URL {
  const host = incoming.headers.host ?? '127.0.0.1';
  const target = incoming.url ?? '/';
  // An origin-form target only: `//other.example/x` or an absolute URL must not pick the host.
  if (!target.startsWith('/') || target.startsWith('//')) {
    throw new AdapterError(400, 'Malformed request target.');
  }
  // A Host header is a name or address and an optional port: nothing that would move the path.
  if (!/^[^\s/\\@?#]+$/.test(host)) {
    throw new AdapterError(400, 'Malformed Host header.');
  }
  let url: URL;
  try {
    url = new URL(`http://${host}${target}`);
  } catch {
    throw new AdapterError(400, 'Malformed Host header or request target.');
  }
  return url;
}

async function toRequest(incoming: IncomingMessage, bodyLimit: number, signal: AbortSignal): Promise<Request> {
  const method = (incoming.method ?? 'GET').toUpperCase();
  if (FORBIDDEN_METHODS.has(method)) {
    throw new AdapterError(405, `${method} is not supported.`);
  }
  const url = requestUrl(incoming);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) {
      value.forEach((item) => headers.append(name, item));
    } else if (value !== undefined) {
      headers.set(name, value);
    }
  }
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of incoming as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > bodyLimit * 16) {
        // Far past the limit: stop reading (the client sees the connection close).
        throw new AdapterError(413, 'Request body too large.');
      }
      if (size <= bodyLimit) {
        chunks.push(chunk);
      }
      // Past the limit the rest is read and dropped, so the client receives the 413 instead of a
      // reset connection while it is still sending.
    }
    if (size > bodyLimit) {
      throw new AdapterError(413, 'Request body too large.');
    }
    body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
  }
  try {
    return new Request(url, { method, headers, body, signal });
  } catch {
    // An invalid method token or header value that Node's parser let through.
    throw new AdapterError(400, 'Malformed request.');
  }
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
