import * as React from 'react';
import { DEFAULT_ORDER_FILTERS, OrdersInbox, type OrderFilters, type OrderStatus } from 'shipping-elements';
import { replaceRouteParameters } from '../routes';
import { WAREHOUSE } from '../settings';
import { fill, useDemoText } from '../text';
import { useToast } from '../toasts';

/** The filters' names in the address: the API's own (`#/orders?order_status=PAID&shop_app=Etsy`). */
const KEYS = ['order_status', 'shop_app', 'start_date', 'end_date', 'q'] as const;

/**
 * The filters an address holds. Without any, the block's default (the orders that can ship); an
 * empty `order_status=` is every status.
 */
export function filtersOfAddress(query: string): OrderFilters {
  const parameters = new URLSearchParams(query);
  if (!KEYS.some((key) => parameters.has(key))) {
    return DEFAULT_ORDER_FILTERS;
  }
  const statuses = (parameters.get('order_status') ?? '').split(',').filter(Boolean) as OrderStatus[];
  const filters: OrderFilters = statuses.length > 0 ? { order_status: statuses } : {};
  for (const key of ['shop_app', 'start_date', 'end_date', 'q'] as const) {
    const value = parameters.get(key);
    if (value) {
      filters[key] = value;
    }
  }
  return filters;
}

/** The address's parameters for these filters (the order of `KEYS`; `order_status` always written). */
export function addressOfFilters(filters: OrderFilters): URLSearchParams {
  const parameters = new URLSearchParams({ order_status: (filters.order_status ?? []).join(',') });
  for (const key of ['shop_app', 'start_date', 'end_date', 'q'] as const) {
    const value = filters[key];
    if (value) {
      parameters.set(key, value);
    }
  }
  return parameters;
}

/**
 * The merchant's orders: the kit's OrdersInbox, its filters kept in the page's address (a reload or
 * a shared link shows the same orders). Shipping one order opens the block's own label dialog;
 * a toast confirms each label bought, and each batch of orders shipped.
 */
export function OrdersPage() {
  const text = useDemoText();
  const toast = useToast();
  const [filters, setFilters] = React.useState(() => filtersOfAddress(window.location.hash.split('?')[1] ?? ''));
  const onFiltersChange = React.useCallback((next: OrderFilters) => {
    setFilters(next);
    replaceRouteParameters(addressOfFilters(next));
  }, []);
  return (
    // Not a region of its own: the block is the region "Orders" (two of one name fail axe).
    <section className="demo-page">
      <header className="demo-page-header">
        <h1 id="orders-title">{text.orders.title}</h1>
      </header>
      <div className="demo-panel">
        <OrdersInbox
          defaultSender={WAREHOUSE}
          filters={filters}
          onFiltersChange={onFiltersChange}
          onLabelPurchased={(order) => toast(fill(text.toasts.orderShipped, { order: order.order_number ?? '' }))}
          onBatchPurchased={() => toast(text.toasts.ordersShipped)}
        />
      </div>
    </section>
  );
}
