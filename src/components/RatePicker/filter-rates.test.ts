import { describe, expect, it } from 'vitest';
import { RateSchema, type Rate } from '../../api/resources/rates';
import { carrierNames, filterRates, hasActiveFilters, NO_FILTERS, withoutHiddenServiceLevels } from './filter-rates';

function rate(id: string, overrides: Partial<Rate> = {}): Rate {
  return RateSchema.parse({
    object_id: id,
    amount: '10.00',
    currency: 'USD',
    provider: 'Parcelwise',
    servicelevel: { name: id, token: `token_${id}` },
    attributes: [],
    ...overrides,
  });
}

const ids = (rates: readonly Rate[]) => rates.map((item) => item.object_id);

const rates = [
  rate('ground', { attributes: ['CHEAPEST', 'BESTVALUE'] }),
  rate('priority', { provider: 'Kestrel Express', attributes: ['FASTEST'] }),
  rate('saver', { provider: 'Kestrel Express' }),
  rate('economy', { provider: 'Slowpost Freight', attributes: null }),
];

describe('filterRates', () => {
  it('lets everything through without filters', () => {
    expect(ids(filterRates(rates, NO_FILTERS))).toEqual(['ground', 'priority', 'saver', 'economy']);
  });

  it('keeps one carrier', () => {
    expect(ids(filterRates(rates, { carrier: 'Kestrel Express', attributes: [] }))).toEqual(['priority', 'saver']);
  });

  it('keeps rates with any of the chosen attributes', () => {
    expect(ids(filterRates(rates, { carrier: null, attributes: ['FASTEST', 'BESTVALUE'] }))).toEqual(['ground', 'priority']);
  });

  it('combines carrier and attributes, which can leave nothing', () => {
    expect(filterRates(rates, { carrier: 'Kestrel Express', attributes: ['CHEAPEST'] })).toEqual([]);
  });
});

describe('hasActiveFilters', () => {
  it('is true only when a filter hides something', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ carrier: 'Parcelwise', attributes: [] })).toBe(true);
    expect(hasActiveFilters({ carrier: null, attributes: ['CHEAPEST'] })).toBe(true);
  });
});

describe('withoutHiddenServiceLevels', () => {
  it('drops the hidden service level tokens', () => {
    expect(ids(withoutHiddenServiceLevels(rates, ['token_saver', 'token_economy']))).toEqual(['ground', 'priority']);
    expect(ids(withoutHiddenServiceLevels(rates))).toEqual(ids(rates));
  });
});

describe('carrierNames', () => {
  it('lists each carrier once, sorted for the locale', () => {
    expect(carrierNames(rates)).toEqual(['Kestrel Express', 'Parcelwise', 'Slowpost Freight']);
    expect(carrierNames([rate('a', { provider: 'Österreich Post' }), rate('b', { provider: 'Zeta' }), rate('c', { provider: 'Alpha' })], 'de')).toEqual([
      'Alpha',
      'Österreich Post',
      'Zeta',
    ]);
  });
});
