'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Refund } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { usePurchaseLabel, useRefund, useTransaction } from '../../queries/transactions';
import type { LabelPurchaseEvent, LabelPurchaseState } from './label-purchase-machine';

/** What {@link useLabelBuy} needs. */
export interface LabelBuyInput {
  state: LabelPurchaseState;
  dispatch: React.Dispatch<LabelPurchaseEvent>;
  /** The order the label is linked to (`metadata: "order:<id>"`). */
  orderId: string | undefined;
  onPurchase: ((transaction: Transaction) => void) | undefined;
  onRefund: ((refund: Refund) => void) | undefined;
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The paid part: the confirmation, the one purchase request it allows, the label that request
 * created (polled until the carrier is done), and its refund. Each confirmation sends at most one
 * purchase request, whatever is clicked or pressed; a new confirmation opens the guard again.
 */
export function useLabelBuy({ state, dispatch, orderId, onPurchase, onRefund, reportError }: LabelBuyInput) {
  const { emit } = useShippingElements('LabelPurchase');
  const purchase = usePurchaseLabel();
  const guard = useSubmitGuard('until-released');
  const transactionQuery = useTransaction(state.step === 'result' ? state.transactionId : undefined);
  const transaction = transactionQuery.data;
  const refund = useRefund(state.step === 'result' ? state.refundId : undefined).data;
  const reportPurchase = useLatestCallback(onPurchase);
  const reportRefund = useLatestCallback(onRefund);
  useReportQueryError(transactionQuery.error, reportError);

  // A label is reported once, when it succeeds: at once, or after the carrier finished a queued one.
  const reportedPurchases = React.useRef(new Set<string>());
  React.useEffect(() => {
    if (transaction?.status !== 'SUCCESS' || reportedPurchases.current.has(transaction.object_id)) {
      return;
    }
    reportedPurchases.current.add(transaction.object_id);
    reportPurchase(transaction);
    emit({ type: 'label.purchased', transaction });
  }, [transaction, reportPurchase, emit]);

  const actions = {
    /** Opens the confirmation (a new one: the guard opens again), or asks for a rate first. */
    review: () => {
      if (state.rate !== null) {
        guard.release();
        purchase.reset();
      }
      dispatch({ type: 'reviewRequested' });
    },
    closeConfirm: () => {
      // The request is in flight: closing now would hide its outcome.
      if (!purchase.isPending) {
        dispatch({ type: 'confirmClosed' });
      }
    },
    /** Buys the chosen rate, once per confirmation. */
    buy: () => {
      const { rate, labelFileType } = state;
      if (rate === null) {
        return;
      }
      guard
        .run(async () => {
          const bought = await purchase.mutateAsync({
            rate: rate.object_id,
            label_file_type: labelFileType,
            ...(orderId === undefined ? {} : { metadata: `order:${orderId}` }),
          });
          dispatch({ type: 'purchased', transactionId: bought.object_id });
        })
        // usePurchaseLabel's error type is ShippingElementsError: the client wraps every failure.
        ?.catch((error: unknown) => reportError(error as ShippingElementsError));
    },
    chooseAnotherRate: () => {
      purchase.reset();
      dispatch({ type: 'anotherRateRequested' });
    },
    retryLabel: () => void transactionQuery.refetch(),
    refundRequested: (accepted: Refund) => {
      dispatch({ type: 'refundRequested', refundId: accepted.object_id });
      reportRefund(accepted);
      emit({ type: 'label.refunded', refund: accepted });
    },
  };

  return {
    /** The purchase request of the open confirmation (`isPending`, `error`). */
    purchase,
    /** The label bought, as last polled, and its refund. */
    label: { transaction, loadError: transactionQuery.error, refund },
    actions,
  };
}
