'use client';

import * as React from 'react';
import type { ShippingElementsError } from '../../api/errors';
import type { Refund } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useRefund } from '../../queries/transactions';
import { BlockFrame } from '../../ui/BlockFrame';
import { Button } from '../../ui/Button';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { componentOnUse, usePreloaded } from '../../ui/load-on-use';
import { Skeleton } from '../../ui/Skeleton';
import { LabelFilters } from './LabelFilters';
import { LabelTable } from './LabelTable';
import { LABEL_HISTORY_TEXT } from './label-history-text';
import type { LabelDetails } from './label-rows';
import { useLabelHistory } from './use-label-history';

export type { LabelDetails } from './label-rows';

/** Props of {@link LabelHistory}. */
export interface LabelHistoryProps extends Omit<React.ComponentPropsWithoutRef<'section'>, 'title' | 'children' | 'onError'> {
  /**
   * What your app knows of a label that the API's transaction does not carry: the order it ships
   * and the recipient's name. Shown in their own columns, and searched. Keep it stable (a
   * `useCallback`).
   * @default undefined (no order or recipient columns; the search covers tracking numbers and metadata)
   */
  describe?: ((transaction: Transaction) => LabelDetails) | undefined;
  /**
   * Labels read per request (while a first or last day is set, the API's most: 100).
   * @default 25
   */
  pageSize?: number | undefined;
  /** The block's title. @default the catalogue's `labelHistory.title` ("Labels") */
  title?: React.ReactNode;
  /** Called for each refund the API accepts (a voided label); the provider's `onEvent` also receives `label.refunded`. */
  onRefund?: ((refund: Refund) => void) | undefined;
  /** Called when a request of the block fails; the block shows it too. The provider's `onEvent` receives it with `source: 'LabelHistory'`. */
  onError?: ((error: ShippingElementsError) => void) | undefined;
}

// The dialogs over the list (tracking, reprint, void) load on use (ui/load-on-use.tsx), fetched when the block mounts.
const LabelDialogs = /* @__PURE__ */ componentOnUse(() => import('./LabelDialogs').then((module) => module.LabelDialogs), {
  activeOf: (props) => props.state.step !== 'list',
  closeOf: (props) => props.onClose,
});

/**
 * The labels bought, newest first, over every page (virtualized): filtered by label status and
 * tracking status (by the API), by the days bought and by words in the tracking number, the
 * order or the recipient (by the block, over the labels read, reading on while few match). Each
 * label can be tracked (TrackingStatus in a dialog), downloaded, reprinted and voided (its refund
 * followed as LabelPurchase shows it); the selected ones reprinted together (as one merged PDF,
 * or each on its own) or voided together, each refund asked for once and followed.
 *
 * Styling contract: `data-se-part="label-history"` with `data-state` (`loading`, `error`, `empty`,
 * `list`, `tracking`, `reprinting`, `voiding`); parts `label-history-filters`, `-bulk`, `-table`,
 * `-row`, `-status`, `-tracking-status`, `-actions`, `-void`, `-merge` (with `data-state`: `idle`,
 * `fetching`, `merging`, `merged`, `failed`), `-merge-progress`, `-merge-download`, `-merge-error`.
 */
export const LabelHistory = /* @__PURE__ */ React.forwardRef<HTMLElement, LabelHistoryProps>(function LabelHistory(
  { describe, pageSize = 25, title, onRefund, onError, ...sectionProps },
  ref,
) {
  const { messages, locale } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory;
  const { state, labels, loaded, rows, byId, readingOn, actions } = useLabelHistory({ pageSize, describe, onRefund, onError });
  usePreloaded(LabelDialogs.code);
  const filtered = Object.values(state.filters).some((value) => value !== '');
  const frameState = labels.isPending ? 'loading' : labels.isError && loaded.length === 0 ? 'error' : loaded.length === 0 && !filtered ? 'empty' : state.step;
  const selected = state.selected;
  return (
    <BlockFrame
      ref={ref}
      part="label-history"
      state={frameState}
      title={title ?? text.title}
      busy={labels.isFetching}
      announcement={labels.isPending ? '' : formatMessage(text.shown, { count: rows.length }, locale)}
      {...sectionProps}
    >
      <LabelFilters onChange={actions.filter} />
      {Object.entries(state.refunds).map(([transactionId, refundId]) => (
        <RefundFollower key={transactionId} refundId={refundId} />
      ))}
      <div data-se-part="label-history-bulk">
        <p>{formatMessage(text.selected, { count: selected.length }, locale)}</p>
        <Button variant="secondary" disabled={selected.length === 0} onClick={() => actions.reprint(selected)}>
          {text.bulk.reprint}
        </Button>
        <Button variant="secondary" disabled={selected.length === 0} onClick={() => actions.confirmVoid(selected)}>
          {text.bulk.void}
        </Button>
      </div>
      {labels.isPending && <Skeleton label={text.loading} />}
      {labels.isError && <ErrorNotice part="label-history-error" error={labels.error} message={text.loadError} onRetry={actions.retry} />}
      {frameState === 'empty' && <p data-se-part="label-history-empty">{text.empty}</p>}
      {filtered && labels.isSuccess && rows.length === 0 && !readingOn && <p data-se-part="label-history-no-match">{text.noMatch}</p>}
      {readingOn && <p data-se-part="label-history-reading">{text.filters.searching}</p>}
      {rows.length > 0 && (
        <LabelTable
          rows={rows}
          describe={describe}
          selected={selected}
          refunds={state.refunds}
          onToggle={actions.toggle}
          onSelectAll={actions.selectAll}
          onTrack={actions.track}
          onRefundRequested={actions.refundRequested}
          onRefundError={actions.reportError}
          onEnd={actions.loadMore}
        />
      )}
      {labels.hasNextPage && (
        <Button variant="secondary" pending={labels.isFetchingNextPage} onClick={actions.loadMore}>
          {text.actions.more}
        </Button>
      )}
      <LabelDialogs state={state} byId={byId} onClose={actions.close} onVoid={actions.voidSelected} onMerge={actions.merge} />
    </BlockFrame>
  );
});
// Minifiers rename functions; DevTools and error messages keep this name.
LabelHistory.displayName = 'LabelHistory';

/** Follows one refund until it settles (the label lists are then read again), whether or not its row is on screen. */
function RefundFollower({ refundId }: { refundId: string }): null {
  useRefund(refundId);
  return null;
}
