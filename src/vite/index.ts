// Public entry of `shipping-elements/vite`: the dev-server plugin `npx shipping-elements init`
// adds to a Vite app (issue 42). An entry of its own, not part of `shipping-elements/server`: it
// imports `vite` (its `loadEnv`), an optional peer, and no other entry may pull Vite into a
// host's server or bundle. It runs in the dev server only (`vite`, `npm run dev`), never in a
// build or in `vite preview`: production serves the token route from the merchant's own backend.
import type { AddressInfo } from 'node:net';
import { loadEnv, type Plugin, type ViteDevServer } from 'vite';
import { createTokenHandler } from '../server/token-handler';
import { toNodeListener } from '../server/node-adapter';

/** Options of {@link shippingElements}. */
export interface ShippingElementsPluginOptions {
  /**
   * The path the dev server answers token requests on (`POST`), the one the page's `fetchToken` calls.
   * @default '/api/shipping-token'
   */
  tokenPath?: string;
  /**
   * Decides whether a request may get a token, as `createTokenHandler`'s `authorize`. The dev
   * server runs on the developer's machine, so by default every page the dev server serves may.
   * @default () => true
   */
  authorize?: (request: Request) => boolean | Promise<boolean>;
  /**
   * The API key the token route uses. Without one (and no `SHIPPING_API_KEY` in the environment or
   * the app's `.env` files), the plugin runs the sandbox in the dev server's process and uses its
   * test key: the page buys test labels with no account.
   * @default process.env.SHIPPING_API_KEY, else `SHIPPING_API_KEY` of the app's `.env` files
   */
  apiKey?: string;
  /**
   * The API's origin, used with a key. @default `SHIPPING_API_URL` of the environment or the app's `.env` files
   */
  apiUrl?: string;
}

/** The API the dev server talks to: a key and its origin, and what to close when the dev server closes. */
interface DevApi {
  apiKey: string;
  apiUrl: string;
  /** `'sandbox'` when the plugin started one in this process. */
  source: 'sandbox' | 'key';
  close(): Promise<void>;
}

/** The browser-visible variable the page reads the API's origin from (`import.meta.env.VITE_SHIPPING_API_URL`). */
export const SHIPPING_API_URL_VARIABLE = 'VITE_SHIPPING_API_URL';

/** The sandbox in this process, on a free loopback port; the page calls it directly. */
async function startInProcessSandbox(): Promise<DevApi> {
  // Loaded only without a key: an app that talks to its API never loads the sandbox.
  const [{ createSandbox }, { createSandboxServer }] = await Promise.all([import('../../sandbox/sandbox'), import('../../sandbox/serve')]);
  const sandbox = createSandbox({ seed: 'shipping-elements' });
  const server = createSandboxServer(sandbox);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // The dev server's process ends when it does: the sandbox does not keep it alive.
  server.unref();
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox.setPublicOrigin(apiUrl);
  return {
    apiKey: sandbox.keys.test,
    apiUrl,
    source: 'sandbox',
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** True when `origin` (a page's `Origin`) is the origin the request was sent to, the dev server's own page. */
function isOwnOrigin(origin: string, request: Request): boolean {
  const host = request.headers.get('Host');
  try {
    return host !== null && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The token route as dev-server middleware. The dev server has already checked `Host` against
 * its `server.allowedHosts` (Vite's own guard against DNS rebinding runs before this middleware),
 * so the route answers the names the dev server answers, and serves the pages of the origin it
 * was reached on: `http://localhost:5173`, the network address of `vite --host`, or a proxy's
 * name that the dev server allows (issue 42: a page through a Vite proxy got 403).
 */
function tokenMiddleware(api: DevApi, options: ShippingElementsPluginOptions) {
  const handler = createTokenHandler({
    apiKey: api.apiKey,
    baseUrl: api.apiUrl,
    authorize: options.authorize ?? (() => true),
    allowedHosts: () => true,
    allowedOrigins: isOwnOrigin,
  });
  const listener = toNodeListener(handler, { allowedHosts: () => true });
  const tokenPath = options.tokenPath ?? '/api/shipping-token';
  return (incoming: Parameters<typeof listener>[0], outgoing: Parameters<typeof listener>[1], next: () => void) => {
    if (new URL(incoming.url ?? '/', 'http://localhost').pathname === tokenPath) {
      listener(incoming, outgoing);
    } else {
      next();
    }
  };
}

/**
 * The Vite plugin of Shipping Elements: in the dev server, the token route
 * (`POST /api/shipping-token`, `createTokenHandler`), and the API's origin for the page as
 * `import.meta.env.VITE_SHIPPING_API_URL`.
 *
 * @remarks
 * With `SHIPPING_API_KEY` set (in the environment or the app's `.env`, `.env.local`, …), the route
 * mints tokens from the API at `SHIPPING_API_URL`. Without a key, the plugin runs the sandbox in
 * the dev server's process on a free loopback port (`shipping-elements/sandbox`) and mints tokens
 * from it, so `npm run dev` buys test labels with no account. That sandbox serves pages on this
 * machine only (`localhost`, `127.0.0.1`). A build (`vite build`) gets `VITE_SHIPPING_API_URL`
 * from `SHIPPING_API_URL` when it is set, and no route: production serves the token route from
 * the app's backend (`shipping-elements/server`).
 *
 * @example
 * // vite.config.ts
 * import react from '@vitejs/plugin-react';
 * import { defineConfig } from 'vite';
 * import { shippingElements } from 'shipping-elements/vite';
 *
 * export default defineConfig({ plugins: [react(), shippingElements()] });
 */
export function shippingElements(options: ShippingElementsPluginOptions = {}): Plugin {
  let api: DevApi | undefined;
  return {
    name: 'shipping-elements',
    async config(config, { command, mode, isPreview }) {
      // Every variable of the app's .env files and the environment (the environment wins), not only VITE_ ones.
      const env = loadEnv(mode, typeof config.envDir === 'string' ? config.envDir : (config.root ?? process.cwd()), '');
      const apiKey = options.apiKey ?? env.SHIPPING_API_KEY;
      const apiUrl = options.apiUrl ?? env.SHIPPING_API_URL;
      if (command !== 'serve' || isPreview === true || mode === 'test') {
        return apiUrl ? { define: { [`import.meta.env.${SHIPPING_API_URL_VARIABLE}`]: JSON.stringify(apiUrl) } } : undefined;
      }
      if (apiKey) {
        if (!apiUrl) {
          throw new Error('shipping-elements: SHIPPING_API_KEY is set but SHIPPING_API_URL is not. Set both (in .env.local), or neither to use the sandbox.');
        }
        api = { apiKey, apiUrl, source: 'key', close: () => Promise.resolve() };
      } else {
        api = await startInProcessSandbox();
      }
      return { define: { [`import.meta.env.${SHIPPING_API_URL_VARIABLE}`]: JSON.stringify(api.apiUrl) } };
    },
    configureServer(server: ViteDevServer) {
      const current = api;
      if (current === undefined) {
        return;
      }
      server.httpServer?.once('close', () => void current.close());
      const log = server.config.logger;
      log.info(
        current.source === 'sandbox'
          ? `  shipping-elements: no SHIPPING_API_KEY, so the sandbox runs in this process on ${current.apiUrl} (test labels, no account)`
          : `  shipping-elements: tokens from ${current.apiUrl}`,
      );
      // After Vite's own middlewares (its Host check among them), before its index.html.
      return () => {
        server.middlewares.use(tokenMiddleware(current, options));
      };
    },
  };
}
