'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { AddressInput } from '../../api/resources/addresses';
import type { Refund } from '../../api/resources/refunds';
import type { LabelFileType, Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { BlockFrame, StepHeading } from '../../ui/BlockFrame';
import { formatMessage } from '../../provider/messages';
import { LabelPurchaseStepContent } from './LabelPurchaseStepContent';
import { announcementOf, headingOf, resultViewOf, viewStateOf } from './label-purchase-view';
import { stepPosition } from './label-steps';
import type { LabelPurchaseOption } from '../shared/steps/options-values';
import { useLabelPurchase } from './use-label-purchase';
import { LABEL_PURCHASE_TEXT } from './label-purchase-text';

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
 *   "customs" | "rates" | "purchasing" | "purchased" | "voided" | "refunded" | "error"` (`voided`
 *   once a refund is requested, `refunded` once it succeeded).
 * - `label-purchase-title`, `label-purchase-progress` (the step list), `label-purchase-progress-step`
 *   (`data-step`, `data-state="complete" | "current" | "upcoming"`), `label-purchase-step`
 *   (`data-step`), `label-purchase-step-count`, `label-purchase-step-heading`.
 * - Forms: `label-purchase-form`, `label-purchase-required-note`, `label-purchase-actions`
 *   (`step-actions` under the parcel, options and customs steps); the fields are the kit's shared
 *   controls: `control` and `control-checkbox` (`data-se-field` names the value), `control-input`,
 *   `control-select`, `required-marker`.
 * - Steps: `label-purchase-addresses`, `label-purchase-sender`, `label-purchase-sender-heading`,
 *   `label-purchase-sender-address`; `label-purchase-parcel`, `label-purchase-parcel-legend`,
 *   `label-purchase-dimensions`, `label-purchase-weight`, `label-purchase-template-note`;
 *   `label-purchase-insurance`, `label-purchase-insurance-fields`, `label-purchase-references`;
 *   `label-purchase-rates`, `label-purchase-rate-error`.
 * - The customs step (the customs unit, also in BatchUploader and OrdersInbox): `customs-form`,
 *   `customs-description`, `customs-required-note`, `customs-items`, `customs-item`,
 *   `customs-weight`, `customs-value`, `customs-declaration`, `customs-references`,
 *   `customs-certification`.
 * - Buttons are `button` (with `data-variant`); those that add and remove packages and customs
 *   items are also named by `data-se-button`: `label-purchase-add-parcel`,
 *   `label-purchase-remove-parcel`, `customs-add-item`, `customs-remove-item`.
 * - Confirmation (a modal dialog): `label-purchase-confirm` (`data-state="idle" |
 *   "purchasing" | "error"`), `label-purchase-confirm-note`, `label-purchase-file-type`,
 *   `label-purchase-confirm-error`, `label-purchase-confirm-warning`.
 * - Result: `label-purchase-creating`, `label-purchase-result` (`data-file-type`),
 *   `label-purchase-result-summary`, `label-purchase-result-details`, `label-purchase-result-detail`,
 *   `label-purchase-tracking-number`, `label-purchase-status` (`data-status`), `label-purchase-eta`,
 *   `label-purchase-links`, `new-tab-link`, `label-purchase-zpl-note`, `label-purchase-qr-code`,
 *   `label-print` (the print button), `label-print-frame` (the hidden frame it
 *   prints), `label-print-fallback`, `label-purchase-voided-note`;
 *   `label-purchase-error`, `label-purchase-error-heading`, `label-purchase-error-messages`.
 * - Refund: `label-refund` (`data-state="available" | "QUEUED" | "PENDING" | "SUCCESS" |
 *   "ERROR"`), `label-refund-status` (`data-status`), `label-refund-confirm`,
 *   `label-refund-error`.
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
//
// The parts, in reading order:
// - label-purchase-machine.ts: the one state machine (a reducer of steps and events);
// - use-label-purchase.ts: the controller (data, requests, the machine, reports to the host);
// - label-purchase-view.ts: what is shown, derived (data-state, heading, announcement);
// - this component: the block's frame (ui/BlockFrame: title, live region) with the progress and the step heading;
// - LabelPurchaseStepContent.tsx: the step on screen, one component per step.
// ---------------------------------------------------------------------------------------------

interface FlowProps extends LabelPurchaseProps {
  forwardedRef: React.ForwardedRef<HTMLElement>;
  /** Move focus to the first step's heading on mount (after "Buy another label"). */
  focusOnMount: boolean;
  onStartOver: () => void;
}

const NO_OPTIONS: readonly LabelPurchaseOption[] = [];

function LabelPurchaseFlow({
  orderId,
  shipmentId,
  defaultSender,
  options = NO_OPTIONS,
  labelFileType = 'PDF_4x6',
  onPurchase,
  onRefund,
  onError,
  forwardedRef,
  focusOnMount,
  onStartOver,
  ...sectionProps
}: FlowProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelPurchase', LABEL_PURCHASE_TEXT);
  const text = messages.labelPurchase;
  const headingId = `${React.useId()}-heading`;
  const flow = useLabelPurchase({ orderId, shipmentId, defaultSender, options, labelFileType, focusOnMount, onPurchase, onRefund, onError });
  const { state, plan, purchase, label } = flow;
  const { step } = state;

  const position = stepPosition(plan, step);
  const result = resultViewOf(label.transaction, label.refund, label.loadError !== null);
  const failedInConfirm = state.step === 'rates' && state.confirming && purchase.error !== null;
  const viewState = viewStateOf(step, result, { pending: purchase.isPending, failedInConfirm });
  const announcement = announcementOf({ step, result, buying: purchase.isPending, position, refund: label.refund }, messages, locale);

  return (
    // A new step (`headingFocus`: entered by a person's action, never by a refusal, whose fields
    // take focus themselves through useStepForm) focuses its heading (h3) through the frame.
    <BlockFrame
      ref={forwardedRef}
      {...sectionProps}
      part="label-purchase"
      state={viewState}
      title={text.title}
      busy={flow.order.loading}
      announcement={announcement}
      focusKey={state.headingFocus}
      focusOnMount={focusOnMount}
    >
      <ol aria-label={text.progressLabel} data-se-part="label-purchase-progress">
        {plan.map((item, index) => {
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
      <div data-se-part="label-purchase-step" data-step={step}>
        <p data-se-part="label-purchase-step-count">{formatMessage(text.stepProgress, { current: position.current, total: position.total }, locale)}</p>
        <StepHeading id={headingId} data-se-part="label-purchase-step-heading">
          {headingOf(step, result, messages)}
        </StepHeading>
        <LabelPurchaseStepContent flow={flow} result={result} headingId={headingId} onStartOver={onStartOver} />
      </div>
    </BlockFrame>
  );
}
