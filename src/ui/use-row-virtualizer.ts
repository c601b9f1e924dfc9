'use client';

import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import * as React from 'react';

/**
 * A long list of rows of one height, virtualized with TanStack Virtual: only the rows in view
 * are in the DOM. Gives the ref of the scroll area (a focusable element the block renders) and
 * the virtualizer. Before the first layout (on the server, in jsdom) it assumes a viewport of ten
 * rows `width` pixels wide, so the first rows render at once.
 *
 * TanStack Virtual hands out new functions on every render: a component using this stays
 * unmemoized, which is what it needs.
 */
export function useRowVirtualizer(count: number, rowHeight: number, { overscan = 6, width = 800 }: { overscan?: number; width?: number } = {}) {
  const scrollRef = React.useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width, height: rowHeight * 10 },
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
