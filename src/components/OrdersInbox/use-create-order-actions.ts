'use client';

import type * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Order } from '../../api/resources/orders';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { useCreateOrder } from '../../queries/order-create';
import { rejectedFieldsOf } from '../../ui/use-step-form';
import { toCreateOrderFormPath, toOrderInput, type CreateOrderOutput } from './create-order-values';
import type { OrdersInboxEvent } from './orders-inbox-machine';

/** What {@link useCreateOrderActions} needs from the inbox. */
export interface CreateOrderActionsInput {
  dispatch: React.Dispatch<OrdersInboxEvent>;
  onOrderCreated: ((order: Order) => void) | undefined;
  /** The inbox's reporter (its `onError` and the provider's `error` event). */
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The create-order part of OrdersInbox's controller: opening the form, the one create request per
 * submit (a double click or Enter and a click send one), and what happened to it. The request's
 * hook refetches the order lists and counts, so the new order shows in the list.
 */
export function useCreateOrderActions({ dispatch, onOrderCreated, reportError }: CreateOrderActionsInput) {
  const { emit } = useShippingElements('OrdersInbox');
  const create = useCreateOrder();
  const guard = useSubmitGuard('in-flight');
  const reportCreated = useLatestCallback(onOrderCreated);

  return {
    /** The create request in flight (the form shows it and disables its submit). */
    creating: create.isPending,
    startCreate: useLatestCallback(() => {
      create.reset();
      dispatch({ type: 'createStarted' });
    }),
    /** Creates the order of checked form values, once per submit. */
    createOrder: useLatestCallback((values: CreateOrderOutput) => {
      guard
        .run(async () => {
          const order = await create.mutateAsync(toOrderInput(values));
          dispatch({ type: 'orderCreated', order });
          reportCreated(order);
          emit({ type: 'order.created', order });
        })
        ?.catch((error: unknown) => {
          const failure = error as ShippingElementsError;
          dispatch({ type: 'createFailed', error: failure, rejected: rejectedFieldsOf(failure, toCreateOrderFormPath) });
          reportError(failure);
        });
    }),
  };
}
