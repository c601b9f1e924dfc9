'use client';

import { useRowVirtualizer } from '../../ui/use-row-virtualizer';
import * as React from 'react';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { LabelRow, type LabelRowProps } from './LabelRow';
import { LABEL_HISTORY_TEXT } from './label-history-text';
import type { LabelDetails } from './label-rows';
import { ColumnHeaders, SpacerRow } from '../../ui/VirtualTableParts';

/** Height of one row, for the virtualizer's first estimate. */
const ROW_HEIGHT = 48;

/** Props of {@link LabelTable}. */
export interface LabelTableProps extends Omit<LabelRowProps, 'label' | 'details' | 'selected' | 'refundId'> {
  rows: readonly Transaction[];
  describe: ((transaction: Transaction) => LabelDetails) | undefined;
  selected: readonly string[];
  refunds: Readonly<Record<string, string>>;
  onSelectAll: (transactionIds: readonly string[]) => void;
  /** Called when the last rows come into view: the next page is read. */
  onEnd: () => void;
}

/**
 * The labels in a table whose body is virtualized (TanStack Virtual) over every page read: only
 * the rows in view are in the DOM, with `aria-rowcount` / `aria-rowindex` so screen readers count
 * every row; the scroll area is focusable so the keyboard scrolls it, and reaching its end reads
 * the next page.
 */
export function LabelTable({ rows, describe, selected, refunds, onSelectAll, onEnd, ...rowProps }: LabelTableProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('LabelHistory', LABEL_HISTORY_TEXT);
  const text = messages.labelHistory.columns;
  const { scrollRef, virtualizer } = useRowVirtualizer(rows.length, ROW_HEIGHT, { overscan: 6, width: 960 });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  React.useEffect(() => {
    if (rows.length > 0 && lastShown >= rows.length - 3) {
      onEnd();
    }
  }, [lastShown, rows.length, onEnd]);
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const withDetails = describe !== undefined;
  const columns = [text.bought, text.tracking, ...(withDetails ? [text.order, text.recipient] : []), text.service, text.label, text.trackingStatus, text.actions];
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.object_id));
  return (
    <div ref={scrollRef} tabIndex={0} role="region" aria-label={formatMessage(messages.labelHistory.shown, { count: rows.length }, locale)} data-se-part="label-history-scroll">
      <table aria-rowcount={rows.length + 1} data-se-part="label-history-table">
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">
              <input
                type="checkbox"
                checked={allSelected}
                aria-label={messages.labelHistory.selectAll}
                onChange={() => onSelectAll(allSelected ? [] : rows.map((row) => row.object_id))}
              />
            </th>
            <ColumnHeaders columns={columns} />
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={before} colSpan={columns.length + 1} part="label-history-spacer" />
          {items.map((item) => {
            const label = rows[item.index]!;
            return (
              <tr key={label.object_id} aria-rowindex={item.index + 2} data-index={item.index} ref={virtualizer.measureElement} data-se-part="label-history-row">
                <LabelRow
                  {...rowProps}
                  label={label}
                  details={withDetails ? describe(label) : undefined}
                  selected={selected.includes(label.object_id)}
                  refundId={refunds[label.object_id]}
                />
              </tr>
            );
          })}
          <SpacerRow height={after} colSpan={columns.length + 1} part="label-history-spacer" />
        </tbody>
      </table>
    </div>
  );
}
