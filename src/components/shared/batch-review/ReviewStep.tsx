'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../../api/errors';
import type { Batch } from '../../../api/resources/batches';
import { useShippingElements } from '../../../provider/context';
import { formatMessage } from '../../../provider/messages';
import { Button } from '../../../ui/Button';
import { BatchOverview, type ShipmentsLoad } from './BatchOverview';
import { BATCH_REVIEW_TEXT } from './batch-review-text';
import { ChangeServiceDialog } from './ChangeServiceDialog';
import { ConfirmPurchaseDialog, type PurchaseTotal } from './ConfirmPurchaseDialog';
import { FixShipmentDialog } from './FixShipmentDialog';
import { shipmentsToFix, type ListedShipment } from './listed-shipments';
import type { RowValues } from './parse-batch-csv';
import { ShipmentList } from './ShipmentList';

/** Where the review of a batch is: which shipments and buttons it offers. */
export type ReviewStage = 'validating' | 'valid' | 'invalid' | 'confirming' | 'purchasing' | 'error';

/** What the review does when a person acts. */
export interface ReviewActions {
  /** Removes these batch shipments. */
  remove: (batchShipmentIds: readonly string[]) => void;
  openFix: (entry: ListedShipment) => void;
  closeFix: () => void;
  /** Adds the fixed shipment to the batch again (and removes the invalid one). */
  addFixed: (entry: ListedShipment, row: RowValues) => void;
  /** Opens the change of service of every invalid shipment. */
  openServiceChange: () => void;
  /** Adds every invalid shipment again with this carrier account and service level (and removes the invalid ones). */
  changeService: (carrierAccount: string, serviceLevel: string) => void;
  askPurchase: () => void;
  cancelPurchase: () => void;
  /** Buys every label of the batch (once per confirmation). */
  buy: () => void;
}

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  /** The batch, before its purchase is done. */
  batch: Batch;
  stage: ReviewStage;
  /** Its shipments in request order, with the rows they were sent from. */
  entries: readonly ListedShipment[];
  shipments: ShipmentsLoad;
  removeError: ShippingElementsError | null;
  /** Shipments are being removed or added. */
  editing: boolean;
  removing: boolean;
  /** The shipment being fixed, and why adding it failed. */
  fixing: { entry: ListedShipment; error: ShippingElementsError | null } | null;
  /** The service of every invalid shipment is being changed, and why adding them again failed. */
  changingService: { error: ShippingElementsError | null } | null;
  adding: boolean;
  /** The sender's country: a fixed shipment abroad goes on to its customs declaration. */
  senderCountry: string | undefined;
  /** The confirmation: the total, the purchase in flight, why the last one failed. */
  purchase: { total: PurchaseTotal; buying: boolean; error: ShippingElementsError | null };
  actions: ReviewActions;
  /** "Upload another file"; no button without it. */
  onStartOver?: (() => void) | undefined;
}

/**
 * A batch under review: its progress, its shipments (only those to fix while it is `INVALID`,
 * each removable or fixable), then the purchase, confirmed in a dialog that states the count
 * and the total.
 */
export function ReviewStep(props: ReviewStepProps): React.JSX.Element {
  const { batch, stage, entries, editing, removing, fixing, actions, onStartOver } = props;
  const { messages, locale } = useShippingElements('BatchReview', BATCH_REVIEW_TEXT);
  const text = messages.batchReview.review;
  const onlyToFix = stage === 'invalid';
  const toFix = shipmentsToFix(entries);
  const shown = onlyToFix ? toFix : entries;
  // Their service can change at once when the block has every one's row (not after a reload).
  const changeable = toFix.length > 0 && toFix.every((entry) => entry.sent !== undefined);
  return (
    <>
      <BatchOverview batch={batch} shipments={props.shipments} removeError={props.removeError} />
      {shown.length > 0 && (
        <ShipmentList
          entries={shown}
          label={onlyToFix ? text.toFixLabel : text.shipmentsLabel}
          purchased={false}
          removing={editing}
          onRemove={onlyToFix ? (id) => actions.remove([id]) : undefined}
          onFix={onlyToFix ? actions.openFix : undefined}
        />
      )}
      <div data-se-part="batch-review-actions">
        {onlyToFix && toFix.length > 0 && (
          <Button variant="secondary" part="batch-review-remove-invalid" pending={removing} disabled={removing} onClick={() => actions.remove(toFix.map(({ shipment }) => shipment.object_id))}>
            {formatMessage(text.removeInvalid, { count: toFix.length }, locale)}
          </Button>
        )}
        {onlyToFix && changeable && (
          <Button variant="secondary" part="batch-review-change-service" disabled={editing} onClick={actions.openServiceChange}>
            {formatMessage(text.changeService.open, { count: toFix.length }, locale)}
          </Button>
        )}
        {(stage === 'valid' || stage === 'confirming') && (
          <Button part="batch-review-purchase" onClick={actions.askPurchase}>
            {text.buy}
          </Button>
        )}
        {onStartOver && (stage === 'invalid' || stage === 'valid') && (
          <Button variant="ghost" part="batch-review-start-over" onClick={onStartOver}>
            {text.startOver}
          </Button>
        )}
      </div>
      <ConfirmPurchaseDialog
        open={stage === 'confirming'}
        count={batch.object_results?.creation_succeeded ?? entries.length}
        total={props.purchase.total}
        pending={props.purchase.buying}
        error={props.purchase.error}
        onCancel={actions.cancelPurchase}
        onConfirm={actions.buy}
      />
      <ChangeServiceDialog
        open={onlyToFix && props.changingService !== null}
        shipments={toFix}
        pending={props.adding}
        error={props.changingService?.error ?? null}
        senderCountry={props.senderCountry}
        onCancel={actions.closeFix}
        onSubmit={actions.changeService}
      />
      <FixShipmentDialog
        entry={onlyToFix ? (fixing?.entry ?? null) : null}
        sent={fixing?.entry.sent?.values}
        pending={props.adding}
        error={fixing?.error ?? null}
        senderCountry={props.senderCountry}
        onCancel={actions.closeFix}
        onSubmit={(row) => fixing && actions.addFixed(fixing.entry, row)}
      />
    </>
  );
}
