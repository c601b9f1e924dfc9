import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/errors';
import { carrierAccountsMachine, initialCarrierAccountsState, type CarrierAccountsEvent, type CarrierAccountsState } from './carrier-accounts-machine';

const run = (events: CarrierAccountsEvent[], from: CarrierAccountsState = initialCarrierAccountsState()) => events.reduce(carrierAccountsMachine, from);

describe('carrierAccountsMachine', () => {
  it('goes through the connect flow and back to the list with its news', () => {
    const state = run([{ type: 'connectOpened' }, { type: 'carrierChosen', carrier: 'slowpost', path: 'own' }, { type: 'connectRequested' }, { type: 'connected', name: 'Warehouse' }]);
    expect(state).toMatchObject({ step: 'list', news: { kind: 'connected', name: 'Warehouse' } });
  });

  it('keeps a dialog open while its request is in flight', () => {
    const sending = run([{ type: 'connectOpened' }, { type: 'carrierChosen', carrier: 'bluebird', path: 'service' }, { type: 'connectRequested' }]);
    expect(carrierAccountsMachine(sending, { type: 'dialogClosed' })).toBe(sending);
  });

  it('follows a registration until the carrier activates it', () => {
    const pending = run([{ type: 'connectOpened' }, { type: 'carrierChosen', carrier: 'bluebird', path: 'service' }, { type: 'connectRequested' }, { type: 'registered', accountId: 'ca_1' }]);
    expect(pending).toMatchObject({ step: 'pending', carrier: 'bluebird', accountId: 'ca_1' });
    expect(carrierAccountsMachine(pending, { type: 'registrationActivated', name: 'Bluebird Post' })).toMatchObject({ step: 'list', news: { kind: 'registered' } });
  });

  it('forgets a sign-in’s state once the carrier answered: it is single use', () => {
    const signingIn = run([{ type: 'signinStarted', accountId: 'ca_2', signinState: 'abc' }]);
    expect(signingIn).toMatchObject({ step: 'signingIn', signinState: 'abc' });
    expect(carrierAccountsMachine(signingIn, { type: 'signinFailed', failure: 'denied', name: 'Kestrel Express' })).toMatchObject({ step: 'signingIn', signinState: null, failure: 'denied' });
    expect(carrierAccountsMachine(signingIn, { type: 'signedIn', name: 'Kestrel Express' })).toMatchObject({ step: 'list' });
  });

  it('enters an own account’s credentials again: refused fields keep the form open, saved goes back to the list', () => {
    const saving = run([{ type: 'credentialsOpened', accountId: 'ca_3', carrier: 'slowpost' }, { type: 'credentialsRequested' }]);
    expect(saving).toMatchObject({ step: 'savingCredentials', accountId: 'ca_3', carrier: 'slowpost' });
    expect(carrierAccountsMachine(saving, { type: 'dialogClosed' })).toBe(saving);
    const refused = carrierAccountsMachine(saving, { type: 'credentialsFailed', error: new NetworkError('offline'), rejected: ['parameters.password'] });
    expect(refused).toMatchObject({ step: 'updating', accountId: 'ca_3', rejected: ['parameters.password'] });
    expect(run([{ type: 'credentialsRequested' }, { type: 'credentialsSaved', name: 'Dock' }], refused)).toMatchObject({ step: 'list', news: { kind: 'credentialsSaved', name: 'Dock' } });
  });

  it('ignores an answer that does not apply to the step', () => {
    const list = initialCarrierAccountsState();
    expect(carrierAccountsMachine(list, { type: 'connected', name: 'x' })).toBe(list);
    expect(carrierAccountsMachine(list, { type: 'renameFailed', error: new NetworkError('offline') })).toBe(list);
  });
});
