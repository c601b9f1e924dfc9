import { describe, expect, it } from 'vitest';
import { RateSchema, type Rate } from '../../api/resources/rates';
import { isRateSort, RATE_SORTS, sortRates } from './sort-rates';

// Fixtures go through the real schema, so a schema change breaks stale fixtures loudly.
function rate(id: string, overrides: Partial<Rate> = {}): Rate {
  return RateSchema.parse({
    object_id: id,
    amount: '10.00',
    currency: 'USD',
    provider: 'Parcelwise',
    servicelevel: { name: id, token: `parcelwise_${id}` },
    estimated_days: 3,
    attributes: [],
    ...overrides,
  });
}

const ids = (rates: readonly Rate[]) => rates.map((item) => item.object_id);

describe('sortRates', () => {
  const rates = [
    rate('a', { amount: '12.40', estimated_days: 2, provider: 'Kestrel Express' }),
    rate('b', { amount: '9.5', estimated_days: 5, provider: 'bluebird Post' }),
    rate('c', { amount: '100.00', estimated_days: 1, provider: 'Parcelwise' }),
    rate('d', { amount: '9.50', estimated_days: null, provider: 'Slowpost Freight' }),
  ];

  it('orders by price as exact decimals, keeping the API order for equal amounts', () => {
    // "100.00" would sort before "12.40" as text, and 9.5 equals 9.50.
    expect(ids(sortRates(rates, { sort: 'price' }))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('orders by transit days, unknown last, then by arrival time and price', () => {
    expect(ids(sortRates(rates, { sort: 'speed' }))).toEqual(['c', 'a', 'b', 'd']);
    const sameDay = [
      rate('late', { estimated_days: 1, arrives_by: '18:00:00', amount: '5.00' }),
      rate('early', { estimated_days: 1, arrives_by: '10:30:00', amount: '20.00' }),
      rate('anytime', { estimated_days: 1, amount: '1.00' }),
    ];
    expect(ids(sortRates(sameDay, { sort: 'speed' }))).toEqual(['early', 'late', 'anytime']);
  });

  it('orders by carrier name regardless of case, then by price', () => {
    const withTwin = [...rates, rate('e', { amount: '3.00', provider: 'Parcelwise' })];
    expect(ids(sortRates(withTwin, { sort: 'carrier' }))).toEqual(['b', 'a', 'e', 'c', 'd']);
  });

  it('puts preferred service levels first, in the host order, whatever the sort', () => {
    expect(ids(sortRates(rates, { sort: 'price', preferredServiceLevels: ['parcelwise_c', 'parcelwise_a'] }))).toEqual(['c', 'a', 'b', 'd']);
  });

  it('groups amounts in different currencies instead of comparing them as numbers', () => {
    const mixed = [rate('eur', { amount: '1.00', currency: 'EUR' }), rate('usd', { amount: '0.50', currency: 'USD' }), rate('eur2', { amount: '0.10', currency: 'EUR' })];
    expect(ids(sortRates(mixed, { sort: 'price' }))).toEqual(['eur2', 'eur', 'usd']);
  });

  it('returns a copy and leaves its input alone', () => {
    const input = [...rates];
    const sorted = sortRates(input, { sort: 'price' });
    expect(sorted).not.toBe(input);
    expect(input).toEqual(rates);
  });
});

describe('isRateSort', () => {
  it('accepts exactly the sort orders', () => {
    for (const sort of RATE_SORTS) {
      expect(isRateSort(sort)).toBe(true);
    }
    expect(isRateSort('api')).toBe(false);
  });
});
