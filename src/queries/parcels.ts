'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { createParcel, getParcel, listParcels, type Parcel, type ParcelInput, type ParcelPage } from '../api/resources/parcels';
import type { PageParams } from '../api/resources/shared';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of parcels. */
export const parcelKeys = resourceKeys('parcels');

export const parcelQueries = {
  list: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<ParcelPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: parcelKeys.list(params),
      queryFn: ({ signal }) => listParcels(api, params, { signal }),
    }),
  detail: (api: ApiClient, parcelId: string) =>
    queryOptions<Parcel, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: parcelKeys.detail(parcelId),
      queryFn: ({ signal }) => getParcel(api, parcelId, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const parcelMutations = {
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Parcel, ShippingElementsError, ParcelInput>({
      mutationKey: [...parcelKeys.all(), 'create'],
      mutationFn: (input) => createParcel(api, input),
      onSuccess: (parcel) => {
        queryClient.setQueryData(parcelKeys.detail(parcel.object_id), parcel);
        return queryClient.invalidateQueries({ queryKey: parcelKeys.lists() });
      },
    }),
};

/** Lists parcels. */
export function useParcels(params: PageParams = {}) {
  const { api, queryClient } = useShippingElements('useParcels');
  return useQuery(parcelQueries.list(api, params), queryClient);
}

/** Loads one parcel. */
export function useParcel(parcelId: string | undefined) {
  const { api, queryClient } = useShippingElements('useParcel');
  return useQuery({ ...parcelQueries.detail(api, parcelId ?? ''), enabled: Boolean(parcelId) }, queryClient);
}

/** Creates a parcel. */
export function useCreateParcel() {
  const { api, queryClient } = useShippingElements('useCreateParcel');
  return useMutation(parcelMutations.create(api, queryClient), queryClient);
}
