import * as React from 'react';
import { BatchUploader, useOrders, type Batch } from 'shipping-elements';
import { useDemoText } from '../text';
import { WAREHOUSE } from './ShipPage';

/** Where the demo keeps the batch being followed (its id only), so a reload resumes it. */
const BATCH_KEY = 'demo:batch-id';

const COLUMNS = ['Order', 'Recipient', 'Company', 'Address', 'City', 'State', 'ZIP', 'Country', 'Phone', 'Email', 'Weight', 'Unit', 'Length', 'Width', 'Height', 'Dimension unit'];

/** A cell of the sample file, quoted when it holds a comma, a quote or a line break. */
const cell = (value: string | null | undefined) => (/[",\r\n]/.test(value ?? '') ? `"${(value ?? '').replaceAll('"', '""')}"` : (value ?? ''));

function readBatchId(): string | undefined {
  try {
    return localStorage.getItem(BATCH_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The demo's "Bulk upload" page: the seeded orders as a sample spreadsheet, and BatchUploader. */
export function BatchesPage() {
  const text = useDemoText();
  const [batchId, setBatchId] = React.useState(readBatchId);
  const orders = useOrders({ results: 100 });
  const sample = React.useMemo(() => {
    const rows = (orders.data?.results ?? []).map((order) => {
      const to = order.to_address;
      return [order.order_number, to?.name, to?.company, to?.street1, to?.city, to?.state, to?.zip, to?.country, to?.phone, to?.email, order.weight, order.weight_unit, '10', '8', '4', 'in']
        .map((value) => cell(value ?? ''))
        .join(',');
    });
    return rows.length > 0 ? `${COLUMNS.join(',')}\r\n${rows.join('\r\n')}\r\n` : null;
  }, [orders.data]);

  return (
    <section aria-labelledby="batches-title" className="demo-page">
      <header className="demo-page-header">
        <div>
          <h1 id="batches-title">{text.bulk.title}</h1>
          <p className="demo-muted">{text.bulk.intro}</p>
        </div>
        <div className="demo-toolbar">
          {sample ? (
            <a className="demo-button demo-button-secondary" href={`data:text/csv;charset=utf-8,${encodeURIComponent(sample)}`} download="seeded-orders.csv">
              {text.bulk.sample}
            </a>
          ) : (
            <span className="demo-muted">{text.bulk.sampleLoading}</span>
          )}
          {batchId && (
            <button
              type="button"
              className="demo-button demo-button-secondary"
              onClick={() => {
                localStorage.removeItem(BATCH_KEY);
                setBatchId(undefined);
              }}
            >
              {text.bulk.forget}
            </button>
          )}
        </div>
      </header>
      <div className="demo-panel">
        <BatchUploader
          sender={WAREHOUSE}
          batchId={batchId}
          labelFileType="PDF_4x6"
          onBatchCreated={(batch: Batch) => {
            localStorage.setItem(BATCH_KEY, batch.object_id);
          }}
          onPurchased={() => localStorage.removeItem(BATCH_KEY)}
        />
      </div>
    </section>
  );
}
