'use client';

import * as React from 'react';
import { useShippingElements } from '../../../provider/context';
import { Button } from '../../../ui/Button';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import type { BatchReviewState } from './batch-review-machine';
import { PurchasedStep } from './PurchasedStep';
import { ReviewStep, type ReviewActions } from './ReviewStep';
import type { useBatchFollowing } from './use-batch-following';

/** What a block's controller gives the batch's steps: the followed batch and the review's requests. */
export type BatchReviewController = ReturnType<typeof useBatchFollowing> & {
  editing: boolean;
  removing: boolean;
  removeError: React.ComponentProps<typeof ReviewStep>['removeError'];
  adding: boolean;
  buying: boolean;
  actions: ReviewActions;
};

/** Props of {@link BatchReviewSteps}. */
export interface BatchReviewStepsProps {
  /** The review's state (batch-review-machine.ts). */
  state: BatchReviewState;
  flow: BatchReviewController;
  /** The sender's country: a fixed shipment abroad goes on to its customs declaration. */
  senderCountry: string | undefined;
  /** Shown above the labels once they are bought. */
  purchasedNote?: React.ReactNode;
  /** "Upload another file"; no button without it. */
  onStartOver?: (() => void) | undefined;
}

/**
 * The batch a block follows: an error when it cannot be loaded, a note while it loads, then its
 * review (validation, fixes, the purchase) or, once bought, its labels. BatchUploader and
 * OrdersInbox's ship-many flow render it.
 */
export function BatchReviewSteps({ state, flow, senderCountry, purchasedNote, onStartOver }: BatchReviewStepsProps): React.JSX.Element | null {
  const { messages } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const { batch, entries, listed } = flow;
  if (flow.loadError) {
    const startOver = onStartOver && (
      <Button variant="ghost" part="batch-review-start-over" onClick={onStartOver}>
        {messages.batchReview.review.startOver}
      </Button>
    );
    return <ErrorNotice error={flow.loadError} onRetry={flow.reload} actions={startOver} />;
  }
  if (!batch) {
    return <p role="status">{messages.common.loading}</p>;
  }
  if (batch.status === 'PURCHASED') {
    return (
      <>
        {purchasedNote}
        <PurchasedStep batch={batch} entries={entries} shipments={listed} removeError={flow.removeError} onStartOver={onStartOver} />
      </>
    );
  }
  const fixingId = state.step === 'invalid' ? state.fixing?.batchShipmentId : undefined;
  const fixingEntry = typeof fixingId === 'string' ? entries.find((entry) => entry.shipment.object_id === fixingId) : undefined;
  return (
    <ReviewStep
      batch={batch}
      stage={state.step === 'purchased' ? 'purchasing' : state.step}
      entries={entries}
      shipments={listed}
      removeError={flow.removeError}
      editing={flow.editing}
      removing={flow.removing}
      fixing={state.step === 'invalid' && state.fixing && fixingEntry ? { entry: fixingEntry, error: state.fixing.error } : null}
      changingService={state.step === 'invalid' && state.fixing?.batchShipmentId === null ? { error: state.fixing.error } : null}
      adding={flow.adding}
      senderCountry={senderCountry}
      purchase={{ total: flow.purchaseTotal, buying: flow.buying, error: state.step === 'confirming' ? state.purchaseError : null }}
      actions={flow.actions}
      onStartOver={onStartOver}
    />
  );
}
