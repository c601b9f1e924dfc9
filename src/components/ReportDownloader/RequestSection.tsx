'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { ReportType } from '../../api/resources/reports';
import { useShippingElements } from '../../provider/context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import type { RejectedField } from '../../ui/use-step-form';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import { RequestForm } from './RequestForm';
import type { ReportDownloaderActions } from './use-report-downloader';

/** Props of {@link RequestSection}. */
export interface RequestSectionProps {
  /** The report catalog as loaded: pending, failed, or its active types. */
  types: { isPending: boolean; error: ShippingElementsError | null; data: { items: readonly ReportType[] } | undefined; refetch: () => unknown };
  pending: boolean;
  rejected: readonly RejectedField[];
  formRef: React.Ref<HTMLFormElement>;
  actions: Pick<ReportDownloaderActions, 'submit'>;
}

/** The request part of the block: the catalog loading, failing or empty, else the request form. */
export function RequestSection({ types, pending, rejected, formRef, actions }: RequestSectionProps): React.JSX.Element {
  const { messages } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;
  const headingId = React.useId();
  const items = types.data?.items;
  if (types.isPending) {
    return (
      <div data-se-part="report-downloader-loading" aria-busy="true">
        <Skeleton label={text.loading} />
      </div>
    );
  }
  if (types.error) {
    return (
      <div data-se-part="report-downloader-load-error">
        <p data-se-part="report-downloader-load-error-text">{text.loadError}</p>
        <ErrorNotice error={types.error} onRetry={() => void types.refetch()} />
      </div>
    );
  }
  if (!items || items.length === 0) {
    return <p data-se-part="report-downloader-empty">{text.empty}</p>;
  }
  return (
    <>
      <h3 id={headingId} data-se-part="report-downloader-heading">
        {text.form.heading}
      </h3>
      <RequestForm ref={formRef} reportTypes={items} pending={pending} rejected={rejected} onSubmit={actions.submit} labelledBy={headingId} />
    </>
  );
}
