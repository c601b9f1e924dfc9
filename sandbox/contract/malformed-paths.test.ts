// A malformed percent-escape in a path is the client's mistake: 400 with a sentence, never a 500
// (the router used to throw a URIError, logged with a stack, even without authentication on /files/).
import { describe, expect, it } from 'vitest';
import { createSandboxHarness } from '../../test/sandbox-harness';

describe('sandbox: malformed paths', () => {
  it.each(['/files/labels/%E0%A4%A/x.pdf', '/files/labels/%ZZ/x.pdf', '/addresses/%ZZ', '/shipments/%E0%A4%A'])('answers 400 to %s', async (path) => {
    const { raw } = await createSandboxHarness();
    const response = await raw('GET', path);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/percent-encoded/);
  });
});
