'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { listManagedAccounts, type ManagedAccount } from '../api/resources/accounts';
import {
  getCarrierAccount,
  listCarrierAccounts,
  type CarrierAccount,
  type CarrierAccountPage,
  type ListCarrierAccountsParams,
} from '../api/resources/carrier-accounts';
import { listParcelTemplates, type ParcelTemplate } from '../api/resources/parcel-templates';
import { listServiceGroups, type ServiceGroup } from '../api/resources/service-groups';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of carrier accounts. */
export const carrierAccountKeys = resourceKeys('carrier-accounts');
/** Cache keys of parcel templates. */
export const parcelTemplateKeys = resourceKeys('parcel-templates');
/** Cache keys of service groups. */
export const serviceGroupKeys = resourceKeys('service-groups');
/** Cache keys of managed accounts. */
export const managedAccountKeys = resourceKeys('managed-accounts');

// The account's catalog changes rarely: keep it fresh for five minutes.
const CATALOG_STALE_MS = 5 * 60_000;

export const catalogQueries = {
  carrierAccounts: (api: ApiClient, params: ListCarrierAccountsParams = {}) =>
    queryOptions<CarrierAccountPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: carrierAccountKeys.list(params),
      queryFn: ({ signal }) => listCarrierAccounts(api, params, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  carrierAccount: (api: ApiClient, carrierAccountId: string) =>
    queryOptions<CarrierAccount, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: carrierAccountKeys.detail(carrierAccountId),
      queryFn: ({ signal }) => getCarrierAccount(api, carrierAccountId, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  parcelTemplates: (api: ApiClient) =>
    queryOptions<ParcelTemplate[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: parcelTemplateKeys.list(),
      queryFn: ({ signal }) => listParcelTemplates(api, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  serviceGroups: (api: ApiClient) =>
    queryOptions<ServiceGroup[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: serviceGroupKeys.list(),
      queryFn: ({ signal }) => listServiceGroups(api, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  managedAccounts: (api: ApiClient) =>
    queryOptions<ManagedAccount[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: managedAccountKeys.list(),
      queryFn: ({ signal }) => listManagedAccounts(api, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
};

/** Lists the account's carrier accounts (with `service_levels: true`, their service levels). */
export function useCarrierAccounts(params: ListCarrierAccountsParams = {}) {
  const { api, queryClient } = useShippingElements('useCarrierAccounts');
  return useQuery(catalogQueries.carrierAccounts(api, params), queryClient);
}

/** Loads one carrier account. */
export function useCarrierAccount(carrierAccountId: string) {
  const { api, queryClient } = useShippingElements('useCarrierAccount');
  return useQuery(catalogQueries.carrierAccount(api, carrierAccountId), queryClient);
}

/** Lists the predefined carrier parcel templates. */
export function useParcelTemplates() {
  const { api, queryClient } = useShippingElements('useParcelTemplates');
  return useQuery(catalogQueries.parcelTemplates(api), queryClient);
}

/** Lists the merchant's service groups (checkout rates). */
export function useServiceGroups(options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useServiceGroups');
  return useQuery({ ...catalogQueries.serviceGroups(api), ...options }, queryClient);
}

/** Lists the managed (white label) accounts the credentials may act for. */
export function useManagedAccounts() {
  const { api, queryClient } = useShippingElements('useManagedAccounts');
  return useQuery(catalogQueries.managedAccounts(api), queryClient);
}
