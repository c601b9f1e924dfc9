'use client';

import * as React from 'react';
import type { AddressInput } from '../../api/resources/addresses';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { StepHeading } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { isReviewing } from '../shared/batch-review/batch-review-machine';
import { BatchReviewSteps } from '../shared/batch-review/BatchReviewSteps';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';
import { ShipManySetup } from './ShipManySetup';
import type { ShipManyController } from './use-ship-many';

/** Props of {@link ShipMany}. */
export interface ShipManyProps {
  /** The flow's part of the controller (use-ship-many.ts). */
  controller: ShipManyController;
  /** OrdersInbox's `defaultSender`: the ship-from the settings preselect. */
  defaultSender: AddressInput | string | undefined;
  /** Labels bought in the block, by order id (those orders are flagged like the API's). */
  boughtHere: ReadonlyMap<string, unknown>;
  /** "Back to orders". */
  onClose: () => void;
}

/**
 * "Ship selected": the selected orders as one batch, in the block in place of the list (a view,
 * not a dialog: the flow has steps of its own, a virtualized list of thousands of shipments, and
 * the batch's fix and purchase dialogs, which would otherwise open over a dialog). The settings
 * step is OrdersInbox's own; the batch's review, fixes, purchase and result are the steps
 * BatchUploader renders (components/shared/batch).
 */
export function ShipMany({ controller, defaultSender, boughtHere, onClose }: ShipManyProps): React.JSX.Element | null {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInboxBatch;
  const { flow, batch, entries, actions } = controller;
  const busy = flow?.step === 'creating' || flow?.step === 'purchasing' || flow?.step === 'confirming';
  return (
    <div data-se-part="orders-inbox-batch" data-state={flow?.step}>
      <StepHeading focusOnMount>{text.heading}</StepHeading>
      {!busy && (
        <Button variant="ghost" part="orders-inbox-batch-back" onClick={onClose}>
          {text.back}
        </Button>
      )}
      {flow?.step === 'resolving' && <p role="status">{text.reading}</p>}
      {flow?.step === 'resolve-failed' && <ErrorNotice error={flow.error} message={text.readFailed} onRetry={actions.retryOrders} />}
      {(flow?.step === 'settings' || flow?.step === 'creating') && (
        <ShipManySetup
          flow={flow}
          defaultSender={defaultSender}
          boughtHere={boughtHere}
          creating={flow.step === 'creating'}
          createError={flow.createError}
          onToggleInclude={actions.toggleInclude}
          onCreate={actions.create}
        />
      )}
      {flow && isReviewing(flow) && (
        <BatchReviewSteps
          state={flow}
          flow={controller}
          senderCountry={flow.sender.country}
          purchasedNote={
            <p role="status" data-se-part="orders-inbox-batch-shipped">
              {formatMessage(text.shipped, { count: batch?.object_results?.purchase_succeeded ?? entries.length }, locale)}
            </p>
          }
        />
      )}
    </div>
  );
}
