'use client';

import { useRowVirtualizer } from '../../ui/use-row-virtualizer';
import * as React from 'react';
import { ColumnHeaders, SpacerRow } from '../../ui/VirtualTableParts';

/** Height of one row, for the virtualizer's first estimate. */
const ROW_HEIGHT = 36;

/** Props of {@link PreviewTable}. */
export interface PreviewTableProps {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Accessible name of the table. */
  label: string;
}

/**
 * The first rows of a report in a table whose body is virtualized (TanStack Virtual): only the
 * rows in view are in the DOM, with `aria-rowcount` / `aria-rowindex` so screen readers still
 * count every row. The scroll area is focusable, so the keyboard can scroll it.
 */
export function PreviewTable({ columns, rows, label }: PreviewTableProps): React.JSX.Element {
  const { scrollRef, virtualizer } = useRowVirtualizer(rows.length, ROW_HEIGHT, { overscan: 8 });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;

  return (
    <div ref={scrollRef} tabIndex={0} role="region" aria-label={label} data-se-part="report-downloader-table-scroll">
      <table aria-rowcount={rows.length + 1} data-se-part="report-downloader-table">
        <thead>
          <tr aria-rowindex={1}>
            <ColumnHeaders columns={columns} />
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={before} colSpan={columns.length} part="report-downloader-table-spacer" />
          {items.map((item) => (
            <tr key={item.key} aria-rowindex={item.index + 2} data-index={item.index} ref={virtualizer.measureElement}>
              {columns.map((column, cell) => (
                <td key={column}>{rows[item.index]?.[cell] ?? ''}</td>
              ))}
            </tr>
          ))}
          <SpacerRow height={after} colSpan={columns.length} part="report-downloader-table-spacer" />
        </tbody>
      </table>
    </div>
  );
}
