'use client';

import * as React from 'react';
import type { AnyShippingElementsError, ShippingElementsError } from '../../api/errors';
import { useShippingElements } from '../../provider/context';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import type { RequestProblem as Problem } from './report-errors';
import { REPORT_DOWNLOADER_TEXT } from './report-downloader-text';
import type { ReportDownloaderActions } from './use-report-downloader';

/** Props of {@link RequestProblem}. */
export interface RequestProblemProps {
  error: ShippingElementsError;
  /** What the block says and offers for it. */
  problem: Problem;
  actions: Pick<ReportDownloaderActions, 'retry' | 'resendOriginal' | 'newRequest' | 'reloadTypes' | 'dismiss'>;
}

/**
 * A refused run request in the block's words (`data-code`: the problem's code, or the error's
 * kind), with the actions that get the person out of it: resend, a new request or the first one
 * again after a 409, the catalog reloaded, or dismiss.
 */
export function RequestProblem({ error, problem, actions }: RequestProblemProps): React.JSX.Element {
  const { messages } = useShippingElements('ReportDownloader', REPORT_DOWNLOADER_TEXT);
  const text = messages.reportDownloader;
  const known = error as AnyShippingElementsError;
  const dismiss = (
    <Button variant="secondary" onClick={actions.dismiss}>
      {text.actions.dismiss}
    </Button>
  );
  const ways: Record<Problem['action'], React.ReactNode> = {
    conflict: (
      <>
        <Button onClick={actions.newRequest}>{text.actions.newRequest}</Button>
        <Button variant="secondary" onClick={actions.resendOriginal}>
          {text.actions.resendOriginal}
        </Button>
      </>
    ),
    retry: (
      <>
        <Button onClick={actions.retry}>{text.actions.retry}</Button>
        {dismiss}
      </>
    ),
    reloadTypes: (
      <>
        <Button onClick={actions.reloadTypes}>{text.actions.reloadTypes}</Button>
        {dismiss}
      </>
    ),
    fixInput: dismiss,
  };
  return (
    <ErrorNotice
      error={error}
      part="report-downloader-problem"
      code={known.kind === 'api' ? known.code : known.kind}
      message={text.problems[problem.message]}
      actions={ways[problem.action]}
    />
  );
}
