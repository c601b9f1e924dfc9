import * as z from 'zod';
import { EmbeddedTokenSchema, ManagedAccountListSchema } from '../../src/api/resources/accounts';
import { JWT_LIFETIME_SECONDS, SANDBOX_MANAGED_ACCOUNTS, SANDBOX_MERCHANTS } from '../accounts';
import { signJwt } from '../core/crypto';
import { detail, parseBody, respond } from '../core/http';
import type { SandboxRouter } from './shared';

// A scope is a short token such as `embedded:carriers`; a long one would be minted into every JWT.
const AuthzBodySchema = z.object({ scope: z.string().min(1, 'This field may not be blank.').max(200, 'Ensure this field has no more than 200 characters.') });

/** `GET /svc-accounts/` and `POST /embedded/authz/` (spec §4, §5). */
export function registerAccountRoutes(router: SandboxRouter): void {
  router.add('GET', '/svc-accounts', (context) => {
    const merchant = SANDBOX_MERCHANTS.find((candidate) => candidate.id === context.scope.accountId);
    const managed = SANDBOX_MANAGED_ACCOUNTS.filter((account) => merchant?.managed.includes(account.object_id));
    return respond(ManagedAccountListSchema, managed.map((account) => ({ ...account })));
  });

  router.add('POST', '/embedded/authz', async (context) => {
    // A JWT may not mint another JWT: sessions would never end.
    if (context.credential === 'jwt') {
      throw detail(403, 'Mint tokens with an API key (ServiceToken) or an OAuth bearer token.');
    }
    const body = parseBody(AuthzBodySchema, await context.body());
    const issuedAt = Math.floor(context.clock.now() / 1000);
    const expiresAt = issuedAt + JWT_LIFETIME_SECONDS;
    const token = await signJwt(context.signer, {
      sub: context.scope.accountId,
      test: context.scope.test,
      scope: body.scope,
      iat: issuedAt,
      exp: expiresAt,
      iss: 'shipping-elements-sandbox',
    });
    return respond(EmbeddedTokenSchema, { token, expires_in: String(expiresAt) });
  });
}
