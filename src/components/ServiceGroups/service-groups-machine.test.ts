import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/errors';
import { initialServiceGroupsState, serviceGroupsMachine, type ServiceGroupsEvent, type ServiceGroupsState } from './service-groups-machine';

const run = (events: ServiceGroupsEvent[], from: ServiceGroupsState = initialServiceGroupsState()) => events.reduce(serviceGroupsMachine, from);
const failure = new NetworkError('offline');

describe('serviceGroupsMachine', () => {
  it('opens the dialog, saves once, and says which group was added or saved', () => {
    expect(run([{ type: 'createOpened' }, { type: 'saveRequested' }, { type: 'saved', name: 'Courier' }])).toMatchObject({ step: 'list', news: { kind: 'created', name: 'Courier' } });
    expect(run([{ type: 'editOpened', groupId: 'sg_1' }, { type: 'saveRequested' }, { type: 'saved', name: 'Express' }])).toMatchObject({ step: 'list', news: { kind: 'saved' } });
    // A second save while the first is in flight, and a close, change nothing.
    const saving = run([{ type: 'createOpened' }, { type: 'saveRequested' }]);
    expect(run([{ type: 'saveRequested' }, { type: 'dialogClosed' }], saving)).toBe(saving);
  });

  it('keeps the dialog open with the refused fields after a failed save', () => {
    const state = run([{ type: 'editOpened', groupId: 'sg_1' }, { type: 'saveRequested' }, { type: 'saveFailed', error: failure, rejected: ['levels'] }]);
    expect(state).toMatchObject({ step: 'editing', groupId: 'sg_1', rejected: ['levels'], error: failure });
  });

  it('deletes only after the confirmation, and keeps it open after a failure', () => {
    expect(run([{ type: 'removeConfirmed' }])).toEqual(initialServiceGroupsState());
    expect(run([{ type: 'removeAsked', groupId: 'sg_2' }, { type: 'removeConfirmed' }, { type: 'removeFailed', error: failure }])).toMatchObject({
      step: 'confirmingRemove',
      groupId: 'sg_2',
      error: failure,
    });
    expect(run([{ type: 'removeAsked', groupId: 'sg_2' }, { type: 'removeConfirmed' }, { type: 'removed', name: 'Express' }])).toMatchObject({ step: 'list', news: { kind: 'removed' } });
  });

  it('switches one group at a time, and shows a failed switch above the list', () => {
    const switching = run([{ type: 'switchRequested', groupId: 'sg_1' }]);
    expect(run([{ type: 'switchRequested', groupId: 'sg_2' }], switching)).toBe(switching);
    expect(run([{ type: 'switched', name: 'Express', on: false }], switching)).toMatchObject({ switching: null, news: { kind: 'off', name: 'Express' } });
    expect(run([{ type: 'switchFailed', error: failure }], switching)).toMatchObject({ switching: null, notice: failure });
  });
});
