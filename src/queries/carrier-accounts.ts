'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  getCarrierAccount,
  listCarrierAccounts,
  type CarrierAccount,
  type CarrierAccountPage,
  type ListCarrierAccountsParams,
} from '../api/resources/carrier-accounts';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of carrier accounts. */
export const carrierAccountKeys = resourceKeys('carrier-accounts');

/**
 * The account's catalog (carrier accounts, service groups, managed accounts) changes rarely:
 * kept fresh for five minutes.
 */
export const CATALOG_STALE_MS = 5 * 60_000;

export const carrierAccountQueries = {
  list: (api: ApiClient, params: ListCarrierAccountsParams = {}) =>
    queryOptions<CarrierAccountPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: carrierAccountKeys.list(params),
      queryFn: ({ signal }) => listCarrierAccounts(api, params, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  detail: (api: ApiClient, carrierAccountId: string) =>
    queryOptions<CarrierAccount, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: carrierAccountKeys.detail(carrierAccountId),
      queryFn: ({ signal }) => getCarrierAccount(api, carrierAccountId, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
};

/** Lists the account's carrier accounts (with `service_levels: true`, their service levels). */
export function useCarrierAccounts(params: ListCarrierAccountsParams = {}) {
  const { api, queryClient } = useShippingElements('useCarrierAccounts');
  return useQuery(carrierAccountQueries.list(api, params), queryClient);
}

/** Loads one carrier account. */
export function useCarrierAccount(carrierAccountId: string) {
  const { api, queryClient } = useShippingElements('useCarrierAccount');
  return useQuery(carrierAccountQueries.detail(api, carrierAccountId), queryClient);
}
