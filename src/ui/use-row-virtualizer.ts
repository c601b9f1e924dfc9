'use client';

import { useVirtualizer, type ReactVirtualizerOptions, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import * as React from 'react';

/** What a list may set besides its count and its rows' (estimated) height. */
export type RowVirtualizerOptions<TItem extends Element> = Partial<
  Pick<ReactVirtualizerOptions<HTMLDivElement, TItem>, 'enabled' | 'measureElement' | 'getItemKey' | 'gap' | 'rangeExtractor' | 'useFlushSync'>
> & {
  /** Rows rendered beyond the viewport on each side. @default 6 */
  overscan?: number;
  /** The viewport's width before the first layout. @default 800 */
  width?: number;
  /**
   * The viewport before the first layout (the server's render, jsdom); `null`: none, only what is
   * measured. @default ten rows `width` pixels wide
   */
  initialRect?: Rect | null;
};

/**
 * The one virtualizer of the kit's long lists (TanStack Virtual): only the rows in view are in
 * the DOM. Gives the ref of the scroll area (an element the block renders) and the virtualizer.
 * Before the first layout (on the server, in jsdom) it assumes a viewport of ten rows `width`
 * pixels wide, so the first rows render at once, unless the list gives its own `initialRect`.
 * Rows of varying height pass `measureElement` ({@link measureRow}).
 *
 * TanStack Virtual hands out new functions on every render: a component using this stays
 * unmemoized, which is what it needs.
 */
export function useRowVirtualizer<TItem extends Element = Element>(count: number, rowHeight: number, options: RowVirtualizerOptions<TItem> = {}) {
  const { overscan = 6, width = 800, initialRect = { width, height: rowHeight * 10 }, ...rest } = options;
  const scrollRef = React.useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, TItem>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    ...(initialRect === null ? {} : { initialRect }),
    ...rest,
  });
  return { scrollRef, virtualizer };
}

/**
 * A row's size for the virtualizer, from what the browser measured (a ResizeObserver entry,
 * reported after the browser's own layout) and never read from the row itself: reading
 * `offsetHeight` while React attaches the rows would make the browser lay the page out inside
 * React's commit, the longest task of the preview. Until its entry comes, a row counts at its
 * last known size, or the estimate; the entry, a frame later, corrects it.
 */
export function measureRow(element: Element, entry: ResizeObserverEntry | undefined, virtualizer: Virtualizer<HTMLDivElement, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) {
    return Math.round(box.blockSize);
  }
  const index = virtualizer.indexFromElement(element);
  return virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ?? virtualizer.options.estimateSize(index);
}
