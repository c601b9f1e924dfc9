import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Track } from '../../api/resources/tracks';
import { trackingStatusViewOf } from './tracking-status-view';

const track = (status: string): Track => ({ carrier: 'shippo', tracking_number: 'SHIPPO_TRANSIT', tracking_status: { status } }) as Track;

describe('what TrackingStatus shows, from its track query', () => {
  it('shows the track it has, even when a later refresh failed: the next one may succeed', () => {
    const error = new ApiError({ status: 503, detail: 'Unavailable' });
    expect(trackingStatusViewOf({ data: track('TRANSIT'), error })).toMatchObject({ step: 'tracking', status: 'TRANSIT', final: false });
  });

  it('says a label has no number yet, a 404 is a number no carrier knows, and any other failure is an error', () => {
    expect(trackingStatusViewOf({ data: null, error: null })).toEqual({ step: 'no-number' });
    expect(trackingStatusViewOf({ data: undefined, error: new ApiError({ status: 404, detail: 'Not found' }) }).step).toBe('not-found');
    expect(trackingStatusViewOf({ data: undefined, error: new ApiError({ status: 500, detail: 'Oops' }) }).step).toBe('error');
    expect(trackingStatusViewOf({ data: undefined, error: null })).toEqual({ step: 'loading' });
  });

  it('names a status it does not know UNKNOWN, and a delivered one final', () => {
    expect(trackingStatusViewOf({ data: track('LOST_IN_SPACE'), error: null })).toMatchObject({ status: 'UNKNOWN', final: false });
    expect(trackingStatusViewOf({ data: track('DELIVERED'), error: null })).toMatchObject({ status: 'DELIVERED', final: true });
  });
});
