import { describe, expect, it } from 'vitest';
import type { Address } from '../../api/resources/addresses';
import { defaultWindow, pickupFormSchema, toPickupInput, type PickupFormValues } from './pickup-values';

const MONDAY_3PM_UTC = Date.UTC(2026, 10, 23, 15);
const values = (overrides: Partial<PickupFormValues> = {}): PickupFormValues => ({
  carrierAccount: 'ca_1',
  transactions: ['txn_1'],
  addressId: 'adr_1',
  buildingLocationType: 'Front Door',
  buildingType: '',
  instructions: '',
  date: '2026-11-24',
  startTime: '09:00',
  endTime: '17:00',
  timeZone: 'America/Los_Angeles',
  metadata: '',
  ...overrides,
});
const issues = (input: PickupFormValues) => {
  const result = pickupFormSchema(() => MONDAY_3PM_UTC).safeParse(input);
  return result.success ? [] : result.error.issues.map((item) => `${item.path.join('.')}:${item.message}`);
};

describe('pickup form values', () => {
  it('accepts a window in the future on a chosen day', () => {
    expect(issues(values())).toEqual([]);
  });

  it('names each problem with a code on its field', () => {
    expect(issues(values({ carrierAccount: '', transactions: [], addressId: '' }))).toEqual([
      'carrierAccount:accountRequired',
      'transactions:labelsRequired',
      'addressId:addressRequired',
    ]);
    expect(issues(values({ buildingLocationType: 'Other' }))).toEqual(['instructions:instructionsRequired']);
    expect(issues(values({ metadata: 'x'.repeat(101) }))).toEqual(['metadata:metadataTooLong']);
    expect(issues(values({ metadata: 'é'.repeat(100) }))).toEqual([]);
    // As the API counts: an emoji (two UTF-16 units) is one character.
    expect(issues(values({ metadata: '📦'.repeat(100) }))).toEqual([]);
    expect(issues(values({ metadata: '📦'.repeat(101) }))).toEqual(['metadata:metadataTooLong']);
    expect(issues(values({ endTime: '08:00' }))).toEqual(['endTime:endBeforeStart']);
    expect(issues(values({ date: '' }))).toEqual(['date:dateRequired']);
    expect(issues(values({ startTime: '' }))).toEqual(['startTime:timeRequired']);
  });

  it('judges "in the future" in the location’s zone: 06:00 today in Los Angeles is over, 08:00 is not', () => {
    // Monday 15:00 UTC is 07:00 in Los Angeles.
    expect(issues(values({ date: '2026-11-23', startTime: '06:00' }))).toEqual(['startTime:inPast']);
    expect(issues(values({ date: '2026-11-23', startTime: '08:00' }))).toEqual([]);
    // In Berlin it is already 16:00.
    expect(issues(values({ date: '2026-11-23', startTime: '15:00', endTime: '18:00', timeZone: 'Europe/Berlin' }))).toEqual(['startTime:inPast']);
  });

  it('sends the window as UTC instants of the location’s wall clock', () => {
    const address = { object_id: 'adr_1', name: 'Shawn', street1: '215 Clayton St.', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US', phone: null } as unknown as Address;
    const input = toPickupInput(values({ instructions: ' Dock 4 ', buildingType: 'suite', metadata: 'Tuesday' }), address);
    expect(input).toEqual({
      carrier_account: 'ca_1',
      location: {
        address: { name: 'Shawn', street1: '215 Clayton St.', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' },
        building_location_type: 'Front Door',
        building_type: 'suite',
        instructions: 'Dock 4',
      },
      requested_start_time: '2026-11-24T17:00:00.000Z',
      requested_end_time: '2026-11-25T01:00:00.000Z',
      transactions: ['txn_1'],
      metadata: 'Tuesday',
    });
  });

  it('offers the next weekday as the first window', () => {
    expect(defaultWindow(MONDAY_3PM_UTC, 'America/Los_Angeles')).toEqual({ date: '2026-11-24', startTime: '09:00', endTime: '17:00' });
    // From Friday, the next weekday is Monday.
    expect(defaultWindow(Date.UTC(2026, 10, 27, 15), 'America/Los_Angeles').date).toBe('2026-11-30');
  });
});
