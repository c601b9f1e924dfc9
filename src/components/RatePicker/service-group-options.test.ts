import { describe, expect, it } from 'vitest';
import { RateSchema, type Rate } from '../../api/resources/rates';
import { ServiceGroupSchema, type ServiceGroup } from '../../api/resources/service-groups';
import { adjustAmount, currencyFractionDigits, serviceGroupOptions } from './service-group-options';

function rate(id: string, token: string, amount: string, account = `ca_${token.split('_')[0] ?? ''}`): Rate {
  return RateSchema.parse({ object_id: id, amount, currency: 'USD', provider: 'Carrier', carrier_account: account, servicelevel: { name: token, token } });
}

function group(overrides: Partial<ServiceGroup> & Pick<ServiceGroup, 'type'>): ServiceGroup {
  return ServiceGroupSchema.parse({
    object_id: `sg_${overrides.type.toLowerCase()}`,
    name: overrides.type,
    service_levels: [
      { account_object_id: 'ca_parcelwise', service_level_token: 'parcelwise_ground' },
      { account_object_id: 'ca_bluebird', service_level_token: 'bluebird_standard' },
    ],
    is_active: true,
    ...overrides,
  });
}

const rates = [
  rate('rate_ground', 'parcelwise_ground', '16.95'),
  rate('rate_standard', 'bluebird_standard', '8.95'),
  rate('rate_overnight', 'parcelwise_overnight', '4.00'),
  // Same token on another account: not one of the group's service levels.
  rate('rate_other_account', 'bluebird_standard', '1.00', 'ca_someone_else'),
];

const CART = { amount: '50.00', currency: 'USD' };

describe('adjustAmount', () => {
  it('changes an amount by a whole percentage exactly, rounding half away from zero', () => {
    expect(adjustAmount('8.95', 10, 2)).toBe('9.85'); // 9.845
    expect(adjustAmount('10', 10, 2)).toBe('11.00');
    expect(adjustAmount('0.05', 10, 2)).toBe('0.06'); // 0.055
    expect(adjustAmount('19.99', -15, 2)).toBe('16.99'); // 16.9915
    expect(adjustAmount('0.10', 0, 2)).toBe('0.10');
    expect(adjustAmount('1234', 10, 0)).toBe('1357'); // JPY: 1357.4
  });

  it('stays exact where floating point would not', () => {
    // 1.005 × 100 is 100.49999999999999 in floating point; as a decimal it rounds up.
    expect(adjustAmount('1.005', 0, 2)).toBe('1.01');
    expect(adjustAmount('90071992547409.93', 10, 2)).toBe('99079191802150.92');
  });

  it('never goes below zero and rejects what is not a decimal', () => {
    expect(adjustAmount('8.95', -100, 2)).toBe('0.00');
    expect(adjustAmount('8.95', -150, 2)).toBe('0.00');
    expect(adjustAmount('abc', 10, 2)).toBeUndefined();
    expect(adjustAmount('8.95', 10.5, 2)).toBeUndefined();
  });
});

describe('currencyFractionDigits', () => {
  it('knows the minor digits of a currency', () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('not a code')).toBe(2);
  });
});

describe('serviceGroupOptions', () => {
  it('prices LIVE_RATE at the cheapest matching rate, adjusted', () => {
    const [option] = serviceGroupOptions([group({ type: 'LIVE_RATE', rate_adjustment: 10, flat_rate: '7.99', flat_rate_currency: 'USD' })], rates, CART);
    expect(option).toMatchObject({ id: 'sg_live_rate', pricing: 'live-rate', amount: '9.85', currency: 'USD', rate: { object_id: 'rate_standard' } });
  });

  it('falls back to the flat rate when no rate matches a LIVE_RATE group', () => {
    const [option] = serviceGroupOptions([group({ type: 'LIVE_RATE', rate_adjustment: 10, flat_rate: '7.99', flat_rate_currency: 'USD' })], [rates[2]!], CART);
    expect(option).toMatchObject({ pricing: 'flat-rate', amount: '7.99', currency: 'USD', rate: null });
  });

  it('offers FLAT_RATE at its flat rate, with the rate the merchant would buy', () => {
    const [option] = serviceGroupOptions([group({ type: 'FLAT_RATE', flat_rate: '14.99', flat_rate_currency: 'USD' })], rates, CART);
    expect(option).toMatchObject({ pricing: 'flat-rate', amount: '14.99', currency: 'USD', rate: { object_id: 'rate_standard' } });
  });

  it('offers FREE_SHIPPING only above the threshold, in the same currency', () => {
    const free = group({ type: 'FREE_SHIPPING', free_shipping_threshold_min: '75.00', free_shipping_threshold_currency: 'USD' });
    expect(serviceGroupOptions([free], rates, { amount: '75.00', currency: 'USD' })).toEqual([]);
    expect(serviceGroupOptions([free], rates, { amount: '75.01', currency: 'USD' })).toMatchObject([{ pricing: 'free-shipping', amount: '0.00', currency: 'USD' }]);
    expect(serviceGroupOptions([free], rates, { amount: '500', currency: 'EUR' })).toEqual([]);
    expect(serviceGroupOptions([free], rates, { amount: 'lots', currency: 'USD' })).toEqual([]);
  });

  it('skips inactive groups, unknown types and groups without the price their type needs', () => {
    const groups = [
      group({ type: 'FLAT_RATE', flat_rate: '5.00', flat_rate_currency: 'USD', is_active: false }),
      group({ type: 'PICKUP_POINT' }),
      group({ type: 'FLAT_RATE' }),
      group({ type: 'LIVE_RATE', service_levels: [] }),
    ];
    expect(serviceGroupOptions(groups, rates, CART)).toEqual([]);
  });

  it('keeps the groups in the merchant order', () => {
    const options = serviceGroupOptions(
      [
        group({ type: 'FLAT_RATE', flat_rate: '14.99', flat_rate_currency: 'USD' }),
        group({ type: 'LIVE_RATE', flat_rate: '7.99', flat_rate_currency: 'USD' }),
      ],
      rates,
      CART,
    );
    expect(options.map((option) => option.id)).toEqual(['sg_flat_rate', 'sg_live_rate']);
  });
});
