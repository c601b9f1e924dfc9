'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Rate } from '../../api/resources/rates';
import type { LabelFileType } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Field } from '../../ui/Field';
import { isOneOf, LABEL_FILE_TYPES } from '../shared/wire-enums';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';
import { RequestDialog } from '../shared/label/RequestDialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rate to buy. */
  rate: Rate;
  /** Format of the label file. */
  labelFileType: LabelFileType;
  onLabelFileTypeChange: (labelFileType: LabelFileType) => void;
  /** The purchase request is in flight. */
  pending: boolean;
  /** The purchase request failed (not a carrier ERROR, which is a transaction). */
  error: ShippingElementsError | null;
  /** Buys the label. The block makes sure this spends money at most once per confirmation. */
  onBuy: () => void;
}

/**
 * What will be bought (service, carrier, price) and in which label format, with the one control
 * that spends money. After a failed request it offers only to close: buying again takes a new,
 * deliberate confirmation.
 */
export function ConfirmDialog({ open, onOpenChange, rate, labelFileType, onLabelFileTypeChange, pending, error, onBuy }: ConfirmDialogProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase.confirm;
  const amount = format.money(rate.amount, rate.currency);
  const service = rate.servicelevel.name ?? rate.servicelevel.token ?? '';

  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={formatMessage(text.body, { service, carrier: rate.provider, amount }, locale)}
      part="label-purchase-confirm"
      state={pending ? 'purchasing' : error ? 'error' : 'idle'}
      pending={pending}
      pendingText={text.buying}
      error={error}
      notice={
        error && (
          <ErrorNotice part="label-purchase-confirm-error" error={error}>
            <p data-se-part="label-purchase-confirm-warning">{text.purchaseRequestFailed}</p>
          </ErrorNotice>
        )
      }
      confirmLabel={text.buy}
      onConfirm={onBuy}
    >
      <p data-se-part="label-purchase-confirm-note">{rate.test === true ? text.testModeNote : formatMessage(text.chargeNote, { amount }, locale)}</p>
      <Field label={text.labelFileType} part="label-purchase-file-type">
        {(control) => (
          <select
            {...control}
            value={labelFileType}
            disabled={pending || error !== null}
            onChange={(event) => {
              if (isOneOf(LABEL_FILE_TYPES, event.target.value)) {
                onLabelFileTypeChange(event.target.value);
              }
            }}
            data-se-part="control-select"
          >
            {LABEL_FILE_TYPES.map((type) => (
              <option key={type} value={type}>
                {messages.labelFiles.types[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </RequestDialog>
  );
}
