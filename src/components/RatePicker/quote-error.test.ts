import { describe, expect, it } from 'vitest';
import { ApiError, InvalidRequestError } from '../../api/errors';
import { NetworkError } from '../../api/errors';
import { invalidQuoteInput } from './quote-error';

const issue = (path: (string | number)[]) => ({ code: 'custom' as const, path, message: 'Expected a decimal number written as a string', input: 'abc' });

describe('invalidQuoteInput', () => {
  it('names the weight, the size or an address from the kit’s own check', () => {
    expect(invalidQuoteInput(new InvalidRequestError('invalid-input', 'x', 'parcels.0.weight', [issue(['parcels', 0, 'weight'])]))).toBe('weight');
    expect(invalidQuoteInput(new InvalidRequestError('invalid-input', 'x', 'parcels.0.length', [issue(['parcels', 0, 'length'])]))).toBe('size');
    expect(invalidQuoteInput(new InvalidRequestError('invalid-input', 'x', 'address_to.zip', [issue(['address_to', 'zip'])]))).toBe('address');
    expect(invalidQuoteInput(new InvalidRequestError('invalid-input', 'x', 'extra.insurance', [issue(['extra', 'insurance'])]))).toBe('other');
  });

  it('reads the API’s per-field errors of a 400', () => {
    expect(invalidQuoteInput(new ApiError({ status: 400, fieldErrors: { 'parcels.0.weight': ['Ensure this value is greater than 0.'] } }))).toBe('weight');
    expect(invalidQuoteInput(new ApiError({ status: 400, fieldErrors: { address_from: ['Not found.'] } }))).toBe('address');
  });

  it('leaves every other failure to the generic sentence of its kind', () => {
    expect(invalidQuoteInput(new ApiError({ status: 503 }))).toBeUndefined();
    expect(invalidQuoteInput(new NetworkError('offline'))).toBeUndefined();
  });
});
