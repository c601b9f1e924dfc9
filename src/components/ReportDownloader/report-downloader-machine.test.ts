import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/errors';
import {
  initialReportDownloaderState,
  nextPreviewAttempt,
  reportDownloaderMachine,
  requestFor,
  type ReportDownloaderEvent,
  type ReportDownloaderState,
  type RunRequestBody,
} from './report-downloader-machine';

const body: RunRequestBody = { report_type: 'invoice.v1', interval: { start: 1_000, end: 2_000 }, columns: ['invoice_number'] };
const otherBody: RunRequestBody = { ...body, interval: { start: 1_000, end: 3_000 } };

function run(events: ReportDownloaderEvent[], state: ReportDownloaderState = initialReportDownloaderState()): ReportDownloaderState {
  return events.reduce(reportDownloaderMachine, state);
}

/** What the controller's submit action does: the request for `body`, then `sent`. */
function submit(state: ReportDownloaderState, sentBody: RunRequestBody, key: string, fresh = false): ReportDownloaderState {
  return reportDownloaderMachine(state, { type: 'sent', request: requestFor(state, sentBody, () => key, fresh) });
}

describe('reportDownloaderMachine', () => {
  it('makes one key per request and keeps it for every resend until the run exists', () => {
    const sending = submit(initialReportDownloaderState(), body, 'key-1');
    expect(sending).toMatchObject({ step: 'creating', request: { key: 'key-1', body } });

    // A double click sends nothing more.
    expect(submit(sending, body, 'key-2')).toBe(sending);

    // A dropped connection, then a retry: the same key, and no new key is made for it.
    const refused = reportDownloaderMachine(sending, { type: 'failed', error: new NetworkError('offline'), conflict: false });
    expect(refused.step).toBe('rejected');
    let made = 0;
    const retry = requestFor(refused, otherBody, () => `key-${(made += 1)}`);
    expect(made).toBe(0);
    const retried = reportDownloaderMachine(refused, { type: 'sent', request: retry });
    expect(retried).toMatchObject({ step: 'creating', request: { key: 'key-1', body: otherBody, firstBody: body } });

    // Once created, the next send is a new request with a new key.
    const created = reportDownloaderMachine(retried, { type: 'created', runId: 'run_1', replayed: true });
    expect(created).toMatchObject({ step: 'editing', request: null, runIds: ['run_1'], lastRun: { id: 'run_1', replayed: true } });
    expect(submit(created, body, 'key-4').request?.key).toBe('key-4');
  });

  it('keeps the key of a refused request the person dismissed', () => {
    const dismissed = run([
      { type: 'sent', request: { key: 'key-1', body, firstBody: body } },
      { type: 'failed', error: new NetworkError('offline'), conflict: false },
      { type: 'dismissed' },
    ]);
    expect(dismissed).toMatchObject({ step: 'editing', request: { key: 'key-1' } });
    expect(submit(dismissed, otherBody, 'key-2').request?.key).toBe('key-1');
  });

  it('offers both ways out of a conflict: a new request or the first body again', () => {
    const refused = run([
      { type: 'sent', request: { key: 'key-1', body, firstBody: body } },
      { type: 'failed', error: new NetworkError('offline'), conflict: false },
    ]);
    const conflict = reportDownloaderMachine(submit(refused, otherBody, 'key-2'), { type: 'failed', error: new NetworkError('409'), conflict: true });
    expect(conflict).toMatchObject({ step: 'conflict', request: { key: 'key-1', body: otherBody, firstBody: body } });
    // A conflict is not dismissed: the person picks one of its two ways out.
    expect(reportDownloaderMachine(conflict, { type: 'dismissed' })).toBe(conflict);

    const fresh = reportDownloaderMachine(conflict, { type: 'newRequestStarted' });
    expect(fresh).toMatchObject({ step: 'editing', request: null });
    expect(submit(fresh, otherBody, 'key-2').request?.key).toBe('key-2');
  });

  it('starts a new run of a failed one with a new key even while another request waits', () => {
    const refused = run([
      { type: 'sent', request: { key: 'key-1', body, firstBody: body } },
      { type: 'failed', error: new NetworkError('offline'), conflict: false },
    ]);
    expect(submit(refused, body, 'key-2', true).request?.key).toBe('key-2');
  });

  it('keeps the runs a host passes back, newest first, without duplicates', () => {
    const state = run(
      [
        { type: 'sent', request: { key: 'key-1', body, firstBody: body } },
        { type: 'created', runId: 'run_3', replayed: false },
        { type: 'previewRequested', runId: 'run_1', attempt: 1 },
      ],
      initialReportDownloaderState(['run_2', 'run_1', 'run_2']),
    );
    expect(state.runIds).toEqual(['run_3', 'run_2', 'run_1']);
    expect(state.previewRunId).toBe('run_1');
    const removed = reportDownloaderMachine(state, { type: 'removeRun', runId: 'run_1' });
    expect(removed).toMatchObject({ runIds: ['run_3', 'run_2'], previewRunId: null });
  });

  it('reads a preview as numbered attempts: only the latest answer counts, a retry is a new attempt, closing forgets it', () => {
    const preview = { columns: ['invoice_number'], rows: [['INV-1']], rowCount: 1, negativeCount: 0, totals: [], decodedLength: 20 };
    const opened = run([{ type: 'previewRequested', runId: 'run_1', attempt: 1 }]);
    expect(opened.preview).toEqual({ status: 'loading', attempt: 1 });
    expect(nextPreviewAttempt(opened)).toBe(2);
    const error = new NetworkError('offline');
    const failed = run([{ type: 'previewFailed', runId: 'run_1', attempt: 1, error }], opened);
    expect(failed.preview).toEqual({ status: 'failed', attempt: 1, error });
    const retried = run([{ type: 'previewRetried', attempt: 2 }], failed);
    expect(retried.preview).toEqual({ status: 'loading', attempt: 2 });
    // The first attempt's late answer, or another run's, is not the preview's.
    expect(run([{ type: 'previewRead', runId: 'run_1', attempt: 1, preview }], retried)).toBe(retried);
    expect(run([{ type: 'previewRead', runId: 'run_2', attempt: 2, preview }], retried)).toBe(retried);
    expect(run([{ type: 'previewRead', runId: 'run_1', attempt: 2, preview }], retried).preview).toEqual({ status: 'ready', attempt: 2, preview });
    // A retry only after a failure.
    expect(run([{ type: 'previewRetried', attempt: 3 }], opened)).toBe(opened);
    expect(run([{ type: 'previewRequested', runId: null, attempt: 3 }], retried)).toMatchObject({ previewRunId: null, preview: null });
  });

  it('ignores events that do not belong to the current step', () => {
    const editing = initialReportDownloaderState();
    expect(reportDownloaderMachine(editing, { type: 'created', runId: 'run_1', replayed: false })).toBe(editing);
    expect(reportDownloaderMachine(editing, { type: 'failed', error: new NetworkError('x'), conflict: false })).toBe(editing);
    expect(reportDownloaderMachine(editing, { type: 'dismissed' })).toBe(editing);
    const creating = submit(editing, body, 'key-1');
    expect(reportDownloaderMachine(creating, { type: 'newRequestStarted' })).toBe(creating);
  });
});
