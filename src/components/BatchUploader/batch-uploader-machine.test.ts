import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../api/errors';
import { batchUploaderMachine, initialBatchUploaderState, type BatchUploaderEvent, type BatchUploaderState, type LoadedFile } from './batch-uploader-machine';

const run = (events: BatchUploaderEvent[], from: BatchUploaderState = initialBatchUploaderState()) => events.reduce(batchUploaderMachine, from);

const source = new File(['Order\n#1\n'], 'orders.csv');
const loaded = (file: File = source): LoadedFile => ({
  name: file.name,
  source: file,
  headers: ['Order'],
  blankLines: 0,
  recordCount: 2,
  mapping: { metadata: 0 },
  rows: [
    { id: 0, line: 2, cells: ['#1'], values: { metadata: '#1' }, errors: [] },
    { id: 1, line: 3, cells: ['#2'], values: { metadata: '#2' }, errors: [] },
  ],
  fixed: new Set(),
});
const failure = () => new NetworkError('offline');
const preview = () => run([{ type: 'fileChosen', file: source }, { type: 'parsed', file: loaded() }]);
const row = (metadata: string) => ({ line: null, values: { metadata } });

describe('batchUploaderMachine', () => {
  it('goes from a file to a purchased batch', () => {
    const steps: string[] = [];
    let state = initialBatchUploaderState();
    for (const event of [
      { type: 'fileChosen', file: source },
      { type: 'parsed', file: loaded() },
      { type: 'submitted' },
      { type: 'created', batchId: 'bat_1', sent: [], rowOverrides: true },
      { type: 'statusRead', status: 'VALIDATING' },
      { type: 'statusRead', status: 'VALID' },
      { type: 'purchaseAsked' },
      { type: 'purchaseSent' },
      { type: 'statusRead', status: 'PURCHASING' },
      { type: 'statusRead', status: 'PURCHASED' },
    ] satisfies BatchUploaderEvent[]) {
      state = batchUploaderMachine(state, event);
      steps.push(state.step);
    }
    expect(steps).toEqual(['parsing', 'preview', 'creating', 'validating', 'validating', 'valid', 'confirming', 'purchasing', 'purchasing', 'purchased']);
    expect(state).toMatchObject({ batchId: 'bat_1' });
  });

  it('goes back to the upload with the reason when a file is refused', () => {
    expect(run([{ type: 'fileChosen', file: source }, { type: 'refused', source, reason: 'binary' }])).toEqual({ step: 'idle', refusal: 'binary' });
    expect(run([{ type: 'fileChosen', file: source }, { type: 'refused', source, reason: 'unreadable' }])).toEqual({ step: 'idle', refusal: 'unreadable' });
  });

  it('keeps only the file it awaits', () => {
    const other = new File(['x'], 'other.csv');
    const parsing = run([{ type: 'fileChosen', file: source }]);
    expect(batchUploaderMachine(parsing, { type: 'parsed', file: loaded(other) })).toBe(parsing);
    expect(batchUploaderMachine(parsing, { type: 'refused', source: other, reason: 'empty' })).toBe(parsing);
  });

  it('applies only the latest mapping, and says so when the file cannot be read again', () => {
    const first = { metadata: 0 };
    const second = {};
    const remapping = run([{ type: 'remapStarted', mapping: first }, { type: 'remapStarted', mapping: second }], preview());
    expect(batchUploaderMachine(remapping, { type: 'remapped', mapping: first, rows: [] })).toBe(remapping);
    expect(batchUploaderMachine(remapping, { type: 'remapped', mapping: second, rows: [] })).toMatchObject({ file: { mapping: second, rows: [] }, remapping: null, remapFailed: false });
    expect(batchUploaderMachine(remapping, { type: 'remapFailed', mapping: second })).toMatchObject({ file: { mapping: { metadata: 0 } }, remapping: null, remapFailed: true });
  });

  it('fixes a cell and drops a row in the preview', () => {
    const state = run([{ type: 'cellFixed', rowId: 1, field: 'metadata', value: '#9', senderCountry: 'US' }, { type: 'rowRemoved', rowId: 0 }], preview());
    expect(state).toMatchObject({ step: 'preview', file: { rows: [{ id: 1, cells: ['#9'], values: { metadata: '#9' } }] } });
    expect(state.step === 'preview' && [...state.file.fixed]).toEqual([1]);
  });

  it('opens the customs dialog of one row and closes it on cancel, with the customs filled in, or when its row is removed', () => {
    const open = run([{ type: 'customsOpened', rowId: 1 }], preview());
    expect(open).toMatchObject({ step: 'preview', customsRowId: 1 });
    expect(run([{ type: 'customsClosed' }], open)).toMatchObject({ customsRowId: null });
    expect(run([{ type: 'rowRemoved', rowId: 0 }], open)).toMatchObject({ customsRowId: 1 });
    expect(run([{ type: 'rowRemoved', rowId: 1 }], open)).toMatchObject({ customsRowId: null });
    const filled = run([{ type: 'customsFilled', rowId: 1, customs: { metadata: '#2' }, senderCountry: 'US' }], open);
    expect(filled).toMatchObject({ customsRowId: null });
    expect(filled.step === 'preview' && [...filled.file.fixed]).toEqual([1]);
    // Nothing to open outside the preview.
    expect(run([{ type: 'customsOpened', rowId: 1 }])).toEqual({ step: 'idle', refusal: null });
  });

  it('keeps the rows and says why when the batch cannot be created', () => {
    const error = failure();
    expect(run([{ type: 'submitted' }, { type: 'createFailed', error }], preview())).toMatchObject({ step: 'preview', createError: error, file: { name: 'orders.csv' } });
  });

  it('resumes a batch by id, and follows INVALID back to VALID once invalid shipments are removed', () => {
    const resumed = initialBatchUploaderState('bat_9');
    expect(resumed).toMatchObject({ step: 'validating', batchId: 'bat_9', sent: null });
    expect(run([{ type: 'statusRead', status: 'INVALID' }, { type: 'statusRead', status: 'VALID' }], resumed).step).toBe('valid');
  });

  it('keeps the sent rows in step with the shipments removed and fixed', () => {
    const invalid = run([{ type: 'submitted' }, { type: 'created', batchId: 'bat_1', sent: [row('a'), row('b'), row('c')], rowOverrides: false }, { type: 'statusRead', status: 'INVALID' }], preview());
    expect(batchUploaderMachine(invalid, { type: 'shipmentsRemoved', places: [1], listed: 3 })).toMatchObject({ sent: [row('a'), row('c')] });
    // The rows no longer line up with the shipments listed: forgotten.
    expect(batchUploaderMachine(invalid, { type: 'shipmentsRemoved', places: [1], listed: 4 })).toMatchObject({ sent: null });
    const fixing = batchUploaderMachine(invalid, { type: 'fixOpened', batchShipmentId: 'bsh_2' });
    expect(fixing).toMatchObject({ fixing: { batchShipmentId: 'bsh_2', error: null } });
    const error = failure();
    expect(batchUploaderMachine(fixing, { type: 'fixFailed', error })).toMatchObject({ fixing: { error } });
    expect(batchUploaderMachine(fixing, { type: 'fixAdded', places: [1], rows: [row('b2')], listed: 3 })).toMatchObject({ fixing: null, sent: [row('a'), row('c'), row('b2')] });
    expect(batchUploaderMachine(fixing, { type: 'rowsLost' })).toMatchObject({ sent: null });
    expect(batchUploaderMachine(fixing, { type: 'fixClosed' })).toMatchObject({ fixing: null });
  });

  it('keeps the confirmation open while the batch stays VALID, and ignores a stale VALID once buying', () => {
    const confirming = run([{ type: 'statusRead', status: 'VALID' }, { type: 'purchaseAsked' }], initialBatchUploaderState('bat_1'));
    expect(batchUploaderMachine(confirming, { type: 'statusRead', status: 'VALID' }).step).toBe('confirming');
    const buying = batchUploaderMachine(confirming, { type: 'purchaseSent' });
    expect(batchUploaderMachine(buying, { type: 'statusRead', status: 'VALID' }).step).toBe('purchasing');
  });

  it('keeps the confirmation open with the reason when a purchase fails, and forgets it on cancel', () => {
    const error = failure();
    const failed = run([{ type: 'statusRead', status: 'VALID' }, { type: 'purchaseAsked' }, { type: 'purchaseFailed', error }], initialBatchUploaderState('bat_1'));
    expect(failed).toMatchObject({ step: 'confirming', purchaseError: error });
    expect(run([{ type: 'purchaseCancelled' }, { type: 'purchaseAsked' }], failed)).toMatchObject({ step: 'confirming', purchaseError: null });
  });

  it('shows a load error and recovers when the batch loads', () => {
    const failed = batchUploaderMachine(initialBatchUploaderState('bat_1'), { type: 'loadFailed' });
    expect(failed).toMatchObject({ step: 'error', batchId: 'bat_1' });
    expect(batchUploaderMachine(failed, { type: 'statusRead', status: 'VALID' })).toMatchObject({ step: 'valid' });
  });

  it('ignores events that do not apply to the current step', () => {
    const idle = initialBatchUploaderState();
    expect(batchUploaderMachine(idle, { type: 'purchaseSent' })).toBe(idle);
    expect(batchUploaderMachine(idle, { type: 'statusRead', status: 'PURCHASED' })).toBe(idle);
    expect(batchUploaderMachine(idle, { type: 'purchaseFailed', error: failure() })).toBe(idle);
    const purchased = run([{ type: 'statusRead', status: 'PURCHASED' }], initialBatchUploaderState('bat_1'));
    expect(batchUploaderMachine(purchased, { type: 'statusRead', status: 'VALID' })).toBe(purchased);
    expect(batchUploaderMachine(purchased, { type: 'fileChosen', file: source })).toBe(purchased);
  });
});
