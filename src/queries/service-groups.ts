'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { listServiceGroups, type ServiceGroup } from '../api/resources/service-groups';
import { CATALOG_STALE_MS } from './carrier-accounts';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of service groups. */
export const serviceGroupKeys = resourceKeys('service-groups');

export const serviceGroupQueries = {
  list: (api: ApiClient) =>
    queryOptions<ServiceGroup[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: serviceGroupKeys.list(),
      queryFn: ({ signal }) => listServiceGroups(api, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
};

/** Lists the merchant's service groups (checkout rates). */
export function useServiceGroups(options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useServiceGroups');
  return useQuery({ ...serviceGroupQueries.list(api), ...options }, queryClient);
}
