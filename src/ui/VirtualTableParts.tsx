// The parts every virtualized table of the kit repeats: its column headers and its stand-in rows.
import * as React from 'react';

/** A table's column headers, each a `<th scope="col">` named by its text. */
export function ColumnHeaders({ columns }: { columns: readonly string[] }): React.JSX.Element {
  return (
    <>
      {columns.map((column) => (
        <th key={column} scope="col">
          {column}
        </th>
      ))}
    </>
  );
}

/**
 * The stand-in for the rows of a virtualized table that are not rendered (above or below those in
 * view): one empty row of their height, hidden from assistive technology (the table's
 * `aria-rowcount` and each row's `aria-rowindex` say where the reader is). Nothing when `height`
 * is 0.
 */
export function SpacerRow({ height, colSpan, part }: { height: number; colSpan: number; part: string }): React.JSX.Element | null {
  if (height <= 0) {
    return null;
  }
  return (
    <tr aria-hidden="true" data-se-part={part}>
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  );
}
