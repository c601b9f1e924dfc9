'use client';

import * as React from 'react';
import type { Order, OrderStatus } from '../../api/resources/orders';
import type { Transaction } from '../../api/resources/transactions';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useTransaction } from '../../queries/transactions';
import { Button } from '../../ui/Button';
import { NewTabLink } from '../shared/NewTabLink';
import { canShip } from './filter-values';
import { useChannelName } from './FiltersForm';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';

/** Props of {@link OrderRow}. */
export interface OrderRowProps {
  order: Order | undefined;
  index: number;
  selected: boolean;
  active: boolean;
  /** The label bought for it in this block. */
  label: Transaction | undefined;
  onToggle: (index: number, extend: boolean) => void;
  onOpen: (orderId: string) => void;
  onShip: (order: Order) => void;
  onFocusRow: (index: number) => void;
  /** The virtualizer's measure of the row's height: a row is a card in a narrow list (orders-inbox.css). */
  measure: (element: HTMLElement | null) => void;
  style: React.CSSProperties;
}

/** The id of the order's latest label known to the API (its `transactions`, ids or objects). */
function latestLabelId(order: Order): string | undefined {
  const latest = order.transactions?.at(-1);
  if (typeof latest === 'string') {
    return latest;
  }
  const id = (latest as { object_id?: unknown } | undefined)?.object_id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The label an order's row shows: its tracking number, linked to the label file (bought here, or
 * the latest the order knows, read by id), or "Label bought" until the number is known.
 */
function LabelCell({ order, label }: { order: Order; label: Transaction | undefined }): React.JSX.Element | null {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox.label;
  const known = useTransaction(label ? undefined : latestLabelId(order)).data;
  const shown = label ?? known;
  if (!shown?.tracking_number) {
    return label || latestLabelId(order) ? <>{text.pending}</> : null;
  }
  const words = formatMessage(text.bought, { tracking: shown.tracking_number }, locale);
  // A URL the kit does not allow (not https) is null by now (api/urls): the number stays plain text.
  return shown.label_url ? (
    <NewTabLink href={shown.label_url} tabIndex={-1}>
      {words}
    </NewTabLink>
  ) : (
    <>{words}</>
  );
}

/** One order of the list: a grid row with its selection box, facts and actions ("Ship" only when the order can ship, see `canShip`). */
export const OrderRow = React.memo(function OrderRow(props: OrderRowProps): React.JSX.Element {
  const { order, index, selected, active, style } = props;
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  if (!order) {
    return (
      <div role="row" aria-rowindex={index + 2} data-se-part="orders-inbox-row" data-loading="" style={style}>
        <div role="gridcell">{messages.ordersInbox.rowLoading}</div>
      </div>
    );
  }
  return <LoadedRow {...props} order={order} selected={selected} active={active} locale={locale} />;
});

function LoadedRow({ order, index, selected, active, label, onToggle, onOpen, onShip, onFocusRow, measure, style }: OrderRowProps & { order: Order; locale: string }) {
  const { messages, locale, format } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox;
  const channelName = useChannelName();
  const number = order.order_number ?? order.object_id;
  const items = (order.line_items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  const status = order.order_status as OrderStatus | null | undefined;
  return (
    <div
      ref={measure}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      tabIndex={active ? 0 : -1}
      data-index={index}
      data-se-part="orders-inbox-row"
      data-selected={selected ? '' : undefined}
      style={style}
      onFocus={(event) => {
        if (event.target === event.currentTarget) {
          onFocusRow(index);
        }
      }}
    >
      <div role="gridcell" data-se-part="orders-inbox-cell-select">
        <input
          type="checkbox"
          tabIndex={-1}
          checked={selected}
          aria-label={formatMessage(text.select, { order: number }, locale)}
          onClick={(event) => onToggle(index, event.shiftKey)}
          onChange={() => undefined}
        />
      </div>
      <div role="gridcell" data-se-part="orders-inbox-cell-order">
        <button type="button" tabIndex={-1} data-se-part="orders-inbox-open" aria-label={formatMessage(text.open, { order: number }, locale)} onClick={() => onOpen(order.object_id)}>
          {number}
        </button>
      </div>
      <div role="gridcell">{order.placed_at ? format.date(order.placed_at) : ''}</div>
      <div role="gridcell">{[order.to_address?.name, order.to_address?.country].filter(Boolean).join(' · ')}</div>
      <div role="gridcell" data-se-part="orders-inbox-cell-items" data-se-column={text.columns.items}>
        {format.number(items)}
      </div>
      <div role="gridcell">{order.total_price && order.currency ? format.money(order.total_price, order.currency) : ''}</div>
      <div role="gridcell">{channelName(order.shop_app)}</div>
      <div role="gridcell">{status ? (messages.status.order[status] ?? messages.status.order.UNKNOWN) : ''}</div>
      <div role="gridcell" data-se-part="orders-inbox-cell-label">
        <LabelCell order={order} label={label} />
      </div>
      <div role="gridcell">
        {canShip(order) && (
          <Button variant="secondary" tabIndex={-1} aria-label={formatMessage(text.shipOrder, { order: number }, locale)} onClick={() => onShip(order)}>
            {text.ship}
          </Button>
        )}
      </div>
    </div>
  );
}
