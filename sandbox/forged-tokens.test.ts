// JWTs were signed with a key derived from the public default seed, so anyone could mint a live
// token for any account, and an invented account was created and seeded on first use. Now the key
// is random per sandbox unless configured, and a token never creates an account.
import { describe, expect, it } from 'vitest';
import { createSigner, signJwt } from './core/crypto';
import { createSandbox } from './sandbox';

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0);

async function forge(secret: string, sub: string): Promise<string> {
  const iat = Math.floor(NOW / 1000);
  return signJwt(createSigner(secret), { sub, test: false, scope: 'embedded:carriers', iat, exp: iat + 3600, iss: 'shipping-elements-sandbox' });
}

function get(sandbox: ReturnType<typeof createSandbox>, token: string) {
  return sandbox.fetch(new Request('http://sandbox.test/addresses/', { headers: { Authorization: `JWT ${token}` } }));
}

describe('sandbox: forged tokens', () => {
  it('refuses a token signed with the key derived from the public default seed', async () => {
    const sandbox = createSandbox({ now: NOW });
    const response = await get(sandbox, await forge('sandbox-secret:shipping-elements', 'acct_merchant_test'));
    expect(response.status).toBe(401);
  });

  it('refuses a token of another sandbox (each has its own random key)', async () => {
    const minter = createSandbox({ now: NOW });
    const minted = await minter.fetch(
      new Request('http://sandbox.test/embedded/authz/', {
        method: 'POST',
        headers: { Authorization: `ServiceToken ${minter.keys.test}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ scope: 'embedded:carriers' }),
      }),
    );
    const { token } = (await minted.json()) as { token: string };
    expect((await get(minter, token)).status).toBe(200);
    expect((await get(createSandbox({ now: NOW }), token)).status).toBe(401);
  });

  it('never creates an account from a validly signed token’s claims', async () => {
    const sandbox = createSandbox({ now: NOW, secret: 'configured-secret' });
    const response = await get(sandbox, await forge('configured-secret', 'acct_invented_by_attacker'));
    expect(response.status).toBe(401);
  });
});
