'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Transaction } from '../../api/resources/transactions';
import { useLabelFile } from '../../queries/transactions';
import type { LabelHistoryEvent, LabelHistoryState } from './label-history-machine';

/** Input of {@link useLabelReprint}. */
export interface LabelReprintInput {
  state: LabelHistoryState;
  dispatch: React.Dispatch<LabelHistoryEvent>;
  byId: ReadonlyMap<string, Transaction>;
  reportError: (error: ShippingElementsError) => void;
}

/**
 * The merged reprint of LabelHistory: the labels of the reprint dialog fetched from their signed
 * URLs (`useLabelFile`: no Authorization header, only https, only a PDF or PNG by its first bytes)
 * and merged into one PDF by `mergeLabels`, which is loaded with pdf-lib on the first merge, so
 * neither is in the block's bundle. Progress, the merged file (an object URL, released when the
 * dialog leaves it) and the labels that could not join go to the machine. Closing the dialog stops
 * the merge.
 */
export function useLabelReprint({ state, dispatch, byId, reportError }: LabelReprintInput) {
  const labelFile = useLabelFile();
  const running = React.useRef<AbortController | null>(null);
  const href = state.step === 'reprinting' && state.merge.phase === 'merged' ? state.merge.href : null;
  React.useEffect(() => (href === null ? undefined : () => URL.revokeObjectURL(href)), [href]);
  React.useEffect(() => () => running.current?.abort(), []);

  const merge = async (transactionIds: readonly string[], signal: AbortSignal) => {
    const total = transactionIds.length;
    dispatch({ type: 'mergeProgressed', phase: 'fetching', done: 0, total });
    const { mergeLabels } = await import('./merge-labels');
    const merged = await mergeLabels({
      transactionIds,
      urlOf: (id) => byId.get(id)?.label_url,
      fetchFile: (url) => labelFile.mutateAsync(url),
      onProgress: (phase, done) => dispatch({ type: 'mergeProgressed', phase, done, total }),
      onError: reportError,
      signal,
    });
    dispatch('failures' in merged ? { type: 'mergeFailed', failures: merged.failures } : { type: 'merged', href: URL.createObjectURL(merged.file), pages: merged.pages });
  };

  return {
    /** Fetches and merges the labels of the reprint dialog into one PDF (again, after a failure). */
    merge: () => {
      if (state.step !== 'reprinting') {
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      merge(state.transactionIds, controller.signal).catch(() => {
        // Aborted (the dialog was closed): nothing to show. Otherwise the merge itself failed (its
        // code could not be loaded): no label is to blame, and the dialog offers to try again.
        if (!controller.signal.aborted) {
          dispatch({ type: 'mergeFailed', failures: [] });
        }
      });
    },
    /** Stops a merge under way (the dialog is closing). */
    stop: () => running.current?.abort(),
  };
}
