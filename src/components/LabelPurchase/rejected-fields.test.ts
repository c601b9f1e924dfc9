import { describe, expect, it } from 'vitest';
import { ApiError, InvalidRequestError } from '../../api/errors';
import { formFieldOf, rejectedFields } from './rejected-fields';

const PLAN = ['addresses', 'parcel', 'options', 'customs', 'rates', 'result'];

describe('formFieldOf', () => {
  it('maps shipment request paths to the step forms', () => {
    expect(formFieldOf('parcels.1.weight')).toEqual({ step: 'parcel', path: 'parcels.1.weight' });
    expect(formFieldOf('customs_declaration.items.0.net_weight')).toEqual({ step: 'customs', path: 'items.0.net_weight' });
    expect(formFieldOf('customs_declaration.certify_signer')).toEqual({ step: 'customs', path: 'certify_signer' });
    expect(formFieldOf('extra.insurance.amount')).toEqual({ step: 'options', path: 'insuranceAmount' });
    expect(formFieldOf('address_to')).toBeUndefined();
    expect(formFieldOf('parcels.0.metadata')).toBeUndefined();
  });
});

describe('rejectedFields', () => {
  it('takes the first step, in plan order, that holds a field the API refused', () => {
    const error = new ApiError({
      status: 400,
      fieldErrors: { 'customs_declaration.items.0.quantity': ['x'], 'parcels.0.weight': ['y'], 'parcels.0.length': ['z'] },
    });
    expect(rejectedFields(error, PLAN)).toEqual({ step: 'parcel', paths: ['parcels.0.weight', 'parcels.0.length'] });
  });

  it('reads the issues of a request the client refused before sending it', () => {
    const error = new InvalidRequestError('invalid-input', 'bad', 'parcels.0.weight', [
      { code: 'custom', path: ['parcels', 0, 'weight'], message: 'Expected a decimal', input: 'abc' },
    ]);
    expect(rejectedFields(error, PLAN)).toEqual({ step: 'parcel', paths: ['parcels.0.weight'] });
  });

  it('names no field for server failures, unknown paths or steps the person did not go through', () => {
    expect(rejectedFields(new ApiError({ status: 503, fieldErrors: { 'parcels.0.weight': ['y'] } }), PLAN)).toBeNull();
    expect(rejectedFields(new ApiError({ status: 400, fieldErrors: { address_to: ['y'] } }), PLAN)).toBeNull();
    expect(rejectedFields(new ApiError({ status: 400, fieldErrors: { 'extra.insurance.amount': ['y'] } }), ['addresses', 'parcel', 'rates'])).toBeNull();
  });
});
