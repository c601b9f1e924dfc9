'use client';

import * as React from 'react';
import type { EmbeddedAddress } from '../../api/resources/addresses';
import type { Order } from '../../api/resources/orders';
import { countryName } from '../../lib/country-name';
import { useShippingElements } from '../../provider/context';
import { formatMessage } from '../../provider/messages';
import { useOrder } from '../../queries/orders';
import { useTransaction } from '../../queries/transactions';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Skeleton } from '../../ui/Skeleton';
import { canShip } from './filter-values';
import { addressLines } from '../shared/address/address-lines';
import { NewTabLink } from '../shared/NewTabLink';
import { ORDERS_INBOX_TEXT } from './orders-inbox-text';

/** An address as its country writes it (the locality line in the country's order), after the name and company. */
function AddressLines({ address }: { address: EmbeddedAddress | null | undefined }) {
  const { locale } = useShippingElements('OrdersInbox');
  if (!address) {
    return null;
  }
  const postal = addressLines(address, (code) => countryName(locale, code)).map((line) => line.map((part) => part.text).join(' '));
  const lines = [address.name, address.company, ...postal];
  return <address data-se-part="orders-inbox-address">{lines.filter(Boolean).map((line, index) => <div key={index}>{line}</div>)}</address>;
}

/** A label bought for the order: its tracking number (a link to its file) and whether it was voided. */
function LabelItem({ transactionId }: { transactionId: string }) {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const label = useTransaction(transactionId).data;
  const tracking = label?.tracking_number;
  const status = label?.status as keyof typeof messages.status.transaction | undefined;
  const voided = status && status.startsWith('REFUND') ? messages.status.transaction[status] : undefined;
  const words = tracking ? formatMessage(messages.ordersInbox.label.bought, { tracking }, locale) : messages.ordersInbox.label.pending;
  return (
    <li data-se-part="orders-inbox-detail-label">
      {/* A voided label's file is no use to print: its number stays plain text. A URL the kit does not allow is null by now (api/urls). */}
      {tracking && label?.label_url && !voided ? <NewTabLink href={label.label_url}>{words}</NewTabLink> : words}
      {voided ? ` · ${voided}` : ''}
    </li>
  );
}

function LineItems({ order }: { order: Order }) {
  const { messages, format } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox.detail;
  const items = order.line_items ?? [];
  if (items.length === 0) {
    return <p>{text.noItems}</p>;
  }
  return (
    <table data-se-part="orders-inbox-items">
      <caption>{text.lineItems}</caption>
      <thead>
        <tr>
          <th scope="col">{text.item}</th>
          <th scope="col">{text.sku}</th>
          <th scope="col">{text.quantity}</th>
          <th scope="col">{text.weight}</th>
          <th scope="col">{text.price}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={item.object_id ?? index}>
            <th scope="row">{[item.title, item.variant_title].filter(Boolean).join(' · ')}</th>
            <td>{item.sku}</td>
            <td>{item.quantity == null ? '' : format.number(item.quantity)}</td>
            <td>{item.weight ? `${format.number(Number(item.weight))} ${item.weight_unit ?? ''}`.trim() : ''}</td>
            <td>{item.total_price && (item.currency ?? order.currency) ? format.money(item.total_price, (item.currency ?? order.currency)!) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One order in a dialog: its line items, addresses, notes and the labels bought for it; "Ship" when it can ship (`canShip`). */
export function OrderDetail({ orderId, onShip, onClose }: { orderId: string; onShip: (order: Order) => void; onClose: () => void }): React.JSX.Element {
  const { messages, locale } = useShippingElements('OrdersInbox', ORDERS_INBOX_TEXT);
  const text = messages.ordersInbox.detail;
  const query = useOrder(orderId);
  const order = query.data;
  const labels = (order?.transactions ?? []).map((entry) => (typeof entry === 'string' ? entry : typeof entry.object_id === 'string' ? entry.object_id : '')).filter(Boolean);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={formatMessage(text.title, { order: order?.order_number ?? '' }, locale)}>
      {query.error && <ErrorNotice error={query.error} message={text.loadFailed} part="orders-inbox-detail-error" onRetry={() => void query.refetch()} />}
      {!order && !query.error && <Skeleton label={messages.common.loading} />}
      {order && (
        <div data-se-part="orders-inbox-detail">
          <LineItems order={order} />
          <h3>{text.shipTo}</h3>
          <AddressLines address={order.to_address} />
          {order.from_address && <h3>{text.shipFrom}</h3>}
          <AddressLines address={order.from_address} />
          {order.notes && (
            <>
              <h3>{text.notes}</h3>
              <p>{order.notes}</p>
            </>
          )}
          <h3>{text.labels}</h3>
          {labels.length === 0 ? <p>{text.noLabels}</p> : <ul>{labels.map((id) => <LabelItem key={id} transactionId={id} />)}</ul>}
          {canShip(order) && <Button onClick={() => onShip(order)}>{messages.ordersInbox.ship}</Button>}
        </div>
      )}
      <Button variant="secondary" onClick={onClose}>
        {messages.common.close}
      </Button>
    </Dialog>
  );
}
