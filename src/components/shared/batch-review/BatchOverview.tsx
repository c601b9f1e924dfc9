'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../../api/errors';
import type { Batch } from '../../../api/resources/batches';
import { useShippingElements } from '../../../provider/context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { BatchProgress } from './BatchProgress';
import { BATCH_REVIEW_TEXT } from './batch-review-text';

/** How the batch's shipments are loading (every page of a settled batch). */
export interface ShipmentsLoad {
  /** The pages after the first are loading. */
  pending: boolean;
  error: ShippingElementsError | null;
  refetch: () => void;
}

/** Props of {@link BatchOverview}. */
export interface BatchOverviewProps {
  batch: Batch;
  shipments: ShipmentsLoad;
  /** The last removal of shipments failed. */
  removeError?: ShippingElementsError | null | undefined;
}

/**
 * The top of a followed batch: its status and progress, then what went wrong loading or changing
 * its shipments, and a note while the pages of its shipments load.
 */
export function BatchOverview({ batch, shipments, removeError }: BatchOverviewProps): React.JSX.Element {
  const { messages } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const total = (batch.object_results?.creation_succeeded ?? 0) + (batch.object_results?.creation_failed ?? 0);
  return (
    <>
      <BatchProgress batch={batch} total={total} />
      {removeError && <ErrorNotice error={removeError} />}
      {shipments.error && <ErrorNotice error={shipments.error} onRetry={shipments.refetch} />}
      {shipments.pending && <p role="status">{messages.batchReview.review.loadingShipments}</p>}
    </>
  );
}
