import { describe, expect, it } from 'vitest';
import { batchMachine, initialBatchState, type BatchMachineEvent, type BatchMachineState } from './batch-machine';

const run = (events: BatchMachineEvent[], from: BatchMachineState = initialBatchState()) => events.reduce(batchMachine, from);

describe('batchMachine', () => {
  it('goes from a file to a purchased batch', () => {
    const steps: string[] = [];
    let state = initialBatchState();
    for (const event of [
      { type: 'fileChosen' },
      { type: 'parsed' },
      { type: 'submit' },
      { type: 'created', batchId: 'bat_1' },
      { type: 'status', status: 'VALIDATING' },
      { type: 'status', status: 'VALID' },
      { type: 'askPurchase' },
      { type: 'purchaseSent' },
      { type: 'status', status: 'PURCHASING' },
      { type: 'status', status: 'PURCHASED' },
    ] satisfies BatchMachineEvent[]) {
      state = batchMachine(state, event);
      steps.push(state.step);
    }
    expect(steps).toEqual(['parsing', 'preview', 'creating', 'validating', 'validating', 'valid', 'confirming', 'purchasing', 'purchasing', 'purchased']);
    expect(state.batchId).toBe('bat_1');
  });

  it('goes back to the upload with the reason when a file is refused', () => {
    expect(run([{ type: 'fileChosen' }, { type: 'refused', reason: 'binary' }])).toMatchObject({ step: 'idle', refusal: 'binary' });
  });

  it('keeps the rows when the batch cannot be created', () => {
    expect(run([{ type: 'fileChosen' }, { type: 'parsed' }, { type: 'submit' }, { type: 'createFailed' }])).toMatchObject({ step: 'preview', failure: 'create' });
  });

  it('resumes a batch by id, and follows INVALID back to VALID once invalid shipments are removed', () => {
    const resumed = initialBatchState('bat_9');
    expect(resumed).toMatchObject({ step: 'validating', batchId: 'bat_9' });
    expect(run([{ type: 'status', status: 'INVALID' }, { type: 'status', status: 'VALID' }], resumed).step).toBe('valid');
  });

  it('keeps the confirmation open while the batch stays VALID, and ignores a stale VALID once buying', () => {
    const confirming = run([{ type: 'status', status: 'VALID' }, { type: 'askPurchase' }], initialBatchState('bat_1'));
    expect(batchMachine(confirming, { type: 'status', status: 'VALID' }).step).toBe('confirming');
    const buying = batchMachine(confirming, { type: 'purchaseSent' });
    expect(batchMachine(buying, { type: 'status', status: 'VALID' }).step).toBe('purchasing');
  });

  it('shows a load error and recovers when the batch loads', () => {
    const failed = batchMachine(initialBatchState('bat_1'), { type: 'loadFailed' });
    expect(failed).toMatchObject({ step: 'error', failure: 'load' });
    expect(batchMachine(failed, { type: 'status', status: 'VALID' })).toMatchObject({ step: 'valid', failure: null });
  });

  it('ignores events that do not apply to the current step', () => {
    const idle = initialBatchState();
    expect(batchMachine(idle, { type: 'purchaseSent' })).toBe(idle);
    expect(batchMachine(idle, { type: 'status', status: 'PURCHASED' })).toBe(idle);
    const purchased = run([{ type: 'status', status: 'PURCHASED' }], initialBatchState('bat_1'));
    expect(batchMachine(purchased, { type: 'status', status: 'VALID' })).toBe(purchased);
  });
});
