import { describe, expect, it } from 'vitest';
import { ApiError, InvalidRequestError } from '../../api/errors';
import { rejectedFieldsOf } from '../../ui/use-step-form';
import { formPathOf, requestProblem } from './report-errors';

describe('report refusals', () => {
  it('puts the paths of the run request on the form fields that hold them', () => {
    expect(['report_type', 'interval', 'interval.start', 'interval.end', 'columns', 'columns.3', 'output_format'].map(formPathOf)).toEqual([
      'reportType',
      'start',
      'start',
      'end',
      'columns',
      'columns',
      undefined,
    ]);
    const refused = new ApiError({ status: 400, fieldErrors: { 'interval.end': ['Too late.'], 'columns.1': ['Unknown.'], idempotency_key: ['Too long.'] } });
    expect(rejectedFieldsOf(refused, formPathOf)).toEqual(['end', 'columns']);
  });

  it('reads a problem by its type code only', () => {
    expect(requestProblem(new ApiError({ status: 400, code: 'invalid-column', title: 'Something else' }))).toEqual({
      message: 'invalidColumn',
      action: 'fixInput',
      field: 'columns',
    });
    expect(requestProblem(new ApiError({ status: 502 }))).toMatchObject({ message: 'serviceUnavailable', action: 'retry' });
    const tooLong = new InvalidRequestError('interval-too-long', 'A run covers at most 92 days.', 'interval.end');
    expect(requestProblem(tooLong)).toMatchObject({ action: 'retry' });
    expect(rejectedFieldsOf(tooLong, formPathOf)).toEqual(['end']);
  });
});
