'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { fromMicros } from '../../lib/decimal';
import { PreviewTable } from './PreviewTable';
import { columnText } from './run-text';
import { previewRowFormatter } from './preview-cells';
import type { PreviewTotal } from './report-preview';
import type { RunPreviewState } from './report-downloader-machine';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';

/** Props of {@link RunPreview}. */
export interface RunPreviewProps {
  /** The preview of the run's file, as the block's machine has it. */
  preview: RunPreviewState;
  /** Id of the heading that names the preview. */
  labelledBy: string;
  /** Reads the file again after a failure. */
  onRetry: () => void;
}

/**
 * The preview of a run's file (read by the block's controller: streamed, decompressed and parsed
 * in the browser): while it is read, why it could not be, or the row count, exact totals and the
 * first rows.
 */
export function RunPreview({ preview: state, labelledBy, onRetry }: RunPreviewProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader.preview;

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
          onRetry={onRetry}
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
