// Where an account stands on the way to its first label, derived from what the API answered:
// its ship-from places, its carrier accounts, its default package. Pure; the hook and the
// blocks that show it (AccountStatusBanner, AccountOnboarding) read it from here.
import type { CarrierAccount } from '../../api/resources/carrier-accounts';

/** A part of the setup the account is missing; it is ready when none is. */
export type AccountReadinessGap = 'shipFrom' | 'carrier' | 'defaultPackage';

/**
 * Something the merchant has to do: the setup's gaps, and the carrier accounts that hold them up
 * (one to reconnect, one whose registration through the service waits for the carrier's terms).
 */
export type AccountAction =
  | { kind: 'shipFrom' }
  | { kind: 'noCarrier' }
  | { kind: 'defaultPackage' }
  | { kind: 'reconnect'; carrierAccount: CarrierAccount }
  | { kind: 'termsPending'; carrierAccount: CarrierAccount };

/** How a carrier account stands: it can buy labels, or why not. */
export type CarrierAccountReadiness = 'ready' | 'termsPending' | 'reconnect' | 'off';

/** Authentication states of a carrier account that cannot buy until the merchant connects it again. */
const NOT_CONNECTED = new Set(['disconnected', 'authorization_pending', 'reconnect_required']);

/**
 * Whether a carrier account can buy labels: switched on and connected. An account through the
 * service that is off is waiting for the carrier's terms (the API switches it on when they are
 * through); an own account that is off was switched off.
 */
export function carrierAccountReadiness(account: CarrierAccount): CarrierAccountReadiness {
  if (account.active !== true) {
    return account.is_shippo_account === true ? 'termsPending' : 'off';
  }
  const status = account.object_info?.authentication?.status;
  return typeof status === 'string' && NOT_CONNECTED.has(status) ? 'reconnect' : 'ready';
}

/** What {@link accountReadinessOf} reads: each `undefined` until its request answered. */
export interface AccountReadinessSources {
  /** Whether the account has a place it ships from. */
  hasShipFrom: boolean | undefined;
  carrierAccounts: readonly CarrierAccount[] | undefined;
  /** Whether a default package is set. */
  hasDefaultPackage: boolean | undefined;
}

/** Where the account stands, as {@link accountReadinessOf} derives it. */
export interface AccountReadinessFacts {
  /** True when nothing is missing: the account can buy a label, with its defaults set. */
  ready: boolean;
  /** The parts of the setup the account is missing, in the order the setup asks for them. */
  missing: AccountReadinessGap[];
  /** What the merchant has to do, including carrier accounts to reconnect while another can buy. */
  actions: AccountAction[];
  /** The ids of the carrier accounts that can buy labels. */
  carrierAccountIds: string[];
}

/**
 * Where the account stands, once every source answered (`undefined` before): the gaps
 * (`missing`), the actions the banner lists, and the carrier accounts that can buy.
 */
export function accountReadinessOf({ hasShipFrom, carrierAccounts, hasDefaultPackage }: AccountReadinessSources): AccountReadinessFacts | undefined {
  if (hasShipFrom === undefined || carrierAccounts === undefined || hasDefaultPackage === undefined) {
    return undefined;
  }
  const ready = carrierAccounts.filter((account) => carrierAccountReadiness(account) === 'ready');
  const missing: AccountReadinessGap[] = [];
  const actions: AccountAction[] = [];
  if (!hasShipFrom) {
    missing.push('shipFrom');
    actions.push({ kind: 'shipFrom' });
  }
  const held: AccountAction[] = [];
  for (const account of carrierAccounts) {
    const readiness = carrierAccountReadiness(account);
    if (readiness === 'reconnect' || readiness === 'termsPending') {
      held.push({ kind: readiness, carrierAccount: account });
    }
  }
  if (ready.length === 0) {
    missing.push('carrier');
    if (held.length === 0) {
      actions.push({ kind: 'noCarrier' });
    }
  }
  actions.push(...held);
  if (!hasDefaultPackage) {
    missing.push('defaultPackage');
    actions.push({ kind: 'defaultPackage' });
  }
  return { ready: missing.length === 0, missing, actions, carrierAccountIds: ready.map((account) => account.object_id) };
}
