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

/** A managed account as the sandbox keeps it: the seeded ones and those a platform created. */
export interface KeptManagedAccount extends SandboxManagedAccount {
  /** The merchant (platform) that manages it. */
  platform: string;
  object_created?: string;
  object_updated?: string;
}

/** The editable fields of a managed account (`POST /svc-accounts/`, `PUT /svc-accounts/{id}`). */
export type ManagedAccountFields = Pick<SandboxManagedAccount, 'email' | 'first_name' | 'last_name' | 'company_name'>;

/**
 * The managed accounts of one sandbox: the seeded two, then those platforms create. A created one
 * starts empty (no carrier accounts, no orders): `isCreated` tells the seeding so.
 */
export interface ManagedAccountRegistry {
  find(objectId: string): KeptManagedAccount | undefined;
  /** The managed accounts of a platform, oldest first. */
  listFor(platform: string): KeptManagedAccount[];
  create(platform: string, objectId: string, fields: ManagedAccountFields, now: string): KeptManagedAccount;
  update(objectId: string, fields: ManagedAccountFields, now: string): KeptManagedAccount | undefined;
  /** True for an account a platform created (not a seeded one). */
  isCreated(objectId: string): boolean;
  /** Back to the seeded accounts (`reset()`). */
  clear(): void;
}

function seededManagedAccounts(): Map<string, KeptManagedAccount> {
  const kept = new Map<string, KeptManagedAccount>();
  for (const account of SANDBOX_MANAGED_ACCOUNTS) {
    const platform = SANDBOX_MERCHANTS.find((merchant) => merchant.managed.includes(account.object_id))?.id ?? '';
    kept.set(account.object_id, { ...account, platform });
  }
  return kept;
}

export function createManagedAccountRegistry(): ManagedAccountRegistry {
  let accounts = seededManagedAccounts();
  const created = new Set<string>();
  return {
    find: (objectId) => accounts.get(objectId),
    listFor: (platform) => [...accounts.values()].filter((account) => account.platform === platform),
    create(platform, objectId, fields, now) {
      const account: KeptManagedAccount = { object_id: objectId, ...fields, platform, object_created: now, object_updated: now };
      accounts.set(objectId, account);
      created.add(objectId);
      return account;
    },
    update(objectId, fields, now) {
      const account = accounts.get(objectId);
      if (!account) {
        return undefined;
      }
      const updated = { ...account, ...fields, object_updated: now };
      accounts.set(objectId, updated);
      return updated;
    },
    isCreated: (objectId) => created.has(objectId),
    clear() {
      accounts = seededManagedAccounts();
      created.clear();
    },
  };
}
