'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { listManagedAccounts, type ManagedAccount } from '../api/resources/accounts';
import { CATALOG_STALE_MS } from './carrier-accounts';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of managed accounts. */
export const managedAccountKeys = resourceKeys('managed-accounts');

export const managedAccountQueries = {
  list: (api: ApiClient) =>
    queryOptions<ManagedAccount[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: managedAccountKeys.list(),
      queryFn: ({ signal }) => listManagedAccounts(api, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
};

/** Lists the managed (white label) accounts the credentials may act for. */
export function useManagedAccounts() {
  const { api, queryClient } = useShippingElements('useManagedAccounts');
  return useQuery(managedAccountQueries.list(api), queryClient);
}
