'use client';

import * as React from 'react';
import type { AddressInput } from '../../api/resources/addresses';
import type { Order } from '../../api/resources/orders';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useOrder } from '../../queries/orders';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LabelPurchase } from '../LabelPurchase';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';

/** Ship one order: LabelPurchase for it, in a dialog over the list. */
export function ShipDialog({
  orderId,
  defaultSender,
  onPurchased,
  onClose,
}: {
  orderId: string;
  /** OrdersInbox's `defaultSender`, LabelPurchase's first sender. */
  defaultSender: AddressInput | string | undefined;
  onPurchased: (order: Order, transaction: Transaction) => void;
  onClose: () => void;
}): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const order = useOrder(orderId);
  const number = order.data?.order_number ?? '';
  // Where the focus goes when the dialog goes: its opener if it is still on the page, or else the
  // list's current row (Radix's own choice is the element focused when it mounted, which may be body). Opened from an order's detail (whose dialog is gone),
  // or after a purchase (the row's Ship is gone), Radix found no opener and the focus fell to body.
  const [opener] = React.useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const spot = React.useRef<HTMLSpanElement>(null);
  const block = React.useRef<Element | null>(null);
  React.useEffect(() => {
    block.current = spot.current?.closest('[data-se-part="orders-inbox"]') ?? null;
  }, []);
  const focusList = (event: Event) => {
    const row = block.current?.querySelector<HTMLElement>('[data-se-part="orders-inbox-row"][tabindex="0"]');
    const target = opener instanceof HTMLElement && opener !== opener.ownerDocument.body && opener.isConnected ? opener : row;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <>
      <span ref={spot} hidden />
      <Dialog
        open
        onCloseAutoFocus={focusList}
        onOpenChange={(open) => {
          if (!open) {
            onClose();
          }
        }}
        title={formatMessage(messages.ordersInbox.shipDialog, { order: number }, locale)}
      >
        <LabelPurchase
          orderId={orderId}
          defaultSender={defaultSender}
          onPurchase={(transaction) => {
            if (order.data) {
              onPurchased(order.data, transaction);
            }
          }}
        />
        <Button variant="secondary" onClick={onClose}>
          {messages.common.close}
        </Button>
      </Dialog>
    </>
  );
}
