'use client';

import * as React from 'react';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { useTransaction } from '../../../queries/transactions';
import { Button } from '../../../ui/Button';
import { useRowVirtualizer } from '../../../ui/use-row-virtualizer';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import type { ListedShipment } from './listed-shipments';
import { fieldLabel } from './field-label';
import { shipmentMessages, type ShipmentMessage } from './shipment-messages';

const SHIPMENT_STATUSES = ['VALID', 'INVALID', 'INCOMPLETE', 'TRANSACTION_FAILED'] as const;
type KnownShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
const isKnown = (status: string | null | undefined): status is KnownShipmentStatus => (SHIPMENT_STATUSES as readonly string[]).includes(status ?? '');

/** The name a shipment keeps from the preview on ("Line 8"), or its place in the batch. */
export function useShipmentName() {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  return React.useCallback(
    ({ shipment, index, sent }: ListedShipment) => {
      if (sent?.line != null) {
        return formatMessage(text.rows.line, { line: sent.line }, locale);
      }
      // `order:<id>` links a label to its order: an internal reference, never shown.
      return shipment.metadata && !shipment.metadata.startsWith('order:') ? shipment.metadata : formatMessage(text.review.shipment, { index }, locale);
    },
    [text, locale],
  );
}

export interface ShipmentListProps {
  /** The shipments to show (all of them, or those to fix), with their place in the batch. */
  entries: readonly ListedShipment[];
  /** The list's accessible name. */
  label: string;
  /** Offer to remove invalid shipments (before the purchase). */
  onRemove?: ((batchShipmentId: string) => void) | undefined;
  /** Offer to fix invalid shipments and add them again. */
  onFix?: ((entry: ListedShipment) => void) | undefined;
  removing: boolean;
  /** After the purchase: show each label's tracking number. */
  purchased: boolean;
}

/** Estimated height of one shipment (px); each item is measured once rendered. */
const ITEM_HEIGHT = 96;

/** The scroll area's bound, inline so that a host without the kit's styles still virtualizes (`--se-batch-review-shipments-height`). */
const SCROLL_AREA: React.CSSProperties = { maxBlockSize: 'var(--se-batch-review-shipments-height, 28rem)', overflow: 'auto' };

/** One message of the API in the catalogue's words. */
export function useShipmentMessageText() {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  return React.useCallback(
    (message: ShipmentMessage) =>
      formatMessage(
        text.shipmentMessages[message.key],
        { address: message.address ? text.shipmentMessages.addresses[message.address] : '', field: message.field ? fieldLabel(text, message.field, locale) : '' },
        locale,
      ),
    [text, locale],
  );
}

/**
 * The batch's shipments in request order, with their status and messages (in the catalogue's
 * words). Virtualized (TanStack Virtual): a batch has up to 10,000 shipments, and only those in
 * view are in the DOM, so only their tracking numbers are loaded.
 */
export function ShipmentList({ entries, label, onRemove, onFix, removing, purchased }: ShipmentListProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview;
  const messageText = useShipmentMessageText();
  const nameOf = useShipmentName();
  // TanStack Virtual's functions change with the scroll position; this component is not memoised.
  const { scrollRef, virtualizer } = useRowVirtualizer(entries.length, ITEM_HEIGHT, {
    overscan: 6,
    gap: 8,
    initialRect: null,
    getItemKey: (index) => entries[index]?.shipment.object_id ?? index,
  });
  return (
    <div ref={scrollRef} data-se-part="batch-review-shipments-scroll" tabIndex={0} role="region" aria-label={label} style={SCROLL_AREA}>
      <ol aria-label={label} data-se-part="batch-review-shipments" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const entry = entries[item.index];
          if (!entry) {
            return null;
          }
          const { shipment, index, sent } = entry;
          const name = nameOf(entry);
          const recipient = sent?.values.name ? formatMessage(text.rows.recipient, { name: sent.values.name, city: [sent.values.city, sent.values.country].filter(Boolean).join(', ') }, locale) : null;
          const reference = sent?.values.metadata ? formatMessage(text.rows.reference, { reference: sent.values.metadata }, locale) : null;
          const status = shipment.status ?? '';
          const mapped = shipmentMessages(shipment.messages, status);
          const fixable = status === 'INVALID' || status === 'INCOMPLETE';
          // The buttons say "Fix shipment 3"; the shipment's name follows only when it says more
          // (its reference), never "Fix shipment 3 (Shipment 3)".
          const named = sent?.line == null && name !== formatMessage(text.review.shipment, { index }, locale);
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-setsize={entries.length}
              aria-posinset={item.index + 1}
              data-se-part="batch-review-shipment"
              data-status={status}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            >
              <span data-se-part="batch-review-shipment-label">{name}</span>{' '}
              {(recipient || reference) && <span data-se-part="batch-review-shipment-recipient">{[recipient, reference].filter(Boolean).join(' · ')}</span>}{' '}
              <span data-se-part="batch-review-shipment-status">
                {purchased && status === 'VALID' && shipment.transaction ? text.result.bought : isKnown(status) ? text.review.shipmentStatuses[status] : null}
              </span>
              {mapped.length > 0 && (
                <ul data-se-part="batch-review-shipment-messages">
                  {mapped.map((message, messageIndex) => (
                    <li key={messageIndex}>{messageText(message)}</li>
                  ))}
                </ul>
              )}
              {purchased && shipment.transaction && <Tracking transactionId={shipment.transaction} />}
              {fixable && (onFix || onRemove) && (
                <span data-se-part="batch-review-actions">
                  {onFix && (
                    <Button variant="secondary" part="batch-review-fix-shipment" disabled={removing} onClick={() => onFix(entry)}>
                      {sent?.line != null ? formatMessage(text.rows.fix, { line: sent.line }, locale) : formatMessage(text.review.fixShipment, { index }, locale)}
                      {named && <span data-se-part="visually-hidden">{` (${name})`}</span>}
                    </Button>
                  )}
                  {onRemove && (
                    <Button variant="secondary" part="batch-review-remove-shipment" disabled={removing} onClick={() => onRemove(shipment.object_id)}>
                      {sent?.line != null ? formatMessage(text.rows.remove, { line: sent.line }, locale) : formatMessage(text.review.removeShipment, { index }, locale)}
                      {named && <span data-se-part="visually-hidden">{` (${name})`}</span>}
                    </Button>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The tracking number of one bought label (only the labels in view are loaded). */
function Tracking({ transactionId }: { transactionId: string }) {
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview.result;
  const transaction = useTransaction(transactionId);
  const number = transaction.data?.tracking_number;
  return <p data-se-part="batch-review-tracking">{number ? formatMessage(text.tracking, { number }, locale) : text.noTracking}</p>;
}
