'use client';

import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ReportColumn } from '../../api/resources/reports';
import { useShippingElements } from '../../provider/context';
import { CheckboxControl } from '../../ui/form-controls';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import type { ReportFormValues } from './report-values';
import { columnText } from './run-text';

/** Props of {@link ColumnsFieldset}. */
export interface ColumnsFieldsetProps {
  form: UseFormReturn<ReportFormValues>;
  columns: readonly ReportColumn[];
}

/** The columns of a request: one checkbox per column of the type, so none can be asked twice. */
export function ColumnsFieldset({ form, columns }: ColumnsFieldsetProps): React.JSX.Element {
  const { messages } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;
  const errorId = React.useId();
  // An error set on the whole group (a record of checkboxes), not on one of its entries.
  const error = form.formState.errors.columns as { type?: string; message?: string } | undefined;
  const errorText = error?.message === undefined ? undefined : error.type === 'server' ? error.message : text.validation.noColumns;

  return (
    <fieldset data-se-part="report-downloader-columns" aria-describedby={errorText ? errorId : undefined} aria-invalid={errorText ? true : undefined}>
      <legend>{text.form.columns}</legend>
      <p data-se-part="field-description">{text.form.columnsHint}</p>
      <div data-se-part="report-downloader-column-list">
        {columns.map((column) => (
          <CheckboxControl
            key={column.name}
            label={columnText(column.name, text)}
            field={`columns.${column.name}`}
            registration={form.register(`columns.${column.name}`)}
          />
        ))}
      </div>
      {errorText && (
        <p id={errorId} data-se-part="field-error">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
