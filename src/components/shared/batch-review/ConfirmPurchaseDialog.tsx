'use client';

import * as React from 'react';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import type { ShippingElementsError } from '../../../api/errors';
import type { MoneyTotal } from '../../../queries/batches';
import { BATCH_REVIEW_TEXT } from './batch-review-text';

/** The price of the labels: being added up, added up (one sum per currency), or not known. */
export type PurchaseTotal = { state: 'loading' } | { state: 'known'; amounts: readonly MoneyTotal[] } | { state: 'unknown' };

export interface ConfirmPurchaseDialogProps {
  open: boolean;
  /** Labels to buy. */
  count: number;
  /** What they cost: the buy button waits while the rates are added up. */
  total: PurchaseTotal;
  pending: boolean;
  /** Why the last purchase bought nothing (the next confirmation may send again). */
  error: ShippingElementsError | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Asks before buying: how many labels, their total (the sum of each shipment's rate), how they
 * are charged, and one button that buys them.
 */
export function ConfirmPurchaseDialog({ open, count, total, pending, error, onCancel, onConfirm }: ConfirmPurchaseDialogProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview.confirm;
  const amount = total.state === 'known' ? total.amounts.map((sum) => format.money(sum.amount, sum.currency)).join(' + ') : '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A purchase in flight cannot be dismissed.
        if (!next && !pending) {
          onCancel();
        }
      }}
      title={text.title}
      description={total.state === 'known' ? formatMessage(text.bodyWithTotal, { count, total: amount }, locale) : formatMessage(text.body, { count }, locale)}
    >
      <div data-se-part="batch-review-confirm" data-state={pending ? 'purchasing' : error ? 'error' : 'idle'}>
        <p data-se-part="batch-review-confirm-note">{text.charge}</p>
        {total.state === 'unknown' && <p data-se-part="batch-review-confirm-total">{text.totalUnknown}</p>}
        <p role="status" data-se-part={total.state === 'loading' && !pending ? 'batch-review-confirm-total' : 'visually-hidden'}>
          {pending ? text.buying : total.state === 'loading' ? text.totalLoading : ''}
        </p>
        {error && <ErrorNotice error={error} part="batch-review-confirm-error" message={text.error} />}
        <div data-se-part="batch-review-actions">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {messages.common.cancel}
          </Button>
          <Button pending={pending || total.state === 'loading'} disabled={pending} onClick={onConfirm} part="batch-review-buy">
            {pending ? text.buying : formatMessage(text.buy, { count }, locale)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
