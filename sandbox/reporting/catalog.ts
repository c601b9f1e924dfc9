/**
 * The sandbox's catalog of report types (spec §2 "Report type invoice.v1", §4): one active type,
 * `invoice.v1`, whose data window follows the sandbox clock.
 */
import type { ReportColumn, ReportType } from '../../src/api/resources/reports';

/** The key of the only active report type. */
export const INVOICE_REPORT_TYPE = 'invoice.v1';

/** How far back the sandbox keeps invoice data, in days (the data window's start). */
export const DATA_HISTORY_DAYS = 400;

/** Longest interval of one run (spec §8), in seconds. */
export const MAX_INTERVAL_SECONDS = 92 * 86_400;

const SECONDS_PER_DAY = 86_400;

/** A column of `invoice.v1`, with the type names of the spec's column table. */
export interface InvoiceColumn extends ReportColumn {
  name: InvoiceColumnName;
  type: 'string' | 'timestamp' | 'decimal(12,2)' | 'decimal(15,6)' | 'boolean';
  description: string;
  is_default: boolean;
}

/** The column names of `invoice.v1`, exactly as the spec lists them. */
export type InvoiceColumnName =
  | 'invoice_object_id'
  | 'payer_shippo_account_id'
  | 'shippo_account_id'
  | 'invoice_number'
  | 'invoice_status'
  | 'invoice_currency'
  | 'invoice_item_type'
  | 'invoice_item_description'
  | 'invoice_item_currency'
  | 'invoice_item_charged_currency'
  | 'transaction_object_id'
  | 'invoice_ready_for_charge_at'
  | 'invoice_paid_at'
  | 'invoice_item_created_at'
  | 'invoice_total_amount'
  | 'invoice_charged_amount'
  | 'invoice_item_amount'
  | 'invoice_item_charged_amount'
  | 'invoice_item_charge_fx_rate'
  | 'is_return';

/**
 * The columns of `invoice.v1` in the spec's order. The defaults are what a merchant reconciling
 * label spend needs first: which invoice, which label, when, how much and whether it was a return.
 * Currency-conversion and payer details are opt-in.
 */
export const INVOICE_COLUMNS: readonly InvoiceColumn[] = [
  { name: 'invoice_object_id', type: 'string', is_default: true, description: 'Id of the invoice the item belongs to.' },
  {
    name: 'payer_shippo_account_id',
    type: 'string',
    is_default: false,
    description: 'Account that pays the invoice (the platform account for a managed account).',
  },
  { name: 'shippo_account_id', type: 'string', is_default: false, description: 'Account whose activity the item records.' },
  { name: 'invoice_number', type: 'string', is_default: true, description: 'Human-readable invoice number.' },
  { name: 'invoice_status', type: 'string', is_default: true, description: 'READY_FOR_CHARGE or PAID.' },
  { name: 'invoice_currency', type: 'string', is_default: true, description: 'ISO 4217 currency of the invoice.' },
  { name: 'invoice_item_type', type: 'string', is_default: true, description: 'LABEL for a charge, REFUND for a credit.' },
  { name: 'invoice_item_description', type: 'string', is_default: true, description: 'What the item is for.' },
  { name: 'invoice_item_currency', type: 'string', is_default: false, description: 'ISO 4217 currency the item was priced in.' },
  {
    name: 'invoice_item_charged_currency',
    type: 'string',
    is_default: false,
    description: 'ISO 4217 currency the item was charged in (the invoice currency).',
  },
  { name: 'transaction_object_id', type: 'string', is_default: true, description: 'Id of the label (transaction) charged or refunded.' },
  {
    name: 'invoice_ready_for_charge_at',
    type: 'timestamp',
    is_default: false,
    description: 'When the invoice closed and became ready for charge (ISO 8601, UTC).',
  },
  { name: 'invoice_paid_at', type: 'timestamp', is_default: false, description: 'When the invoice was paid (ISO 8601, UTC); empty until then.' },
  { name: 'invoice_item_created_at', type: 'timestamp', is_default: true, description: 'When the item was recorded (ISO 8601, UTC).' },
  { name: 'invoice_total_amount', type: 'decimal(12,2)', is_default: true, description: 'Sum of all items of the invoice, in the invoice currency.' },
  {
    name: 'invoice_charged_amount',
    type: 'decimal(12,2)',
    is_default: false,
    description: 'Amount charged for the invoice; empty until it is paid.',
  },
  { name: 'invoice_item_amount', type: 'decimal(12,2)', is_default: true, description: 'Item amount in its own currency; negative for credits.' },
  {
    name: 'invoice_item_charged_amount',
    type: 'decimal(12,2)',
    is_default: false,
    description: 'Item amount in the charged currency; negative for credits.',
  },
  {
    name: 'invoice_item_charge_fx_rate',
    type: 'decimal(15,6)',
    is_default: false,
    description: 'Rate from the item currency to the charged currency (1.000000 when they are the same).',
  },
  { name: 'is_return', type: 'boolean', is_default: true, description: 'True for return labels.' },
];

/** The names of the default columns, in catalog order: what a run without `columns` gets. */
export const DEFAULT_INVOICE_COLUMNS: readonly InvoiceColumnName[] = INVOICE_COLUMNS.filter((column) => column.is_default).map(
  (column) => column.name,
);

/** True when `name` is a column of `invoice.v1`. */
export function isInvoiceColumnName(name: string): name is InvoiceColumnName {
  return INVOICE_COLUMNS.some((column) => column.name === name);
}

/** Epoch milliseconds of the start of the UTC day holding `epochMs`. */
export function startOfUtcDay(epochMs: number): number {
  return Math.floor(epochMs / (SECONDS_PER_DAY * 1000)) * SECONDS_PER_DAY * 1000;
}

/**
 * The data window of `invoice.v1` in epoch seconds, as the catalog reports it at a moment.
 * A type alias, not an interface, so it fits the schema's open (index-signature) object type.
 */
export type DataWindow = {
  status: 'ready';
  start: number;
  end: number;
  updated: number;
};

/**
 * The data window at `nowMs`: 400 days back from now, up to the start of the current UTC day,
 * because the sandbox, like the real service, refreshes invoice data with a lag of up to a day.
 */
export function dataAvailability(nowMs: number): DataWindow {
  const end = Math.floor(startOfUtcDay(nowMs) / 1000);
  // Both bounds sit on UTC day boundaries, so a client that reads the window and asks for it a
  // moment later still fits inside it.
  return { status: 'ready', start: end - DATA_HISTORY_DAYS * SECONDS_PER_DAY, end, updated: end };
}

/** The active report types at `nowMs` (the catalog). */
export function reportCatalog(nowMs: number): ReportType[] {
  return [
    {
      report_type: INVOICE_REPORT_TYPE,
      name: 'Invoices',
      description:
        'One row per invoice item (label charges, refund credits) with its invoice and transaction context. ' +
        'Rows appear once their weekly invoice is ready for charge; the open week is excluded.',
      available_columns: INVOICE_COLUMNS.map((column) => ({ ...column })),
      data_availability: dataAvailability(nowMs),
    },
  ];
}

/** One report type of the catalog at `nowMs`, or undefined when the key is not active. */
export function findReportType(reportType: string, nowMs: number): ReportType | undefined {
  return reportCatalog(nowMs).find((candidate) => candidate.report_type === reportType);
}
