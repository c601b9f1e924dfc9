import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/errors';
import { initialReportState, reportMachine, type ReportEvent, type ReportState, type RunRequestBody } from './report-machine';

const body: RunRequestBody = { report_type: 'invoice.v1', interval: { start: 1_000, end: 2_000 }, columns: ['invoice_number'] };
const otherBody: RunRequestBody = { ...body, interval: { start: 1_000, end: 3_000 } };

function run(events: ReportEvent[], state: ReportState = initialReportState()): ReportState {
  return events.reduce(reportMachine, state);
}

describe('reportMachine', () => {
  it('makes one key per request and keeps it for every resend until the run exists', () => {
    const sending = run([{ type: 'submit', body, newKey: 'key-1' }]);
    expect(sending).toMatchObject({ step: 'creating', request: { key: 'key-1', body }, attempt: 1 });

    // A double click sends nothing more.
    expect(reportMachine(sending, { type: 'submit', body, newKey: 'key-2' })).toBe(sending);

    // A dropped connection, then a retry: the same key.
    const refused = reportMachine(sending, { type: 'failed', error: new NetworkError('offline'), conflict: false });
    expect(refused.step).toBe('rejected');
    const retried = reportMachine(refused, { type: 'submit', body: otherBody, newKey: 'key-3' });
    expect(retried).toMatchObject({ step: 'creating', request: { key: 'key-1', body: otherBody, firstBody: body }, attempt: 2 });

    // Once created, the next send is a new request with a new key.
    const created = reportMachine(retried, { type: 'created', runId: 'run_1', replayed: true });
    expect(created).toMatchObject({ step: 'editing', request: null, runIds: ['run_1'], lastRun: { id: 'run_1', replayed: true } });
    expect(reportMachine(created, { type: 'submit', body, newKey: 'key-4' }).request?.key).toBe('key-4');
  });

  it('offers both ways out of a conflict: a new request or the first body again', () => {
    const conflict = run([
      { type: 'submit', body, newKey: 'key-1' },
      { type: 'failed', error: new NetworkError('offline'), conflict: false },
      { type: 'submit', body: otherBody, newKey: 'key-2' },
      { type: 'failed', error: new NetworkError('409'), conflict: true },
    ]);
    expect(conflict.step).toBe('conflict');

    const resent = reportMachine(conflict, { type: 'resendOriginal' });
    expect(resent).toMatchObject({ step: 'creating', request: { key: 'key-1', body }, attempt: 3 });

    const fresh = reportMachine(conflict, { type: 'newRequest' });
    expect(fresh).toMatchObject({ step: 'editing', request: null });
    expect(reportMachine(fresh, { type: 'submit', body: otherBody, newKey: 'key-2' }).request?.key).toBe('key-2');
  });

  it('starts a new run of a failed one with a new key even while another request waits', () => {
    const refused = run([
      { type: 'submit', body, newKey: 'key-1' },
      { type: 'failed', error: new NetworkError('offline'), conflict: false },
    ]);
    expect(reportMachine(refused, { type: 'submit', body, newKey: 'key-2', fresh: true }).request?.key).toBe('key-2');
  });

  it('keeps the runs a host passes back, newest first, without duplicates', () => {
    const state = run(
      [
        { type: 'submit', body, newKey: 'key-1' },
        { type: 'created', runId: 'run_3', replayed: false },
        { type: 'preview', runId: 'run_1' },
      ],
      initialReportState(['run_2', 'run_1', 'run_2']),
    );
    expect(state.runIds).toEqual(['run_3', 'run_2', 'run_1']);
    const removed = reportMachine(state, { type: 'removeRun', runId: 'run_1' });
    expect(removed).toMatchObject({ runIds: ['run_3', 'run_2'], previewRunId: null });
  });

  it('ignores events that do not belong to the current step', () => {
    const editing = initialReportState();
    expect(reportMachine(editing, { type: 'created', runId: 'run_1', replayed: false })).toBe(editing);
    expect(reportMachine(editing, { type: 'failed', error: new NetworkError('x'), conflict: false })).toBe(editing);
    expect(reportMachine(editing, { type: 'resendOriginal' })).toBe(editing);
    expect(reportMachine(editing, { type: 'dismiss' })).toBe(editing);
  });
});
