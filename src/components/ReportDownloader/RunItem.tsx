'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun } from '../../api/resources/reports';
import { useReportQueryError } from '../../internal/use-report-query-error';
import { useShippingElements } from '../../provider/context';
import { useDownloadReport, useReportRun } from '../../queries/reports';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import { requestProblem, runFailure } from './report-errors';
import type { RunPreviewState, RunRequestBody } from './report-downloader-machine';
import type { ReportDownloaderActions } from './use-report-downloader';
import { runFileName, runStatusText, runSummary } from './run-text';
import { saveFile } from './save-file';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';

/** Props of {@link RunItem}. */
export interface RunItemProps {
  runId: string;
  /** Display names of report types by key. */
  reportNames: ReadonlyMap<string, string>;
  previewOpen: boolean;
  /** The run's preview when it is open (the machine's). */
  preview: RunPreviewState | null;
  /** The block's actions: preview, remove, a new run of a failed one, back to the form. */
  actions: Pick<ReportDownloaderActions, 'togglePreview' | 'retryPreview' | 'removeRun' | 'newRun' | 'editRequest'>;
  onReady: (run: ReportRun) => void;
  onFailed: (run: ReportRun) => void;
  onError: (error: ShippingElementsError) => void;
}

// The preview (a table of the file's first rows) loads on use (ui/load-on-use.tsx), fetched when a run is listed.
const RunPreview = /* @__PURE__ */ componentOnUse(() => import('./RunPreview').then((module) => module.RunPreview), { whileLoading: 'placeholder' });

/**
 * One run the person started: its report and dates, its state (followed with backoff until it
 * SUCCEEDED or FAILED), and what can be done with it: download and preview the file, or read why
 * it failed and start again.
 */
export function RunItem({
  runId,
  reportNames,
  previewOpen,
  preview,
  actions,
  onReady,
  onFailed,
  onError,
}: RunItemProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;
  const query = useReportRun(runId);
  const download = useDownloadReport();
  const run = query.data;
  const status = run?.status;
  const headingId = React.useId();
  const previewHeadingId = React.useId();
  usePreloaded(RunPreview.code);

  // report.ready / failed once, when this item sees the run settle (not for runs already settled
  // when the host passed them back after a reload).
  const previous = React.useRef(status);
  React.useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (!run || before === status || (before !== 'QUEUED' && before !== 'PROCESSING')) {
      return;
    }
    if (status === 'SUCCEEDED') {
      onReady(run);
    } else if (status === 'FAILED') {
      onFailed(run);
    }
  }, [run, status, onReady, onFailed]);

  const queryError = query.error;
  useReportQueryError(queryError, onError);

  if (!run) {
    const gone = queryError ? requestProblem(queryError).message === 'runNotFound' : false;
    const remove = (
      <Button variant="secondary" onClick={() => actions.removeRun(runId)}>
        {text.actions.remove}
      </Button>
    );
    return (
      <li data-se-part="report-downloader-run" data-state={queryError ? 'error' : 'loading'} aria-labelledby={headingId}>
        <h4 id={headingId} data-se-part="report-downloader-run-title">
          {runId}
        </h4>
        {queryError ? (
          gone ? (
            <ErrorNotice error={queryError} message={text.problems.runNotFound} actions={remove} />
          ) : (
            <ErrorNotice error={queryError} onRetry={() => void query.refetch()} />
          )
        ) : (
          <p role="status">{text.runs.status.loading}</p>
        )}
      </li>
    );
  }

  const reportName = reportNames.get(run.report_type) ?? run.report_type;
  const settled = status === 'SUCCEEDED' || status === 'FAILED';
  const failure = status === 'FAILED' ? runFailure(run.error?.code) : undefined;
  const body: RunRequestBody = {
    report_type: run.report_type,
    interval: run.interval ?? { start: 0, end: 0 },
    ...(run.columns ? { columns: run.columns } : {}),
    output_format: 'csv_gzip',
  };

  const startDownload = () => {
    download.mutate(run, {
      onSuccess: (blob) => saveFile(blob, runFileName(run)),
      onError,
    });
  };

  return (
    <li data-se-part="report-downloader-run" data-state={status} aria-labelledby={headingId}>
      <h4 id={headingId} data-se-part="report-downloader-run-title">
        {runSummary(run, reportName, messages, format, locale)}
      </h4>
      <div data-se-part="report-downloader-run-status">
        {!settled && <progress aria-label={text.runs.progress} data-se-part="report-downloader-progress" />}
        <p aria-live="polite" data-se-part="report-downloader-run-state" data-state={status}>
          {runStatusText(run.status, messages, locale)}
        </p>
      </div>
      {failure && (
        <ErrorNotice
          code={run.error?.code ?? undefined}
          message={text.failures[failure.message]}
          actions={
            <>
              {failure.action === 'editRequest' ? (
                <Button onClick={actions.editRequest}>{text.actions.editRequest}</Button>
              ) : (
                <Button onClick={() => actions.newRun(body)} disabled={!run.interval}>
                  {text.actions.newRun}
                </Button>
              )}
              <Button variant="secondary" onClick={() => actions.removeRun(run.id)}>
                {text.actions.remove}
              </Button>
            </>
          }
        />
      )}
      {status === 'SUCCEEDED' && (
        <div data-se-part="report-downloader-run-actions">
          <Button part="report-downloader-download" onClick={startDownload} pending={download.isPending}>
            {download.isPending ? text.runs.downloading : text.runs.download}
          </Button>
          <Button part="report-downloader-preview" variant="secondary" aria-expanded={previewOpen} onClick={() => actions.togglePreview(run)}>
            {previewOpen ? text.runs.hidePreview : text.runs.preview}
          </Button>
        </div>
      )}
      {download.isError && <ErrorNotice error={download.error} message={text.runs.downloadError} />}
      {status === 'SUCCEEDED' && previewOpen && preview && (
        <>
          <h5 id={previewHeadingId} data-se-part="visually-hidden">
            {text.preview.heading}
          </h5>
          <RunPreview preview={preview} labelledBy={previewHeadingId} onRetry={() => actions.retryPreview(run)} />
        </>
      )}
    </li>
  );
}
