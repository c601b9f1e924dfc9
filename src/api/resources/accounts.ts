import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { NonEmptyStringSchema, ObjectIdSchema, arrayOrPage, get, nullishDateTime, nullishString, parseInput, patternString, post } from './shared';

/** A managed (white label) account. */
export const ManagedAccountSchema = z.looseObject({
  object_id: ObjectIdSchema,
  first_name: nullishString,
  last_name: nullishString,
  email: nullishString,
  company_name: nullishString,
  object_created: nullishDateTime,
  object_updated: nullishDateTime,
});
export type ManagedAccount = z.infer<typeof ManagedAccountSchema>;

export const ManagedAccountListSchema = arrayOrPage(ManagedAccountSchema);

/**
 * The body of `POST /svc-accounts/` and `PUT /svc-accounts/{id}`: the store's owner and name,
 * each required (as the public API requires them). Whether `email` is an address is the API's to
 * say (the sandbox answers 400 at `email`), as for every other request of this client.
 */
export const ManagedAccountInputSchema = z.object({
  email: NonEmptyStringSchema,
  first_name: NonEmptyStringSchema,
  last_name: NonEmptyStringSchema,
  company_name: NonEmptyStringSchema,
});
export type ManagedAccountInput = z.input<typeof ManagedAccountInputSchema>;

/** Lists managed accounts (`GET /svc-accounts/`); use an `object_id` as `SVC-ACCOUNT-ID`. */
export async function listManagedAccounts(api: ApiClient, options?: RequestOptions): Promise<ManagedAccount[]> {
  return get(api, '/svc-accounts/', ManagedAccountListSchema, options);
}

/** The body of `POST /embedded/authz/`. */
export const EmbeddedTokenInputSchema = z.object({
  /** For example `embedded:carriers`. */
  scope: NonEmptyStringSchema,
});
export type EmbeddedTokenInput = z.input<typeof EmbeddedTokenInputSchema>;

/** A short-lived JWT: `expires_in` is the Unix timestamp (seconds, as a string) of its expiry. */
export const EmbeddedTokenSchema = z.looseObject({
  token: NonEmptyStringSchema,
  expires_in: patternString(/^\d+$/, 'expires_in is a Unix timestamp string'),
});
export type EmbeddedToken = z.infer<typeof EmbeddedTokenSchema>;

/**
 * Mints a 12-hour JWT. Server-side only: call it with an API-key client (and `accountId` for a
 * managed account) or an OAuth bearer client, never from a browser.
 */
export async function createEmbeddedToken(api: ApiClient, input: EmbeddedTokenInput, options?: RequestOptions): Promise<EmbeddedToken> {
  return post(api, '/embedded/authz/', parseInput(EmbeddedTokenInputSchema, input), EmbeddedTokenSchema, options);
}

/**
 * Creates a managed (white label) account (`POST /svc-accounts/`). Server-side only: the platform's
 * API-key client, never a browser token (the API refuses a JWT). The new account has no carrier
 * accounts until one is connected; mint its browser token with `createEmbeddedToken` and its id as
 * `accountId` (or `createManagedAccount` of `shipping-elements/server`, which does both).
 */
export async function addManagedAccount(api: ApiClient, input: ManagedAccountInput, options?: RequestOptions): Promise<ManagedAccount> {
  return post(api, '/svc-accounts/', parseInput(ManagedAccountInputSchema, input), ManagedAccountSchema, options);
}

/** Retrieves one of the platform's managed accounts (`GET /svc-accounts/{id}`). */
export async function getManagedAccount(api: ApiClient, managedAccountId: string, options?: RequestOptions): Promise<ManagedAccount> {
  return get(api, `/svc-accounts/${pathSegment(managedAccountId, 'managedAccountId')}`, ManagedAccountSchema, options);
}

/** Replaces a managed account's owner and name (`PUT /svc-accounts/{id}`). Idempotent, so retried like a read. */
export async function updateManagedAccount(
  api: ApiClient,
  managedAccountId: string,
  input: ManagedAccountInput,
  options?: RequestOptions,
): Promise<ManagedAccount> {
  const body = parseInput(ManagedAccountInputSchema, input);
  return api.request({
    method: 'PUT',
    path: `/svc-accounts/${pathSegment(managedAccountId, 'managedAccountId')}`,
    body,
    schema: ManagedAccountSchema,
    safety: 'safe',
    ...options,
  });
}
