'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../../api/errors';
import type { AddressInput } from '../../../api/resources/addresses';
import { useSubmitGuard } from '../../../internal/use-submit-guard';
import { useAddBatchShipments, usePurchaseBatch, useRemoveBatchShipments } from '../../../queries/batches';
import type { BatchReviewEvent, BatchReviewState } from './batch-review-machine';
import { toBatchShipment } from './batch-values';
import { shipmentsToFix, type ListedShipment } from './listed-shipments';
import type { RowValues } from './parse-batch-csv';

/** What {@link useBatchReview} needs from the controller. */
export interface BatchReviewInput {
  /** The review's state while the block follows a batch, `null` before. */
  state: BatchReviewState | null;
  dispatch: (event: BatchReviewEvent) => void;
  /** The batch's shipments as listed now (request order). */
  entries: readonly ListedShipment[];
  sender: AddressInput | string;
  senderCountry: string | undefined;
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The review's part of the controller: removing invalid shipments, fixing one (the fixed shipment
 * is added, then the invalid one removed), and the purchase, once per confirmation. Each action
 * awaits its request, then tells the machine what happened.
 */
export function useBatchReview({ state, dispatch, entries, sender, senderCountry, reportError }: BatchReviewInput) {
  const removeShipments = useRemoveBatchShipments();
  const addShipments = useAddBatchShipments();
  const purchase = usePurchaseBatch();
  const batch = state;
  const batchId = batch?.batchId;
  // Shipments are removed or added one request at a time; a label purchase once per confirmation
  // of a batch. The purchase guard is the batch's: a block that follows another batch in the same
  // visit (OrdersInbox after "Back to orders") finds it open, as BatchUploader does after its
  // "Upload another file" remounts it.
  const edits = useSubmitGuard('in-flight');
  const purchaseGuard = useSubmitGuard('until-released', batchId);
  // Likewise the requests' outcomes: another batch does not show the last one's failed removal.
  const { reset: resetRemoval } = removeShipments;
  const { reset: resetAdding } = addShipments;
  const { reset: resetPurchase } = purchase;
  React.useEffect(() => {
    resetRemoval();
    resetAdding();
    resetPurchase();
  }, [batchId, resetRemoval, resetAdding, resetPurchase]);

  const remove = (ids: readonly string[]) => {
    if (!batch || ids.length === 0) {
      return;
    }
    const places = ids.map((id) => entries.findIndex((entry) => entry.shipment.object_id === id));
    const listed = entries.length;
    void edits.run(async () => {
      try {
        await removeShipments.mutateAsync({ batchId: batch.batchId, batchShipmentIds: [...ids] });
        dispatch({ type: 'shipmentsRemoved', places, listed });
      } catch (error) {
        reportError(error as ShippingElementsError);
      }
    });
  };

  /**
   * Fixed shipments go back into the batch (one request), then the invalid ones leave it (one
   * request): one shipment fixed in its dialog, or every invalid one with another service.
   */
  const addAgain = (fixes: ReadonlyArray<{ entry: ListedShipment; row: RowValues }>, rowOverrides: boolean) => {
    if (!batch || fixes.length === 0) {
      return;
    }
    const { batchId } = batch;
    const listed = entries.length;
    void edits.run(async () => {
      try {
        await addShipments.mutateAsync({ batchId, shipments: fixes.map(({ row }) => toBatchShipment(row, sender, rowOverrides, senderCountry)) });
      } catch (error) {
        dispatch({ type: 'fixFailed', error: error as ShippingElementsError });
        reportError(error as ShippingElementsError);
        return;
      }
      dispatch({ type: 'fixAdded', places: fixes.map(({ entry }) => entry.index - 1), rows: fixes.map(({ entry, row }) => ({ line: entry.sent?.line ?? null, values: row })), listed });
      try {
        await removeShipments.mutateAsync({ batchId, batchShipmentIds: fixes.map(({ entry }) => entry.shipment.object_id) });
      } catch (error) {
        // The invalid ones stayed: the rows no longer line up with the batch.
        dispatch({ type: 'rowsLost' });
        reportError(error as ShippingElementsError);
      }
    });
  };

  /** A fixed shipment goes back into the batch, then the invalid one leaves it. */
  const addFixed = (entry: ListedShipment, row: RowValues) => addAgain([{ entry, row }], batch?.rowOverrides ?? false);

  /**
   * Every invalid shipment whose row the block has, sent again with this carrier account and
   * service level (the person chose them for these shipments, so they apply whatever the
   * batch's setting for a file's own service columns), then the invalid ones removed.
   */
  const changeService = (carrierAccount: string, servicelevelToken: string) =>
    addAgain(
      shipmentsToFix(entries).flatMap((entry) => (entry.sent ? [{ entry, row: { ...entry.sent.values, carrier_account: carrierAccount, servicelevel_token: servicelevelToken } }] : [])),
      true,
    );

  const buy = () => {
    if (state?.step !== 'confirming') {
      return;
    }
    const { batchId } = state;
    // One purchase per confirmation: React Query shows "pending" a render later, so two clicks in
    // the same tick would both pass a check of the button's state. The guard does not wait.
    void purchaseGuard.run(async () => {
      try {
        await purchase.mutateAsync(batchId);
        dispatch({ type: 'purchaseSent' });
      } catch (error) {
        // Nothing was bought: the next confirmation may send again.
        purchaseGuard.release();
        dispatch({ type: 'purchaseFailed', error: error as ShippingElementsError });
        reportError(error as ShippingElementsError);
      }
    });
  };

  return {
    /** Where the review's requests are (the steps' `editing`, `removing`, … props). */
    requests: {
      /** Shipments are being removed or added: their buttons wait. */
      editing: removeShipments.isPending || addShipments.isPending,
      removing: removeShipments.isPending,
      /** The last removal failed. */
      removeError: removeShipments.error,
      adding: addShipments.isPending,
      buying: purchase.isPending,
    },
    actions: {
      remove,
      addFixed,
      changeService,
      openServiceChange: () => dispatch({ type: 'serviceChangeOpened' }),
      buy,
      openFix: (entry: ListedShipment) => dispatch({ type: 'fixOpened', batchShipmentId: entry.shipment.object_id }),
      closeFix: () => dispatch({ type: 'fixClosed' }),
      askPurchase: () => dispatch({ type: 'purchaseAsked' }),
      cancelPurchase: () => dispatch({ type: 'purchaseCancelled' }),
    },
  };
}
