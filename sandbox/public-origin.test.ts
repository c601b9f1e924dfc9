// The sandbox copied the request's Host header (and a `//other.example/...` target) into the
// absolute URLs it returns. A served sandbox builds them from the origin it is served on.
import { describe, expect, it } from 'vitest';
import { createSandbox } from './sandbox';

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0);

async function pageLink(sandbox: ReturnType<typeof createSandbox>, url: string): Promise<string | null> {
  const response = await sandbox.fetch(new Request(url, { headers: { Authorization: `ServiceToken ${sandbox.keys.test}` } }));
  expect(response.status).toBe(200);
  return ((await response.json()) as { next: string | null }).next;
}

describe('sandbox: absolute URLs', () => {
  it('come from the configured public origin, whatever Host the request names', async () => {
    const sandbox = createSandbox({ now: NOW, publicOrigin: 'http://127.0.0.1:8787' });
    const next = await pageLink(sandbox, 'http://evil.example/orders/?results=1');
    expect(next).toMatch(/^http:\/\/127\.0\.0\.1:8787\/orders\//);
  });

  it('follow setPublicOrigin() once the server knows its address', async () => {
    const sandbox = createSandbox({ now: NOW });
    sandbox.setPublicOrigin('http://localhost:9000/ignored/path');
    expect(await pageLink(sandbox, 'http://evil.example/orders/?results=1')).toMatch(/^http:\/\/localhost:9000\/orders\//);
  });

  it('follow the request in-process when no origin is set', async () => {
    const sandbox = createSandbox({ now: NOW });
    expect(await pageLink(sandbox, 'http://sandbox.test/orders/?results=1')).toMatch(/^http:\/\/sandbox\.test\/orders\//);
  });
});
