'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../../api/errors';
import type { Refund, RefundStatus } from '../../../api/resources/refunds';
import type { Transaction } from '../../../api/resources/transactions';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { useSubmitGuard } from '../../../internal/use-submit-guard';
import { useRefundLabel } from '../../../queries/transactions';
import { Button } from '../../../ui/Button';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { describeError } from '../../../ui/error-message';
import { LABEL_ACTIONS_TEXT } from './label-actions-text';
import { RequestDialog } from './RequestDialog';

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
  const { messages, locale, format } = useShippingElements('LabelActions', LABEL_ACTIONS_TEXT);
  const text = messages.labelActions.refund;
  const refundLabel = useRefundLabel();
  const [open, setOpen] = React.useState(false);
  const [statusFocusRequest, setStatusFocusRequest] = React.useState(0);
  // One refund request per confirmation; opening the dialog again is a new confirmation.
  const guard = useSubmitGuard('until-released');
  const statusRef = React.useRef<HTMLParagraphElement>(null);

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
    guard.release();
    refundLabel.reset();
    setOpen(true);
  };

  const confirm = () =>
    guard
      .run(async () => {
        const accepted = await refundLabel.mutateAsync({ transaction: transaction.object_id });
        setOpen(false);
        setStatusFocusRequest((request) => request + 1);
        onRequested(accepted);
      })
      // useRefundLabel's error type is ShippingElementsError: the client wraps every failure.
      ?.catch((error: unknown) => onError(error as ShippingElementsError));

  const refundStatus = refund?.status;

  return (
    <div data-se-part="label-refund" data-state={refundStatus ?? 'available'}>
      {canVoid && (
        <Button variant="secondary" onClick={openDialog}>
          {text.voidLabel}
        </Button>
      )}
      {refundStatus !== undefined && (
        <p ref={statusRef} tabIndex={-1} data-se-part="label-refund-status" data-status={refundStatus}>
          {isKnownRefundStatus(refundStatus, text.statuses)
            ? text.statuses[refundStatus]
            : formatMessage(messages.status.unknown, { value: refundStatus }, locale)}
        </p>
      )}
      <RequestDialog
        open={open}
        onOpenChange={(next) => {
          // The request is in flight: closing now would hide its outcome.
          if (!refundLabel.isPending) {
            setOpen(next);
          }
        }}
        title={text.confirmTitle}
        description={formatMessage(text.confirmBody, { amount }, locale)}
        part="label-refund-confirm"
        pending={refundLabel.isPending}
        pendingText={text.requesting}
        error={refundLabel.error}
        notice={
          refundLabel.error && (
            <ErrorNotice part="label-refund-error" error={refundLabel.error} message={text.failed}>
              <p>{describeError(refundLabel.error, messages)}</p>
            </ErrorNotice>
          )
        }
        confirmLabel={text.confirm}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
