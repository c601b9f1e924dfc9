import type { Formatters } from '../../provider/context';
import { formatMessage, type Messages } from '../../provider/messages';
import { LIMITS } from '../../lib/limits';
import { addDays, type DayWindow, type ReportIssue } from './report-values';

/** What a date issue is worded with: the field's label, the type's data window, the chosen start. */
export interface IssueContext {
  label: string;
  window: DayWindow | undefined;
  start: string;
}

/** A form issue of the request in the active language (`“From” can’t be before October 19, 2025, …`). */
export function reportIssueText(issue: ReportIssue, { label, window, start }: IssueContext, messages: Messages, format: Formatters, locale: string): string {
  const validation = messages.reportDownloader.validation;
  const date = (day: string) => format.date(day, 'long');
  switch (issue) {
    case 'required':
      return formatMessage(messages.formErrors.required, { field: label }, locale);
    case 'beforeWindow':
      return formatMessage(validation.beforeWindow, { field: label, date: date(window?.first ?? '') }, locale);
    case 'afterWindow':
      return formatMessage(validation.afterWindow, { field: label, date: date(window?.last ?? '') }, locale);
    case 'endBeforeStart':
      return formatMessage(validation.endBeforeStart, { field: label, date: date(start) }, locale);
    case 'tooLong': {
      // Never an end before the first day with data.
      const latest = addDays(window && start < window.first ? window.first : start, LIMITS.maxReportIntervalDays - 1);
      return formatMessage(validation.tooLong, { date: date(window && latest > window.last ? window.last : latest) }, locale);
    }
    case 'noColumns':
      return validation.noColumns;
    case 'pending':
      return validation.pending;
    default:
      issue satisfies never;
      return validation.pending;
  }
}
