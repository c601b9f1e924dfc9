'use client';

import * as React from 'react';
import type { Batch } from '../../../api/resources/batches';
import { useShippingElements } from '../../../provider/context';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import { batchCounts } from './count-text';

const STATUS_KEYS = ['VALIDATING', 'VALID', 'INVALID', 'PURCHASING', 'PURCHASED'] as const;
type KnownStatus = (typeof STATUS_KEYS)[number];
const isKnown = (status: string): status is KnownStatus => (STATUS_KEYS as readonly string[]).includes(status);

/** How far a batch is, from its counts: validation, then purchase. */
export function batchProgress(batch: Batch, total: number): { value: number; max: number } {
  const results = batch.object_results;
  const max = Math.max(1, total);
  if (batch.status === 'PURCHASING' || batch.status === 'PURCHASED') {
    const done = (results?.purchase_succeeded ?? 0) + (results?.purchase_failed ?? 0);
    return { value: batch.status === 'PURCHASED' ? max : Math.min(max, done), max };
  }
  const done = (results?.creation_succeeded ?? 0) + (results?.creation_failed ?? 0);
  return { value: batch.status === 'VALIDATING' ? Math.min(max, done) : max, max };
}

/** The batch's status line and a progress bar (validation, then purchase). */
export function BatchProgress({ batch, total }: { batch: Batch; total: number }): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview.review;
  const { value, max } = batchProgress(batch, total);
  const purchasing = batch.status === 'PURCHASING' || batch.status === 'PURCHASED';
  const counts = batchCounts(messages.batchReview, batch, purchasing, total, locale);
  return (
    <div data-se-part="batch-review-progress" data-status={batch.status}>
      <p data-se-part="batch-review-status">{isKnown(batch.status) ? text.statuses[batch.status] : batch.status}</p>
      <progress aria-label={text.progressLabel} aria-valuetext={counts} value={value} max={max} data-se-part="batch-review-progress-bar" />
      <p data-se-part="batch-review-counts">{counts}</p>
    </div>
  );
}
