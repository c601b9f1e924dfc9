'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { AddressesStep } from './AddressesStep';
import { ConfirmDialog } from './ConfirmDialog';
import { customsFromOrder } from './customs-from-order';
import { CustomsStep } from '../shared/steps/CustomsStep';
import { LabelResult } from './LabelResult';
import type { ResultView } from './label-purchase-view';
import { emptyOptions } from '../shared/steps/options-values';
import { OptionsStep } from './OptionsStep';
import { emptyParcel } from '../shared/steps/parcel-values';
import { ParcelStep } from './ParcelStep';
import { PurchaseError } from './PurchaseError';
import { RatesStep } from './RatesStep';
import { RefundPanel } from '../shared/RefundPanel';
import type { LabelPurchaseController } from './use-label-purchase';
import { LABEL_PURCHASE_TEXT } from '../shared/label-purchase-text';

/** Props of {@link LabelPurchaseStepContent}. */
export interface LabelPurchaseStepContentProps {
  /** The purchase's controller, from `useLabelPurchase`. */
  flow: LabelPurchaseController;
  /** How the bought label stands (the result step). */
  result: ResultView;
  /** Id of the step heading, which names the step's form. */
  headingId: string;
  /** Starts a new purchase ("Buy another label"). */
  onStartOver: () => void;
}

/**
 * The step on screen: one step component each, fed from the machine's state and wired to the
 * controller's actions. It holds no state: a step's typed values live in the machine while it is
 * away, and come back as its defaults.
 */
export function LabelPurchaseStepContent({ flow, result, headingId, onStartOver }: LabelPurchaseStepContentProps): React.JSX.Element | null {
  const { messages } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const { state, dispatch, actions, order } = flow;
  const rejectedOn = (step: 'parcel' | 'options' | 'customs') => (state.rejected?.step === step ? state.rejected.paths : undefined);
  const origin = flow.senderCountry?.toUpperCase() ?? '';

  switch (state.step) {
    case 'addresses':
      if (flow.orderLoading) {
        return <Skeleton rows={6} label={messages.common.loading} />;
      }
      return (
        <>
          {order.isError && <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />}
          <AddressesStep
            // Forms read their first values once: a retried order load remounts them prefilled.
            key={order.data ? 'order' : 'blank'}
            sender={flow.senderAddress}
            senderLoading={flow.storedSenderId !== undefined && state.sender.saved === null && flow.storedSender.isPending}
            senderError={state.sender.saved === null ? flow.storedSender.error : null}
            onRetrySender={() => void flow.storedSender.refetch()}
            editingSender={state.sender.editing}
            senderDefault={state.sender.draft ?? flow.senderAddress ?? order.data?.from_address ?? undefined}
            recipientDefault={state.recipient.draft ?? state.recipient.saved ?? order.data?.to_address ?? undefined}
            onSenderDraftChange={(draft) => dispatch({ type: 'senderDraftChanged', draft })}
            onRecipientDraftChange={(draft) => dispatch({ type: 'recipientDraftChanged', draft })}
            onSenderSaved={(address) => dispatch({ type: 'senderSaved', address })}
            onRecipientSaved={actions.recipientSaved}
            onEditSender={() => dispatch({ type: 'senderEditRequested' })}
            onError={flow.reportToHost}
            recipientFocusRequest={state.recipient.focus}
          />
        </>
      );
    case 'parcel':
      return (
        <ParcelStep
          labelledBy={headingId}
          defaultValues={state.values.parcel ?? { parcels: [emptyParcel(order.data)] }}
          rejected={rejectedOn('parcel')}
          onSubmit={(values) => actions.submitted('parcel', values)}
          onBack={(values) => actions.back('parcel', values)}
          onError={flow.reportError}
        />
      );
    case 'options':
      return (
        <OptionsStep
          labelledBy={headingId}
          offered={flow.offered}
          defaultValues={state.values.options ?? emptyOptions(flow.currency)}
          rejected={rejectedOn('options')}
          onSubmit={(values) => actions.submitted('options', values)}
          onBack={(values) => actions.back('options', values)}
        />
      );
    case 'customs':
      return (
        <CustomsStep
          labelledBy={headingId}
          originCountry={origin}
          defaultValues={state.values.customs ?? customsFromOrder(order.data, origin)}
          rejected={rejectedOn('customs')}
          onSubmit={(values) => actions.submitted('customs', values)}
          onBack={(values) => actions.back('customs', values)}
        />
      );
    case 'rates':
      return (
        <RatesStep
          shipmentId={flow.ratesShipmentId}
          quoteError={flow.quoteError}
          onRetryQuote={actions.retryQuote}
          rateId={state.rate?.object_id ?? null}
          onRateChange={(rate) => dispatch({ type: 'rateChosen', rate })}
          rateMissing={state.rateMissing}
          onContinue={actions.review}
          onBack={flow.fromShipment ? undefined : actions.backFromRates}
          onLoadError={flow.reportToHost}
        >
          {state.rate && (
            <ConfirmDialog
              open={state.confirming}
              onOpenChange={(open) => {
                if (!open) {
                  actions.closeConfirm();
                }
              }}
              rate={state.rate}
              labelFileType={state.labelFileType}
              onLabelFileTypeChange={(labelFileType) => dispatch({ type: 'labelFileTypeChosen', labelFileType })}
              pending={flow.purchase.isPending}
              error={flow.purchase.error}
              onBuy={() => void actions.buy()}
            />
          )}
        </RatesStep>
      );
    case 'result':
      return <ResultContent flow={flow} result={result} onStartOver={onStartOver} />;
    default:
      state.step satisfies never;
      return null;
  }
}

/** The result step: the label being created, the label (with its refund), or the carrier's refusal. */
function ResultContent({ flow, result, onStartOver }: Omit<LabelPurchaseStepContentProps, 'headingId'>): React.JSX.Element | null {
  const { messages } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const { transaction, transactionQuery } = flow;
  switch (result) {
    case 'loading':
    case 'purchasing':
      return <p data-se-part="label-purchase-creating">{messages.labelPurchase.result.creating}</p>;
    case 'load-error':
      return transactionQuery.error ? <ErrorNotice error={transactionQuery.error} onRetry={() => void transactionQuery.refetch()} /> : null;
    case 'error':
      return transaction ? <PurchaseError transaction={transaction} onChooseAnotherRate={flow.actions.chooseAnotherRate} /> : null;
    case 'purchased':
    case 'voided':
    case 'refunded':
      return transaction ? (
        // A shipment the host passed has its label now; another one starts from the host's side.
        <LabelResult transaction={transaction} rate={flow.state.rate} usable={result === 'purchased'} onBuyAnother={flow.fromShipment ? undefined : onStartOver}>
          <RefundPanel transaction={transaction} refund={flow.refund} onRequested={flow.actions.refundRequested} onError={flow.reportError} />
        </LabelResult>
      ) : null;
    default:
      result satisfies never;
      return null;
  }
}
