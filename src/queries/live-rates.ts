'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  clearDefaultParcelTemplate,
  createLiveRates,
  getDefaultParcelTemplate,
  setDefaultParcelTemplate,
  type DefaultParcelTemplate,
  type LiveRatePage,
  type LiveRatesInput,
} from '../api/resources/live-rates';
import { useShippingElements } from '../provider/context';
import { liveRateKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

export { liveRateKeys };

/** The cache key of the default checkout package. */
export const defaultParcelTemplateKey = () => liveRateKeys.detail('parcel-template');

export const liveRateQueries = {
  /** The options checkout offers for one address and cart (`POST /live-rates`, a read). */
  list: (api: ApiClient, input: LiveRatesInput) =>
    queryOptions<LiveRatePage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: liveRateKeys.list(input),
      queryFn: ({ signal }) => createLiveRates(api, input, { signal }),
    }),
  /** The default checkout package (`GET /live-rates/settings/parcel-template`). */
  defaultParcelTemplate: (api: ApiClient) =>
    queryOptions<DefaultParcelTemplate, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: defaultParcelTemplateKey(),
      queryFn: ({ signal }) => getDefaultParcelTemplate(api, { signal }),
    }),
};

/** The default package changed: it is what the cache holds now, and every preview loads again. */
function defaultChanged(queryClient: QueryClient, value: DefaultParcelTemplate): Promise<void> {
  queryClient.setQueryData(defaultParcelTemplateKey(), value);
  return queryClient.invalidateQueries({ queryKey: liveRateKeys.lists() });
}

export const liveRateMutations = {
  /** Makes a user parcel template (by id) the default checkout package. */
  setDefault: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<DefaultParcelTemplate, ShippingElementsError, string>({
      mutationKey: [...liveRateKeys.all(), 'set-default'],
      mutationFn: (userParcelTemplateId) => setDefaultParcelTemplate(api, userParcelTemplateId),
      onSuccess: (value) => defaultChanged(queryClient, value),
    }),
  /** Removes the default checkout package. */
  clearDefault: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<void, ShippingElementsError, void>({
      mutationKey: [...liveRateKeys.all(), 'clear-default'],
      mutationFn: () => clearDefaultParcelTemplate(api),
      onSuccess: () => defaultChanged(queryClient, { result: null }),
    }),
};

/**
 * The options checkout offers a shopper at `input`'s address with its cart (`POST /live-rates`,
 * one option per active service group), e.g. to preview them in the merchant's settings. Pass
 * `enabled: false` until the address and cart are complete. Loads again when a group or the
 * default checkout package changes through the kit.
 */
export function useLiveRates(input: LiveRatesInput, options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useLiveRates');
  return useQuery({ ...liveRateQueries.list(api, input), ...options }, queryClient);
}

/** The default checkout package: `data.result` is the user parcel template, or `null` when none is set. */
export function useDefaultParcelTemplate(options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useDefaultParcelTemplate');
  return useQuery({ ...liveRateQueries.defaultParcelTemplate(api), ...options }, queryClient);
}

/** Makes one of the merchant's boxes (a user parcel template id) the default checkout package. */
export function useSetDefaultParcelTemplate() {
  const { api, queryClient } = useShippingElements('useSetDefaultParcelTemplate');
  return useMutation(liveRateMutations.setDefault(api, queryClient), queryClient);
}

/** Removes the default checkout package: checkout sizes the parcel from the cart again. */
export function useClearDefaultParcelTemplate() {
  const { api, queryClient } = useShippingElements('useClearDefaultParcelTemplate');
  return useMutation(liveRateMutations.clearDefault(api, queryClient), queryClient);
}
