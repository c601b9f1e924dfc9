// The demo backend's "Add a store" route (issue 39): a new managed account through
// createManagedAccount, for a signed-in page of the demo's own origin only, with a small body;
// the new store is then in the config's list and gets its own token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from '../demo/server';

let demo: DemoServer;
let origin = '';
let cookie = '';
beforeAll(async () => {
  demo = await startDemo({ quiet: true, port: 0, sandboxPort: 0, manualClock: true });
  origin = new URL(demo.url).origin;
  const login = await fetch(`${demo.url}api/login`, { method: 'POST', headers: { Origin: origin } });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}, 60_000);
afterAll(async () => {
  await demo.close();
});

const addStore = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${demo.url}api/stores`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie, ...headers }, body });

describe('the demo backend’s POST /api/stores', () => {
  it('refuses a request without a session, from another origin or without one, too large or without a name', async () => {
    expect((await addStore('{"name":"Harbor Tea"}', { Cookie: '' })).status).toBe(401);
    expect((await addStore('{"name":"Harbor Tea"}', { Origin: 'http://attacker.example' })).status).toBe(403);
    const noOrigin = await fetch(`${demo.url}api/stores`, { method: 'POST', headers: { Cookie: cookie }, body: '{"name":"Harbor Tea"}' });
    expect(noOrigin.status).toBe(403);
    expect((await addStore(JSON.stringify({ name: 'x'.repeat(4000) }))).status).toBe(413);
    expect((await addStore('{"name":"  "}')).status).toBe(400);
    expect((await addStore('not json')).status).toBe(400);
  });

  it('creates the store’s managed account, lists it, and mints its token for it', async () => {
    const created = await addStore('{"name":"Harbor Tea"}');
    expect(created.status).toBe(201);
    const store = (await created.json()) as { id: string; name: string; accountId: string };
    expect(store.name).toBe('Harbor Tea');
    expect(store.accountId).toMatch(/^acct_/);
    expect(JSON.stringify(store)).not.toMatch(/token|svc_test_/);
    const config = (await (await fetch(`${demo.url}api/config`, { headers: { Cookie: cookie } })).json()) as { stores: { id: string; name: string; accountId: string | null }[] };
    expect(config.stores.at(-1)).toEqual(store);
    const token = await fetch(`${demo.url}api/shipping-token`, { method: 'POST', headers: { Origin: origin, Cookie: cookie, 'X-Demo-Store': store.id } });
    expect(token.status).toBe(200);
  });
});
