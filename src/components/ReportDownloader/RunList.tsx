'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun } from '../../api/resources/reports';
import { useShippingElements } from '../../provider/context';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { RunItem } from './RunItem';
import type { ReportDownloaderActions } from './use-report-downloader';

/** Props of {@link RunList}. */
export interface RunListProps {
  runIds: readonly string[];
  previewRunId: string | null;
  /** Display names of report types by key. */
  reportNames: ReadonlyMap<string, string>;
  previewRows: number;
  actions: ReportDownloaderActions;
  reports: { ready: (run: ReportRun) => void; failed: (run: ReportRun) => void; error: (error: ShippingElementsError) => void };
}

/** The runs the person started, newest first, each followed until it is ready or failed. */
export function RunList({ runIds, previewRunId, reportNames, previewRows, actions, reports }: RunListProps): React.JSX.Element {
  const { messages } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader.runs;
  const headingId = React.useId();
  return (
    <div data-se-part="report-downloader-runs" aria-labelledby={headingId} role="region">
      <h3 id={headingId} data-se-part="report-downloader-heading">
        {text.heading}
      </h3>
      {runIds.length === 0 ? (
        <p data-se-part="report-downloader-runs-empty">{text.empty}</p>
      ) : (
        <ul data-se-part="report-downloader-run-list">
          {runIds.map((runId) => (
            <RunItem
              key={runId}
              runId={runId}
              reportNames={reportNames}
              previewOpen={previewRunId === runId}
              previewRows={previewRows}
              actions={actions}
              onReady={reports.ready}
              onFailed={reports.failed}
              onError={reports.error}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
