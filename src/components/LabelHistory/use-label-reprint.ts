'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Transaction } from '../../api/resources/transactions';
import { useLabelFile } from '../../queries/transactions';
import type { LabelHistoryEvent, LabelHistoryState, MergeFailure } from './label-history-machine';
import { mergeLabelFiles } from './merge-label-files';

/** Label files fetched at once for a merged reprint. */
const FETCHES_AT_ONCE = 4;

/** Input of {@link useLabelReprint}. */
export interface LabelReprintInput {
  state: LabelHistoryState;
  dispatch: React.Dispatch<LabelHistoryEvent>;
  byId: ReadonlyMap<string, Transaction>;
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The merged reprint of LabelHistory: fetches the selected labels' files from their signed URLs
 * (`useLabelFile`: no Authorization header, only https, only a PDF or PNG by its first bytes), a
 * few at a time, then merges them into one PDF (`mergeLabelFiles`, pdf-lib loaded on the first
 * merge), reporting progress to the machine. A label without a file, with a file that is not a
 * PDF or PNG (ZPL, an HTML page) or whose download failed is named in the machine's `failed`
 * phase and nothing is merged. Closing the dialog stops the merge; the merged file's object URL is
 * released when the dialog leaves it.
 */
export function useLabelReprint({ state, dispatch, byId, reportError }: LabelReprintInput) {
  const labelFile = useLabelFile();
  const running = React.useRef<AbortController | null>(null);
  const href = state.step === 'reprinting' && state.merge.phase === 'merged' ? state.merge.href : null;
  React.useEffect(() => (href === null ? undefined : () => URL.revokeObjectURL(href)), [href]);
  React.useEffect(() => () => running.current?.abort(), []);

  const fetchFiles = async (transactionIds: readonly string[], signal: AbortSignal) => {
    const files: Blob[] = [];
    const failures: MergeFailure[] = [];
    let next = 0;
    let done = 0;
    const fetchNext = async (): Promise<void> => {
      for (let index = next++; index < transactionIds.length; index = next++) {
        const transactionId = transactionIds[index]!;
        const url = byId.get(transactionId)?.label_url;
        try {
          if (!url) {
            failures.push({ transactionId, reason: 'no-file' });
          } else {
            files[index] = await labelFile.mutateAsync(url);
          }
        } catch (caught) {
          const error = caught as ShippingElementsError;
          const refused = error.kind === 'unexpected-response' || error.kind === 'invalid-request';
          failures.push({ transactionId, reason: refused ? 'not-printable' : 'failed', error });
          reportError(error);
        }
        done += 1;
        if (!signal.aborted) {
          dispatch({ type: 'mergeProgressed', phase: 'fetching', done, total: transactionIds.length });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCHES_AT_ONCE, transactionIds.length) }, fetchNext));
    // Named in the order the labels were picked, whichever download ended first.
    const order = (failure: MergeFailure) => transactionIds.indexOf(failure.transactionId);
    return { files, failures: failures.sort((a, b) => order(a) - order(b)) };
  };

  const merge = async (transactionIds: readonly string[]) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const total = transactionIds.length;
    dispatch({ type: 'mergeProgressed', phase: 'fetching', done: 0, total });
    const { files, failures } = await fetchFiles(transactionIds, signal);
    if (signal.aborted) {
      return;
    }
    if (failures.length > 0) {
      dispatch({ type: 'mergeFailed', failures });
      return;
    }
    dispatch({ type: 'mergeProgressed', phase: 'merging', done: 0, total });
    const merged = await mergeLabelFiles(files, (done) => !signal.aborted && dispatch({ type: 'mergeProgressed', phase: 'merging', done, total }), signal);
    if ('unreadable' in merged) {
      dispatch({ type: 'mergeFailed', failures: merged.unreadable.map((index) => ({ transactionId: transactionIds[index]!, reason: 'not-printable' as const })) });
      return;
    }
    signal.throwIfAborted();
    dispatch({ type: 'merged', href: URL.createObjectURL(merged.file), pages: merged.pages });
  };

  return {
    /** Fetches and merges the labels of the reprint dialog into one PDF. */
    merge: () => {
      if (state.step !== 'reprinting') {
        return;
      }
      merge(state.transactionIds).catch(() => {
        // Aborted (the dialog was closed): nothing to show. Otherwise the merge itself failed (pdf-lib
        // could not be loaded): no label is to blame, and the dialog offers to try again.
        if (running.current?.signal.aborted === false) {
          dispatch({ type: 'mergeFailed', failures: [] });
        }
      });
    },
    /** Stops a merge under way (the dialog is closing). */
    stop: () => running.current?.abort(),
  };
}
