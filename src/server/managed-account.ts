import { createApiClient, DEFAULT_API_VERSION } from '../api/client';
import { addManagedAccount, createEmbeddedToken, type EmbeddedToken, type ManagedAccount, type ManagedAccountInput } from '../api/resources/accounts';

/** Options of {@link createManagedAccount}. */
export interface CreateManagedAccountOptions {
  /** The platform's API key. It stays on the server; a browser token cannot create accounts. */
  apiKey: string;
  /** API origin, e.g. `https://api.example.com` or the sandbox's `http://127.0.0.1:8787`. */
  baseUrl: string;
  /** The new store's owner and name. */
  account: ManagedAccountInput;
  /**
   * Scope of the token minted for the new account.
   * @default 'embedded:carriers'
   */
  scope?: string;
  /** Sent as `SVC-API-VERSION`. @default '2018-02-08' */
  apiVersion?: string;
  /** A `fetch` implementation (tests, proxies). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Cancels both requests. */
  signal?: AbortSignal;
}

/** What {@link createManagedAccount} resolves with. */
export interface CreatedManagedAccount {
  /** The new managed account: its `object_id` is the `accountId` (`SVC-ACCOUNT-ID`) of its later tokens. */
  account: ManagedAccount;
  /**
   * A 12-hour token of the new account, for the browser that onboards it (hand it over as your
   * token route does; never log or store it).
   */
  token: EmbeddedToken;
}

/**
 * Thrown by {@link createManagedAccount} when the account was created but its token could not be
 * minted: the account exists, so do not create it again; mint its token later (your token route
 * with `accountId: error.account.object_id`). `cause` is the minting's error.
 */
export class ManagedAccountTokenError extends Error {
  override readonly name = 'ManagedAccountTokenError';
  /** The account that was created. */
  readonly account: ManagedAccount;

  constructor(account: ManagedAccount, cause: unknown) {
    super(`The managed account ${account.object_id} was created, but its token could not be minted.`, { cause });
    this.account = account;
  }
}

/**
 * Creates a managed (white label) account for a new store and mints its first browser token, in
 * one call from the platform's backend: `POST /svc-accounts/` with the platform's key, then
 * `POST /embedded/authz/` with `SVC-ACCOUNT-ID` set to the new account. The account starts with no
 * carrier accounts: onboarding connects its first.
 *
 * @remarks
 * Server-side only (`shipping-elements/server`): the API refuses to create accounts with a
 * browser's JWT. Requests that create are not retried after a dropped connection (the account may
 * exist); the token is retried like a read. When the token fails after the account was made, the
 * call rejects with {@link ManagedAccountTokenError}, which carries the account.
 *
 * @example
 * const { account, token } = await createManagedAccount({
 *   apiKey: process.env.SHIPPING_API_KEY!,
 *   baseUrl: 'https://api.example.com',
 *   account: { email: 'owner@store.example', first_name: 'Nia', last_name: 'Okafor', company_name: 'New Store' },
 * });
 * await db.stores.insert({ name: 'New Store', shippingAccountId: account.object_id });
 */
export async function createManagedAccount(options: CreateManagedAccountOptions): Promise<CreatedManagedAccount> {
  if (!options.apiKey) {
    throw new TypeError('createManagedAccount needs the platform’s apiKey (read it from the server environment).');
  }
  const common = { baseUrl: options.baseUrl, auth: { apiKey: options.apiKey }, apiVersion: options.apiVersion ?? DEFAULT_API_VERSION, fetch: options.fetch };
  const signal = options.signal;
  const account = await addManagedAccount(createApiClient(common), options.account, { signal });
  try {
    const token = await createEmbeddedToken(createApiClient({ ...common, accountId: account.object_id }), { scope: options.scope ?? 'embedded:carriers' }, { signal });
    return { account, token };
  } catch (error) {
    throw new ManagedAccountTokenError(account, error);
  }
}
