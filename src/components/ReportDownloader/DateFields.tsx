'use client';

import * as React from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { TextControl } from '../../ui/form-controls';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { reportIssueText } from './report-issue-text';
import { startOfDay, type DayWindow, type ReportFormValues, type ReportIssue } from './report-values';

/** Props of {@link DateFields}. */
export interface DateFieldsProps {
  form: UseFormReturn<ReportFormValues>;
  /** The whole UTC days the chosen report type has data for. */
  window: DayWindow;
}

/**
 * The date range of a request: the type's data window in words, then the first and last day, each
 * with its chosen day said again in the interface's language and its issue on the field.
 */
export function DateFields({ form, window }: DateFieldsProps): React.JSX.Element {
  const { messages, locale, format } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader.form;
  const { register, watch, formState } = form;
  const start = watch('start');
  const end = watch('end');
  const windowId = React.useId();
  // The browser writes a date input in its own language: the chosen day is said again in the
  // interface's (French `mardi 24 novembre 2026`, not `11/24/2026`).
  const chosenDay = (day: string) => (startOfDay(day) === undefined ? undefined : format.date(day, 'full'));
  // A refusal of the API carries its sentence; the schema's issues are codes worded here.
  const issueText = (error: FieldError | undefined, label: string) =>
    !error?.message ? undefined : error.type === 'server' ? error.message : reportIssueText(error.message as ReportIssue, { label, window, start }, messages, format, locale);

  return (
    <fieldset data-se-part="report-downloader-dates" aria-describedby={windowId}>
      {/* A short legend: a sentence of two lines would straddle the fieldset's border. */}
      <legend>{text.dates}</legend>
      <p id={windowId} data-se-part="field-description">
        {formatMessage(text.window, { first: format.date(window.first, 'long'), last: format.date(window.last, 'long') }, locale)}
      </p>
      {(['start', 'end'] as const).map((field) => (
        <TextControl
          key={field}
          label={text[field]}
          field={field}
          type="date"
          required
          registration={register(field)}
          error={issueText(formState.errors[field], text[field])}
          description={chosenDay(field === 'start' ? start : end)}
        />
      ))}
    </fieldset>
  );
}
