// Which web pages may call the sandbox from a browser: its keys are published constants, so a page
// of any other site must neither read nor write a sandbox running on a developer's machine.
// In-process and, in the contract-http project, over loopback HTTP through the Node adapter.
import { describe, expect, it } from 'vitest';
import { createSandboxHarness, RECIPIENT } from '../../test/sandbox-harness';

const PREFLIGHT = { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' };

describe('sandbox CORS', () => {
  it.each(['http://localhost:5173', 'https://localhost', 'http://127.0.0.1:6006', 'http://127.9.8.7', 'http://[::1]:3000'])(
    'serves a page on loopback (%s), preflight and request, naming its origin',
    async (page) => {
      const { raw, fetch, origin } = await createSandboxHarness();
      const preflight = await fetch(`${origin}/addresses/`, { method: 'OPTIONS', headers: { Origin: page, ...PREFLIGHT } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(page);
      expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
      expect(preflight.headers.get('Vary')).toContain('Origin');
      const list = await raw('GET', '/addresses/', { headers: { Origin: page } });
      expect(list.status).toBe(200);
      expect(list.headers.get('Access-Control-Allow-Origin')).toBe(page);
    },
  );

  it.each(['https://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example', 'http://localhost:5173.evil.example', 'null', 'file://'])(
    'refuses a page of %s with 403 and no CORS header, preflight included, and stores nothing',
    async (page) => {
      const { raw, fetch, origin } = await createSandboxHarness();
      const preflight = await fetch(`${origin}/addresses/`, { method: 'OPTIONS', headers: { Origin: page, ...PREFLIGHT } });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
      expect(preflight.headers.get('Access-Control-Allow-Methods')).toBeNull();
      // The key is public: a simple request that skipped the preflight is refused as well.
      const created = await raw('POST', '/addresses/', { body: { ...RECIPIENT, name: 'From another site' }, headers: { Origin: page } });
      expect(created.status).toBe(403);
      expect(created.headers.get('Access-Control-Allow-Origin')).toBeNull();
      const list = (await (await raw('GET', '/addresses/?results=100')).json()) as { results: { name?: string }[] };
      expect(list.results.map((address) => address.name)).not.toContain('From another site');
    },
  );

  it('serves the origins it is given, as a list or a function, and its own public origin', async () => {
    const listed = await createSandboxHarness({ allowedOrigins: ['https://dev.example.com/'] });
    const fromListed = await listed.raw('GET', '/addresses/', { headers: { Origin: 'https://dev.example.com' } });
    expect(fromListed.headers.get('Access-Control-Allow-Origin')).toBe('https://dev.example.com');
    expect((await listed.raw('GET', '/addresses/', { headers: { Origin: 'https://other.example.com' } })).status).toBe(403);

    const decided = await createSandboxHarness({ allowedOrigins: (page) => page.endsWith('.corp.example') });
    expect((await decided.raw('GET', '/addresses/', { headers: { Origin: 'https://eu.corp.example' } })).status).toBe(200);

    const proxied = await createSandboxHarness();
    proxied.sandbox.setPublicOrigin('https://sandbox.corp.example');
    expect((await proxied.raw('GET', '/addresses/', { headers: { Origin: 'https://sandbox.corp.example' } })).status).toBe(200);
  });

  it('refuses an allowed origin that is no http(s) URL when created', async () => {
    await expect(createSandboxHarness({ allowedOrigins: ['ftp://files.example'] })).rejects.toThrow(TypeError);
  });

  it('answers a request without Origin (curl, a server, the kit in Node) with no CORS header', async () => {
    const { raw } = await createSandboxHarness();
    const list = await raw('GET', '/addresses/');
    expect(list.status).toBe(200);
    expect(list.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
