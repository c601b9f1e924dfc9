import type { Refund, RefundStatus } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import { formatMessage, type Messages } from '../../provider/messages';
import type { LabelPurchaseStep } from './label-steps';

/*
 * What LabelPurchase shows, derived from the machine's step and the server's objects: the root's
 * `data-state`, the step heading and the live region's announcement. Pure functions, so every
 * combination is easy to test and the view has no branching of its own.
 */

/** Where the purchased label stands, as far as the result step is concerned. */
export type ResultView = 'loading' | 'load-error' | 'purchasing' | 'purchased' | 'voided' | 'refunded' | 'error';

/** The root's `data-state`. */
export type LabelPurchaseViewState = Exclude<LabelPurchaseStep, 'result'> | 'purchasing' | 'purchased' | 'voided' | 'refunded' | 'error';

/**
 * The result step's view of a label: being created, created, voided (its refund is on its way),
 * refunded, or refused by the carrier. A refund the carrier turned down leaves the label valid.
 */
export function resultViewOf(transaction: Transaction | undefined, refund: Refund | undefined, loadFailed: boolean): ResultView {
  if (transaction === undefined) {
    return loadFailed ? 'load-error' : 'loading';
  }
  switch (transaction.status) {
    case 'ERROR':
      return 'error';
    case 'WAITING':
    case 'QUEUED':
      return 'purchasing';
    case 'REFUNDED':
      return 'refunded';
    case 'REFUNDPENDING':
      // The refund may settle a poll before the label does.
      return refund?.status === 'SUCCESS' ? 'refunded' : 'voided';
    case 'SUCCESS':
    case 'REFUNDREJECTED':
    default:
      if (refund?.status === 'SUCCESS') {
        return 'refunded';
      }
      // Once a void is accepted, the label must not be used, whatever its last polled status says.
      return refund !== undefined && refund.status !== 'ERROR' ? 'voided' : 'purchased';
  }
}

/** True while a label may be used to ship: no void requested, or the carrier turned it down. */
export function isUsable(view: ResultView): boolean {
  return view === 'purchased';
}

/** The root's `data-state`: the step, or how the purchase stands once there is one. */
export function viewStateOf(step: LabelPurchaseStep, result: ResultView, purchase: { pending: boolean; failedInConfirm: boolean }): LabelPurchaseViewState {
  if (purchase.pending) {
    return 'purchasing';
  }
  if (purchase.failedInConfirm) {
    return 'error';
  }
  if (step !== 'result') {
    return step;
  }
  switch (result) {
    case 'purchased':
    case 'voided':
    case 'refunded':
    case 'error':
      return result;
    case 'load-error':
      return 'error';
    case 'loading':
    case 'purchasing':
      return 'purchasing';
    default:
      result satisfies never;
      return 'error';
  }
}

/** The heading of the step on screen. */
export function headingOf(step: LabelPurchaseStep, result: ResultView, messages: Messages): string {
  const text = messages.labelPurchase;
  if (step !== 'result') {
    return text.steps[step];
  }
  switch (result) {
    case 'purchased':
      return text.result.title;
    case 'voided':
      return text.result.voidedTitle;
    case 'refunded':
      return text.result.refundedTitle;
    case 'error':
      return text.purchaseFailed;
    case 'loading':
    case 'load-error':
    case 'purchasing':
      return text.steps.result;
    default:
      result satisfies never;
      return text.steps.result;
  }
}

/** What the polite live region says: the step ("Step 2 of 5: Package") or the purchase's progress. */
export function announcementOf(
  view: { step: LabelPurchaseStep; result: ResultView; buying: boolean; position: { current: number; total: number }; refund: Refund | undefined },
  messages: Messages,
  locale: string,
): string {
  const text = messages.labelPurchase;
  if (view.buying) {
    return text.confirm.buying;
  }
  if (view.step === 'result') {
    const refundStatus = view.refund?.status;
    if (refundStatus !== undefined && Object.hasOwn(messages.labelActions.refund.statuses, refundStatus)) {
      return messages.labelActions.refund.statuses[refundStatus as RefundStatus];
    }
    if (view.result === 'purchasing' || view.result === 'loading') {
      return text.result.creating;
    }
    if (view.result !== 'load-error') {
      // A label that exists, or the carrier's refusal: said as its heading says it.
      return headingOf('result', view.result, messages);
    }
  }
  return formatMessage(text.stepAnnouncement, { current: view.position.current, total: view.position.total, step: text.steps[view.step] }, locale);
}
