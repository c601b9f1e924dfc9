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
  // The way out the problem asks for first (none when the form is to be fixed), then the second:
  // the first request again after a 409, dismiss otherwise.
  const firstWays: Partial<Record<Problem['action'], [() => void, string]>> = {
    conflict: [actions.newRequest, text.actions.newRequest],
    retry: [actions.retry, text.actions.retry],
    reloadTypes: [actions.reloadTypes, text.actions.reloadTypes],
  };
  const [onFirst, firstLabel] = firstWays[problem.action] ?? [];
  const [onSecond, secondLabel] = problem.action === 'conflict' ? [actions.resendOriginal, text.actions.resendOriginal] : [actions.dismiss, text.actions.dismiss];
  return (
    <ErrorNotice
      error={error}
      part="report-downloader-problem"
      code={known.kind === 'api' ? known.code : known.kind}
      message={text.problems[problem.message]}
      actions={
        <>
          {onFirst && <Button onClick={onFirst}>{firstLabel}</Button>}
          <Button variant="secondary" onClick={onSecond}>
            {secondLabel}
          </Button>
        </>
      }
    />
  );
}
