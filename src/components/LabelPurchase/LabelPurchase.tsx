'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Address, AddressInput } from '../../api/resources/addresses';
import type { Rate } from '../../api/resources/rates';
import type { Refund, RefundStatus } from '../../api/resources/refunds';
import type { ShipmentInput } from '../../api/resources/shipments';
import type { LabelFileType, Transaction } from '../../api/resources/transactions';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useAddress } from '../../queries/addresses';
import { usePurchaseLabel, useRefund, useTransaction } from '../../queries/labels';
import { useOrder } from '../../queries/orders';
import { useCreateShipment } from '../../queries/shipments';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import type { AddressFormValue } from '../AddressForm/address-form-values';
import { AddressesStep } from './AddressesStep';
import { ConfirmDialog } from './ConfirmDialog';
import { customsFromOrder, FALLBACK_CURRENCY } from './customs-from-order';
import { toCustomsDeclarationInput, type CustomsStepValues } from './customs-values';
import { CustomsStep } from './CustomsStep';
import { LabelResult } from './LabelResult';
import { isInternational, planSteps, stepAfter, stepBefore, stepPosition, type LabelPurchaseStep } from './label-steps';
import { emptyOptions, LABEL_PURCHASE_OPTIONS, toShipmentExtra, type LabelPurchaseOption, type OptionsStepValues } from './options-values';
import { OptionsStep } from './OptionsStep';
import { emptyParcel, toParcelInputs, type ParcelStepValues } from './parcel-values';
import { ParcelStep } from './ParcelStep';
import { PurchaseError } from './PurchaseError';
import { RatesStep } from './RatesStep';
import { RefundPanel } from './RefundPanel';

// ---------------------------------------------------------------------------------------------
// Props
// ---------------------------------------------------------------------------------------------

/** Props of {@link LabelPurchase}. */
export interface LabelPurchaseProps
  extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'onChange' | 'onSubmit' | 'defaultValue' | 'children'> {
  /**
   * Starts from this order: its recipient prefills the ship-to address, its weight the first
   * package, and its line items the customs items. The label is linked to the order
   * (`metadata: "order:<id>"`), which the API then marks `SHIPPED`. Changing it starts over.
   * @default undefined (an empty start)
   */
  orderId?: string | undefined;
  /**
   * Starts from a shipment your backend created: the block goes straight to its rates, and the
   * shipment's addresses, parcels and customs declaration are used as they are. Combine with
   * `orderId` to link the label to an order. Changing it starts over.
   * @default undefined (the block creates the shipment from what the person enters)
   */
  shipmentId?: string | undefined;
  /**
   * The sender: a full address, or the `object_id` of a stored address. It is shown as a summary
   * the person can change. Without it, the person enters the sender first.
   * @default undefined
   */
  defaultSender?: AddressInput | string | undefined;
  /**
   * The shipment options offered, in an options step shown only when this is not empty:
   * `'signature'`, `'insurance'`, `'saturdayDelivery'`, `'returnLabel'`, `'references'`, `'qrCode'`.
   * Options not listed are never sent.
   * @default [] (no options step)
   */
  options?: readonly LabelPurchaseOption[] | undefined;
  /**
   * The label format preselected in the confirmation; the person may pick another one from the
   * API's list (`PDF_4x6`, `PDF_A4`, `PNG`, `ZPLII`, …).
   * @default 'PDF_4x6'
   */
  labelFileType?: LabelFileType | undefined;
  /**
   * Called once per label, when the purchase succeeds (`status: 'SUCCESS'`, immediately or after
   * the carrier finished a queued label). The provider's `onEvent` also receives
   * `{ type: 'label.purchased', transaction }`.
   */
  onPurchase?: ((transaction: Transaction) => void) | undefined;
  /**
   * Called when the API accepts the request to void and refund the label (usually `QUEUED`); the
   * block keeps polling and shows the outcome. The provider's `onEvent` also receives
   * `{ type: 'label.refunded', refund }`.
   */
  onRefund?: ((refund: Refund) => void) | undefined;
  /**
   * Called when a request of the block fails (loading the order, creating the shipment, buying,
   * refunding). The block still shows the error itself. The provider's `onEvent` receives an
   * `error` event with `source: 'LabelPurchase'`; the embedded AddressForm and RatePicker report
   * their own errors with their own source. A carrier that refuses a label is not an error of
   * this kind: it is a transaction with `status: 'ERROR'`, shown with the carrier's messages.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

// ---------------------------------------------------------------------------------------------
// LabelPurchase
// ---------------------------------------------------------------------------------------------

/**
 * Buys a shipping label from start to finish: addresses, packages, options, customs for
 * international shipments, rates, a confirmation that states the price, the purchase itself, the
 * label files and tracking, and the refund of an unused label.
 *
 * @remarks
 * **Starting points.** From an order (`orderId`: recipient, weight and customs items prefilled),
 * from a shipment (`shipmentId`: straight to its rates), or empty.
 *
 * **Paid actions happen once.** Each confirmation sends at most one purchase request, whatever is
 * clicked or pressed; the request is never retried automatically. A label the carrier refuses
 * (`ERROR`) shows the carrier's messages and leads back to the rates with everything kept.
 *
 * **Accessibility.** Native forms, fieldsets and radios; every step works with the keyboard
 * alone. Focus moves to the new step's heading, a polite live region announces "Step 2 of 5:
 * Package" and the purchase's progress, and going back keeps what was typed.
 *
 * **Styling contract** (`data-se-part`, with `data-state` and other attributes):
 * - `label-purchase`: the root `section`; `data-state="addresses" | "parcel" | "options" |
 *   "customs" | "rates" | "purchasing" | "purchased" | "error"`.
 * - `label-purchase-title`, `label-purchase-progress` (the step list), `label-purchase-progress-step`
 *   (`data-step`, `data-state="complete" | "current" | "upcoming"`), `label-purchase-step`
 *   (`data-step`), `label-purchase-step-count`, `label-purchase-step-heading`.
 * - Forms: `label-purchase-form`, `label-purchase-required-note`, `label-purchase-actions`; the
 *   fields are the kit's shared controls: `control` and `control-checkbox` (`data-se-field` names
 *   the value), `control-input`, `control-select`, `required-marker`.
 * - Steps: `label-purchase-addresses`, `label-purchase-sender`, `label-purchase-sender-heading`,
 *   `label-purchase-sender-address`; `label-purchase-parcel`, `label-purchase-parcel-legend`,
 *   `label-purchase-dimensions`, `label-purchase-weight`, `label-purchase-template-note`;
 *   `label-purchase-insurance`, `label-purchase-insurance-fields`, `label-purchase-references`;
 *   `label-purchase-customs-description`, `label-purchase-customs-items`, `label-purchase-customs-item`,
 *   `label-purchase-value`, `label-purchase-customs-declaration`, `label-purchase-customs-references`,
 *   `label-purchase-customs-certification`; `label-purchase-rates`, `label-purchase-rate-error`.
 * - Buttons are `button` (with `data-variant`); those that add and remove packages and customs
 *   items are also named by `data-se-button`: `label-purchase-add-parcel`,
 *   `label-purchase-remove-parcel`, `label-purchase-add-item`, `label-purchase-remove-item`.
 * - Confirmation (a modal dialog): `label-purchase-confirm` (`data-state="idle" |
 *   "purchasing" | "error"`), `label-purchase-confirm-note`, `label-purchase-file-type`,
 *   `label-purchase-confirm-error`, `label-purchase-confirm-warning`.
 * - Result: `label-purchase-creating`, `label-purchase-result` (`data-file-type`),
 *   `label-purchase-result-summary`, `label-purchase-result-details`, `label-purchase-result-detail`,
 *   `label-purchase-tracking-number`, `label-purchase-status` (`data-status`), `label-purchase-eta`,
 *   `label-purchase-links`, `label-purchase-link`, `label-purchase-zpl-note`, `label-purchase-qr-code`;
 *   `label-purchase-error`, `label-purchase-error-heading`, `label-purchase-error-messages`.
 * - Refund: `label-purchase-refund` (`data-state="available" | "QUEUED" | "PENDING" | "SUCCESS" |
 *   "ERROR"`), `label-purchase-refund-status` (`data-status`), `label-purchase-refund-confirm`,
 *   `label-purchase-refund-error`.
 * - CSS variables: `--se-label-purchase-gap`, `--se-label-purchase-max-width`.
 *
 * @example
 * // From an order, with the warehouse as sender and two options offered:
 * <LabelPurchase
 *   orderId={order.object_id}
 *   defaultSender={warehouseAddressId}
 *   options={['signature', 'insurance']}
 *   labelFileType="PDF_A6"
 *   onPurchase={(transaction) => saveTracking(transaction.tracking_number)}
 * />
 *
 * @example
 * // Rates of a shipment created by your backend:
 * <LabelPurchase shipmentId={shipment.object_id} onPurchase={(transaction) => print(transaction.label_url)} />
 */
export const LabelPurchase = /* @__PURE__ */ React.forwardRef<HTMLElement, LabelPurchaseProps>(function LabelPurchase(props, forwardedRef) {
  const [generation, setGeneration] = React.useState(0);
  // Another order, another shipment or "Buy another label" starts over with fresh state.
  return (
    <LabelPurchaseFlow
      key={`${generation}|${props.orderId ?? ''}|${props.shipmentId ?? ''}`}
      {...props}
      forwardedRef={forwardedRef}
      focusOnMount={generation > 0}
      onStartOver={() => setGeneration((current) => current + 1)}
    />
  );
});
// Minifiers rename functions; DevTools and error messages keep this name.
LabelPurchase.displayName = 'LabelPurchase';

// ---------------------------------------------------------------------------------------------
// LabelPurchaseFlow: one purchase, from the first step to the refund
// ---------------------------------------------------------------------------------------------

interface FlowProps extends LabelPurchaseProps {
  forwardedRef: React.ForwardedRef<HTMLElement>;
  /** Move focus to the first step's heading on mount (after "Buy another label"). */
  focusOnMount: boolean;
  onStartOver: () => void;
}

/** The shipment the block created for the rates step, keyed by the input it was created from. */
interface Quote {
  key: string;
  shipmentId: string | null;
}

/** Step values just submitted, which state does not hold yet in the same event. */
interface QuoteParts {
  parcels?: ParcelStepValues;
  options?: OptionsStepValues;
  customs?: CustomsStepValues;
}

type ResultView = 'loading' | 'load-error' | 'purchasing' | 'purchased' | 'error';

const NO_OPTIONS: readonly LabelPurchaseOption[] = [];

function resultViewOf(transaction: Transaction | undefined, loadFailed: boolean): ResultView {
  if (transaction === undefined) {
    return loadFailed ? 'load-error' : 'loading';
  }
  if (transaction.status === 'ERROR') {
    return 'error';
  }
  return transaction.status === 'WAITING' || transaction.status === 'QUEUED' ? 'purchasing' : 'purchased';
}

function LabelPurchaseFlow({
  orderId,
  shipmentId: shipmentIdProp,
  defaultSender,
  options: optionsProp = NO_OPTIONS,
  labelFileType: labelFileTypeProp = 'PDF_4x6',
  onPurchase,
  onRefund,
  onError,
  forwardedRef,
  focusOnMount,
  onStartOver,
  style,
  ...sectionProps
}: FlowProps): React.JSX.Element {
  const { messages, locale, themeRoot, emit } = useShippingElements('LabelPurchase');
  const text = messages.labelPurchase;
  const generatedId = React.useId();
  const titleId = `${generatedId}-title`;
  const headingId = `${generatedId}-heading`;
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  // Known options only, once each, in a stable order, whatever the host passes.
  const offered = LABEL_PURCHASE_OPTIONS.filter((option) => optionsProp.includes(option));
  const fromShipment = shipmentIdProp !== undefined;

  // --- Reporting --------------------------------------------------------------------------------

  const reportToHost = useLatestCallback(onError);
  const reportPurchase = useLatestCallback(onPurchase);
  const reportRefund = useLatestCallback(onRefund);
  const reportError = React.useCallback(
    (error: ShippingElementsError) => {
      reportToHost(error);
      emit({ type: 'error', error, source: 'LabelPurchase' });
    },
    [reportToHost, emit],
  );

  // --- Data -------------------------------------------------------------------------------------

  // From a shipment, the order only names what the label is linked to, and the sender is settled.
  const order = useOrder(fromShipment ? undefined : orderId);
  const storedSenderId = typeof defaultSender === 'string' && !fromShipment ? defaultSender : undefined;
  const storedSender = useAddress(storedSenderId);
  const createShipment = useCreateShipment();
  const purchase = usePurchaseLabel();

  // --- State: lifted here so that a step keeps what was typed when it unmounts ------------------

  const [step, setStep] = React.useState<LabelPurchaseStep>(fromShipment ? 'rates' : 'addresses');
  const [focusRequest, setFocusRequest] = React.useState(focusOnMount ? 1 : 0);
  const [editingSender, setEditingSender] = React.useState(defaultSender === undefined);
  const [savedSender, setSavedSender] = React.useState<Address | null>(null);
  const [senderDraft, setSenderDraft] = React.useState<AddressFormValue | undefined>(undefined);
  const [recipient, setRecipient] = React.useState<Address | null>(null);
  const [recipientDraft, setRecipientDraft] = React.useState<AddressFormValue | undefined>(undefined);
  const [recipientFocusRequest, setRecipientFocusRequest] = React.useState(0);
  const [parcelValues, setParcelValues] = React.useState<ParcelStepValues | undefined>(undefined);
  const [optionsValues, setOptionsValues] = React.useState<OptionsStepValues | undefined>(undefined);
  const [customsValues, setCustomsValues] = React.useState<CustomsStepValues | undefined>(undefined);
  const [quote, setQuote] = React.useState<Quote | null>(null);
  const [rate, setRate] = React.useState<Rate | null>(null);
  const [rateMissing, setRateMissing] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [labelFileType, setLabelFileType] = React.useState<LabelFileType>(labelFileTypeProp);
  const [transactionId, setTransactionId] = React.useState<string | undefined>(undefined);
  const [refundId, setRefundId] = React.useState<string | undefined>(undefined);

  const transactionQuery = useTransaction(transactionId);
  const transaction = transactionQuery.data;
  const refund = useRefund(refundId).data;

  // One purchase request per confirmation. A ref, not state: two clicks in the same tick both
  // see the state of the render before them.
  const purchaseStarted = React.useRef(false);
  const reportedPurchases = React.useRef(new Set<string>());

  // --- Effects: focus and reports ---------------------------------------------------------------

  React.useEffect(() => {
    // A dialog closed in the same commit has already put focus back on its opener (ui/Dialog does
    // that in a layout effect), so the new step's heading takes it from there.
    if (focusRequest > 0) {
      headingRef.current?.focus();
    }
  }, [focusRequest]);

  const orderError = order.error;
  React.useEffect(() => {
    if (orderError) {
      reportError(orderError);
    }
  }, [orderError, reportError]);

  const senderError = storedSender.error;
  React.useEffect(() => {
    if (senderError) {
      reportError(senderError);
    }
  }, [senderError, reportError]);

  const transactionError = transactionQuery.error;
  React.useEffect(() => {
    if (transactionError) {
      reportError(transactionError);
    }
  }, [transactionError, reportError]);

  React.useEffect(() => {
    if (transaction?.status !== 'SUCCESS' || reportedPurchases.current.has(transaction.object_id)) {
      return;
    }
    reportedPurchases.current.add(transaction.object_id);
    reportPurchase(transaction);
    emit({ type: 'label.purchased', transaction });
  }, [transaction, reportPurchase, emit]);

  // --- Derived ----------------------------------------------------------------------------------

  const senderAddress: AddressFormValue | undefined = savedSender ?? (typeof defaultSender === 'string' ? storedSender.data : defaultSender);
  const senderReference: ShipmentInput['address_from'] | undefined = savedSender ? savedSender.object_id : defaultSender;
  const senderCountry = (editingSender ? senderDraft?.country : undefined) ?? senderAddress?.country ?? senderDraft?.country ?? order.data?.from_address?.country;
  // What is typed wins over what was saved: the plan follows the country as it is being changed.
  const recipientCountry = recipientDraft?.country ?? recipient?.country ?? order.data?.to_address?.country;
  const international = isInternational(senderCountry, recipientCountry);
  const currency = order.data?.currency?.trim() || FALLBACK_CURRENCY;
  const planFor = (toCountry: string | null | undefined) =>
    planSteps({ fromShipment, hasOptions: offered.length > 0, international: isInternational(senderCountry, toCountry) });
  const steps = planFor(recipientCountry);
  const position = stepPosition(steps, step);
  const orderLoading = !fromShipment && orderId !== undefined && order.isPending;

  // --- Navigation -------------------------------------------------------------------------------

  const goTo = (next: LabelPurchaseStep) => {
    setStep(next);
    setRateMissing(false);
    setFocusRequest((current) => current + 1);
  };

  const goBack = (from: LabelPurchaseStep) => {
    const previous = stepBefore(steps, from);
    if (previous) {
      goTo(previous);
    }
  };

  function buildShipmentInput(parts: QuoteParts): ShipmentInput | undefined {
    const parcels = parts.parcels ?? parcelValues;
    if (senderReference === undefined || recipient === null || parcels === undefined) {
      return undefined;
    }
    const extra = offered.length > 0 ? toShipmentExtra(parts.options ?? optionsValues ?? emptyOptions(currency), offered) : undefined;
    const customs = international ? (parts.customs ?? customsValues) : undefined;
    return {
      address_from: senderReference,
      address_to: recipient.object_id,
      parcels: toParcelInputs(parcels),
      ...(extra === undefined ? {} : { extra }),
      ...(customs === undefined ? {} : { customs_declaration: toCustomsDeclarationInput(customs) }),
    };
  }

  /** Creates the shipment to rate, once per distinct input: going back and on without changes reuses it. */
  function requestQuote(parts: QuoteParts = {}) {
    const input = buildShipmentInput(parts);
    if (input === undefined) {
      return;
    }
    const key = JSON.stringify(input);
    if (quote?.key === key && (quote.shipmentId !== null || createShipment.isPending)) {
      return;
    }
    if (quote?.key !== key) {
      // A rate belongs to one shipment; a new shipment needs a new choice.
      setRate(null);
    }
    setQuote({ key, shipmentId: null });
    createShipment.mutate(input, {
      onSuccess: (shipment) => setQuote((current) => (current?.key === key ? { key, shipmentId: shipment.object_id } : current)),
      onError: reportError,
    });
  }

  function advanceFrom(from: LabelPurchaseStep, parts: QuoteParts = {}, toCountry: string | null | undefined = recipientCountry) {
    const next = stepAfter(planFor(toCountry), from);
    if (next === undefined) {
      return;
    }
    if (next === 'rates') {
      requestQuote(parts);
    }
    goTo(next);
  }

  // --- Purchase ---------------------------------------------------------------------------------

  function openConfirm() {
    if (rate === null) {
      setRateMissing(true);
      return;
    }
    purchaseStarted.current = false;
    purchase.reset();
    setConfirmOpen(true);
  }

  async function buy() {
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
    setTransactionId(bought.object_id);
    setRefundId(undefined);
    setConfirmOpen(false);
    goTo('result');
  }

  function chooseAnotherRate() {
    setTransactionId(undefined);
    setRate(null);
    purchase.reset();
    goTo('rates');
  }

  function refundRequested(accepted: Refund) {
    setRefundId(accepted.object_id);
    reportRefund(accepted);
    emit({ type: 'label.refunded', refund: accepted });
  }

  // --- View -------------------------------------------------------------------------------------

  const resultView = resultViewOf(transaction, transactionQuery.isError);
  const state = purchase.isPending
    ? 'purchasing'
    : confirmOpen && purchase.isError
      ? 'error'
      : step !== 'result'
        ? step
        : resultView === 'purchased'
          ? 'purchased'
          : resultView === 'error' || resultView === 'load-error'
            ? 'error'
            : 'purchasing';

  const stepText = formatMessage(text.stepAnnouncement, { current: position.current, total: position.total, step: text.steps[step] }, locale);
  let announcement = stepText;
  if (purchase.isPending) {
    announcement = text.confirm.buying;
  } else if (step === 'result') {
    if (refund !== undefined && Object.hasOwn(text.refund.statuses, refund.status)) {
      announcement = text.refund.statuses[refund.status as RefundStatus];
    } else if (resultView === 'purchased') {
      announcement = text.result.title;
    } else if (resultView === 'error') {
      announcement = text.purchaseFailed;
    } else if (resultView === 'purchasing' || resultView === 'loading') {
      announcement = text.result.creating;
    }
  }

  const heading =
    step !== 'result' ? text.steps[step] : resultView === 'purchased' ? text.result.title : resultView === 'error' ? text.purchaseFailed : text.steps.result;

  const quoteError = quote !== null && quote.shipmentId === null && createShipment.isError ? createShipment.error : null;
  const ratesShipmentId = fromShipment ? shipmentIdProp : (quote?.shipmentId ?? undefined);

  function renderStep(): React.ReactNode {
    switch (step) {
      case 'addresses': {
        if (orderLoading) {
          return <Skeleton rows={6} label={messages.common.loading} />;
        }
        return (
          <>
            {order.isError && <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />}
            <AddressesStep
              // Forms read their first values once: a retried order load remounts them prefilled.
              key={order.data ? 'order' : 'blank'}
              sender={senderAddress}
              senderLoading={storedSenderId !== undefined && savedSender === null && storedSender.isPending}
              senderError={savedSender === null ? storedSender.error : null}
              onRetrySender={() => void storedSender.refetch()}
              editingSender={editingSender}
              senderDefault={senderDraft ?? senderAddress ?? order.data?.from_address ?? undefined}
              recipientDefault={recipientDraft ?? recipient ?? order.data?.to_address ?? undefined}
              onSenderDraftChange={setSenderDraft}
              onRecipientDraftChange={setRecipientDraft}
              onSenderSaved={(address) => {
                setSavedSender(address);
                setEditingSender(false);
                setRecipientFocusRequest((current) => current + 1);
              }}
              onRecipientSaved={(address) => {
                setRecipient(address);
                advanceFrom('addresses', {}, address.country);
              }}
              onEditSender={() => setEditingSender(true)}
              onError={reportToHost}
              recipientFocusRequest={recipientFocusRequest}
            />
          </>
        );
      }
      case 'parcel':
        return (
          <ParcelStep
            labelledBy={headingId}
            defaultValues={parcelValues ?? { parcels: [emptyParcel(order.data)] }}
            onSubmit={(values) => {
              setParcelValues(values);
              advanceFrom('parcel', { parcels: values });
            }}
            onBack={(values) => {
              setParcelValues(values);
              goBack('parcel');
            }}
            onError={reportError}
          />
        );
      case 'options':
        return (
          <OptionsStep
            labelledBy={headingId}
            offered={offered}
            defaultValues={optionsValues ?? emptyOptions(currency)}
            onSubmit={(values) => {
              setOptionsValues(values);
              advanceFrom('options', { options: values });
            }}
            onBack={(values) => {
              setOptionsValues(values);
              goBack('options');
            }}
          />
        );
      case 'customs':
        return (
          <CustomsStep
            labelledBy={headingId}
            originCountry={senderCountry?.toUpperCase() ?? ''}
            defaultValues={customsValues ?? customsFromOrder(order.data, senderCountry?.toUpperCase() ?? '')}
            onSubmit={(values) => {
              setCustomsValues(values);
              advanceFrom('customs', { customs: values });
            }}
            onBack={(values) => {
              setCustomsValues(values);
              goBack('customs');
            }}
          />
        );
      case 'rates':
        return (
          <RatesStep
            shipmentId={ratesShipmentId}
            quoteError={quoteError}
            onRetryQuote={() => requestQuote()}
            rateId={rate?.object_id ?? null}
            onRateChange={(chosen) => {
              setRate(chosen);
              setRateMissing(false);
            }}
            rateMissing={rateMissing}
            onContinue={openConfirm}
            onBack={fromShipment ? undefined : () => goBack('rates')}
            onLoadError={reportToHost}
          >
            {rate && (
              <ConfirmDialog
                open={confirmOpen}
                onOpenChange={(open) => {
                  // The request is in flight: closing now would hide its outcome.
                  if (!purchase.isPending) {
                    setConfirmOpen(open);
                  }
                }}
                rate={rate}
                labelFileType={labelFileType}
                onLabelFileTypeChange={setLabelFileType}
                pending={purchase.isPending}
                error={purchase.error}
                onBuy={() => void buy()}
              />
            )}
          </RatesStep>
        );
      case 'result':
        return renderResult();
      default:
        step satisfies never;
        return null;
    }
  }

  function renderResult(): React.ReactNode {
    switch (resultView) {
      case 'loading':
      case 'purchasing':
        return <p data-se-part="label-purchase-creating">{text.result.creating}</p>;
      case 'load-error':
        return transactionQuery.error ? <ErrorNotice error={transactionQuery.error} onRetry={() => void transactionQuery.refetch()} /> : null;
      case 'error':
        return transaction ? <PurchaseError transaction={transaction} onChooseAnotherRate={chooseAnotherRate} /> : null;
      case 'purchased':
        return transaction ? (
          // A shipment the host passed has its label now; another one starts from the host's side.
          <LabelResult transaction={transaction} rate={rate} onBuyAnother={fromShipment ? undefined : onStartOver}>
            <RefundPanel transaction={transaction} refund={refund} onRequested={refundRequested} onError={reportError} />
          </LabelResult>
        ) : null;
      default:
        resultView satisfies never;
        return null;
    }
  }

  return (
    <section
      ref={forwardedRef}
      {...themeRoot.attributes}
      aria-labelledby={titleId}
      {...sectionProps}
      style={{ ...themeRoot.style, ...style }}
      aria-busy={orderLoading || undefined}
      data-se-part="label-purchase"
      data-state={state}
    >
      <h2 id={titleId} data-se-part="label-purchase-title">
        {text.title}
      </h2>
      <ol aria-label={text.progressLabel} data-se-part="label-purchase-progress">
        {steps.map((item, index) => {
          const itemState = index < position.current - 1 ? 'complete' : index === position.current - 1 ? 'current' : 'upcoming';
          return (
            <li
              key={item}
              data-se-part="label-purchase-progress-step"
              data-step={item}
              data-state={itemState}
              aria-current={itemState === 'current' ? 'step' : undefined}
            >
              {text.steps[item]}
            </li>
          );
        })}
      </ol>
      {/* Announces step changes and the purchase's progress; the steps' own text stays where it is. */}
      <div role="status" data-se-part="visually-hidden">
        {announcement}
      </div>
      <div data-se-part="label-purchase-step" data-step={step}>
        <p data-se-part="label-purchase-step-count">{formatMessage(text.stepProgress, { current: position.current, total: position.total }, locale)}</p>
        <h3 ref={headingRef} id={headingId} tabIndex={-1} data-se-part="label-purchase-step-heading">
          {heading}
        </h3>
        {renderStep()}
      </div>
    </section>
  );
}
