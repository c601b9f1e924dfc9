'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { Dialog } from '../../ui/Dialog';
import { CREATE_ORDER_TEXT } from './create-order-text';
import { CreateOrderForm, type CreateOrderFormProps } from './CreateOrderForm';

/** The create-order form in a dialog over the list; it does not close while the request is in flight. */
export function CreateOrderDialog(props: CreateOrderFormProps): React.JSX.Element {
  const { messages } = useShippingElements('OrdersInbox', CREATE_ORDER_TEXT);
  const text = messages.ordersInbox.create;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !props.creating) {
          props.onCancel();
        }
      }}
      title={text.title}
      description={text.description}
    >
      <CreateOrderForm {...props} />
    </Dialog>
  );
}
