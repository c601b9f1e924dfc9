/**
 * The rows of the `invoice.v1` report: a scope's invoice items (label charges and refund credits),
 * grouped into weekly invoices. Items come from a seeded history, so that a fresh sandbox already
 * has a year of billing to report on, and from the live activity other routes record in the
 * `invoice_events` collection (labels bought and refunded through the sandbox).
 *
 * Every amount is a scaled bigint from parsing to printing: totals and currency conversions are
 * exact, never float sums (STYLE: never do arithmetic with floats on money).
 */
import * as z from 'zod';
import { SANDBOX_MERCHANTS } from '../accounts';
import type { SandboxServices } from '../core/context';
import { createRandom, hashString } from '../core/random';
import { type Scope, type Store, scopeKey } from '../core/store';
import { type CsvValue, gzip, toCsv } from '../files/csv';
import { formatDecimal, parseDecimal } from '../../src/lib/decimal';
import { DATA_HISTORY_DAYS, type InvoiceColumnName, startOfUtcDay } from './catalog';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Fraction digits of amounts (`decimal(12,2)`). */
const AMOUNT_DIGITS = 2;
/** Fraction digits of exchange rates (`decimal(15,6)`). */
const RATE_DIGITS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DIGITS);

/** Every sandbox account is billed in US dollars. */
export const INVOICE_CURRENCY = 'USD';

/**
 * Rates from a label's currency to the invoice currency, used for live activity priced in
 * another currency. Unknown currencies are charged at 1.000000, which keeps the row well-formed.
 */
export const FX_RATES_TO_USD: Readonly<Record<string, string>> = {
  USD: '1.000000',
  EUR: '1.082345',
  GBP: '1.268410',
  CAD: '0.731250',
  AUD: '0.662180',
  MXN: '0.058240',
};

/** How long after an invoice is ready for charge the sandbox marks it paid. */
const PAYMENT_DELAY_MS = DAY_MS;

/** One invoice item, before it is grouped into its invoice. Amounts are signed decimal strings. */
export interface InvoiceItem {
  object_id: string;
  kind: 'label' | 'refund';
  transaction_object_id: string;
  /** Signed amount in {@link InvoiceItem.currency}: positive for charges, negative for credits. */
  amount: string;
  currency: string;
  /** Signed amount in the invoice currency, converted with {@link InvoiceItem.fx_rate}. */
  charged_amount: string;
  charged_currency: string;
  /** Rate from `currency` to `charged_currency`, 6 decimals. */
  fx_rate: string;
  /** Epoch milliseconds. */
  created_at: number;
  is_return: boolean;
  description: string;
}

/**
 * Live billing activity recorded by the label and refund routes in the collection
 * `invoice_events` of the scope. `amount` is positive; a refund becomes a negative row.
 */
export const InvoiceEventSchema = z.object({
  object_id: z.string().min(1),
  kind: z.enum(['label', 'refund']),
  transaction_object_id: z.string(),
  amount: z.string().regex(/^-?\d+(\.\d+)?$/),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  created_at: z.number().finite(),
  is_return: z.boolean().optional(),
  description: z.string().optional(),
});
/** One entry of the `invoice_events` collection. */
export type InvoiceEvent = z.infer<typeof InvoiceEventSchema>;

/** The collection other routes write billing activity to (not prefixed: it is shared). */
export const INVOICE_EVENTS_COLLECTION = 'invoice_events';
/** The collection caching a scope's seeded history, so it stays put while the clock moves. */
const HISTORY_COLLECTION = 'report_invoice_history';

/** Divides and rounds half away from zero, as money is rounded. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const doubledRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (doubledRemainder >= denominator) {
    return quotient + (numerator < 0n ? -1n : 1n);
  }
  return quotient;
}

/** Converts an amount (2 decimals) at a rate (6 decimals) into the charged currency (2 decimals). */
export function convertAmount(amount: string, rate: string): string {
  const product = parseDecimal(amount, AMOUNT_DIGITS) * parseDecimal(rate, RATE_DIGITS);
  return formatDecimal(divideRounded(product, RATE_SCALE), AMOUNT_DIGITS);
}

/** The signed item of a charge or credit, converted to the invoice currency. */
function makeItem(fields: {
  object_id: string;
  kind: 'label' | 'refund';
  transaction_object_id: string;
  amount: bigint;
  currency: string;
  fx_rate: string;
  created_at: number;
  is_return: boolean;
  description: string;
}): InvoiceItem {
  const magnitude = fields.amount < 0n ? -fields.amount : fields.amount;
  const signed = formatDecimal(fields.kind === 'refund' ? -magnitude : magnitude, AMOUNT_DIGITS);
  return {
    object_id: fields.object_id,
    kind: fields.kind,
    transaction_object_id: fields.transaction_object_id,
    amount: signed,
    currency: fields.currency,
    charged_amount: convertAmount(signed, fields.fx_rate),
    charged_currency: INVOICE_CURRENCY,
    fx_rate: fields.fx_rate,
    created_at: fields.created_at,
    is_return: fields.is_return,
    description: fields.description,
  };
}

// ---------------------------------------------------------------------------------------------
// Seeded history
// ---------------------------------------------------------------------------------------------

const SERVICE_NAMES = ['Ground', 'Ground Advantage', 'Priority', '2-Day', 'Overnight', 'Economy'] as const;
const INTERNATIONAL_SERVICES = ['International Priority', 'International Economy'] as const;
/** Base rates of the foreign-currency labels of the history; each label jitters around its base. */
const FOREIGN_CURRENCIES = [
  { currency: 'EUR', baseMicros: 1_080_000 },
  { currency: 'GBP', baseMicros: 1_265_000 },
  { currency: 'CAD', baseMicros: 730_000 },
] as const;

/**
 * Generates a scope's billing history: about 150 labels over the 400 days before `anchorMs`, a
 * few of them return labels, a few priced in a foreign currency, and a few refunded (a negative
 * row some days after the charge). The same seed, scope and anchor always give the same items.
 *
 * @param seed - The sandbox seed.
 * @param scope - The account and mode the history belongs to.
 * @param anchorMs - End of the history (exclusive), epoch milliseconds.
 */
export function generateInvoiceHistory(seed: string, scope: Scope, anchorMs: number): InvoiceItem[] {
  const random = createRandom(`${seed}:invoices:${scopeKey(scope)}`);
  const labelCount = random.int(140, 160);
  // Phases keep the share of refunds, returns and foreign labels fixed (a few of each in every
  // history, whatever the seed) while their positions still vary with the seed.
  const refundPhase = random.int(0, 11);
  const returnPhase = random.int(0, 8);
  const foreignPhase = random.int(0, 12);
  const historySeconds = DATA_HISTORY_DAYS * 86_400;
  const items: InvoiceItem[] = [];
  for (let index = 0; index < labelCount; index += 1) {
    const createdAt = anchorMs - random.int(1, historySeconds) * 1000;
    const transactionId = `txn_${random.hex(24)}`;
    const isReturn = (index + returnPhase) % 9 === 0;
    const isForeign = (index + foreignPhase) % 13 === 0;
    const cents = BigInt(random.int(450, 6500));
    let currency = INVOICE_CURRENCY;
    let fxRate = formatDecimal(RATE_SCALE, RATE_DIGITS);
    let service: string = random.pick(SERVICE_NAMES);
    if (isForeign) {
      const foreign = random.pick(FOREIGN_CURRENCIES);
      currency = foreign.currency;
      fxRate = formatDecimal(BigInt(foreign.baseMicros + random.int(-9_999, 9_999)), RATE_DIGITS);
      service = random.pick(INTERNATIONAL_SERVICES);
    }
    const description = `${isReturn ? 'Return label' : 'Shipping label'} (${service})`;
    const label = makeItem({
      object_id: `invitem_${random.hex(24)}`,
      kind: 'label',
      transaction_object_id: transactionId,
      amount: cents,
      currency,
      fx_rate: fxRate,
      created_at: createdAt,
      is_return: isReturn,
      description,
    });
    items.push(label);
    if ((index + refundPhase) % 12 === 0) {
      const refundedAt = createdAt + random.int(1, 10) * DAY_MS + random.int(0, 86_399) * 1000;
      const refundId = `invitem_${random.hex(24)}`;
      // A refund requested after the anchor has not happened yet in this history.
      if (refundedAt < anchorMs) {
        items.push(
          makeItem({
            object_id: refundId,
            kind: 'refund',
            transaction_object_id: transactionId,
            amount: cents,
            currency,
            fx_rate: fxRate,
            created_at: refundedAt,
            is_return: isReturn,
            description: `Refund: ${description}`,
          }),
        );
      }
    }
  }
  return items.sort(compareItems);
}

/**
 * The scope's seeded history, generated on first use and then kept in the store: generated
 * again later, it would be anchored to a later day and every row would move.
 */
export function invoiceHistory(services: Pick<SandboxServices, 'store' | 'seed'>, scope: Scope, nowMs: number): InvoiceItem[] {
  const collection = services.store.collection<InvoiceItem>(scope, HISTORY_COLLECTION);
  if (collection.size() === 0) {
    // Anchored at a day boundary so that a real-clock sandbox gets the same history whatever
    // time of day it first reports.
    for (const item of generateInvoiceHistory(services.seed, scope, startOfUtcDay(nowMs))) {
      collection.insert(item);
    }
  }
  return collection.list();
}

/** The scope's live billing activity, as invoice items. Malformed events are skipped, not fatal. */
export function liveInvoiceItems(store: Store, scope: Scope): InvoiceItem[] {
  const items: InvoiceItem[] = [];
  for (const entry of store.collection(scope, INVOICE_EVENTS_COLLECTION).list()) {
    const parsed = InvoiceEventSchema.safeParse(entry);
    if (!parsed.success) {
      continue;
    }
    const event = parsed.data;
    const currency = event.currency.toUpperCase();
    items.push(
      makeItem({
        object_id: event.object_id,
        kind: event.kind,
        transaction_object_id: event.transaction_object_id,
        amount: parseDecimal(event.amount, AMOUNT_DIGITS),
        currency,
        fx_rate: FX_RATES_TO_USD[currency] ?? formatDecimal(RATE_SCALE, RATE_DIGITS),
        created_at: event.created_at,
        is_return: event.is_return ?? false,
        description: event.description ?? (event.kind === 'refund' ? 'Refund: Shipping label' : 'Shipping label'),
      }),
    );
  }
  return items;
}

// ---------------------------------------------------------------------------------------------
// Weekly invoices
// ---------------------------------------------------------------------------------------------

/** The ISO 8601 week (UTC) holding a moment. */
export interface IsoWeek {
  /** ISO week-numbering year (the year of the week's Thursday). */
  year: number;
  /** 1 to 53. */
  week: number;
  /** Monday 00:00 UTC, epoch milliseconds. */
  startMs: number;
}

/** The ISO week (UTC, weeks start on Monday) holding `epochMs`. */
export function isoWeekOf(epochMs: number): IsoWeek {
  const dayStart = startOfUtcDay(epochMs);
  // getUTCDay counts from Sunday; ISO weeks count from Monday.
  const daysSinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  const startMs = dayStart - daysSinceMonday * DAY_MS;
  const thursday = new Date(startMs + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / WEEK_MS) + 1;
  return { year, week, startMs };
}

/** An invoice of one account for one ISO week. */
export interface WeeklyInvoice {
  object_id: string;
  invoice_number: string;
  status: 'READY_FOR_CHARGE' | 'PAID';
  currency: string;
  /** End of the week, epoch milliseconds. */
  ready_for_charge_at: number;
  paid_at: number | null;
  total_amount: string;
  charged_amount: string | null;
  items: InvoiceItem[];
}

function compareItems(left: InvoiceItem, right: InvoiceItem): number {
  return left.created_at - right.created_at || (left.object_id < right.object_id ? -1 : left.object_id > right.object_id ? 1 : 0);
}

/**
 * Groups items into weekly invoices (ISO weeks, UTC). An invoice is ready for charge at the end
 * of its week and paid a day later; the week still open at `nowMs` has no invoice yet, as the
 * spec excludes open invoices.
 */
export function groupIntoInvoices(items: readonly InvoiceItem[], options: { seed: string; scope: Scope; nowMs: number }): WeeklyInvoice[] {
  const key = scopeKey(options.scope);
  const byWeek = new Map<number, { week: IsoWeek; items: InvoiceItem[] }>();
  for (const item of items) {
    const week = isoWeekOf(item.created_at);
    const group = byWeek.get(week.startMs) ?? { week, items: [] };
    group.items.push(item);
    byWeek.set(week.startMs, group);
  }
  const accountSuffix = hashString(key).toString(16).toUpperCase().padStart(8, '0').slice(0, 6);
  const invoices: WeeklyInvoice[] = [];
  for (const { week, items: weekItems } of [...byWeek.values()].sort((left, right) => left.week.startMs - right.week.startMs)) {
    const readyAt = week.startMs + WEEK_MS;
    if (readyAt > options.nowMs) {
      continue;
    }
    const total = weekItems.reduce((sum, item) => sum + parseDecimal(item.charged_amount, AMOUNT_DIGITS), 0n);
    const paidAt = readyAt + PAYMENT_DELAY_MS;
    const paid = paidAt <= options.nowMs;
    const weekLabel = `${week.year}-W${String(week.week).padStart(2, '0')}`;
    invoices.push({
      object_id: `inv_${createRandom(`${options.seed}:invoice:${key}:${weekLabel}`).hex(24)}`,
      invoice_number: `INV-${accountSuffix}-${weekLabel}`,
      status: paid ? 'PAID' : 'READY_FOR_CHARGE',
      currency: INVOICE_CURRENCY,
      ready_for_charge_at: readyAt,
      paid_at: paid ? paidAt : null,
      total_amount: formatDecimal(total, AMOUNT_DIGITS),
      charged_amount: paid ? formatDecimal(total, AMOUNT_DIGITS) : null,
      items: [...weekItems].sort(compareItems),
    });
  }
  return invoices;
}

/** The platform account that pays a managed account's invoices; an account pays its own. */
export function payerAccountId(accountId: string): string {
  return SANDBOX_MERCHANTS.find((merchant) => merchant.managed.includes(accountId))?.id ?? accountId;
}

/** ISO 8601 UTC without milliseconds, the way the report prints timestamps. */
export function formatTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** One report row: every column of `invoice.v1`. Decimals stay strings so `12.40` keeps its zero. */
export type InvoiceRow = Record<InvoiceColumnName, CsvValue>;

/** The row of one item of an invoice. */
function invoiceRow(invoice: WeeklyInvoice, item: InvoiceItem, accountId: string): InvoiceRow {
  return {
    invoice_object_id: invoice.object_id,
    payer_shippo_account_id: payerAccountId(accountId),
    shippo_account_id: accountId,
    invoice_number: invoice.invoice_number,
    invoice_status: invoice.status,
    invoice_currency: invoice.currency,
    invoice_item_type: item.kind === 'refund' ? 'REFUND' : 'LABEL',
    invoice_item_description: item.description,
    invoice_item_currency: item.currency,
    invoice_item_charged_currency: item.charged_currency,
    transaction_object_id: item.transaction_object_id,
    invoice_ready_for_charge_at: formatTimestamp(invoice.ready_for_charge_at),
    invoice_paid_at: invoice.paid_at === null ? null : formatTimestamp(invoice.paid_at),
    invoice_item_created_at: formatTimestamp(item.created_at),
    invoice_total_amount: invoice.total_amount,
    invoice_charged_amount: invoice.charged_amount,
    invoice_item_amount: item.amount,
    invoice_item_charged_amount: item.charged_amount,
    invoice_item_charge_fx_rate: item.fx_rate,
    is_return: item.is_return,
  };
}

/** What a run reports on. */
export interface InvoiceReportRequest {
  scope: Scope;
  /** Epoch seconds; items with `start <= created < end` are reported. */
  interval: { start: number; end: number };
  /** The moment the report is built (decides which invoices are closed), epoch milliseconds. */
  nowMs: number;
}

/**
 * The rows of an `invoice.v1` run: the scope's items (seeded history and live activity) whose
 * invoice is ready for charge and whose creation time falls inside the interval, oldest first.
 * Invoice totals cover the whole invoice, not just the part inside the interval.
 */
export function buildInvoiceRows(services: Pick<SandboxServices, 'store' | 'seed'>, request: InvoiceReportRequest): InvoiceRow[] {
  const items = [...invoiceHistory(services, request.scope, request.nowMs), ...liveInvoiceItems(services.store, request.scope)];
  const invoices = groupIntoInvoices(items, { seed: services.seed, scope: request.scope, nowMs: request.nowMs });
  const startMs = request.interval.start * 1000;
  const endMs = request.interval.end * 1000;
  const rows: InvoiceRow[] = [];
  for (const invoice of invoices) {
    for (const item of invoice.items) {
      if (item.created_at >= startMs && item.created_at < endMs) {
        rows.push(invoiceRow(invoice, item, request.scope.accountId));
      }
    }
  }
  return rows;
}

/** The gzipped CSV file of a run: the requested columns, in the requested order. */
export async function buildInvoiceReportFile(
  services: Pick<SandboxServices, 'store' | 'seed'>,
  request: InvoiceReportRequest & { columns: readonly string[] },
): Promise<Uint8Array> {
  return gzip(toCsv(request.columns, buildInvoiceRows(services, request)));
}
