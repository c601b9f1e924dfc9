// @ts-check
// The merchant's backend of the Vue app: serves the production build (dist/) and the token route, which holds the
// API key and mints short-lived tokens with `shipping-elements/server`. Prints its URL.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createTokenHandler, toNodeListener } from 'shipping-elements/server';

const apiBaseUrl = process.env.SHIPPING_API_URL;
const apiKey = process.env.SHIPPING_API_KEY;
if (!apiBaseUrl || !apiKey) {
  throw new Error('Set SHIPPING_API_URL and SHIPPING_API_KEY.');
}
const dist = path.resolve(import.meta.dirname, 'dist');
const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
});

// A real app checks its own session here; this fixture has one anonymous user.
const tokenRoute = createTokenHandler({ apiKey, baseUrl: apiBaseUrl, authorize: () => true });

/** @param {Request} request */
async function handle(request) {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/shipping-token') {
    return tokenRoute(request);
  }
  if (pathname === '/api/config') {
    return Response.json({ apiBaseUrl }, { headers: { 'Cache-Control': 'no-store' } });
  }
  const file = path.resolve(dist, `.${pathname === '/' ? '/index.html' : decodeURIComponent(pathname)}`);
  if (!file.startsWith(dist + path.sep)) {
    return new Response('Not found', { status: 404 });
  }
  try {
    const body = await readFile(file);
    return new Response(body, { headers: { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

const server = createServer(toNodeListener(handle));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`Vue host listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}/`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
