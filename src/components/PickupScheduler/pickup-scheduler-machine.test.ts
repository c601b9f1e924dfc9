import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Pickup, PickupInput } from '../../api/resources/pickups';
import { initialPickupSchedulerState, pickupSchedulerMachine, type PickupSchedulerEvent, type PickupSchedulerState } from './pickup-scheduler-machine';
import { firstPickupValues, type PickupFormValues } from './pickup-values';

const request: PickupInput = {
  carrier_account: 'ca_1',
  location: { address: { name: 'A', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' }, building_location_type: 'Front Door' },
  requested_start_time: '2026-11-24T15:00:00.000Z',
  requested_end_time: '2026-11-24T23:00:00.000Z',
  transactions: ['txn_1'],
};
// The form's first values on a Monday, with a label chosen and a reference typed.
const values: PickupFormValues = {
  ...firstPickupValues('ca_1', undefined, Date.UTC(2026, 10, 23, 15), 'America/Chicago'),
  transactions: ['txn_1'],
  addressId: 'adr_1',
  metadata: 'ref 1',
};
const review: PickupSchedulerEvent = { type: 'reviewRequested', values, request };
const pickup = (status: Pickup['status']) => ({ object_id: 'pck_1', carrier_account: 'ca_1', status, location: { address: {} } }) as unknown as Pickup;
const run = (events: PickupSchedulerEvent[], from: PickupSchedulerState = initialPickupSchedulerState()) => events.reduce(pickupSchedulerMachine, from);

describe('pickupSchedulerMachine', () => {
  it('goes from the form through the confirmation to a booked pickup', () => {
    expect(run([review]).step).toBe('confirming');
    expect(run([review, { type: 'submitted' }])).toEqual({ step: 'scheduling', values, request, headingFocus: 0 });
    expect(run([review, { type: 'submitted' }, { type: 'answered', pickup: pickup('CONFIRMED') }])).toMatchObject({ step: 'scheduled', values });
    expect(run([review, { type: 'submitted' }, { type: 'answered', pickup: pickup('PENDING') }])).toMatchObject({ step: 'scheduled' });
  });

  it('lets the person change a pickup the carrier refused', () => {
    const refused = run([review, { type: 'submitted' }, { type: 'answered', pickup: pickup('ERROR') }]);
    expect(refused).toMatchObject({ step: 'refused' });
    expect(pickupSchedulerMachine(refused, { type: 'editRequested' })).toMatchObject({ step: 'editing', draft: undefined });
    expect(pickupSchedulerMachine(refused, review).step).toBe('confirming');
  });

  it('sends one request per confirmation: a second submit while scheduling changes nothing', () => {
    const scheduling = run([review, { type: 'submitted' }]);
    expect(pickupSchedulerMachine(scheduling, { type: 'submitted' })).toBe(scheduling);
    expect(pickupSchedulerMachine(scheduling, { type: 'cancelled' })).toBe(scheduling);
    const initial = initialPickupSchedulerState();
    expect(pickupSchedulerMachine(initial, { type: 'submitted' })).toBe(initial);
  });

  it('shows a failed request in the confirmation, which can send it again or go back', () => {
    const error = new ApiError({ status: 502, detail: 'Bad gateway' });
    const failed = run([review, { type: 'submitted' }, { type: 'failed', error }]);
    expect(failed).toEqual({ step: 'failed', values, request, error, headingFocus: 0 });
    expect(pickupSchedulerMachine(failed, { type: 'submitted' }).step).toBe('scheduling');
    expect(pickupSchedulerMachine(failed, { type: 'cancelled' }).step).toBe('editing');
  });

  it('starts over only from a booked pickup, keeping the place and window but not the labels or the reference', () => {
    const scheduled = run([review, { type: 'submitted' }, { type: 'answered', pickup: pickup('CONFIRMED') }]);
    expect(pickupSchedulerMachine(scheduled, { type: 'startedOver' })).toMatchObject({
      step: 'editing',
      draft: { ...values, transactions: [], metadata: '' },
    });
    const confirming = run([review]);
    expect(pickupSchedulerMachine(confirming, { type: 'startedOver' })).toBe(confirming);
    expect(pickupSchedulerMachine(scheduled, { type: 'answered', pickup: pickup('ERROR') })).toBe(scheduled);
  });

  it('moves focus to the title for an answer and a new pickup, not for the dialog or a change', () => {
    const focusOf = (events: PickupSchedulerEvent[]) => run(events).headingFocus;
    expect(focusOf([review, { type: 'cancelled' }])).toBe(0);
    expect(focusOf([review, { type: 'submitted' }, { type: 'failed', error: new ApiError({ status: 500 }) }])).toBe(0);
    expect(focusOf([review, { type: 'submitted' }, { type: 'answered', pickup: pickup('ERROR') }])).toBe(1);
    expect(focusOf([review, { type: 'submitted' }, { type: 'answered', pickup: pickup('ERROR') }, { type: 'editRequested' }])).toBe(1);
    expect(focusOf([review, { type: 'submitted' }, { type: 'answered', pickup: pickup('CONFIRMED') }, { type: 'startedOver' }])).toBe(2);
  });
});
