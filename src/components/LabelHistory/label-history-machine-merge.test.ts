import { describe, expect, it } from 'vitest';
import { initialLabelHistoryState, labelHistoryMachine, type LabelHistoryEvent, type LabelHistoryState } from './label-history-machine';

const run = (events: readonly LabelHistoryEvent[], from: LabelHistoryState = initialLabelHistoryState()) => events.reduce(labelHistoryMachine, from);
const open: LabelHistoryEvent = { type: 'opened', dialog: 'reprinting', transactionIds: ['a', 'b'] };

describe('labelHistoryMachine: the merged reprint', () => {
  it('starts idle, follows the downloads and the merge, and ends with the one file', () => {
    expect(run([open])).toMatchObject({ step: 'reprinting', merge: { phase: 'idle' } });
    expect(run([open, { type: 'mergeProgressed', phase: 'fetching', done: 1, total: 2 }])).toMatchObject({ merge: { phase: 'fetching', done: 1, total: 2 } });
    const merged = run([open, { type: 'mergeProgressed', phase: 'merging', done: 2, total: 2 }, { type: 'merged', href: 'blob:x', pages: 2 }]);
    expect(merged).toMatchObject({ step: 'reprinting', transactionIds: ['a', 'b'], merge: { phase: 'merged', href: 'blob:x', pages: 2 } });
  });

  it('keeps the labels that could not join, and a retry starts over from the progress', () => {
    const failed = run([open, { type: 'mergeFailed', failures: [{ transactionId: 'b', reason: 'not-printable' }] }]);
    expect(failed).toMatchObject({ merge: { phase: 'failed', failures: [{ transactionId: 'b', reason: 'not-printable' }] } });
    expect(run([{ type: 'mergeProgressed', phase: 'fetching', done: 0, total: 2 }], failed)).toMatchObject({ merge: { phase: 'fetching', done: 0 } });
  });

  it('ignores a merge that ends after the dialog closed, and a reopened dialog starts idle', () => {
    const closed = run([open, { type: 'closed' }, { type: 'merged', href: 'blob:late', pages: 2 }]);
    expect(closed).toEqual({ ...initialLabelHistoryState() });
    expect(run([open], closed)).toMatchObject({ merge: { phase: 'idle' } });
  });
});
