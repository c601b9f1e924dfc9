'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Refund } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useRefund } from '../../queries/transactions';
import { Button } from '../../ui/Button';
import { NewTabLink } from '../shared/NewTabLink';
import { PrintLabelButton } from '../shared/label/PrintLabelButton';
import { RefundPanel } from '../shared/label/RefundPanel';
import { LABEL_HISTORY_TEXT } from './label-history-text';
import type { LabelDetails } from './label-rows';
import { labelName } from './label-rows';

/** Props of {@link LabelRow}. */
export interface LabelRowProps {
  label: Transaction;
  details: LabelDetails | undefined;
  selected: boolean;
  refundId: string | undefined;
  onToggle: (transactionId: string) => void;
  onTrack: (transactionId: string) => void;
  onRefundRequested: (transactionId: string, refund: Refund) => void;
  onRefundError: (error: ShippingElementsError) => void;
}

const known = <T extends string>(value: string | null | undefined, words: Readonly<Record<T, string>>): value is T => Boolean(value) && Object.hasOwn(words, value!);

/**
 * Whether a label was voided, and how far its refund went: its refund as last polled, else the
 * label's own status. A refund the carrier turned down leaves the label valid (and tracked).
 */
function voidedState(label: Transaction, refund: Refund | undefined): 'pending' | 'refunded' | undefined {
  if (refund !== undefined) {
    return refund.status === 'ERROR' ? undefined : refund.status === 'SUCCESS' ? 'refunded' : 'pending';
  }
  if (label.status === 'REFUNDED') {
    return 'refunded';
  }
  return label.status === 'REFUNDPENDING' ? 'pending' : undefined;
}

/** The cells of one label: when, which, to whom, its statuses, and what can be done with it. */
export function LabelRow({ label, details, selected, refundId, onToggle, onTrack, onRefundRequested, onRefundError }: LabelRowProps): React.JSX.Element {
  const { messages, format, locale } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory;
  const refund = useRefund(refundId).data;
  const name = labelName(label);
  const rate = typeof label.rate === 'object' && label.rate !== null ? label.rate : undefined;
  const statusWord = known(label.status, messages.status.transaction) ? messages.status.transaction[label.status] : formatMessage(messages.status.unknown, { value: label.status }, locale);
  // A voided label is not going anywhere: its refund, not the carrier's last scan, says where it is.
  const voided = voidedState(label, refund);
  const trackingWord =
    voided !== undefined ? text.voided[voided] : known(label.tracking_status, messages.status.tracking) ? messages.status.tracking[label.tracking_status] : '';
  const hidden = (words: string) => (
    <>
      {' '}
      <span data-se-part="visually-hidden">{words}</span>
    </>
  );
  return (
    <>
      <td>
        <input type="checkbox" checked={selected} onChange={() => onToggle(label.object_id)} aria-label={formatMessage(text.selectLabel, { label: name }, locale)} />
      </td>
      <td>{label.object_created ? <time dateTime={label.object_created}>{format.dateTime(label.object_created)}</time> : ''}</td>
      <td data-se-part="label-history-tracking-number">{label.tracking_number}</td>
      {details !== undefined && <td>{details.order}</td>}
      {details !== undefined && <td>{details.recipient}</td>}
      <td>{[rate?.provider, rate?.servicelevel_name].filter(Boolean).join(' ')}</td>
      <td data-se-part="label-history-status" data-status={label.status}>
        {statusWord}
      </td>
      <td data-se-part="label-history-tracking-status" data-status={voided === undefined ? (label.tracking_status ?? undefined) : 'VOIDED'}>
        {trackingWord}
      </td>
      <td data-se-part="label-history-actions">
        {label.tracking_number && (
          <Button variant="ghost" part="label-history-track" onClick={() => onTrack(label.object_id)}>
            {text.actions.track}
            {hidden(name)}
          </Button>
        )}
        {label.label_url && label.status === 'SUCCESS' && (
          <>
            <NewTabLink href={label.label_url} download>
              {text.actions.download}
              {hidden(name)}
            </NewTabLink>
            {/* One label prints at once: no dialog between the click and the print. */}
            <PrintLabelButton url={label.label_url} part="label-history-reprint" variant="ghost">
              {text.actions.reprint}
              {hidden(name)}
            </PrintLabelButton>
          </>
        )}
        {label.commercial_invoice_url && label.status === 'SUCCESS' && (
          <NewTabLink href={label.commercial_invoice_url} download>
            {text.actions.invoice}
            {hidden(name)}
          </NewTabLink>
        )}
        <RefundPanel transaction={label} refund={refund} onRequested={(accepted) => onRefundRequested(label.object_id, accepted)} onError={onRefundError} />
      </td>
    </>
  );
}
