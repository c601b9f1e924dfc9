'use client';

import * as React from 'react';
import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  createCarrierAccount,
  getCarrierAccount,
  getCarrierRegistrationStatus,
  listCarrierAccounts,
  registerCarrierAccount,
  updateCarrierAccount,
  type CarrierAccount,
  type CarrierAccountInput,
  type CarrierAccountPage,
  type CarrierAccountUpdate,
  type CarrierRegistrationInput,
  type CarrierRegistrationStatus,
  type ListCarrierAccountsParams,
} from '../api/resources/carrier-accounts';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS, pollUntil } from './shared';

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

/**
 * Where a registration through the service stands: polled, backing off, until `ACTIVE`. Apart
 * from {@link carrierAccountQueries}, so the blocks that only read accounts do not carry it.
 */
const registrationStatusQuery = (api: ApiClient, carrier: string) =>
  queryOptions<CarrierRegistrationStatus, ShippingElementsError>({
    ...KIT_QUERY_DEFAULTS,
    queryKey: [...carrierAccountKeys.all(), 'registration', carrier],
    queryFn: ({ signal }) => getCarrierRegistrationStatus(api, carrier, { signal }),
    refetchInterval: pollUntil<CarrierRegistrationStatus>((status) => status.status === 'ACTIVE'),
  });

/** The account as answered (masked, no secrets) goes into the cache; every list is read again. */
function cacheAnswered(queryClient: QueryClient, account: CarrierAccount): Promise<void> {
  queryClient.setQueryData(carrierAccountKeys.detail(account.object_id), account);
  return queryClient.invalidateQueries({ queryKey: carrierAccountKeys.lists() });
}

/**
 * A mutation whose input never reaches React Query: the input (credentials, a carrier's consent
 * with the person's e-mail and phone) waits in a map of this hook for its one request, under a
 * number, and is dropped when the request starts. The mutation's `variables` is that number, so
 * the mutation cache keeps nothing but the masked answer.
 */
function useWriteWithoutVariables<TInput>(hookName: string, send: (api: ApiClient, input: TInput) => Promise<CarrierAccount>, key: string) {
  const { api, queryClient } = useShippingElements(hookName);
  const waiting = React.useRef(new Map<number, TInput>());
  const counter = React.useRef(0);
  const mutation = useMutation<CarrierAccount, ShippingElementsError, number>(
    {
      mutationKey: [...carrierAccountKeys.all(), key],
      mutationFn: (ticket) => {
        const input = waiting.current.get(ticket);
        waiting.current.delete(ticket);
        return input === undefined ? Promise.reject(new TypeError(`${hookName}: the input was already sent`)) : send(api, input);
      },
      retry: false,
      onSuccess: (account) => cacheAnswered(queryClient, account),
    },
    queryClient,
  );
  const { mutateAsync } = mutation;
  const run = React.useCallback(
    (input: TInput) => {
      counter.current += 1;
      waiting.current.set(counter.current, input);
      return mutateAsync(counter.current);
    },
    [mutateAsync],
  );
  return { ...mutation, run };
}

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

/**
 * Connects an own carrier account (`POST /carrier_accounts`): `connect(input)` resolves with the
 * account as the API answers it (`account_id` masked, no secret parameters). The credentials are
 * sent once and kept nowhere: not in the query cache, not in the mutation's `variables`.
 */
export function useConnectCarrierAccount() {
  const { run, ...mutation } = useWriteWithoutVariables<CarrierAccountInput>('useConnectCarrierAccount', createCarrierAccount, 'create');
  return { ...mutation, connect: run };
}

/** What {@link useUpdateCarrierAccount}'s `update` takes: the account and its changes. */
export interface CarrierAccountChange {
  carrierAccountId: string;
  changes: CarrierAccountUpdate;
}

/**
 * Changes a carrier account (`PUT /carrier_accounts/{id}`): switch it off or on, its metadata,
 * new credentials. Like {@link useConnectCarrierAccount}, the changes are never kept.
 */
export function useUpdateCarrierAccount() {
  const { run, ...mutation } = useWriteWithoutVariables<CarrierAccountChange>(
    'useUpdateCarrierAccount',
    (api, { carrierAccountId, changes }) => updateCarrierAccount(api, carrierAccountId, changes),
    'update',
  );
  return { ...mutation, update: run };
}

/**
 * Registers an account through the service (`POST /carrier_accounts/register/new`) with the
 * carrier's consent fields; follow it with {@link useCarrierRegistrationStatus}. The consent and
 * contact fields are never kept.
 */
export function useRegisterCarrierAccount() {
  const { run, ...mutation } = useWriteWithoutVariables<CarrierRegistrationInput>('useRegisterCarrierAccount', registerCarrierAccount, 'register');
  return { ...mutation, register: run };
}

/**
 * Follows a registration through the service of `carrier` (`GET /carrier_accounts/reg-status`):
 * polled, backing off, until the status is `ACTIVE`. Pass `enabled: false` until one was made.
 */
export function useCarrierRegistrationStatus(carrier: string, options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useCarrierRegistrationStatus');
  return useQuery({ ...registrationStatusQuery(api, carrier), enabled: options.enabled ?? true }, queryClient);
}
