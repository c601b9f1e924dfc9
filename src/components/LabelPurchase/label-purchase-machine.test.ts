import { describe, expect, it } from 'vitest';
import type { Address } from '../../api/resources/addresses';
import type { Rate } from '../../api/resources/rates';
import { initialLabelPurchaseState, labelPurchaseMachine, type LabelPurchaseEvent, type LabelPurchaseState } from './label-purchase-machine';
import { planSteps } from './label-steps';
import { emptyOptions } from '../shared/steps/options-values';
import { emptyParcel } from '../shared/steps/parcel-values';

const DOMESTIC = planSteps({ fromShipment: false, hasOptions: false, international: false });
const INTERNATIONAL = planSteps({ fromShipment: false, hasOptions: true, international: true });
const START = { fromShipment: false, senderMissing: false, focusOnMount: false, labelFileType: 'PDF_4x6' } as const;
const address = (country: string) => ({ object_id: `adr_${country}`, country }) as unknown as Address;
const rate = (id: string) => ({ object_id: id }) as unknown as Rate;
const atRates = () => initialLabelPurchaseState({ ...START, fromShipment: true });
const parcels = { parcels: [{ ...emptyParcel(), length: '10', width: '8', height: '4', weight: '2' }] };

function run(events: readonly LabelPurchaseEvent[], state: LabelPurchaseState = initialLabelPurchaseState(START)): LabelPurchaseState {
  return events.reduce(labelPurchaseMachine, state);
}

describe('initialLabelPurchaseState', () => {
  it('starts at the addresses, or at the rates of a shipment the host passed', () => {
    expect(initialLabelPurchaseState(START)).toMatchObject({ step: 'addresses', headingFocus: 0, sender: { editing: false } });
    expect(initialLabelPurchaseState({ ...START, fromShipment: true })).toMatchObject({ step: 'rates', rateMissing: false, confirming: false });
      });

  it('opens the sender form without a default sender, and focuses the heading after "Buy another label"', () => {
    expect(initialLabelPurchaseState({ ...START, senderMissing: true, focusOnMount: true })).toMatchObject({ sender: { editing: true }, headingFocus: 1 });
  });
});

describe('labelPurchaseMachine', () => {
  it('walks a domestic purchase forward, focusing each new heading', () => {
    const state = run([
      { type: 'recipientSaved', address: address('US'), plan: DOMESTIC },
      { type: 'submitted', step: 'parcel', values: parcels, plan: DOMESTIC },
    ]);
    expect(state).toMatchObject({ step: 'rates', headingFocus: 2, values: { parcel: parcels } });
    expect(state.recipient.saved?.object_id).toBe('adr_US');
  });

  it('keeps what a step held when the person goes back, and the plan decides where back is', () => {
    const customs = run([
      { type: 'recipientSaved', address: address('GB'), plan: INTERNATIONAL },
      { type: 'submitted', step: 'parcel', values: parcels, plan: INTERNATIONAL },
    ]);
    expect(customs.step).toBe('options');
    const options = run([{ type: 'wentBack', step: 'options', values: emptyOptions('USD'), plan: INTERNATIONAL }], customs);
    expect(options).toMatchObject({ step: 'parcel', values: { parcel: parcels, options: emptyOptions('USD') } });
    const back = run([{ type: 'wentBack', step: 'parcel', values: { parcels: [emptyParcel()] }, plan: INTERNATIONAL }], options);
    expect(back).toMatchObject({ step: 'addresses', values: { parcel: { parcels: [emptyParcel()] } } });
  });

  it('moves focus to the recipient form once the sender is saved', () => {
    const state = run([{ type: 'senderEditRequested' }, { type: 'senderSaved', address: address('US') }]);
    expect(state.sender).toMatchObject({ editing: false, saved: { object_id: 'adr_US' } });
    expect(state.recipient.focus).toBe(1);
  });

  it('keeps the chosen rate for the same quote and drops it for a new one', () => {
    const quoted = run(
      [
        { type: 'quoteRequested', key: 'a' },
        { type: 'quoteCreated', key: 'a', shipmentId: 'shp_a' },
        { type: 'rateChosen', rate: rate('rate_1') },
      ],
      atRates(),
    );
    expect(quoted).toMatchObject({ quote: { key: 'a', shipmentId: 'shp_a' }, rate: { object_id: 'rate_1' } });
    expect(run([{ type: 'quoteRequested', key: 'a' }], quoted).rate).not.toBeNull();
    expect(run([{ type: 'quoteRequested', key: 'b' }], quoted)).toMatchObject({ quote: { key: 'b', shipmentId: null }, rate: null });
  });

  it('ignores the answer to a quote that was replaced since', () => {
    const state = run([
      { type: 'quoteRequested', key: 'a' },
      { type: 'quoteRequested', key: 'b' },
      { type: 'quoteCreated', key: 'a', shipmentId: 'shp_a' },
      { type: 'quoteRejected', key: 'a', step: 'parcel', paths: ['parcels.0.weight'] },
    ]);
    expect(state).toMatchObject({ step: 'addresses', quote: { key: 'b', shipmentId: null } });
    expect(state).not.toHaveProperty('rejected');
  });

  it('goes back to the step of fields the API refused, without moving focus to the heading, until they are submitted again', () => {
    const rates = run([
      { type: 'recipientSaved', address: address('US'), plan: DOMESTIC },
      { type: 'quoteRequested', key: 'a' },
      { type: 'submitted', step: 'parcel', values: parcels, plan: DOMESTIC },
    ]);
    const refused = run([{ type: 'quoteRejected', key: 'a', step: 'parcel', paths: ['parcels.0.weight'] }], rates);
    expect(refused).toMatchObject({ step: 'parcel', quote: null, rejected: ['parcels.0.weight'] });
    expect(refused.headingFocus).toBe(rates.headingFocus);
    expect(run([{ type: 'submitted', step: 'parcel', values: parcels, plan: DOMESTIC }], refused)).toMatchObject({ step: 'rates' });
  });

  it('asks for a rate before the confirmation opens', () => {
    const missing = run([{ type: 'reviewRequested' }], atRates());
    expect(missing).toMatchObject({ rateMissing: true, confirming: false });
    const confirming = run([{ type: 'rateChosen', rate: rate('rate_1') }, { type: 'reviewRequested' }], missing);
    expect(confirming).toMatchObject({ rateMissing: false, confirming: true });
    expect(run([{ type: 'confirmClosed' }], confirming)).toMatchObject({ confirming: false });
  });

  it('shows the result once a label is bought, and the rates again for another one', () => {
    const bought = run(
      [
        { type: 'rateChosen', rate: rate('rate_1') },
        { type: 'reviewRequested' },
        { type: 'labelFileTypeChosen', labelFileType: 'ZPLII' },
        { type: 'purchased', transactionId: 'txn_1' },
      ],
      atRates(),
    );
    expect(bought).toMatchObject({ step: 'result', transactionId: 'txn_1', labelFileType: 'ZPLII' });
    const refunded = run([{ type: 'refundRequested', refundId: 'rfd_1' }], bought);
    expect(refunded).toMatchObject({ refundId: 'rfd_1' });
    const again = run([{ type: 'anotherRateRequested' }], refunded);
    expect(again).toMatchObject({ step: 'rates', confirming: false, rate: null });
    expect(again).not.toHaveProperty('transactionId');
  });

  it('ignores an event about a step that is not on screen', () => {
    const rates = run([
      { type: 'recipientSaved', address: address('US'), plan: DOMESTIC },
      { type: 'submitted', step: 'parcel', values: parcels, plan: DOMESTIC },
    ]);
    // A second submit of the parcel form (Enter pressed twice) does not move the rates on.
    expect(run([{ type: 'submitted', step: 'parcel', values: parcels, plan: DOMESTIC }], rates)).toBe(rates);
    expect(run([{ type: 'rateChosen', rate: rate('rate_1') }], initialLabelPurchaseState(START)).rate).toBeNull();
  });
});
