import * as z from 'zod';
import { EmbeddedTokenSchema, ManagedAccountInputSchema, ManagedAccountListSchema, ManagedAccountSchema } from '../../src/api/resources/accounts';
import { JWT_LIFETIME_SECONDS, SANDBOX_MERCHANTS, type KeptManagedAccount } from '../accounts';
import type { RequestContext } from '../core/context';
import { signJwt } from '../core/crypto';
import { isValidEmail } from '../../src/lib/email';
import { detail, parseBody, respond } from '../core/http';
import type { SandboxRouter } from './shared';

/** A managed account as answered: without the sandbox's note of its platform. */
function answered({ platform: _platform, ...account }: KeptManagedAccount) {
  return account;
}

/**
 * The platform a request acts as, for the managed accounts' own endpoints: a merchant's API key,
 * without `SVC-ACCOUNT-ID`. A browser's JWT, an OAuth token or a managed account's scope gets 403.
 */
function platformOf(context: RequestContext): string {
  const merchant = SANDBOX_MERCHANTS.find((candidate) => candidate.id === context.scope.accountId);
  if (context.credential !== 'api-key' || !merchant) {
    throw detail(403, "Managed accounts are created and changed with the platform's API key (ServiceToken), without SVC-ACCOUNT-ID.");
  }
  return merchant.id;
}

/** The platform's managed account of the path, or 404. */
function ownManaged(context: RequestContext, objectId: string): KeptManagedAccount {
  const account = context.managedAccounts.find(objectId);
  if (account?.platform !== platformOf(context)) {
    throw detail(404, 'Not found.');
  }
  return account;
}

/** The body of a managed account's create or change: the client's schema, and an e-mail mail can reach. */
const ManagedAccountBodySchema = z.object({
  ...ManagedAccountInputSchema.shape,
  email: z.string().refine((value) => isValidEmail(value.trim()), 'Enter a valid email address.'),
});

async function managedAccountBody(context: RequestContext) {
  const body = parseBody(ManagedAccountBodySchema, await context.body());
  return { ...body, email: body.email.trim() };
}

/** `POST /svc-accounts/`, `GET` and `PUT /svc-accounts/{id}` (issue 39; docs/api-coverage.md "Carrier accounts and managed accounts"). */
function registerManagedAccountWrites(router: SandboxRouter): void {
  router.add('POST', '/svc-accounts', async (context) => {
    const platform = platformOf(context);
    const account = context.managedAccounts.create(platform, context.id('acct'), await managedAccountBody(context), context.nowIso());
    return respond(ManagedAccountSchema, answered(account), 201);
  });

  router.add('GET', '/svc-accounts/:id', (context, params) => respond(ManagedAccountSchema, answered(ownManaged(context, params.id ?? ''))));

  router.add('PUT', '/svc-accounts/:id', async (context, params) => {
    const account = ownManaged(context, params.id ?? '');
    const updated = context.managedAccounts.update(account.object_id, await managedAccountBody(context), context.nowIso());
    return respond(ManagedAccountSchema, answered(updated ?? account));
  });
}

// A scope is a short token such as `embedded:carriers`; a long one would be minted into every JWT.
const AuthzBodySchema = z.object({ scope: z.string().min(1, 'This field may not be blank.').max(200, 'Ensure this field has no more than 200 characters.') });

/** `GET /svc-accounts/` and `POST /embedded/authz/` (spec §4, §5), and the managed accounts' writes. */
export function registerAccountRoutes(router: SandboxRouter): void {
  // A page object (spec §1 rule 7: list endpoints return one), as the public API and its SDK read it.
  router.add('GET', '/svc-accounts', (context) => {
    const managed = context.managedAccounts.listFor(context.scope.accountId);
    return respond(ManagedAccountListSchema, { results: managed.map(answered) });
  });
  registerManagedAccountWrites(router);

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
