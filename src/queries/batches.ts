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
  type BatchShipment,
  type BatchShipmentInput,
  type GetBatchParams,
} from '../api/resources/batches';
import { getShipment, listShipments, type Shipment } from '../api/resources/shipments';
import { parseDecimal, formatDecimal, decimalParts } from '../lib/decimal';
import { useShippingElements } from '../provider/context';
import { batchKeys } from './keys';
import { useLiveInvalidation } from './live';
import { shipmentKeys } from './shipments';
import { transactionKeys } from './transactions';
import { KIT_QUERY_DEFAULTS, MAX_PAGE_SIZE, pollUntil } from './shared';

export { batchKeys };

/** VALIDATING and PURCHASING are transitions; every other state waits for the user. */
export const isSettledBatch = (batch: Batch) => batch.status !== 'VALIDATING' && batch.status !== 'PURCHASING';

export const batchQueries = {
  /** A batch with a page of its shipments; polls while it validates or purchases. */
  detail: (api: ApiClient, batchId: string, params: GetBatchParams = {}) =>
    queryOptions<Batch, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: [...batchKeys.detail(batchId), params],
      queryFn: ({ signal }) => getBatch(api, batchId, params, { signal }),
      refetchInterval: pollUntil<Batch>(isSettledBatch, api),
    }),
  /**
   * Every batch shipment of a settled batch, all pages in request order. Keyed by the batch's
   * status, update time and counts, so it loads again when the batch changes.
   */
  shipments: (api: ApiClient, batch: Batch) =>
    queryOptions<BatchShipment[], ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: [...batchKeys.detail(batch.object_id), 'shipments', batch.status, batch.object_updated ?? '', batch.object_results ?? {}],
      queryFn: ({ signal }) => getAllBatchShipments(api, batch.object_id, undefined, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

/** Batch shipments per page of `GET /batches/{id}` (spec §8: at most 100). */
const SHIPMENTS_PER_PAGE = MAX_PAGE_SIZE;
/** Pages of a batch at most: 10,000 shipments of 100. */
const MAX_SHIPMENT_PAGES = 100;

/** Every batch shipment of a batch (all pages, request order), optionally one outcome only. */
export async function getAllBatchShipments(
  api: ApiClient,
  batchId: string,
  filter: GetBatchParams['object_results'],
  signal?: AbortSignal,
): Promise<BatchShipment[]> {
  const shipments: BatchShipment[] = [];
  for (let page = 1; page <= MAX_SHIPMENT_PAGES; page += 1) {
    const batch = await getBatch(api, batchId, { page, results: SHIPMENTS_PER_PAGE, ...(filter ? { object_results: filter } : {}) }, { signal });
    const results = batch.batch_shipments?.results ?? [];
    shipments.push(...results);
    if (!batch.batch_shipments?.next || results.length === 0) {
      break;
    }
  }
  return shipments;
}

/** A sum of money in one currency, as a decimal string. */
export interface MoneyTotal {
  amount: string;
  currency: string;
}

/** Shipments loaded at once while adding up a batch's rates. */
const TOTAL_CONCURRENCY = 6;

/**
 * The rate a VALID batch shipment will be bought at: its shipment's rate at its service level and
 * carrier account (the batch's defaults where the shipment has none), as the API chose it.
 */
export function chosenRate(shipment: Shipment, batchShipment: BatchShipment, batch: Batch) {
  const token = batchShipment.servicelevel_token || batch.default_servicelevel_token;
  const account = batchShipment.carrier_account || batch.default_carrier_account;
  return (shipment.rates ?? []).find((rate) => rate.servicelevel?.token === token && (!rate.carrier_account || !account || rate.carrier_account === account));
}

/** Pages of other shipments a listing may pass over before the rest are loaded one by one. */
const EXTRA_LIST_PAGES = 5;

/**
 * Puts the batch's shipments into the shipment cache a page of 100 at a time: the shipments the
 * account created since the batch (`GET /shipments/` with `object_created_gte`, rates inline),
 * until every one wanted is found, the list ends, or it has passed `EXTRA_LIST_PAGES` pages more
 * than the wanted ones fill (other shipments of the account created meanwhile). A 10,000-shipment
 * batch takes about 100 requests instead of 10,000. Best effort: what it misses is loaded by id.
 */
async function cacheBatchShipments(api: ApiClient, queryClient: QueryClient, batch: Batch, wanted: ReadonlySet<string>, signal?: AbortSignal): Promise<void> {
  const missing = new Set([...wanted].filter((id) => queryClient.getQueryData(shipmentKeys.detail(id)) === undefined));
  if (!batch.object_created || missing.size === 0) {
    return;
  }
  const maxPages = Math.ceil(missing.size / SHIPMENTS_PER_PAGE) + EXTRA_LIST_PAGES;
  for (let page = 1; page <= maxPages && missing.size > 0; page += 1) {
    const listed = await listShipments(api, { object_created_gte: batch.object_created, page, results: SHIPMENTS_PER_PAGE }, { signal });
    for (const shipment of listed.results) {
      // A listed shipment without its rates is left to be loaded by id.
      if ((shipment.rates?.length ?? 0) > 0 && missing.delete(shipment.object_id)) {
        queryClient.setQueryData(shipmentKeys.detail(shipment.object_id), shipment);
      }
    }
    if (!listed.next || listed.results.length === 0) {
      return;
    }
  }
}

/**
 * Adds up the rates of a batch's VALID shipments, one total per currency (exact decimals). The
 * batch object has no price, so each shipment's rates are read: listed a page at a time
 * ({@link cacheBatchShipments}), any the listing missed loaded by id (`GET /shipments/{id}`,
 * cached, TOTAL_CONCURRENCY at a time). `null` when a shipment or its rate cannot be found.
 */
export async function batchTotal(
  api: ApiClient,
  queryClient: QueryClient,
  batch: Batch,
  shipments: readonly BatchShipment[],
  signal?: AbortSignal,
): Promise<MoneyTotal[] | null> {
  const valid = shipments.filter((shipment) => shipment.status === 'VALID' && shipment.shipment);
  try {
    await cacheBatchShipments(api, queryClient, batch, new Set(valid.map((shipment) => shipment.shipment!)), signal);
  } catch {
    // The listing only saves requests: on any failure but a cancel, each shipment is loaded by id.
    signal?.throwIfAborted();
  }
  const sums = new Map<string, { value: bigint; digits: number }>();
  let missing = false;
  let next = 0;
  const work = async () => {
    while (next < valid.length && !missing) {
      const batchShipment = valid[next++]!;
      const shipmentId = batchShipment.shipment!;
      const shipment = await queryClient.fetchQuery({
        queryKey: shipmentKeys.detail(shipmentId),
        queryFn: () => getShipment(api, shipmentId, { signal }),
        staleTime: Number.POSITIVE_INFINITY,
      });
      const rate = chosenRate(shipment, batchShipment, batch);
      const parts = rate?.amount ? decimalParts(rate.amount) : undefined;
      if (!rate?.currency || !parts) {
        missing = true;
        return;
      }
      const current = sums.get(rate.currency) ?? { value: 0n, digits: 2 };
      const digits = Math.max(current.digits, parts.fractionDigits.length);
      const value = current.value * 10n ** BigInt(digits - current.digits) + parseDecimal(rate.amount, digits);
      sums.set(rate.currency, { value, digits });
    }
  };
  await Promise.all(Array.from({ length: Math.min(TOTAL_CONCURRENCY, valid.length) }, work));
  if (missing || valid.length !== shipments.filter((shipment) => shipment.status === 'VALID').length) {
    return null;
  }
  return [...sums].map(([currency, { value, digits }]) => ({ currency, amount: formatDecimal(value, digits) }));
}

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
  useLiveInvalidation(api, queryClient);
  return useQuery({ ...batchQueries.detail(api, batchId ?? '', params), enabled: Boolean(batchId) }, queryClient);
}

/**
 * Every batch shipment of `batch`, in request order. Once the batch is settled, every page is
 * loaded (`GET /batches/{id}?page=n`); while it validates or purchases, and when the batch has
 * only one page, the page `batch` carries is all there is to show, and no request is made.
 */
export function useBatchShipments(batch: Batch | undefined) {
  const { api, queryClient } = useShippingElements('useBatchShipments');
  const settled = batch !== undefined && isSettledBatch(batch);
  const onePage = !batch?.batch_shipments?.next;
  const query = useQuery({ ...batchQueries.shipments(api, batch ?? EMPTY_BATCH), enabled: settled && !onePage }, queryClient);
  const firstPage = batch?.batch_shipments?.results ?? NO_SHIPMENTS;
  const allPages = settled && !onePage;
  return {
    shipments: allPages ? (query.data ?? NO_SHIPMENTS) : firstPage,
    /** The pages after the first are loading. */
    pending: allPages && query.isPending,
    error: allPages ? query.error : null,
    refetch: () => void query.refetch(),
  };
}
const NO_SHIPMENTS: BatchShipment[] = [];
const EMPTY_BATCH = { object_id: '' } as Batch;

/** The total price of a VALID batch (its shipments' rates added up per currency). */
export function useBatchTotal(batch: Batch | undefined, shipments: readonly BatchShipment[], enabled: boolean) {
  const { api, queryClient } = useShippingElements('useBatchTotal');
  return useQuery<MoneyTotal[] | null, ShippingElementsError>(
    {
      ...KIT_QUERY_DEFAULTS,
      queryKey: [...batchKeys.detail(batch?.object_id ?? ''), 'total', batch?.object_updated ?? '', shipments.length],
      queryFn: ({ signal }) => batchTotal(api, queryClient, batch!, shipments, signal),
      enabled: enabled && Boolean(batch) && shipments.length > 0,
      staleTime: Number.POSITIVE_INFINITY,
    },
    queryClient,
  );
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
