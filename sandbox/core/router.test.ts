// Path parameters of the sandbox's router: never a dot segment, whatever path reaches it.
import { describe, expect, it } from 'vitest';
import { createSandboxHarness } from '../../test/sandbox-harness';
import { HttpError } from './http';
import { createRouter } from './router';

describe('sandbox router: dot segments', () => {
  const router = createRouter<null>();
  router.add('GET', '/orders/:id', () => new Response('order'));

  it.each(['/orders/..', '/orders/.', '/orders/%2e%2e', '/orders/%2E'])('refuses %s as an id with 400', (path) => {
    let thrown: unknown;
    try {
      router.match('GET', path);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).response.status).toBe(400);
  });

  it('still matches ids with dots in them', () => {
    expect(router.match('GET', '/orders/a.b')).toMatchObject({ params: { id: 'a.b' } });
    expect(router.match('GET', '/orders/...')).toMatchObject({ params: { id: '...' } });
  });

  it('over a URL, /orders/%2e%2e is the root, never an order', async () => {
    const { raw } = await createSandboxHarness();
    expect((await raw('GET', '/orders/%2e%2e')).status).toBe(404);
  });
});
