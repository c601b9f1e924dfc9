import { describe, expect, it } from 'vitest';
import { createAddress, listAddresses, validateAddress } from '../../src/api/resources/addresses';
import { getCarrierAccount, listCarrierAccounts } from '../../src/api/resources/carrier-accounts';
import { createCustomsItem, createCustomsDeclaration, getCustomsDeclaration, listCustomsDeclarations, listCustomsItems } from '../../src/api/resources/customs';
import { getOrder, listOrders } from '../../src/api/resources/orders';
import { listParcelTemplates } from '../../src/api/resources/parcel-templates';
import { createParcel, getParcel, listParcels } from '../../src/api/resources/parcels';
import { getRate, listShipmentRates } from '../../src/api/resources/rates';
import { listServiceGroups } from '../../src/api/resources/service-groups';
import { createShipment, getShipment, listShipments } from '../../src/api/resources/shipments';
import { BOX, RECIPIENT, RECIPIENT_GB, SENDER, createSandboxHarness } from '../../test/sandbox-harness';

const DAY = 86_400_000;

describe('sandbox: addresses and validation', () => {
  it('standardises an address and reports the corrections, keeping it valid', async () => {
    const api = (await createSandboxHarness()).client();
    const address = await createAddress(api, { name: 'Grace Hopper', street1: '1 navy yard avenue', city: 'brooklyn', state: 'ny', zip: '11205', country: 'us', validate: true });
    expect(address).toMatchObject({ street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', country: 'US', is_complete: true, is_residential: true });
    expect(address.validation_results?.is_valid).toBe(true);
    expect(address.validation_results?.messages?.map((message) => message.type)).toContain('address_correction');
    expect(typeof address.latitude).toBe('number');
  });

  it('fails validation for the magic postcode 00000 and for a wrong postcode format', async () => {
    const api = (await createSandboxHarness()).client();
    const notFound = await createAddress(api, { ...RECIPIENT, zip: '00000', validate: true });
    expect(notFound.validation_results).toMatchObject({ is_valid: false });
    expect(notFound.validation_results?.messages?.some((message) => message.code === 'Address Not Found')).toBe(true);
    const wrongFormat = await createAddress(api, { ...RECIPIENT_GB, zip: '12345', validate: true });
    expect(wrongFormat.validation_results?.messages?.some((message) => message.code === 'invalid_postal_code')).toBe(true);
    // What the user typed is kept on an invalid address.
    expect(wrongFormat.zip).toBe('12345');
  });

  it('refuses a US ZIP code of another state, names the state it belongs to and suggests the address in that state (issue 36: "San Francisco, NY 94105" was verified)', async () => {
    const api = (await createSandboxHarness()).client();
    const wrong = await createAddress(api, { name: 'Ada', street1: '1 Market street', city: 'San Francisco', state: 'NY', zip: '94105', country: 'US', validate: true });
    expect(wrong.validation_results).toEqual({
      is_valid: false,
      messages: [
        { code: 'street_type_change', source: 'Sandbox Address Validator', text: 'The street address was standardised.', type: 'address_correction' },
        { code: 'administrative_area_mismatch', source: 'Sandbox Address Validator', text: 'ZIP code 94105 is in CA, not NY. Check the state and the ZIP code.', type: 'address_error' },
        { code: 'administrative_area_change', source: 'Sandbox Address Validator', text: 'The suggested address is in CA, where ZIP code 94105 is.', type: 'address_correction' },
      ],
    });
    // The stored object is the suggestion (still invalid: the address sent is not deliverable), and it validates.
    expect(wrong).toMatchObject({ street1: '1 Market St', state: 'CA', zip: '94105' });
    const suggested = await createAddress(api, { name: 'Ada', street1: wrong.street1 ?? '', city: wrong.city ?? '', state: wrong.state ?? '', zip: wrong.zip ?? '', country: 'US', validate: true });
    expect(suggested.validation_results).toEqual({ is_valid: true, messages: [] });
    // With another error beside it, nothing is suggested and what the person typed is kept, as on every invalid address.
    const twice = await createAddress(api, { name: 'Ada', street1: '1 Nowhere street', city: 'San Francisco', state: 'NY', zip: '94105', country: 'US', validate: true });
    expect(twice).toMatchObject({ street1: '1 Nowhere street', state: 'NY', validation_results: { is_valid: false } });
    expect(twice.validation_results?.messages?.map((message) => message.code)).not.toContain('administrative_area_change');
    // A state written out in full is the same state; the ZIP+4 form, the same ZIP.
    const right = await createAddress(api, { name: 'Ada', street1: '1 Market St', city: 'San Francisco', state: 'california', zip: '94105-1804', country: 'US', validate: true });
    expect(right.validation_results?.is_valid).toBe(true);
    // Prefixes the USPS gives to a state outside its neighbours' ranges: 733 (Austin, TX), 055 (Andover, MA), 201 (Dulles, VA).
    for (const [state, zip] of [['TX', '73301'], ['MA', '05501'], ['VA', '20166'], ['HI', '96813'], ['AS', '96799'], ['PR', '00901']] as const) {
      const address = await createAddress(api, { name: 'Ada', street1: '1 Main St', city: 'Town', state, zip, country: 'US', validate: true });
      expect(address.validation_results?.is_valid, `${state} ${zip}`).toBe(true);
    }
  });

  it('refuses a Canadian postal code of another province by its first letter, naming the province (or both territories of X)', async () => {
    const api = (await createSandboxHarness()).client();
    const canadian = { name: 'Ada', street1: '1 Main St', city: 'Ottawa', country: 'CA', validate: true } as const;
    const wrong = await createAddress(api, { ...canadian, state: 'BC', zip: 'K1A 0B1' });
    expect(wrong.validation_results?.is_valid).toBe(false);
    expect(wrong.validation_results?.messages).toEqual([
      { code: 'administrative_area_mismatch', source: 'Sandbox Address Validator', text: 'Postal code K1A 0B1 is in ON, not BC. Check the province and the postal code.', type: 'address_error' },
      { code: 'administrative_area_change', source: 'Sandbox Address Validator', text: 'The suggested address is in ON, where postal code K1A 0B1 is.', type: 'address_correction' },
    ]);
    expect(wrong).toMatchObject({ state: 'ON', zip: 'K1A 0B1' });
    // X is two territories: no suggestion, the address is kept as typed.
    const north = await createAddress(api, { ...canadian, state: 'YT', zip: 'X1A 2L9' });
    expect(north.validation_results?.messages).toHaveLength(1);
    expect(north.validation_results?.messages?.[0]?.text).toMatch(/^Postal code X1A 2L9 is in NT or NU, not YT/);
    expect(north.state).toBe('YT');
    expect((await createAddress(api, { ...canadian, state: 'NU', zip: 'X0A 0H0' })).validation_results?.is_valid).toBe(true);
    expect((await createAddress(api, { ...canadian, state: 'ON', zip: 'k1a0b1' })).validation_results?.is_valid).toBe(true);
  });

  it('accepts non-Latin names and validates a stored address into a new, cleaned object', async () => {
    const api = (await createSandboxHarness()).client();
    const stored = await createAddress(api, { name: '田中 花子', street1: '1-1 chiyoda', city: 'Tokyo', state: 'Tokyo', zip: '1000001', country: 'JP' });
    expect(stored.validation_results ?? null).toBeNull();
    const validated = await validateAddress(api, stored.object_id);
    expect(validated.object_id).not.toBe(stored.object_id);
    expect(validated).toMatchObject({ name: '田中 花子', zip: '100-0001' });
    expect(validated.validation_results?.is_valid).toBe(true);
    expect((await listAddresses(api)).results[0]?.object_id).toBe(validated.object_id);
  });

  it('answers 400 with field errors for a missing country', async () => {
    const { raw } = await createSandboxHarness();
    const response = await raw('POST', '/addresses/', { body: { name: 'No country' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('country');
  });
});

describe('sandbox: seeded catalog', () => {
  it('has carrier accounts of fictional carriers with service levels, two of which do pickups', async () => {
    const api = (await createSandboxHarness()).client();
    const page = await listCarrierAccounts(api, { service_levels: true, results: 10 });
    expect(page.results.map((account) => account.carrier).sort()).toEqual(['bluebird', 'kestrel', 'parcelwise', 'slowpost']);
    expect(page.results.every((account) => (account.service_levels ?? []).length >= 2)).toBe(true);
    expect((await listCarrierAccounts(api)).results).toHaveLength(4);
    expect((await listCarrierAccounts(api, { carrier: 'kestrel' })).results).toHaveLength(1);
    const first = page.results[0]!;
    expect((await getCarrierAccount(api, first.object_id)).carrier).toBe(first.carrier);
  });

  it('lists parcel templates as an array, service groups of all three types, orders of several platforms', async () => {
    const api = (await createSandboxHarness()).client();
    const templates = await listParcelTemplates(api);
    expect(templates.every((template) => /^[A-Z][a-z]+_[A-Za-z]+$/.test(template.token))).toBe(true);
    expect((await listServiceGroups(api)).map((group) => group.type).sort()).toEqual(['FLAT_RATE', 'FREE_SHIPPING', 'LIVE_RATE']);
    const orders = await listOrders(api, { results: 100 });
    expect(orders.results.length).toBe(24);
    expect(new Set(orders.results.map((order) => order.shop_app)).size).toBeGreaterThanOrEqual(5);
    const shopify = await listOrders(api, { shop_app: 'Shopify', results: 100 });
    expect(shopify.results.every((order) => order.shop_app === 'Shopify')).toBe(true);
    const paid = await listOrders(api, { order_status: ['PAID'], results: 100 });
    expect(paid.results.length).toBeGreaterThanOrEqual(6);
    expect(paid.results.every((order) => order.order_status === 'PAID')).toBe(true);
    const order = orders.results[0]!;
    expect((await getOrder(api, order.object_id)).line_items?.length).toBeGreaterThan(0);
  });

  it('filters orders by placed_at', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const api = client();
    const since = new Date(sandbox.now() - 2 * DAY).toISOString();
    const recent = await listOrders(api, { start_date: since, results: 100 });
    expect(recent.results.length).toBeGreaterThan(0);
    expect(recent.results.every((order) => Date.parse(order.placed_at ?? '') >= Date.parse(since))).toBe(true);
  });
});

describe('sandbox: parcels, shipments and rates', () => {
  it('creates parcels, from a template too (template dimensions, weight untouched)', async () => {
    const api = (await createSandboxHarness()).client();
    const parcel = await createParcel(api, { ...BOX });
    expect(await getParcel(api, parcel.object_id)).toMatchObject({ length: '10', weight: '2', object_state: 'VALID' });
    const templated = await createParcel(api, { template: 'Parcelwise_MediumBox', weight: '3', mass_unit: 'lb' });
    expect(templated).toMatchObject({ length: '11.25', width: '8.75', height: '6', weight: '3', template: 'Parcelwise_MediumBox' });
    expect((await listParcels(api)).results).toHaveLength(2);
  });

  it('quotes rates synchronously with honest CHEAPEST, FASTEST and BESTVALUE', async () => {
    const api = (await createSandboxHarness()).client();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    expect(shipment.status).toBe('SUCCESS');
    const rates = shipment.rates ?? [];
    expect(rates.length).toBeGreaterThanOrEqual(6);
    const cheapest = rates.filter((rate) => rate.attributes?.includes('CHEAPEST'));
    const fastest = rates.filter((rate) => rate.attributes?.includes('FASTEST'));
    expect(cheapest).toHaveLength(1);
    expect(fastest).toHaveLength(1);
    expect(rates.filter((rate) => rate.attributes?.includes('BESTVALUE'))).toHaveLength(1);
    expect(Math.min(...rates.map((rate) => Number(rate.amount)))).toBe(Number(cheapest[0]!.amount));
    expect(Math.min(...rates.map((rate) => rate.estimated_days ?? 99))).toBe(fastest[0]!.estimated_days);
    for (const rate of rates) {
      expect(rate.amount).toMatch(/^\d+\.\d{2}$/);
      expect(rate).toMatchObject({ currency: 'USD', currency_local: 'USD', shipment: shipment.object_id, test: true });
      expect(rate.provider_image_75).toMatch(/\/files\/logos\/[a-z]+-75\.svg$/);
      expect(rate.included_insurance_price ?? null).toBeNull();
    }
    expect((await getRate(api, rates[0]!.object_id)).object_id).toBe(rates[0]!.object_id);
    expect((await listShipmentRates(api, { shipmentId: shipment.object_id })).results).toHaveLength(rates.length);
  });

  it('bills the dimensional weight of a large light box, and more for a longer distance', async () => {
    const api = (await createSandboxHarness()).client();
    const amountOf = async (to: typeof RECIPIENT, parcel: typeof BOX | Record<string, string>) => {
      const shipment = await createShipment(api, { address_from: SENDER, address_to: to, parcels: [parcel as typeof BOX] });
      return Number(shipment.rates?.find((rate) => rate.servicelevel.token === 'parcelwise_ground')?.amount);
    };
    const small = await amountOf(RECIPIENT, BOX);
    const bulky = await amountOf(RECIPIENT, { ...BOX, length: '24', width: '24', height: '24' });
    expect(bulky).toBeGreaterThan(small * 2);
    const near = await amountOf({ ...RECIPIENT, city: 'Oakland', state: 'CA', zip: '94607' }, BOX);
    expect(near).toBeLessThan(small);
  });

  it('includes insurance in the amount and says so in included_insurance_price', async () => {
    const api = (await createSandboxHarness()).client();
    const plain = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const insured = await createShipment(api, {
      address_from: SENDER,
      address_to: RECIPIENT,
      parcels: [BOX],
      extra: { insurance: { amount: '500', currency: 'USD', content: 'Books' } },
    });
    const ground = (shipment: typeof plain) => shipment.rates!.find((rate) => rate.servicelevel.token === 'parcelwise_ground')!;
    expect(ground(insured).included_insurance_price).toBe('5.00');
    expect(Number(ground(insured).amount) - Number(ground(plain).amount)).toBeCloseTo(5, 2);
  });

  it('prices international rates in the sender currency with amount_local in the destination currency', async () => {
    const api = (await createSandboxHarness()).client();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT_GB, parcels: [BOX] });
    const rates = shipment.rates ?? [];
    expect(rates.map((rate) => rate.servicelevel.token).sort()).toEqual(['bluebird_international', 'kestrel_international_express']);
    expect(rates.every((rate) => rate.currency === 'USD' && rate.currency_local === 'GBP')).toBe(true);
    expect(shipment.messages?.some((message) => message.code === 'customs_declaration_missing')).toBe(true);
    const inEuro = await listShipmentRates(api, { shipmentId: shipment.object_id, currency: 'EUR' });
    expect(inEuro.results.every((rate) => rate.currency_local === 'EUR')).toBe(true);
  });

  it('reports a carrier timeout as a message and still returns the other carriers (magic name "Timeout")', async () => {
    const api = (await createSandboxHarness()).client();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: { ...RECIPIENT, name: 'Tim Timeout' }, parcels: [BOX] });
    expect(shipment.messages).toContainEqual(expect.objectContaining({ code: 'carrier_timeout', source: 'Slowpost Freight' }));
    expect(shipment.rates?.some((rate) => rate.provider === 'Slowpost Freight')).toBe(false);
    expect(shipment.rates?.length).toBeGreaterThan(0);
  });

  it('limits rates to the given carrier accounts', async () => {
    const api = (await createSandboxHarness()).client();
    const kestrel = (await listCarrierAccounts(api, { carrier: 'kestrel' })).results[0]!;
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], carrier_accounts: [kestrel.object_id] });
    expect(shipment.rates?.every((rate) => rate.carrier_account === kestrel.object_id)).toBe(true);
  });

  it('rates asynchronously when async is true: QUEUED, then SUCCESS on the clock', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const api = client();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX], async: true });
    expect(shipment.status).toBe('QUEUED');
    expect(shipment.rates).toEqual([]);
    await sandbox.advance(1_000);
    const done = await getShipment(api, shipment.object_id);
    expect(done.status).toBe('SUCCESS');
    expect(done.rates?.length).toBeGreaterThan(0);
  });

  it('creates shipments from stored ids, lists them with created-date filters, and refuses unknown ids', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const api = client();
    const from = await createAddress(api, { ...SENDER });
    const parcel = await createParcel(api, { ...BOX });
    const first = await createShipment(api, { address_from: from.object_id, address_to: RECIPIENT, parcels: [parcel.object_id] });
    await sandbox.advance(60_000);
    const boundary = new Date(sandbox.now()).toISOString();
    await sandbox.advance(60_000);
    const second = await createShipment(api, { address_from: from.object_id, address_to: RECIPIENT, parcels: [parcel.object_id] });
    expect((await listShipments(api, { object_created_gt: boundary })).results.map((shipment) => shipment.object_id)).toEqual([second.object_id]);
    expect((await listShipments(api, { object_created_lt: boundary })).results.map((shipment) => shipment.object_id)).toEqual([first.object_id]);
    await expect(createShipment(api, { address_from: 'adr_missing', address_to: RECIPIENT, parcels: [BOX] })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { address_from: [expect.stringContaining('adr_missing')] },
    });
  });

  it('does not return rates older than 390 days', async () => {
    const { client, sandbox } = await createSandboxHarness();
    const api = client();
    const shipment = await createShipment(api, { address_from: SENDER, address_to: RECIPIENT, parcels: [BOX] });
    const rateId = shipment.rates![0]!.object_id;
    await sandbox.advance(389 * DAY);
    await expect(getRate(api, rateId)).resolves.toBeDefined();
    await sandbox.advance(2 * DAY);
    await expect(getRate(api, rateId)).rejects.toMatchObject({ status: 404 });
  });
});

describe('sandbox: customs', () => {
  it('creates items and declarations (items inline or by id) and lists them with the spec defaults', async () => {
    const api = (await createSandboxHarness()).client();
    const item = await createCustomsItem(api, { description: 'T-shirt', quantity: 2, net_weight: '0.8', mass_unit: 'lb', value_amount: '40.00', value_currency: 'USD', origin_country: 'US', tariff_number: '6109.10' });
    const declaration = await createCustomsDeclaration(api, {
      certify: true,
      certify_signer: 'Ada Lovelace',
      contents_type: 'MERCHANDISE',
      non_delivery_option: 'RETURN',
      incoterm: 'DDU',
      eel_pfc: 'NOEEI_30_37_a',
      items: [item.object_id, { description: 'Mug', quantity: 1, net_weight: '1.1', mass_unit: 'lb', value_amount: '18.50', value_currency: 'USD', origin_country: 'US' }],
    });
    expect(declaration.items).toHaveLength(2);
    expect((await getCustomsDeclaration(api, declaration.object_id)).incoterm).toBe('DDU');
    expect((await listCustomsItems(api)).results).toHaveLength(2);
    expect((await listCustomsDeclarations(api)).results).toHaveLength(1);
  });
});
