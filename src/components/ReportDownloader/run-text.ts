import type { ReportRun } from '../../api/resources/reports';
import type { Formatters } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { DAY_SECONDS, dayOf } from './report-values';

/** A run's report and dates in words: `Invoices, Nov 1, 2026 to Nov 22, 2026` (UTC days). */
export function runSummary(run: ReportRun, reportName: string, messages: Messages, format: Formatters, locale: string): string {
  const interval = run.interval;
  if (!interval) {
    return reportName;
  }
  return formatMessage(
    messages.reportDownloader.runs.summary,
    { type: reportName, start: format.date(dayOf(interval.start)), end: format.date(dayOf(interval.end - DAY_SECONDS)) },
    locale,
  );
}

/** A run status in words, or the API's value for one the kit does not know yet. */
export function runStatusText(status: string, messages: Messages, locale: string): string {
  const texts = messages.reportDownloader.runs.status;
  return status === 'QUEUED' || status === 'PROCESSING' || status === 'SUCCEEDED' || status === 'FAILED'
    ? texts[status]
    : formatMessage(texts.unknown, { value: status }, locale);
}

/** The name of a downloaded file: `invoice-<run id>.csv.gz`, as the API names it. */
export function runFileName(run: ReportRun): string {
  return `${run.report_type.split('.')[0] ?? 'report'}-${run.id}.csv.gz`;
}
