'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Address, AddressInput } from '../../api/resources/addresses';
import type { Rate } from '../../api/resources/rates';
import type { Refund } from '../../api/resources/refunds';
import type { LabelFileType, Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportError } from '../../provider/use-report-error';
import type { AddressFormValue } from '../AddressForm';
import { LABEL_PURCHASE_OPTIONS, type LabelPurchaseOption } from '../shared/steps/options-values';
import { initialLabelPurchaseState, labelPurchaseMachine, type FormStep, type LabelPurchaseEvent, type StepValues } from './label-purchase-machine';
import { useLabelBuy } from './use-label-buy';
import { useLabelQuote } from './use-label-quote';
import { usePurchasePlan } from './use-purchase-plan';

/** What {@link useLabelPurchase} needs from LabelPurchase's props. */
export interface LabelPurchaseInput {
  orderId: string | undefined;
  shipmentId: string | undefined;
  defaultSender: AddressInput | string | undefined;
  options: readonly LabelPurchaseOption[];
  labelFileType: LabelFileType;
  focusOnMount: boolean;
  onPurchase: ((transaction: Transaction) => void) | undefined;
  onRefund: ((refund: Refund) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

/**
 * The controller of one purchase: the state machine, the server data it names, and the named
 * actions the steps call. The view (LabelPurchase.tsx and its steps) renders what this returns
 * and calls `actions`; it never dispatches an event itself and holds no state of its own.
 *
 * In parts: `usePurchasePlan` (the order, the sender, the steps and the shipment request),
 * `useLabelQuote` (the shipment created to rate them), `useLabelBuy` (the confirmation, the one
 * purchase, the label and its refund). Each action that sends a request awaits it, then
 * dispatches what happened.
 */
export function useLabelPurchase(input: LabelPurchaseInput) {
  const { orderId, shipmentId, defaultSender, options, focusOnMount } = input;
  // Known options only, once each, in a stable order, whatever the host passes.
  const offered = LABEL_PURCHASE_OPTIONS.filter((option) => options.includes(option));
  const fromShipment = shipmentId !== undefined;
  // Embedded blocks (AddressForm, RatePicker) emit their own events: only the host hears of theirs.
  const reportToHost = useLatestCallback(input.onError);
  const reportError = useReportError('LabelPurchase', input.onError);

  const [state, dispatch] = React.useReducer(
    labelPurchaseMachine,
    { fromShipment, senderMissing: defaultSender === undefined, focusOnMount, labelFileType: input.labelFileType },
    initialLabelPurchaseState,
  );
  const { plan, planFor, shipmentInput, order, sender, currency, retryOrder, retrySender } = usePurchasePlan({ state, orderId, defaultSender, fromShipment, offered, reportError });
  const { requestQuote, ...quote } = useLabelQuote({ state, dispatch, plan, shipmentInput, shipmentId, reportError });
  const { purchase, label, actions: buyActions } = useLabelBuy({ state, dispatch, orderId, onPurchase: input.onPurchase, onRefund: input.onRefund, reportError });

  const actions = {
    ...buyActions,
    editSender: () => dispatch({ type: 'senderEditRequested' }),
    senderDraftChanged: (draft: AddressFormValue) => dispatch({ type: 'senderDraftChanged', draft }),
    recipientDraftChanged: (draft: AddressFormValue) => dispatch({ type: 'recipientDraftChanged', draft }),
    senderSaved: (address: Address) => dispatch({ type: 'senderSaved', address }),
    recipientSaved: (address: Address) => {
      const stepPlan = planFor(address.country);
      // Without parcel, options or customs steps left to fill, the rates come next.
      if (stepPlan[stepPlan.indexOf('addresses') + 1] === 'rates') {
        requestQuote();
      }
      dispatch({ type: 'recipientSaved', address, plan: stepPlan });
    },
    /** A step form was submitted with valid values: keep them, quote when the rates come next, move on. */
    submitted: <Step extends FormStep>(step: Step, values: StepValues[Step]) => {
      if (plan[plan.indexOf(step) + 1] === 'rates') {
        requestQuote({ [step]: values });
      }
      dispatch({ type: 'submitted', step, values, plan } as LabelPurchaseEvent);
    },
    back: <Step extends FormStep>(step: Step, values: StepValues[Step]) => dispatch({ type: 'wentBack', step, values, plan } as LabelPurchaseEvent),
    backFromRates: () => dispatch({ type: 'wentBack', step: 'rates', plan }),
    retryOrder,
    retrySender,
    retryQuote: () => requestQuote(),
    chooseRate: (rate: Rate) => dispatch({ type: 'rateChosen', rate }),
    chooseLabelFileType: (labelFileType: LabelFileType) => dispatch({ type: 'labelFileTypeChosen', labelFileType }),
  };

  return {
    /** The machine's state: the step on screen and what the person entered and chose. */
    state,
    /** The steps of this purchase. */
    plan,
    /** How the block was started: from the host's shipment, and which options it offers. */
    setup: { fromShipment, offered, currency },
    /** The order the block starts from (prefill). */
    order,
    /** The sender as it stands. */
    sender,
    /** The shipment whose rates are offered, or why it could not be created. */
    quote,
    /** The purchase request of the open confirmation. */
    purchase,
    /** The label bought, and its refund. */
    label,
    /** Reports a failure of the block (`onError` and the provider's event), or of an embedded block (`onError` only). */
    report: { error: reportError, toHost: reportToHost },
    actions,
  };
}

/** What {@link useLabelPurchase} returns: the view's whole input. */
export type LabelPurchaseController = ReturnType<typeof useLabelPurchase>;
