'use client';

/*
 * Batches: what the API (and the sandbox) does, for the hooks below and the BatchUploader block.
 * Signatures here and in src/api/resources/batches.ts are unchanged; only the server behaviour is.
 *
 * - useCreateBatch() → createBatch(api, BatchInput): 201, `status: 'VALIDATING'`,
 *   `batch_shipments: { next: null, previous: null, results: [] }` (spec: the create response
 *   does not contain the shipments), `object_results` all 0. A shipment that cannot be shipped does
 *   NOT fail the request: it ends INVALID later. Only a body that is not a batch gets 400
 *   (`ApiError.fieldErrors`, keys like `metadata`, `label_filetype`, `batch_shipments`,
 *   `batch_shipments.3.metadata`, `default_carrier_account`, `__all__`; values are English
 *   sentences): missing/wrong-typed fields, metadata over 100 characters, a label_filetype outside
 *   the ten, 0 or more than 10,000 shipments, an unknown default carrier account.
 * - useBatch(batchId, { page?, results? (≤ 100, default 100), object_results? }) polls while
 *   VALIDATING or PURCHASING. `batch_shipments` is a page in request order; while VALIDATING it
 *   lists only the shipments validated so far, and `object_results.creation_succeeded +
 *   creation_failed` counts them (progress: compare with the number of rows sent). Once settled:
 *   VALID when every shipment is VALID; INVALID while any is INVALID (or the batch is empty).
 *   A batch shipment: `{ object_id, shipment (id | null), status: 'VALID' | 'INVALID' |
 *   'TRANSACTION_FAILED', carrier_account, servicelevel_token, metadata, messages: string[],
 *   transaction (id | null) }`. INVALID messages name the field in words, e.g. "The recipient
 *   address is missing a postal code.", "The parcel has a weight "heavy" that is not a positive
 *   number.", "The service level "x" does not exist." (English; map them to the catalogue or show
 *   them as the server's text). `object_results` filter: 'creation_succeeded' (VALID or
 *   TRANSACTION_FAILED), 'creation_failed' (INVALID), 'purchase_succeeded', 'purchase_failed'.
 * - useRemoveBatchShipments({ batchId, batchShipmentIds }) → 200 with the batch re-counted (VALID
 *   once the invalid ones are gone). Unknown ids, or a PURCHASING/PURCHASED batch: 400 `__all__`.
 * - useAddBatchShipments({ batchId, shipments }) → 200, batch back to VALIDATING; the new shipments
 *   are validated in the background (at most 10,000 per batch in total; 400 beyond).
 * - usePurchaseBatch() on a VALID batch → 202 PURCHASING, then PURCHASED in the background. On a
 *   PURCHASING or PURCHASED batch it answers 200 with the batch and buys nothing again; on
 *   VALIDATING / INVALID / empty: 400 `__all__`. When PURCHASED: each VALID shipment has its
 *   `transaction` (a real transaction: getTransaction / listTransactions, its own label_url);
 *   a failed one is TRANSACTION_FAILED with messages; `purchase_succeeded + purchase_failed =
 *   creation_succeeded`; `label_url` lists signed URLs of merged files of at most 100 labels each,
 *   in request order (PDF; ZPL for ZPLII; PNG types are merged into a 4x6 PDF), fetched without
 *   the Authorization header (`api.download`).
 * - Sandbox timing (divided by `speed`): validation starts after 1 s and takes 0.1 s per 100
 *   shipments; purchase starts after 1 s and takes 0.2 s per 100. Magic value: a recipient name
 *   containing "Label Error" fails that shipment's purchase at the carrier's cheapest service
 *   level (e.g. parcelwise_ground).
 */

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
import { transactionKeys } from './transactions';
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
