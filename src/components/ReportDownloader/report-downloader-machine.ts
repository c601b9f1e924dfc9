import type { ShippingElementsError } from '../../api/errors';
import type { ReportRunInput } from '../../api/resources/reports';
import type { ReportPreview } from './report-preview';

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
 * The preview of the run `previewRunId`'s file: being read (the read numbered `attempt`; a retry
 * is a new attempt, and only the answer to the latest counts), read, or failed (`error` is the
 * kit's error when a request failed, `undefined` when the file could not be read).
 */
export type RunPreviewState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; preview: ReportPreview }
  | { status: 'failed'; attempt: number; error: ShippingElementsError | undefined };

/** What every step keeps: the runs the person started, and which of them is previewed. */
interface RunList {
  /** Runs the person started, newest first. */
  runIds: string[];
  /** The run of the last request, and whether the API replayed it (200) rather than created it. */
  lastRun: { id: string; replayed: boolean } | null;
  /** The run whose file is previewed. */
  previewRunId: string | null;
  /** That run's preview; `null` when none is open. */
  preview: RunPreviewState | null;
}

/**
 * The state of the whole block, by `step`:
 * - `editing`: the form is open; nothing is being sent. `request` is the request last refused
 *   (its key is kept for the next send), or null when the next send is a new request.
 * - `creating`: `request` is on its way.
 * - `rejected`: the API refused `request` or could not be reached; `error` says why.
 * - `conflict`: the key of `request` was already used with another body (409).
 */
export type ReportDownloaderState = RunList &
  (
    | { step: 'editing'; request: RunRequest | null }
    | { step: 'creating'; request: RunRequest }
    | { step: 'rejected' | 'conflict'; request: RunRequest; error: ShippingElementsError }
  );

/** What happens to the block. */
export type ReportDownloaderEvent =
  /** A request is sent (a new one, a resend with its key, or the first body again after a 409). */
  | { type: 'sent'; request: RunRequest }
  | { type: 'created'; runId: string; replayed: boolean }
  | { type: 'failed'; error: ShippingElementsError; conflict: boolean }
  /** Forget the request's key (after a 409, or a report type that left the catalog). */
  | { type: 'newRequestStarted' }
  | { type: 'dismissed' }
  | { type: 'removeRun'; runId: string }
  /** A preview is opened (its first read is `attempt`) or closed (`runId` null). */
  | { type: 'previewRequested'; runId: string | null; attempt: number }
  /** The failed preview is read again, as `attempt`. */
  | { type: 'previewRetried'; attempt: number }
  | { type: 'previewRead'; runId: string; attempt: number; preview: ReportPreview }
  | { type: 'previewFailed'; runId: string; attempt: number; error: ShippingElementsError | undefined };

/** The first state, with the runs a host kept from an earlier visit. */
export function initialReportDownloaderState(runIds: readonly string[] = []): ReportDownloaderState {
  return { step: 'editing', request: null, runIds: [...new Set(runIds)], lastRun: null, previewRunId: null, preview: null };
}

/** The number of the preview's next read: attempts are counted across runs, so an answer is never mistaken for a later one's. */
export function nextPreviewAttempt(state: ReportDownloaderState): number {
  return (state.preview?.attempt ?? 0) + 1;
}

/** Whether an answer is the one the open preview waits for. */
const awaited = (state: ReportDownloaderState, runId: string, attempt: number) => state.previewRunId === runId && state.preview?.status === 'loading' && state.preview.attempt === attempt;

/**
 * The request to send for `body`. The key is made once per request (`makeKey` is called only
 * then): a resend after a refusal or a 409 keeps it, unless `fresh` asks for a new request (a new
 * run of a failed one).
 */
export function requestFor(state: ReportDownloaderState, body: RunRequestBody, makeKey: () => string, fresh = false): RunRequest {
  return fresh || state.request === null ? { key: makeKey(), body, firstBody: body } : { ...state.request, body };
}

/** The block's transitions; pure. The controller's actions send the requests and dispatch these. */
export function reportDownloaderMachine(state: ReportDownloaderState, event: ReportDownloaderEvent): ReportDownloaderState {
  switch (event.type) {
    case 'sent':
      // A second click while the first request is on its way sends nothing more.
      return state.step === 'creating' ? state : { ...runsOf(state), step: 'creating', request: event.request, lastRun: null };
    case 'created':
      if (state.step !== 'creating') {
        return state;
      }
      return {
        step: 'editing',
        request: null,
        runIds: [event.runId, ...state.runIds.filter((id) => id !== event.runId)],
        lastRun: { id: event.runId, replayed: event.replayed },
        previewRunId: state.previewRunId,
        preview: state.preview,
      };
    case 'failed':
      return state.step === 'creating' ? { ...runsOf(state), step: event.conflict ? 'conflict' : 'rejected', request: state.request, error: event.error } : state;
    case 'newRequestStarted':
      return state.step === 'creating' ? state : { ...runsOf(state), step: 'editing', request: null };
    case 'dismissed':
      return state.step === 'rejected' ? { ...runsOf(state), step: 'editing', request: state.request } : state;
    case 'removeRun':
      return {
        ...state,
        runIds: state.runIds.filter((id) => id !== event.runId),
        previewRunId: state.previewRunId === event.runId ? null : state.previewRunId,
        preview: state.previewRunId === event.runId ? null : state.preview,
        lastRun: state.lastRun?.id === event.runId ? null : state.lastRun,
      };
    case 'previewRequested':
      return { ...state, previewRunId: event.runId, preview: event.runId === null ? null : { status: 'loading', attempt: event.attempt } };
    case 'previewRetried':
      return state.preview?.status === 'failed' ? { ...state, preview: { status: 'loading', attempt: event.attempt } } : state;
    case 'previewRead':
      return awaited(state, event.runId, event.attempt) ? { ...state, preview: { status: 'ready', attempt: event.attempt, preview: event.preview } } : state;
    case 'previewFailed':
      return awaited(state, event.runId, event.attempt) ? { ...state, preview: { status: 'failed', attempt: event.attempt, error: event.error } } : state;
    default:
      return event satisfies never;
  }
}

function runsOf({ runIds, lastRun, previewRunId, preview }: ReportDownloaderState): RunList {
  return { runIds, lastRun, previewRunId, preview };
}
