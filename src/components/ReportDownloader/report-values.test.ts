import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ReportType } from '../../api/resources/reports';
import { dayWindow, initialValues, reportFormSchema, toInterval, toRunInput, type ReportFormValues } from './report-values';

const DAY = 86_400;
const windowEnd = Date.UTC(2026, 10, 23) / 1000;
const reportType: ReportType = {
  report_type: 'invoice.v1',
  available_columns: [
    { name: 'invoice_number', is_default: true },
    { name: 'invoice_item_amount', is_default: true },
    { name: 'is_return', is_default: false },
  ],
  data_availability: { status: 'ready', start: windowEnd - 400 * DAY, end: windowEnd },
};

function issues(values: Partial<ReportFormValues>) {
  const window = dayWindow(reportType);
  const result = z.safeParse(reportFormSchema(window), { ...initialValues(reportType), ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('report values', () => {
  it('reads the data window as whole UTC days, its end exclusive', () => {
    expect(dayWindow(reportType)).toEqual({ first: '2025-10-19', last: '2026-11-22' });
    expect(dayWindow({ data_availability: { status: 'pending' } })).toBeUndefined();
  });

  it('starts with the last 30 days with data and the default columns', () => {
    expect(initialValues(reportType)).toEqual({
      reportType: 'invoice.v1',
      start: '2026-10-24',
      end: '2026-11-22',
      columns: { invoice_number: true, invoice_item_amount: true, is_return: false },
    });
  });

  it('accepts 92 days and refuses 93, before anything is sent', () => {
    expect(issues({ start: '2026-08-23', end: '2026-11-22' })).toEqual({});
    expect(issues({ start: '2026-08-22', end: '2026-11-22' })).toEqual({ end: 'tooLong' });
  });

  it('refuses dates outside the data window and an end before the start', () => {
    expect(issues({ start: '2025-10-18', end: '2025-12-01' })).toEqual({ start: 'beforeWindow' });
    expect(issues({ end: '2026-11-23' })).toEqual({ end: 'afterWindow' });
    expect(issues({ start: '2026-11-10', end: '2026-11-09' })).toEqual({ end: 'endBeforeStart' });
    expect(issues({ start: '' })).toEqual({ start: 'required' });
    expect(issues({ columns: { invoice_number: false, invoice_item_amount: false, is_return: false } })).toEqual({ columns: 'noColumns' });
  });

  it('sends the interval as epoch seconds, end after start, and the columns once in catalog order', () => {
    expect(toInterval('2026-11-22', '2026-11-22')).toEqual({ start: windowEnd - DAY, end: windowEnd });
    const values: ReportFormValues = { ...initialValues(reportType), columns: { is_return: true, invoice_number: true } };
    expect(toRunInput(values, reportType.available_columns)).toEqual({
      report_type: 'invoice.v1',
      interval: { start: Date.UTC(2026, 9, 24) / 1000, end: windowEnd },
      columns: ['invoice_number', 'is_return'],
      output_format: 'csv_gzip',
    });
  });
});
