import { describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../../test/fake-fetch';
import { createApiClient } from './client';
import { InvalidRequestError } from './errors';
import { checkIdempotencyKey, checkMetadata, checkReportInterval, checkUniqueColumns, pathSegment } from './limits';
import { createBatch, addBatchShipments } from './resources/batches';
import { getOrder } from './resources/orders';
import { createPickup } from './resources/pickups';
import { createReportRun } from './resources/reports';

const DAY = 86_400;
const fakeApi = () => {
  const fake = createFakeFetch(() => json({}));
  return { fake, api: createApiClient({ baseUrl: 'https://api.example.test', auth: { apiKey: 'k' }, fetch: fake.fetch }) };
};

describe('limit checks', () => {
  it('metadata: 100 characters pass, 101 fail; an emoji counts as one character', () => {
    expect(() => checkMetadata('x'.repeat(100))).not.toThrow();
    expect(() => checkMetadata('😀'.repeat(100))).not.toThrow();
    expect(() => checkMetadata('x'.repeat(101))).toThrow(InvalidRequestError);
    expect(() => checkMetadata(undefined)).not.toThrow();
  });

  it('report interval: end must be after start, at most 92 days', () => {
    expect(() => checkReportInterval({ start: 0, end: 92 * DAY })).not.toThrow();
    expect(() => checkReportInterval({ start: 0, end: 92 * DAY + 1 })).toThrow(expect.objectContaining({ code: 'interval-too-long' }));
    expect(() => checkReportInterval({ start: 10, end: 10 })).toThrow(expect.objectContaining({ code: 'interval-not-increasing', field: 'interval.end' }));
    expect(() => checkReportInterval({ start: 10, end: 9 })).toThrow(expect.objectContaining({ code: 'interval-not-increasing' }));
  });

  it('idempotency_key: 1 to 128 characters', () => {
    expect(() => checkIdempotencyKey('a')).not.toThrow();
    expect(() => checkIdempotencyKey('a'.repeat(128))).not.toThrow();
    expect(() => checkIdempotencyKey('')).toThrow(expect.objectContaining({ code: 'invalid-idempotency-key' }));
    expect(() => checkIdempotencyKey('a'.repeat(129))).toThrow(expect.objectContaining({ code: 'invalid-idempotency-key' }));
  });

  it('columns: no duplicates', () => {
    expect(() => checkUniqueColumns(['invoice_number', 'invoice_status'])).not.toThrow();
    expect(() => checkUniqueColumns(['invoice_number', 'invoice_number'])).toThrow(expect.objectContaining({ code: 'duplicate-column' }));
  });

  it('path ids must not be empty', () => {
    expect(() => pathSegment('')).toThrow(expect.objectContaining({ code: 'invalid-id' }));
    expect(pathSegment('a/b')).toBe('a%2Fb');
  });

  it('path ids must not be dot segments, which URL resolution removes (ids of dots only are refused)', async () => {
    for (const id of ['.', '..', '...', ' . ']) {
      expect(() => pathSegment(id, 'orderId')).toThrow(expect.objectContaining({ code: 'invalid-id', field: 'orderId' }));
    }
    expect(pathSegment('.a')).toBe('.a');
    expect(pathSegment('ord_1.2')).toBe('ord_1.2');
    // Through an endpoint: no request leaves (`/orders/..` would have fetched `/`).
    const { api, fake } = fakeApi();
    await expect(getOrder(api, '..')).rejects.toMatchObject({ code: 'invalid-id' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('endpoint functions check limits before any request', () => {
  const shipment = {
    shipment: { address_from: 'adr_1', address_to: 'adr_2', parcels: ['prc_1'] },
  };

  it('batch metadata (batch and each shipment) over 100 characters', async () => {
    const { api, fake } = fakeApi();
    await expect(
      createBatch(api, { default_carrier_account: 'ca', default_servicelevel_token: 'x_ground', metadata: 'm'.repeat(101), batch_shipments: [] }),
    ).rejects.toMatchObject({ code: 'metadata-too-long', field: 'metadata' });
    await expect(
      createBatch(api, {
        default_carrier_account: 'ca',
        default_servicelevel_token: 'x_ground',
        batch_shipments: [shipment, { ...shipment, metadata: 'm'.repeat(101) }],
      }),
    ).rejects.toMatchObject({ code: 'metadata-too-long', field: 'batch_shipments.1.metadata' });
    await expect(addBatchShipments(api, 'bat_1', [{ ...shipment, metadata: 'm'.repeat(101) }])).rejects.toMatchObject({
      code: 'metadata-too-long',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('pickup metadata over 100 characters and an end before the start', async () => {
    const { api, fake } = fakeApi();
    const pickup = {
      carrier_account: 'ca_1',
      location: { address: { country: 'US' }, building_location_type: 'Front Door' as const },
      requested_start_time: '2026-11-23T09:00:00Z',
      requested_end_time: '2026-11-23T17:00:00Z',
      transactions: ['txn_1'],
    };
    await expect(createPickup(api, { ...pickup, metadata: 'm'.repeat(101) })).rejects.toMatchObject({ code: 'metadata-too-long' });
    await expect(createPickup(api, { ...pickup, requested_end_time: '2026-11-23T08:00:00Z' })).rejects.toMatchObject({
      code: 'invalid-input',
      field: 'requested_end_time',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('report runs: interval, key and columns', async () => {
    const { api, fake } = fakeApi();
    const run = { report_type: 'invoice.v1', interval: { start: 1_700_000_000, end: 1_700_000_000 + DAY } };
    await expect(createReportRun(api, { ...run, interval: { start: 5, end: 5 } })).rejects.toMatchObject({ code: 'interval-not-increasing' });
    await expect(createReportRun(api, { ...run, interval: { start: 0, end: 93 * DAY } })).rejects.toMatchObject({ code: 'interval-too-long' });
    await expect(createReportRun(api, { ...run, idempotency_key: 'k'.repeat(129) })).rejects.toMatchObject({ code: 'invalid-idempotency-key' });
    await expect(createReportRun(api, { ...run, columns: ['is_return', 'is_return'] })).rejects.toMatchObject({ code: 'duplicate-column' });
    await expect(createReportRun(api, { ...run, report_type: 'invoice' })).rejects.toMatchObject({ code: 'invalid-input', field: 'report_type' });
    expect(fake.requests).toHaveLength(0);
  });
});
