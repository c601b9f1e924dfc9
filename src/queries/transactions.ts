'use client';

import * as React from 'react';
import {
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { ShippingElementsError } from '../api/errors';
import { createRefund, getRefund, listRefunds, type Refund, type RefundInput, type RefundPage } from '../api/resources/refunds';
import { readPrintableFile } from '../api/printable-file';
import type { PageParams } from '../api/resources/shared';
import {
  createTransaction,
  getTransaction,
  listTransactions,
  TransactionPageSchema,
  type ListTransactionsParams,
  type Transaction,
  type TransactionInput,
  type TransactionPage,
} from '../api/resources/transactions';
import { useShippingElements } from '../provider/context';
import { refundKeys, transactionKeys } from './keys';
import { useLiveInvalidation } from './live';
import { orderKeys } from './orders';
import { KIT_QUERY_DEFAULTS, infiniteListOptions, pollUntil } from './shared';

export { refundKeys, transactionKeys };

/** A label is settled once it is no longer WAITING, QUEUED or REFUNDPENDING. */
export const isSettledTransaction = (transaction: Transaction) =>
  !['WAITING', 'QUEUED', 'REFUNDPENDING'].includes(transaction.status);
/** A refund is settled at SUCCESS or ERROR. */
export const isSettledRefund = (refund: Refund) => refund.status === 'SUCCESS' || refund.status === 'ERROR';

// One label and one refund stand apart from `labelQueries`, so a block that follows one label only
// (LabelPurchase) does not bring the lists.

/** A transaction; polls WAITING / QUEUED / REFUNDPENDING with backoff, stops when settled. */
function transactionQuery(api: ApiClient, transactionId: string) {
  return queryOptions<Transaction, ShippingElementsError>({
    ...KIT_QUERY_DEFAULTS,
    queryKey: transactionKeys.detail(transactionId),
    queryFn: ({ signal }) => getTransaction(api, transactionId, { signal }),
    refetchInterval: pollUntil<Transaction>(isSettledTransaction, api),
  });
}

/** A refund; polls until it is settled. */
function refundQuery(api: ApiClient, refundId: string) {
  return queryOptions<Refund, ShippingElementsError>({
    ...KIT_QUERY_DEFAULTS,
    queryKey: refundKeys.detail(refundId),
    queryFn: ({ signal }) => getRefund(api, refundId, { signal }),
    refetchInterval: pollUntil<Refund>(isSettledRefund, api),
  });
}

export const labelQueries = {
  detail: transactionQuery,
  list: (api: ApiClient, params: ListTransactionsParams = {}) =>
    queryOptions<TransactionPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: transactionKeys.list(params),
      queryFn: ({ signal }) => listTransactions(api, params, { signal }),
    }),
  infinite: (api: ApiClient, params: Omit<ListTransactionsParams, 'page'> = {}) =>
    infiniteListOptions({
      api,
      queryKey: [...transactionKeys.list(params), 'infinite'],
      first: (options) => listTransactions(api, params, options),
      pageSchema: TransactionPageSchema,
    }),
  refund: refundQuery,
  refunds: (api: ApiClient, params: PageParams = {}) =>
    queryOptions<RefundPage, ShippingElementsError>({
      ...KIT_QUERY_DEFAULTS,
      queryKey: refundKeys.list(params),
      queryFn: ({ signal }) => listRefunds(api, params, { signal }),
    }),
};

export const labelMutations = {
  /**
   * Buys a label. It spends money, so it is never retried (neither here nor in the client);
   * the caller guards against double submits.
   */
  purchase: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Transaction, ShippingElementsError, TransactionInput>({
      mutationKey: [...transactionKeys.all(), 'purchase'],
      mutationFn: (input) => createTransaction(api, input),
      retry: false,
      onSuccess: (transaction) => {
        queryClient.setQueryData(transactionKeys.detail(transaction.object_id), transaction);
        // A label may ship an order (metadata `order:<id>`), which changes the order's status.
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: orderKeys.all() }),
        ]);
      },
    }),
  /**
   * Fetches a label file from its signed URL (no Authorization header, no cookies: the signature
   * is the credential), for printing it from the page. Nothing is cached: a signed URL expires.
   * Resolves only with a PDF or PNG recognised by its first bytes, as a Blob of that fixed type;
   * anything else rejects with `unexpected-response` (see `readPrintableFile`).
   */
  file: (api: ApiClient) =>
    mutationOptions<Blob, ShippingElementsError, string>({
      mutationKey: [...transactionKeys.all(), 'file'],
      mutationFn: async (url) => readPrintableFile(await api.download(url)),
      retry: false,
    }),
  /** Requests the refund of an unused label; never retried automatically. */
  refund: (api: ApiClient, queryClient: QueryClient) =>
    mutationOptions<Refund, ShippingElementsError, RefundInput>({
      mutationKey: [...refundKeys.all(), 'create'],
      mutationFn: (input) => createRefund(api, input),
      retry: false,
      onSuccess: (refund) => {
        queryClient.setQueryData(refundKeys.detail(refund.object_id), refund);
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: refundKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: transactionKeys.detail(refund.transaction) }),
          queryClient.invalidateQueries({ queryKey: transactionKeys.lists() }),
        ]);
      },
    }),
};

/** Loads a label, polling until it is settled. */
export function useTransaction(transactionId: string | undefined) {
  const { api, queryClient } = useShippingElements('useTransaction');
  useLiveInvalidation(api, queryClient);
  return useQuery({ ...transactionQuery(api, transactionId ?? ''), enabled: Boolean(transactionId) }, queryClient);
}

/** Lists labels, one page. */
export function useTransactions(params: ListTransactionsParams = {}) {
  const { api, queryClient } = useShippingElements('useTransactions');
  useLiveInvalidation(api, queryClient);
  return useQuery(labelQueries.list(api, params), queryClient);
}

/** Lists labels page after page. */
export function useInfiniteTransactions(params: Omit<ListTransactionsParams, 'page'> = {}) {
  const { api, queryClient } = useShippingElements('useInfiniteTransactions');
  useLiveInvalidation(api, queryClient);
  return useInfiniteQuery(labelQueries.infinite(api, params), queryClient);
}

/**
 * Loads a refund, polling until it is settled. When it settles, its label changes too
 * (`REFUNDPENDING` → `REFUNDED` or `REFUNDREJECTED`): the label and the label lists are refetched
 * at once, so nothing on the page keeps saying "Refund pending" until a reload.
 */
export function useRefund(refundId: string | undefined) {
  const { api, queryClient } = useShippingElements('useRefund');
  useLiveInvalidation(api, queryClient);
  const query = useQuery({ ...refundQuery(api, refundId ?? ''), enabled: Boolean(refundId) }, queryClient);
  const settled = query.data !== undefined && isSettledRefund(query.data) ? query.data : undefined;
  const settledTransaction = settled?.transaction;
  const settledStatus = settled?.status;
  React.useEffect(() => {
    if (settledTransaction === undefined) {
      return;
    }
    void queryClient.invalidateQueries({ queryKey: transactionKeys.detail(settledTransaction) });
    void queryClient.invalidateQueries({ queryKey: transactionKeys.lists() });
  }, [settledTransaction, settledStatus, queryClient]);
  return query;
}

/** Lists refunds. */
export function useRefunds(params: PageParams = {}) {
  const { api, queryClient } = useShippingElements('useRefunds');
  useLiveInvalidation(api, queryClient);
  return useQuery(labelQueries.refunds(api, params), queryClient);
}

/** Buys a label (never retried automatically). */
export function usePurchaseLabel() {
  const { api, queryClient } = useShippingElements('usePurchaseLabel');
  return useMutation(labelMutations.purchase(api, queryClient), queryClient);
}

/** Fetches a label file from its signed URL, as a Blob (to print it from the page). */
export function useLabelFile() {
  const { api, queryClient } = useShippingElements('useLabelFile');
  return useMutation(labelMutations.file(api), queryClient);
}

/** Refunds (voids) an unused label (never retried automatically). */
export function useRefundLabel() {
  const { api, queryClient } = useShippingElements('useRefundLabel');
  return useMutation(labelMutations.refund(api, queryClient), queryClient);
}
