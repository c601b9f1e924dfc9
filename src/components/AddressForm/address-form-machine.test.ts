import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import { addressFormMachine, correctedInput, initialAddressFormState, keptInput, type AddressFormEvent, type AddressFormState } from './address-form-machine';

const ENTERED = { name: 'Ada Lovelace', street1: '1 main street', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };

function address(fields: Partial<Address> & { is_valid?: boolean | null }): Address {
  const { is_valid = true, ...rest } = fields;
  return { object_id: 'adr_1', ...ENTERED, ...rest, validation_results: is_valid === null ? null : { is_valid, messages: [] } };
}

function run(...events: AddressFormEvent[]): AddressFormState {
  return events.reduce(addressFormMachine, initialAddressFormState());
}

const failure = { type: 'failed', error: new ApiError({ status: 500, detail: 'down' }), showNotice: true, rejected: [], unmatched: false, retry: { kind: 'validate' } } as const;

describe('addressFormMachine', () => {
  it('saves an address the API verified without changes', () => {
    const state = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({ street1: '1 main street' }) });
    expect(state).toMatchObject({ step: 'saved', address: { object_id: 'adr_1' } });
  });

  it('asks about a standardised postal field, and saves the suggestion only when it is taken', () => {
    const suggesting = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) });
    expect(suggesting).toMatchObject({ step: 'suggestion', changed: ['street1'] });
    expect(addressFormMachine(suggesting, { type: 'suggestionTaken' })).toMatchObject({ step: 'saved', address: { street1: '1 Main St' } });
    expect(addressFormMachine(suggesting, { type: 'dismissed' }).step).toBe('editing');
  });

  it('offers the suggestion of an address the API could not verify, validates it when taken, and shows why when declined (issue 36)', () => {
    const entered = { ...ENTERED, state: 'NY', zip: '94105' };
    const correcting = run({ type: 'submitted' }, { type: 'validated', input: entered, address: address({ state: 'CA', zip: '94105', is_valid: false }) });
    expect(correcting).toMatchObject({ step: 'correction', changed: ['state'] });
    if (correcting.step !== 'correction') {throw new Error('not correcting');}
    expect(correctedInput(correcting)).toEqual({ ...entered, state: 'CA' });
    expect(addressFormMachine(correcting, { type: 'submitted' })).toBe(correcting);
    expect(addressFormMachine(correcting, { type: 'correctionTaken' }).step).toBe('validating');
    expect(addressFormMachine(correcting, { type: 'keepChosen' })).toMatchObject({ step: 'invalid', address: { state: 'CA' } });
    expect(addressFormMachine(correcting, { type: 'dismissed' }).step).toBe('invalid');
    // Without other fields, an address not verified has nothing to suggest.
    expect(run({ type: 'submitted' }, { type: 'validated', input: entered, address: address({ ...entered, is_valid: false }) }).step).toBe('invalid');
  });

  it('keeps the entered address, and remembers it by content', () => {
    const suggesting = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) });
    expect(keptInput(suggesting)).toEqual(ENTERED);
    const keeping = addressFormMachine(suggesting, { type: 'keepChosen' });
    expect(keeping).toEqual({ step: 'keeping', kept: new Map() });
    const kept = address({ object_id: 'adr_2', is_valid: null });
    const saved = addressFormMachine(keeping, { type: 'kept', key: 'content', address: kept });
    expect(saved).toMatchObject({ step: 'saved', address: kept });
    expect(saved.kept.get('content')).toBe(kept);
  });

  it('never saves an address the API could not verify', () => {
    const state = run({ type: 'submitted' }, { type: 'validated', input: { ...ENTERED, zip: '00000' }, address: address({ zip: '00000', is_valid: false }) });
    expect(state).toMatchObject({ step: 'invalid' });
    expect(addressFormMachine(state, { type: 'suggestionTaken' }).step).toBe('invalid');
    expect(addressFormMachine(state, { type: 'keepChosen' }).step).toBe('invalid');
  });

  it('ignores a submit while a request is out or the suggestion is open', () => {
    const validating = run({ type: 'submitted' });
    expect(addressFormMachine(validating, { type: 'submitted' })).toBe(validating);
    const suggesting = addressFormMachine(validating, { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) });
    expect(addressFormMachine(suggesting, { type: 'submitted' })).toBe(suggesting);
    expect(addressFormMachine(suggesting, { type: 'checkFailed' })).toBe(suggesting);
  });

  it('leaves the saved step when the fields change or fail their own checks, and keeps problems shown while editing', () => {
    const saved = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({}) });
    expect(addressFormMachine(saved, { type: 'edited' }).step).toBe('editing');
    expect(addressFormMachine(saved, { type: 'checkFailed' }).step).toBe('editing');
    const failed = run({ type: 'submitted' }, failure);
    expect(addressFormMachine(failed, { type: 'edited' })).toBe(failed);
    expect(addressFormMachine(failed, { type: 'checkFailed' }).step).toBe('editing');
  });

  it('retries what failed: the validation, or saving the entered address', () => {
    const failed = run({ type: 'submitted' }, failure);
    expect(addressFormMachine(failed, { type: 'submitted' }).step).toBe('validating');
    const keepFailed = run(
      { type: 'submitted' },
      { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) },
      { type: 'keepChosen' },
      { ...failure, retry: { kind: 'keep', input: ENTERED } },
    );
    expect(keptInput(keepFailed)).toEqual(ENTERED);
    expect(addressFormMachine(keepFailed, { type: 'keepChosen' }).step).toBe('keeping');
  });

  it('takes no result for a step it is not in', () => {
    expect(run({ type: 'validated', input: ENTERED, address: address({}) }).step).toBe('editing');
    expect(run(failure).step).toBe('editing');
    expect(run({ type: 'kept', key: 'content', address: address({}) }).kept.size).toBe(0);
  });
});
