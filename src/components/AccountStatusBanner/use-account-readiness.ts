'use client';

import type { ShippingElementsError } from '../../api/errors';
import type { AddressPage } from '../../api/resources/addresses';
import type { CarrierAccountPage } from '../../api/resources/carrier-accounts';
import type { DefaultParcelTemplate } from '../../api/resources/live-rates';
import type { ShipmentPage } from '../../api/resources/shipments';
import { useAddresses } from '../../queries/addresses';
import { useCarrierAccounts } from '../../queries/carrier-accounts';
import { useDefaultParcelTemplate } from '../../queries/live-rates';
import { useShipments } from '../../queries/shipments';
import { shipFromAddresses } from '../shared/ship-from';
import { accountReadinessOf, type AccountAction, type AccountReadinessFacts, type AccountReadinessGap } from './account-readiness';

/** The lists read, as the ship-from places read them (one cache entry each); every carrier account (the API pages by 5 unless asked). */
const LIST = { results: 100 } as const;

/** The facts from the four answers (each `undefined` until in); the ship-from by the kit's one rule. */
function factsOf(addresses?: AddressPage, shipments?: ShipmentPage, carriers?: CarrierAccountPage, box?: DefaultParcelTemplate): AccountReadinessFacts | undefined {
  const places = addresses && shipments ? shipFromAddresses({ labels: [], shipments: shipments.results, addresses: addresses.results, addressesComplete: !addresses.next }) : undefined;
  return accountReadinessOf({ hasShipFrom: places && places.length > 0, carrierAccounts: carriers?.results, hasDefaultPackage: box && box.result != null });
}

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
  /**
   * Asks the API again and resolves with where the account stands now (`undefined` when a
   * request failed): what a flow checks before it says the account is ready.
   */
  check: () => Promise<AccountReadinessFacts | undefined>;
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
  const addresses = useAddresses(LIST);
  const shipments = useShipments(LIST);
  const carriers = useCarrierAccounts(LIST);
  const defaultPackage = useDefaultParcelTemplate();
  const facts = factsOf(addresses.data, shipments.data, carriers.data, defaultPackage.data);
  const error = addresses.error ?? shipments.error ?? carriers.error ?? defaultPackage.error ?? null;
  const check = async () => {
    const [a, s, c, b] = await Promise.all([addresses.refetch(), shipments.refetch(), carriers.refetch(), defaultPackage.refetch()]);
    return a.error || s.error || c.error || b.error ? undefined : factsOf(a.data, s.data, c.data, b.data);
  };
  return {
    ready: facts?.ready ?? false,
    missing: facts?.missing ?? [],
    actions: facts?.actions ?? [],
    carrierAccountIds: facts?.carrierAccountIds ?? [],
    isLoading: facts === undefined && error === null,
    error,
    refetch: () => void check(),
    check,
  };
}
