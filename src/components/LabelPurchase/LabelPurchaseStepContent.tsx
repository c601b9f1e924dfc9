'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import { Skeleton } from '../../ui/Skeleton';
import { AddressesStep } from './AddressesStep';
import { customsFromOrder } from '../shared/steps/customs-from-order';
import type { FormStep, StepValues } from './label-purchase-machine';
import type { ResultView } from './label-purchase-view';
import { emptyOptions } from '../shared/steps/options-values';
import { emptyParcel } from '../shared/steps/parcel-values';
import { PurchaseError } from './PurchaseError';
import { RatesStep } from './RatesStep';
import type { LabelPurchaseController } from './use-label-purchase';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

// The steps after the addresses and the purchase's confirm dialog load on use
// (ui/load-on-use.tsx), fetched when the block mounts: a page shows the addresses first.
const ParcelStep = /* @__PURE__ */ componentOnUse(() => import('./ParcelStep').then((module) => module.ParcelStep), { whileLoading: 'placeholder' });
const OptionsStep = /* @__PURE__ */ componentOnUse(() => import('./OptionsStep').then((module) => module.OptionsStep), { whileLoading: 'placeholder' });
const LabelResult = /* @__PURE__ */ componentOnUse(() => import('./LabelResult').then((module) => module.LabelResult), { whileLoading: 'placeholder' });
// The label's refund, shown with the label: after the purchase, as the result step.
const RefundPanel = /* @__PURE__ */ componentOnUse(() => import('../shared/label/RefundPanel').then((module) => module.RefundPanel));
const CustomsStep = /* @__PURE__ */ componentOnUse(() => import('../shared/steps/CustomsStep').then((module) => module.CustomsStep), { whileLoading: 'placeholder' });
const ConfirmDialog = /* @__PURE__ */ componentOnUse(() => import('./ConfirmDialog').then((module) => module.ConfirmDialog), {
  activeOf: (props) => props.open,
  closeOf: (props) => () => props.onOpenChange(false),
});

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
  const { messages, locale } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const { state, order, sender, setup, report, actions } = flow;
  const origin = sender.country?.toUpperCase() ?? '';
  usePreloaded(ParcelStep.code, OptionsStep.code, CustomsStep.code, ConfirmDialog.code, LabelResult.code, RefundPanel.code);
  // A step form's two ways out: its valid values submitted, or back with what was typed.
  const exits = <Step extends FormStep>(step: Step) => ({
    onSubmit: (values: StepValues[Step]) => actions.submitted(step, values),
    onBack: (values: StepValues[Step]) => actions.back(step, values),
  });

  switch (state.step) {
    case 'addresses':
      if (order.loading) {
        return <Skeleton rows={6} label={messages.common.loading} />;
      }
      return (
        <>
          {order.error && <ErrorNotice error={order.error} onRetry={actions.retryOrder} />}
          <AddressesStep
            // Forms read their first values once: a retried order load remounts them prefilled.
            key={order.data ? 'order' : 'blank'}
            sender={sender.address}
            senderLoading={sender.loading}
            senderError={sender.error}
            onRetrySender={actions.retrySender}
            editingSender={state.sender.editing}
            senderDefault={state.sender.draft ?? sender.address ?? order.data?.from_address ?? undefined}
            recipientDefault={state.recipient.draft ?? state.recipient.saved ?? order.data?.to_address ?? undefined}
            onSenderDraftChange={actions.senderDraftChanged}
            onRecipientDraftChange={actions.recipientDraftChanged}
            onSenderSaved={actions.senderSaved}
            onRecipientSaved={actions.recipientSaved}
            onEditSender={actions.editSender}
            onError={report.toHost}
            recipientFocusRequest={state.recipient.focus}
          />
        </>
      );
    case 'parcel':
      return (
        <ParcelStep
          labelledBy={headingId}
          defaultValues={state.values.parcel ?? { parcels: [emptyParcel(order.data, locale)] }}
          rejected={state.rejected}
          {...exits('parcel')}
          onError={report.error}
        />
      );
    case 'options':
      return (
        <OptionsStep
          labelledBy={headingId}
          offered={setup.offered}
          defaultValues={state.values.options ?? emptyOptions(setup.currency)}
          rejected={state.rejected}
          {...exits('options')}
        />
      );
    case 'customs':
      return (
        <CustomsStep
          labelledBy={headingId}
          originCountry={origin}
          defaultValues={state.values.customs ?? customsFromOrder(order.data, origin)}
          rejected={state.rejected}
          {...exits('customs')}
        />
      );
    case 'rates':
      return (
        <RatesStep
          shipmentId={flow.quote.shipmentId}
          quoteError={flow.quote.error}
          onRetryQuote={actions.retryQuote}
          rateId={state.rate?.object_id ?? null}
          onRateChange={actions.chooseRate}
          rateMissing={state.rateMissing}
          onContinue={actions.review}
          onBack={setup.fromShipment ? undefined : actions.backFromRates}
          onLoadError={report.toHost}
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
              onLabelFileTypeChange={actions.chooseLabelFileType}
              pending={flow.purchase.isPending}
              error={flow.purchase.error}
              onBuy={actions.buy}
            />
          )}
        </RatesStep>
      );
    case 'result':
      return <ResultContent flow={flow} result={result} onStartOver={onStartOver} />;
    default:
      state satisfies never;
      return null;
  }
}

/** The result step: the label being created, the label (with its refund), or the carrier's refusal. */
function ResultContent({ flow, result, onStartOver }: Omit<LabelPurchaseStepContentProps, 'headingId'>): React.JSX.Element | null {
  const { messages } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const { label, actions } = flow;
  const { transaction } = label;
  switch (result) {
    case 'loading':
    case 'purchasing':
      return <p data-se-part="label-purchase-creating">{messages.labelPurchase.result.creating}</p>;
    case 'load-error':
      return label.loadError ? <ErrorNotice error={label.loadError} onRetry={actions.retryLabel} /> : null;
    case 'error':
      return transaction ? <PurchaseError transaction={transaction} onChooseAnotherRate={actions.chooseAnotherRate} /> : null;
    case 'purchased':
    case 'voided':
    case 'refunded':
      return transaction ? (
        // A shipment the host passed has its label now; another one starts from the host's side.
        <LabelResult transaction={transaction} rate={flow.state.rate} usable={result === 'purchased'} onBuyAnother={flow.setup.fromShipment ? undefined : onStartOver}>
          <RefundPanel transaction={transaction} refund={label.refund} onRequested={actions.refundRequested} onError={flow.report.error} />
        </LabelResult>
      ) : null;
    default:
      result satisfies never;
      return null;
  }
}
