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
  return (
    <Dialog
      open
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
  );
}
