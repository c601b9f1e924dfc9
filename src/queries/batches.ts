'use client';

import { mutationOptions, queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import {
  addBatchShipments,
  createBatch,
  getBatch,
  purchaseBatch,
  removeBatchShipments,
  type Batch,
  type BatchInput,
  type BatchShipmentInput,
  type GetBatchParams,
} from '../api/resources/batches';
import { useShippingElements } from '../provider/context';
import { resourceKeys } from './keys';
import { transactionKeys } from './labels';
import { KIT_QUERY_DEFAULTS, pollUntil } from './shared';

/** Cache keys of batches. */
export const batchKeys = resourceKeys('batches');

/** VALIDATING and PURCHASING are transitions; every other state waits for the user. */
export const isSettledBatch = (batch: Batch) => batch.status !== 'VALIDATING' && batch.status !== 'PURCHASING';

export const batchQueries = {
  /** A batch with a page of its shipments; polls while it validates or purchases. */
  detail: (api: ApiClient, batchId: string, params: GetBatchParams = {}) =>
    queryOptions<Batch, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: [...batchKeys.detail(batchId), params],
      queryFn: ({ signal }) => getBatch(api, batchId, params, { signal }),
      refetchInterval: pollUntil<Batch>(isSettledBatch),
    }),
};

const settle = (queryClient: QueryClient) => (batch: Batch) => {
  queryClient.setQueryData([...batchKeys.detail(batch.object_id), {}], batch);
  return queryClient.invalidateQueries({ queryKey: batchKeys.detail(batch.object_id) });
};

export const batchMutations = {
  create: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Batch, ShippingElementsError, BatchInput>({
      mutationKey: [...batchKeys.all(), 'create'],
      mutationFn: (input) => createBatch(api, input),
      onSuccess: settle(queryClient),
    }),
  addShipments: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Batch, ShippingElementsError, { batchId: string; shipments: BatchShipmentInput[] }>({
      mutationKey: [...batchKeys.all(), 'add-shipments'],
      mutationFn: ({ batchId, shipments }) => addBatchShipments(api, batchId, shipments),
      onSuccess: settle(queryClient),
    }),
  removeShipments: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Batch, ShippingElementsError, { batchId: string; batchShipmentIds: string[] }>({
      mutationKey: [...batchKeys.all(), 'remove-shipments'],
      mutationFn: ({ batchId, batchShipmentIds }) => removeBatchShipments(api, batchId, batchShipmentIds),
      onSuccess: settle(queryClient),
    }),
  /** Buys every label of a VALID batch; never retried automatically. */
  purchase: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Batch, ShippingElementsError, string>({
      mutationKey: [...batchKeys.all(), 'purchase'],
      mutationFn: (batchId) => purchaseBatch(api, batchId),
      retry: false,
      onSuccess: async (batch) => {
        await settle(queryClient)(batch);
        await queryClient.invalidateQueries({ queryKey: transactionKeys.lists() });
      },
    }),
};

/** Loads a batch, polling while it validates or purchases. */
export function useBatch(batchId: string | undefined, params: GetBatchParams = {}) {
  const { api, queryClient } = useShippingElements('useBatch');
  return useQuery({ ...batchQueries.detail(api, batchId ?? '', params), enabled: Boolean(batchId) }, queryClient);
}

/** Creates a batch (validated asynchronously). */
export function useCreateBatch() {
  const { api, queryClient } = useShippingElements('useCreateBatch');
  return useMutation(batchMutations.create(api, queryClient), queryClient);
}

/** Adds shipments to a batch. */
export function useAddBatchShipments() {
  const { api, queryClient } = useShippingElements('useAddBatchShipments');
  return useMutation(batchMutations.addShipments(api, queryClient), queryClient);
}

/** Removes shipments from a batch. */
export function useRemoveBatchShipments() {
  const { api, queryClient } = useShippingElements('useRemoveBatchShipments');
  return useMutation(batchMutations.removeShipments(api, queryClient), queryClient);
}

/** Buys every label of a batch (never retried automatically). */
export function usePurchaseBatch() {
  const { api, queryClient } = useShippingElements('usePurchaseBatch');
  return useMutation(batchMutations.purchase(api, queryClient), queryClient);
}
