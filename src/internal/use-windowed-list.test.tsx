import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  lastRowStartingBefore,
  rowOffsets,
  unmeasuredRowSize,
  useWindowedList,
  visibleRange,
  windowIndexes,
  type WindowedListOptions,
} from './use-windowed-list';

const keysOf = (count: number) => Array.from({ length: count }, (_, index) => `row-${index}`);

// ---------------------------------------------------------------------------------------------
// Math
// ---------------------------------------------------------------------------------------------

describe('rowOffsets', () => {
  it('adds measured sizes and the estimate for rows not measured yet', () => {
    const offsets = rowOffsets(['a', 'b', 'c', 'd'], new Map([['b', 30], ['d', 12.5]]), 20);
    expect([...offsets]).toEqual([0, 20, 50, 70, 82.5]);
  });

  it('keeps a row’s measured size with its key when the list reorders', () => {
    const sizes = new Map([['b', 30]]);
    expect([...rowOffsets(['b', 'a'], sizes, 20)]).toEqual([0, 30, 50]);
  });

  it('is a single zero for an empty list', () => {
    expect([...rowOffsets([], new Map(), 20)]).toEqual([0]);
  });
});

describe('unmeasuredRowSize', () => {
  it('is the estimate until a row is measured', () => {
    expect(unmeasuredRowSize(new Map(), 88)).toBe(88);
  });

  it('is then the mean of the measured rows', () => {
    expect(unmeasuredRowSize(new Map([['a', 70], ['b', 80], ['c', 75.5]]), 88)).toBe(75.16666666666667);
  });
});

describe('lastRowStartingBefore', () => {
  const offsets = [0, 20, 50, 70, 100];

  it('finds the row an offset falls in', () => {
    expect(lastRowStartingBefore(offsets, 0, true)).toBe(0);
    expect(lastRowStartingBefore(offsets, 49.5, true)).toBe(1);
    expect(lastRowStartingBefore(offsets, 50, true)).toBe(2);
    expect(lastRowStartingBefore(offsets, 1000, true)).toBe(3);
  });

  it('leaves out a row starting exactly at the offset when not inclusive', () => {
    expect(lastRowStartingBefore(offsets, 50, false)).toBe(1);
    expect(lastRowStartingBefore(offsets, 0, false)).toBe(-1);
  });

  it('finds nothing in an empty list', () => {
    expect(lastRowStartingBefore([0], 10, true)).toBe(-1);
  });
});

describe('visibleRange', () => {
  // 100 rows of 10 px.
  const even = rowOffsets(keysOf(100), new Map(), 10);

  it('covers the viewport at the top, plus the overscan after it', () => {
    expect(visibleRange(even, 0, 45, 2)).toEqual({ start: 0, end: 6 });
  });

  it('covers the viewport when scrolled, plus the overscan either side', () => {
    // 500–545 px: rows 50 to 54.
    expect(visibleRange(even, 500, 45, 3)).toEqual({ start: 47, end: 57 });
    // A row starting exactly at the viewport's end is not in view.
    expect(visibleRange(even, 500, 50, 0)).toEqual({ start: 50, end: 54 });
    // A row cut at the top is.
    expect(visibleRange(even, 505, 50, 0)).toEqual({ start: 50, end: 55 });
  });

  it('follows measured sizes', () => {
    const sizes = new Map([
      ['row-0', 100],
      ['row-1', 5],
    ]);
    const offsets = rowOffsets(keysOf(100), sizes, 10);
    // Row 0 spans 0–100, row 1 100–105, then 10 px rows: 150 px falls in row 6 (145–155).
    expect(visibleRange(offsets, 150, 20, 0)).toEqual({ start: 6, end: 8 });
  });

  it('treats a scroll offset past the end (the list got shorter) as scrolled to the end', () => {
    expect(visibleRange(even, 5000, 45, 1)).toEqual({ start: 94, end: 99 });
  });

  it('stays within the list when the viewport is larger than the rows', () => {
    expect(visibleRange(rowOffsets(keysOf(3), new Map(), 10), 0, 500, 5)).toEqual({ start: 0, end: 2 });
  });

  it('is null for an empty list', () => {
    expect(visibleRange([0], 0, 100, 4)).toBeNull();
  });
});

describe('windowIndexes', () => {
  it('adds the first and last rows to the range', () => {
    expect(windowIndexes({ start: 40, end: 43 }, 100, [])).toEqual([0, 40, 41, 42, 43, 99]);
  });

  it('keeps each pinned row with its neighbours, in order and without duplicates', () => {
    expect(windowIndexes({ start: 40, end: 43 }, 100, [10, 44, 42])).toEqual([0, 9, 10, 11, 40, 41, 42, 43, 44, 45, 99]);
  });

  it('ignores pins outside the list (no selection is -1)', () => {
    expect(windowIndexes({ start: 0, end: 3 }, 10, [-1, 10])).toEqual([0, 1, 2, 3, 9]);
  });

  it('does not repeat the ends when the range reaches them', () => {
    expect(windowIndexes({ start: 0, end: 4 }, 5, [0, 4])).toEqual([0, 1, 2, 3, 4]);
  });
});

// ---------------------------------------------------------------------------------------------
// The hook, in a list of buttons
// ---------------------------------------------------------------------------------------------

type ListProps = Omit<WindowedListOptions, 'keys'> & { count: number };

function List({ count, ...options }: ListProps) {
  const keys = React.useMemo(() => keysOf(count), [count]);
  const { rows, totalSize, containerProps, measureRow } = useWindowedList({ keys, ...options });
  return (
    <>
      <div {...containerProps} role="region" aria-label="Rows" style={{ ...containerProps.style, maxBlockSize: 200 }}>
        <div style={{ blockSize: totalSize, position: 'relative' }}>
          {rows.map((row) => (
            <div key={row.key} ref={measureRow} data-index={row.index} style={{ position: 'absolute', insetBlockStart: row.start }}>
              <button type="button">Row {row.index + 1}</button>
            </div>
          ))}
        </div>
      </div>
      <p>Total {totalSize} px</p>
      <button type="button">After the list</button>
    </>
  );
}

function renderedRows(): string[] {
  return screen
    .getAllByRole('button', { name: /^Row / })
    .map((button) => button.textContent?.replace('Row ', '') ?? '');
}

function scrollTo(offset: number) {
  const region = screen.getByRole('region', { name: 'Rows' });
  region.scrollTop = offset;
  fireEvent.scroll(region);
}

/** A ResizeObserver the test drives: `resize` reports new border-box block sizes. */
function fakeResizeObserver() {
  const instances = new Set<FakeResizeObserver>();
  class FakeResizeObserver implements ResizeObserver {
    readonly targets = new Set<Element>();
    constructor(readonly callback: ResizeObserverCallback) {
      instances.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    observed: () => [...instances].flatMap((observer) => [...observer.targets]),
    resize(sizes: ReadonlyMap<Element, number>) {
      for (const observer of instances) {
        const entries = [...sizes]
          .filter(([target]) => observer.targets.has(target))
          .map(([target, blockSize]) => ({ target, borderBoxSize: [{ blockSize, inlineSize: 100 }] }) as unknown as ResizeObserverEntry);
        if (entries.length > 0) {
          act(() => observer.callback(entries, observer));
        }
      }
    },
  };
}

function rowElement(number: number): HTMLElement {
  const row = screen.getByRole('button', { name: `Row ${number}` }).parentElement;
  if (!row) {
    throw new Error(`Row ${number} has no element`);
  }
  return row;
}

describe('useWindowedList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders a first window from the estimates on the server, without touching the DOM', () => {
    const html = renderToString(<List count={1000} estimateSize={50} initialViewportSize={200} overscan={2} />);
    // 200 px of 50 px rows: rows 1 to 4 in view, 2 more after, and the last row.
    for (const number of [1, 2, 3, 4, 5, 6, 1000]) {
      expect(html).toContain(`Row <!-- -->${number}<`);
    }
    expect(html).not.toContain('Row <!-- -->7<');
    expect(html).toContain('Total <!-- -->50000<!-- --> px');
  });

  it('renders a sensible first window before anything is measured (no layout)', () => {
    render(<List count={1000} estimateSize={50} initialViewportSize={200} overscan={2} />);
    expect(renderedRows()).toEqual(['1', '2', '3', '4', '5', '6', '1000']);
    expect(screen.getByText('Total 50000 px')).toBeInTheDocument();
  });

  it('measures rows as they mount, and counts rows not measured yet at the mean size', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(300);
    render(<List count={20} estimateSize={50} initialViewportSize={200} overscan={0} />);
    // The first window's rows measure 100 px, so the 20 rows take 2,000 px, not 20 × 50.
    expect(screen.getByText('Total 2000 px')).toBeInTheDocument();
    // The 300 px viewport shows rows 1–3.
    expect(renderedRows()).toEqual(['1', '2', '3', '20']);
  });

  it('moves the window as the list scrolls, keeping pinned rows and their neighbours', () => {
    render(<List count={1000} estimateSize={50} initialViewportSize={200} overscan={1} pinnedIndexes={[2]} />);
    expect(renderedRows()).toEqual(['1', '2', '3', '4', '5', '1000']);

    scrollTo(50 * 500);
    // Rows 501–504 in view with one either side; row 3 pinned with rows 2 and 4; both ends.
    expect(renderedRows()).toEqual(['1', '2', '3', '4', '500', '501', '502', '503', '504', '505', '1000']);
  });

  it('keeps the focused row rendered while focus is in it, then lets it go', async () => {
    const user = userEvent.setup();
    render(<List count={1000} estimateSize={50} initialViewportSize={200} overscan={0} />);
    const third = screen.getByRole('button', { name: 'Row 3' });
    await user.click(third);

    scrollTo(50 * 500);
    expect(third).toBeInTheDocument();
    expect(third).toHaveFocus();
    expect(renderedRows()).toEqual(['1', '2', '3', '4', '501', '502', '503', '504', '1000']);

    await user.click(screen.getByRole('button', { name: 'After the list' }));
    expect(third).not.toBeInTheDocument();
    expect(renderedRows()).toEqual(['1', '501', '502', '503', '504', '1000']);
  });

  it('follows size changes of the rows and the viewport with a ResizeObserver', () => {
    const observer = fakeResizeObserver();
    const clientHeight = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(100);
    render(<List count={1000} estimateSize={50} initialViewportSize={200} overscan={0} />);
    const region = screen.getByRole('region', { name: 'Rows' });
    expect(observer.observed()).toContain(region);
    expect(renderedRows()).toEqual(['1', '2', '1000']);

    // The viewport grows to 150 px.
    clientHeight.mockReturnValue(150);
    observer.resize(new Map([[region, 150]]));
    expect(renderedRows()).toEqual(['1', '2', '3', '1000']);

    observer.resize(
      new Map([
        [rowElement(1), 30],
        [rowElement(2), 30.5],
      ]),
    );
    // Other rows count at the mean, 30.25 px: 150 px reach into row 5 (120.75–151).
    expect(renderedRows()).toEqual(['1', '2', '3', '4', '5', '1000']);
    expect(screen.getByText('Total 30250 px')).toBeInTheDocument();

    // A row growing later (its text wrapped) moves the rows after it.
    observer.resize(new Map([[rowElement(1), 130.5]]));
    // Mean 80.5 px: row 1 ends at 130.5, row 2 at 161.
    expect(renderedRows()).toEqual(['1', '2', '1000']);
    expect(screen.getByText('Total 80500 px')).toBeInTheDocument();
  });

  it('keeps the row at the top of the viewport in place when rows above it change size', () => {
    const observer = fakeResizeObserver();
    render(<List count={1000} estimateSize={50} initialViewportSize={200} overscan={2} />);
    scrollTo(50 * 500);
    const region = screen.getByRole('region', { name: 'Rows' });
    const top = rowElement(501);
    expect(top.style.insetBlockStart).toBe(`${region.scrollTop}px`);

    // Rows 499 and 500 (overscan, above the viewport) measure 30 px, and so (the mean) do the
    // 498 rows above them: row 501 now starts 10,000 px higher, and the list scrolls with it.
    observer.resize(
      new Map([
        [rowElement(499), 30],
        [rowElement(500), 30],
      ]),
    );
    expect(top.style.insetBlockStart).toBe('15000px');
    expect(region.scrollTop).toBe(15000);

    // Row 501 itself grows: the mean (now 50 px) moves its start, and the list follows again.
    observer.resize(new Map([[top, 90]]));
    expect(top.style.insetBlockStart).toBe(`${region.scrollTop}px`);
    expect(region.scrollTop).toBe(498 * 50 + 60);
  });

  it('forgets rows that leave the document', () => {
    const observer = fakeResizeObserver();
    render(<List count={1000} estimateSize={50} initialViewportSize={200} overscan={0} />);
    const second = rowElement(2);
    scrollTo(50 * 500);
    expect(second).not.toBeInTheDocument();
    observer.resize(new Map([[second, 0]]));
    expect(observer.observed()).not.toContain(second);
    expect(screen.getByText('Total 50000 px')).toBeInTheDocument();
  });
});
