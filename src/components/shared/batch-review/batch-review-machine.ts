// The review of a created batch as a sub-machine: the steps a block goes through once its batch
// exists (validating, valid, invalid with a fix dialog, confirming, purchasing, purchased, error),
// the events that move between them, and the reducer. Pure. BatchUploader and OrdersInbox's ship
// many flow embed it in their own machines: their `status`, fix and purchase events are these,
// and they hand them to `batchReviewMachine` while they follow a batch.
import type { ShippingElementsError } from '../../../api/errors';
import type { BatchStatus } from '../../../api/resources/batches';
import { withoutPlaces, type SentRow } from './listed-shipments';

/** The batch a block follows once created or resumed. */
export interface FollowedBatch {
  batchId: string;
  /**
   * The rows sent, in the batch's request order (kept in step with removals and additions), so an
   * invalid shipment can be fixed from what it was; `null` after a reload or once they no longer
   * line up with the batch.
   */
  sent: readonly SentRow[] | null;
  /** Rows with a carrier account or service level of their own use it (the settings' choice). */
  rowOverrides: boolean;
}

/** An invalid shipment being fixed in the fix dialog, or (`null`) the service of every invalid one being changed. */
export interface Fixing {
  batchShipmentId: string | null;
  /** Why the fixed shipment could not be added to the batch. */
  error: ShippingElementsError | null;
}

/** The steps of a followed batch, each with what it holds. */
export type BatchReviewState =
  | (FollowedBatch & { step: 'validating' | 'valid' | 'purchasing' | 'purchased' | 'error' })
  | (FollowedBatch & { step: 'invalid'; fixing: Fixing | null })
  | (FollowedBatch & { step: 'confirming'; /** Why the last confirmation bought nothing. */ purchaseError: ShippingElementsError | null });

export type BatchReviewStep = BatchReviewState['step'];

/** What happens to a followed batch: its status, removals, fixes and the purchase. */
export type BatchReviewEvent =
  | { type: 'statusRead'; status: BatchStatus | (string & {}) }
  | { type: 'loadFailed' }
  | { type: 'shipmentsRemoved'; /** Their places in the batch (0-based). */ places: readonly number[]; /** Shipments listed when they were removed. */ listed: number }
  | { type: 'fixOpened'; batchShipmentId: string }
  | { type: 'fixClosed' }
  | { type: 'serviceChangeOpened' }
  | { type: 'fixAdded'; /** The invalid shipments' places (0-based), which leave. */ places: readonly number[]; /** The fixed rows, added at the end in this order. */ rows: readonly SentRow[]; listed: number }
  | { type: 'fixFailed'; error: ShippingElementsError }
  | { type: 'rowsLost' }
  | { type: 'purchaseAsked' }
  | { type: 'purchaseCancelled' }
  | { type: 'purchaseSent' }
  | { type: 'purchaseFailed'; error: ShippingElementsError };

const REVIEW_STEPS: ReadonlySet<string> = new Set<BatchReviewStep>(['validating', 'valid', 'invalid', 'confirming', 'purchasing', 'purchased', 'error']);
const REVIEW_EVENTS: ReadonlySet<string> = new Set<BatchReviewEvent['type']>([
  'statusRead',
  'loadFailed',
  'shipmentsRemoved',
  'fixOpened',
  'fixClosed',
  'serviceChangeOpened',
  'fixAdded',
  'fixFailed',
  'rowsLost',
  'purchaseAsked',
  'purchaseCancelled',
  'purchaseSent',
  'purchaseFailed',
]);

/** A state of a block's machine follows a batch (its query loads and polls it). */
export function isReviewing<TState extends { step: string }>(state: TState): state is Extract<TState, BatchReviewState> {
  return REVIEW_STEPS.has(state.step);
}

/** An event of a block's machine is one of the review's. */
export function isReviewEvent<TEvent extends { type: string }>(event: TEvent): event is Extract<TEvent, BatchReviewEvent> {
  return REVIEW_EVENTS.has(event.type);
}

/** The first step of a batch just created (or resumed). */
export function followBatch(batch: FollowedBatch): BatchReviewState {
  return { batchId: batch.batchId, sent: batch.sent, rowOverrides: batch.rowOverrides, step: 'validating' };
}

/** The step a batch status shows. */
function stepOfStatus(status: string, current: BatchReviewStep): BatchReviewStep {
  switch (status) {
    case 'VALIDATING':
      return 'validating';
    case 'VALID':
      // A confirmation stays open while the batch is still VALID.
      return current === 'confirming' ? 'confirming' : 'valid';
    case 'INVALID':
      return 'invalid';
    case 'PURCHASING':
      return 'purchasing';
    case 'PURCHASED':
      return 'purchased';
    default:
      return current;
  }
}

/** A step entered fresh: only the batch carries over. */
function follow({ batchId, sent, rowOverrides }: FollowedBatch, step: BatchReviewStep): BatchReviewState {
  const batch = { batchId, sent, rowOverrides };
  if (step === 'invalid') {
    return { ...batch, step, fixing: null };
  }
  return step === 'confirming' ? { ...batch, step, purchaseError: null } : { ...batch, step };
}

function onStatus(state: BatchReviewState, status: string): BatchReviewState {
  if (state.step === 'purchased') {
    return state;
  }
  // Once the purchase is sent, a stale VALID does not reopen the confirmation.
  if (state.step === 'purchasing' && (status === 'VALID' || status === 'VALIDATING')) {
    return state;
  }
  const step = stepOfStatus(status, state.step === 'error' ? 'validating' : state.step);
  return step === state.step ? state : follow(state, step);
}

/** The review's reducer: an event that does not apply to the current step changes nothing. */
export function batchReviewMachine(state: BatchReviewState, event: BatchReviewEvent): BatchReviewState {
  switch (event.type) {
    case 'statusRead':
      return onStatus(state, event.status);
    case 'loadFailed':
      return state.step !== 'purchased' ? follow(state, 'error') : state;
    case 'shipmentsRemoved':
      return { ...state, sent: withoutPlaces(state.sent, event.places, event.listed) };
    case 'fixOpened':
      return state.step === 'invalid' ? { ...state, fixing: { batchShipmentId: event.batchShipmentId, error: null } } : state;
    case 'serviceChangeOpened':
      return state.step === 'invalid' ? { ...state, fixing: { batchShipmentId: null, error: null } } : state;
    case 'fixClosed':
      return state.step === 'invalid' ? { ...state, fixing: null } : state;
    case 'fixAdded': {
      // The fixed shipments join the end of the batch; the invalid ones leave their places.
      const kept = withoutPlaces(state.sent, event.places, event.listed);
      const sent = kept ? [...kept, ...event.rows] : null;
      return state.step === 'invalid' ? { ...state, sent, fixing: null } : { ...state, sent };
    }
    case 'fixFailed':
      return state.step === 'invalid' && state.fixing ? { ...state, fixing: { ...state.fixing, error: event.error } } : state;
    case 'rowsLost':
      return { ...state, sent: null };
    case 'purchaseAsked':
      return state.step === 'valid' ? follow(state, 'confirming') : state;
    case 'purchaseCancelled':
      return state.step === 'confirming' ? follow(state, 'valid') : state;
    case 'purchaseSent':
      return state.step === 'confirming' ? follow(state, 'purchasing') : state;
    case 'purchaseFailed':
      // Nothing was bought: the confirmation stays open and says so.
      return state.step === 'confirming' ? { ...state, purchaseError: event.error } : state;
    default:
      return event satisfies never;
  }
}
