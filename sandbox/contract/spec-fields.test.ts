// The sandbox's answers against the field lists of the spec text itself (docs/spec/shipping-api.md
// §2), read as data by test/spec-fields.ts. The client's schemas are lenient (most fields nullish),
// so a field that the spec lists and neither side emits passed every other test: here every listed
// field must be present with its type (or null), and every enum value emitted must be a listed one.
import { describe, expect, it } from 'vitest';
import { BOX, RECIPIENT, SENDER, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { readSpecResources, type SpecField } from '../../test/spec-fields';

const SPEC = readSpecResources();

function specFields(title: string): SpecField[] {
  const fields = SPEC.get(title);
  if (!fields || fields.length === 0) {
    throw new Error(`The spec has no field list titled "${title}"`);
  }
  return fields;
}

function typeOf(value: unknown): string {
  if (value === null) {
    return 'null';
  }
  if (Array.isArray(value)) {
    return 'array';
  }
  return typeof value;
}

/** What is wrong with one wire object against the spec's fields (an empty list when nothing is). */
function problems(object: Record<string, unknown>, fields: readonly SpecField[], skip: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const field of fields) {
    if (skip.includes(field.name)) {
      continue;
    }
    if (!(field.name in object)) {
      found.push(`${field.name}: missing`);
      continue;
    }
    const value = object[field.name];
    const actual = typeOf(value);
    const fits =
      value === null ||
      field.type === 'any' ||
      (field.type === 'integer' ? Number.isInteger(value) : field.type === 'number' ? actual === 'number' : actual === field.type);
    if (!fits) {
      found.push(`${field.name}: ${actual}, the spec says ${field.type}`);
    }
    if (field.values && value !== null) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (!field.values.includes(String(item))) {
          found.push(`${field.name}: "${String(item)}" is not one of ${field.values.join(', ')}`);
        }
      }
    }
  }
  return found;
}

async function wire<T = Record<string, unknown>>(harness: SandboxHarness, method: string, path: string, body?: unknown): Promise<T> {
  const response = await harness.raw(method, path, body === undefined ? {} : { body: JSON.stringify(body) });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('spec field lists, read from the spec text', () => {
  it('are read for every resource the sandbox serves, with types and enum values', () => {
    expect(specFields('Address').map((field) => field.name)).toEqual(expect.arrayContaining(['street1', 'validation_results', 'is_complete']));
    expect(specFields('Transaction (a purchased label)').find((field) => field.name === 'status')?.values).toHaveLength(7);
    expect(specFields('Rate').find((field) => field.name === 'attributes')?.values).toEqual(['BESTVALUE', 'CHEAPEST', 'FASTEST']);
    expect(specFields('Refund').find((field) => field.name === 'status')?.values).toEqual(['QUEUED', 'PENDING', 'SUCCESS', 'ERROR']);
    expect(specFields('Rate').find((field) => field.name === 'estimated_days')?.type).toBe('integer');
    expect(specFields('Parcel').find((field) => field.name === 'test')?.type).toBe('boolean');
  });
});

describe('sandbox answers carry every field the spec lists', () => {
  it('Address, Parcel, Shipment, Rate, Transaction and Refund', async () => {
    const harness = await createSandboxHarness();
    const address = await wire(harness, 'POST', '/addresses/', { ...RECIPIENT, validate: true });
    // "validate: appears on addresses nested in a pickup location" (spec §2 Address).
    expect(problems(address, specFields('Address'), ['validate'])).toEqual([]);

    const parcel = await wire(harness, 'POST', '/parcels/', BOX);
    expect(problems(parcel, specFields('Parcel'))).toEqual([]);

    const shipment = await wire<Record<string, unknown> & { rates: Record<string, unknown>[] }>(harness, 'POST', '/shipments/', {
      address_from: SENDER,
      address_to: RECIPIENT,
      parcels: [BOX],
      async: false,
    });
    expect(problems(shipment, specFields('Shipment'))).toEqual([]);
    expect(shipment.rates.length).toBeGreaterThan(0);
    for (const rate of shipment.rates) {
      expect(problems(rate, specFields('Rate'))).toEqual([]);
    }

    const transaction = await wire<Record<string, unknown> & { object_id: string }>(harness, 'POST', '/transactions/', {
      rate: shipment.rates[0]?.object_id,
      async: false,
    });
    expect(problems(transaction, specFields('Transaction (a purchased label)'))).toEqual([]);

    const refund = await wire(harness, 'POST', '/refunds/', { transaction: transaction.object_id });
    expect(problems(refund, specFields('Refund'))).toEqual([]);
  });

  it('Order, Service group, Carrier account and Parcel template', async () => {
    const harness = await createSandboxHarness();
    const orders = await wire<{ results: Record<string, unknown>[] }>(harness, 'GET', '/orders/?results=100');
    expect(orders.results.length).toBeGreaterThan(0);
    for (const order of orders.results) {
      expect(problems(order, specFields('Order'))).toEqual([]);
    }
    const groups = await wire<Record<string, unknown>[]>(harness, 'GET', '/service-groups');
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      expect(problems(group, specFields('Service group'))).toEqual([]);
    }
    const accounts = await wire<{ results: Record<string, unknown>[] }>(harness, 'GET', '/carrier_accounts?service_levels=true&results=100');
    for (const account of accounts.results) {
      expect(problems(account, specFields('Carrier account'))).toEqual([]);
    }
    // A group created through the API with only what its type requires lists every field too.
    const parcelwise = String(accounts.results.find((account) => account.carrier === 'parcelwise')?.object_id);
    const created = await wire(harness, 'POST', '/service-groups', {
      name: 'Free over $50',
      type: 'FREE_SHIPPING',
      service_levels: [{ account_object_id: parcelwise, service_level_token: 'parcelwise_ground' }],
      free_shipping_threshold_min: '50',
      free_shipping_threshold_currency: 'USD',
    });
    expect(problems(created, specFields('Service group'))).toEqual([]);
    const listed = await wire<Record<string, unknown>[]>(harness, 'GET', '/service-groups');
    expect(listed).toContainEqual(created);
    const templates = await wire<Record<string, unknown>[]>(harness, 'GET', '/parcel-templates');
    for (const template of templates) {
      expect(problems(template, specFields('Parcel template (read shape)'))).toEqual([]);
    }
  });

  it('Customs item and Customs declaration', async () => {
    const harness = await createSandboxHarness();
    const item = await wire<Record<string, unknown> & { object_id: string }>(harness, 'POST', '/customs/items/', {
      description: 'T-shirt',
      quantity: 2,
      net_weight: '0.4',
      mass_unit: 'lb',
      value_amount: '20.00',
      value_currency: 'USD',
      origin_country: 'US',
    });
    expect(problems(item, specFields('Customs item'))).toEqual([]);
    const declaration = await wire(harness, 'POST', '/customs/declarations/', {
      certify: true,
      certify_signer: 'Ada Lovelace',
      contents_type: 'MERCHANDISE',
      non_delivery_option: 'RETURN',
      items: [item.object_id],
    });
    expect(problems(declaration, specFields('Customs declaration'))).toEqual([]);
  });
});
