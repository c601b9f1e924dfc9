'use client';

import type { ShippingElementsError } from '../../api/errors';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useDefaultParcelTemplate } from '../../queries/live-rates';
import { useShipFromPlaces } from '../shared/use-ship-from';
import { accountReadinessOf, type AccountAction, type AccountReadinessGap } from './account-readiness';

/** Every carrier account of the account (the API pages by 5 unless asked). */
const ALL_CARRIER_ACCOUNTS = { results: 100 } as const;

/** What {@link useAccountReadiness} answers. */
export interface AccountReadiness {
  /**
   * True when the API says the account can buy a label and its defaults are set: it has a place
   * it ships from, a carrier account switched on and connected, and a default package.
   * `false` while loading.
   */
  ready: boolean;
  /** The parts of the setup missing (`shipFrom`, `carrier`, `defaultPackage`); empty while loading. */
  missing: AccountReadinessGap[];
  /**
   * What the merchant has to do, for an "action required" notice: the gaps, and each carrier
   * account to reconnect or whose carrier's terms are pending (even when another can buy).
   */
  actions: AccountAction[];
  /** The carrier accounts that can buy labels. */
  carrierAccountIds: string[];
  /** True until every request answered. */
  isLoading: boolean;
  /** The first request that failed, or `null`. */
  error: ShippingElementsError | null;
  /** Asks the API again (after a failure, or after the host changed something outside the kit). */
  refetch: () => void;
}

/**
 * Where the account the provider's token acts for stands on the way to its first label, read
 * from the API only: whether it has a place it ships from (the kit's ship-from rule: its default
 * sender, the senders of its labels, else its oldest stored address), whether one of its carrier
 * accounts can buy (switched on and connected; a registration through the service counts once the
 * carrier's terms went through), and whether its default package is set
 * (`GET /live-rates/settings/parcel-template`).
 *
 * @example
 * const { ready, missing } = useAccountReadiness();
 * if (!ready && missing.includes('carrier')) showCarrierSettingsLink();
 */
export function useAccountReadiness(): AccountReadiness {
  const shipFrom = useShipFromPlaces(undefined);
  const carriers = useCarrierAccounts(ALL_CARRIER_ACCOUNTS);
  const defaultPackage = useDefaultParcelTemplate();
  const facts = accountReadinessOf({
    hasShipFrom: shipFrom.places === undefined ? undefined : shipFrom.places.length > 0,
    carrierAccounts: carriers.data?.results,
    hasDefaultPackage: defaultPackage.data === undefined ? undefined : defaultPackage.data.result != null,
  });
  const error = shipFrom.error ?? carriers.error ?? defaultPackage.error ?? null;
  return {
    ready: facts?.ready ?? false,
    missing: facts?.missing ?? [],
    actions: facts?.actions ?? [],
    carrierAccountIds: facts?.carrierAccountIds ?? [],
    isLoading: facts === undefined && error === null,
    error,
    refetch: () => {
      shipFrom.refetch();
      void carriers.refetch();
      void defaultPackage.refetch();
    },
  };
}
