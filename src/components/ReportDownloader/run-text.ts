import type { ReportRun } from '../../api/resources/reports';
import type { Formatters } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { DAY_SECONDS, dayOf } from './report-values';

type ReportText = Messages['reportDownloader'];

/** A report type's name and description as the catalogue words them; the API's own for a type it does not know. */
export function reportTypeText(type: { report_type: string; name?: string | null; description?: string | null }, text: ReportText): { name: string; description: string | undefined } {
  const known = (text.reportTypes as Partial<Record<string, { name: string; description: string }>>)[type.report_type];
  return known ?? { name: type.name ?? type.report_type, description: type.description ?? undefined };
}

/** A column's name as the catalogue words it; the API's (and the file's) name for one it does not know. */
export function columnText(column: string, text: ReportText): string {
  return (text.columnNames as Partial<Record<string, string>>)[column] ?? column;
}

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
