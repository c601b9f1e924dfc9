import { useInfiniteTransactions, useRefundLabel, useShippingElements, type TransactionStatus } from 'shipping-elements';
import { en } from 'shipping-elements/locales/en';

// The provider holds the shared English; a host page that reads a block's namespace brings it,
// as the blocks do (the host's `messages`, such as the French catalogue, still win).
const PAGE_TEXT = { labelPurchase: en.labelPurchase };
import { QueryState } from '../QueryState';

export function ShipmentsPage() {
  const { messages, format } = useShippingElements('ShipmentsPage', PAGE_TEXT);
  const labels = useInfiniteTransactions({ results: 10 });
  const refund = useRefundLabel();
  const rows = labels.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <section aria-labelledby="shipments-title" className="demo-page">
      <h1 id="shipments-title">Shipments</h1>
      <QueryState query={labels} />
      {labels.isSuccess && rows.length === 0 && <p className="demo-empty">No labels yet. Ship an order from the Orders page.</p>}
      {rows.length > 0 && (
        <table className="demo-table">
          <caption className="demo-visually-hidden">Labels</caption>
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">Service</th>
              <th scope="col">Tracking</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="demo-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((label) => {
              const rate = typeof label.rate === 'object' ? label.rate : null;
              const status = label.status as TransactionStatus;
              return (
                <tr key={label.object_id}>
                  <td>{label.object_created ? format.dateTime(label.object_created) : '—'}</td>
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
                      '—'
                    )}
                  </td>
                  <td>{rate?.amount && rate.currency ? format.money(rate.amount, rate.currency) : '—'}</td>
                  <td>{messages.status.transaction[status] ?? label.status}</td>
                  <td className="demo-actions">
                    {label.label_url && (
                      <a href={label.label_url} target="_blank" rel="noopener noreferrer">
                        {messages.labelPurchase.result.downloadLabel}
                        <span className="demo-visually-hidden"> {label.tracking_number}</span>
                      </a>
                    )}
                    {label.status === 'SUCCESS' && (
                      <button
                        type="button"
                        disabled={refund.isPending}
                        onClick={() => {
                          if (window.confirm(`Void the label ${label.tracking_number ?? ''}? The carrier refunds unused labels.`)) {
                            refund.mutate({ transaction: label.object_id });
                          }
                        }}
                      >
                        Void label<span className="demo-visually-hidden"> {label.tracking_number}</span>
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {labels.hasNextPage && (
        <button type="button" onClick={() => void labels.fetchNextPage()}>
          Load more labels
        </button>
      )}
    </section>
  );
}
