'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { isFollowing } from './batch-uploader-machine';
import { BATCH_UPLOADER_TEXT } from '../shared/batch-uploader-text';
import { PurchasedStep } from '../shared/batch/PurchasedStep';
import { ReviewStep } from '../shared/batch/ReviewStep';
import type { BatchUploaderController } from './use-batch-uploader';

/** Props of {@link BatchStep}. */
export interface BatchStepProps {
  /** The controller (use-batch-uploader.ts). */
  flow: BatchUploaderController;
  /** "Upload another file". */
  onStartOver: () => void;
}

/**
 * The batch the block follows: an error when it cannot be loaded, a note while it loads, then its
 * review (validation, fixes, the purchase) or, once bought, its labels.
 */
export function BatchStep({ flow, onStartOver }: BatchStepProps): React.JSX.Element | null {
  const { messages } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const { state, batch, entries, listed } = flow;
  if (flow.loadError) {
    return (
      <ErrorNotice
        error={flow.loadError}
        onRetry={flow.reload}
        actions={
          <Button variant="ghost" part="batch-uploader-start-over" onClick={onStartOver}>
            {messages.batchUploader.review.startOver}
          </Button>
        }
      />
    );
  }
  if (!batch) {
    return <p role="status">{messages.common.loading}</p>;
  }
  if (!isFollowing(state)) {
    return null;
  }
  if (batch.status === 'PURCHASED') {
    return <PurchasedStep batch={batch} entries={entries} shipments={listed} removeError={flow.removeError} onStartOver={onStartOver} />;
  }
  const fixingId = state.step === 'invalid' ? state.fixing?.batchShipmentId : undefined;
  const fixingEntry = fixingId === undefined ? undefined : entries.find((entry) => entry.shipment.object_id === fixingId);
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
      adding={flow.adding}
      senderCountry={flow.senderCountry}
      purchase={{ total: flow.purchaseTotal, buying: flow.buying, error: state.step === 'confirming' ? state.purchaseError : null }}
      actions={flow.actions}
      onStartOver={onStartOver}
    />
  );
}
