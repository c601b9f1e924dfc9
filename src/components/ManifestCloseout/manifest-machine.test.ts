import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ManifestInput } from '../../api/resources/manifests';
import { INITIAL_MANIFEST_STATE, manifestMachine, type ManifestEvent } from './manifest-machine';

const input: ManifestInput = { carrier_account: 'ca_1', shipment_date: '2026-11-23T00:00:00Z', address_from: 'adr_1', transactions: ['txn_1'] };
const run = (events: ManifestEvent[]) => events.reduce(manifestMachine, INITIAL_MANIFEST_STATE);

describe('manifestMachine', () => {
  it('creates one manifest per request', () => {
    const creating = run([{ type: 'create', input }]);
    expect(creating).toEqual({ step: 'creating', input });
    expect(manifestMachine(creating, { type: 'create', input })).toBe(creating);
    expect(manifestMachine(creating, { type: 'created', manifestId: 'man_1' })).toEqual({ step: 'created', manifestId: 'man_1' });
  });

  it('keeps a failed request, which can be sent again', () => {
    const error = new ApiError({ status: 500 });
    const failed = run([{ type: 'create', input }, { type: 'failed', error }]);
    expect(failed).toEqual({ step: 'failed', input, error });
    expect(manifestMachine(failed, { type: 'create', input }).step).toBe('creating');
  });

  it('starts over only from a created manifest', () => {
    const created = run([{ type: 'create', input }, { type: 'created', manifestId: 'man_1' }]);
    expect(manifestMachine(created, { type: 'startOver' })).toBe(INITIAL_MANIFEST_STATE);
    expect(manifestMachine(INITIAL_MANIFEST_STATE, { type: 'created', manifestId: 'man_2' })).toBe(INITIAL_MANIFEST_STATE);
    expect(manifestMachine(created, { type: 'failed', error: new ApiError({ status: 500 }) })).toBe(created);
  });
});
