'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Batch } from '../../api/resources/batches';
import type { OrderFilters } from '../../api/resources/orders';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { useCreateBatch } from '../../queries/batches';
import { orderKeys, useReadOrders } from '../../queries/orders';
import { isReviewing } from '../shared/batch-review/batch-review-machine';
import { useBatchFollowing } from '../shared/batch-review/use-batch-following';
import { useBatchReview } from '../shared/batch-review/use-batch-review';
import type { OrdersInboxEvent, OrdersInboxState } from './orders-inbox-machine';
import { ordersToBatch, type ShipManySettings } from './orders-to-batch';
import { ordersToShip, type ShipManyEvent, type ShipManySender } from './ship-many-machine';

/** What {@link useShipMany} needs from OrdersInbox's controller. */
export interface ShipManyInput {
  state: OrdersInboxState;
  dispatch: React.Dispatch<OrdersInboxEvent>;
  filters: OrderFilters;
  onBatchPurchased: ((batch: Batch) => void) | undefined;
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The ship-many flow's part of OrdersInbox's controller: reading the selection's orders (all
 * that match, a page of 100 at a time), creating their batch, then following, fixing and buying
 * it with the hooks BatchUploader uses (components/shared/batch). Each action awaits its request,
 * then tells the machine what happened.
 */
export function useShipMany({ state, dispatch, filters, onBatchPurchased, reportError }: ShipManyInput) {
  const { queryClient } = useShippingElements('OrdersInbox');
  const read = useReadOrders();
  const createBatch = useCreateBatch();
  const createGuard = useSubmitGuard('in-flight');
  // Which reading of the selection counts: a newer one (a retry, a new start) replaces the older.
  const runs = React.useRef(0);
  const send = React.useCallback((event: ShipManyEvent) => dispatch({ type: 'shipManyUpdated', event }), [dispatch]);
  const flow = state.step === 'ship-many' ? state.shipMany : null;
  const reviewState = flow && isReviewing(flow) ? flow : null;

  const reportPurchased = useLatestCallback((batch: Batch) => {
    // The API marked the orders shipped: their rows, counts and details are read again.
    void queryClient.invalidateQueries({ queryKey: orderKeys.all() });
    onBatchPurchased?.(batch);
  });
  const followed = useBatchFollowing({ block: 'OrdersInbox', state: reviewState, dispatch: send, onStatusChange: undefined, onPurchased: reportPurchased, reportError });
  const review = useBatchReview({
    state: reviewState,
    dispatch: send,
    entries: followed.entries,
    sender: reviewState?.sender.addressId ?? '',
    senderCountry: reviewState?.sender.country,
    reportError,
  });

  const resolve = (run: number) => {
    const { selection } = state;
    const reading = selection.kind === 'matching' ? read.matching(filters, selection.excluded) : read.byId([...selection.ids]);
    reading.then(
      (orders) => send({ type: 'resolved', run, orders }),
      (error: unknown) => {
        send({ type: 'resolveFailed', run, error: error as ShippingElementsError });
        reportError(error as ShippingElementsError);
      },
    );
  };

  const create = (settings: ShipManySettings, sender: ShipManySender) => {
    if (flow?.step !== 'settings') {
      return;
    }
    const { input, rows } = ordersToBatch(ordersToShip(flow, state.labels), settings, sender);
    void createGuard.run(async () => {
      send({ type: 'submitted' });
      try {
        const created = await createBatch.mutateAsync(input);
        send({ type: 'created', batchId: created.object_id, sent: rows.map((values) => ({ line: null, values })), sender });
      } catch (error) {
        send({ type: 'createFailed', error: error as ShippingElementsError });
        reportError(error as ShippingElementsError);
      }
    });
  };

  return {
    flow,
    ...followed,
    ...review.requests,
    actions: {
      ...review.actions,
      /** "Ship selected": the flow opens and the selection's orders are read. */
      start: () => {
        runs.current += 1;
        dispatch({ type: 'shipManyStarted', run: runs.current });
        resolve(runs.current);
      },
      retryOrders: () => {
        runs.current += 1;
        send({ type: 'resolveStarted', run: runs.current });
        resolve(runs.current);
      },
      toggleInclude: (orderId: string) => send({ type: 'includeToggled', orderId }),
      create,
    },
  };
}

/** What {@link useShipMany} returns: the flow's state, its batch, and the actions of its steps. */
export type ShipManyController = ReturnType<typeof useShipMany>;
