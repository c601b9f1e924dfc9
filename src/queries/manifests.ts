'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { createManifest, getManifest, listManifests, type Manifest, type ManifestInput, type ManifestPage } from '../api/resources/manifests';
import type { PageParams } from '../api/resources/shared';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS, pollUntil } from './shared';

/** Cache keys of manifests. */
export const manifestKeys = resourceKeys('manifests');

export const manifestQueries = {
  list: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<ManifestPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: manifestKeys.list(params),
      queryFn: ({ signal }) => listManifests(api, params, { signal }),
    }),
  /** A manifest; polls while it is QUEUED (an asynchronous close-out), with backoff. */
  detail: (api: ApiClient, manifestId: string) =>
    queryOptions<Manifest, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: manifestKeys.detail(manifestId),
      queryFn: ({ signal }) => getManifest(api, manifestId, { signal }),
      refetchInterval: pollUntil<Manifest>((manifest) => manifest.status !== 'QUEUED'),
    }),
};

export const manifestMutations = {
  /** Closes out a day's labels; never retried automatically. */
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Manifest, ShippingElementsError, ManifestInput>({
      mutationKey: [...manifestKeys.all(), 'create'],
      mutationFn: (input) => createManifest(api, input),
      retry: false,
      onSuccess: (manifest) => {
        queryClient.setQueryData(manifestKeys.detail(manifest.object_id), manifest);
        return queryClient.invalidateQueries({ queryKey: manifestKeys.lists() });
      },
    }),
};

/** Lists manifests. */
export function useManifests(params: PageParams = {}) {
  const { api, queryClient } = useShippingElements('useManifests');
  return useQuery(manifestQueries.list(api, params), queryClient);
}

/** Loads one manifest. */
export function useManifest(manifestId: string | undefined) {
  const { api, queryClient } = useShippingElements('useManifest');
  return useQuery({ ...manifestQueries.detail(api, manifestId ?? ''), enabled: Boolean(manifestId) }, queryClient);
}

/** Closes out a day's labels of a carrier account. */
export function useCreateManifest() {
  const { api, queryClient } = useShippingElements('useCreateManifest');
  return useMutation(manifestMutations.create(api, queryClient), queryClient);
}
