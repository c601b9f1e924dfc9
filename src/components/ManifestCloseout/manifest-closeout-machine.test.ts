import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { initialManifestCloseoutState, manifestCloseoutMachine, type ManifestCloseoutEvent } from './manifest-closeout-machine';

const run = (events: ManifestCloseoutEvent[]) => events.reduce(manifestCloseoutMachine, initialManifestCloseoutState());

describe('manifestCloseoutMachine', () => {
  it('creates one manifest per request', () => {
    const creating = run([{ type: 'createRequested' }]);
    expect(creating).toEqual({ step: 'creating' });
    expect(manifestCloseoutMachine(creating, { type: 'createRequested' })).toBe(creating);
    expect(manifestCloseoutMachine(creating, { type: 'created', manifestId: 'man_1' })).toEqual({ step: 'created', manifestId: 'man_1' });
  });

  it('keeps a failed request, which can be sent again', () => {
    const error = new ApiError({ status: 500 });
    const failed = run([{ type: 'createRequested' }, { type: 'failed', error }]);
    expect(failed).toEqual({ step: 'failed', error });
    expect(manifestCloseoutMachine(failed, { type: 'createRequested' }).step).toBe('creating');
  });

  it('starts over only from a created manifest', () => {
    const created = run([{ type: 'createRequested' }, { type: 'created', manifestId: 'man_1' }]);
    expect(manifestCloseoutMachine(created, { type: 'startedOver' })).toEqual(initialManifestCloseoutState());
    const initial = initialManifestCloseoutState();
    expect(manifestCloseoutMachine(initial, { type: 'created', manifestId: 'man_2' })).toBe(initial);
    expect(manifestCloseoutMachine(created, { type: 'failed', error: new ApiError({ status: 500 }) })).toBe(created);
  });
});
