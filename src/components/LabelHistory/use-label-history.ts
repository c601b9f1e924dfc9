'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Refund } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import { useSubmitGuard } from '../../internal/use-submit-guard';
import { useShippingElements } from '../../provider/context';
import { useReportError } from '../../provider/use-report-error';
import { MAX_PAGE_SIZE } from '../../queries/shared';
import { useInfiniteTransactions, useRefundLabel } from '../../queries/transactions';
import { initialLabelHistoryState, labelHistoryMachine, type LabelHistoryFilters } from './label-history-machine';
import { dayOf, filtersLocally, isVoidable, matchesLocally, type LabelDetails } from './label-rows';
import { useLabelReprint } from './use-label-reprint';

/** How many labels the list reads ahead of what it shows while it filters by itself. */
const FILL = 25;
const NO_DETAILS: LabelDetails = {};

/** Input of {@link useLabelHistory}: the block's props it acts on. */
export interface LabelHistoryInput {
  pageSize: number;
  describe: ((transaction: Transaction) => LabelDetails) | undefined;
  onRefund: ((refund: Refund) => void) | undefined;
  onError: ((error: ShippingElementsError) => void) | undefined;
}

/**
 * The controller of LabelHistory: the labels of every page read so far (the API filters by label
 * and tracking status; the block by day and words, reading on while that leaves few rows), the
 * machine, and the named actions. Voiding sends each refund once, through the guard; reprinting
 * several labels may merge them into one PDF (`useLabelReprint`).
 */
export function useLabelHistory({ pageSize, describe, onRefund, onError }: LabelHistoryInput) {
  const { format, emit } = useShippingElements('LabelHistory');
  const [state, dispatch] = React.useReducer(labelHistoryMachine, undefined, initialLabelHistoryState);
  const { filters } = state;
  const labels = useInfiniteTransactions({
    // A day filter is the block's own (the API has none) and skips every label outside its days,
    // read newest first: it reads the most a request may carry, not a page at a time.
    results: filters.from !== '' || filters.to !== '' ? Math.max(pageSize, MAX_PAGE_SIZE) : pageSize,
    ...(filters.labelStatus ? { object_status: filters.labelStatus } : {}),
    ...(filters.trackingStatus ? { tracking_status: filters.trackingStatus } : {}),
  });
  const reportError = useReportError('LabelHistory', onError);
  const refundLabel = useRefundLabel();
  const guard = useSubmitGuard('until-released');

  const loaded = React.useMemo(() => labels.data?.pages.flatMap((page) => page.results) ?? [], [labels.data]);
  const rows = React.useMemo(
    () => (filtersLocally(filters) ? loaded.filter((label) => matchesLocally(label, filters, describe?.(label) ?? NO_DETAILS, format.timeZone)) : loaded),
    [loaded, filters, describe, format.timeZone],
  );
  // Newest first: once the oldest label read is older than the first day asked for, no later page can match.
  const oldest = loaded.at(-1)?.object_created;
  const pastRange = filters.from !== '' && oldest !== undefined && oldest !== null && dayOf(oldest, format.timeZone) < filters.from;
  const readOn = filtersLocally(filters) && !pastRange && rows.length < FILL;
  const { hasNextPage, isFetching, fetchNextPage } = labels;
  React.useEffect(() => {
    if (readOn && hasNextPage && !isFetching) {
      void fetchNextPage();
    }
  }, [readOn, hasNextPage, isFetching, fetchNextPage]);

  // Every label read so far, also after a filter or a change (delivered, refunded) took it out of the
  // list: a dialog open on it keeps its name and files.
  const [seen, setSeen] = React.useState<{ from: readonly Transaction[]; labels: ReadonlyMap<string, Transaction> }>({ from: [], labels: new Map() });
  if (seen.from !== loaded) {
    setSeen({ from: loaded, labels: new Map([...seen.labels, ...loaded.map((label) => [label.object_id, label] as const)]) });
  }
  const byId = React.useMemo(() => new Map([...seen.labels, ...loaded.map((label) => [label.object_id, label] as const)]), [seen.labels, loaded]);
  const refundRequested = React.useCallback(
    (transactionId: string, refund: Refund) => {
      dispatch({ type: 'refundRequested', transactionId, refundId: refund.object_id });
      emit({ type: 'label.refunded', refund });
      onRefund?.(refund);
    },
    [emit, onRefund],
  );

  const reprint = useLabelReprint({ state, dispatch, byId, reportError });

  const voidMany = (transactionIds: readonly string[]) =>
    guard.run(async () => {
      dispatch({ type: 'voidStarted' });
      let failed = 0;
      let lastError: ShippingElementsError | undefined;
      // One at a time: each label's refund is asked for once, and a failure does not stop the others.
      for (const label of transactionIds.map((id) => byId.get(id)).filter((item) => item !== undefined && isVoidable(item, state.refunds))) {
        try {
          refundRequested(label!.object_id, await refundLabel.mutateAsync({ transaction: label!.object_id }));
        } catch (error) {
          failed += 1;
          lastError = error as ShippingElementsError;
          reportError(lastError);
        }
      }
      dispatch({ type: 'voidFinished', failed, error: lastError });
    });

  const actions = {
    filter: (next: LabelHistoryFilters) => dispatch({ type: 'filtered', filters: next }),
    toggle: (transactionId: string) => dispatch({ type: 'toggled', transactionId }),
    selectAll: (transactionIds: readonly string[]) => dispatch({ type: 'allSelected', transactionIds }),
    track: (transactionId: string) => dispatch({ type: 'opened', dialog: 'tracking', transactionIds: [transactionId] }),
    reprint: (transactionIds: readonly string[]) => dispatch({ type: 'opened', dialog: 'reprinting', transactionIds }),
    confirmVoid: (transactionIds: readonly string[]) => {
      guard.release();
      dispatch({ type: 'opened', dialog: 'voiding', transactionIds });
    },
    voidSelected: () => void (state.step === 'voiding' ? voidMany(state.transactionIds) : undefined),
    refundRequested,
    merge: reprint.merge,
    close: () => {
      reprint.stop();
      dispatch({ type: 'closed' });
    },
    loadMore: () => void (hasNextPage && !isFetching ? fetchNextPage() : undefined),
    retry: () => void labels.refetch(),
    reportError,
  };
  return { state, labels, loaded, rows, byId, readingOn: readOn && hasNextPage, actions };
}
