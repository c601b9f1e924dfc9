'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun } from '../../api/resources/reports';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { useCreateReportRun, useReportTypes } from '../../queries/reports';
import { reportTypeText } from './run-text';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { requestProblem } from './report-errors';
import { initialReportState, reportMachine, type RunRequestBody } from './report-machine';
import { RequestForm, type FieldProblem } from './RequestForm';
import { RunItem } from './RunItem';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { useReportError } from '../../provider/use-report-error';

/** Props of {@link ReportDownloader}. */
export interface ReportDownloaderProps
  extends Omit<React.ComponentPropsWithoutRef<'section'>, 'onError' | 'onChange' | 'onSubmit' | 'defaultValue' | 'children'> {
  /**
   * Ids of runs the person started earlier, shown (and followed) in the list from the first
   * render. Pass back what {@link ReportDownloaderProps.onRunIdsChange} gave you (from
   * `localStorage`, your backend, …) so the list survives a reload. Read once, on mount.
   * @default []
   */
  defaultRunIds?: readonly string[] | undefined;
  /** Called with the ids of the listed runs, newest first, whenever a run is added or removed. */
  onRunIdsChange?: ((runIds: string[]) => void) | undefined;
  /**
   * Makes the `idempotency_key` of a new request (1 to 128 characters). It is called once per
   * request: a double click, or a retry after a dropped connection or a 503, resends the same key,
   * so the API replays the run it created instead of creating another.
   * @default () => crypto.randomUUID()
   */
  createIdempotencyKey?: (() => string) | undefined;
  /**
   * Called once when a run this block follows moves to SUCCEEDED. The provider's `onEvent` also
   * receives `{ type: 'report.ready', run }`.
   */
  onReady?: ((run: ReportRun) => void) | undefined;
  /** Called once when a run this block follows moves to FAILED (`run.error.code` says why). */
  onRunFailed?: ((run: ReportRun) => void) | undefined;
  /**
   * Called with every failure the block shows (a refused request, a run that cannot be loaded, a
   * download or preview that failed). The provider's `onEvent` also receives an `error` event
   * with `source: 'ReportDownloader'`.
   */
  onError?: ((error: ShippingElementsError) => void) | undefined;
  /**
   * Rows kept and shown in a file preview; the row count and totals always cover the whole file.
   * @default 200
   */
  previewRows?: number | undefined;
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Creates asynchronous reports (the invoice report, `invoice.v1`) and hands over their files:
 * pick a report, its columns and dates inside the data window (at most 92 days), follow the run
 * until it is ready, then download or preview the file in the browser with its row count and
 * exact totals. Every refusal and every run failure is explained with the action that fixes it.
 *
 * **Styling contract** (`data-se-part`, with `data-state`):
 * - `report-downloader`: the root `section`; `data-state="loading" | "load-error" | "empty" |
 *   "editing" | "creating" | "rejected" | "conflict"`.
 * - `report-downloader-form`, `report-downloader-dates`, `report-downloader-columns`: the request.
 * - `report-downloader-problem`: a refused request, with its actions (`data-code`).
 * - `report-downloader-runs`: the list; each `report-downloader-run` has `data-state="loading" |
 *   "error" | "QUEUED" | "PROCESSING" | "SUCCEEDED" | "FAILED"`.
 * - `report-downloader-preview` (`data-state="loading" | "ready" | "failed"`),
 *   `report-downloader-totals`, `report-downloader-table`.
 *
 * @example
 * <ReportDownloader
 *   defaultRunIds={JSON.parse(localStorage.getItem('report-runs') ?? '[]')}
 *   onRunIdsChange={(ids) => localStorage.setItem('report-runs', JSON.stringify(ids))}
 *   onReady={(run) => toast(`Report ${run.id} is ready`)}
 * />
 */
export function ReportDownloader({
  defaultRunIds,
  onRunIdsChange,
  createIdempotencyKey,
  onReady,
  onRunFailed,
  onError,
  previewRows = 200,
  style,
  ...sectionProps
}: ReportDownloaderProps): React.JSX.Element {
  const { messages, themeRoot, emit } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;
  const [state, dispatch] = React.useReducer(reportMachine, defaultRunIds, (ids) => initialReportState(ids ?? []));
  const types = useReportTypes();
  const createRun = useCreateReportRun();
  const titleId = React.useId();
  const formHeadingId = React.useId();
  const runsHeadingId = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);

  const hostKey = useLatestCallback(createIdempotencyKey ?? randomKey);
  const makeKey = React.useCallback(() => hostKey() ?? randomKey(), [hostKey]);
  const reportError = useReportError('ReportDownloader', onError);
  const reportReady = useLatestCallback((run: ReportRun) => {
    onReady?.(run);
    emit({ type: 'report.ready', run });
  });
  const reportFailed = useLatestCallback((run: ReportRun) => onRunFailed?.(run));
  const runIdsChanged = useLatestCallback((ids: string[]) => onRunIdsChange?.(ids));

  // The machine decides when to send; this sends exactly once per entry into `creating`.
  const sentAttempt = React.useRef(0);
  const { mutateAsync } = createRun;
  React.useEffect(() => {
    if (state.step !== 'creating' || !state.request || sentAttempt.current === state.attempt) {
      return;
    }
    sentAttempt.current = state.attempt;
    const { key, body } = state.request;
    mutateAsync({ ...body, idempotency_key: key }).then(
      ({ run, replayed }) => dispatch({ type: 'created', runId: run.id, replayed }),
      (error: ShippingElementsError) => {
        dispatch({ type: 'failed', error, conflict: requestProblem(error).action === 'conflict' });
        reportError(error);
      },
    );
  }, [state.step, state.request, state.attempt, mutateAsync, reportError]);

  const typesError = types.error;
  React.useEffect(() => {
    if (typesError) {
      reportError(typesError);
    }
  }, [typesError, reportError]);

  const firstRender = React.useRef(true);
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    runIdsChanged(state.runIds);
  }, [state.runIds, runIdsChanged]);

  const submit = React.useCallback((body: RunRequestBody) => dispatch({ type: 'submit', body, newKey: makeKey() }), [makeKey]);
  const newRun = React.useCallback((body: RunRequestBody) => dispatch({ type: 'submit', body, newKey: makeKey(), fresh: true }), [makeKey]);
  const removeRun = React.useCallback((runId: string) => dispatch({ type: 'removeRun', runId }), []);
  const togglePreview = React.useCallback(
    (runId: string) => dispatch({ type: 'preview', runId: state.previewRunId === runId ? null : runId }),
    [state.previewRunId],
  );
  const editRequest = React.useCallback(() => {
    const start = formRef.current?.elements.namedItem('start');
    if (start instanceof HTMLElement) {
      start.focus();
    }
  }, []);

  const problem = state.error ? requestProblem(state.error) : undefined;
  const fieldProblem = React.useMemo<FieldProblem | null>(() => {
    const refused = state.error ? requestProblem(state.error) : undefined;
    return refused?.field && refused.action === 'fixInput' ? { field: refused.field, message: text.problems[refused.message] } : null;
  }, [state.error, text.problems]);
  const reportNames = React.useMemo(
    () => new Map((types.data?.items ?? []).map((item) => [item.report_type, reportTypeText(item, text).name])),
    [types.data, text],
  );

  const items = types.data?.items;
  const dataState = types.isPending ? 'loading' : types.isError ? 'load-error' : items?.length === 0 ? 'empty' : state.step;

  const renderRequest = () => {
    if (types.isPending) {
      return (
        <div data-se-part="report-downloader-loading" aria-busy="true">
          <Skeleton label={text.loading} />
        </div>
      );
    }
    if (types.isError) {
      return (
        <div data-se-part="report-downloader-load-error">
          <p data-se-part="report-downloader-load-error-text">{text.loadError}</p>
          <ErrorNotice error={types.error} onRetry={() => void types.refetch()} />
        </div>
      );
    }
    if (!items || items.length === 0) {
      return <p data-se-part="report-downloader-empty">{text.empty}</p>;
    }
    return (
      <>
        <h3 id={formHeadingId} data-se-part="report-downloader-heading">
          {text.form.heading}
        </h3>
        <RequestForm
          ref={formRef}
          reportTypes={items}
          pending={state.step === 'creating'}
          fieldProblem={fieldProblem}
          onSubmit={submit}
          labelledBy={formHeadingId}
        />
      </>
    );
  };

  return (
    <section
      {...themeRoot.attributes}
      aria-labelledby={titleId}
      {...sectionProps}
      style={{ ...themeRoot.style, ...style }}
      data-se-part="report-downloader"
      data-state={dataState}
    >
      <h2 id={titleId} data-se-part="report-downloader-title">
        {text.title}
      </h2>
      {renderRequest()}
      {problem && state.error && (
        <div role="alert" data-se-part="report-downloader-problem" data-code={state.error.kind === 'api' ? (state.error as { code?: string }).code : state.error.kind}>
          <p data-se-part="error-notice-message">{text.problems[problem.message]}</p>
          <div data-se-part="report-downloader-problem-actions">
            {problem.action === 'conflict' && (
              <>
                <Button onClick={() => dispatch({ type: 'newRequest' })}>{text.actions.newRequest}</Button>
                <Button variant="secondary" onClick={() => dispatch({ type: 'resendOriginal' })}>
                  {text.actions.resendOriginal}
                </Button>
              </>
            )}
            {problem.action === 'retry' && state.request && (
              <Button onClick={() => state.request && dispatch({ type: 'submit', body: state.request.body, newKey: makeKey() })}>{text.actions.retry}</Button>
            )}
            {problem.action === 'reloadTypes' && (
              <Button
                onClick={() => {
                  dispatch({ type: 'newRequest' });
                  void types.refetch();
                }}
              >
                {text.actions.reloadTypes}
              </Button>
            )}
            {problem.action !== 'conflict' && (
              <Button variant="secondary" onClick={() => dispatch({ type: 'dismiss' })}>
                {text.actions.dismiss}
              </Button>
            )}
          </div>
        </div>
      )}
      <p role="status" data-se-part="report-downloader-announcement">
        {state.lastRun ? (state.lastRun.replayed ? text.runs.replayed : text.runs.created) : ''}
      </p>
      <div data-se-part="report-downloader-runs" aria-labelledby={runsHeadingId} role="region">
        <h3 id={runsHeadingId} data-se-part="report-downloader-heading">
          {text.runs.heading}
        </h3>
        {state.runIds.length === 0 ? (
          <p data-se-part="report-downloader-runs-empty">{text.runs.empty}</p>
        ) : (
          <ul data-se-part="report-downloader-run-list">
            {state.runIds.map((runId) => (
              <RunItem
                key={runId}
                runId={runId}
                reportNames={reportNames}
                previewOpen={state.previewRunId === runId}
                previewRows={previewRows}
                onTogglePreview={togglePreview}
                onRemove={removeRun}
                onNewRun={newRun}
                onEditRequest={editRequest}
                onReady={reportReady}
                onFailed={reportFailed}
                onError={reportError}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
ReportDownloader.displayName = 'ReportDownloader';
