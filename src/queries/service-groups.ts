'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  createServiceGroup,
  deleteServiceGroup,
  listServiceGroups,
  updateServiceGroup,
  type ServiceGroup,
  type ServiceGroupInput,
  type ServiceGroupUpdate,
} from '../api/resources/service-groups';
import { CATALOG_STALE_MS } from './carrier-accounts';
import { useShippingElements } from '../provider/context';
import { liveRateKeys, resourceKeys } from './keys';
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

/** The list of groups and every checkout preview load again: a group changed what checkout offers. */
function refreshGroups(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: serviceGroupKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: liveRateKeys.lists() }),
  ]);
}

export const serviceGroupMutations = {
  /** Creates a service group; never retried automatically (a retry could create it twice). */
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<ServiceGroup, ShippingElementsError, ServiceGroupInput>({
      mutationKey: [...serviceGroupKeys.all(), 'create'],
      mutationFn: (input) => createServiceGroup(api, input),
      retry: false,
      onSuccess: () => refreshGroups(queryClient),
    }),
  /** Replaces a service group (its `object_id` in the input). */
  update: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<ServiceGroup, ShippingElementsError, ServiceGroupUpdate>({
      mutationKey: [...serviceGroupKeys.all(), 'update'],
      mutationFn: (input) => updateServiceGroup(api, input),
      onSuccess: () => refreshGroups(queryClient),
    }),
  /** Deletes a service group by its id. */
  remove: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<void, ShippingElementsError, string>({
      mutationKey: [...serviceGroupKeys.all(), 'delete'],
      mutationFn: (serviceGroupId) => deleteServiceGroup(api, serviceGroupId),
      onSuccess: () => refreshGroups(queryClient),
    }),
};

/** Lists the merchant's service groups (checkout rates). */
export function useServiceGroups(options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useServiceGroups');
  return useQuery({ ...serviceGroupQueries.list(api), ...options }, queryClient);
}

/**
 * Creates a service group (`POST /service-groups`). On success the list of groups and every
 * checkout preview ({@link useLiveRates}) load again.
 */
export function useCreateServiceGroup() {
  const { api, queryClient } = useShippingElements('useCreateServiceGroup');
  return useMutation(serviceGroupMutations.create(api, queryClient), queryClient);
}

/**
 * Replaces a service group (`PUT /service-groups`, the whole group with its `object_id`): to edit
 * it, or to switch it off and on (`is_active`). The list and the previews load again.
 */
export function useUpdateServiceGroup() {
  const { api, queryClient } = useShippingElements('useUpdateServiceGroup');
  return useMutation(serviceGroupMutations.update(api, queryClient), queryClient);
}

/** Deletes a service group by its id; checkout no longer offers it. The list and the previews load again. */
export function useDeleteServiceGroup() {
  const { api, queryClient } = useShippingElements('useDeleteServiceGroup');
  return useMutation(serviceGroupMutations.remove(api, queryClient), queryClient);
}
