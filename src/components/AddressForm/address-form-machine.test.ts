import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Address } from '../../api/resources/addresses';
import { INITIAL_ADDRESS_FORM_STATE, addressFormReducer, type AddressFormEvent, type AddressFormMachineState } from './address-form-machine';

const ENTERED = { name: 'Ada Lovelace', street1: '1 main street', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };

function address(fields: Partial<Address> & { is_valid?: boolean | null }): Address {
  const { is_valid = true, ...rest } = fields;
  return { object_id: 'adr_1', ...ENTERED, ...rest, validation_results: is_valid === null ? null : { is_valid, messages: [] } };
}

function run(...events: AddressFormEvent[]): AddressFormMachineState {
  return events.reduce(addressFormReducer, INITIAL_ADDRESS_FORM_STATE);
}

const failure = { type: 'failed', error: new ApiError({ status: 500, detail: 'down' }), showNotice: true, unmatched: [], retry: { kind: 'validate' } } as const;

describe('addressFormReducer', () => {
  it('saves an address the API verified without changes', () => {
    const state = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({ street1: '1 main street' }) });
    expect(state.step).toMatchObject({ status: 'saved', address: { object_id: 'adr_1' } });
  });

  it('asks about a standardised postal field, and saves the suggestion only when it is taken', () => {
    const suggesting = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) });
    expect(suggesting.step).toMatchObject({ status: 'suggestion', changed: ['street1'] });
    expect(addressFormReducer(suggesting, { type: 'suggestionTaken' }).step).toMatchObject({ status: 'saved', address: { street1: '1 Main St' } });
    expect(addressFormReducer(suggesting, { type: 'dismissed' }).step).toEqual({ status: 'editing' });
  });

  it('keeps the entered address, and remembers it by content', () => {
    const keeping = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) }, { type: 'keepChosen' });
    expect(keeping.step).toEqual({ status: 'keeping', input: ENTERED });
    const kept = address({ object_id: 'adr_2', is_valid: null });
    const saved = addressFormReducer(keeping, { type: 'kept', key: 'content', address: kept });
    expect(saved.step).toEqual({ status: 'saved', address: kept });
    expect(saved.kept.get('content')).toBe(kept);
  });

  it('never saves an address the API could not verify', () => {
    const state = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({ zip: '00000', is_valid: false }) });
    expect(state.step).toMatchObject({ status: 'invalid' });
    expect(addressFormReducer(state, { type: 'suggestionTaken' }).step.status).toBe('invalid');
    expect(addressFormReducer(state, { type: 'keepChosen' }).step.status).toBe('invalid');
  });

  it('ignores a submit while a request is out or the suggestion is open', () => {
    const validating = run({ type: 'submitted' });
    expect(addressFormReducer(validating, { type: 'submitted' })).toBe(validating);
    const suggesting = addressFormReducer(validating, { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) });
    expect(addressFormReducer(suggesting, { type: 'submitted' })).toBe(suggesting);
    expect(addressFormReducer(suggesting, { type: 'checkFailed' })).toBe(suggesting);
  });

  it('leaves the saved step when the fields change or fail their own checks, and keeps problems shown while editing', () => {
    const saved = run({ type: 'submitted' }, { type: 'validated', input: ENTERED, address: address({}) });
    expect(addressFormReducer(saved, { type: 'edited' }).step).toEqual({ status: 'editing' });
    expect(addressFormReducer(saved, { type: 'checkFailed' }).step).toEqual({ status: 'editing' });
    const failed = run({ type: 'submitted' }, failure);
    expect(addressFormReducer(failed, { type: 'edited' })).toBe(failed);
    expect(addressFormReducer(failed, { type: 'checkFailed' }).step).toEqual({ status: 'editing' });
  });

  it('retries what failed: the validation, or saving the entered address', () => {
    const failed = run({ type: 'submitted' }, failure);
    expect(addressFormReducer(failed, { type: 'submitted' }).step).toEqual({ status: 'validating' });
    const keepFailed = run(
      { type: 'submitted' },
      { type: 'validated', input: ENTERED, address: address({ street1: '1 Main St' }) },
      { type: 'keepChosen' },
      { ...failure, retry: { kind: 'keep', input: ENTERED } },
    );
    expect(addressFormReducer(keepFailed, { type: 'keepChosen' }).step).toEqual({ status: 'keeping', input: ENTERED });
  });

  it('takes no result for a step it is not in', () => {
    expect(run({ type: 'validated', input: ENTERED, address: address({}) }).step).toEqual({ status: 'editing' });
    expect(run(failure).step).toEqual({ status: 'editing' });
    expect(run({ type: 'kept', key: 'content', address: address({}) }).kept.size).toBe(0);
  });
});
