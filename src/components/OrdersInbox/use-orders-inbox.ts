'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Batch } from '../../api/resources/batches';
import type { Order, OrderFilters } from '../../api/resources/orders';
import type { Transaction } from '../../api/resources/transactions';
import { useControllableState } from '../../internal/use-controllable-state';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import { ORDER_PAGE_SIZE, orderKeys, useOrderCounts, useOrderPages } from '../../queries/orders';
import { DEFAULT_ORDER_FILTERS } from './filter-values';
import { initialOrdersInboxState, ordersInboxMachine } from './orders-inbox-machine';
import { useCreateOrderActions } from './use-create-order-actions';
import { useShipMany } from './use-ship-many';

/** What the controller needs from OrdersInbox's props. */
export interface OrdersInboxOptions {
  filters: OrderFilters | undefined;
  defaultFilters: OrderFilters | undefined;
  onFiltersChange: ((filters: OrderFilters) => void) | undefined;
  onShip: ((order: Order) => void) | undefined;
  onLabelPurchased: ((order: Order, transaction: Transaction) => void) | undefined;
  onOrderCreated: ((order: Order) => void) | undefined;
  onBatchPurchased: ((batch: Batch) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

/** The page (1-based) that holds the order at this index of the list. */
export const pageOf = (index: number) => Math.floor(index / ORDER_PAGE_SIZE) + 1;

/**
 * OrdersInbox's controller: the filters (controlled or not), the pages of the list the screen
 * shows, the counts per status, the machine, and the named actions the parts call.
 */
export function useOrdersInbox(options: OrdersInboxOptions) {
  const [filters, setFilters] = useControllableState({
    prop: options.filters,
    defaultProp: options.defaultFilters ?? DEFAULT_ORDER_FILTERS,
    onChange: options.onFiltersChange,
    caller: 'OrdersInbox',
  });
  const { queryClient } = useShippingElements('OrdersInbox');
  const [state, dispatch] = React.useReducer(ordersInboxMachine, undefined, initialOrdersInboxState);
  // The pages the screen shows (a view of the scroll position, not a step): page 1 always, for the count.
  const [shownPages, setShownPages] = React.useState<readonly number[]>([1]);
  const list = useOrderPages(filters, shownPages);
  const first = list.pages.get(1);
  // The rows first: the counts are asked for once the first page of these filters is in (or failed).
  const counts = useOrderCounts(filters, { enabled: first !== undefined || list.error !== null });
  const total = list.count ?? (first ? first.results.length : undefined);

  const orderAt = React.useCallback((index: number): Order | undefined => list.pages.get(pageOf(index))?.results[index % ORDER_PAGE_SIZE], [list.pages]);
  const idsBetween = (from: number, to: number) => {
    const ids: string[] = [];
    for (let index = Math.min(from, to); index <= Math.max(from, to); index += 1) {
      const order = orderAt(index);
      if (order) {
        ids.push(order.object_id);
      }
    }
    return ids;
  };

  // To the host's onError and the provider's `error` event, once per error, like every block.
  const reportError = useReportError('OrdersInbox', options.onError);
  useReportQueryError(list.error, reportError);
  useReportQueryError(counts.error, reportError);

  const { creating, ...createActions } = useCreateOrderActions({ dispatch, onOrderCreated: options.onOrderCreated, reportError });
  const shipMany = useShipMany({ state, dispatch, filters, onBatchPurchased: options.onBatchPurchased, reportError });

  const actions = {
    ...createActions,
    showRange: useLatestCallback((start: number, end: number) => {
      const wanted = [1, ...new Set([pageOf(start), pageOf(end)])];
      if (wanted.join() !== shownPages.join()) {
        setShownPages(wanted);
      }
    }),
    toggle: useLatestCallback((index: number, extend: boolean) => {
      const order = orderAt(index);
      if (!order) {
        return;
      }
      if (extend && state.anchor !== null) {
        dispatch({ type: 'rangeSelected', orderIds: idsBetween(state.anchor, index), index });
      } else {
        dispatch({ type: 'toggled', orderId: order.object_id, index });
      }
    }),
    selectOnScreen: useLatestCallback((start: number, end: number) => dispatch({ type: 'screenSelected', orderIds: idsBetween(start, end) })),
    selectMatching: useLatestCallback(() => dispatch({ type: 'matchingSelected' })),
    clearSelection: useLatestCallback(() => dispatch({ type: 'selectionCleared' })),
    changeFilters: useLatestCallback((next: OrderFilters) => {
      dispatch({ type: 'filtersChanged' });
      setShownPages([1]);
      setFilters(next);
    }),
    open: useLatestCallback((orderId: string) => dispatch({ type: 'opened', orderId })),
    ship: useLatestCallback((order: Order) => {
      if (options.onShip) {
        options.onShip(order);
      } else {
        dispatch({ type: 'shipStarted', orderId: order.object_id });
      }
    }),
    purchased: useLatestCallback((order: Order, transaction: Transaction) => {
      dispatch({ type: 'purchased', orderId: order.object_id, transaction });
      // The API marks the order shipped: its rows, counts and detail are refetched.
      void queryClient.invalidateQueries({ queryKey: orderKeys.all() });
      options.onLabelPurchased?.(order, transaction);
    }),
    retry: useLatestCallback(() => void queryClient.refetchQueries({ queryKey: orderKeys.lists(), type: 'active' })),
    close: useLatestCallback(() => dispatch({ type: 'closed' })),
  };
  return { state, filters, list, counts: counts.counts, total, orderAt, creating, actions, shipMany };
}

/** What {@link useOrdersInbox} returns; the parts take its `actions`. */
export type OrdersInboxController = ReturnType<typeof useOrdersInbox>;
export type OrdersInboxActions = OrdersInboxController['actions'];
