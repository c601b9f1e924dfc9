import type { IncomingMessage, ServerResponse } from 'node:http';
import { MISDIRECTED_STATUS, hostPolicy, type AllowedHosts } from './allowed-hosts';

/** Largest request body the adapter reads, in bytes (a token request has almost none). */
const DEFAULT_BODY_LIMIT = 1_048_576;

/**
 * Adapts a web-standard `(Request) => Promise<Response>` handler to Node's `http` server.
 *
 * @remarks
 * The body is read only when the handler reads it, so a handler that refuses a request by its
 * method, origin or session (as `createTokenHandler` does) answers before any of the body is read.
 * A `Content-Length` over `bodyLimit` gets `413` before the handler runs; a body without one
 * (chunked) is read up to `bodyLimit` and no further, and then gets `413` too. The request's
 * `signal` is aborted when the client goes away before the answer is written, so the handler's
 * own calls (the token route's upstream request) end with it.
 *
 * A request whose `Host` is not a loopback name (`localhost`, `127.0.0.0/8`, `[::1]`, any port)
 * or one of `allowedHosts` gets `421 Misdirected Request` before the handler runs: a page of
 * another site whose name was re-pointed at this server (DNS rebinding) reaches nothing. A server
 * reached by a name (`shop.example`) lists it.
 *
 * @example
 * createServer(toNodeListener(createTokenHandler({ … }), { allowedHosts: ['shop.example'] })).listen(3000);
 */
export function toNodeListener(
  handler: (request: Request) => Response | Promise<Response>,
  options: {
    /** Largest request body read, in bytes. @default 1048576 */
    bodyLimit?: number;
    /**
     * `Host` names answered besides loopback ones: `shop.example` (any port), `shop.example:8443`,
     * an origin (`https://shop.example`), or a function that decides. @default none: loopback only
     */
    allowedHosts?: AllowedHosts;
  } = {},
): (incoming: IncomingMessage, outgoing: ServerResponse) => void {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const isAllowedHost = hostPolicy(options.allowedHosts);
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
      const body = { tooLarge: false };
      try {
        const request = toRequest(incoming, bodyLimit, controller.signal, body, isAllowedHost);
        let response: Response;
        try {
          response = await handler(request);
        } catch (error) {
          throw body.tooLarge ? new AdapterError(413, 'Request body too large.') : error;
        }
        if (body.tooLarge) {
          // The handler answered after its read of the body failed: the cause is the size.
          await response.body?.cancel();
          throw new AdapterError(413, 'Request body too large.');
        }
        await writeResponse(response, outgoing, incoming);
      } catch (error) {
        const status = error instanceof AdapterError ? error.status : 500;
        if (!outgoing.headersSent) {
          outgoing.writeHead(status, {
            'Content-Type': 'application/json',
            'Cache-Control': 'no-store',
            ...(status === 405 ? { Allow: 'GET, HEAD, POST, PUT, DELETE, OPTIONS' } : {}),
            ...unreadBodyHeaders(incoming),
          });
        }
        outgoing.end(JSON.stringify({ detail: error instanceof AdapterError ? error.message : 'Internal error.' }));
      }
    })();
  };
}

/**
 * `Connection: close` when the answer goes out before the client finished sending its body: the
 * rest of the upload is not read, and the connection cannot carry another request after it.
 */
function unreadBodyHeaders(incoming: IncomingMessage): Record<string, string> {
  return incoming.complete ? {} : { Connection: 'close' };
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

function toRequest(
  incoming: IncomingMessage,
  bodyLimit: number,
  signal: AbortSignal,
  state: { tooLarge: boolean },
  isAllowedHost: (host: string) => boolean,
): Request {
  const method = (incoming.method ?? 'GET').toUpperCase();
  if (FORBIDDEN_METHODS.has(method)) {
    throw new AdapterError(405, `${method} is not supported.`);
  }
  const url = requestUrl(incoming);
  if (!isAllowedHost(url.host)) {
    throw new AdapterError(MISDIRECTED_STATUS, 'This server does not answer for this host name.');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) {
      value.forEach((item) => headers.append(name, item));
    } else if (value !== undefined) {
      headers.set(name, value);
    }
  }
  let body: ReadableStream<Uint8Array> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    // Node's parser has checked that a Content-Length is a number (400 otherwise).
    if (Number(incoming.headers['content-length'] ?? 0) > bodyLimit) {
      throw new AdapterError(413, 'Request body too large.');
    }
    body = bodyStream(incoming, bodyLimit, state);
  }
  try {
    // `duplex: 'half'` is required for a streamed body (Node's fetch; not yet in TypeScript's DOM lib).
    return new Request(url, { method, headers, body, signal, duplex: 'half' } as RequestInit);
  } catch {
    // An invalid method token or header value that Node's parser let through.
    throw new AdapterError(400, 'Malformed request.');
  }
}

/**
 * The request body as a stream that reads from the socket only when the handler reads it, and
 * stops reading once more than `limit` bytes arrived (then it fails, and `state.tooLarge` is set).
 */
function bodyStream(incoming: IncomingMessage, limit: number, state: { tooLarge: boolean }): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Uint8Array, undefined> | undefined;
  let size = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= (incoming as AsyncIterable<Uint8Array, undefined>)[Symbol.asyncIterator]();
        const { done, value } = await chunks.next();
        if (done === true) {
          controller.close();
          return;
        }
        size += value.byteLength;
        if (size > limit) {
          state.tooLarge = true;
          controller.error(new AdapterError(413, 'Request body too large.'));
          return;
        }
        controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      },
    },
    // Nothing is read ahead of the handler.
    { highWaterMark: 0 },
  );
}

async function writeResponse(response: Response, outgoing: ServerResponse, incoming: IncomingMessage): Promise<void> {
  const headers: Record<string, string | string[]> = { ...unreadBodyHeaders(incoming) };
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
  // Settles only when the body fails (a live-event stream drops a client that stopped reading).
  const failed = reader.closed.then(
    () => new Promise<never>(() => undefined),
    () => undefined,
  );
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The body failed after the head went out: the client must not take it for a whole answer.
      outgoing.destroy();
      return;
    }
    if (chunk.done) {
      break;
    }
    // Backpressure: no more of the body is read until the client took what was written, so a
    // client that does not read holds the body's own bounded queue, not every chunk in memory here.
    if (!outgoing.write(chunk.value) && !(await drained(outgoing, failed))) {
      outgoing.destroy();
      await reader.cancel().catch(() => undefined);
      return;
    }
  }
  outgoing.end();
}

/** Whether the client took what was written (`drain`); false when it went away or the body failed first. */
function drained(outgoing: ServerResponse, failed: Promise<void>): Promise<boolean> {
  return new Promise((resolve) => {
    const finish = (value: boolean) => {
      outgoing.off('drain', onDrain);
      outgoing.off('close', onClose);
      resolve(value);
    };
    const onDrain = () => finish(true);
    const onClose = () => finish(false);
    outgoing.on('drain', onDrain);
    outgoing.on('close', onClose);
    void failed.then(() => finish(false));
  });
}
