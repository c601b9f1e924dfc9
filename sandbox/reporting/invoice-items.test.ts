import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createStore } from '../core/store';
import { gunzip } from '../files/csv';
import { parseDecimal } from '../../src/lib/decimal';
import { toMicros } from '../../src/components/ReportDownloader/decimal-sum';
import {
  INVOICE_EVENTS_COLLECTION,
  buildInvoiceReportFile,
  buildInvoiceRows,
  convertAmount,
  divideRounded,
  generateInvoiceHistory,
  groupIntoInvoices,
  isoWeekOf,
  liveInvoiceItems,
  payerAccountId,
} from './invoice-items';
import { scopeOf } from '../../test/sandbox/reporting-harness';

// Wednesday 18 November 2026, 15:30 UTC.
const NOW = Date.UTC(2026, 10, 18, 15, 30, 0);
const DAY = 86_400_000;
const scope = scopeOf('acct_sandbox_merchant', true);

describe('isoWeekOf', () => {
  it.each([
    [Date.UTC(2026, 0, 1), 2026, 1, Date.UTC(2025, 11, 29)],
    [Date.UTC(2021, 0, 3, 23, 59), 2020, 53, Date.UTC(2020, 11, 28)],
    [Date.UTC(2024, 11, 30), 2025, 1, Date.UTC(2024, 11, 30)],
    [NOW, 2026, 47, Date.UTC(2026, 10, 16)],
  ])('places %s in ISO week %s-W%s starting %s', (moment, year, week, startMs) => {
    expect(isoWeekOf(moment)).toEqual({ year, week, startMs });
  });
});

describe('decimal money math', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(15n, 10n)).toBe(2n);
    expect(divideRounded(14n, 10n)).toBe(1n);
    expect(divideRounded(-15n, 10n)).toBe(-2n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
  });

  it('converts at a 6-decimal rate without float noise', () => {
    expect(convertAmount('12.40', '1.082345')).toBe('13.42'); // 13.421078
    expect(convertAmount('-12.40', '1.082345')).toBe('-13.42');
    expect(convertAmount('0.10', '3.000000')).toBe('0.30');
    expect(convertAmount('10.00', '1.000000')).toBe('10.00');
  });
});

describe('generateInvoiceHistory', () => {
  const anchor = Date.UTC(2026, 10, 18);
  const history = generateInvoiceHistory('seed-a', scope, anchor);
  const labels = history.filter((item) => item.kind === 'label');
  const refunds = history.filter((item) => item.kind === 'refund');

  it('is deterministic for a seed and scope, and differs between scopes', () => {
    expect(generateInvoiceHistory('seed-a', scope, anchor)).toEqual(history);
    expect(generateInvoiceHistory('seed-a', scopeOf('acct_sandbox_other', true), anchor)).not.toEqual(history);
    expect(generateInvoiceHistory('seed-b', scope, anchor)).not.toEqual(history);
  });

  it('holds about 150 labels over the 400 days before the anchor', () => {
    expect(labels.length).toBeGreaterThanOrEqual(140);
    expect(labels.length).toBeLessThanOrEqual(160);
    for (const item of history) {
      expect(item.created_at).toBeLessThan(anchor);
      expect(item.created_at).toBeGreaterThanOrEqual(anchor - 400 * DAY);
    }
  });

  it('has a few refunds as negative rows of refunded labels, return labels and foreign-currency labels', () => {
    expect(refunds.length).toBeGreaterThanOrEqual(5);
    for (const refund of refunds) {
      expect(refund.amount.startsWith('-')).toBe(true);
      const label = labels.find((candidate) => candidate.transaction_object_id === refund.transaction_object_id);
      expect(label).toBeDefined();
      expect(refund.amount).toBe(`-${label?.amount}`);
      expect(refund.created_at).toBeGreaterThan(label?.created_at ?? Infinity);
    }
    expect(labels.filter((item) => item.is_return).length).toBeGreaterThanOrEqual(5);
    const foreign = history.filter((item) => item.currency !== 'USD');
    expect(foreign.length).toBeGreaterThanOrEqual(5);
    for (const item of foreign) {
      expect(item.charged_currency).toBe('USD');
      expect(item.fx_rate).toMatch(/^\d\.\d{6}$/);
      expect(item.fx_rate).not.toBe('1.000000');
      // The charged amount is the exact product, rounded to cents.
      const exact = parseDecimal(item.amount, 2) * parseDecimal(item.fx_rate, 6);
      expect(parseDecimal(item.charged_amount, 2)).toBe(divideRounded(exact, 1_000_000n));
    }
  });
});

describe('groupIntoInvoices', () => {
  const history = generateInvoiceHistory('seed-a', scope, Date.UTC(2026, 10, 18));
  const invoices = groupIntoInvoices(history, { seed: 'seed-a', scope, nowMs: NOW });

  it('makes one invoice per closed ISO week and leaves the open week out', () => {
    const currentWeek = isoWeekOf(NOW).startMs;
    expect(invoices.length).toBeGreaterThan(40);
    for (const invoice of invoices) {
      expect(invoice.ready_for_charge_at).toBeLessThanOrEqual(currentWeek);
      for (const item of invoice.items) {
        expect(isoWeekOf(item.created_at).startMs).toBe(invoice.ready_for_charge_at - 7 * DAY);
      }
    }
    const grouped = invoices.reduce((count, invoice) => count + invoice.items.length, 0);
    const openWeekItems = history.filter((item) => item.created_at >= currentWeek).length;
    expect(grouped + openWeekItems).toBe(history.length);
  });

  it('totals each invoice as the exact sum of its charged items', () => {
    for (const invoice of invoices) {
      const sum = invoice.items.reduce((total, item) => total + parseDecimal(item.charged_amount, 2), 0n);
      expect(parseDecimal(invoice.total_amount, 2)).toBe(sum);
      expect(invoice.total_amount).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('marks invoices paid a day after they are ready, with stable ids and numbers', () => {
    const last = invoices.at(-1);
    // The last closed week ended on Monday 16 November; it was paid on Tuesday 17.
    expect(last?.ready_for_charge_at).toBe(Date.UTC(2026, 10, 16));
    expect(last?.status).toBe('PAID');
    expect(last?.paid_at).toBe(Date.UTC(2026, 10, 17));
    expect(last?.charged_amount).toBe(last?.total_amount);
    const earlyMonday = groupIntoInvoices(history, { seed: 'seed-a', scope, nowMs: Date.UTC(2026, 10, 16, 8) });
    expect(earlyMonday.at(-1)?.status).toBe('READY_FOR_CHARGE');
    expect(earlyMonday.at(-1)?.paid_at).toBeNull();
    expect(earlyMonday.at(-1)?.charged_amount).toBeNull();
    expect(earlyMonday.at(-1)?.object_id).toBe(last?.object_id);
    expect(last?.invoice_number).toMatch(/^INV-[0-9A-F]{6}-2026-W46$/);
    expect(new Set(invoices.map((invoice) => invoice.object_id)).size).toBe(invoices.length);
  });
});

describe('live invoice events', () => {
  it('reads labels as charges and refunds as credits, converting foreign currencies and skipping malformed events', () => {
    const store = createStore();
    const events = store.collection<Record<string, unknown> & { object_id: string }>(scope, INVOICE_EVENTS_COLLECTION);
    const base = { transaction_object_id: 'txn_live', currency: 'USD', created_at: Date.UTC(2026, 10, 10), is_return: false, description: 'Label' };
    events.insert({ ...base, object_id: 'ine_1', kind: 'label', amount: '12.40' });
    events.insert({ ...base, object_id: 'ine_2', kind: 'refund', amount: '12.40' });
    events.insert({ ...base, object_id: 'ine_3', kind: 'label', amount: '10.00', currency: 'eur' });
    events.insert({ ...base, object_id: 'ine_4', kind: 'label', amount: 'twelve' });
    events.insert({ object_id: 'ine_5', kind: 'label' });
    const items = liveInvoiceItems(store, scope);
    expect(items.map((item) => [item.object_id, item.amount, item.currency, item.charged_amount, item.fx_rate])).toEqual([
      ['ine_1', '12.40', 'USD', '12.40', '1.000000'],
      ['ine_2', '-12.40', 'USD', '-12.40', '1.000000'],
      ['ine_3', '10.00', 'EUR', '10.82', '1.082345'],
    ]);
  });
});

describe('buildInvoiceRows', () => {
  it('keeps only items inside [start, end) and fills every column', () => {
    const services = { store: createStore(), seed: 'seed-a' };
    const interval = { start: Date.UTC(2026, 7, 20) / 1000, end: Date.UTC(2026, 10, 18) / 1000 };
    const rows = buildInvoiceRows(services, { scope, interval, nowMs: NOW });
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const created = Date.parse(String(row.invoice_item_created_at));
      expect(created).toBeGreaterThanOrEqual(interval.start * 1000);
      expect(created).toBeLessThan(interval.end * 1000);
      expect(row.invoice_item_created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(row.shippo_account_id).toBe('acct_sandbox_merchant');
      expect(row.invoice_currency).toBe('USD');
      expect(['LABEL', 'REFUND']).toContain(row.invoice_item_type);
      expect(typeof row.is_return).toBe('boolean');
    }
    const sorted = [...rows].sort((left, right) => String(left.invoice_item_created_at).localeCompare(String(right.invoice_item_created_at)));
    expect(rows.map((row) => row.invoice_item_created_at)).toEqual(sorted.map((row) => row.invoice_item_created_at));
  });

  it('bills a managed account to its platform merchant', () => {
    expect(payerAccountId('acct_managed_corner_shop')).toBe('acct_sandbox_merchant');
    expect(payerAccountId('acct_sandbox_other')).toBe('acct_sandbox_other');
  });
});

describe('buildInvoiceReportFile', () => {
  it('neutralizes text a spreadsheet would run as a formula and keeps negative amounts plain decimals', async () => {
    const store = createStore();
    const events = store.collection<Record<string, unknown> & { object_id: string }>(scope, INVOICE_EVENTS_COLLECTION);
    const base = { transaction_object_id: 'txn_live', currency: 'USD', created_at: Date.UTC(2026, 10, 10), is_return: false };
    events.insert({ ...base, object_id: 'ine_1', kind: 'label', amount: '12.40', description: '=HYPERLINK("https://evil.example","Label")' });
    events.insert({ ...base, object_id: 'ine_2', kind: 'refund', amount: '12.40', description: '-1+1' });
    events.insert({ ...base, object_id: 'ine_3', kind: 'label', amount: '3.00', description: '@SUM(A1)' });
    const columns = ['transaction_object_id', 'invoice_item_type', 'invoice_item_description', 'invoice_item_amount', 'invoice_item_charged_amount'];
    const file = await buildInvoiceReportFile(
      { store, seed: 'seed-a' },
      { scope, columns, interval: { start: Date.UTC(2026, 10, 9) / 1000, end: Date.UTC(2026, 10, 11) / 1000 }, nowMs: NOW },
    );
    const rows = Papa.parse<Record<string, string>>(new TextDecoder().decode(await gunzip(file)), { header: true, skipEmptyLines: true }).data;
    const live = rows.filter((row) => row.transaction_object_id === 'txn_live');
    expect(live.map((row) => row.invoice_item_description).sort()).toEqual([`'-1+1`, `'=HYPERLINK("https://evil.example","Label")`, `'@SUM(A1)`]);
    const refund = live.find((row) => row.invoice_item_type === 'REFUND');
    expect(refund?.invoice_item_amount).toBe('-12.40');
    // Every amount of the file is a decimal the report preview adds up, refunds included.
    for (const row of rows) {
      expect(toMicros(row.invoice_item_amount ?? ''), row.invoice_item_amount).not.toBeUndefined();
      expect(toMicros(row.invoice_item_charged_amount ?? ''), row.invoice_item_charged_amount).not.toBeUndefined();
    }
    expect(rows.some((row) => row.invoice_item_amount?.startsWith('-'))).toBe(true);
  });
});
