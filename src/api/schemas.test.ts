import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import * as samples from '../../test/fixtures/spec-samples';
import { EmbeddedTokenSchema, ManagedAccountListSchema } from './resources/accounts';
import { AddressInputSchema, AddressPageSchema, AddressSchema } from './resources/addresses';
import { BatchInputSchema, BatchSchema } from './resources/batches';
import { CarrierAccountPageSchema, CarrierAccountSchema } from './resources/carrier-accounts';
import {
  CustomsDeclarationInputSchema,
  CustomsDeclarationPageSchema,
  CustomsDeclarationSchema,
  CustomsItemInputSchema,
  CustomsItemPageSchema,
  CustomsItemSchema,
} from './resources/customs';
import { ManifestInputSchema, ManifestPageSchema, ManifestSchema } from './resources/manifests';
import { OrderPageSchema, OrderSchema } from './resources/orders';
import { ParcelTemplateListSchema } from './resources/parcel-templates';
import { ParcelInputSchema, ParcelPageSchema, ParcelSchema } from './resources/parcels';
import { PickupInputSchema, PickupSchema } from './resources/pickups';
import { RateSchema } from './resources/rates';
import { RefundInputSchema, RefundSchema } from './resources/refunds';
import {
  ProblemDocumentSchema,
  ReportCatalogSchema,
  ReportRunInputSchema,
  ReportRunSchema,
  ReportTypeSchema,
} from './resources/reports';
import { ServiceGroupInputSchema, ServiceGroupListSchema } from './resources/service-groups';
import { ShipmentExtraSchema, ShipmentInputSchema, ShipmentPageSchema, ShipmentSchema } from './resources/shipments';
import { TransactionInputSchema, TransactionPageSchema, TransactionSchema } from './resources/transactions';

const clone = <T>(value: T): T => structuredClone(value);

/** Each response schema, a spec sample it must accept, and a bent copy it must refuse. */
const responseCases: [string, z.ZodMiniType, unknown, (sample: Record<string, unknown>) => void][] = [
  ['Address', AddressSchema, samples.address, (sample) => delete sample.object_id],
  ['Parcel', ParcelSchema, samples.parcel, (sample) => (sample.weight = 1)],
  ['Rate', RateSchema, samples.rate, (sample) => (sample.amount = 12.4)],
  ['Shipment', ShipmentSchema, samples.shipment, (sample) => (sample.rates = 'none')],
  ['Transaction', TransactionSchema, samples.transaction, (sample) => (sample.status = 7)],
  ['Refund', RefundSchema, samples.refund, (sample) => delete sample.transaction],
  ['Batch', BatchSchema, samples.batch, (sample) => (sample.object_results = { creation_failed: 'one' })],
  ['Pickup', PickupSchema, samples.pickup, (sample) => delete sample.location],
  ['Manifest', ManifestSchema, samples.manifest, (sample) => (sample.documents = 'url')],
  ['Order', OrderSchema, samples.order, (sample) => (sample.line_items = [{ quantity: 'two' }])],
  ['Carrier account', CarrierAccountSchema, samples.carrierAccount, (sample) => delete sample.carrier],
  ['Customs item', CustomsItemSchema, samples.customsItem, (sample) => (sample.quantity = 1.5)],
  ['Customs declaration', CustomsDeclarationSchema, samples.customsDeclaration, (sample) => (sample.certify = 'yes')],
  ['Report type', ReportTypeSchema, samples.reportType, (sample) => delete sample.available_columns],
  ['Report run (SUCCEEDED)', ReportRunSchema, samples.reportRunSucceeded, (sample) => delete sample.id],
  ['Report run (FAILED)', ReportRunSchema, samples.reportRunFailed, (sample) => (sample.error = 'timeout')],
  ['Problem document', ProblemDocumentSchema, samples.problemDocument, (sample) => delete sample.type],
  ['Embedded token', EmbeddedTokenSchema, samples.embeddedToken, (sample) => (sample.expires_in = '12 hours')],
  ['Shipment extra', ShipmentExtraSchema, samples.shipmentExtra, (sample) => (sample.saturday_delivery = 'yes')],
];

describe('response schemas', () => {
  it.each(responseCases)('%s parses the spec sample', (_, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(true);
  });

  it.each(responseCases)('%s refuses a wrong shape', (_, schema, sample, bend) => {
    const bent = clone(sample) as Record<string, unknown>;
    bend(bent);
    expect(schema.safeParse(bent).success).toBe(false);
  });

  it('lets unknown fields pass through', () => {
    const parsed = RateSchema.parse({ ...samples.rate, carbon_grams: 412 });
    expect(parsed).toHaveProperty('carbon_grams', 412);
  });

  it('keeps an enum value the kit does not know yet instead of failing the response', () => {
    expect(TransactionSchema.parse({ ...samples.transaction, status: 'ON_HOLD' }).status).toBe('ON_HOLD');
    expect(RateSchema.parse({ ...samples.rate, attributes: ['GREENEST'] }).attributes).toEqual(['GREENEST']);
  });

  it('keeps every field of shipment extra', () => {
    const parsed = ShipmentSchema.parse(samples.shipment);
    expect(Object.keys(parsed.extra ?? {}).sort()).toEqual(Object.keys(samples.shipmentExtra).sort());
  });

  it('parses page objects of every list endpoint', () => {
    const cases: [z.ZodMiniType, unknown][] = [
      [AddressPageSchema, samples.address],
      [ParcelPageSchema, samples.parcel],
      [ShipmentPageSchema, samples.shipment],
      [TransactionPageSchema, samples.transaction],
      [ManifestPageSchema, samples.manifest],
      [OrderPageSchema, samples.order],
      [CarrierAccountPageSchema, samples.carrierAccount],
      [CustomsItemPageSchema, samples.customsItem],
      [CustomsDeclarationPageSchema, samples.customsDeclaration],
    ];
    for (const [schema, item] of cases) {
      expect(schema.safeParse(samples.page([item], 'https://api.example.test/x/?page=2')).success).toBe(true);
      expect(schema.safeParse({ next: null, previous: null, results: {} }).success).toBe(false);
    }
  });

  it('reads bare-array lists (service groups, parcel templates, managed accounts) and tolerates pages', () => {
    expect(ServiceGroupListSchema.parse(samples.serviceGroups)).toHaveLength(3);
    expect(ParcelTemplateListSchema.parse([samples.parcelTemplate])).toHaveLength(1);
    expect(ParcelTemplateListSchema.parse(samples.page([samples.parcelTemplate]))).toHaveLength(1);
    expect(ManagedAccountListSchema.parse(samples.managedAccounts)).toHaveLength(1);
    expect(ServiceGroupListSchema.safeParse([{ name: 'no id', type: 'FLAT_RATE' }]).success).toBe(false);
  });

  it('reads the report catalog', () => {
    expect(ReportCatalogSchema.parse({ items: [samples.reportType] }).items[0]?.report_type).toBe('invoice.v1');
  });
});

describe('request schemas', () => {
  const addressInput = { name: 'Grace Hopper', street1: '1 Main St', city: 'New York', state: 'NY', zip: '10001', country: 'US' };
  const parcelInput = { length: '10', width: '8', height: '4', distance_unit: 'in', weight: '2', mass_unit: 'lb' } as const;

  it('address: country is required and must be two letters', () => {
    expect(AddressInputSchema.safeParse(addressInput).success).toBe(true);
    expect(AddressInputSchema.safeParse({ ...addressInput, country: undefined }).success).toBe(false);
    expect(AddressInputSchema.safeParse({ ...addressInput, country: 'USA' }).success).toBe(false);
  });

  it('parcel: dimensions are required unless a template gives them; weights are positive decimal strings', () => {
    expect(ParcelInputSchema.safeParse(parcelInput).success).toBe(true);
    expect(ParcelInputSchema.safeParse({ template: 'Boxco_FlatRate_Medium', weight: '1', mass_unit: 'lb' }).success).toBe(true);
    expect(ParcelInputSchema.safeParse({ weight: '1', mass_unit: 'lb' }).success).toBe(false);
    expect(ParcelInputSchema.safeParse({ ...parcelInput, weight: '0' }).success).toBe(false);
    expect(ParcelInputSchema.safeParse({ ...parcelInput, weight: 2 }).success).toBe(false);
    expect(ParcelInputSchema.safeParse({ ...parcelInput, mass_unit: 'stone' }).success).toBe(false);
  });

  it('shipment: addresses and parcels as objects or ids; at least one parcel', () => {
    expect(ShipmentInputSchema.safeParse({ address_from: addressInput, address_to: 'adr_2', parcels: [parcelInput, 'prc_1'] }).success).toBe(true);
    expect(ShipmentInputSchema.safeParse({ address_from: addressInput, address_to: 'adr_2', parcels: [] }).success).toBe(false);
    expect(
      ShipmentInputSchema.safeParse({ address_from: 'a', address_to: 'b', parcels: ['p'], extra: { signature_confirmation: 'STANDARD', is_return: true } }).success,
    ).toBe(true);
  });

  it('transaction: from a rate or instant; label_file_type from the spec list', () => {
    expect(TransactionInputSchema.safeParse({ rate: 'rate_1', label_file_type: 'PDF_4x6' }).success).toBe(true);
    expect(TransactionInputSchema.safeParse({ rate: 'rate_1', label_file_type: 'PDF_9x9' }).success).toBe(false);
    expect(
      TransactionInputSchema.safeParse({
        shipment: { address_from: 'a', address_to: 'b', parcels: ['p'] },
        carrier_account: 'ca_1',
        servicelevel_token: 'parcelwise_ground',
      }).success,
    ).toBe(true);
    expect(TransactionInputSchema.safeParse({ label_file_type: 'PDF' }).success).toBe(false);
  });

  it('refund: transaction is required', () => {
    expect(RefundInputSchema.safeParse({ transaction: 'txn_1' }).success).toBe(true);
    expect(RefundInputSchema.safeParse({}).success).toBe(false);
    // The same issue as zod's minLength(1), so that zod's locales (the sandbox's English) word it.
    expect(RefundInputSchema.safeParse({ transaction: '' }).error?.issues).toEqual([
      expect.objectContaining({ code: 'too_small', origin: 'string', minimum: 1, inclusive: true, path: ['transaction'] }),
    ]);
  });

  it('batch: defaults and shipments', () => {
    const batch = {
      default_carrier_account: 'ca_1',
      default_servicelevel_token: 'parcelwise_ground',
      label_filetype: 'ZPLII',
      batch_shipments: [{ shipment: { address_from: addressInput, address_to: addressInput, parcels: [parcelInput] } }],
    };
    expect(BatchInputSchema.safeParse(batch).success).toBe(true);
    expect(BatchInputSchema.safeParse({ ...batch, default_carrier_account: undefined }).success).toBe(false);
    expect(BatchInputSchema.safeParse({ ...batch, label_filetype: 'GIF' }).success).toBe(false);
  });

  it('customs: items need description, quantity, weight, value and origin; declarations need certify', () => {
    const item = { description: 'T-shirt', quantity: 2, net_weight: '0.4', mass_unit: 'lb', value_amount: '40', value_currency: 'USD', origin_country: 'US' };
    expect(CustomsItemInputSchema.safeParse(item).success).toBe(true);
    expect(CustomsItemInputSchema.safeParse({ ...item, quantity: 0 }).success).toBe(false);
    expect(CustomsItemInputSchema.safeParse({ ...item, quantity: 1.5 }).error?.issues[0]?.message).toBe('Expected a whole number greater than zero');
    expect(CustomsItemInputSchema.safeParse({ ...item, value_amount: '40,00' }).success).toBe(false);
    const declaration = { certify: true, certify_signer: 'Ada', contents_type: 'MERCHANDISE', non_delivery_option: 'RETURN', items: [item, 'cit_1'], incoterm: 'DDP', eel_pfc: 'NOEEI_30_37_a' };
    expect(CustomsDeclarationInputSchema.safeParse(declaration).success).toBe(true);
    expect(CustomsDeclarationInputSchema.safeParse({ ...declaration, certify: false }).success).toBe(false);
    expect(CustomsDeclarationInputSchema.safeParse({ ...declaration, contents_type: 'OTHER' }).success).toBe(false);
    expect(CustomsDeclarationInputSchema.safeParse({ ...declaration, contents_type: 'OTHER', contents_explanation: 'Spare parts' }).success).toBe(true);
    expect(CustomsDeclarationInputSchema.safeParse({ ...declaration, items: [] }).success).toBe(false);
  });

  it('pickup: window must increase; instructions required for Other', () => {
    const pickup = {
      carrier_account: 'ca_1',
      location: { address: addressInput, building_location_type: 'Front Door' },
      requested_start_time: '2026-11-23T09:00:00Z',
      requested_end_time: '2026-11-23T17:00:00Z',
      transactions: ['txn_1'],
    };
    expect(PickupInputSchema.safeParse(pickup).success).toBe(true);
    expect(PickupInputSchema.safeParse({ ...pickup, location: { ...pickup.location, building_location_type: 'Other' } }).success).toBe(false);
    expect(PickupInputSchema.safeParse({ ...pickup, transactions: [] }).success).toBe(false);
  });

  it('manifest: carrier account, date and address', () => {
    expect(ManifestInputSchema.safeParse({ carrier_account: 'ca_1', shipment_date: '2026-11-20T00:00:00Z', address_from: 'adr_1' }).success).toBe(true);
    expect(ManifestInputSchema.safeParse({ carrier_account: 'ca_1', shipment_date: 'yesterday', address_from: 'adr_1' }).success).toBe(false);
  });

  it('service group: flat rate unless free shipping, threshold for free shipping', () => {
    const base = { name: 'Std', type: 'FLAT_RATE', service_levels: [{ account_object_id: 'ca_1', service_level_token: 'x_ground' }] };
    expect(ServiceGroupInputSchema.safeParse({ ...base, flat_rate: '5', flat_rate_currency: 'USD' }).success).toBe(true);
    expect(ServiceGroupInputSchema.safeParse(base).success).toBe(false);
    expect(ServiceGroupInputSchema.safeParse({ ...base, type: 'FREE_SHIPPING' }).success).toBe(false);
    expect(
      ServiceGroupInputSchema.safeParse({ ...base, type: 'FREE_SHIPPING', free_shipping_threshold_min: '50', free_shipping_threshold_currency: 'USD' }).success,
    ).toBe(true);
  });

  it('report run: key format, integer interval, no unknown fields', () => {
    const run = { report_type: 'invoice.v1', interval: { start: 1, end: 2 } };
    expect(ReportRunInputSchema.safeParse(run).success).toBe(true);
    expect(ReportRunInputSchema.safeParse({ ...run, report_type: 'invoice' }).success).toBe(false);
    expect(ReportRunInputSchema.safeParse({ ...run, interval: { start: '1', end: '2' } }).success).toBe(false);
    expect(ReportRunInputSchema.safeParse({ ...run, filter: 'x' }).success).toBe(false);
    expect(ReportRunInputSchema.safeParse({ ...run, idempotency_key: '' }).success).toBe(false);
    expect(ReportRunInputSchema.safeParse({ ...run, idempotency_key: 'k'.repeat(129) }).success).toBe(false);
    // Counted as a person counts characters, as the client-side limit check does: an emoji is one.
    expect(ReportRunInputSchema.safeParse({ ...run, idempotency_key: '📦'.repeat(128) }).success).toBe(true);
    expect(ReportRunInputSchema.safeParse({ ...run, interval: { start: 1.5, end: 2 } }).success).toBe(false);
  });
});
