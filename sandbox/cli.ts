#!/usr/bin/env node
// `npm run sandbox` / `npx shipping-sandbox --port 8787`: serves the sandbox over HTTP on loopback.
import { parseArgs } from 'node:util';
import { SANDBOX_KEYS } from './accounts';
import { createSandbox } from './sandbox';
import { MAX_SEEDED_LABELS } from './seed-labels';
import { MAX_SEEDED_ORDERS } from './seed-orders';
import { createSandboxServer, listensOnLoopback, urlHostname, webhookReceiversFor } from './serve';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.SANDBOX_PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: 'shipping-elements' },
    speed: { type: 'string', default: '1' },
    // Orders each account is seeded with (default 24; up to 20,000), over the last 90 days.
    orders: { type: 'string' },
    // Labels each account is seeded with (default none; up to 20,000), bought over the last 90 days.
    labels: { type: 'string' },
    // The origin clients reach the sandbox on, for the URLs it returns (behind a proxy, say).
    'public-origin': { type: 'string' },
    // Origins of web pages besides loopback ones that may call the sandbox (repeat the flag).
    'allow-origin': { type: 'string', multiple: true },
    // Host names (or name:port) the sandbox answers besides loopback ones and the listen and public
    // origin's hosts, when it listens beyond loopback (repeat the flag). Others get 421.
    'allow-host': { type: 'string', multiple: true },
    // Webhook receivers (an origin, or a URL) the sandbox posts to (repeat the flag). On loopback it
    // also posts to loopback URLs; beyond loopback to these only.
    'webhook-allow': { type: 'string', multiple: true },
  },
});

const orders = values.orders === undefined ? undefined : Number(values.orders);
if (orders !== undefined && !(Number.isSafeInteger(orders) && orders >= 0 && orders <= MAX_SEEDED_ORDERS)) {
  console.error(`--orders takes a whole number from 0 to ${MAX_SEEDED_ORDERS}; got "${values.orders ?? ''}".`);
  process.exit(2);
}
const labels = values.labels === undefined ? undefined : Number(values.labels);
if (labels !== undefined && !(Number.isSafeInteger(labels) && labels >= 0 && labels <= MAX_SEEDED_LABELS)) {
  console.error(`--labels takes a whole number from 0 to ${MAX_SEEDED_LABELS}; got "${values.labels ?? ''}".`);
  process.exit(2);
}

const webhookReceivers = webhookReceiversFor(values.host, values['webhook-allow'] ?? []);
const sandbox = createSandbox({
  seed: values.seed,
  speed: Number(values.speed),
  orders,
  labels,
  secret: process.env.SANDBOX_SECRET || undefined,
  webhooks: { secret: process.env.SANDBOX_WEBHOOK_SECRET || undefined, receivers: webhookReceivers },
  allowedOrigins: values['allow-origin'] ?? [],
});
const allowedHosts = [urlHostname(values.host), ...(values['public-origin'] ? [values['public-origin']] : []), ...(values['allow-host'] ?? [])];
const server = createSandboxServer(sandbox, { allowedHosts });
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  sandbox.setPublicOrigin(values['public-origin'] ?? `http://${urlHostname(values.host)}:${port}`);
  console.log(`Shipping Elements sandbox listening on http://${values.host}:${port}`);
  console.log(`Test API key: ${SANDBOX_KEYS.test}`);
  console.log(`Webhook signing secret: ${process.env.SANDBOX_WEBHOOK_SECRET ? 'from SANDBOX_WEBHOOK_SECRET' : sandbox.webhookSecret}`);
  console.log(`Web pages served: loopback origins${values['allow-origin']?.length ? ` and ${values['allow-origin'].join(', ')}` : ' only (add others with --allow-origin)'}`);
  if (!listensOnLoopback(values.host)) {
    console.log(`Host names answered: loopback and ${allowedHosts.join(', ')} (add others with --allow-host; any other gets 421)`);
    console.log(`Webhooks posted to: ${webhookReceivers.length > 0 ? webhookReceivers.join(', ') : 'nowhere (name receivers with --webhook-allow)'}`);
  }
  console.log(`Try: curl -H "Authorization: ServiceToken ${SANDBOX_KEYS.test}" http://${values.host}:${port}/carrier_accounts`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
  });
}
