// Rates at checkout (issue 40) against the sandbox over its wire: service group writes checked by
// the spec's Service group table, POST /live-rates following the spec's type meanings (§2), the
// default checkout package and the merchant's own boxes. Bodies are sent raw, so the sandbox's own
// checks answer (the client refuses most of these before sending).
import { describe, expect, it } from 'vitest';
import { BOX, RECIPIENT, RECIPIENT_GB, SENDER, createSandboxHarness, type SandboxHarness } from '../../test/sandbox-harness';
import { readSpecResources } from '../../test/spec-fields';

type Json = Record<string, unknown>;

async function call<T = Json>(harness: SandboxHarness, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await harness.raw(method, path, body === undefined ? {} : { body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A sandbox whose seeded groups are deleted, and the id of its carrier account of `carrier`. */
async function emptyStore(): Promise<{ harness: SandboxHarness; account: (carrier: string) => string }> {
  const harness = await createSandboxHarness();
  const groups = await call<Json[]>(harness, 'GET', '/service-groups');
  for (const group of groups.body) {
    expect((await call(harness, 'DELETE', `/service-groups/${String(group.object_id)}`)).status).toBe(204);
  }
  const accounts = await call<{ results: Json[] }>(harness, 'GET', '/carrier_accounts?results=100');
  const account = (carrier: string) => String(accounts.body.results.find((candidate) => candidate.carrier === carrier)?.object_id);
  return { harness, account };
}

const CART = [{ quantity: 2, total_price: '40.00', currency: 'USD', weight: '0.5', weight_unit: 'lb', title: 'Mug' }];

function liveRates(harness: SandboxHarness, body: Json = {}) {
  return call<{ results: Json[] }>(harness, 'POST', '/live-rates', { address_from: SENDER, address_to: RECIPIENT, line_items: CART, parcel: BOX, ...body });
}

describe('service groups: writes follow the spec table', () => {
  // "required unless type is FREE_SHIPPING" / "required when type is FREE_SHIPPING", read from the spec.
  const table = readSpecResources().get('Service group') ?? [];
  const requiredUnlessFree = table.filter((field) => field.notes?.includes('required unless type is FREE_SHIPPING')).map((field) => field.name);
  const requiredWhenFree = table.filter((field) => field.notes?.includes('required when type is FREE_SHIPPING')).map((field) => field.name);

  it('reads which fields each type requires from the spec', () => {
    expect(requiredUnlessFree).toEqual(['flat_rate', 'flat_rate_currency']);
    expect(requiredWhenFree).toEqual(['free_shipping_threshold_currency', 'free_shipping_threshold_min']);
  });

  it.each(['LIVE_RATE', 'FLAT_RATE', 'FREE_SHIPPING'] as const)('answers 400 naming each field %s requires when it is missing', async (type) => {
    const { harness, account } = await emptyStore();
    const complete: Json = {
      name: 'Option',
      type,
      service_levels: [{ account_object_id: account('parcelwise'), service_level_token: 'parcelwise_ground' }],
      flat_rate: '5.00',
      flat_rate_currency: 'USD',
      free_shipping_threshold_min: '50',
      free_shipping_threshold_currency: 'USD',
    };
    const fields = type === 'FREE_SHIPPING' ? requiredWhenFree : requiredUnlessFree;
    for (const field of fields) {
      const { [field]: _left, ...missing } = complete;
      const answer = await call(harness, 'POST', '/service-groups', missing);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body)).toEqual([field]);
    }
    // The other type's fields are not required.
    const other = type === 'FREE_SHIPPING' ? requiredUnlessFree : requiredWhenFree;
    const lean = Object.fromEntries(Object.entries(complete).filter(([key]) => !other.includes(key)));
    expect((await call(harness, 'POST', '/service-groups', lean)).status).toBe(201);
  });

  it('answers 400 for an unknown carrier account and for a service level of another carrier', async () => {
    const { harness, account } = await emptyStore();
    const group = (levels: unknown) => ({ name: 'X', type: 'FLAT_RATE', flat_rate: '5', flat_rate_currency: 'USD', service_levels: levels });
    const unknown = await call(harness, 'POST', '/service-groups', group([{ account_object_id: 'ca_nope', service_level_token: 'parcelwise_ground' }]));
    expect(unknown).toEqual({ status: 400, body: { 'service_levels.0.account_object_id': ['Carrier account "ca_nope" does not exist.'] } });
    const wrongLevel = await call(harness, 'POST', '/service-groups', group([{ account_object_id: account('parcelwise'), service_level_token: 'kestrel_priority' }]));
    expect(wrongLevel.status).toBe(400);
    expect(Object.keys(wrongLevel.body)).toEqual(['service_levels.0.service_level_token']);
  });

  it('PUT replaces a group (object_id in the body) and GET shows it; DELETE removes it; both 404 afterwards', async () => {
    const { harness, account } = await emptyStore();
    const levels = [{ account_object_id: account('slowpost'), service_level_token: 'slowpost_economy' }];
    const created = await call<Json>(harness, 'POST', '/service-groups', { name: 'Saver', type: 'FLAT_RATE', flat_rate: '4.99', flat_rate_currency: 'USD', service_levels: levels });
    expect(created.status).toBe(201);
    const id = String(created.body.object_id);
    const put = await call<Json>(harness, 'PUT', '/service-groups', { object_id: id, name: 'Saver+', type: 'FLAT_RATE', flat_rate: '3.99', flat_rate_currency: 'USD', service_levels: levels, is_active: false });
    expect(put).toMatchObject({ status: 200, body: { object_id: id, name: 'Saver+', flat_rate: '3.99', is_active: false } });
    const listed = await call<Json[]>(harness, 'GET', '/service-groups');
    expect(listed.body).toEqual([put.body]);
    expect((await call(harness, 'DELETE', `/service-groups/${id}`)).status).toBe(204);
    expect((await call<Json[]>(harness, 'GET', '/service-groups')).body).toEqual([]);
    expect((await call(harness, 'DELETE', `/service-groups/${id}`)).status).toBe(404);
    expect((await call(harness, 'PUT', '/service-groups', { ...put.body, object_id: id })).status).toBe(404);
  });
});

describe('POST /live-rates: one option per active group (spec §2, type meanings)', () => {
  async function ratedGroups() {
    const { harness, account } = await emptyStore();
    const create = async (body: Json) => {
      const answer = await call<Json>(harness, 'POST', '/service-groups', body);
      expect(answer.status).toBe(201);
      return answer.body;
    };
    return { harness, account, create };
  }

  it('LIVE_RATE: the cheapest carrier rate of its service levels, as the shipment would be rated', async () => {
    const { harness, account, create } = await ratedGroups();
    await create({ name: 'Standard', type: 'LIVE_RATE', flat_rate: '9.99', flat_rate_currency: 'USD', service_levels: [{ account_object_id: account('parcelwise'), service_level_token: 'parcelwise_ground' }] });
    const shipment = await call<{ rates: Json[] }>(harness, 'POST', '/shipments/', { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], async: false });
    const ground = shipment.body.rates.find((rate) => (rate.servicelevel as Json).token === 'parcelwise_ground');
    const answer = await liveRates(harness);
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ title: 'Standard', amount: ground?.amount, currency: ground?.currency, estimated_days: ground?.estimated_days }),
    ]);
  });

  it('LIVE_RATE: rate_adjustment -10 is 10 % off, +10 is 10 % more', async () => {
    const { harness, account, create } = await ratedGroups();
    const levels = [{ account_object_id: account('parcelwise'), service_level_token: 'parcelwise_ground' }];
    const group = await create({ name: 'Standard', type: 'LIVE_RATE', flat_rate: '9.99', flat_rate_currency: 'USD', service_levels: levels });
    const plain = Number((await liveRates(harness)).body.results[0]?.amount);
    for (const percent of [-10, 10]) {
      await call(harness, 'PUT', '/service-groups', { ...group, description: undefined, rate_adjustment: percent });
      const amount = (await liveRates(harness)).body.results[0]?.amount;
      // Rounded to the cent: 16.95 less 10 % is 15.255, which is 15.26.
      expect(amount).toBe((Math.round((Math.round(plain * 100) * (100 + percent)) / 100) / 100).toFixed(2));
    }
  });

  it('LIVE_RATE: the flat rate when no rate matches a service level of the group', async () => {
    const { harness, account, create } = await ratedGroups();
    // A domestic service does not serve a recipient abroad.
    await create({ name: 'Standard', type: 'LIVE_RATE', flat_rate: '24.00', flat_rate_currency: 'USD', rate_adjustment: -10, service_levels: [{ account_object_id: account('parcelwise'), service_level_token: 'parcelwise_ground' }] });
    const answer = await liveRates(harness, { address_to: RECIPIENT_GB });
    expect(answer.body.results).toEqual([expect.objectContaining({ title: 'Standard', amount: '24.00', currency: 'USD' })]);
  });

  it('FLAT_RATE: one option at the flat rate', async () => {
    const { harness, account, create } = await ratedGroups();
    await create({ name: 'Express', description: 'Next day.', type: 'FLAT_RATE', flat_rate: '14.99', flat_rate_currency: 'USD', service_levels: [{ account_object_id: account('kestrel'), service_level_token: 'kestrel_priority' }] });
    const answer = await liveRates(harness);
    expect(answer.body.results).toEqual([expect.objectContaining({ title: 'Express', description: 'Next day.', amount: '14.99', currency: 'USD', estimated_days: 1 })]);
  });

  it('FREE_SHIPPING: priced at zero only when the cart total exceeds the threshold', async () => {
    const { harness, account, create } = await ratedGroups();
    await create({ name: 'Free', type: 'FREE_SHIPPING', free_shipping_threshold_min: '40.00', free_shipping_threshold_currency: 'USD', service_levels: [{ account_object_id: account('slowpost'), service_level_token: 'slowpost_economy' }] });
    const at = await liveRates(harness, { line_items: [{ quantity: 1, total_price: '40.00', currency: 'USD' }] });
    expect(at.body.results).toEqual([]);
    const above = await liveRates(harness, { line_items: [{ quantity: 1, total_price: '40.00', currency: 'USD' }, { quantity: 1, total_price: '0.01', currency: 'USD' }] });
    expect(above.body.results).toEqual([expect.objectContaining({ title: 'Free', amount: '0.00', currency: 'USD' })]);
  });

  it('omits inactive groups, and each active group gives one option in order', async () => {
    const { harness, account, create } = await ratedGroups();
    const levels = [{ account_object_id: account('kestrel'), service_level_token: 'kestrel_priority' }];
    await create({ name: 'One', type: 'FLAT_RATE', flat_rate: '1', flat_rate_currency: 'USD', service_levels: levels });
    await create({ name: 'Off', type: 'FLAT_RATE', flat_rate: '2', flat_rate_currency: 'USD', service_levels: levels, is_active: false });
    await create({ name: 'Three', type: 'FLAT_RATE', flat_rate: '3', flat_rate_currency: 'USD', service_levels: levels });
    expect((await liveRates(harness)).body.results.map((option) => option.title)).toEqual(['One', 'Three']);
  });

  it('answers 400 for a cart without lines and for an unknown parcel template id', async () => {
    const { harness } = await ratedGroups();
    expect(Object.keys((await liveRates(harness, { line_items: [] })).body)).toEqual(['line_items']);
    expect(await liveRates(harness, { parcel: 'upt_nope' })).toEqual({ status: 400, body: { parcel: ['User parcel template "upt_nope" does not exist.'] } });
  });
});

describe('the default checkout package and the merchant boxes', () => {
  it('user parcel templates: create (own size or a carrier template), list, get, update, delete', async () => {
    const harness = await createSandboxHarness();
    const own = await call<Json>(harness, 'POST', '/user-parcel-templates', { name: 'Mug box', length: '8', width: '8', height: '6', distance_unit: 'in', weight: '0.3', weight_unit: 'lb' });
    // 200 as the public API answers (the vendor SDK takes no other status: sandbox/contract/vendor-sdk.test.ts).
    expect(own).toMatchObject({ status: 200, body: { name: 'Mug box', length: '8', template: null, weight: '0.3' } });
    const templates = await call<Json[]>(harness, 'GET', '/parcel-templates');
    const token = String(templates.body[0]?.token);
    const carrierBox = await call<Json>(harness, 'POST', '/user-parcel-templates', { name: 'Their box', template: token });
    expect(carrierBox.body).toMatchObject({ length: templates.body[0]?.length, template: { token } });
    expect((await call<Json>(harness, 'GET', `/parcel-templates/${token}`)).body).toEqual(templates.body[0]);
    expect((await call(harness, 'GET', '/parcel-templates/Nope_Box')).status).toBe(404);
    expect(Object.keys((await call(harness, 'POST', '/user-parcel-templates', { name: 'No size' })).body).sort()).toEqual(['distance_unit', 'height', 'length', 'width']);
    expect((await call(harness, 'POST', '/user-parcel-templates', { name: 'Bad', template: 'Nope_Box' })).body).toEqual({ template: ['Unknown parcel template "Nope_Box".'] });

    const listed = await call<{ results: Json[] }>(harness, 'GET', '/user-parcel-templates');
    expect(listed.body.results.map((box) => box.name)).toEqual(['Their box', 'Mug box']);
    const id = String(own.body.object_id);
    const put = await call<Json>(harness, 'PUT', `/user-parcel-templates/${id}`, { name: 'Mug box, large', length: '10', width: '8', height: '6', distance_unit: 'in' });
    expect(put.body).toMatchObject({ object_id: id, name: 'Mug box, large', length: '10', weight: null });
    expect((await call<Json>(harness, 'GET', `/user-parcel-templates/${id}`)).body).toEqual(put.body);
    expect((await call(harness, 'DELETE', `/user-parcel-templates/${id}`)).status).toBe(204);
    expect((await call(harness, 'GET', `/user-parcel-templates/${id}`)).status).toBe(404);
  });

  it('the default package: set, read, used by live rates without a parcel, cleared', async () => {
    const { harness, account } = await emptyStore();
    await call(harness, 'POST', '/service-groups', { name: 'Std', type: 'LIVE_RATE', flat_rate: '9', flat_rate_currency: 'USD', service_levels: [{ account_object_id: account('parcelwise'), service_level_token: 'parcelwise_ground' }] });
    expect(await call(harness, 'GET', '/live-rates/settings/parcel-template')).toEqual({ status: 200, body: { result: null } });
    const big = await call<Json>(harness, 'POST', '/user-parcel-templates', { name: 'Big', length: '24', width: '20', height: '20', distance_unit: 'in' });
    const without = () => liveRates(harness, { parcel: undefined });
    const cartBox = (await without()).body.results[0]?.amount;

    expect(await call(harness, 'PUT', '/live-rates/settings/parcel-template', { object_id: 'upt_nope' })).toMatchObject({ status: 400 });
    const set = await call<Json>(harness, 'PUT', '/live-rates/settings/parcel-template', { object_id: big.body.object_id });
    expect(set).toEqual({ status: 200, body: { result: big.body } });
    expect((await call(harness, 'GET', '/live-rates/settings/parcel-template')).body).toEqual({ result: big.body });
    // A bigger box bills its dimensional weight: the option costs more.
    expect(Number((await without()).body.results[0]?.amount)).toBeGreaterThan(Number(cartBox));

    expect((await call(harness, 'DELETE', '/live-rates/settings/parcel-template')).status).toBe(204);
    expect((await call(harness, 'GET', '/live-rates/settings/parcel-template')).body).toEqual({ result: null });
    expect((await without()).body.results[0]?.amount).toBe(cartBox);
  });
});
