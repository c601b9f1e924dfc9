// The BatchUploader flow as data: steps and the events that move between them. Steps never call
// each other; they dispatch events, and the root renders the step this reducer names.
import type { BatchStatus } from '../../api/resources/batches';
import type { RefusalReason } from './parse-batch-csv';

/** Every step of the block; the root's `data-state`. */
export type BatchStep =
  | 'idle'
  | 'parsing'
  | 'preview'
  | 'creating'
  | 'validating'
  | 'valid'
  | 'invalid'
  | 'confirming'
  | 'purchasing'
  | 'purchased'
  | 'error';

export interface BatchMachineState {
  step: BatchStep;
  /** Why the last file was refused (shown on the idle step). */
  refusal: RefusalReason | null;
  /** The batch once created or resumed. */
  batchId: string | null;
  /** A request that failed: creating (back to preview), buying (back to confirming), loading. */
  failure: 'create' | 'purchase' | 'load' | null;
}

export type BatchMachineEvent =
  | { type: 'fileChosen' }
  | { type: 'parsed' }
  | { type: 'refused'; reason: RefusalReason }
  | { type: 'submit' }
  | { type: 'created'; batchId: string }
  | { type: 'createFailed' }
  | { type: 'status'; status: BatchStatus | (string & {}) }
  | { type: 'loadFailed' }
  | { type: 'shipmentsChanged' }
  | { type: 'askPurchase' }
  | { type: 'cancelPurchase' }
  | { type: 'purchaseSent' }
  | { type: 'purchaseFailed' }
  | { type: 'startOver' };

/** Where the block starts: empty, or following a batch created earlier (`batchId` prop). */
export function initialBatchState(batchId?: string): BatchMachineState {
  return batchId ? { step: 'validating', refusal: null, batchId, failure: null } : { step: 'idle', refusal: null, batchId: null, failure: null };
}

const FOLLOWING: ReadonlySet<BatchStep> = new Set(['validating', 'valid', 'invalid', 'confirming', 'purchasing', 'purchased', 'error']);

/** The step a batch status shows. */
function stepOfStatus(status: string, current: BatchStep): BatchStep {
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

/** The reducer: an event that does not apply to the current step changes nothing. */
export function batchMachine(state: BatchMachineState, event: BatchMachineEvent): BatchMachineState {
  switch (event.type) {
    case 'fileChosen':
      return state.step === 'idle' || state.step === 'preview' ? { ...state, step: 'parsing', refusal: null, failure: null } : state;
    case 'parsed':
      return state.step === 'parsing' ? { ...state, step: 'preview' } : state;
    case 'refused':
      return state.step === 'parsing' ? { ...state, step: 'idle', refusal: event.reason } : state;
    case 'submit':
      return state.step === 'preview' ? { ...state, step: 'creating', failure: null } : state;
    case 'created':
      return state.step === 'creating' ? { ...state, step: 'validating', batchId: event.batchId } : state;
    case 'createFailed':
      return state.step === 'creating' ? { ...state, step: 'preview', failure: 'create' } : state;
    case 'status': {
      if (!FOLLOWING.has(state.step) || state.step === 'purchased') {
        return state;
      }
      // Once the purchase is sent, a stale VALID does not reopen the confirmation.
      if (state.step === 'purchasing' && (event.status === 'VALID' || event.status === 'VALIDATING')) {
        return state;
      }
      const step = stepOfStatus(event.status, state.step === 'error' ? 'validating' : state.step);
      return step === state.step && state.failure !== 'load' ? state : { ...state, step, failure: state.failure === 'load' ? null : state.failure };
    }
    case 'loadFailed':
      return FOLLOWING.has(state.step) && state.step !== 'purchased' ? { ...state, step: 'error', failure: 'load' } : state;
    case 'shipmentsChanged':
      return state.step === 'valid' || state.step === 'invalid' ? { ...state, step: 'validating' } : state;
    case 'askPurchase':
      return state.step === 'valid' ? { ...state, step: 'confirming', failure: null } : state;
    case 'cancelPurchase':
      return state.step === 'confirming' ? { ...state, step: 'valid', failure: null } : state;
    case 'purchaseSent':
      return state.step === 'confirming' ? { ...state, step: 'purchasing', failure: null } : state;
    case 'purchaseFailed':
      return state.step === 'purchasing' ? { ...state, step: 'confirming', failure: 'purchase' } : state;
    case 'startOver':
      return initialBatchState();
    default:
      return event satisfies never;
  }
}
