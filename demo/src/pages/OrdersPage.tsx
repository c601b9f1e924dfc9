import * as React from 'react';
import { useInfiniteOrders, useShippingElements, type OrderStatus } from 'shipping-elements';
import { QueryState } from '../QueryState';

const STATUSES: OrderStatus[] = ['PAID', 'AWAITPAY', 'PARTIALLY_FULFILLED', 'SHIPPED', 'CANCELLED', 'REFUNDED', 'UNKNOWN'];

export function OrdersPage() {
  const { messages, format } = useShippingElements();
  const [status, setStatus] = React.useState<OrderStatus | ''>('PAID');
  const orders = useInfiniteOrders({ results: 10, order_status: status ? [status] : undefined });
  const rows = orders.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="orders-title" className="demo-page">
      <h1 id="orders-title">Orders</h1>
      <p>
        <label htmlFor="order-status">Status </label>
        <select id="order-status" value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
          <option value="">All</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {messages.status.order[value]}
            </option>
          ))}
        </select>
      </p>
      <QueryState query={orders} />
      {orders.isSuccess && rows.length === 0 && <p className="demo-empty">No orders with this status.</p>}
      {rows.length > 0 && (
        <table className="demo-table">
          <caption className="demo-visually-hidden">Orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Ship to</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">From</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="demo-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.object_id}>
                <th scope="row">{order.order_number}</th>
                <td>{order.placed_at ? format.date(order.placed_at) : '—'}</td>
                <td>
                  {order.to_address?.name}
                  <br />
                  <span className="demo-muted">
                    {order.to_address?.city}, {order.to_address?.country}
                  </span>
                </td>
                <td>{(order.line_items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0)}</td>
                <td>{order.total_price && order.currency ? format.money(order.total_price, order.currency) : '—'}</td>
                <td>{order.shop_app}</td>
                <td>{order.order_status ? (messages.status.order[order.order_status as OrderStatus] ?? order.order_status) : '—'}</td>
                <td className="demo-actions">
                  <a href={`#/ship?order=${encodeURIComponent(order.object_id)}`}>Ship {order.order_number}</a>
                  <a href={`#/rates?order=${encodeURIComponent(order.object_id)}`}>
                    Compare rates<span className="demo-visually-hidden"> for {order.order_number}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {orders.hasNextPage && (
        <button type="button" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
          {orders.isFetchingNextPage ? messages.common.loading : 'Load more orders'}
        </button>
      )}
    </section>
  );
}
