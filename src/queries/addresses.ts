'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import * as React from 'react';
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

// ---------------------------------------------------------------------------------------------
// One address object per content and session
// ---------------------------------------------------------------------------------------------

/*
 * Addresses are disposable in the API (spec §1 rule 6): an address object never changes, so the
 * one created for some content serves every later use of that content. Without this, every
 * "Continue", every quote and every validation left another copy in the merchant's address book.
 * The memory is per API client, which is per provider (one session, one account), and holds
 * promises, so two requests for the same content at once share one POST.
 */

/** The text fields that make an address's content, in a fixed order. */
const CONTENT_FIELDS = ['name', 'company', 'street1', 'street2', 'street3', 'street_no', 'city', 'state', 'zip', 'country', 'phone', 'email', 'metadata'] as const;

const sessions = new WeakMap<ApiClient, Map<string, Promise<Address>>>();

function sessionOf(api: ApiClient): Map<string, Promise<Address>> {
  let session = sessions.get(api);
  if (!session) {
    session = new Map();
    sessions.set(api, session);
  }
  return session;
}

/**
 * The key of an address's content: its non-empty fields as sent (the API stores a missing field
 * and an empty one alike), the country in upper case, and whether it is asked to be validated.
 * A validated address and one stored as entered are different objects, even for the same text.
 */
export function addressContentKey(input: AddressInput, validated: boolean): string {
  const content: [string, string | boolean][] = [];
  for (const field of CONTENT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value !== '') {
      content.push([field, field === 'country' ? value.toUpperCase() : value]);
    }
  }
  if (typeof input.is_residential === 'boolean') {
    content.push(['is_residential', input.is_residential]);
  }
  return JSON.stringify([validated ? 'validated' : 'as-entered', content]);
}

/** The content of a stored address, as a create request would send it. */
function contentOf(address: Address): AddressInput {
  const input: Record<string, string> = {};
  for (const field of CONTENT_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && value !== '') {
      input[field] = value;
    }
  }
  return { ...input, country: address.country ?? '' };
}

/**
 * Creates an address, or returns the one this session already created for the same content.
 *
 * @remarks
 * With `validate: true`, an earlier validation of the same content is reused, whatever it found
 * (an address the API could not verify stays unverified: the caller reads `validation_results`).
 * A verified address also serves later requests for its own, standardised content, validated or
 * not. A failed request is forgotten, so a retry sends it again.
 */
export function findOrCreateAddress(api: ApiClient, input: AddressInput): Promise<Address> {
  const session = sessionOf(api);
  const validated = input.validate === true;
  const key = addressContentKey(input, validated);
  const known = session.get(key);
  if (known) {
    return known;
  }
  const created = createAddress(api, input).then(
    (address) => {
      if (validated && address.validation_results?.is_valid === true) {
        // The standardised address is what its own content would be stored and validated as.
        const standardised = contentOf(address);
        for (const asValidated of [true, false]) {
          const standardisedKey = addressContentKey(standardised, asValidated);
          if (!session.has(standardisedKey)) {
            session.set(standardisedKey, created);
          }
        }
      }
      return address;
    },
    (error: unknown) => {
      session.delete(key);
      throw error;
    },
  );
  session.set(key, created);
  return created;
}

/**
 * The id of an address reference as a shipment takes it: an id as it is, an address to create
 * through {@link findOrCreateAddress}, so unchanged input reuses the object created before.
 */
export async function resolveAddressId(api: ApiClient, reference: string | AddressInput): Promise<string> {
  return typeof reference === 'string' ? reference : (await findOrCreateAddress(api, reference)).object_id;
}

/** Tells the address lists that an address was saved: they load again when shown. */
export function refreshAddressLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: addressKeys.lists() });
}

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

/** Options of {@link useCreateAddress}. */
export interface CreateAddressOptions {
  /**
   * Refresh the address lists once the address is created. `false` leaves them alone until the
   * caller calls {@link refreshAddressLists}: for an address a person has not chosen yet (a
   * validation whose suggestion is still being confirmed).
   * @default true
   */
  refreshLists?: boolean;
}

export const addressMutations = {
  /**
   * Creates an address (with `validate: true`, validated), reusing the one created before for the
   * same content; the address joins the cache.
   */
  create: (api: ApiClient, queryClient: QueryClient, { refreshLists = true }: CreateAddressOptions = {}) =>
    mutationOptions<Address, ShippingElementsError, AddressInput>({
      mutationKey: [...addressKeys.all(), 'create'],
      mutationFn: (input) => findOrCreateAddress(api, input),
      onSuccess: (address) => {
        queryClient.setQueryData(addressKeys.detail(address.object_id), address);
        return refreshLists ? refreshAddressLists(queryClient) : undefined;
      },
    }),
  /** Validates a stored address; the API answers with a new, cleaned address. */
  validate: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Address, ShippingElementsError, string>({
      mutationKey: [...addressKeys.all(), 'validate'],
      mutationFn: (addressId) => validateAddress(api, addressId),
      onSuccess: (address) => {
        queryClient.setQueryData(addressKeys.detail(address.object_id), address);
        return refreshAddressLists(queryClient);
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

/**
 * Creates (and, with `validate: true`, validates) an address. Within one provider, unchanged
 * input returns the address created before instead of a copy (addresses are disposable in the
 * API, so the same content needs only one object).
 */
export function useCreateAddress(options: CreateAddressOptions = {}) {
  const { api, queryClient } = useShippingElements('useCreateAddress');
  const { refreshLists } = options;
  return useMutation(addressMutations.create(api, queryClient, { refreshLists }), queryClient);
}

/**
 * A function that turns an address reference (an id, or an address to store) into an address id,
 * creating the address only when this provider has not created the same content before. Use it
 * before creating a shipment from typed addresses, so each quote does not store new copies.
 */
export function useResolveAddressId(): (reference: string | AddressInput) => Promise<string> {
  const { api } = useShippingElements('useResolveAddressId');
  return React.useCallback((reference: string | AddressInput) => resolveAddressId(api, reference), [api]);
}

/** Validates a stored address. */
export function useValidateAddress() {
  const { api, queryClient } = useShippingElements('useValidateAddress');
  return useMutation(addressMutations.validate(api, queryClient), queryClient);
}
