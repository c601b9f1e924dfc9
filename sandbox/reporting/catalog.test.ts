import { describe, expect, it } from 'vitest';
import { ProblemDocumentSchema, ReportCatalogSchema, ReportTypeSchema } from '../../src/api/resources/reports';
import { DEFAULT_INVOICE_COLUMNS, INVOICE_COLUMNS, dataAvailability, startOfUtcDay } from './catalog';
import { createReportingHarness } from '../../test/sandbox/reporting-harness';

// Wednesday 18 November 2026, 15:30 UTC.
const NOW = Date.UTC(2026, 10, 18, 15, 30, 0);

const SPEC_COLUMNS = [
  'invoice_object_id',
  'payer_shippo_account_id',
  'shippo_account_id',
  'invoice_number',
  'invoice_status',
  'invoice_currency',
  'invoice_item_type',
  'invoice_item_description',
  'invoice_item_currency',
  'invoice_item_charged_currency',
  'transaction_object_id',
  'invoice_ready_for_charge_at',
  'invoice_paid_at',
  'invoice_item_created_at',
  'invoice_total_amount',
  'invoice_charged_amount',
  'invoice_item_amount',
  'invoice_item_charged_amount',
  'invoice_item_charge_fx_rate',
  'is_return',
];

describe('GET /v2/reporting/reports', () => {
  it('lists the one active type, invoice.v1, as { items }', async () => {
    const harness = createReportingHarness({ now: NOW });
    const response = await harness.send({ path: '/v2/reporting/reports' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    const catalog = ReportCatalogSchema.parse(await response.json());
    expect(catalog.items.map((item) => item.report_type)).toEqual(['invoice.v1']);
    const [invoice] = catalog.items;
    expect(invoice?.name).toBeTruthy();
    expect(invoice?.description).toBeTruthy();
  });

  it('offers exactly the columns of the spec, each with name, type and is_default', async () => {
    const harness = createReportingHarness({ now: NOW });
    const catalog = ReportCatalogSchema.parse(await (await harness.send({ path: '/v2/reporting/reports' })).json());
    const columns = catalog.items[0]?.available_columns ?? [];
    expect(columns.map((column) => column.name)).toEqual(SPEC_COLUMNS);
    for (const column of columns) {
      expect(typeof column.type).toBe('string');
      expect(typeof column.is_default).toBe('boolean');
    }
    const byName = new Map(columns.map((column) => [column.name, column]));
    expect(byName.get('invoice_total_amount')?.type).toBe('decimal(12,2)');
    expect(byName.get('invoice_item_charge_fx_rate')?.type).toBe('decimal(15,6)');
    expect(byName.get('invoice_paid_at')?.type).toBe('timestamp');
    expect(byName.get('invoice_number')?.type).toBe('string');
    expect(columns.filter((column) => column.is_default).map((column) => column.name)).toEqual(DEFAULT_INVOICE_COLUMNS);
    expect(DEFAULT_INVOICE_COLUMNS).toContain('invoice_item_amount');
    expect(DEFAULT_INVOICE_COLUMNS).toContain('is_return');
    expect(INVOICE_COLUMNS).toHaveLength(20);
  });

  it('reports a ready data window of 400 whole days up to the start of today (UTC), in epoch seconds', async () => {
    const harness = createReportingHarness({ now: NOW });
    const catalog = ReportCatalogSchema.parse(await (await harness.send({ path: '/v2/reporting/reports' })).json());
    const today = Date.UTC(2026, 10, 18) / 1000;
    expect(catalog.items[0]?.data_availability).toEqual({
      status: 'ready',
      start: today - 400 * 86_400,
      end: today,
      updated: today,
    });
  });

  it('moves the window with the sandbox clock', async () => {
    const harness = createReportingHarness({ now: NOW });
    await harness.advance(2 * 86_400_000);
    const catalog = ReportCatalogSchema.parse(await (await harness.send({ path: '/v2/reporting/reports' })).json());
    expect(catalog.items[0]?.data_availability.end).toBe(Date.UTC(2026, 10, 20) / 1000);
  });
});

describe('GET /v2/reporting/reports/:reportType', () => {
  it('returns the report type record', async () => {
    const harness = createReportingHarness({ now: NOW });
    const response = await harness.send({ path: '/v2/reporting/reports/invoice.v1' });
    expect(response.status).toBe(200);
    const record = ReportTypeSchema.parse(await response.json());
    expect(record.report_type).toBe('invoice.v1');
    expect(record.available_columns.map((column) => column.name)).toEqual(SPEC_COLUMNS);
    expect(record.data_availability.status).toBe('ready');
  });

  it.each(['invoice.v2', 'shipment.v1', 'not-a-key'])('answers 404 report-type-not-found for %s', async (key) => {
    const harness = createReportingHarness({ now: NOW });
    const response = await harness.send({ path: `/v2/reporting/reports/${encodeURIComponent(key)}` });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    const body = ProblemDocumentSchema.parse(await response.json());
    expect(body.type.split('/').at(-1)).toBe('report-type-not-found');
    expect(body.status).toBe(404);
  });
});

describe('dataAvailability', () => {
  it('ends at the start of the current UTC day, even a second after midnight', () => {
    const justAfterMidnight = Date.UTC(2026, 0, 1, 0, 0, 1);
    expect(dataAvailability(justAfterMidnight).end).toBe(Date.UTC(2026, 0, 1) / 1000);
    expect(startOfUtcDay(justAfterMidnight)).toBe(Date.UTC(2026, 0, 1));
  });
});
