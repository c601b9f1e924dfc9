'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { BATCH_UPLOADER_TEXT } from './batch-uploader-text';

export interface ConfirmPurchaseDialogProps {
  open: boolean;
  /** Labels to buy. */
  count: number;
  pending: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before buying: how many labels, how they are charged, and one button that buys them. */
export function ConfirmPurchaseDialog({ open, count, pending, failed, onCancel, onConfirm }: ConfirmPurchaseDialogProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader.confirm;
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
      description={formatMessage(text.body, { count }, locale)}
    >
      <div data-se-part="batch-uploader-confirm" data-state={pending ? 'purchasing' : failed ? 'error' : 'idle'}>
        <p data-se-part="batch-uploader-confirm-note">{text.charge}</p>
        <p role="status" data-se-part="visually-hidden">
          {pending ? text.buying : ''}
        </p>
        {failed && (
          <p role="alert" data-se-part="batch-uploader-confirm-error">
            {text.error}
          </p>
        )}
        <div data-se-part="batch-uploader-actions">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {messages.common.cancel}
          </Button>
          <Button pending={pending} disabled={pending} onClick={onConfirm} part="batch-uploader-buy">
            {pending ? text.buying : formatMessage(text.buy, { count }, locale)}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
