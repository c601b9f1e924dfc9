import * as React from 'react';
import { useClientLayoutEffect } from './use-client-layout-effect';

// ---------------------------------------------------------------------------------------------
// Windowing math (pure, unit-tested on its own)
// ---------------------------------------------------------------------------------------------

/** An inclusive range of row indexes. */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * Where each row starts along the block axis: `offsets[index]` is the start of row `index` and
 * `offsets[keys.length]` the size of all rows. Rows not measured yet count as `estimateSize`.
 */
export function rowOffsets(keys: readonly string[], sizes: ReadonlyMap<string, number>, estimateSize: number): Float64Array {
  const offsets = new Float64Array(keys.length + 1);
  let offset = 0;
  keys.forEach((key, index) => {
    offset += sizes.get(key) ?? estimateSize;
    offsets[index + 1] = offset;
  });
  return offsets;
}

/**
 * Size of a row not measured yet: the mean of the measured rows, so the total (and the
 * scrollbar) is close to the real one after the first window; `estimateSize` before that.
 */
export function unmeasuredRowSize(sizes: ReadonlyMap<string, number>, estimateSize: number): number {
  if (sizes.size === 0) {
    return estimateSize;
  }
  let sum = 0;
  for (const size of sizes.values()) {
    sum += size;
  }
  return sum / sizes.size;
}

/**
 * Index of the last row that starts before `offset` (or at it, when `inclusive`), by binary
 * search over the offsets; -1 when there is none.
 */
export function lastRowStartingBefore(offsets: ArrayLike<number>, offset: number, inclusive: boolean): number {
  let low = 0;
  let high = offsets.length - 2;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const start = offsets[middle] ?? 0;
    if (start < offset || (inclusive && start === offset)) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/**
 * Rows in a viewport of `viewportSize` scrolled to `scrollOffset`, plus `overscan` rows either
 * side; `null` when there are no rows. A scroll offset past the end (the list just got shorter)
 * counts as scrolled to the end.
 */
export function visibleRange(offsets: ArrayLike<number>, scrollOffset: number, viewportSize: number, overscan: number): RowRange | null {
  const count = offsets.length - 1;
  if (count <= 0) {
    return null;
  }
  const total = offsets[count] ?? 0;
  const top = Math.min(Math.max(0, scrollOffset), Math.max(0, total - viewportSize));
  const first = Math.max(0, lastRowStartingBefore(offsets, top, true));
  const last = Math.max(first, lastRowStartingBefore(offsets, top + viewportSize, false));
  return { start: Math.max(0, first - overscan), end: Math.min(count - 1, last + overscan) };
}

/**
 * Indexes to render, in order: `range`, the first and last rows, and each pinned row with the
 * rows either side of it.
 *
 * @remarks
 * Arrow keys in a native radio group move to the next *rendered* radio in document order and
 * wrap from the last to the first. Keeping the neighbours of the checked or focused row, and
 * both ends, makes that next radio the right one wherever the user has scrolled; Tab into a group
 * with nothing checked also lands on the real first option.
 */
export function windowIndexes(range: RowRange, count: number, pinned: readonly number[]): number[] {
  const extra = new Set<number>();
  const keep = (index: number) => {
    if (index >= 0 && index < count && (index < range.start || index > range.end)) {
      extra.add(index);
    }
  };
  keep(0);
  keep(count - 1);
  for (const index of pinned) {
    if (index >= 0 && index < count) {
      keep(index - 1);
      keep(index);
      keep(index + 1);
    }
  }
  const indexes: number[] = [];
  for (let index = range.start; index <= range.end; index += 1) {
    indexes.push(index);
  }
  return extra.size === 0 ? indexes : [...indexes, ...extra].sort((first, second) => first - second);
}

// ---------------------------------------------------------------------------------------------
// useWindowedList
// ---------------------------------------------------------------------------------------------

/** Options of {@link useWindowedList}. */
export interface WindowedListOptions {
  /** Stable key of each row, in order; measured sizes follow a row's key when the list reorders. */
  keys: readonly string[];
  /**
   * Block size in px of a row until some row is measured; from then on, rows not measured yet
   * count as the mean of the measured ones.
   */
  estimateSize: number;
  /** Block size in px of the viewport until it is measured (server render, first render). */
  initialViewportSize: number;
  /**
   * Rows rendered beyond each edge of the viewport.
   * @default 4
   */
  overscan?: number | undefined;
  /** Rows rendered wherever the list is scrolled (with their neighbours), such as the checked one. */
  pinnedIndexes?: readonly number[] | undefined;
}

/** A row to render, at `start` px from the top of the rows. */
export interface WindowedRow {
  index: number;
  key: string;
  start: number;
}

/** What {@link useWindowedList} returns. */
export interface WindowedList {
  /** The rows to render, in index order. Each row's element needs `data-index={row.index}`. */
  rows: WindowedRow[];
  /** Block size in px of all rows (measured ones plus estimates): the size of the rows' box. */
  totalSize: number;
  /** Spread on the scrolling element; give it a maximum block size too. */
  containerProps: {
    ref: (element: HTMLElement | null) => void;
    style: React.CSSProperties;
    onScroll: (event: React.UIEvent<HTMLElement>) => void;
    onFocus: (event: React.FocusEvent<HTMLElement>) => void;
    onBlur: (event: React.FocusEvent<HTMLElement>) => void;
  };
  /** Ref callback for each row's element, which measures it. Stable. */
  measureRow: (element: HTMLElement | null) => void;
}

/** A scroll offset, with the row it fell in then and that row's start, in the list of `keys`. */
interface ScrollPosition {
  offset: number;
  keys: readonly string[];
  index: number;
  start: number;
}

const NO_PINS: readonly number[] = [];
// The hook anchors scrolling itself (see below); the browser's own anchoring would add to it.
const CONTAINER_STYLE: React.CSSProperties = { overflowY: 'auto', overflowAnchor: 'none' };


function mergeSizes(sizes: ReadonlyMap<string, number>, measured: ReadonlyMap<string, number>): ReadonlyMap<string, number> {
  let next: Map<string, number> | null = null;
  for (const [key, size] of measured) {
    if (sizes.get(key) !== size) {
      next ??= new Map(sizes);
      next.set(key, size);
    }
  }
  return next ?? sizes;
}

function borderBlockSize(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize as readonly ResizeObserverSize[] | undefined;
  const size = box?.[0]?.blockSize;
  return size ?? (entry.target instanceof HTMLElement ? entry.target.offsetHeight : entry.contentRect.height);
}

/**
 * Renders only the rows of a long, vertically scrolling list that are in view (plus `overscan`),
 * with rows of any height.
 *
 * @remarks
 * Rows are measured as they mount, and again whenever they resize where there is a
 * ResizeObserver, and laid out by prefix sums of their sizes. Rows never rendered count as the
 * mean measured size (`estimateSize` until then), so the total size, and the scrollbar, stays
 * honest. When rows above the viewport turn out taller or shorter than estimated, the scroll
 * position moves by the difference so the rows in view stay put.
 *
 * The first and last rows, the pinned rows and the row holding focus are always rendered, each
 * with its neighbours, so focus is never unmounted under the user and native radio-group arrow
 * keys reach the right radio (see {@link windowIndexes}).
 *
 * Server-safe: the first render uses `initialViewportSize` and the estimates, and the DOM is only
 * read in ref callbacks, observers, effects and event handlers.
 */
export function useWindowedList({ keys, estimateSize, initialViewportSize, overscan = 4, pinnedIndexes = NO_PINS }: WindowedListOptions): WindowedList {
  const [sizes, setSizes] = React.useState<ReadonlyMap<string, number>>(() => new Map());
  const [scroll, setScroll] = React.useState<ScrollPosition>(() => ({ offset: 0, keys, index: 0, start: 0 }));
  const [viewportSize, setViewportSize] = React.useState(initialViewportSize);
  const [focusedKey, setFocusedKey] = React.useState<string | null>(null);

  const offsets = React.useMemo(() => rowOffsets(keys, sizes, unmeasuredRowSize(sizes, estimateSize)), [keys, sizes, estimateSize]);
  const focusedIndex = focusedKey === null ? -1 : keys.indexOf(focusedKey);
  // Rendered from the row the user scrolled to, so rows above it getting measured do not render
  // some other stretch of the list before the scroll position follows (see the layout effect).
  const scrollOffset = scroll.keys === keys ? (offsets[scroll.index] ?? 0) + scroll.offset - scroll.start : scroll.offset;
  const range = visibleRange(offsets, scrollOffset, viewportSize, overscan);
  const rows = range
    ? windowIndexes(range, keys.length, [...pinnedIndexes, focusedIndex]).map((index) => ({
        index,
        key: keys[index] ?? String(index),
        start: offsets[index] ?? 0,
      }))
    : [];

  // Observer and ref callbacks run outside render and need the keys of the last commit. An
  // insertion effect updates them before any ref callback of that commit runs.
  const latestKeys = React.useRef(keys);
  React.useInsertionEffect(() => {
    latestKeys.current = keys;
  });
  const containerRef = React.useRef<HTMLElement | null>(null);
  const observerRef = React.useRef<ResizeObserver | null>(null);

  const keyOf = React.useCallback((element: Element): string | undefined => {
    const index = element.getAttribute('data-index');
    return index === null ? undefined : latestKeys.current[Number(index)];
  }, []);

  /** Follows later size changes of `element`, where the browser has a ResizeObserver. */
  const observe = React.useCallback(
    (element: HTMLElement) => {
      if (typeof ResizeObserver === 'undefined') {
        return;
      }
      observerRef.current ??= new ResizeObserver((entries, observer) => {
        const measured = new Map<string, number>();
        for (const entry of entries) {
          const { target } = entry;
          // Rows scrolled out of the window report once more as they leave the document.
          if (!target.isConnected) {
            observer.unobserve(target);
            continue;
          }
          // Zero means not laid out (hidden): keep the last size or the estimate.
          if (target === containerRef.current) {
            if (target.clientHeight > 0) {
              setViewportSize(target.clientHeight);
            }
            continue;
          }
          const key = keyOf(target);
          const size = borderBlockSize(entry);
          if (key !== undefined && size > 0) {
            measured.set(key, size);
          }
        }
        if (measured.size > 0) {
          setSizes((current) => mergeSizes(current, measured));
        }
      });
      observerRef.current.observe(element);
    },
    [keyOf],
  );

  // The observer goes with the list, whatever the browser reports for rows that left.
  React.useEffect(
    () => () => {
      observerRef.current?.disconnect();
      observerRef.current = null;
    },
    [],
  );

  // Ref callbacks measure at once: an update made while React commits is rendered before the
  // browser paints, so rows never show at their estimated places. The observer (which reports
  // after layout, too late for this paint) then follows later changes, such as text wrapping.
  const measureRow = React.useCallback(
    (element: HTMLElement | null) => {
      if (element === null) {
        return;
      }
      const key = keyOf(element);
      const size = element.offsetHeight;
      if (key !== undefined && size > 0) {
        setSizes((current) => mergeSizes(current, new Map([[key, size]])));
      }
      observe(element);
    },
    [keyOf, observe],
  );

  const containerRefCallback = React.useCallback(
    (element: HTMLElement | null) => {
      containerRef.current = element;
      if (element === null) {
        return;
      }
      if (element.clientHeight > 0) {
        setViewportSize(element.clientHeight);
      }
      observe(element);
    },
    [observe],
  );

  // Scroll anchoring: when rows above the viewport get measured, the rows in view would jump by
  // the difference. Find the row at the top of the viewport in the previous layout and scroll by
  // how far it moved, before the browser paints.
  const previousLayout = React.useRef<{ keys: readonly string[]; offsets: Float64Array } | null>(null);
  useClientLayoutEffect(() => {
    const element = containerRef.current;
    const previous = previousLayout.current;
    previousLayout.current = { keys, offsets };
    // A new list (sort, filters) starts over instead: its rows are not the ones the user saw.
    if (element === null || previous === null || previous.keys !== keys || previous.offsets === offsets) {
      return;
    }
    const anchor = Math.max(0, lastRowStartingBefore(previous.offsets, element.scrollTop, true));
    const shift = (offsets[anchor] ?? 0) - (previous.offsets[anchor] ?? 0);
    if (shift !== 0 && element.scrollTop > 0) {
      element.scrollTop += shift;
    }
  }, [keys, offsets]);

  const onScroll = React.useCallback(
    (event: React.UIEvent<HTMLElement>) => {
      const offset = event.currentTarget.scrollTop;
      const index = Math.max(0, lastRowStartingBefore(offsets, offset, true));
      setScroll({ offset, keys, index, start: offsets[index] ?? 0 });
    },
    [keys, offsets],
  );

  const onFocus = React.useCallback(
    (event: React.FocusEvent<HTMLElement>) => {
      const row = event.target.closest('[data-index]');
      const key = row !== null && event.currentTarget.contains(row) ? keyOf(row) : undefined;
      setFocusedKey(key ?? null);
    },
    [keyOf],
  );

  const onBlur = React.useCallback((event: React.FocusEvent<HTMLElement>) => {
    // Only when focus moves elsewhere on the page: with a null target (the window lost focus),
    // the row is still the document's active element and must stay mounted.
    if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) {
      setFocusedKey(null);
    }
  }, []);

  return {
    rows,
    totalSize: offsets[keys.length] ?? 0,
    containerProps: { ref: containerRefCallback, style: CONTAINER_STYLE, onScroll, onFocus, onBlur },
    measureRow,
  };
}
