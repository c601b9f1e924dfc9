import * as RadixDialog from '@radix-ui/react-dialog';
import * as React from 'react';
import { useInfiniteTransactions, useOrders, useRefund, useRefundLabel, useShippingElements, type Order, type Transaction, type TransactionStatus } from 'shipping-elements';
import { en } from 'shipping-elements/locales/en';
import { QueryState } from '../QueryState';
import { fill, useDemoText } from '../text';
import { useToast } from '../toasts';

// The provider holds the shared English; a host page that reads a block's namespace brings it,
// as the blocks do (the host's `messages`, such as the French catalogue, still win).
const PAGE_TEXT = { labelPurchase: en.labelPurchase };

/** The order a label was bought for: the API links them with the metadata `order:<id>`. */
function orderIdOf(label: Transaction): string | undefined {
  return label.metadata?.startsWith('order:') ? label.metadata.slice('order:'.length) : undefined;
}

export function ShipmentsPage() {
  const { messages, format } = useShippingElements('ShipmentsPage', PAGE_TEXT);
  const text = useDemoText();
  const labels = useInfiniteTransactions({ results: 10 });
  // The order and recipient of each label come from the merchant's orders.
  const orders = useOrders({ results: 100 });
  const ordersById = React.useMemo(() => new Map((orders.data?.results ?? []).map((order) => [order.object_id, order] as const)), [orders.data]);
  const [voiding, setVoiding] = React.useState<Transaction | null>(null);
  const [refundIds, setRefundIds] = React.useState<string[]>([]);
  const rows = labels.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="shipments-title" className="demo-page">
      <header className="demo-page-header">
        <h1 id="shipments-title">{text.shipments.title}</h1>
      </header>
      {/* Each refund is followed until it settles; the list then refetches by itself. */}
      {refundIds.map((refundId) => (
        <RefundFollower key={refundId} refundId={refundId} />
      ))}
      <QueryState query={labels} />
      {labels.isSuccess && rows.length === 0 && (
        <p className="demo-empty">
          {text.shipments.empty} <a href="#/orders">{text.nav.orders}</a>
        </p>
      )}
      {rows.length > 0 && (
        <div className="demo-panel demo-table-panel">
          <table className="demo-table">
            <caption className="demo-visually-hidden">{text.shipments.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.shipments.created}</th>
                <th scope="col">{text.shipments.order}</th>
                <th scope="col">{text.shipments.recipient}</th>
                <th scope="col">{text.shipments.service}</th>
                <th scope="col">{text.shipments.tracking}</th>
                <th scope="col" className="demo-numeric">
                  {text.shipments.price}
                </th>
                <th scope="col">{text.shipments.status}</th>
                <th scope="col">
                  <span className="demo-visually-hidden">{text.shipments.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((label) => {
                const rate = typeof label.rate === 'object' ? label.rate : null;
                const status = label.status as TransactionStatus;
                const orderId = orderIdOf(label);
                const order: Order | undefined = orderId ? ordersById.get(orderId) : undefined;
                return (
                  <tr key={label.object_id}>
                    <td>
                      {/* The date over the time: one line of both was the table's widest cell. */}
                      {label.object_created ? (
                        <>
                          <span className="demo-nowrap">{format.date(label.object_created)}</span>
                          <span className="demo-muted demo-block demo-nowrap">{format.time(label.object_created)}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{order ? <a href={`#/ship?order=${encodeURIComponent(order.object_id)}`}>{order.order_number}</a> : '—'}</td>
                    <td>
                      {order?.to_address?.name ?? '—'}
                      {order?.to_address?.city && (
                        <span className="demo-muted demo-block">
                          {order.to_address.city}, {order.to_address.country}
                        </span>
                      )}
                    </td>
                    <td>
                      {rate?.provider} {rate?.servicelevel_name}
                    </td>
                    <td>
                      {label.tracking_url_provider && label.tracking_number ? (
                        <a href={label.tracking_url_provider} target="_blank" rel="noopener noreferrer">
                          {label.tracking_number}
                          <span className="demo-visually-hidden"> {messages.common.opensInNewTab}</span>
                        </a>
                      ) : (
                        (label.tracking_number ?? '—')
                      )}
                    </td>
                    <td className="demo-numeric">{rate?.amount && rate.currency ? format.money(rate.amount, rate.currency) : '—'}</td>
                    <td>
                      <span className="demo-badge" data-status={label.status}>
                        {messages.status.transaction[status] ?? messages.status.order.UNKNOWN}
                      </span>
                    </td>
                    <td className="demo-row-actions">
                      {label.label_url && label.status === 'SUCCESS' && (
                        <a className="demo-button demo-button-secondary demo-button-small" href={label.label_url} target="_blank" rel="noopener noreferrer">
                          {text.shipments.download}
                          <span className="demo-visually-hidden">
                            {' '}
                            {label.tracking_number} {messages.common.opensInNewTab}
                          </span>
                        </a>
                      )}
                      {label.status === 'SUCCESS' && (
                        <button type="button" className="demo-button demo-button-secondary demo-button-small" onClick={() => setVoiding(label)}>
                          {text.shipments.void}
                          <span className="demo-visually-hidden"> {label.tracking_number}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {labels.hasNextPage && (
        <p className="demo-more">
          <button type="button" className="demo-button demo-button-secondary" onClick={() => void labels.fetchNextPage()}>
            {text.shipments.loadMore}
          </button>
        </p>
      )}
      <VoidDialog label={voiding} onClose={() => setVoiding(null)} onRequested={(refundId) => setRefundIds((ids) => [...ids, refundId])} />
    </section>
  );
}

/** Polls one refund until it settles (the kit then refetches the label lists). */
function RefundFollower({ refundId }: { refundId: string }) {
  useRefund(refundId);
  return null;
}

/**
 * Confirms voiding a label, in the kit's dialog look (Radix, with the kit's `dialog` parts, inside
 * the app's theme root). The request is sent once per confirmation and never retried by itself.
 */
function VoidDialog({ label, onClose, onRequested }: { label: Transaction | null; onClose: () => void; onRequested: (refundId: string) => void }) {
  const { format } = useShippingElements();
  const text = useDemoText();
  const toast = useToast();
  const refund = useRefundLabel();
  const [container, setContainer] = React.useState<HTMLElement | null>(null);
  const anchor = React.useCallback((node: HTMLTemplateElement | null) => setContainer(node?.closest<HTMLElement>('[data-se-root]') ?? null), []);
  const [shown, setShown] = React.useState<Transaction | null>(null);
  if (label && label !== shown) {
    setShown(label);
    refund.reset();
  }
  const rate = shown && typeof shown.rate === 'object' ? shown.rate : null;
  const amount = rate?.amount && rate.currency ? format.money(rate.amount, rate.currency) : '';
  const confirm = () => {
    if (!shown || refund.isPending) {
      return;
    }
    refund.mutate(
      { transaction: shown.object_id },
      {
        onSuccess: (accepted) => {
          onRequested(accepted.object_id);
          toast(text.toasts.labelVoided);
          onClose();
        },
      },
    );
  };
  return (
    <>
      <template ref={anchor} />
      <RadixDialog.Root open={label !== null} onOpenChange={(open) => !open && !refund.isPending && onClose()}>
        {container && (
          <RadixDialog.Portal container={container}>
            <RadixDialog.Overlay data-se-part="dialog-overlay">
              <RadixDialog.Content data-se-part="dialog">
                <RadixDialog.Title data-se-part="dialog-title">{text.shipments.voidTitle}</RadixDialog.Title>
                <RadixDialog.Description data-se-part="dialog-description">
                  {fill(text.shipments.voidBody, { tracking: shown?.tracking_number ?? '', amount })}
                </RadixDialog.Description>
                {refund.isError && (
                  <p role="alert" className="demo-alert">
                    {text.shipments.voidFailed}
                  </p>
                )}
                <div className="demo-dialog-actions">
                  <button type="button" className="demo-button demo-button-secondary" disabled={refund.isPending} onClick={onClose}>
                    {refund.isError ? text.shipments.close : text.shipments.cancel}
                  </button>
                  {!refund.isError && (
                    <button type="button" className="demo-button demo-button-danger" aria-disabled={refund.isPending || undefined} onClick={confirm}>
                      {refund.isPending ? text.shipments.voiding : text.shipments.voidConfirm}
                    </button>
                  )}
                </div>
              </RadixDialog.Content>
            </RadixDialog.Overlay>
          </RadixDialog.Portal>
        )}
      </RadixDialog.Root>
    </>
  );
}
