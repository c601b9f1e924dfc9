import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/errors';
import { RateSchema, type Rate } from '../../api/resources/rates';
import { collapsedOptions, withPinnedIndexes, type PickerOption } from './picker-options';
import { ratePickerViewOf } from './rate-picker-view';

function option(id: string): PickerOption {
  const rate: Rate = RateSchema.parse({ object_id: id, amount: '10.00', currency: 'USD', provider: 'Parcelwise', servicelevel: { name: id, token: id } });
  return { value: id, subject: { kind: 'rate', rate } };
}

const OPTIONS = ['a', 'b', 'c', 'd', 'e', 'f'].map(option);

describe('withPinnedIndexes', () => {
  it('adds the first and last options to the window', () => {
    expect(withPinnedIndexes([4, 5, 6], 10, [])).toEqual([0, 4, 5, 6, 9]);
  });

  it('keeps each pinned option with its neighbours, in order and without duplicates', () => {
    expect(withPinnedIndexes([10, 11, 12], 100, [2, 40, 41])).toEqual([0, 1, 2, 3, 10, 11, 12, 39, 40, 41, 42, 99]);
  });

  it('ignores pins outside the list (no selection is -1)', () => {
    expect(withPinnedIndexes([0, 1, 2], 3, [-1, 7])).toEqual([0, 1, 2]);
  });

  it('does not repeat the ends when the window reaches them', () => {
    expect(withPinnedIndexes([0, 1, 2, 3, 4], 5, [0, 4])).toEqual([0, 1, 2, 3, 4]);
  });

  it('renders nothing for an empty list', () => {
    expect(withPinnedIndexes([], 0, [0])).toEqual([]);
  });
});

describe('collapsedOptions', () => {
  it('shows the first options while collapsed, and all once expanded', () => {
    expect(collapsedOptions(OPTIONS, 3, false, null).map((shown) => shown.value)).toEqual(['a', 'b', 'c']);
    expect(collapsedOptions(OPTIONS, 3, true, null)).toHaveLength(6);
  });

  it('adds the selected option when it sorts below the fold', () => {
    expect(collapsedOptions(OPTIONS, 3, false, 'e').map((shown) => shown.value)).toEqual(['a', 'b', 'c', 'e']);
    expect(collapsedOptions(OPTIONS, 3, false, 'b').map((shown) => shown.value)).toEqual(['a', 'b', 'c']);
  });
});

describe('ratePickerViewOf', () => {
  const error = new NetworkError('offline');

  it('puts an unretried failure first, then loading', () => {
    expect(ratePickerViewOf({ loadError: error, pending: true, optionCount: 3, filtered: false })).toEqual({ status: 'error', error });
    expect(ratePickerViewOf({ loadError: null, pending: true, optionCount: 0, filtered: false })).toEqual({ status: 'loading' });
  });

  it('tells an empty result of the filters from no options at all', () => {
    expect(ratePickerViewOf({ loadError: null, pending: false, optionCount: 0, filtered: true })).toEqual({ status: 'empty', reason: 'filters' });
    expect(ratePickerViewOf({ loadError: null, pending: false, optionCount: 0, filtered: false })).toEqual({ status: 'empty', reason: 'no-rates' });
    expect(ratePickerViewOf({ loadError: null, pending: false, optionCount: 2, filtered: true })).toEqual({ status: 'ready' });
  });
});
