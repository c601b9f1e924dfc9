'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Refund, RefundStatus } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useRefundLabel } from '../../queries/transactions';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

/** Props of {@link RefundPanel}. */
export interface RefundPanelProps {
  /** The purchased label. */
  transaction: Transaction;
  /** The refund requested for it, as last polled. */
  refund: Refund | undefined;
  /** Called once the API accepts the refund request. */
  onRequested: (refund: Refund) => void;
  /** Called when the refund request fails (the dialog shows it too). */
  onError: (error: ShippingElementsError) => void;
}

function isKnownRefundStatus(status: string, statuses: Readonly<Record<RefundStatus, string>>): status is RefundStatus {
  return Object.hasOwn(statuses, status);
}

/**
 * Voids an unused label after a confirmation, and shows how the refund is going. Like a purchase,
 * the request is sent at most once per confirmation and never retried by itself.
 */
export function RefundPanel({ transaction, refund, onRequested, onError }: RefundPanelProps): React.JSX.Element | null {
  const { messages, locale, format } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.refund;
  const refundLabel = useRefundLabel();
  const [open, setOpen] = React.useState(false);
  const [statusFocusRequest, setStatusFocusRequest] = React.useState(0);
  const requestStarted = React.useRef(false);
  const statusRef = React.useRef<HTMLParagraphElement>(null);
  const closeButton = React.useRef<HTMLButtonElement>(null);

  // The void button goes away with a failed request while it has focus; a native dialog does not
  // move focus back inside by itself, so it goes to Close rather than falling to <body>.
  React.useEffect(() => {
    if (refundLabel.error) {
      closeButton.current?.focus();
    }
  }, [refundLabel.error]);

  React.useEffect(() => {
    if (statusFocusRequest === 0) {
      return undefined;
    }
    // The void button that opened the dialog is gone by the time it closes, so focus has nowhere
    // to return; once the dialog has closed, show the person where the outcome appears.
    const timer = setTimeout(() => statusRef.current?.focus());
    return () => clearTimeout(timer);
  }, [statusFocusRequest]);

  const summary = typeof transaction.rate === 'object' && transaction.rate !== null ? transaction.rate : undefined;
  const amount = summary?.amount && summary.currency ? format.money(summary.amount, summary.currency) : '';
  const canVoid = transaction.status === 'SUCCESS' && refund === undefined;

  if (!canVoid && refund === undefined) {
    return null;
  }

  const openDialog = () => {
    requestStarted.current = false;
    refundLabel.reset();
    setOpen(true);
  };

  const confirm = async () => {
    if (requestStarted.current) {
      return;
    }
    requestStarted.current = true;
    let accepted: Refund;
    try {
      accepted = await refundLabel.mutateAsync({ transaction: transaction.object_id });
    } catch (error) {
      // useRefundLabel's error type is ShippingElementsError: the client wraps every failure.
      onError(error as ShippingElementsError);
      return;
    }
    setOpen(false);
    setStatusFocusRequest((request) => request + 1);
    onRequested(accepted);
  };

  const refundStatus = refund?.status;

  return (
    <div data-se-part="label-purchase-refund" data-state={refundStatus ?? 'available'}>
      {canVoid && (
        <Button variant="secondary" onClick={openDialog}>
          {text.voidLabel}
        </Button>
      )}
      {refundStatus !== undefined && (
        <p ref={statusRef} tabIndex={-1} data-se-part="label-purchase-refund-status" data-status={refundStatus}>
          {isKnownRefundStatus(refundStatus, text.statuses)
            ? text.statuses[refundStatus]
            : formatMessage(messages.status.unknown, { value: refundStatus }, locale)}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // The request is in flight: closing now would hide its outcome.
          if (!refundLabel.isPending) {
            setOpen(next);
          }
        }}
        title={text.confirmTitle}
        description={formatMessage(text.confirmBody, { amount }, locale)}
      >
        <div data-se-part="label-purchase-refund-confirm">
          {/* A modal dialog makes the rest of the page inert, the block's live region too; this one is inside. */}
          <p role="status" data-se-part="visually-hidden">
            {refundLabel.isPending ? text.requesting : ''}
          </p>
          {refundLabel.error && (
            <div data-se-part="label-purchase-refund-error">
              <p>{text.failed}</p>
              <ErrorNotice error={refundLabel.error} />
            </div>
          )}
          <div data-se-part="label-purchase-actions">
            <Button ref={closeButton} variant="secondary" disabled={refundLabel.isPending} onClick={() => setOpen(false)}>
              {refundLabel.error ? messages.common.close : messages.common.cancel}
            </Button>
            {!refundLabel.error && (
              <Button pending={refundLabel.isPending} onClick={() => void confirm()}>
                {refundLabel.isPending ? text.requesting : text.confirm}
              </Button>
            )}
          </div>
        </div>
      </Dialog>
    </div>
  );
}
