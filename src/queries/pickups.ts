'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import { ApiError, type ShippingElementsError } from '../api/errors';
import { createPickup, listPickups, type Pickup, type PickupInput, type PickupPage } from '../api/resources/pickups';
import type { PageParams } from '../api/resources/shared';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of pickups. */
export const pickupKeys = resourceKeys('pickups');

export const pickupQueries = {
  /**
   * The account's pickups (`GET /pickups/`, a choice the spec does not show); `null` when the API
   * has no such list (404, 405): then only the pickups this client booked are known.
   */
  list: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<PickupPage | null, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: pickupKeys.list(params),
      queryFn: async ({ signal }) => {
        try {
          return await listPickups(api, params, { signal });
        } catch (error) {
          if (error instanceof ApiError && (error.status === 404 || error.status === 405)) {
            return null;
          }
          throw error;
        }
      },
    }),
};

export const pickupMutations = {
  /** Books a carrier pickup; never retried automatically (it books the carrier). */
  schedule: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Pickup, ShippingElementsError, PickupInput>({
      mutationKey: [...pickupKeys.all(), 'create'],
      mutationFn: (input) => createPickup(api, input),
      retry: false,
      onSuccess: (pickup) => {
        queryClient.setQueryData(pickupKeys.detail(pickup.object_id), pickup);
        return queryClient.invalidateQueries({ queryKey: pickupKeys.lists() });
      },
    }),
};

/**
 * The labels already on a pickup (CONFIRMED or PENDING): those of the account's pickups as the
 * API lists them (`listed`, any session), and those of the pickups this client booked, in the
 * cache of this QueryClient (the only ones known when the API has no list of pickups).
 */
export function bookedTransactionIds(queryClient: QueryClient, listed: readonly Pickup[] = []): Set<string> {
  const booked = new Set<string>();
  const cached = queryClient.getQueriesData<Pickup>({ queryKey: pickupKeys.details() }).map(([, pickup]) => pickup);
  for (const pickup of [...listed, ...cached]) {
    if (pickup && (pickup.status === 'CONFIRMED' || pickup.status === 'PENDING')) {
      pickup.transactions?.forEach((id) => booked.add(id));
    }
  }
  return booked;
}

/** Lists the account's pickups; `data` is `null` when the API has no list of pickups. */
export function usePickups(params: PageParams = {}) {
  const { api, queryClient } = useShippingElements('usePickups');
  return useQuery(pickupQueries.list(api, params), queryClient);
}

/** Books a carrier pickup for purchased labels. */
export function useSchedulePickup() {
  const { api, queryClient } = useShippingElements('useSchedulePickup');
  return useMutation(pickupMutations.schedule(api, queryClient), queryClient);
}
