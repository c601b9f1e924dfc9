'use client';

import * as React from 'react';
import type { Order } from '../../api/resources/orders';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { isSelected, type OrdersSelection } from './orders-inbox-machine';
import { measureRow, useRowVirtualizer } from '../../ui/use-row-virtualizer';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';
import { OrderRow } from './OrderRow';
import type { OrdersInboxActions } from './use-orders-inbox';

/** Props of {@link OrderGrid}. */
export interface OrderGridProps {
  total: number;
  orderAt: (index: number) => Order | undefined;
  selection: OrdersSelection;
  labels: ReadonlyMap<string, Transaction>;
  actions: OrdersInboxActions;
  /** Reports the rows on screen (first and last index), for "select all on screen". */
  onScreenRows: (range: { start: number; end: number }) => void;
}

/** Estimated height of one row (px); each row is measured once rendered (a card, in a narrow list, is taller). */
const ROW_HEIGHT = 48;
const SCROLL_AREA: React.CSSProperties = { maxBlockSize: 'var(--se-orders-inbox-list-height, 32rem)', overflow: 'auto' };

/**
 * Every order that matches, in one virtualized grid (TanStack Virtual): only the rows in view are
 * in the DOM, and only their pages are requested. Arrow keys move through the rows (Home, End,
 * Page Up and Page Down too), Space selects the row (Shift+Space extends from the last one),
 * Enter opens it.
 */
export function OrderGrid({ total, orderAt, selection, labels, actions, onScreenRows }: OrderGridProps): React.JSX.Element {
  const { messages } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox;
  const [active, setActive] = React.useState(0);
  const { scrollRef, virtualizer } = useRowVirtualizer(total, ROW_HEIGHT, { measureElement: measureRow, overscan: 8, initialRect: null });
  const items = virtualizer.getVirtualItems();
  const start = items[0]?.index ?? 0;
  const end = items[items.length - 1]?.index ?? 0;
  const { showRange } = actions;
  React.useEffect(() => {
    showRange(start, end);
    onScreenRows({ start, end });
  }, [start, end, showRange, onScreenRows]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(total - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
    // The row may render only after the scroll: focus it on the next frame.
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus());
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const page = Math.max(1, end - start);
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: total - 1, PageDown: active + page, PageUp: active - page };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === ' ') {
      event.preventDefault();
      actions.toggle(active, event.shiftKey);
    } else if (event.key === 'Enter') {
      const order = orderAt(active);
      if (order && event.target === event.currentTarget.ownerDocument.activeElement && (event.target as HTMLElement).getAttribute('role') === 'row') {
        event.preventDefault();
        actions.open(order.object_id);
      }
    }
  };
  const columns = text.columns;
  return (
    <div ref={scrollRef} data-se-part="orders-inbox-scroll" style={SCROLL_AREA}>
      <div role="grid" aria-label={text.list} aria-multiselectable="true" aria-rowcount={total + 1} data-se-part="orders-inbox-grid" onKeyDown={onKeyDown}>
        <div role="row" aria-rowindex={1} data-se-part="orders-inbox-header">
          {[columns.select, columns.order, columns.placed, columns.recipient, columns.items, columns.total, columns.channel, columns.status, columns.label, columns.actions].map((name, column) => (
            <div role="columnheader" key={column}>
              {name}
            </div>
          ))}
        </div>
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const order = orderAt(item.index);
            return (
              <OrderRow
                key={item.key}
                order={order}
                index={item.index}
                active={item.index === active}
                selected={order ? isSelected(selection, order.object_id) : false}
                label={order ? labels.get(order.object_id) : undefined}
                onToggle={actions.toggle}
                onOpen={actions.open}
                onShip={actions.ship}
                onFocusRow={setActive}
                measure={virtualizer.measureElement}
                style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
