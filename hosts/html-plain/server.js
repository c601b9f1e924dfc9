// @ts-check
// The merchant's backend of a plain HTML page: serves index.html, the kit's files from the package
// as published (node_modules/shipping-elements/dist, under /shipping-elements/) and the token route,
// which holds the API key and mints short-lived tokens with `shipping-elements/server`. No build
// step and no bundler. Prints its URL.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createTokenHandler, toNodeListener } from 'shipping-elements/server';

const apiBaseUrl = process.env.SHIPPING_API_URL;
const apiKey = process.env.SHIPPING_API_KEY;
if (!apiBaseUrl || !apiKey) {
  throw new Error('Set SHIPPING_API_URL and SHIPPING_API_KEY.');
}
const here = import.meta.dirname;
const kit = path.resolve(here, 'node_modules', 'shipping-elements', 'dist');
const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
});

// A real app checks its own session here; this fixture has one anonymous user.
const tokenRoute = createTokenHandler({ apiKey, baseUrl: apiBaseUrl, authorize: () => true });

/** @param {string} directory @param {string} relative */
async function file(directory, relative) {
  const full = path.resolve(directory, `.${relative}`);
  if (!full.startsWith(directory + path.sep)) {
    return new Response('Not found', { status: 404 });
  }
  try {
    return new Response(await readFile(full), { headers: { 'Content-Type': TYPES[path.extname(full)] ?? 'application/octet-stream' } });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

/** @param {Request} request */
async function handle(request) {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/shipping-token') {
    return tokenRoute(request);
  }
  if (pathname === '/api/config') {
    return Response.json({ apiBaseUrl }, { headers: { 'Cache-Control': 'no-store' } });
  }
  if (pathname.startsWith('/shipping-elements/')) {
    return file(kit, decodeURIComponent(pathname.slice('/shipping-elements'.length)));
  }
  return pathname === '/' ? file(here, '/index.html') : new Response('Not found', { status: 404 });
}

const server = createServer(toNodeListener(handle));
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`Plain HTML host listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : ''}/`);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
