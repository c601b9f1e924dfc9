// Batches as the spec describes them, over the raw wire (truth from the spec text, not from the
// client's schemas): §2 Batch, §3 states ("A batch is created asynchronously: the create response
// does not yet contain the batch shipments"; INVALID: "invalid batch shipments must be removed"),
// §8 limits. The "not shown" parts follow the public API, as docs/api-coverage.md "Batches" says.
import { describe, expect, it } from 'vitest';
import { createBatch, getBatch, purchaseBatch, type BatchShipmentInput } from '../../src/api/resources/batches';
import { listCarrierAccounts } from '../../src/api/resources/carrier-accounts';
import { BOX, RECIPIENT, SENDER, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';

/** Spec §2 Batch `status`. */
const BATCH_STATES = ['VALIDATING', 'VALID', 'INVALID', 'PURCHASING', 'PURCHASED'];
/** Spec §2 Batch `label_filetype`: "one of PNG, PNG_2.3x7.5, PDF, PDF_2.3x7.5, PDF_4x6, PDF_4x8, PDF_A4, PDF_A5, PDF_A6, ZPLII". */
const LABEL_FILE_TYPES = ['PNG', 'PNG_2.3x7.5', 'PDF', 'PDF_2.3x7.5', 'PDF_4x6', 'PDF_4x8', 'PDF_A4', 'PDF_A5', 'PDF_A6', 'ZPLII'];
/** Spec §8: metadata "up to 100 characters" (batches). */
const METADATA_MAX = 100;
/** Spec §8: "labels per merged batch file: 100". */
const LABELS_PER_FILE = 100;
/** Spec §8: results per page "at most 100". */
const RESULTS_MAX = 100;
/** Public API (the spec's "not shown"): "up to 10,000 shipments in a single API request". */
const SHIPMENTS_MAX = 10_000;
/** Time the sandbox needs (documented in the README): validation 1 s + 0.1 s per 100 shipments; purchase 1 s + 0.2 s per 100. */
const validationMs = (count: number) => 1_000 + 100 * Math.ceil(count / 100);
const purchaseMs = (count: number) => 1_000 + 200 * Math.ceil(count / 100);

interface WireBatchShipment {
  object_id: string;
  shipment: string | null;
  status: string;
  carrier_account: string | null;
  servicelevel_token: string | null;
  metadata: string;
  messages: unknown[];
  transaction: string | null;
}
interface WirePage<T> {
  next: string | null;
  previous: string | null;
  results: T[];
}
interface WireBatch {
  object_id: string;
  status: string;
  default_carrier_account: string;
  default_servicelevel_token: string;
  label_filetype: string;
  metadata: string;
  object_results: { creation_succeeded: number; creation_failed: number; purchase_succeeded: number; purchase_failed: number };
  label_url: string[];
  batch_shipments: WirePage<WireBatchShipment>;
}

const row = (index: number, overrides: Record<string, unknown> = {}) => ({
  shipment: { address_from: SENDER, address_to: { ...RECIPIENT, name: `Customer ${index}` }, parcels: [BOX] },
  metadata: `row ${index}`,
  ...overrides,
});

async function setup() {
  const harness = await createSandboxHarness();
  const api = harness.client();
  const carrierAccount = (await listCarrierAccounts(api, { carrier: 'parcelwise' })).results[0]!.object_id;
  const bluebird = (await listCarrierAccounts(api, { carrier: 'bluebird' })).results[0]!.object_id;
  const body = (shipments: unknown[], extra: Record<string, unknown> = {}) => ({
    default_carrier_account: carrierAccount,
    default_servicelevel_token: 'parcelwise_ground',
    batch_shipments: shipments,
    ...extra,
  });
  async function send<T>(method: string, path: string, payload?: unknown): Promise<{ status: number; body: T }> {
    const response = await harness.raw(method, path, payload === undefined ? {} : { body: payload });
    return { status: response.status, body: (await response.json()) as T };
  }
  const create = async (shipments: unknown[], extra: Record<string, unknown> = {}) => {
    const response = await send<WireBatch>('POST', '/batches/', body(shipments, extra));
    expect(response.status).toBe(201);
    return response.body;
  };
  const get = async (id: string, query = '') => (await send<WireBatch>('GET', `/batches/${id}${query}`)).body;
  return { ...harness, api, carrierAccount, bluebird, body, send, create, get };
}

/** Every message is a sentence for a person: no schema path, no zod wording. */
function expectReadable(messages: unknown[]) {
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) {
    expect(typeof message).toBe('string');
    expect(message).toMatch(/^[A-Z"].*[.]$/);
    expect(message).not.toMatch(/Invalid input|address_to|address_from|batch_shipments\.\d|shipment\.|expected (string|object)/);
  }
}

function expectCountsAddUp(batch: WireBatch, shipments: number) {
  const results = batch.object_results;
  expect(results.creation_succeeded + results.creation_failed).toBe(shipments);
  if (batch.status === 'PURCHASED') {
    expect(results.purchase_succeeded + results.purchase_failed).toBe(results.creation_succeeded);
  }
}

async function countTransactions(harness: Awaited<ReturnType<typeof setup>>): Promise<number> {
  let total = 0;
  let path: string | null = `/transactions/?results=${RESULTS_MAX}`;
  while (path) {
    const page: WirePage<unknown> = (await harness.send<WirePage<unknown>>('GET', path)).body;
    total += page.results.length;
    path = page.next ? new URL(page.next).pathname + new URL(page.next).search : null;
  }
  return total;
}

async function pdfPages(harness: SandboxHarness, url: string): Promise<number> {
  // Signed links are fetched without any Authorization header (spec §4).
  const response = await harness.fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  const pdf = new TextDecoder('latin1').decode(new Uint8Array(await response.arrayBuffer()));
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  return pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
}

describe('sandbox: batch creation is asynchronous (spec §3)', () => {
  it('accepts a well-formed batch as VALIDATING without its shipments, then settles VALID in request order', async () => {
    const harness = await setup();
    const created = await harness.create([row(1), row(2), row(3)], { label_filetype: 'PDF_4x6', metadata: 'Morning run' });
    expect(created.status).toBe('VALIDATING');
    expect(BATCH_STATES).toContain(created.status);
    // "the create response does not yet contain the batch shipments": an empty page.
    expect(created.batch_shipments).toEqual({ next: null, previous: null, results: [] });
    expect(created).toMatchObject({ default_servicelevel_token: 'parcelwise_ground', label_filetype: 'PDF_4x6', metadata: 'Morning run', label_url: [] });
    await harness.sandbox.advance(500);
    expect((await harness.get(created.object_id)).status).toBe('VALIDATING');

    await harness.sandbox.advance(validationMs(3));
    const valid = await harness.get(created.object_id);
    expect(valid.status).toBe('VALID');
    expectCountsAddUp(valid, 3);
    expect(valid.object_results).toEqual({ creation_succeeded: 3, creation_failed: 0, purchase_succeeded: 0, purchase_failed: 0 });
    // "response keeps the request order".
    expect(valid.batch_shipments.results.map((item) => item.metadata)).toEqual(['row 1', 'row 2', 'row 3']);
    for (const item of valid.batch_shipments.results) {
      expect(item).toMatchObject({ status: 'VALID', messages: [], transaction: null });
      // A valid batch shipment has its shipment created.
      expect((await harness.send('GET', `/shipments/${item.shipment}`)).status).toBe(200);
    }
  });

  it('answers the issue case (one shipment without a recipient address) with 201, then marks only that shipment INVALID', async () => {
    const harness = await setup();
    const incomplete = { shipment: { address_from: SENDER, parcels: [BOX] }, metadata: 'no recipient' };
    const created = await harness.create([row(1), incomplete, row(3)]);
    expect(created.status).toBe('VALIDATING');
    await harness.sandbox.advance(validationMs(3));
    const batch = await harness.get(created.object_id);
    // INVALID: "cannot be purchased; invalid batch shipments must be removed".
    expect(batch.status).toBe('INVALID');
    expectCountsAddUp(batch, 3);
    expect(batch.object_results).toMatchObject({ creation_succeeded: 2, creation_failed: 1 });
    const [first, second, third] = batch.batch_shipments.results;
    expect([first?.status, second?.status, third?.status]).toEqual(['VALID', 'INVALID', 'VALID']);
    expect(second?.messages).toEqual(['The recipient address is missing.']);
    expect(second?.shipment).toBeNull();
  });

  it.each([
    ['a recipient without a postal code', { address_to: { ...RECIPIENT, zip: undefined } }, /^The recipient address is missing a postal code\.$/],
    ['a recipient without a street', { address_to: { ...RECIPIENT, street1: '' } }, /^The recipient address is missing a street address\.$/],
    ['a recipient postcode of the wrong format', { address_to: { ...RECIPIENT, zip: '1234' } }, /^The recipient address has a postal code that is not valid for US\.$/],
    ['an address that cannot be found', { address_to: { ...RECIPIENT, zip: '00000' } }, /^The recipient address could not be found/],
    ['a recipient ZIP code of another state', { address_to: { ...RECIPIENT, state: 'NY', zip: '94105' } }, /^The recipient address: ZIP code 94105 is in CA, not NY\. Check the state and the ZIP code\.$/],
    ['a sender without a name', { address_from: { ...SENDER, name: undefined, company: undefined } }, /^The sender address is missing a name\.$/],
    ['a country that is not an ISO code', { address_to: { ...RECIPIENT, country: 'France' } }, /^The recipient address has a country "France" that is not a two-letter ISO code/],
    ['a parcel without a weight', { parcels: [{ ...BOX, weight: undefined }] }, /^The parcel is missing its weight\.$/],
    ['a parcel weight that is not a number', { parcels: [{ ...BOX, weight: 'heavy' }] }, /^The parcel has a weight "heavy" that is not a positive number\.$/],
    ['no parcel', { parcels: [] }, /^The shipment has no parcel/],
    ['an international shipment without customs', { address_to: { name: 'Alan Turing', street1: '78 High St', city: 'Manchester', zip: 'M4 1EW', country: 'GB' } }, /customs declaration/],
    ['an address id that does not exist', { address_to: 'adr_missing' }, /^The recipient address "adr_missing" does not exist\.$/],
    ['an address that is a number', { address_to: 5 }, /^The recipient address must be an address or the object id of one\.$/],
    ['a unit of weight that does not exist', { parcels: [{ ...BOX, mass_unit: 'stone' }] }, /^The parcel has a unit of weight "stone" that is not one of g, oz, lb or kg\.$/],
    ['a shipment date that is not a date', { shipment_date: 'tomorrow' }, /^The shipment has an invalid shipment date\.$/],
  ])('marks %s INVALID with a message a person can act on', async (_case, change, expected) => {
    const harness = await setup();
    const shipment = { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], ...change };
    const created = await harness.create([row(1), { shipment }]);
    await harness.sandbox.advance(validationMs(2));
    const batch = await harness.get(created.object_id);
    expect(batch.status).toBe('INVALID');
    const invalid = batch.batch_shipments.results[1]!;
    expect(invalid.status).toBe('INVALID');
    expectReadable(invalid.messages);
    expect(invalid.messages.some((message) => expected.test(String(message)))).toBe(true);
  });

  it('marks a batch shipment without a shipment object INVALID, and keeps validating the others', async () => {
    const harness = await setup();
    const created = await harness.create([{ metadata: 'nothing' }, { shipment: [] }, row(3)]);
    await harness.sandbox.advance(validationMs(3));
    const results = (await harness.get(created.object_id)).batch_shipments.results;
    expect(results.map((item) => item.status)).toEqual(['INVALID', 'INVALID', 'VALID']);
    for (const item of results.slice(0, 2)) {
      expect(item.messages).toEqual(['The batch shipment has no shipment: give it a sender address, a recipient address and at least one parcel.']);
    }
  });

  it('marks an unknown service level, a carrier account that does not exist and a mismatched pair INVALID', async () => {
    const harness = await setup();
    const created = await harness.create([
      row(1, { servicelevel_token: 'parcelwise_teleport' }),
      row(2, { carrier_account: 'ca_missing' }),
      row(3, { carrier_account: harness.bluebird }),
      row(4, { carrier_account: harness.bluebird, servicelevel_token: 'bluebird_standard' }),
    ]);
    await harness.sandbox.advance(validationMs(4));
    const results = (await harness.get(created.object_id)).batch_shipments.results;
    expect(results.map((item) => item.status)).toEqual(['INVALID', 'INVALID', 'INVALID', 'VALID']);
    expect(results[0]?.messages).toEqual(['The service level "parcelwise_teleport" does not exist.']);
    expect(results[1]?.messages).toEqual(['The carrier account "ca_missing" does not exist.']);
    expect(results[2]?.messages).toEqual(['The service level "parcelwise_ground" belongs to Parcelwise, not to the carrier account\'s Bluebird Post.']);
    expect(results[3]).toMatchObject({ carrier_account: harness.bluebird, servicelevel_token: 'bluebird_standard' });
  });

  it('removing the invalid shipments makes the batch VALID; unknown ids are refused', async () => {
    const harness = await setup();
    const created = await harness.create([row(1), { shipment: { address_from: SENDER, address_to: RECIPIENT, parcels: [] } }, row(3)]);
    await harness.sandbox.advance(validationMs(3));
    const invalid = await harness.get(created.object_id, '?object_results=creation_failed');
    expect(invalid.batch_shipments.results).toHaveLength(1);
    const badId = invalid.batch_shipments.results[0]!.object_id;

    const unknown = await harness.send<Record<string, string[]>>('POST', `/batches/${created.object_id}/remove_shipments`, ['bsh_nope']);
    expect(unknown.status).toBe(400);
    expectReadable(Object.values(unknown.body).flat());
    expect((await harness.send('POST', `/batches/${created.object_id}/remove_shipments`, [])).status).toBe(400);
    expect((await harness.send('POST', `/batches/${created.object_id}/remove_shipments`, { ids: [badId] })).status).toBe(400);

    const cleaned = await harness.send<WireBatch>('POST', `/batches/${created.object_id}/remove_shipments`, [badId]);
    expect(cleaned.status).toBe(200);
    expect(cleaned.body.status).toBe('VALID');
    expectCountsAddUp(cleaned.body, 2);
    expect(cleaned.body.batch_shipments.results.map((item) => item.metadata)).toEqual(['row 1', 'row 3']);
  });

  it('add_shipments re-validates: VALIDATING, then VALID, or INVALID while an added one is invalid', async () => {
    const harness = await setup();
    const created = await harness.create([row(1)]);
    await harness.sandbox.advance(validationMs(1));
    const adding = await harness.send<WireBatch>('POST', `/batches/${created.object_id}/add_shipments`, [row(2), row(3)]);
    expect(adding.status).toBe(200);
    expect(adding.body.status).toBe('VALIDATING');
    await harness.sandbox.advance(validationMs(2));
    const valid = await harness.get(created.object_id);
    expect(valid.status).toBe('VALID');
    expect(valid.batch_shipments.results.map((item) => item.metadata)).toEqual(['row 1', 'row 2', 'row 3']);

    await harness.send('POST', `/batches/${created.object_id}/add_shipments`, [{ shipment: { address_from: SENDER, address_to: { ...RECIPIENT, city: '' }, parcels: [BOX] } }]);
    await harness.sandbox.advance(validationMs(1));
    const invalid = await harness.get(created.object_id);
    expect(invalid.status).toBe('INVALID');
    expectCountsAddUp(invalid, 4);
    expect(invalid.batch_shipments.results[3]?.messages).toEqual(['The recipient address is missing a city.']);
    expect((await harness.send('POST', `/batches/${created.object_id}/add_shipments`, [])).status).toBe(400);
    expect((await harness.send('POST', `/batches/${created.object_id}/add_shipments`, { batch_shipments: [row(5)] })).status).toBe(400);
  });
});

describe('sandbox: batch requests that are not a batch at all get 400 in words', () => {
  it.each([
    ['no batch_shipments', (body: Record<string, unknown>) => ({ ...body, batch_shipments: undefined }), 'batch_shipments'],
    ['batch_shipments that is not a list', (body: Record<string, unknown>) => ({ ...body, batch_shipments: { a: 1 } }), 'batch_shipments'],
    ['an empty batch_shipments', (body: Record<string, unknown>) => ({ ...body, batch_shipments: [] }), 'batch_shipments'],
    ['a batch shipment that is not an object', (body: Record<string, unknown>) => ({ ...body, batch_shipments: [row(1), 'row 2'] }), 'batch_shipments.1'],
    ['a default carrier account that is a number', (body: Record<string, unknown>) => ({ ...body, default_carrier_account: 5 }), 'default_carrier_account'],
    ['no default service level', (body: Record<string, unknown>) => ({ ...body, default_servicelevel_token: '' }), 'default_servicelevel_token'],
    ['metadata that is not text', (body: Record<string, unknown>) => ({ ...body, metadata: 7 }), 'metadata'],
    [`metadata over ${METADATA_MAX} characters`, (body: Record<string, unknown>) => ({ ...body, metadata: 'm'.repeat(METADATA_MAX + 1) }), 'metadata'],
    [`batch shipment metadata over ${METADATA_MAX} characters`, (body: Record<string, unknown>) => ({ ...body, batch_shipments: [row(1, { metadata: 'é'.repeat(METADATA_MAX + 1) })] }), 'batch_shipments.0.metadata'],
    ['a label file type outside the ten', (body: Record<string, unknown>) => ({ ...body, label_filetype: 'GIF' }), 'label_filetype'],
    ['a default carrier account that does not exist', (body: Record<string, unknown>) => ({ ...body, default_carrier_account: 'ca_nope' }), 'default_carrier_account'],
  ])('refuses %s', async (_case, change, field) => {
    const harness = await setup();
    const response = await harness.send<Record<string, string[]>>('POST', '/batches/', change(harness.body([row(1), row(2)])));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
    expectReadable(response.body[field]!);
  });

  it('refuses a body that is not JSON, or not an object', async () => {
    const harness = await setup();
    for (const body of ['{"default_carrier_account": ', '[1, 2]', '"batch"']) {
      const response = await harness.raw('POST', '/batches/', { body });
      expect(response.status).toBe(400);
      const errors = (await response.json()) as Record<string, string[]>;
      expectReadable(Object.values(errors).flat());
    }
    expect((await harness.raw('POST', '/batches/')).status).toBe(400);
  });

  it(`accepts metadata of exactly ${METADATA_MAX} characters (counted as a person counts them) and every one of the ten label file types`, async () => {
    const harness = await setup();
    await harness.create([row(1, { metadata: '📦'.repeat(METADATA_MAX) })], { metadata: 'é'.repeat(METADATA_MAX) });
    for (const type of LABEL_FILE_TYPES) {
      expect((await harness.create([row(1)], { label_filetype: type })).label_filetype).toBe(type);
    }
    // "when empty the account's dashboard default applies".
    expect((await harness.create([row(1)], { label_filetype: '' })).label_filetype).toBe('');
  });

  it(`holds at most ${SHIPMENTS_MAX.toLocaleString('en-US')} batch shipments, per create and after an add`, async () => {
    const harness = await setup();
    // Shipments that point at stored addresses and parcels keep the body small.
    const from = (await harness.send<{ object_id: string }>('POST', '/addresses/', SENDER)).body.object_id;
    const to = (await harness.send<{ object_id: string }>('POST', '/addresses/', RECIPIENT)).body.object_id;
    const parcel = (await harness.send<{ object_id: string }>('POST', '/parcels/', BOX)).body.object_id;
    const compact = { shipment: { address_from: from, address_to: to, parcels: [parcel] } };
    const tooMany = await harness.send<Record<string, string[]>>('POST', '/batches/', harness.body(Array.from({ length: SHIPMENTS_MAX + 1 }, () => compact)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.batch_shipments?.[0]).toBe('A batch holds at most 10,000 shipments; this request has 10,001. Split them into several batches.');

    const full = await harness.create(Array.from({ length: SHIPMENTS_MAX - 1 }, () => compact));
    expect(full.status).toBe('VALIDATING');
    const over = await harness.send<Record<string, string[]>>('POST', `/batches/${full.object_id}/add_shipments`, [compact, compact]);
    expect(over.status).toBe(400);
    expectReadable(Object.values(over.body).flat());
    expect((await harness.send('POST', `/batches/${full.object_id}/add_shipments`, [compact])).status).toBe(200);
  }, 60_000);
  it('takes batch bodies larger than the 1 MB of other requests (thousands of inline shipments)', async () => {
    const harness = await setup();
    const shipments = Array.from({ length: 3_000 }, (_, index) => row(index + 1));
    expect(JSON.stringify(harness.body(shipments)).length).toBeGreaterThan(1_048_576);
    expect((await harness.create(shipments)).status).toBe('VALIDATING');
  }, 30_000);
});

describe('sandbox: retrieving a batch (public API: page object, object_results filter)', () => {
  it(`pages batch shipments (results at most ${RESULTS_MAX}) and filters them by outcome`, async () => {
    const harness = await setup();
    const created = await harness.create(Array.from({ length: 103 }, (_, index) => (index % 50 === 7 ? { shipment: { address_from: SENDER, parcels: [BOX] } } : row(index + 1))));
    await harness.sandbox.advance(validationMs(103));
    const first = await harness.get(created.object_id, `?results=${RESULTS_MAX}`);
    expect(first.status).toBe('INVALID');
    expectCountsAddUp(first, 103);
    expect(first.object_results).toMatchObject({ creation_succeeded: 101, creation_failed: 2 });
    expect(first.batch_shipments.results).toHaveLength(RESULTS_MAX);
    expect(first.batch_shipments.next).toContain('page=2');
    const second = await harness.get(created.object_id, `?results=${RESULTS_MAX}&page=2`);
    expect(second.batch_shipments.results).toHaveLength(3);
    expect(second.batch_shipments.results.at(-1)?.metadata).toBe('row 103');
    const failed = await harness.get(created.object_id, '?object_results=creation_failed');
    expect(failed.batch_shipments.results.map((item) => item.status)).toEqual(['INVALID', 'INVALID']);
    const succeeded = await harness.get(created.object_id, '?object_results=creation_succeeded&page=2');
    expect(succeeded.batch_shipments.results).toHaveLength(1);
    expect(succeeded.batch_shipments.previous).toContain('object_results=creation_succeeded');
    expect((await harness.send('GET', `/batches/${created.object_id}?results=${RESULTS_MAX + 1}`)).status).toBe(400);
    const badFilter = await harness.send<Record<string, string[]>>('GET', `/batches/${created.object_id}?object_results=VALID`);
    expect(badFilter.status).toBe(400);
    expectReadable(badFilter.body.object_results!);
    expect((await harness.send('GET', '/batches/bat_missing')).status).toBe(404);
  });

  it('brings 1,000 shipments from VALIDATING to VALID', async () => {
    const harness = await setup();
    const created = await harness.create(Array.from({ length: 1_000 }, (_, index) => row(index + 1)));
    await harness.sandbox.advance(validationMs(1_000) / 2);
    const halfway = await harness.get(created.object_id);
    expect(halfway.status).toBe('VALIDATING');
    // The page lists the shipments validated so far, in request order.
    expect(halfway.batch_shipments.results.map((item) => item.metadata).slice(0, 2)).toEqual(['row 1', 'row 2']);
    // While VALIDATING, the counts cover the shipments validated so far.
    expect(halfway.object_results.creation_succeeded).toBeGreaterThan(0);
    expect(halfway.object_results.creation_succeeded).toBeLessThan(1_000);
    await harness.sandbox.advance(validationMs(1_000));
    const valid = await harness.get(created.object_id);
    expect(valid.status).toBe('VALID');
    expectCountsAddUp(valid, 1_000);
  }, 30_000);
});

describe('sandbox: purchasing a batch (VALID → PURCHASING → PURCHASED)', () => {
  it('buys one real transaction per shipment, once, whatever the number of purchase calls, with merged PDF label files', async () => {
    const harness = await setup();
    const created = await harness.create([row(1), row(2), row(3)], { label_filetype: 'PDF_4x6' });
    const early = await harness.send<Record<string, string[]>>('POST', `/batches/${created.object_id}/purchase`);
    expect(early.status).toBe(400);
    expectReadable(Object.values(early.body).flat());
    await harness.sandbox.advance(validationMs(3));
    const before = await countTransactions(harness);

    const purchasing = await harness.send<WireBatch>('POST', `/batches/${created.object_id}/purchase`);
    expect(purchasing.status).toBe(202);
    expect(purchasing.body.status).toBe('PURCHASING');
    const again = await harness.send<WireBatch>('POST', `/batches/${created.object_id}/purchase`);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('PURCHASING');
    const locked = await harness.send<Record<string, string[]>>('POST', `/batches/${created.object_id}/add_shipments`, [row(4)]);
    expect(locked.status).toBe(400);

    await harness.sandbox.advance(purchaseMs(3));
    const purchased = await harness.get(created.object_id);
    expect(purchased.status).toBe('PURCHASED');
    expectCountsAddUp(purchased, 3);
    expect(purchased.object_results).toEqual({ creation_succeeded: 3, creation_failed: 0, purchase_succeeded: 3, purchase_failed: 0 });
    expect((await harness.send('POST', `/batches/${created.object_id}/purchase`)).status).toBe(200);
    await harness.sandbox.advance(purchaseMs(3));
    // Three labels, bought once: listable at GET /transactions/.
    expect(await countTransactions(harness)).toBe(before + 3);
    for (const item of purchased.batch_shipments.results) {
      const transaction = await harness.send<{ status: string; label_url: string; metadata: string }>('GET', `/transactions/${item.transaction}`);
      expect(transaction.body).toMatchObject({ status: 'SUCCESS', metadata: item.metadata });
      expect(await pdfPages(harness, transaction.body.label_url)).toBe(1);
    }
    expect(purchased.label_url).toHaveLength(1);
    expect(purchased.label_url[0]).toMatch(/[?&]signature=/);
    expect(await pdfPages(harness, purchased.label_url[0]!)).toBe(3);
    expect((await harness.send('POST', `/batches/${created.object_id}/remove_shipments`, [purchased.batch_shipments.results[0]!.object_id])).status).toBe(400);
  });

  it('buys once when several purchase calls arrive together (a double click, a retry)', async () => {
    const harness = await setup();
    const created = await harness.create([row(1), row(2)]);
    await harness.sandbox.advance(validationMs(2));
    const before = await countTransactions(harness);
    const calls = await Promise.all([1, 2, 3].map(() => harness.raw('POST', `/batches/${created.object_id}/purchase`)));
    expect(calls.map((response) => response.status).sort()).toEqual([200, 200, 202]);
    await harness.sandbox.advance(purchaseMs(2));
    expect((await harness.get(created.object_id)).status).toBe('PURCHASED');
    expect(await countTransactions(harness)).toBe(before + 2);
  });

  it('counts a failed purchase (recipient "Label Error" at the cheapest service level) in purchase_failed, with messages', async () => {
    const harness = await setup();
    const failing = row(2, { shipment: { address_from: SENDER, address_to: { ...RECIPIENT, name: 'Label Error Lee' }, parcels: [BOX] } });
    const created = await harness.create([row(1), failing, row(3)]);
    await harness.sandbox.advance(validationMs(3));
    expect((await harness.get(created.object_id)).status).toBe('VALID');
    await harness.send('POST', `/batches/${created.object_id}/purchase`);
    await harness.sandbox.advance(purchaseMs(3));
    const purchased = await harness.get(created.object_id);
    expect(purchased.status).toBe('PURCHASED');
    expectCountsAddUp(purchased, 3);
    expect(purchased.object_results).toMatchObject({ purchase_succeeded: 2, purchase_failed: 1 });
    const failed = (await harness.get(created.object_id, '?object_results=purchase_failed')).batch_shipments.results;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ status: 'TRANSACTION_FAILED', metadata: 'row 2' });
    expectReadable(failed[0]!.messages);
    expect((await harness.get(created.object_id, '?object_results=purchase_succeeded')).batch_shipments.results).toHaveLength(2);
    // The merged file holds the labels that were bought.
    expect(await pdfPages(harness, purchased.label_url[0]!)).toBe(2);
  });

  it(`merges at most ${LABELS_PER_FILE} labels per file`, async () => {
    const harness = await setup();
    const created = await harness.create(Array.from({ length: LABELS_PER_FILE + 1 }, (_, index) => row(index + 1)), { label_filetype: 'PDF_A6' });
    await harness.sandbox.advance(validationMs(LABELS_PER_FILE + 1));
    await harness.send('POST', `/batches/${created.object_id}/purchase`);
    await harness.sandbox.advance(purchaseMs(LABELS_PER_FILE + 1));
    const purchased = await harness.get(created.object_id);
    expect(purchased.status).toBe('PURCHASED');
    expect(purchased.label_url).toHaveLength(2);
    expect(await pdfPages(harness, purchased.label_url[0]!)).toBe(LABELS_PER_FILE);
    expect(await pdfPages(harness, purchased.label_url[1]!)).toBe(1);
  }, 30_000);

  it('merges ZPL II labels into one file of label formats', async () => {
    const harness = await setup();
    const created = await harness.create([row(1), row(2)], { label_filetype: 'ZPLII' });
    await harness.sandbox.advance(validationMs(2));
    await harness.send('POST', `/batches/${created.object_id}/purchase`);
    await harness.sandbox.advance(purchaseMs(2));
    const purchased = await harness.get(created.object_id);
    const zpl = await (await harness.fetch(purchased.label_url[0]!)).text();
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
  });
});

describe('sandbox: merged label files of image label types', () => {
  it('merges PNG labels into one PDF (images cannot be merged), one page per label', async () => {
    const harness = await setup();
    const created = await harness.create([row(1), row(2)], { label_filetype: 'PNG' });
    await harness.sandbox.advance(validationMs(2));
    await harness.send('POST', `/batches/${created.object_id}/purchase`);
    await harness.sandbox.advance(purchaseMs(2));
    const purchased = await harness.get(created.object_id);
    expect(purchased.label_url).toHaveLength(1);
    expect(await pdfPages(harness, purchased.label_url[0]!)).toBe(2);
    const transaction = await harness.send<{ label_url: string }>('GET', `/transactions/${purchased.batch_shipments.results[0]!.transaction}`);
    const png = await harness.fetch(transaction.body.label_url);
    expect(png.headers.get('Content-Type')).toBe('image/png');
  });
});

describe('the typed client reads what the sandbox sends', () => {
  it('creates, follows and buys a batch with createBatch, getBatch and purchaseBatch', async () => {
    const harness = await setup();
    const shipments: BatchShipmentInput[] = [row(1), row(2)] as BatchShipmentInput[];
    const created = await createBatch(harness.api, { default_carrier_account: harness.carrierAccount, default_servicelevel_token: 'parcelwise_ground', batch_shipments: shipments });
    expect(created.status).toBe('VALIDATING');
    await harness.sandbox.advance(validationMs(2));
    const valid = await getBatch(harness.api, created.object_id, { object_results: 'creation_succeeded' });
    expect(valid.batch_shipments?.results).toHaveLength(2);
    expect((await purchaseBatch(harness.api, created.object_id)).status).toBe('PURCHASING');
    await harness.sandbox.advance(purchaseMs(2));
    expect((await getBatch(harness.api, created.object_id)).status).toBe('PURCHASED');
  });
});
