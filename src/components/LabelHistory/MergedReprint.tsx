'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { LabelPrintFrame } from '../shared/label/LabelPrintFrame';
import type { LabelMerge, MergeFailure } from './label-history-machine';
import { LABEL_HISTORY_TEXT } from './label-history-text';

/** Props of {@link MergedReprint}. */
export interface MergedReprintProps {
  merge: LabelMerge;
  /** A label's name (its tracking number) by id, for the failures. */
  named: (transactionId: string) => string;
  /** Fetches and merges the labels again (also the retry). */
  onMerge: () => void;
}

/**
 * "Print all as one PDF" in the reprint dialog: the selected labels fetched and merged into one
 * PDF (PDF labels keep their pages, each PNG label gets a page of its own; ZPL cannot join), with
 * progress while that runs. The merged PDF is printed from the kit's label frame and offered as a
 * download. When a label cannot join (no file, not a PDF or PNG, a failed download), nothing is
 * printed: the notice names each such label and offers to try again.
 */
export function MergedReprint({ merge, named, onMerge }: MergedReprintProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory.merge;
  const busy = merge.phase === 'fetching' || merge.phase === 'merging';
  const reason = (failure: MergeFailure) => (failure.reason === 'no-file' ? text.noFile : failure.reason === 'not-printable' ? text.notPrintable : text.fetchFailed);
  return (
    <div data-se-part="label-history-merge" data-state={merge.phase}>
      <p>{text.hint}</p>
      <Button pending={busy} onClick={onMerge}>
        {text.start}
      </Button>
      <p role="status" data-se-part="label-history-merge-status">
        {busy
          ? formatMessage(merge.phase === 'fetching' ? text.fetching : text.merging, { current: Math.min(merge.done + 1, merge.total), total: merge.total }, locale)
          : merge.phase === 'merged'
            ? formatMessage(text.merged, { count: merge.pages }, locale)
            : ''}
      </p>
      {busy && <progress aria-label={text.progress} value={merge.done + (merge.phase === 'merging' ? merge.total : 0)} max={merge.total * 2} data-se-part="label-history-merge-progress" />}
      {merge.phase === 'merged' && (
        <>
          <a href={merge.href} download={text.fileName} data-se-part="label-history-merge-download">
            {text.download}
          </a>
          <LabelPrintFrame href={merge.href} type="application/pdf" title={text.start} />
        </>
      )}
      {merge.phase === 'failed' && (
        <ErrorNotice
          part="label-history-merge-error"
          error={merge.failures.find((failure) => failure.reason === 'failed')?.error}
          message={merge.failures.length === 0 ? text.failedAll : formatMessage(text.failed, { count: merge.failures.length }, locale)}
          onRetry={onMerge}
        >
          {merge.failures.length > 0 && (
            <ul data-se-part="label-history-merge-failures">
              {merge.failures.map((failure) => (
                <li key={failure.transactionId}>{formatMessage(reason(failure), { label: named(failure.transactionId) }, locale)}</li>
              ))}
            </ul>
          )}
        </ErrorNotice>
      )}
    </div>
  );
}
