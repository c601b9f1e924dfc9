'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { listParcelTemplates, type ParcelTemplate } from '../api/resources/parcel-templates';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of parcel templates. */
export const parcelTemplateKeys = resourceKeys('parcel-templates');

export const parcelTemplateQueries = {
  /** The carriers' predefined templates: fixed for the life of the page. */
  list: (api: ApiClient) =>
    queryOptions<ParcelTemplate[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: parcelTemplateKeys.list(),
      queryFn: ({ signal }) => listParcelTemplates(api, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** Lists the predefined carrier parcel templates. */
export function useParcelTemplates() {
  const { api, queryClient } = useShippingElements('useParcelTemplates');
  return useQuery(parcelTemplateQueries.list(api), queryClient);
}
