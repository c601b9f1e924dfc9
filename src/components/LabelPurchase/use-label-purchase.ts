'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { Refund } from '../../api/resources/refunds';
import type { ShipmentInput } from '../../api/resources/shipments';
import type { LabelFileType, Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { useAddress } from '../../queries/addresses';
import { usePurchaseLabel, useRefund, useTransaction } from '../../queries/transactions';
import { useOrder } from '../../queries/orders';
import { useCreateShipment } from '../../queries/shipments';
import type { AddressFormValue } from '../AddressForm';
import { FALLBACK_CURRENCY } from './customs-from-order';
import { toCustomsDeclarationInput } from '../shared/steps/customs-values';
import { initialState, labelPurchaseReducer, type LabelPurchaseEvent, type LabelPurchaseState, type StepValues } from './label-purchase-machine';
import { isInternational, planSteps } from './label-steps';
import { emptyOptions, LABEL_PURCHASE_OPTIONS, toShipmentExtra, type LabelPurchaseOption } from '../shared/steps/options-values';
import { toParcelInputs } from '../shared/steps/parcel-values';
import { rejectedFields } from './rejected-fields';
import { useReportError } from '../../provider/use-report-error';

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
 * The controller of one purchase: the state machine, the server data it names, the requests it
 * sends, and what the view derives from them. The view (LabelPurchase.tsx) renders what this
 * returns and calls its actions; it holds no state of its own.
 *
 * Reading order: data (queries and mutations) → the machine → derived values → actions
 * (each sends a request and reports its outcome to the machine) → reports to the host.
 */
export function useLabelPurchase(input: LabelPurchaseInput) {
  const { orderId, shipmentId, defaultSender, options, focusOnMount } = input;
  const { emit } = useShippingElements('LabelPurchase');
  // Known options only, once each, in a stable order, whatever the host passes.
  const offered = LABEL_PURCHASE_OPTIONS.filter((option) => options.includes(option));
  const fromShipment = shipmentId !== undefined;

  // --- Reporting --------------------------------------------------------------------------------

  const reportPurchase = useLatestCallback(input.onPurchase);
  const reportRefund = useLatestCallback(input.onRefund);
  // Embedded blocks (AddressForm, RatePicker) emit their own events: only the host hears of theirs.
  const reportToHost = useLatestCallback(input.onError);
  const reportError = useReportError('LabelPurchase', input.onError);

  // --- Data -------------------------------------------------------------------------------------

  // From a shipment, the order only names what the label is linked to, and the sender is settled.
  const order = useOrder(fromShipment ? undefined : orderId);
  const storedSenderId = typeof defaultSender === 'string' && !fromShipment ? defaultSender : undefined;
  const storedSender = useAddress(storedSenderId);
  const createShipment = useCreateShipment();
  const purchase = usePurchaseLabel();

  // --- The machine ------------------------------------------------------------------------------

  const [state, dispatch] = React.useReducer(
    labelPurchaseReducer,
    { fromShipment, senderMissing: defaultSender === undefined, focusOnMount, labelFileType: input.labelFileType },
    initialState,
  );
  const transactionQuery = useTransaction(state.transactionId);
  const transaction = transactionQuery.data;
  const refund = useRefund(state.refundId).data;

  // One purchase request per confirmation. A ref, not machine state: two clicks in the same tick
  // both see the state of the render before them.
  const purchaseStarted = React.useRef(false);
  const reportedPurchases = React.useRef(new Set<string>());

  // --- Derived ----------------------------------------------------------------------------------

  const { sender, recipient } = state;
  const senderAddress: AddressFormValue | undefined = sender.saved ?? (typeof defaultSender === 'string' ? storedSender.data : defaultSender);
  const senderReference: ShipmentInput['address_from'] | undefined = sender.saved ? sender.saved.object_id : defaultSender;
  const senderCountry =
    (sender.editing ? sender.draft?.country : undefined) ?? senderAddress?.country ?? sender.draft?.country ?? order.data?.from_address?.country;
  // What is typed wins over what was saved: the plan follows the country as it is being changed.
  const recipientCountry = recipient.draft?.country ?? recipient.saved?.country ?? order.data?.to_address?.country;
  const international = isInternational(senderCountry, recipientCountry);
  const currency = order.data?.currency?.trim() || FALLBACK_CURRENCY;
  const planFor = (toCountry: string | null | undefined) =>
    planSteps({ fromShipment, hasOptions: offered.length > 0, international: isInternational(senderCountry, toCountry) });
  const plan = planFor(recipientCountry);
  const orderLoading = !fromShipment && orderId !== undefined && order.isPending;

  // --- Actions ----------------------------------------------------------------------------------

  /** The shipment request for what was entered; `values` are a step's values just submitted. */
  function shipmentInput(values: Partial<StepValues>): ShipmentInput | undefined {
    const parcels = values.parcel ?? state.values.parcel;
    if (senderReference === undefined || recipient.saved === null || parcels === undefined) {
      return undefined;
    }
    const extra = offered.length > 0 ? toShipmentExtra(values.options ?? state.values.options ?? emptyOptions(currency), offered) : undefined;
    const customs = international ? (values.customs ?? state.values.customs) : undefined;
    return {
      address_from: senderReference,
      address_to: recipient.saved.object_id,
      parcels: toParcelInputs(parcels),
      ...(extra === undefined ? {} : { extra }),
      ...(customs === undefined ? {} : { customs_declaration: toCustomsDeclarationInput(customs) }),
    };
  }

  /** Creates the shipment to rate, once per distinct input: going back and on without changes reuses it. */
  function requestQuote(values: Partial<StepValues> = {}) {
    const request = shipmentInput(values);
    if (request === undefined) {
      return;
    }
    const key = JSON.stringify(request);
    if (state.quote?.key === key && (state.quote.shipmentId !== null || createShipment.isPending)) {
      return;
    }
    dispatch({ type: 'quoteRequested', key });
    createShipment.mutate(request, {
      onSuccess: (shipment) => dispatch({ type: 'quoteCreated', key, shipmentId: shipment.object_id }),
      onError: (error) => {
        reportError(error);
        // A field the person typed was refused: show it on its step rather than a general error.
        const rejected = rejectedFields(error, plan);
        if (rejected !== null) {
          dispatch({ type: 'quoteRejected', key, ...rejected });
        }
      },
    });
  }

  /** A step form was submitted with valid values: keep them, quote when the rates come next, move on. */
  function submitted<Step extends keyof StepValues>(step: Step, values: StepValues[Step], toCountry: string | null | undefined = recipientCountry) {
    const stepPlan = planFor(toCountry);
    if (stepPlan[stepPlan.indexOf(step) + 1] === 'rates') {
      requestQuote({ [step]: values });
    }
    dispatch({ type: 'submitted', step, values, plan: stepPlan } as LabelPurchaseEvent);
  }

  const actions = {
    submitted,
    back: <Step extends keyof StepValues>(step: Step, values: StepValues[Step]) => dispatch({ type: 'back', step, values, plan } as LabelPurchaseEvent),
    backFromRates: () => dispatch({ type: 'back', step: 'rates', plan }),
    recipientSaved: (address: NonNullable<LabelPurchaseState['recipient']['saved']>) => {
      const stepPlan = planFor(address.country);
      // Without parcel, options or customs steps left to fill, the rates come next.
      if (stepPlan[stepPlan.indexOf('addresses') + 1] === 'rates') {
        requestQuote();
      }
      dispatch({ type: 'recipientSaved', address, plan: stepPlan });
    },
    retryQuote: () => requestQuote(),
    review: () => {
      if (state.rate !== null) {
        purchaseStarted.current = false;
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
    buy: async () => {
      const { rate, labelFileType } = state;
      if (purchaseStarted.current || rate === null) {
        return;
      }
      purchaseStarted.current = true;
      let bought: Transaction;
      try {
        bought = await purchase.mutateAsync({
          rate: rate.object_id,
          label_file_type: labelFileType,
          ...(orderId === undefined ? {} : { metadata: `order:${orderId}` }),
        });
      } catch (error) {
        // usePurchaseLabel's error type is ShippingElementsError: the client wraps every failure.
        reportError(error as ShippingElementsError);
        return;
      }
      dispatch({ type: 'purchased', transactionId: bought.object_id });
    },
    chooseAnotherRate: () => {
      purchase.reset();
      dispatch({ type: 'anotherRateRequested' });
    },
    refundRequested: (accepted: Refund) => {
      dispatch({ type: 'refundRequested', refundId: accepted.object_id });
      reportRefund(accepted);
      emit({ type: 'label.refunded', refund: accepted });
    },
  };

  // --- Reports to the host ----------------------------------------------------------------------

  useReportQueryError(order.error, reportError);
  useReportQueryError(storedSender.error, reportError);
  useReportQueryError(transactionQuery.error, reportError);

  React.useEffect(() => {
    if (transaction?.status !== 'SUCCESS' || reportedPurchases.current.has(transaction.object_id)) {
      return;
    }
    reportedPurchases.current.add(transaction.object_id);
    reportPurchase(transaction);
    emit({ type: 'label.purchased', transaction });
  }, [transaction, reportPurchase, emit]);

  const quote = state.quote;
  return {
    state,
    dispatch,
    actions,
    plan,
    offered,
    fromShipment,
    currency,
    senderCountry,
    orderLoading,
    order,
    storedSender,
    storedSenderId,
    senderAddress,
    createShipment,
    purchase,
    transactionQuery,
    transaction,
    refund,
    reportError,
    reportToHost,
    /** Creating the shipment for the rates failed (and no step holds the refused fields). */
    quoteError: quote !== null && quote.shipmentId === null && createShipment.isError ? createShipment.error : null,
    /** The shipment whose rates are offered. */
    ratesShipmentId: fromShipment ? shipmentId : (quote?.shipmentId ?? undefined),
  };
}

/** What {@link useLabelPurchase} returns: the view's whole input. */
export type LabelPurchaseController = ReturnType<typeof useLabelPurchase>;

function useReportQueryError(error: ShippingElementsError | null, report: (error: ShippingElementsError) => void) {
  React.useEffect(() => {
    if (error) {
      report(error);
    }
  }, [error, report]);
}
