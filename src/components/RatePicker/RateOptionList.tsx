'use client';

import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import * as React from 'react';
import { withPinnedIndexes, type PickerOption } from './picker-options';
import { RateOption } from './RateOption';
import { useRowVirtualizer } from '../../ui/use-row-virtualizer';

/** Past this many shown options, only the rows in view are rendered. */
export const VIRTUALIZE_AFTER = 50;
/** Guess of an option's height in px until it is measured (server render included). */
const ESTIMATED_OPTION_HEIGHT = 88;
/** Height in px of the scrolling box until it is measured: the default `--se-rate-picker-max-height` (28rem). */
const INITIAL_LIST_HEIGHT = 448;
/** Options rendered beyond each edge of the scrolling box. */
const OVERSCAN = 6;

/** Props of {@link RateOptionList}. */
export interface RateOptionListProps {
  /** Id of the radio group (the "Show all" button controls it). */
  id: string;
  /** Id of the legend that names the group. */
  labelledBy: string;
  /** `name` of every radio. */
  name: string;
  options: readonly PickerOption[];
  /** Value of the checked option, or `null`. */
  value: string | null;
  /** Stable: called with the value of the option the user picks. */
  onSelect: (value: string) => void;
}

/**
 * The radios of the picker: all of them in a plain group, or, past {@link VIRTUALIZE_AFTER},
 * a virtualized scrolling group.
 */
export function RateOptionList(props: RateOptionListProps): React.JSX.Element {
  const { id, labelledBy, name, options, value, onSelect } = props;
  if (options.length > VIRTUALIZE_AFTER) {
    return <VirtualRateOptionList {...props} />;
  }
  return (
    <div id={id} role="radiogroup" aria-labelledby={labelledBy} data-se-part="rate-picker-options">
      {options.map((option) => (
        <RateOption key={option.value} name={name} value={option.value} checked={option.value === value} onSelect={onSelect} subject={option.subject} />
      ))}
    </div>
  );
}

/** Index of the option whose row holds `element`, from the row's `data-index`; -1 when none. */
function rowIndexOf(container: HTMLElement, element: EventTarget | null): number {
  const row = element instanceof Element ? element.closest('[data-index]') : null;
  return row !== null && container.contains(row) ? Number(row.getAttribute('data-index')) : -1;
}

/**
 * A long list on TanStack Virtual: only the rows in view (plus {@link OVERSCAN} either side) are
 * rendered, each measured as it mounts, in a box of `--se-rate-picker-max-height`.
 *
 * @remarks
 * The checked and the focused option stay rendered wherever the list is scrolled, each with its
 * neighbours, and so do the first and last options (see {@link withPinnedIndexes}): Tab still
 * lands on the checked radio, the browser's radio group (which only knows rendered radios) still
 * has a checked member, and the arrow keys move from it to the real next option. Focus moving to
 * an option scrolls it into view with `scrollToIndex`. Each radio gives its place in the whole
 * list (`aria-posinset`, `aria-setsize`). Its own component, so scrolling re-renders the list and
 * not the whole picker.
 */
function VirtualRateOptionList({ id, labelledBy, name, options, value, onSelect }: RateOptionListProps): React.JSX.Element {
  // Kept by value, not index: a new sort or filter moves the focused option.
  const [focusedValue, setFocusedValue] = React.useState<string | null>(null);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const focusedIndex = focusedValue === null ? -1 : options.findIndex((option) => option.value === focusedValue);
  const rangeExtractor = React.useCallback(
    (range: Range) => withPinnedIndexes(defaultRangeExtractor(range), range.count, [selectedIndex, focusedIndex]),
    [selectedIndex, focusedIndex],
  );
  const getItemKey = React.useCallback((index: number) => options[index]?.value ?? index, [options]);

  // The virtualizer's methods read its latest state; the React Compiler cannot memoize them,
  // and nothing here asks it to.
  const { scrollRef, virtualizer } = useRowVirtualizer<HTMLLabelElement>(options.length, ESTIMATED_OPTION_HEIGHT, {
    getItemKey,
    overscan: OVERSCAN,
    rangeExtractor,
    // The first window (and the server render) before the box is measured.
    initialRect: { width: 0, height: INITIAL_LIST_HEIGHT },
    // Scroll updates render in React's own time: flushSync inside its commit would warn.
    useFlushSync: false,
  });

  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const index = rowIndexOf(event.currentTarget, event.target);
    const option = options[index];
    setFocusedValue(option?.value ?? null);
    if (option) {
      // Arrow keys focus the neighbour of an option that may be scrolled away: bring it into view.
      virtualizer.scrollToIndex(index, { align: 'auto' });
    }
  };

  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    // Only when focus moves elsewhere on the page: with a null target (the window lost focus),
    // the radio is still the document's active element and must stay mounted.
    if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) {
      setFocusedValue(null);
    }
  };

  return (
    <div
      ref={scrollRef}
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy}
      data-se-part="rate-picker-options"
      data-virtualized=""
      onFocus={onFocus}
      onBlur={onBlur}
      // Functional styles, kept inline so virtualization works without the kit's stylesheet.
      style={{ overflowY: 'auto', overflowAnchor: 'none', maxBlockSize: 'var(--se-rate-picker-max-height, 28rem)', position: 'relative' }}
    >
      <div style={{ blockSize: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const option = options[item.index];
          return option ? (
            <RateOption
              key={item.key}
              ref={virtualizer.measureElement}
              name={name}
              value={option.value}
              checked={option.value === value}
              onSelect={onSelect}
              subject={option.subject}
              virtualIndex={item.index}
              virtualStart={item.start}
              virtualCount={options.length}
            />
          ) : null;
        })}
      </div>
    </div>
  );
}
