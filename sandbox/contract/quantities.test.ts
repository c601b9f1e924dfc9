// Weights, sizes, money and counts: plain decimal strings within bounds, never zero or negative
// where the world cannot be (spec §2: "Monetary amounts and weights are strings holding integers
// or decimals"). `1e300` once rated as "1e+3.00"; -1 kg of customs goods was accepted.
import { describe, expect, it } from 'vitest';
import { BOX, RECIPIENT, SENDER, createSandboxHarness } from '../../test/sandbox-harness';

const ITEM = { description: 'T-shirt', quantity: 1, net_weight: '0.4', mass_unit: 'lb', value_amount: '20.00', value_currency: 'USD', origin_country: 'US' };

describe('sandbox: quantities', () => {
  it.each([
    ['a customs item net_weight of -1', '/customs/items/', { ...ITEM, net_weight: '-1' }, 'net_weight'],
    ['a customs item net_weight of 0', '/customs/items/', { ...ITEM, net_weight: '0' }, 'net_weight'],
    ['a customs item value_amount of -20.00', '/customs/items/', { ...ITEM, value_amount: '-20.00' }, 'value_amount'],
    ['a customs item quantity of 0', '/customs/items/', { ...ITEM, quantity: 0 }, 'quantity'],
    ['invoiced_charges.total_shipping of -5', '/customs/declarations/', { certify: true, certify_signer: 'A', contents_type: 'MERCHANDISE', non_delivery_option: 'RETURN', items: [ITEM], invoiced_charges: { currency: 'USD', total_shipping: '-5' } }, 'invoiced_charges.total_shipping'],
    ['a parcel weight of 0', '/parcels/', { ...BOX, weight: '0' }, 'weight'],
    ['a parcel weight of 1 followed by 300 zeros', '/parcels/', { ...BOX, weight: `1${'0'.repeat(300)}` }, 'weight'],
    ['insurance of 1e300', '/shipments/', { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], extra: { insurance: { amount: '1e300', currency: 'USD' } } }, 'extra.insurance.amount'],
    ['COD of -5', '/shipments/', { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], extra: { COD: { amount: '-5', currency: 'USD', payment_method: 'ANY' } } }, 'extra.COD.amount'],
    ['insurance of -5', '/shipments/', { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], extra: { insurance: { amount: '-5', currency: 'USD' } } }, 'extra.insurance.amount'],
  ])('refuses %s with 400 naming the field', async (_name, path, body, field) => {
    const { raw } = await createSandboxHarness();
    const response = await raw('POST', path, { body });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object)).toContain(field);
  });

  it('accepts ordinary values, a zero customs value included (a gift)', async () => {
    const { raw } = await createSandboxHarness();
    expect((await raw('POST', '/customs/items/', { body: { ...ITEM, value_amount: '0' } })).status).toBe(201);
    const insured = await raw('POST', '/shipments/', { body: { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], extra: { insurance: { amount: '150.00', currency: 'USD' } }, async: false } });
    expect(insured.status).toBe(201);
    const rates = ((await insured.json()) as { rates: { amount: string }[] }).rates;
    expect(rates.every((rate) => /^\d+\.\d{2}$/.test(rate.amount))).toBe(true);
  });
});
