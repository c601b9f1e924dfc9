import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { toNodeListener } from './node-adapter';
import { createTokenHandler } from './token-handler';

const API_KEY = 'svc_test_secret_key_123';
const upstreamToken = { token: 'header.payload.sig', expires_in: '1763726400' };

function handlerWith(upstream: Parameters<typeof createFakeFetch>[0], authorize = () => true, accountId?: string) {
  const fake = createFakeFetch(upstream);
  const handler = createTokenHandler({
    apiKey: API_KEY,
    baseUrl: 'https://api.example.test',
    publicOrigin: 'https://merchant.example',
    authorize,
    accountId,
    fetch: fake.fetch,
  });
  return { handler, fake };
}

const post = () => new Request('https://merchant.example/api/shipping-token', { method: 'POST' });

describe('createTokenHandler', () => {
  it('mints a token with the API key and returns it uncached', async () => {
    const { handler, fake } = handlerWith(() => json(upstreamToken), () => true, 'acct_managed_1');
    const response = await handler(post());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual(upstreamToken);
    const [upstream] = fake.requests;
    expect(upstream?.url).toBe('https://api.example.test/embedded/authz/');
    expect(upstream?.headers.get('Authorization')).toBe(`ServiceToken ${API_KEY}`);
    expect(upstream?.headers.get('SVC-ACCOUNT-ID')).toBe('acct_managed_1');
    expect(await upstream?.json()).toEqual({ scope: 'embedded:carriers' });
  });

  it('refuses a request that authorize() rejects, without calling the API', async () => {
    const { handler, fake } = handlerWith(() => json(upstreamToken), () => false);
    const response = await handler(post());
    expect(response.status).toBe(401);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(fake.requests).toHaveLength(0);
  });

  it('treats an authorize() that throws as a refusal', async () => {
    const { handler } = handlerWith(() => json(upstreamToken), () => {
      throw new Error('session store down');
    });
    expect((await handler(post())).status).toBe(401);
  });

  it('answers 405 to anything but POST', async () => {
    const { handler } = handlerWith(() => json(upstreamToken));
    const response = await handler(new Request('https://merchant.example/api/shipping-token'));
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });

  it('never echoes the key when the API refuses it', async () => {
    const { handler } = handlerWith(() => json({ detail: `Invalid token ${API_KEY}` }, { status: 401 }));
    const response = await handler(post());
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain(API_KEY);
  });

  it('reports an unreachable API as 502', async () => {
    const { handler } = handlerWith(() => {
      throw new TypeError('connect ECONNREFUSED');
    });
    expect((await handler(post())).status).toBe(502);
  });

  it('refuses to be created without authorize or a key', () => {
    expect(() => createTokenHandler({ apiKey: '', baseUrl: 'https://x.test', authorize: () => true })).toThrow(TypeError);
    expect(() =>
      createTokenHandler({ apiKey: 'k', baseUrl: 'https://x.test' } as unknown as Parameters<typeof createTokenHandler>[0]),
    ).toThrow(TypeError);
  });

  it('serves over Node http through toNodeListener', async () => {
    const { handler } = handlerWith(() => json(upstreamToken));
    const server = createServer(toNodeListener(handler));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/shipping-token`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(upstreamToken);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
