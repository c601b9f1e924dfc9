import * as React from 'react';
import { LabelHistory, useOrders, type Transaction } from 'shipping-elements';
import { useDemoText } from '../text';
import { useToast } from '../toasts';

/** The order a label was bought for: the API links them with the metadata `order:<id>`. */
function orderIdOf(label: Transaction): string | undefined {
  return label.metadata?.startsWith('order:') ? label.metadata.slice('order:'.length) : undefined;
}

/**
 * The labels bought: the kit's LabelHistory. The API's label carries no order or recipient, so
 * the page gives them from the merchant's orders (`describe`), and the block shows and searches them.
 */
export function ShipmentsPage() {
  const text = useDemoText();
  const toast = useToast();
  const orders = useOrders({ results: 100 });
  const ordersById = React.useMemo(() => new Map((orders.data?.results ?? []).map((order) => [order.object_id, order] as const)), [orders.data]);
  const describe = React.useCallback(
    (label: Transaction) => {
      const orderId = orderIdOf(label);
      const order = orderId ? ordersById.get(orderId) : undefined;
      return { order: order?.order_number ?? undefined, recipient: order?.to_address?.name ?? undefined };
    },
    [ordersById],
  );
  return (
    <section aria-labelledby="shipments-title" className="demo-page">
      <header className="demo-page-header">
        <h1 id="shipments-title">{text.shipments.title}</h1>
      </header>
      <div className="demo-panel">
        <LabelHistory describe={describe} onRefund={() => toast(text.toasts.labelVoided)} />
      </div>
    </section>
  );
}
