'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  createCustomsDeclaration,
  createCustomsItem,
  listCustomsDeclarations,
  listCustomsItems,
  type CustomsDeclaration,
  type CustomsDeclarationInput,
  type CustomsDeclarationPage,
  type CustomsItem,
  type CustomsItemInput,
  type CustomsItemPage,
} from '../api/resources/customs';
import type { PageParams } from '../api/resources/shared';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

/** Cache keys of customs items. */
export const customsItemKeys = resourceKeys('customs-items');
/** Cache keys of customs declarations. */
export const customsDeclarationKeys = resourceKeys('customs-declarations');

export const customsQueries = {
  items: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<CustomsItemPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: customsItemKeys.list(params),
      queryFn: ({ signal }) => listCustomsItems(api, params, { signal }),
    }),
  declarations: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<CustomsDeclarationPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: customsDeclarationKeys.list(params),
      queryFn: ({ signal }) => listCustomsDeclarations(api, params, { signal }),
    }),
};

export const customsMutations = {
  createItem: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<CustomsItem, ShippingElementsError, CustomsItemInput>({
      mutationKey: [...customsItemKeys.all(), 'create'],
      mutationFn: (input) => createCustomsItem(api, input),
      onSuccess: (item) => {
        queryClient.setQueryData(customsItemKeys.detail(item.object_id), item);
        return queryClient.invalidateQueries({ queryKey: customsItemKeys.lists() });
      },
    }),
  createDeclaration: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<CustomsDeclaration, ShippingElementsError, CustomsDeclarationInput>({
      mutationKey: [...customsDeclarationKeys.all(), 'create'],
      mutationFn: (input) => createCustomsDeclaration(api, input),
      onSuccess: (declaration) => {
        queryClient.setQueryData(customsDeclarationKeys.detail(declaration.object_id), declaration);
        // Items given inline were created along with the declaration.
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: customsDeclarationKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: customsItemKeys.lists() }),
        ]);
      },
    }),
};

/** Lists customs items. */
export function useCustomsItems(params: PageParams = {}) {
  const { api, queryClient } = useShippingElements('useCustomsItems');
  return useQuery(customsQueries.items(api, params), queryClient);
}

/** Lists customs declarations. */
export function useCustomsDeclarations(params: PageParams = {}) {
  const { api, queryClient } = useShippingElements('useCustomsDeclarations');
  return useQuery(customsQueries.declarations(api, params), queryClient);
}

/** Creates a customs item. */
export function useCreateCustomsItem() {
  const { api, queryClient } = useShippingElements('useCreateCustomsItem');
  return useMutation(customsMutations.createItem(api, queryClient), queryClient);
}

/** Creates a customs declaration (with its items). */
export function useCreateCustomsDeclaration() {
  const { api, queryClient } = useShippingElements('useCreateCustomsDeclaration');
  return useMutation(customsMutations.createDeclaration(api, queryClient), queryClient);
}
