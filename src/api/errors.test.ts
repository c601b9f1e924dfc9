import { describe, expect, it } from 'vitest';
import * as errors from './errors';
import { ApiError, AuthError, InvalidRequestError, NetworkError, UnexpectedResponseError, isShippingElementsError } from './errors';

describe('isShippingElementsError', () => {
  it('recognises every kind and narrows by kind', () => {
    const errors = [
      new ApiError({ status: 500 }),
      new AuthError('no'),
      new NetworkError('offline'),
      new UnexpectedResponseError('odd'),
      new InvalidRequestError('invalid-page', 'bad page'),
    ];
    expect(errors.map((error) => error.kind)).toEqual(['api', 'auth', 'network', 'unexpected-response', 'invalid-request']);
    expect(errors.every((error) => isShippingElementsError(error))).toBe(true);
    expect(isShippingElementsError(errors[0], 'api')).toBe(true);
    expect(isShippingElementsError(errors[0], 'auth')).toBe(false);
    expect(isShippingElementsError(new Error('plain'))).toBe(false);
    expect(isShippingElementsError(null)).toBe(false);
    expect(isShippingElementsError({ kind: 'api' })).toBe(false);
  });

  it('works across two copies of the package, where instanceof does not', async () => {
    // The query string makes the module loader evaluate a second, independent copy of errors.ts.
    const secondCopyPath: string = './errors.ts?second-copy';
    const secondCopy = (await import(/* @vite-ignore */ secondCopyPath)) as typeof errors;
    expect(secondCopy.ApiError).not.toBe(errors.ApiError);
    const foreign = new secondCopy.ApiError({ status: 409, code: 'idempotency-conflict' });
    expect(foreign instanceof ApiError).toBe(false);
    expect(isShippingElementsError(foreign, 'api')).toBe(true);
    expect(secondCopy.isShippingElementsError(new AuthError('x'), 'auth')).toBe(true);
  });

  it('uses the detail, then the title, then the status as the message', () => {
    expect(new ApiError({ status: 404, detail: 'Run not found', title: 'Not found' }).message).toBe('Run not found');
    expect(new ApiError({ status: 404, title: 'Not found' }).message).toBe('Not found');
    expect(new ApiError({ status: 500 }).message).toContain('500');
  });
});
