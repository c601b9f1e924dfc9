import type { Address } from '../../api/resources/addresses';
import type { Rate } from '../../api/resources/rates';
import type { LabelFileType } from '../../api/resources/transactions';
import type { AddressFormValue } from '../AddressForm';
import type { CustomsStepValues } from '../shared/steps/customs-values';
import { stepAfter, stepBefore, type LabelPurchaseStep } from './label-steps';
import type { OptionsStepValues } from '../shared/steps/options-values';
import type { ParcelStepValues } from '../shared/steps/parcel-values';

/*
 * LabelPurchase's one state machine: where the person is, what they entered, and what they chose.
 *
 * The reducer is pure and knows nothing of React Query: requests (create the shipment, buy the
 * label, void it) are sent by the flow (use-label-purchase.ts), which reports their outcome back as
 * events. What a request is doing right now (pending, failed) stays in its mutation; what the
 * server says about a label (its status, the refund's) stays in its query. The machine holds only
 * what nothing else knows: the person's input and choices, and the ids that name the server's
 * objects.
 *
 * Each step keeps what was typed when the person moves on or goes back: a step's values are saved
 * in `values` on `submitted` and `back`, and the step reads them as its defaults when it mounts
 * again.
 *
 * Events that move between steps carry the plan (`planSteps`), because the plan follows what is
 * being typed (a recipient in another country adds the customs step) and the reducer must not
 * compute it from props.
 */

/** The step forms whose values the machine keeps, with the values of each. */
export interface StepValues {
  parcel: ParcelStepValues;
  options: OptionsStepValues;
  customs: CustomsStepValues;
}

/** A step with a form: parcel, options or customs. */
export type FormStep = keyof StepValues;

/** The shipment created to rate what was entered, keyed by the request it was created from. */
export interface Quote {
  /** The shipment request, serialised: the same input reuses the same shipment. */
  key: string;
  /** The shipment's id once the API created it; `null` while it is being created or failed. */
  shipmentId: string | null;
}

/** What the flow remembers whatever the step: the person's input and choices. */
export interface LabelPurchaseShared {
  /** Counts requests to move focus to the step heading; 0 means none yet. */
  headingFocus: number;
  sender: {
    /** The sender's form is shown instead of its summary. */
    editing: boolean;
    /** The sender the person saved in the form (it replaces the host's `defaultSender`). */
    saved: Address | null;
    /** What the sender's form holds, kept while the step is away. */
    draft: AddressFormValue | undefined;
  };
  recipient: {
    saved: Address | null;
    draft: AddressFormValue | undefined;
    /** Counts requests to move focus into the recipient's form (after the sender is saved). */
    focus: number;
  };
  /** What each step form held when the person last left it. */
  values: Partial<StepValues>;
  quote: Quote | null;
  /** The rate chosen; it belongs to the quote's shipment. */
  rate: Rate | null;
  /** The label format chosen in the confirmation. */
  labelFileType: LabelFileType;
}

/** Everything the flow remembers: the step on screen, with what only that step has. */
export type LabelPurchaseState = LabelPurchaseShared &
  (
    | { step: 'addresses' }
    | {
        step: FormStep;
        /** Fields of this step the API refused in the shipment request (they take focus), if any. */
        rejected: readonly string[] | undefined;
      }
    | {
        step: 'rates';
        /** The person asked to review without choosing a rate. */
        rateMissing: boolean;
        /** The confirmation dialog is open. */
        confirming: boolean;
      }
    | {
        step: 'result';
        /** The label bought, once the API accepted the purchase. */
        transactionId: string;
        /** The refund requested for it. */
        refundId: string | undefined;
      }
  );

/** What can happen. Past tense: each event reports something that happened. */
export type LabelPurchaseEvent =
  | { type: 'senderDraftChanged'; draft: AddressFormValue }
  | { type: 'recipientDraftChanged'; draft: AddressFormValue }
  | { type: 'senderEditRequested' }
  | { type: 'senderSaved'; address: Address }
  | { type: 'recipientSaved'; address: Address; plan: readonly LabelPurchaseStep[] }
  | { [Step in FormStep]: { type: 'submitted'; step: Step; values: StepValues[Step]; plan: readonly LabelPurchaseStep[] } }[FormStep]
  | { [Step in FormStep]: { type: 'wentBack'; step: Step; values: StepValues[Step]; plan: readonly LabelPurchaseStep[] } }[FormStep]
  | { type: 'wentBack'; step: 'rates'; plan: readonly LabelPurchaseStep[] }
  | { type: 'quoteRequested'; key: string }
  | { type: 'quoteCreated'; key: string; shipmentId: string }
  | { type: 'quoteRejected'; key: string; step: FormStep; paths: readonly string[] }
  | { type: 'rateChosen'; rate: Rate }
  | { type: 'reviewRequested' }
  | { type: 'confirmClosed' }
  | { type: 'labelFileTypeChosen'; labelFileType: LabelFileType }
  | { type: 'purchased'; transactionId: string }
  | { type: 'anotherRateRequested' }
  | { type: 'refundRequested'; refundId: string };

/** How the flow starts. */
export interface LabelPurchaseStart {
  /** Started from the host's shipment: straight to its rates. */
  fromShipment: boolean;
  /** No sender from the host: the sender's form is open from the start. */
  senderMissing: boolean;
  /** Focus the first heading at once (after "Buy another label"). */
  focusOnMount: boolean;
  labelFileType: LabelFileType;
}

/** The state a purchase starts in. */
export function initialLabelPurchaseState({ fromShipment, senderMissing, focusOnMount, labelFileType }: LabelPurchaseStart): LabelPurchaseState {
  const shared: LabelPurchaseShared = {
    headingFocus: focusOnMount ? 1 : 0,
    sender: { editing: senderMissing, saved: null, draft: undefined },
    recipient: { saved: null, draft: undefined, focus: 0 },
    values: {},
    quote: null,
    rate: null,
    labelFileType,
  };
  return fromShipment ? at(shared, 'rates') : at(shared, 'addresses');
}

/** What every step keeps, without the fields of the step on screen. */
function sharedOf({ headingFocus, sender, recipient, values, quote, rate, labelFileType }: LabelPurchaseState): LabelPurchaseShared {
  return { headingFocus, sender, recipient, values, quote, rate, labelFileType };
}

/** `step` as it is entered: nothing refused, no rate asked for, no confirmation open. */
function at(shared: LabelPurchaseShared, step: Exclude<LabelPurchaseStep, 'result'>): LabelPurchaseState {
  if (step === 'addresses') {
    return { ...shared, step };
  }
  return step === 'rates' ? { ...shared, step, rateMissing: false, confirming: false } : { ...shared, step, rejected: undefined };
}

/** Shows `step` and moves focus to its heading (the result is entered only by `purchased`). */
function show(state: LabelPurchaseState, step: LabelPurchaseStep | undefined): LabelPurchaseState {
  if (step === undefined || step === 'result') {
    return state;
  }
  return at({ ...sharedOf(state), headingFocus: state.headingFocus + 1 }, step);
}

/**
 * The one reducer of LabelPurchase: every change of its state is one of these events. An event
 * about a step that is not on screen (a second submit of a form that already moved on) is ignored;
 * a request's answer is checked against the request it answers.
 */
export function labelPurchaseMachine(state: LabelPurchaseState, event: LabelPurchaseEvent): LabelPurchaseState {
  switch (event.type) {
    case 'senderDraftChanged':
      return { ...state, sender: { ...state.sender, draft: event.draft } };
    case 'recipientDraftChanged':
      return { ...state, recipient: { ...state.recipient, draft: event.draft } };
    case 'senderEditRequested':
      return { ...state, sender: { ...state.sender, editing: true } };
    case 'senderSaved':
      return {
        ...state,
        sender: { ...state.sender, saved: event.address, editing: false },
        recipient: { ...state.recipient, focus: state.recipient.focus + 1 },
      };
    case 'recipientSaved':
      if (state.step !== 'addresses') {
        return state;
      }
      return show({ ...state, recipient: { ...state.recipient, saved: event.address } }, stepAfter(event.plan, 'addresses'));
    case 'submitted':
      if (state.step !== event.step) {
        return state;
      }
      // The person fixed what the API refused, or moved past it: the step's next visit starts clean.
      return show({ ...state, values: { ...state.values, [event.step]: event.values } }, stepAfter(event.plan, event.step));
    case 'wentBack': {
      if (state.step !== event.step) {
        return state;
      }
      const saved = event.step === 'rates' ? state : { ...state, values: { ...state.values, [event.step]: event.values } };
      return show(saved, stepBefore(event.plan, event.step));
    }
    case 'quoteRequested':
      // A rate belongs to one shipment: a new shipment needs a new choice.
      return { ...state, quote: { key: event.key, shipmentId: null }, rate: state.quote?.key === event.key ? state.rate : null };
    case 'quoteCreated':
      // An answer to a request that was replaced since is dropped.
      return state.quote?.key === event.key ? { ...state, quote: { key: event.key, shipmentId: event.shipmentId } } : state;
    case 'quoteRejected':
      if (state.quote?.key !== event.key) {
        return state;
      }
      // Back to the step that holds the refused fields; they take focus, not the heading.
      return { ...sharedOf(state), quote: null, step: event.step, rejected: event.paths };
    case 'rateChosen':
      return state.step === 'rates' ? { ...state, rate: event.rate, rateMissing: false } : state;
    case 'reviewRequested':
      if (state.step !== 'rates') {
        return state;
      }
      return state.rate === null ? { ...state, rateMissing: true } : { ...state, confirming: true };
    case 'confirmClosed':
      return state.step === 'rates' ? { ...state, confirming: false } : state;
    case 'labelFileTypeChosen':
      return { ...state, labelFileType: event.labelFileType };
    case 'purchased':
      // Whatever is on screen: the label is paid for, so it is shown.
      return { ...sharedOf(state), headingFocus: state.headingFocus + 1, step: 'result', transactionId: event.transactionId, refundId: undefined };
    case 'anotherRateRequested':
      return state.step === 'result' ? show({ ...state, rate: null }, 'rates') : state;
    case 'refundRequested':
      return state.step === 'result' ? { ...state, refundId: event.refundId } : state;
    default:
      event satisfies never;
      return state;
  }
}
