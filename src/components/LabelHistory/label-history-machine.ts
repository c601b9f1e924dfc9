import type { ShippingElementsError } from '../../api/errors';
import type { TrackingStatus, TransactionStatus } from '../../api/resources/transactions';

/** What the list shows: the label and tracking statuses the API filters by, and what the block filters itself. */
export interface LabelHistoryFilters {
  /** A label status, or `''` for any. */
  labelStatus: TransactionStatus | '';
  /** A tracking status, or `''` for any. */
  trackingStatus: TrackingStatus | '';
  /** Bought on or after this day (`YYYY-MM-DD`, the reader's day), or `''`. */
  from: string;
  /** Bought on or before this day, or `''`. */
  to: string;
  /** Words to find in the tracking number, the order or the recipient. */
  search: string;
}

export const NO_FILTERS: LabelHistoryFilters = { labelStatus: '', trackingStatus: '', from: '', to: '', search: '' };

interface Shared {
  filters: LabelHistoryFilters;
  /** Ids of the selected labels, in the order they were picked. */
  selected: readonly string[];
  /** The refund requested for a label, by label id: followed until it settles. */
  refunds: Readonly<Record<string, string>>;
}

/** Why a selected label is left out of a merged reprint. */
export type MergeFailureReason = 'no-file' | 'not-printable' | 'failed';

/** A selected label whose file could not join the merged reprint, and why. */
export interface MergeFailure {
  transactionId: string;
  reason: MergeFailureReason;
  /** The request's error, when its file could not be fetched. */
  error?: ShippingElementsError | undefined;
}

/**
 * The merged reprint of the selected labels: not asked for, fetching their files, merging them
 * (`done` of `total` each), the one PDF made (`href`, an object URL the dialog releases), or the
 * labels that could not join it (nothing is printed then).
 */
export type LabelMerge =
  | { phase: 'idle' }
  | { phase: 'fetching' | 'merging'; done: number; total: number }
  | { phase: 'merged'; href: string; pages: number }
  | { phase: 'failed'; failures: readonly MergeFailure[] };

/** The state of LabelHistory: the list, or one of its dialogs over it. */
export type LabelHistoryState = Shared &
  (
    | { step: 'list' }
    | { step: 'tracking'; transactionId: string }
    | { step: 'reprinting'; transactionIds: readonly string[]; merge: LabelMerge }
    | { step: 'voiding'; transactionIds: readonly string[]; sending: boolean; failed: { count: number; error: ShippingElementsError } | undefined }
  );

export type LabelHistoryEvent =
  | { type: 'filtered'; filters: LabelHistoryFilters }
  | { type: 'toggled'; transactionId: string }
  | { type: 'allSelected'; transactionIds: readonly string[] }
  | { type: 'opened'; dialog: 'tracking' | 'reprinting' | 'voiding'; transactionIds: readonly string[] }
  | { type: 'closed' }
  | { type: 'voidStarted' }
  | { type: 'refundRequested'; transactionId: string; refundId: string }
  | { type: 'voidFinished'; failed: number; error: ShippingElementsError | undefined }
  | { type: 'mergeProgressed'; phase: 'fetching' | 'merging'; done: number; total: number }
  | { type: 'merged'; href: string; pages: number }
  | { type: 'mergeFailed'; failures: readonly MergeFailure[] };

export const initialLabelHistoryState = (): LabelHistoryState => ({ step: 'list', filters: NO_FILTERS, selected: [], refunds: {} });

const shared = ({ filters, selected, refunds }: LabelHistoryState): Shared => ({ filters, selected, refunds });

/** The reducer of LabelHistory; an event that does not apply to the current step is ignored. */
export function labelHistoryMachine(state: LabelHistoryState, event: LabelHistoryEvent): LabelHistoryState {
  switch (event.type) {
    case 'filtered':
      // The selection is of labels on screen: a new filter starts it over, so nothing hidden is acted on.
      return state.step === 'list' ? { ...state, filters: event.filters, selected: [] } : state;
    case 'toggled': {
      const selected = state.selected.includes(event.transactionId) ? state.selected.filter((id) => id !== event.transactionId) : [...state.selected, event.transactionId];
      return { ...state, selected };
    }
    case 'allSelected':
      return { ...state, selected: event.transactionIds };
    case 'opened':
      if (state.step !== 'list' || event.transactionIds.length === 0) {
        return state;
      }
      if (event.dialog === 'tracking') {
        return { ...shared(state), step: 'tracking', transactionId: event.transactionIds[0]! };
      }
      return event.dialog === 'reprinting'
        ? { ...shared(state), step: 'reprinting', transactionIds: event.transactionIds, merge: { phase: 'idle' } }
        : { ...shared(state), step: 'voiding', transactionIds: event.transactionIds, sending: false, failed: undefined };
    case 'closed':
      // Refunds in flight are not left unseen: the dialog stays until they were all asked for.
      return state.step === 'voiding' && state.sending ? state : { ...shared(state), step: 'list' };
    case 'voidStarted':
      return state.step === 'voiding' ? { ...state, sending: true, failed: undefined } : state;
    case 'refundRequested':
      return { ...state, refunds: { ...state.refunds, [event.transactionId]: event.refundId } };
    case 'voidFinished':
      if (state.step !== 'voiding') {
        return state;
      }
      // All asked for: back to the list, where each refund is followed; failures keep the dialog open to say so.
      return event.failed === 0 || event.error === undefined
        ? { ...shared(state), step: 'list', selected: [] }
        : { ...state, sending: false, failed: { count: event.failed, error: event.error } };
    case 'mergeProgressed':
      return state.step === 'reprinting' ? { ...state, merge: { phase: event.phase, done: event.done, total: event.total } } : state;
    case 'merged':
      return state.step === 'reprinting' ? { ...state, merge: { phase: 'merged', href: event.href, pages: event.pages } } : state;
    case 'mergeFailed':
      return state.step === 'reprinting' ? { ...state, merge: { phase: 'failed', failures: event.failures } } : state;
    default:
      event satisfies never;
      return state;
  }
}
