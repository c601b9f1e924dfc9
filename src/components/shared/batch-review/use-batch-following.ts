'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../../api/errors';
import type { Batch } from '../../../api/resources/batches';
import { useClientLayoutEffect } from '../../../internal/use-client-layout-effect';
import { useLatestCallback } from '../../../internal/use-latest-callback';
import { useReportQueryError } from '../../../internal/use-report-query-error';
import { useShippingElements } from '../../../provider/context';
import { useBatch, useBatchShipments, useBatchTotal } from '../../../queries/batches';
import type { BatchReviewEvent, BatchReviewState } from './batch-review-machine';
import type { PurchaseTotal } from './ConfirmPurchaseDialog';
import { listShipments } from './listed-shipments';

/** What {@link useBatchFollowing} needs from the controller. */
export interface BatchFollowingInput {
  /** The name of the block that embeds the review (its name in errors and in the provider's events). */
  block: string;
  /** The review's state while the block follows a batch, `null` before. */
  state: BatchReviewState | null;
  dispatch: (event: BatchReviewEvent) => void;
  onStatusChange: ((batch: Batch) => void) | undefined;
  onPurchased: ((batch: Batch) => void) | undefined;
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The batch's part of the controller: the batch the machine follows (polled while it validates or
 * buys), every page of its shipments once settled, the total of a purchase, and its status
 * reported to the machine (`status`, `loadFailed`) and to the host (`onStatusChange`,
 * `onPurchased`, the provider's `batch.status_changed` and `batch.purchased` events).
 */
export function useBatchFollowing({ block, state, dispatch, onStatusChange, onPurchased, reportError }: BatchFollowingInput) {
  const { emit } = useShippingElements(block);
  const reportStatus = useLatestCallback(onStatusChange);
  const reportPurchased = useLatestCallback(onPurchased);
  const batchQuery = useBatch(state?.batchId);
  const batch = batchQuery.data;
  // Every page of the batch's shipments once it is settled (a batch holds up to 10,000).
  const listed = useBatchShipments(batch);
  const totalQuery = useBatchTotal(batch, listed.shipments, (state?.step === 'valid' || state?.step === 'confirming') && !listed.pending);
  const purchaseTotal: PurchaseTotal =
    totalQuery.data ? { state: 'known', amounts: totalQuery.data } : totalQuery.isError || totalQuery.data === null ? { state: 'unknown' } : { state: 'loading' };

  useReportQueryError(listed.error, reportError);
  useReportQueryError(totalQuery.error, reportError);

  // The machine reads each status in a layout effect, so its step follows the status in the same
  // commit: never a frame (nor a test's query) that shows a VALID batch without its "Buy the
  // labels", which a passive effect allowed under load. The host hears of it after the paint.
  const status = batch?.status;
  useClientLayoutEffect(() => {
    if (status !== undefined) {
      dispatch({ type: 'statusRead', status });
    }
  }, [status, dispatch]);

  // The status last reported to the host: each change is reported once.
  const reported = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!batch || batch.status === reported.current) {
      return;
    }
    const previousStatus = reported.current;
    reported.current = batch.status;
    emit({ type: 'batch.status_changed', batch, previousStatus });
    reportStatus(batch);
    if (batch.status === 'PURCHASED' && previousStatus !== null) {
      emit({ type: 'batch.purchased', batch });
      reportPurchased(batch);
    }
  }, [batch, emit, reportStatus, reportPurchased]);

  const loadError = batchQuery.isError && !batch ? batchQuery.error : null;
  React.useEffect(() => {
    if (loadError) {
      dispatch({ type: 'loadFailed' });
      reportError(loadError);
    }
  }, [loadError, dispatch, reportError]);

  return {
    batch,
    /** The batch could not be loaded (nothing to show). */
    loadError,
    reload: () => void batchQuery.refetch(),
    /** The batch's shipments in request order, with the rows they were sent from. */
    entries: listShipments(listed.shipments, state?.sent ?? null),
    listed,
    purchaseTotal,
  };
}
