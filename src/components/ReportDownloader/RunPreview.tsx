'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportRun } from '../../api/resources/reports';
import { useLatestCallback } from '../../internal/use-latest-callback';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useOpenReportFile } from '../../queries/reports';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { fromMicros } from '../../lib/decimal';
import { PreviewTable } from './PreviewTable';
import { columnText } from './run-text';
import { previewReportFile } from './preview-report-file';
import { previewRowFormatter } from './preview-cells';
import type { PreviewTotal, ReportPreview } from './report-preview';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';

/** Props of {@link RunPreview}. */
export interface RunPreviewProps {
  run: ReportRun;
  /** Rows kept and shown. */
  maxRows: number;
  /** Id of the heading that names the preview. */
  labelledBy: string;
  onError: (error: ShippingElementsError) => void;
}

type PreviewState = { status: 'loading' } | { status: 'ready'; preview: ReportPreview } | { status: 'failed'; error: ShippingElementsError | undefined };

/**
 * Streams the run's file (a fresh signed URL is fetched first when needed), decompresses and
 * parses it in the browser, and shows the row count, exact totals and the first rows.
 */
export function RunPreview({ run, maxRows, labelledBy, onError }: RunPreviewProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader.preview;
  const openFile = useOpenReportFile();
  const [attempt, setAttempt] = React.useState(0);
  // The outcome of one attempt; a newer attempt reads as loading until it has its own.
  const [outcome, setOutcome] = React.useState<{ attempt: number; state: PreviewState } | null>(null);
  const state: PreviewState = outcome?.attempt === attempt ? outcome.state : { status: 'loading' };
  // The run as rendered now: opening the file refreshes its URL in the cache, which must not
  // start the preview over.
  const currentRun = useLatestCallback(() => run);

  React.useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const response = await openFile(currentRun() ?? run, { signal: controller.signal });
        if (!response.body) {
          throw new TypeError('The report file has no body.');
        }
        const preview = await previewReportFile(response.body, { maxRows, signal: controller.signal });
        setOutcome({ attempt, state: { status: 'ready', preview } });
      } catch (error) {
        if (controller.signal.aborted) {
          return;
        }
        const kitError = isKitError(error) ? error : undefined;
        setOutcome({ attempt, state: { status: 'failed', error: kitError } });
        if (kitError) {
          onError(kitError);
        }
      }
    })();
    return () => controller.abort();
    // `run` is read through currentRun: a refreshed URL is not a reason to read the file again.
  }, [openFile, maxRows, attempt, onError, currentRun]); // eslint-disable-line react-hooks/exhaustive-deps

  // One total per currency: a sum without its currency (a file without the currency column) is
  // not a total anyone can read, so it is not shown.
  const totalText = (total: PreviewTotal) => format.money(fromMicros(total.micros), total.currency);
  const preview = state.status === 'ready' ? state.preview : undefined;
  const totals = preview?.totals.filter((total) => total.currency !== '') ?? [];
  const sumsWithoutCurrency = preview !== undefined && totals.length < preview.totals.length;
  const rows = React.useMemo(() => {
    if (!preview) {
      return [];
    }
    const word = previewRowFormatter(preview.columns, format, text.values);
    return preview.rows.map(word);
  }, [preview, format, text.values]);

  return (
    <div data-se-part="report-downloader-preview" data-state={state.status} aria-labelledby={labelledBy} role="region" aria-busy={state.status === 'loading' || undefined}>
      {state.status === 'loading' && (
        <p role="status" data-se-part="report-downloader-preview-status">
          {text.loading}
        </p>
      )}
      {state.status === 'failed' && (
        <ErrorNotice
          error={state.error}
          message={text.error}
          onRetry={() => setAttempt((count) => count + 1)}
          retryLabel={messages.reportDownloader.actions.retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <p role="status" data-se-part="report-downloader-preview-count">
            {formatMessage(text.rows, { count: state.preview.rowCount }, locale)}
            {state.preview.negativeCount > 0 && ` · ${formatMessage(text.negative, { count: state.preview.negativeCount }, locale)}`}
          </p>
          {totals.length > 0 && (
            <dl data-se-part="report-downloader-totals" aria-label={text.totals}>
              {(['invoice_item_amount', 'invoice_item_charged_amount'] as const).map((column) => {
                const ofColumn = totals.filter((total) => total.column === column);
                return ofColumn.length === 0 ? null : (
                  <div key={column} data-se-part="report-downloader-total" data-column={column}>
                    <dt>{text.totalOf[column]}</dt>
                    <dd>{format.list(ofColumn.map(totalText), 'unit')}</dd>
                  </div>
                );
              })}
            </dl>
          )}
          {sumsWithoutCurrency && <p data-se-part="field-description">{text.totalsNeedCurrency}</p>}
          {state.preview.rowCount === 0 ? (
            <p data-se-part="report-downloader-preview-empty">{text.empty}</p>
          ) : (
            <>
              {state.preview.rowCount > state.preview.rows.length && (
                <p data-se-part="field-description">{formatMessage(text.shown, { count: state.preview.rows.length }, locale)}</p>
              )}
              <PreviewTable columns={state.preview.columns.map((column) => columnText(column, messages.reportDownloader))} rows={rows} label={text.table} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function isKitError(error: unknown): error is ShippingElementsError {
  return typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string';
}
