import * as React from 'react';
import { useInfiniteOrders, useShippingElements, type OrderStatus } from 'shipping-elements';
import { QueryState } from '../QueryState';
import { fill, useDemoText, type DemoText } from '../text';

const STATUSES: OrderStatus[] = ['PAID', 'AWAITPAY', 'PARTIALLY_FULFILLED', 'SHIPPED', 'CANCELLED', 'REFUNDED', 'UNKNOWN'];

/** The sales channel's display name (the API sends an identifier such as `CSV_Import`). */
export function platformName(shopApp: string | null | undefined, text: DemoText): string {
  if (!shopApp) {
    return '—';
  }
  return text.orders.platforms[shopApp] ?? text.orders.otherPlatform;
}

export function OrdersPage() {
  const { messages, format } = useShippingElements();
  const text = useDemoText();
  const [status, setStatus] = React.useState<OrderStatus | ''>('PAID');
  const orders = useInfiniteOrders({ results: 10, order_status: status ? [status] : undefined });
  const rows = orders.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="orders-title" className="demo-page">
      <header className="demo-page-header">
        <h1 id="orders-title">{text.orders.title}</h1>
        <div className="demo-toolbar">
          <label htmlFor="order-status">{text.orders.status}</label>
          <select id="order-status" className="demo-select" value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
            <option value="">{text.orders.all}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {messages.status.order[value]}
              </option>
            ))}
          </select>
        </div>
      </header>
      <QueryState query={orders} />
      {orders.isSuccess && rows.length === 0 && <p className="demo-empty">{text.orders.empty}</p>}
      {rows.length > 0 && (
        <div className="demo-panel demo-table-panel">
          <table className="demo-table">
            <caption className="demo-visually-hidden">{text.orders.title}</caption>
            <thead>
              <tr>
                <th scope="col">{text.orders.order}</th>
                <th scope="col">{text.orders.placed}</th>
                <th scope="col">{text.orders.shipTo}</th>
                <th scope="col" className="demo-numeric">
                  {text.orders.items}
                </th>
                <th scope="col" className="demo-numeric">
                  {text.orders.total}
                </th>
                <th scope="col">{text.orders.from}</th>
                <th scope="col">{text.orders.status}</th>
                <th scope="col">
                  <span className="demo-visually-hidden">{text.orders.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => (
                <tr key={order.object_id}>
                  <th scope="row">{order.order_number}</th>
                  <td className="demo-nowrap">{order.placed_at ? format.date(order.placed_at) : '—'}</td>
                  <td>
                    {order.to_address?.name}
                    <span className="demo-muted demo-block">
                      {order.to_address?.city}, {order.to_address?.country}
                    </span>
                  </td>
                  <td className="demo-numeric">{format.number((order.line_items ?? []).reduce((sum, item) => sum + (item.quantity ?? 0), 0))}</td>
                  <td className="demo-numeric">{order.total_price && order.currency ? format.money(order.total_price, order.currency) : '—'}</td>
                  <td>{platformName(order.shop_app, text)}</td>
                  <td>
                    <span className="demo-badge" data-status={order.order_status ?? ''}>
                      {order.order_status ? (messages.status.order[order.order_status as OrderStatus] ?? messages.status.order.UNKNOWN) : '—'}
                    </span>
                  </td>
                  <td className="demo-row-actions">
                    <a className="demo-button demo-button-primary demo-button-small" href={`#/ship?order=${encodeURIComponent(order.object_id)}`}>
                      {text.orders.ship}
                      <span className="demo-visually-hidden"> {order.order_number}</span>
                    </a>
                    <a className="demo-button demo-button-secondary demo-button-small" href={`#/rates?order=${encodeURIComponent(order.object_id)}`}>
                      {text.orders.compareRates}
                      <span className="demo-visually-hidden"> {fill(text.orders.forOrder, { order: order.order_number ?? '' })}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {orders.hasNextPage && (
        <p className="demo-more">
          <button type="button" className="demo-button demo-button-secondary" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
            {orders.isFetchingNextPage ? messages.common.loading : text.orders.loadMore}
          </button>
        </p>
      )}
    </section>
  );
}
