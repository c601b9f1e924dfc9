import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Pickup, PickupInput } from '../../api/resources/pickups';
import { INITIAL_PICKUP_STATE, pickupMachine, type PickupEvent, type PickupState } from './pickup-machine';

const request: PickupInput = {
  carrier_account: 'ca_1',
  location: { address: { name: 'A', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' }, building_location_type: 'Front Door' },
  requested_start_time: '2026-11-24T15:00:00.000Z',
  requested_end_time: '2026-11-24T23:00:00.000Z',
  transactions: ['txn_1'],
};
const pickup = (status: Pickup['status']) => ({ object_id: 'pck_1', carrier_account: 'ca_1', status, location: { address: {} } }) as unknown as Pickup;
const run = (events: PickupEvent[], from: PickupState = INITIAL_PICKUP_STATE) => events.reduce(pickupMachine, from);

describe('pickupMachine', () => {
  it('goes from the form through the confirmation to a booked pickup', () => {
    expect(run([{ type: 'review', request }]).step).toBe('confirming');
    expect(run([{ type: 'review', request }, { type: 'submit' }])).toEqual({ step: 'scheduling', request });
    expect(run([{ type: 'review', request }, { type: 'submit' }, { type: 'answered', pickup: pickup('CONFIRMED') }])).toMatchObject({ step: 'scheduled' });
    expect(run([{ type: 'review', request }, { type: 'submit' }, { type: 'answered', pickup: pickup('PENDING') }])).toMatchObject({ step: 'scheduled' });
  });

  it('keeps the request when the carrier refuses, and lets the person change it', () => {
    const refused = run([{ type: 'review', request }, { type: 'submit' }, { type: 'answered', pickup: pickup('ERROR') }]);
    expect(refused).toMatchObject({ step: 'refused', request });
    expect(pickupMachine(refused, { type: 'edit' })).toEqual({ step: 'editing' });
    expect(pickupMachine(refused, { type: 'review', request }).step).toBe('confirming');
  });

  it('sends one request per confirmation: a second submit while scheduling changes nothing', () => {
    const scheduling = run([{ type: 'review', request }, { type: 'submit' }]);
    expect(pickupMachine(scheduling, { type: 'submit' })).toBe(scheduling);
    expect(pickupMachine(scheduling, { type: 'cancel' })).toBe(scheduling);
    expect(pickupMachine(INITIAL_PICKUP_STATE, { type: 'submit' })).toBe(INITIAL_PICKUP_STATE);
  });

  it('shows a failed request in the confirmation, which can send it again or go back', () => {
    const error = new ApiError({ status: 502, detail: 'Bad gateway' });
    const failed = run([{ type: 'review', request }, { type: 'submit' }, { type: 'failed', error }]);
    expect(failed).toEqual({ step: 'failed', request, error });
    expect(pickupMachine(failed, { type: 'submit' }).step).toBe('scheduling');
    expect(pickupMachine(failed, { type: 'cancel' }).step).toBe('editing');
  });

  it('starts over only from an outcome', () => {
    const scheduled = run([{ type: 'review', request }, { type: 'submit' }, { type: 'answered', pickup: pickup('CONFIRMED') }]);
    expect(pickupMachine(scheduled, { type: 'startOver' })).toBe(INITIAL_PICKUP_STATE);
    const confirming = run([{ type: 'review', request }]);
    expect(pickupMachine(confirming, { type: 'startOver' })).toBe(confirming);
    expect(pickupMachine(scheduled, { type: 'answered', pickup: pickup('ERROR') })).toBe(scheduled);
  });
});
