// The typed client's rates-at-checkout functions (issue 40) against the in-process sandbox: what
// the vendor's own SDK does to create, replace and delete service groups, get rates at checkout,
// keep a default checkout package and manage the merchant's boxes. The wire rules themselves are
// in sandbox/contract/checkout.test.ts.
import { describe, expect, it } from 'vitest';
import { BOX, RECIPIENT, SENDER, createSandboxHarness } from '../../test/sandbox-harness';
import { InvalidRequestError } from './errors';
import { listCarrierAccounts } from './resources/carrier-accounts';
import { clearDefaultParcelTemplate, createLiveRates, getDefaultParcelTemplate, setDefaultParcelTemplate } from './resources/live-rates';
import { getParcelTemplate, listParcelTemplates } from './resources/parcel-templates';
import { createServiceGroup, deleteServiceGroup, listServiceGroups, updateServiceGroup } from './resources/service-groups';
import {
  createUserParcelTemplate,
  deleteUserParcelTemplate,
  getUserParcelTemplate,
  listUserParcelTemplates,
  updateUserParcelTemplate,
} from './resources/user-parcel-templates';

async function setUp() {
  const api = (await createSandboxHarness()).client();
  for (const group of await listServiceGroups(api)) {
    await deleteServiceGroup(api, group.object_id);
  }
  const accounts = await listCarrierAccounts(api, { results: 100 });
  const account = (carrier: string) => accounts.results.find((candidate) => candidate.carrier === carrier)?.object_id ?? '';
  return { api, account };
}

const CART = [{ quantity: 1, total_price: '60.00', currency: 'USD', weight: '1', weight_unit: 'lb' as const }];

describe('service groups through the client', () => {
  it('creates, replaces with a group read back, and deletes; the list follows', async () => {
    const { api, account } = await setUp();
    const levels = [{ account_object_id: account('bluebird'), service_level_token: 'bluebird_standard' }];
    const created = await createServiceGroup(api, { name: 'Free over $50', type: 'FREE_SHIPPING', service_levels: levels, free_shipping_threshold_min: '50', free_shipping_threshold_currency: 'USD' });
    expect(created).toMatchObject({ name: 'Free over $50', type: 'FREE_SHIPPING', flat_rate: null, rate_adjustment: 0, is_active: true });

    // A group as the API answered it goes back changed: its nulls read as absent.
    const { object_id, name: _name, type: _type, ...rest } = created;
    const updated = await updateServiceGroup(api, { ...rest, object_id, name: 'Free over $60', type: 'FREE_SHIPPING', service_levels: levels, free_shipping_threshold_min: '60' });
    expect(updated).toMatchObject({ object_id, name: 'Free over $60', free_shipping_threshold_min: '60' });
    expect(await listServiceGroups(api)).toEqual([updated]);

    await deleteServiceGroup(api, object_id);
    expect(await listServiceGroups(api)).toEqual([]);
    await expect(deleteServiceGroup(api, object_id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a group missing what its type requires before sending, and surfaces the API 400 for an unknown level', async () => {
    const { api, account } = await setUp();
    const levels = [{ account_object_id: account('parcelwise'), service_level_token: 'parcelwise_ground' }];
    await expect(createServiceGroup(api, { name: 'X', type: 'FLAT_RATE', service_levels: levels, flat_rate: '5' })).rejects.toBeInstanceOf(InvalidRequestError);
    await expect(
      createServiceGroup(api, { name: 'X', type: 'FLAT_RATE', service_levels: [{ ...levels[0]!, service_level_token: 'parcelwise_teleport' }], flat_rate: '5', flat_rate_currency: 'USD' }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { 'service_levels.0.service_level_token': [expect.stringContaining('parcelwise_teleport')] } });
  });
});

describe('rates at checkout through the client', () => {
  it('one option per active group, free shipping above its threshold only', async () => {
    const { api, account } = await setUp();
    const levels = [{ account_object_id: account('slowpost'), service_level_token: 'slowpost_economy' }];
    await createServiceGroup(api, { name: 'Standard', type: 'LIVE_RATE', service_levels: levels, flat_rate: '7.99', flat_rate_currency: 'USD', rate_adjustment: -10 });
    await createServiceGroup(api, { name: 'Free', type: 'FREE_SHIPPING', service_levels: levels, free_shipping_threshold_min: '50', free_shipping_threshold_currency: 'USD' });
    const above = await createLiveRates(api, { address_from: SENDER, address_to: RECIPIENT, line_items: CART, parcel: BOX });
    expect(above.results.map((option) => option.title)).toEqual(['Standard', 'Free']);
    const below = await createLiveRates(api, { address_to: RECIPIENT, line_items: [{ ...CART[0]!, total_price: '50.00' }] });
    expect(below.results.map((option) => option.title)).toEqual(['Standard']);
    await expect(createLiveRates(api, { address_to: RECIPIENT, line_items: [] })).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it('the merchant boxes and the default checkout package', async () => {
    const { api } = await setUp();
    const [carrierTemplate] = await listParcelTemplates(api);
    expect(await getParcelTemplate(api, carrierTemplate!.token)).toEqual(carrierTemplate);

    const box = await createUserParcelTemplate(api, { name: 'Shoebox', length: '13', width: '8', height: '5', distance_unit: 'in' });
    const fromTemplate = await createUserParcelTemplate(api, { name: 'Carrier box', template: carrierTemplate!.token, weight: '0.2', weight_unit: 'lb' });
    expect(fromTemplate.template?.token).toBe(carrierTemplate!.token);
    expect((await listUserParcelTemplates(api)).map((item) => item.name)).toEqual(['Carrier box', 'Shoebox']);
    const renamed = await updateUserParcelTemplate(api, box.object_id, { name: 'Shoebox XL', length: '15', width: '9', height: '6', distance_unit: 'in' });
    expect(await getUserParcelTemplate(api, box.object_id)).toEqual(renamed);
    await expect(createUserParcelTemplate(api, { name: 'No size' })).rejects.toBeInstanceOf(InvalidRequestError);

    expect(await getDefaultParcelTemplate(api)).toEqual({ result: null });
    expect(await setDefaultParcelTemplate(api, box.object_id)).toEqual({ result: renamed });
    expect(await getDefaultParcelTemplate(api)).toEqual({ result: renamed });
    await clearDefaultParcelTemplate(api);
    expect(await getDefaultParcelTemplate(api)).toEqual({ result: null });

    await deleteUserParcelTemplate(api, fromTemplate.object_id);
    await expect(getUserParcelTemplate(api, fromTemplate.object_id)).rejects.toMatchObject({ status: 404 });
  });
});
