'use client';

import * as React from 'react';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { BATCH_FIELDS, type BatchField, type ColumnMapping } from '../shared/batch-review/batch-fields';
import type { CellError } from '../shared/batch-review/parse-batch-csv';
import type { PreviewRow } from './preview-rows';
import { PREVIEW_TEXT } from './preview-text';
import { fieldLabel } from '../shared/batch-review/field-label';
import { measureRow, useRowVirtualizer } from '../../ui/use-row-virtualizer';
import type { HeldBackReason } from '../shared/batch-review/held-back';

export interface PreviewTableProps {
  fileName: string;
  rows: readonly PreviewRow[];
  mapping: ColumnMapping;
  /** Show only the rows that still have errors. */
  onlyInvalid: boolean;
  onFix: (rowId: number, field: BatchField, value: string) => void;
  onRemove: (rowId: number) => void;
  /** Opens the customs declaration of a row shipped abroad that lacks one. */
  onCustoms: (rowId: number) => void;
  /** Orders that should not ship, by id, and why: their rows are flagged. */
  heldBack: ReadonlyMap<string, HeldBackReason>;
}

const isCustoms = (error: CellError) => error.field.startsWith('customs_') || error.field.startsWith('item');

/** A ready row's height with the kit's styles (rows with errors are taller; every row is measured). */
const ROW_HEIGHT = 56;

/**
 * The scroll area's size before it is measured: its default bound (24rem at 16px). The first
 * render then shows the rows a person will see, not a handful rendered again once measured.
 */
const INITIAL_RECT = { width: 0, height: 24 * 16 };

/** The scroll area's bound, inline so that a host without the kit's styles still virtualizes (`--se-batch-uploader-table-height`). */
const SCROLL_AREA: React.CSSProperties = { maxBlockSize: 'var(--se-batch-uploader-table-height, 24rem)', overflow: 'auto' };

/** The sentence of one error, naming the field as the table labels it. */
export function useErrorText() {
  const { messages, locale } = useShippingElements('BatchUploader', PREVIEW_TEXT);
  const text = messages.batchUploader;
  return React.useCallback(
    (error: CellError) =>
      formatMessage(error.code === 'required' && error.column === null ? text.preview.errors.unmapped : messages.formErrors[error.code], { field: fieldLabel(messages.batchReview, error.field, locale) }, locale),
    [text, messages.batchReview, messages.formErrors, locale],
  );
}

/**
 * The file's rows in a virtualized ARIA table (TanStack Virtual): only the rows in view are in
 * the DOM, `aria-rowcount` and `aria-rowindex` tell assistive technology where they are. A cell
 * with an error is an input, fixed in place; each row can be dropped.
 */
export function PreviewTable({ fileName, rows, mapping, onlyInvalid, onFix, onRemove, onCustoms, heldBack }: PreviewTableProps): React.JSX.Element {
  const { messages, locale } = useShippingElements('BatchUploader', PREVIEW_TEXT);
  const text = messages.batchUploader;
  const errorText = useErrorText();
  const shown = React.useMemo(() => (onlyInvalid ? rows.filter((row) => row.errors.length > 0) : rows), [rows, onlyInvalid]);
  // Fields with a column, and required fields without one (their error shows in their column).
  const columns = React.useMemo(() => {
    // One pass over the rows (10,000 of them, 66 fields): the fields that have an error somewhere.
    const withErrors = new Set<BatchField>();
    for (const row of rows) {
      for (const error of row.errors) {
        withErrors.add(error.field);
      }
    }
    return BATCH_FIELDS.filter((field) => mapping[field] !== undefined || withErrors.has(field));
  }, [mapping, rows]);
  // The rows mount in a deferred render after the rest of the preview: the virtualizer reads the
  // scroll area's size and position and measures the rows, which makes the browser lay out the
  // page there and then. The new page is laid out in one task, its rows in the next one, not both
  // in one long task (the preview comes with up to 10,000 rows).
  const rowsMounted = React.useDeferredValue(true, false);
  // TanStack Virtual's functions change with the scroll position; this component is not memoised.
  const { scrollRef, virtualizer } = useRowVirtualizer(shown.length, ROW_HEIGHT, {
    enabled: rowsMounted,
    measureElement: measureRow,
    overscan: 4,
    initialRect: INITIAL_RECT,
    getItemKey: (index) => shown[index]?.id ?? index,
  });
  // The status column holds the rows' warnings (an order that should not ship): wide enough
  // for a sentence on two or three lines, not six, when a row has one; a word's width otherwise,
  // so the fields to fix stay on the first screen.
  const warned = React.useMemo(() => shown.some((row) => heldBack.has(row.values.order_id ?? '')), [shown, heldBack]);
  const warningOf = (reason: HeldBackReason) => (reason === 'labelled' ? messages.batchReview.rows.alreadyShipped : messages.batchReview.rows.heldBack[reason]);
  const template = `5rem ${warned ? 'minmax(18rem, 2fr)' : '8rem'} repeat(${columns.length}, minmax(9rem, 1fr)) 8rem`;

  return (
    <div
      ref={scrollRef}
      data-se-part="batch-uploader-table-scroll"
      // Bounded even without the kit's styles, or the virtualizer would render every row.
      style={SCROLL_AREA}
      // Scrollable content must be reachable by keyboard.
      tabIndex={0}
      role="region"
      aria-label={formatMessage(text.preview.tableLabel, { file: fileName }, locale)}
    >
      <div role="table" aria-label={formatMessage(text.preview.tableLabel, { file: fileName }, locale)} aria-rowcount={shown.length + 1} data-se-part="batch-uploader-table">
        <div role="rowgroup" data-se-part="batch-uploader-table-head">
          <div role="row" aria-rowindex={1} data-se-part="batch-uploader-table-row" style={{ gridTemplateColumns: template }}>
            <span role="columnheader">{text.preview.line}</span>
            <span role="columnheader">{text.preview.status}</span>
            {columns.map((field) => (
              <span role="columnheader" key={field}>
                {fieldLabel(messages.batchReview, field, locale)}
              </span>
            ))}
            <span role="columnheader">{text.preview.actions}</span>
          </div>
        </div>
        <div role="rowgroup" data-se-part="batch-uploader-table-body" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = shown[item.index];
            if (!row) {
              return null;
            }
            const invalid = row.errors.length > 0;
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                data-index={item.index}
                ref={virtualizer.measureElement}
                data-se-part="batch-uploader-table-row"
                data-state={invalid ? 'invalid' : 'valid'}
                style={{ gridTemplateColumns: template, position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
              >
                <span role="cell">{row.line}</span>
                <span role="cell" data-se-part="batch-uploader-row-status">
                  {invalid ? text.preview.toFix : text.preview.ready}
                  {row.values.order_id && heldBack.has(row.values.order_id) && (
                    <span data-se-part="batch-uploader-row-warning">
                      {formatMessage(warningOf(heldBack.get(row.values.order_id) ?? 'labelled'), { order: row.values.metadata ?? row.values.order_id }, locale)}
                    </span>
                  )}
                </span>
                {columns.map((field) => {
                  const error = row.errors.find((candidate) => candidate.field === field);
                  const value = row.values[field] ?? '';
                  return (
                    <span role="cell" key={field} data-se-field={field} data-invalid={error ? '' : undefined}>
                      {error ? (
                        <FixInput
                          label={formatMessage(text.preview.cellLabel, { line: row.line, field: fieldLabel(messages.batchReview, field, locale) }, locale)}
                          error={errorText(error)}
                          value={value}
                          onCommit={(next) => onFix(row.id, field, next)}
                        />
                      ) : (
                        value
                      )}
                    </span>
                  );
                })}
                <span role="cell">
                  {row.errors.some(isCustoms) && (
                    <button type="button" data-se-part="button" data-variant="secondary" data-se-button="batch-uploader-customs" onClick={() => onCustoms(row.id)}>
                      {formatMessage(messages.batchReview.customs.add, { line: row.line }, locale)}
                    </button>
                  )}
                  <button type="button" data-se-part="button" data-variant="ghost" data-se-button="batch-uploader-remove-row" onClick={() => onRemove(row.id)}>
                    {formatMessage(text.preview.removeRow, { line: row.line }, locale)}
                  </button>
                </span>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** A cell being fixed: commits on Enter or when it loses focus. */
function FixInput({ label, error, value, onCommit }: { label: string; error: string; value: string; onCommit: (value: string) => void }) {
  const errorId = React.useId();
  const [draft, setDraft] = React.useState(value);
  return (
    <>
      <input
        aria-label={label}
        aria-invalid
        aria-describedby={errorId}
        value={draft}
        data-se-part="batch-uploader-fix-input"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          if (draft !== value) {
            onCommit(draft);
          }
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onCommit(draft);
          }
        }}
      />
      <span id={errorId} data-se-part="batch-uploader-cell-error">
        {error}
      </span>
    </>
  );
}
