import * as React from 'react';
import { BatchUploader, useCarrierAccounts, useOrders, type Batch, type Order } from 'shipping-elements';
import { useDemoText } from '../text';
import { WAREHOUSE } from '../settings';

/** Where the demo keeps the batch being followed (its id only), so a reload resumes it. */
const BATCH_KEY = 'demo:batch-id';

const COLUMNS = ['Order', 'Order ID', 'Recipient', 'Company', 'Address', 'City', 'State', 'ZIP', 'Country', 'Phone', 'Email', 'Weight', 'Unit', 'Length', 'Width', 'Height', 'Dimension unit', 'Carrier account', 'Service level', 'Customs: signed by'];
/** The service of the sample's parcels abroad (the batch's default service serves the others). */
const INTERNATIONAL = { carrier: 'bluebird', service: 'bluebird_international' };
/** The customs item columns of the sample: BatchUploader reads up to five items per row. */
const ITEMS = 3;
const ITEM_COLUMNS = ['description', 'quantity', 'net weight', 'weight unit', 'value', 'currency', 'country of origin'];

/** Who certifies the declarations of the sample file. */
const WAREHOUSE_SIGNER = 'Dana Whitfield';

/**
 * The customs items of an order shipped abroad, from its line items: title, quantity, the line's
 * weight (a line item's weight is per unit) and price, currency, country of manufacture.
 */
function itemCells(order: Order, internationalAccount: string): string[] {
  if (!order.to_address?.country || order.to_address.country === WAREHOUSE.country) {
    return Array<string>(3 + ITEMS * ITEM_COLUMNS.length).fill('');
  }
  const items = (order.line_items ?? []).slice(0, ITEMS).map((line) => {
    const quantity = line.quantity ?? 1;
    const weight = line.weight ? (Number(line.weight) * quantity).toFixed(2) : '';
    return [line.title ?? '', String(quantity), weight, line.weight_unit ?? 'lb', line.total_price ?? '', line.currency ?? order.currency ?? 'USD', line.manufacture_country ?? WAREHOUSE.country];
  });
  const padded = Array.from({ length: ITEMS }, (_, index) => items[index] ?? ITEM_COLUMNS.map(() => ''));
  return [internationalAccount, internationalAccount ? INTERNATIONAL.service : '', WAREHOUSE_SIGNER, ...padded.flat()];
}

/** A cell of the sample file, quoted when it holds a comma, a quote or a line break. */
const cell = (value: string | null | undefined) => (/[",\r\n]/.test(value ?? '') ? `"${(value ?? '').replaceAll('"', '""')}"` : (value ?? ''));

function readBatchId(): string | undefined {
  try {
    return localStorage.getItem(BATCH_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The orders a sample file holds: those paid and not yet (wholly) shipped. Refunded, cancelled,
 * unpaid and unknown orders stay out, so the sample never ships an order that should not go.
 */
const READY_TO_SHIP = ['PAID', 'PARTIALLY_FULFILLED'] as const;

/** The demo's "Bulk upload" page: the seeded orders ready to ship as a sample spreadsheet, and BatchUploader. */
export function BatchesPage() {
  const text = useDemoText();
  const [batchId, setBatchId] = React.useState(readBatchId);
  const orders = useOrders({ results: 100, order_status: READY_TO_SHIP });
  const accounts = useCarrierAccounts();
  const internationalAccount = accounts.data?.results?.find((account) => account.carrier === INTERNATIONAL.carrier)?.object_id ?? '';
  const sample = React.useMemo(() => {
    const rows = (orders.data?.results ?? []).map((order) => {
      const to = order.to_address;
      return [order.order_number, order.object_id, to?.name, to?.company, to?.street1, to?.city, to?.state, to?.zip, to?.country, to?.phone, to?.email, order.weight, order.weight_unit, '10', '8', '4', 'in', ...itemCells(order, internationalAccount)]
        .map((value) => cell(value ?? ''))
        .join(',');
    });
    const headers = [...COLUMNS, ...Array.from({ length: ITEMS }, (_, index) => ITEM_COLUMNS.map((column) => `Item ${index + 1}: ${column}`)).flat()];
    return rows.length > 0 && !accounts.isPending ? `${headers.join(',')}\r\n${rows.join('\r\n')}\r\n` : null;
  }, [orders.data, internationalAccount, accounts.isPending]);

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
