// Bodies that no API object needs are refused before anything is stored: deep nesting (5,000
// levels in `extra` was stored, then every list of the account answered 500) and huge strings
// (1 MB names were stored and minted into JWT scopes).
import { describe, expect, it } from 'vitest';
import { SENDER, createSandboxHarness } from '../../test/sandbox-harness';

/** `{"next":{"next":…"leaf"…}}` written as text: JSON.stringify itself overflows at this depth. */
function nested(depth: number): string {
  return `${'{"next":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;
}

describe('sandbox: request body bounds', () => {
  it('refuses nesting 5,000 levels deep with 400, and the account still lists its shipments', async () => {
    const { raw } = await createSandboxHarness();
    const response = await raw('POST', '/shipments/', {
      body: `{"address_from":${JSON.stringify(SENDER)},"address_to":${JSON.stringify(SENDER)},"parcels":[],"extra":${nested(5000)}}`,
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/levels deep/);
    expect((await raw('GET', '/shipments/')).status).toBe(200);
  });

  it.each([
    ['an address name', '/addresses/', (big: string) => ({ ...SENDER, name: big })],
    ['address metadata', '/addresses/', (big: string) => ({ ...SENDER, metadata: big })],
    ['a token scope', '/embedded/authz/', (big: string) => ({ scope: big })],
  ])('refuses a 1 MB string in %s with 400 naming the field', async (_name, path, body) => {
    const { raw } = await createSandboxHarness();
    const response = await raw('POST', path, { body: JSON.stringify(body('x'.repeat(1_000_000))) });
    expect(response.status).toBe(400);
    const errors = (await response.json()) as Record<string, string[]>;
    expect(Object.keys(errors).join(' ')).toMatch(/name|metadata|scope/);
  });

  it('keeps accepting ordinary bodies', async () => {
    const { raw } = await createSandboxHarness();
    expect((await raw('POST', '/addresses/', { body: JSON.stringify({ ...SENDER, metadata: 'x'.repeat(100) }) })).status).toBe(201);
  });
});
