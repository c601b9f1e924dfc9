'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import type { ReportType } from '../../api/resources/reports';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useReportType } from '../../queries/reports';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { CheckboxControl, SelectControl, TextControl } from '../../ui/form-controls';
import type { RunRequestBody } from './report-machine';
import {
  addDays,
  dayWindow,
  initialValues,
  MAX_REPORT_DAYS,
  reportFormSchema,
  startOfDay,
  toRunInput,
  type DayWindow,
  type ReportFormValues,
  type ReportIssue,
} from './report-values';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { columnText, reportTypeText } from './run-text';

/** A refusal of the API that belongs to one field of the form. */
export interface FieldProblem {
  field: 'start' | 'end' | 'columns';
  message: string;
}

/** Props of {@link RequestForm}. */
export interface RequestFormProps {
  /** The active report types of the catalog. */
  reportTypes: readonly ReportType[];
  /** True while a run request is on its way. */
  pending: boolean;
  /** A refusal to show on its field (and focus), until the person sends again. */
  fieldProblem: FieldProblem | null;
  /** Called with the validated request body. */
  onSubmit: (body: RunRequestBody) => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The request form: a report type with its description, its columns (the defaults chosen, each
 * a checkbox so none can be asked twice), and a date range bounded by the type's data window and
 * by 92 days. Every bound is explained on its field before anything is sent.
 */
export const RequestForm = React.forwardRef<HTMLFormElement, RequestFormProps>(function RequestForm(
  { reportTypes, pending, fieldProblem, onSubmit, labelledBy },
  ref,
) {
  const { messages, locale, format } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader.form;
  const [firstType] = reportTypes;
  const [selected, setSelected] = React.useState(firstType?.report_type ?? '');
  const detail = useReportType(selected);
  // The catalog entry already has columns and a window; the type's own record is fresher.
  const reportType = detail.data ?? reportTypes.find((item) => item.report_type === selected) ?? firstType;
  const window = reportType ? dayWindow(reportType) : undefined;
  const first = window?.first;
  const last = window?.last;
  const schema = React.useMemo(() => reportFormSchema(first && last ? { first, last } : undefined), [first, last]);

  const form = useForm<ReportFormValues>({
    resolver: zodResolver(schema),
    defaultValues: reportType ? initialValues(reportType) : { reportType: '', start: '', end: '', columns: {} },
  });
  const { register, handleSubmit, reset, setError, setFocus, formState, watch } = form;
  const watchedType = watch('reportType');

  // Another report type: its own columns and window, with its defaults.
  React.useEffect(() => {
    if (watchedType && watchedType !== selected) {
      setSelected(watchedType);
      const next = reportTypes.find((item) => item.report_type === watchedType);
      if (next) {
        reset(initialValues(next));
      }
    }
  }, [watchedType, selected, reportTypes, reset]);

  React.useEffect(() => {
    if (fieldProblem) {
      setError(fieldProblem.field, { type: 'server', message: fieldProblem.message });
      if (fieldProblem.field !== 'columns') {
        setFocus(fieldProblem.field);
      }
    }
  }, [fieldProblem, setError, setFocus]);

  const startValue = watch('start');
  const endValue = watch('end');
  const windowId = React.useId();
  // The browser writes a date input in its own language: the chosen day is said again in the
  // interface's (French `mardi 24 novembre 2026`, not `11/24/2026`).
  const chosenDay = (day: string) => (startOfDay(day) === undefined ? undefined : format.date(day, 'full'));
  const issueText = (field: 'start' | 'end', label: string): string | undefined => {
    const error = formState.errors[field];
    if (!error?.message) {
      return undefined;
    }
    return error.type === 'server' ? error.message : describeIssue(error.message as ReportIssue, label, window, startValue);
  };
  const describeIssue = (issue: ReportIssue, label: string, bounds: DayWindow | undefined, start: string): string => {
    const validation = messages.reportDownloader.validation;
    const date = (day: string) => format.date(day, 'long');
    switch (issue) {
      case 'required':
        return formatMessage(validation.required, { field: label }, locale);
      case 'beforeWindow':
        return formatMessage(validation.beforeWindow, { field: label, date: date(bounds?.first ?? '') }, locale);
      case 'afterWindow':
        return formatMessage(validation.afterWindow, { field: label, date: date(bounds?.last ?? '') }, locale);
      case 'endBeforeStart':
        return formatMessage(validation.endBeforeStart, { field: label, date: date(start) }, locale);
      case 'tooLong': {
        // Never an end before the first day with data.
        const latest = addDays(bounds && start < bounds.first ? bounds.first : start, MAX_REPORT_DAYS - 1);
        return formatMessage(validation.tooLong, { date: date(bounds && latest > bounds.last ? bounds.last : latest) }, locale);
      }
      case 'noColumns':
        return validation.noColumns;
      case 'pending':
        return validation.pending;
      default:
        issue satisfies never;
        return validation.pending;
    }
  };
  // An error set on the whole group (a record of checkboxes), not on one of its entries.
  const columnsError = formState.errors.columns as { type?: string; message?: string } | undefined;
  const columnsErrorText =
    columnsError?.message === undefined ? undefined : columnsError.type === 'server' ? columnsError.message : messages.reportDownloader.validation.noColumns;
  const columnsErrorId = React.useId();

  const typeOptions = React.useMemo(
    () => reportTypes.map((item) => ({ value: item.report_type, label: reportTypeText(item, messages.reportDownloader).name })),
    [reportTypes, messages.reportDownloader],
  );

  if (!reportType) {
    return null;
  }

  return (
    <form
      ref={ref}
      noValidate
      aria-labelledby={labelledBy}
      data-se-part="report-downloader-form"
      onSubmit={(event) => void handleSubmit((values) => onSubmit(toRunInput(values, reportType.available_columns)))(event)}
    >
      <SelectControl
        label={text.reportType}
        field="reportType"
        registration={register('reportType')}
        options={typeOptions}
        description={reportTypeText(reportType, messages.reportDownloader).description}
      />
      {detail.isError && <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />}
      {window ? (
        <fieldset data-se-part="report-downloader-dates" aria-describedby={windowId}>
          {/* A short legend: a sentence of two lines would straddle the fieldset's border. */}
          <legend>{text.dates}</legend>
          <p id={windowId} data-se-part="field-description">
            {formatMessage(text.window, { first: format.date(window.first, 'long'), last: format.date(window.last, 'long') }, locale)}
          </p>
          <TextControl
            label={text.start}
            field="start"
            type="date"
            required
            registration={register('start')}
            error={issueText('start', text.start)}
            description={chosenDay(startValue)}
          />
          <TextControl
            label={text.end}
            field="end"
            type="date"
            required
            registration={register('end')}
            error={issueText('end', text.end)}
            description={chosenDay(endValue)}
          />
        </fieldset>
      ) : (
        <p role="status" data-se-part="report-downloader-pending">
          {detail.isPending ? text.loadingType : text.pending}
        </p>
      )}
      <fieldset
        data-se-part="report-downloader-columns"
        aria-describedby={columnsErrorText ? columnsErrorId : undefined}
        aria-invalid={columnsErrorText ? true : undefined}
      >
        <legend>{text.columns}</legend>
        <p data-se-part="field-description">{text.columnsHint}</p>
        <div data-se-part="report-downloader-column-list">
          {reportType.available_columns.map((column) => (
            <CheckboxControl
              key={column.name}
              label={columnText(column.name, messages.reportDownloader)}
              field={`columns.${column.name}`}
              registration={register(`columns.${column.name}`)}
            />
          ))}
        </div>
        {columnsErrorText && (
          <p id={columnsErrorId} data-se-part="field-error">
            {columnsErrorText}
          </p>
        )}
      </fieldset>
      <Button type="submit" part="report-downloader-submit" pending={pending} disabled={!window}>
        {text.submit}
      </Button>
    </form>
  );
});
