'use client';

import * as React from 'react';
import type { BatchShipment } from '../../api/resources/batches';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useTransaction } from '../../queries/transactions';
import { Button } from '../../ui/Button';
import { BATCH_UPLOADER_TEXT } from './batch-uploader-text';

const SHIPMENT_STATUSES = ['VALID', 'INVALID', 'INCOMPLETE', 'TRANSACTION_FAILED'] as const;
type KnownShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
const isKnown = (status: string | null | undefined): status is KnownShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(status ?? '');

/** A message of the API as text: a string, or an object's `text`. */
function messageText(message: unknown): string {
  if (typeof message === 'string') {
    return message;
  }
  if (typeof message === 'object' && message !== null && 'text' in message && typeof message.text === 'string') {
    return message.text;
  }
  return '';
}

export interface ShipmentListProps {
  shipments: readonly BatchShipment[];
  /** Offer to remove invalid shipments (before the purchase). */
  onRemove?: ((batchShipmentId: string) => void) | undefined;
  removing: boolean;
  /** After the purchase: show each label's tracking number. */
  purchased: boolean;
}

/** The batch's shipments in request order, with their status and messages. */
export function ShipmentList({ shipments, onRemove, removing, purchased }: ShipmentListProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader;
  return (
    <ol aria-label={purchased ? text.result.resultsLabel : text.review.shipmentsLabel} data-se-part="batch-uploader-shipments">
      {shipments.map((shipment, index) => {
        const label = shipment.metadata || formatMessage(text.review.shipment, { index: index + 1 }, locale);
        const texts = (shipment.messages ?? []).map(messageText).filter(Boolean);
        const status = shipment.status ?? '';
        const removable = onRemove !== undefined && (status === 'INVALID' || status === 'INCOMPLETE');
        return (
          <li key={shipment.object_id} data-se-part="batch-uploader-shipment" data-status={status}>
            <span data-se-part="batch-uploader-shipment-label">{label}</span>{' '}
            <span data-se-part="batch-uploader-shipment-status">
              {purchased && status === 'VALID' && shipment.transaction ? text.result.bought : isKnown(status) ? text.review.shipmentStatuses[status] : status}
            </span>
            {texts.length > 0 && (
              <ul data-se-part="batch-uploader-shipment-messages">
                {texts.map((message, messageIndex) => (
                  <li key={messageIndex}>{message}</li>
                ))}
              </ul>
            )}
            {purchased && shipment.transaction && <Tracking transactionId={shipment.transaction} />}
            {removable && (
              <Button variant="secondary" part="batch-uploader-remove-shipment" disabled={removing} onClick={() => onRemove(shipment.object_id)}>
                {formatMessage(text.review.removeShipment, { index: index + 1 }, locale)}
                <span data-se-part="visually-hidden">{` (${label})`}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The tracking number of one bought label (only the labels in view are loaded). */
function Tracking({ transactionId }: { transactionId: string }) {
  const { messages, locale } = useShippingElements('BatchUploader', BATCH_UPLOADER_TEXT);
  const text = messages.batchUploader.result;
  const transaction = useTransaction(transactionId);
  const number = transaction.data?.tracking_number;
  return <p data-se-part="batch-uploader-tracking">{number ? formatMessage(text.tracking, { number }, locale) : text.noTracking}</p>;
}
