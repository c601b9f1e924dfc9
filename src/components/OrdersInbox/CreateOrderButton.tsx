'use client';

import * as React from 'react';
import type { Order } from '../../api/resources/orders';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { CREATE_ORDER_TEXT } from './create-order-text';

/**
 * The inbox's "Create an order" action, and the sentence that confirms the last order created
 * (a polite status: the dialog that made it has closed and focus is back on this button).
 */
export function CreateOrderButton({ created, onStart }: { created: Order | undefined; onStart: () => void }): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', CREATE_ORDER_TEXT);
  const text = messages.ordersInbox.create;
  return (
    <div data-se-part="orders-inbox-create">
      <Button variant="secondary" part="orders-inbox-create-open" onClick={onStart}>
        {text.open}
      </Button>
      <p role="status" data-se-part="orders-inbox-created">
        {created ? formatMessage(text.created, { order: created.order_number ?? '' }, locale) : ''}
      </p>
    </div>
  );
}
