import * as z from 'zod/mini';
import type { ReportColumn, ReportRunInput, ReportType } from '../../api/resources/reports';
import { LIMITS } from '../../lib/limits';

/** Seconds in a UTC day. */
export const DAY_SECONDS = 86_400;

/** A problem with the request form; the form words it in the active language. */
export type ReportIssue = 'required' | 'beforeWindow' | 'afterWindow' | 'endBeforeStart' | 'tooLong' | 'noColumns' | 'pending';

/** What the request form holds: dates as typed (`YYYY-MM-DD`, UTC days), one checkbox per column. */
export interface ReportFormValues {
  reportType: string;
  /** First day of the report (UTC), inclusive. */
  start: string;
  /** Last day of the report (UTC), inclusive. */
  end: string;
  /** Column name → chosen. One entry per column, so a column can never be requested twice. */
  columns: Record<string, boolean>;
}

/** The UTC days a report type's data covers: first and last whole day, as `YYYY-MM-DD`. */
export interface DayWindow {
  first: string;
  last: string;
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of the UTC day an epoch second falls in. */
export function dayOf(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds of 00:00 UTC of a `YYYY-MM-DD` day, or undefined when the text is not a date. */
export function startOfDay(day: string): number | undefined {
  if (!DATE_PATTERN.test(day)) {
    return undefined;
  }
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms / 1000;
}

/** Adds whole days to a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const start = startOfDay(day) ?? 0;
  return dayOf(start + days * DAY_SECONDS);
}

/**
 * The whole UTC days inside a report type's `data_availability` (its `end` is exclusive), or
 * undefined when the data is not ready.
 */
export function dayWindow(reportType: Pick<ReportType, 'data_availability'>): DayWindow | undefined {
  const { status, start, end } = reportType.data_availability;
  if (status !== 'ready' || typeof start !== 'number' || typeof end !== 'number' || end <= start) {
    return undefined;
  }
  const first = dayOf(Math.ceil(start / DAY_SECONDS) * DAY_SECONDS);
  const last = dayOf(Math.floor(end / DAY_SECONDS) * DAY_SECONDS - DAY_SECONDS);
  return startOfDay(last)! >= startOfDay(first)! ? { first, last } : undefined;
}

/** The interval a run covers: from 00:00 UTC of the first day to 00:00 UTC after the last day. */
export function toInterval(start: string, end: string): { start: number; end: number } | undefined {
  const from = startOfDay(start);
  const to = startOfDay(end);
  return from === undefined || to === undefined ? undefined : { start: from, end: to + DAY_SECONDS };
}

/** The columns a new request starts with: the defaults, or every column when none is marked default. */
export function defaultColumns(columns: readonly ReportColumn[]): Record<string, boolean> {
  const anyDefault = columns.some((column) => column.is_default === true);
  return Object.fromEntries(columns.map((column) => [column.name, anyDefault ? column.is_default === true : true]));
}

/** The form's first values for a report type: its last 30 days with data and its default columns. */
export function initialValues(reportType: ReportType): ReportFormValues {
  const window = dayWindow(reportType);
  const last = window?.last ?? '';
  const first = window ? maxDay(window.first, addDays(window.last, -29)) : '';
  return { reportType: reportType.report_type, start: first, end: last, columns: defaultColumns(reportType.available_columns) };
}

function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/**
 * The form schema for one report type: dates inside its data window, end on or after start, at
 * most 92 days, at least one column. Issue messages are {@link ReportIssue} codes.
 */
export function reportFormSchema(window: DayWindow | undefined) {
  return z
    .object({
      reportType: z.string(),
      start: z.string(),
      end: z.string(),
      columns: z.record(z.string(), z.boolean()),
    })
    .check(
      z.superRefine((values, context) => {
        const issue = (path: string, message: ReportIssue) => context.addIssue({ code: 'custom', path: [path], message });
        if (!window) {
          issue('start', 'pending');
          return;
        }
        const start = startOfDay(values.start);
        const end = startOfDay(values.end);
        if (start === undefined) {
          issue('start', 'required');
        } else if (values.start < window.first) {
          issue('start', 'beforeWindow');
        } else if (values.start > window.last) {
          issue('start', 'afterWindow');
        }
        if (end === undefined) {
          issue('end', 'required');
        } else if (values.end > window.last) {
          issue('end', 'afterWindow');
        } else if (values.end < window.first) {
          issue('end', 'beforeWindow');
        } else if (start !== undefined && end < start) {
          issue('end', 'endBeforeStart');
        } else if (start !== undefined && values.start >= window.first && (end - start) / DAY_SECONDS + 1 > LIMITS.maxReportIntervalDays) {
          // Only from a start inside the window: from one before it, the latest end it allows
          // could fall before the first day with data (the start is flagged on its own field).
          issue('end', 'tooLong');
        }
        if (!Object.values(values.columns).some(Boolean)) {
          issue('columns', 'noColumns');
        }
      }),
    );
}

/** Amount columns and the column of their currency: an amount is never sent without it. */
const CURRENCY_OF: Readonly<Record<string, string>> = {
  invoice_item_amount: 'invoice_item_currency',
  invoice_item_charged_amount: 'invoice_item_charged_currency',
  invoice_total_amount: 'invoice_currency',
  invoice_charged_amount: 'invoice_currency',
};

/**
 * The body of the run request: the interval in epoch seconds (end after start) and the chosen
 * columns in the report type's order, each once, with the currency column of every chosen amount
 * (so the preview gives one total per currency, never a sum of several).
 */
export function toRunInput(values: ReportFormValues, columns: readonly ReportColumn[]): Omit<ReportRunInput, 'idempotency_key'> {
  const interval = toInterval(values.start, values.end);
  if (!interval) {
    throw new RangeError('toRunInput needs validated dates.');
  }
  const wanted = new Set(Object.keys(values.columns).filter((name) => values.columns[name] === true));
  for (const name of [...wanted]) {
    const currency = CURRENCY_OF[name];
    if (currency !== undefined) {
      wanted.add(currency);
    }
  }
  const chosen = columns.filter((column) => wanted.has(column.name)).map((column) => column.name);
  return { report_type: values.reportType, interval, columns: [...new Set(chosen)], output_format: 'csv_gzip' };
}
