'use client';

import * as React from 'react';
import type { Order } from '../../api/resources/orders';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';
import type { HeldBackReason } from './ship-many-machine';

/** Props of {@link ShipManyLabelled}. */
export interface ShipManyLabelledProps {
  /** Why these orders are held back: they already have a label, or their state. */
  reason: HeldBackReason;
  /** The selected orders held back for that reason. */
  orders: readonly Order[];
  /** Those the person included anyway. */
  included: ReadonlySet<string>;
  onToggle: (orderId: string) => void;
}

/**
 * One group of selected orders held back, flagged with a sentence that says why: those that
 * already have a label (a second label is charged again), refunded, awaiting payment, cancelled or
 * in an unknown state. Each is left out of the batch unless the person ticks it.
 */
export function ShipManyLabelled({ reason, orders, included, onToggle }: ShipManyLabelledProps): React.JSX.Element | null {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const batchText = messages.ordersInboxBatch;
  const text = { ...(reason === 'labelled' ? batchText.labelled : batchText.heldBack[reason]), include: batchText.labelled.include };
  const headingId = React.useId();
  if (orders.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={headingId} data-se-part="orders-inbox-batch-labelled" data-reason={reason}>
      <h4 id={headingId}>{text.heading}</h4>
      <p>{text.note}</p>
      <ul aria-labelledby={headingId}>
        {orders.map((order) => {
          const number = order.order_number ?? order.object_id;
          return (
            <li key={order.object_id} data-se-part="orders-inbox-batch-labelled-order" data-state={included.has(order.object_id) ? 'included' : 'left-out'}>
              <label>
                <input type="checkbox" checked={included.has(order.object_id)} onChange={() => onToggle(order.object_id)} />{' '}
                {formatMessage(text.include, { order: number }, locale)}
              </label>{' '}
              <span>{[order.to_address?.name, order.to_address?.country].filter(Boolean).join(' · ')}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
