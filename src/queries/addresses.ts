'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  createAddress,
  getAddress,
  listAddresses,
  validateAddress,
  type Address,
  type AddressInput,
  type AddressPage,
} from '../api/resources/addresses';
import type { PageParams } from '../api/resources/shared';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of addresses. */
export const addressKeys = resourceKeys('addresses');

export const addressQueries = {
  list: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<AddressPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: addressKeys.list(params),
      queryFn: ({ signal }) => listAddresses(api, params, { signal }),
    }),
  detail: (api: ApiClient, addressId: string) =>
    queryOptions<Address, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: addressKeys.detail(addressId),
      queryFn: ({ signal }) => getAddress(api, addressId, { signal }),
      // Addresses are immutable (spec §1 rule 6): once loaded they never go stale.
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const addressMutations = {
  /** Creates an address (with `validate: true`, validated); the new address joins the cache. */
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Address, ShippingElementsError, AddressInput>({
      mutationKey: [...addressKeys.all(), 'create'],
      mutationFn: (input) => createAddress(api, input),
      onSuccess: (address) => {
        queryClient.setQueryData(addressKeys.detail(address.object_id), address);
        return queryClient.invalidateQueries({ queryKey: addressKeys.lists() });
      },
    }),
  /** Validates a stored address; the API answers with a new, cleaned address. */
  validate: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Address, ShippingElementsError, string>({
      mutationKey: [...addressKeys.all(), 'validate'],
      mutationFn: (addressId) => validateAddress(api, addressId),
      onSuccess: (address) => {
        queryClient.setQueryData(addressKeys.detail(address.object_id), address);
        return queryClient.invalidateQueries({ queryKey: addressKeys.lists() });
      },
    }),
};

/** Lists stored addresses. */
export function useAddresses(params: PageParams = {}, options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useAddresses');
  return useQuery({ ...addressQueries.list(api, params), ...options }, queryClient);
}

/** Loads one address. */
export function useAddress(addressId: string | undefined, options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useAddress');
  return useQuery({ ...addressQueries.detail(api, addressId ?? ''), enabled: Boolean(addressId) && options.enabled !== false }, queryClient);
}

/** Creates (and, with `validate: true`, validates) an address. */
export function useCreateAddress() {
  const { api, queryClient } = useShippingElements('useCreateAddress');
  return useMutation(addressMutations.create(api, queryClient), queryClient);
}

/** Validates a stored address. */
export function useValidateAddress() {
  const { api, queryClient } = useShippingElements('useValidateAddress');
  return useMutation(addressMutations.validate(api, queryClient), queryClient);
}
