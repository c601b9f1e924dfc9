import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { NonEmptyStringSchema, ObjectIdSchema, arrayOrPage, get, nullishString, parseInput, patternString, post } from './shared';

/** A managed (white label) account. */
export const ManagedAccountSchema = z.looseObject({
  object_id: ObjectIdSchema,
  first_name: nullishString,
  last_name: nullishString,
  email: nullishString,
  company_name: nullishString,
});
export type ManagedAccount = z.infer<typeof ManagedAccountSchema>;

export const ManagedAccountListSchema = arrayOrPage(ManagedAccountSchema);

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
