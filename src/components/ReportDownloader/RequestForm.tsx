'use client';

import * as React from 'react';
import type { ReportType } from '../../api/resources/reports';
import { useShippingElements } from '../../provider/context';
import { useReportType } from '../../queries/reports';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectControl } from '../../ui/form-controls';
import { useStepForm, type RejectedField } from '../../ui/use-step-form';
import { ColumnsFieldset } from './ColumnsFieldset';
import { DateFields } from './DateFields';
import type { RunRequestBody } from './report-downloader-machine';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { dayWindow, initialValues, reportFormSchema, toRunInput, type ReportFormValues } from './report-values';
import { reportTypeText } from './run-text';

/** Props of {@link RequestForm}. */
export interface RequestFormProps {
  /** The active report types of the catalog. */
  reportTypes: readonly ReportType[];
  /** True while a run request is on its way. */
  pending: boolean;
  /** Fields the API refused, each with the block's sentence: shown on the field (the first focused) until it changes. */
  rejected: readonly RejectedField[];
  /** Called with the validated request body. */
  onSubmit: (body: RunRequestBody) => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

const EMPTY_VALUES: ReportFormValues = { reportType: '', start: '', end: '', columns: {} };

/**
 * The request form: a report type with its description, its columns (the defaults chosen, each
 * a checkbox so none can be asked twice), and a date range bounded by the type's data window and
 * by 92 days. Every bound is explained on its field before anything is sent.
 */
export const RequestForm = React.forwardRef<HTMLFormElement, RequestFormProps>(function RequestForm(
  { reportTypes, pending, rejected, onSubmit, labelledBy },
  ref,
) {
  const { messages } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;
  const [firstType] = reportTypes;
  const [selected, setSelected] = React.useState(firstType?.report_type ?? '');
  const detail = useReportType(selected);
  // The catalog entry already has columns and a window; the type's own record is fresher.
  const reportType = detail.data ?? reportTypes.find((item) => item.report_type === selected) ?? firstType;
  const window = reportType ? dayWindow(reportType) : undefined;
  const first = window?.first;
  const last = window?.last;
  const schema = React.useMemo(() => reportFormSchema(first && last ? { first, last } : undefined), [first, last]);
  const form = useStepForm(schema, reportType ? initialValues(reportType) : EMPTY_VALUES, rejected);
  const { register, handleSubmit, reset, watch } = form;
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

  const typeOptions = React.useMemo(
    () => reportTypes.map((item) => ({ value: item.report_type, label: reportTypeText(item, text).name })),
    [reportTypes, text],
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
        label={text.form.reportType}
        field="reportType"
        registration={register('reportType')}
        options={typeOptions}
        description={reportTypeText(reportType, text).description}
      />
      {detail.isError && <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />}
      {window ? (
        <DateFields form={form} window={window} />
      ) : (
        <p role="status" data-se-part="report-downloader-pending">
          {detail.isPending ? text.form.loadingType : text.form.pending}
        </p>
      )}
      <ColumnsFieldset form={form} columns={reportType.available_columns} />
      <Button type="submit" part="report-downloader-submit" pending={pending} disabled={!window}>
        {text.form.submit}
      </Button>
    </form>
  );
});
