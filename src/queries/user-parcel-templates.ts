'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  createUserParcelTemplate,
  deleteUserParcelTemplate,
  listUserParcelTemplates,
  updateUserParcelTemplate,
  type UserParcelTemplate,
  type UserParcelTemplateInput,
} from '../api/resources/user-parcel-templates';
import { useShippingElements } from '../provider/context';
import { liveRateKeys, userParcelTemplateKeys } from './keys';
import { KIT_QUERY_DEFAULTS } from './shared';

export { userParcelTemplateKeys };

export const userParcelTemplateQueries = {
  list: (api: ApiClient) =>
    queryOptions<UserParcelTemplate[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: userParcelTemplateKeys.list(),
      queryFn: ({ signal }) => listUserParcelTemplates(api, { signal }),
    }),
};

/**
 * A box changed: the list loads again, and so does everything that may hold it (the default
 * checkout package, the checkout previews).
 */
function refreshBoxes(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userParcelTemplateKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: liveRateKeys.all() }),
  ]);
}

export const userParcelTemplateMutations = {
  /** Saves a new box; never retried automatically (a retry could save it twice). */
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<UserParcelTemplate, ShippingElementsError, UserParcelTemplateInput>({
      mutationKey: [...userParcelTemplateKeys.all(), 'create'],
      mutationFn: (input) => createUserParcelTemplate(api, input),
      retry: false,
      onSuccess: () => refreshBoxes(queryClient),
    }),
  /** Replaces a box. */
  update: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<UserParcelTemplate, ShippingElementsError, { id: string; input: UserParcelTemplateInput }>({
      mutationKey: [...userParcelTemplateKeys.all(), 'update'],
      mutationFn: ({ id, input }) => updateUserParcelTemplate(api, id, input),
      onSuccess: () => refreshBoxes(queryClient),
    }),
  /** Deletes a box by its id. */
  remove: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<void, ShippingElementsError, string>({
      mutationKey: [...userParcelTemplateKeys.all(), 'delete'],
      mutationFn: (id) => deleteUserParcelTemplate(api, id),
      onSuccess: () => refreshBoxes(queryClient),
    }),
};

/** Lists the merchant's own boxes (user parcel templates). */
export function useUserParcelTemplates(options: { enabled?: boolean } = {}) {
  const { api, queryClient } = useShippingElements('useUserParcelTemplates');
  return useQuery({ ...userParcelTemplateQueries.list(api), ...options }, queryClient);
}

/** Saves one of the merchant's boxes (a name, and a carrier template's token or the dimensions). */
export function useCreateUserParcelTemplate() {
  const { api, queryClient } = useShippingElements('useCreateUserParcelTemplate');
  return useMutation(userParcelTemplateMutations.create(api, queryClient), queryClient);
}

/** Replaces one of the merchant's boxes: `mutate({ id, input })`. */
export function useUpdateUserParcelTemplate() {
  const { api, queryClient } = useShippingElements('useUpdateUserParcelTemplate');
  return useMutation(userParcelTemplateMutations.update(api, queryClient), queryClient);
}

/** Deletes one of the merchant's boxes by its id; the default checkout package is read again. */
export function useDeleteUserParcelTemplate() {
  const { api, queryClient } = useShippingElements('useDeleteUserParcelTemplate');
  return useMutation(userParcelTemplateMutations.remove(api, queryClient), queryClient);
}
