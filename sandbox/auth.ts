import { SANDBOX_MERCHANTS, SANDBOX_OAUTH, isKnownAccount, ownerOf } from './accounts';
import type { SandboxServices } from './core/context';
import { verifyJwt } from './core/crypto';
import { detail } from './core/http';
import type { Scope } from './core/store';

/** How a request proved who it is. */
export type Credential = 'api-key' | 'jwt' | 'oauth';

/** The scope of a request and how it authenticated (minting a JWT needs a key or OAuth). */
export interface Authenticated extends Scope {
  credential: Credential;
  /** A JWT's scopes (its `scope` claim, split on spaces); `null` for an API key or OAuth token, which are not scoped. */
  grants: readonly string[] | null;
}

/**
 * The scope the spec names for a browser token (§4, `POST /embedded/authz/`): it covers the API
 * the embedded components call, and nothing else.
 */
export const EMBEDDED_SCOPE = 'embedded:carriers';

/** Paths no JWT scope covers: webhook subscriptions are the merchant server's, made with its key. */
const SERVER_ONLY_PATHS = /^\/webhooks(\/|$)/;

/**
 * Refuses (`403`) a JWT whose scope does not cover the request: `embedded:carriers` covers every
 * endpoint the components call; webhook subscriptions take an API key or OAuth token whatever
 * the JWT says, so a browser's token cannot make the sandbox post anywhere.
 */
export function assertScopeCovers(grants: readonly string[] | null, pathname: string): void {
  if (grants === null) {
    return;
  }
  if (SERVER_ONLY_PATHS.test(pathname)) {
    throw detail(403, 'Webhook subscriptions are made with an API key (ServiceToken) or an OAuth bearer token, not a JWT.');
  }
  if (!grants.includes(EMBEDDED_SCOPE)) {
    throw detail(403, `This token's scope does not cover this endpoint: it needs "${EMBEDDED_SCOPE}".`);
  }
}

/**
 * Resolves the `Authorization` header (spec §5) to the account and mode the request acts for.
 * Missing, malformed or unknown credentials answer 401 `application/json` with `detail`.
 */
export async function authenticate(services: SandboxServices, request: Request): Promise<Authenticated> {
  const header = request.headers.get('Authorization');
  if (!header || header.trim() === '') {
    throw detail(401, 'Authentication credentials were not provided.');
  }
  const match = /^(\S+)\s+(\S+)$/.exec(header.trim());
  if (!match) {
    throw detail(401, 'Invalid Authorization header. Use "ServiceToken <key>", "JWT <token>" or "Bearer <token>".');
  }
  const [, scheme = '', credential = ''] = match;
  const accountHeader = request.headers.get('SVC-ACCOUNT-ID');

  switch (scheme) {
    case 'ServiceToken': {
      const merchant = SANDBOX_MERCHANTS.find((candidate) => candidate.testKey === credential || candidate.liveKey === credential);
      if (!merchant) {
        throw detail(401, 'Invalid API token.');
      }
      const test = merchant.testKey === credential;
      if (accountHeader) {
        // The platform's own managed accounts only: the seeded ones and those it created.
        const managed = services.managedAccounts.find(accountHeader);
        if (managed?.platform !== merchant.id) {
          throw detail(403, 'You do not have permission to act for this account.');
        }
        return { accountId: accountHeader, test, owner: managed.email, credential: 'api-key', grants: null };
      }
      return { accountId: merchant.id, test, owner: merchant.email, credential: 'api-key', grants: null };
    }
    case 'Bearer': {
      if (credential !== SANDBOX_OAUTH.token) {
        throw detail(401, 'Invalid OAuth token.');
      }
      return { accountId: SANDBOX_OAUTH.accountId, test: true, owner: SANDBOX_OAUTH.email, credential: 'oauth', grants: null };
    }
    case 'JWT': {
      const verified = await verifyJwt(services.signer, credential, Math.floor(services.clock.now() / 1000));
      if (!verified.ok) {
        throw detail(
          401,
          verified.reason === 'expired' ? 'Token has expired.' : verified.reason === 'malformed' ? 'Malformed token.' : 'Token not recognized.',
        );
      }
      // Only accounts the sandbox knows: a token never creates an account from its claims.
      const created = services.managedAccounts.find(verified.claims.sub);
      if (!isKnownAccount(verified.claims.sub) && !created) {
        throw detail(401, 'Token not recognized.');
      }
      return {
        accountId: verified.claims.sub,
        test: verified.claims.test,
        owner: created?.email ?? ownerOf(verified.claims.sub),
        credential: 'jwt',
        grants: typeof verified.claims.scope === 'string' ? verified.claims.scope.split(' ').filter(Boolean) : [],
      };
    }
    default:
      throw detail(401, `Unknown authorization scheme "${scheme}".`);
  }
}
