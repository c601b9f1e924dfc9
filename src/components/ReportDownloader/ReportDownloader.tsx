'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun } from '../../api/resources/reports';
import { useShippingElements } from '../../provider/context';
import { BlockFrame } from '../../ui/BlockFrame';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { RequestProblem } from './RequestProblem';
import { RequestSection } from './RequestSection';
import { RunItem } from './RunItem';
import { useReportDownloader } from './use-report-downloader';

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
export const ReportDownloader = /* @__PURE__ */ React.forwardRef<HTMLElement, ReportDownloaderProps>(function ReportDownloader(
  { defaultRunIds, onRunIdsChange, createIdempotencyKey, onReady, onRunFailed, onError, previewRows = 200, ...sectionProps },
  forwardedRef,
) {
  const { messages } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;
  const flow = useReportDownloader({ defaultRunIds, onRunIdsChange, createIdempotencyKey, onReady, onRunFailed, onError, previewRows });
  const { state, actions, reports } = flow;
  const runsHeadingId = React.useId();

  return (
    <BlockFrame ref={forwardedRef} {...sectionProps} part="report-downloader" state={flow.viewState} title={text.title}>
      <RequestSection types={flow.types} pending={state.step === 'creating'} rejected={flow.rejected} formRef={flow.formRef} actions={actions} />
      {flow.error && flow.problem && <RequestProblem error={flow.error} problem={flow.problem} actions={actions} />}
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
                reportNames={flow.reportNames}
                previewOpen={state.previewRunId === runId}
                preview={state.previewRunId === runId ? state.preview : null}
                actions={actions}
                onReady={reports.ready}
                onFailed={reports.failed}
                onError={reports.error}
              />
            ))}
          </ul>
        )}
      </div>
    </BlockFrame>
  );
});
// Minifiers rename functions; DevTools and error messages keep this name.
ReportDownloader.displayName = 'ReportDownloader';
