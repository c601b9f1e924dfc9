import type { ShippingElementsError } from '../../api/errors';
import type { ReportRunInput } from '../../api/resources/reports';

/** The body of a run request without its key: what the person asked for. */
export type RunRequestBody = Omit<ReportRunInput, 'idempotency_key'>;

/**
 * One user request: its body and the `idempotency_key` made for it. Every resend of the request
 * (a double click, a retry after a dropped connection or a 503) carries the same key, so the API
 * replays the run it created (200) instead of creating another.
 */
export interface RunRequest {
  key: string;
  /** The body sent last. */
  body: RunRequestBody;
  /** The body first sent with this key: resending it replays the run it created (spec §7 rule 2). */
  firstBody: RunRequestBody;
}

/**
 * - `editing`: the form is open; nothing is being sent.
 * - `creating`: a run request is on its way.
 * - `rejected`: the API refused the request or could not be reached; `error` says why.
 * - `conflict`: the request's key was already used with another body (409).
 */
export type ReportStep = 'editing' | 'creating' | 'rejected' | 'conflict';

/** The state of the whole block. */
export interface ReportState {
  step: ReportStep;
  /** The request being sent or last refused; null once its run exists. */
  request: RunRequest | null;
  /** Counts the sends, so the block sends exactly once per entry into `creating`. */
  attempt: number;
  error: ShippingElementsError | null;
  /** Runs the person started, newest first. */
  runIds: string[];
  /** The run of the last request, and whether the API replayed it (200) rather than created it. */
  lastRun: { id: string; replayed: boolean } | null;
  /** The run whose file is previewed. */
  previewRunId: string | null;
}

/** What happens to the block. */
export type ReportEvent =
  /** The person sends the form. `fresh` forces a new request (a new run after a failed one). */
  | { type: 'submit'; body: RunRequestBody; newKey: string; fresh?: boolean }
  /** After a 409: resend the first body with its key, to get the run it created. */
  | { type: 'resendOriginal' }
  /** After a 409: forget the key; the next send is a new request. */
  | { type: 'newRequest' }
  | { type: 'created'; runId: string; replayed: boolean }
  | { type: 'failed'; error: ShippingElementsError; conflict: boolean }
  | { type: 'dismiss' }
  | { type: 'removeRun'; runId: string }
  | { type: 'preview'; runId: string | null };

/** The first state, with the runs a host kept from an earlier visit. */
export function initialReportState(runIds: readonly string[] = []): ReportState {
  return { step: 'editing', request: null, attempt: 0, error: null, runIds: [...new Set(runIds)], lastRun: null, previewRunId: null };
}

/** The block's transitions; pure. Steps never call each other: they dispatch these events. */
export function reportMachine(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'submit': {
      if (state.step === 'creating') {
        // A second click while the first request is on its way sends nothing more.
        return state;
      }
      // The key is made once per request: a resend after a refusal keeps it, unless this is a
      // new request (after a conflict was resolved, or a new run of a failed one).
      const request: RunRequest =
        event.fresh || state.request === null
          ? { key: event.newKey, body: event.body, firstBody: event.body }
          : { ...state.request, body: event.body };
      return { ...state, step: 'creating', request, attempt: state.attempt + 1, error: null, lastRun: null };
    }
    case 'resendOriginal':
      return state.step === 'conflict' && state.request
        ? { ...state, step: 'creating', request: { ...state.request, body: state.request.firstBody }, attempt: state.attempt + 1, error: null }
        : state;
    case 'newRequest':
      return { ...state, step: 'editing', request: null, error: null };
    case 'created':
      if (state.step !== 'creating') {
        return state;
      }
      return {
        ...state,
        step: 'editing',
        request: null,
        error: null,
        runIds: [event.runId, ...state.runIds.filter((id) => id !== event.runId)],
        lastRun: { id: event.runId, replayed: event.replayed },
      };
    case 'failed':
      return state.step === 'creating' ? { ...state, step: event.conflict ? 'conflict' : 'rejected', error: event.error } : state;
    case 'dismiss':
      return state.step === 'rejected' ? { ...state, step: 'editing', error: null } : state;
    case 'removeRun':
      return {
        ...state,
        runIds: state.runIds.filter((id) => id !== event.runId),
        previewRunId: state.previewRunId === event.runId ? null : state.previewRunId,
        lastRun: state.lastRun?.id === event.runId ? null : state.lastRun,
      };
    case 'preview':
      return { ...state, previewRunId: event.runId };
    default:
      return event satisfies never;
  }
}
