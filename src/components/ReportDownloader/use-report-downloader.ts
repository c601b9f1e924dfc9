'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun } from '../../api/resources/reports';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import { useCreateReportRun, useReportTypes } from '../../queries/reports';
import { rejectedFieldsOf, type RejectedField } from '../../ui/use-step-form';
import { formPathOf, requestProblem } from './report-errors';
import { initialReportDownloaderState, nextPreviewAttempt, reportDownloaderMachine, requestFor, type RunRequest, type RunRequestBody } from './report-downloader-machine';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { reportTypeText } from './run-text';
import { usePreviewReader } from './use-preview-reader';

/** What {@link useReportDownloader} needs from ReportDownloader's props. */
export interface ReportDownloaderInput {
  defaultRunIds: readonly string[] | undefined;
  onRunIdsChange: ((runIds: string[]) => void) | undefined;
  createIdempotencyKey: (() => string) | undefined;
  onReady: ((run: ReportRun) => void) | undefined;
  onRunFailed: ((run: ReportRun) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
  /** Rows of a file kept and shown in its preview. */
  previewRows: number;
}

/** What the block's parts may do: each action sends a request or moves the machine. */
export type ReportDownloaderActions = ReturnType<typeof useReportDownloader>['actions'];

const NO_FIELDS: readonly RejectedField[] = [];

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A refusal the form can fix, shown on its fields too: those the API names, and the one its code points to. */
function rejectedFields(error: ShippingElementsError | undefined, problems: Record<string, string>): readonly RejectedField[] {
  const refused = error ? requestProblem(error) : undefined;
  if (!error || refused?.action !== 'fixInput') {
    return NO_FIELDS;
  }
  const paths = new Set([...rejectedFieldsOf(error, formPathOf), ...(refused.field ? [refused.field] : [])]);
  return [...paths].map((path) => ({ path, message: problems[refused.message] ?? '' }));
}

/**
 * The controller of the block: the machine, the report catalog, the run request it sends, and
 * reports to the host. The view renders what this returns and calls its actions.
 *
 * Reading order: reports to the host → data → the machine → actions (each sends a request, then
 * tells the machine what happened) → derived values.
 */
export function useReportDownloader(input: ReportDownloaderInput) {
  const { emit, messages } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;

  // --- Reports to the host ----------------------------------------------------------------------

  const hostKey = useLatestCallback(input.createIdempotencyKey ?? randomKey);
  const makeKey = () => hostKey() ?? randomKey();
  const reportError = useReportError('ReportDownloader', input.onError);
  const reportReady = useLatestCallback((run: ReportRun) => {
    input.onReady?.(run);
    emit({ type: 'report.ready', run });
  });
  const reportFailed = useLatestCallback((run: ReportRun) => input.onRunFailed?.(run));
  const runIdsChanged = useLatestCallback((ids: string[]) => input.onRunIdsChange?.(ids));

  // --- Data and the machine ---------------------------------------------------------------------

  const types = useReportTypes();
  const createRun = useCreateReportRun();
  const [state, dispatch] = React.useReducer(reportDownloaderMachine, input.defaultRunIds, (ids) => initialReportDownloaderState(ids ?? []));
  // One run request at a time: two clicks in the same tick both see the render before them.
  const guard = useSubmitGuard('in-flight');
  const formRef = React.useRef<HTMLFormElement>(null);
  // The preview's read under way: a new one, a closed preview and the block's unmount end it.
  const previewReader = usePreviewReader(dispatch, input.previewRows, reportError);

  useReportQueryError(types.error, reportError);

  // The list the host was last told of (the one it passed in, at first).
  const toldRunIds = React.useRef(state.runIds);
  React.useEffect(() => {
    if (toldRunIds.current !== state.runIds) {
      toldRunIds.current = state.runIds;
      runIdsChanged(state.runIds);
    }
  }, [state.runIds, runIdsChanged]);

  // --- Actions ----------------------------------------------------------------------------------

  /**
   * Sends a run request (its key decides whether the API creates a run or replays one). The
   * request is made inside the guard, so a refused second click makes no key.
   */
  const send = (requestToSend: () => RunRequest) =>
    guard.run(async () => {
      const request = requestToSend();
      dispatch({ type: 'sent', request });
      try {
        const { run, replayed } = await createRun.mutateAsync({ ...request.body, idempotency_key: request.key });
        dispatch({ type: 'created', runId: run.id, replayed });
      } catch (caught) {
        const error = caught as ShippingElementsError;
        dispatch({ type: 'failed', error, conflict: requestProblem(error).action === 'conflict' });
        reportError(error);
      }
    });

  const actions = {
    /** Sends the form's request (a resend of a refused one keeps its key). */
    submit: (body: RunRequestBody) => void send(() => requestFor(state, body, makeKey)),
    /** Starts a new run with the body of a failed one (a failed run is terminal): a new key. */
    newRun: (body: RunRequestBody) => void send(() => requestFor(state, body, makeKey, true)),
    /** Sends the refused request again, with its key (after a dropped connection or a 503). */
    retry: () => {
      if (state.step === 'rejected') {
        const { request } = state;
        void send(() => request);
      }
    },
    /** After a 409: resends the first body with its key, to get the run it created. */
    resendOriginal: () => {
      if (state.step === 'conflict') {
        const { request } = state;
        void send(() => ({ ...request, body: request.firstBody }));
      }
    },
    /** After a 409: forgets the key; the next send is a new request. */
    newRequest: () => dispatch({ type: 'newRequestStarted' }),
    /** The report type left the catalog: a new request from the fresh list. */
    reloadTypes: () => {
      dispatch({ type: 'newRequestStarted' });
      void types.refetch();
    },
    dismiss: () => dispatch({ type: 'dismissed' }),
    removeRun: (runId: string) => {
      if (state.previewRunId === runId) {
        previewReader.abort();
      }
      dispatch({ type: 'removeRun', runId });
    },
    /** Opens `run`'s preview and reads its file, or closes it (the read under way ends). */
    togglePreview: (run: ReportRun) => {
      if (state.previewRunId === run.id) {
        previewReader.abort();
        dispatch({ type: 'previewRequested', runId: null, attempt: nextPreviewAttempt(state) });
        return;
      }
      const attempt = nextPreviewAttempt(state);
      dispatch({ type: 'previewRequested', runId: run.id, attempt });
      previewReader.read(run, attempt);
    },
    /** Reads the failed preview's file again. */
    retryPreview: (run: ReportRun) => {
      if (state.previewRunId === run.id && state.preview?.status === 'failed') {
        const attempt = nextPreviewAttempt(state);
        dispatch({ type: 'previewRetried', attempt });
        previewReader.read(run, attempt);
      }
    },
    /** Takes the person to the form to change the request (a run failed as invalid). */
    editRequest: () => {
      const start = formRef.current?.elements.namedItem('start');
      if (start instanceof HTMLElement) {
        start.focus();
      }
    },
  };

  // --- Derived ----------------------------------------------------------------------------------

  const error = state.step === 'rejected' || state.step === 'conflict' ? state.error : undefined;
  const problem = error ? requestProblem(error) : undefined;
  const rejected = React.useMemo(() => rejectedFields(error, text.problems), [error, text.problems]);
  const reportNames = React.useMemo(
    () => new Map((types.data?.items ?? []).map((item) => [item.report_type, reportTypeText(item, text).name])),
    [types.data, text],
  );
  const items = types.data?.items;
  const viewState = types.isPending ? 'loading' : types.isError ? 'load-error' : items?.length === 0 ? 'empty' : state.step;

  return {
    state,
    types,
    viewState,
    error,
    problem,
    rejected,
    reportNames,
    formRef,
    actions,
    reports: { ready: reportReady, failed: reportFailed, error: reportError },
  };
}
