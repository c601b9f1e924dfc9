/**
 * The sandbox's accounts and credentials. Fixed strings, documented in the README, so that tests,
 * the demo and merchants' own scripts can use them without setup.
 */

export interface SandboxMerchant {
  id: string;
  email: string;
  company: string;
  testKey: string;
  liveKey: string;
  /** Managed (white label) accounts this merchant may act for with `SVC-ACCOUNT-ID`. */
  managed: string[];
}

export const SANDBOX_MERCHANTS: readonly SandboxMerchant[] = [
  {
    id: 'acct_sandbox_merchant',
    email: 'merchant@sandbox.example',
    company: 'Sandbox Outfitters',
    testKey: 'svc_test_sandbox_merchant_4f1c2e8a9b7d6f50',
    liveKey: 'svc_live_sandbox_merchant_9d8c7b6a5f4e3d21',
    managed: ['acct_managed_corner_shop', 'acct_managed_bike_works'],
  },
  {
    id: 'acct_sandbox_other',
    email: 'other@sandbox.example',
    company: 'Other Merchant Co',
    testKey: 'svc_test_sandbox_other_7a6b5c4d3e2f1a09',
    liveKey: 'svc_live_sandbox_other_0a1b2c3d4e5f6a78',
    managed: [],
  },
];

export interface SandboxManagedAccount {
  object_id: string;
  company_name: string;
  first_name: string;
  last_name: string;
  email: string;
}

export const SANDBOX_MANAGED_ACCOUNTS: readonly SandboxManagedAccount[] = [
  { object_id: 'acct_managed_corner_shop', company_name: 'Corner Shop', first_name: 'Rosa', last_name: 'Diaz', email: 'rosa@corner-shop.example' },
  { object_id: 'acct_managed_bike_works', company_name: 'Bike Works', first_name: 'Tomás', last_name: 'Quiroga', email: 'tomas@bike-works.example' },
];

/** An OAuth (gray label) user's bearer token. */
export const SANDBOX_OAUTH = {
  token: 'oauth_sandbox_gray_label_5e6f7a8b9c0d1e2f',
  accountId: 'acct_oauth_gray_label',
  email: 'gray-label@sandbox.example',
} as const;

/** The credentials most callers want: the main merchant's keys and the OAuth token. */
export const SANDBOX_KEYS = {
  test: SANDBOX_MERCHANTS[0]!.testKey,
  live: SANDBOX_MERCHANTS[0]!.liveKey,
  otherTest: SANDBOX_MERCHANTS[1]!.testKey,
  oauth: SANDBOX_OAUTH.token,
} as const;

/** Lifetime of a minted JWT (spec §8). */
export const JWT_LIFETIME_SECONDS = 12 * 3600;

/** The owner email of a scope's objects. */
/** True for the seeded merchants, their managed accounts and the OAuth user's account. */
export function isKnownAccount(accountId: string): boolean {
  return (
    SANDBOX_MERCHANTS.some((candidate) => candidate.id === accountId) ||
    SANDBOX_MANAGED_ACCOUNTS.some((candidate) => candidate.object_id === accountId) ||
    accountId === SANDBOX_OAUTH.accountId
  );
}

export function ownerOf(accountId: string): string {
  const merchant = SANDBOX_MERCHANTS.find((candidate) => candidate.id === accountId);
  if (merchant) {
    return merchant.email;
  }
  const managed = SANDBOX_MANAGED_ACCOUNTS.find((candidate) => candidate.object_id === accountId);
  if (managed) {
    return managed.email;
  }
  return accountId === SANDBOX_OAUTH.accountId ? SANDBOX_OAUTH.email : `${accountId}@sandbox.example`;
}
