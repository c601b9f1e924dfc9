import { describe, expect, it } from 'vitest';
import { shipmentMessage, shipmentMessages } from './shipment-messages';

// Sentences the sandbox writes (sandbox/batches/shipment-checks.ts, sandbox/routes/batches.ts).
describe('shipmentMessage', () => {
  it.each([
    ['The recipient address is missing.', { key: 'addressMissing', address: 'recipient' }],
    ['The recipient address is missing a postal code.', { key: 'addressFieldMissing', address: 'recipient', field: 'zip' }],
    ['The sender address is missing a street address.', { key: 'addressFieldMissing', address: 'sender', field: 'street1' }],
    ['The recipient address is missing a state or province.', { key: 'addressFieldMissing', address: 'recipient', field: 'state' }],
    ['The recipient address is missing a name.', { key: 'addressFieldMissing', address: 'recipient', field: 'name' }],
    ['The recipient address is missing a country.', { key: 'addressFieldMissing', address: 'recipient', field: 'country' }],
    ['The recipient address has a postal code that is not valid for US.', { key: 'postalCodeInvalid', address: 'recipient' }],
    ['The recipient address could not be found: check its street and postal code.', { key: 'addressNotFound', address: 'recipient' }],
    ['The recipient address has a country "USA" that is not a two-letter ISO code such as US or FR.', { key: 'countryInvalid', address: 'recipient' }],
    ['The recipient address has a phone number that is not text.', { key: 'addressFieldInvalid', address: 'recipient', field: 'phone' }],
    ['The recipient address has an invalid email address.', { key: 'addressFieldInvalid', address: 'recipient', field: 'email' }],
    ['The shipment has no parcel: add one with its weight and dimensions.', { key: 'noParcel' }],
    ['The parcel is missing its weight.', { key: 'parcelFieldMissing', field: 'weight' }],
    ['The parcel is missing its unit of weight (g, oz, lb or kg).', { key: 'parcelFieldMissing', field: 'mass_unit' }],
    ['The parcel has a weight "heavy" that is not a positive number.', { key: 'parcelFieldInvalid', field: 'weight' }],
    ['Parcel 2 has a unit of length "km" that is not one of cm, in, ft, mm, m or yd.', { key: 'parcelFieldInvalid', field: 'distance_unit' }],
    ['The carrier account "ca_1" does not exist.', { key: 'carrierAccountUnknown' }],
    ['The carrier account "ca_1" is not active.', { key: 'carrierAccountInactive' }],
    ['The service level "x" does not exist.', { key: 'serviceLevelUnknown' }],
    ['The service level "ups_ground" belongs to UPS, not to the carrier account\'s Parcelwise.', { key: 'serviceLevelWrongCarrier' }],
    ['Parcelwise has no parcelwise_express rate for this shipment: choose another service level or carrier account.', { key: 'noRate' }],
    ['This international shipment needs a customs declaration before a label can be bought.', { key: 'customsNeeded' }],
    ['The label could not be bought.', { key: 'labelNotBought' }],
  ])('%s', (raw, expected) => {
    expect(shipmentMessage(raw, 'INVALID')).toEqual(expected);
  });

  it('gives an unknown sentence the generic message, or "not bought" after a purchase', () => {
    expect(shipmentMessage('Something the kit has never seen.', 'INVALID')).toEqual({ key: 'unknown' });
    expect(shipmentMessage('Carrier timeout while buying the label', 'TRANSACTION_FAILED')).toEqual({ key: 'labelNotBought' });
  });

  it('shows each catalogue message once, and reads message objects', () => {
    expect(shipmentMessages(['Carrier said no', { text: 'The label could not be bought.' }, ''], 'TRANSACTION_FAILED')).toEqual([{ key: 'labelNotBought' }]);
  });
});
