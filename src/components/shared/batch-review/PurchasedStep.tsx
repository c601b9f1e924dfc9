'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../../api/errors';
import type { Batch } from '../../../api/resources/batches';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { Button } from '../../../ui/Button';
import { BatchOverview, type ShipmentsLoad } from './BatchOverview';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import type { ListedShipment } from './listed-shipments';
import { ShipmentList } from './ShipmentList';

/** Props of {@link PurchasedStep}. */
export interface PurchasedStepProps {
  /** The batch, `PURCHASED`. */
  batch: Batch;
  /** Its shipments in request order, with the rows they were sent from. */
  entries: readonly ListedShipment[];
  shipments: ShipmentsLoad;
  removeError?: ShippingElementsError | null | undefined;
  /** "Upload another file"; no button without it. */
  onStartOver?: (() => void) | undefined;
}

/** A bought batch: the merged label files, each shipment's result and tracking number. */
export function PurchasedStep({ batch, entries, shipments, removeError, onStartOver }: PurchasedStepProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  const filesId = `${React.useId()}-files`;
  const labelUrls = batch.label_url ?? [];
  return (
    <>
      <BatchOverview batch={batch} shipments={shipments} removeError={removeError} />
      {labelUrls.length > 0 && (
        <section aria-labelledby={filesId} data-se-part="batch-review-files">
          <h4 id={filesId}>{text.result.files}</h4>
          <ul>
            {labelUrls.map((url, index) => (
              <li key={url}>
                {/* Signed URLs: plain links, no Authorization header, no opener. */}
                <a href={url} target="_blank" rel="noopener noreferrer" data-se-part="batch-review-file">
                  {formatMessage(text.result.file, { index: index + 1, total: labelUrls.length }, locale)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {entries.length > 0 && <ShipmentList entries={entries} label={text.result.resultsLabel} purchased removing={false} />}
      <div data-se-part="batch-review-actions">
        {onStartOver && (
          <Button variant="ghost" part="batch-review-start-over" onClick={onStartOver}>
            {text.review.startOver}
          </Button>
        )}
      </div>
    </>
  );
}
