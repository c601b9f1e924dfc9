import { describe, expect, it } from 'vitest';
import type { Refund } from '../../api/resources/refunds';
import type { Transaction } from '../../api/resources/transactions';
import { en } from '../../locales/en/catalogue';
import type { Messages } from '../../provider/messages';
import { announcementOf, headingOf, resultViewOf, viewStateOf } from './label-purchase-view';

const messages = en as unknown as Messages;
const label = (status: string) => ({ object_id: 'txn_1', status }) as unknown as Transaction;
const refund = (status: string) => ({ object_id: 'rfd_1', transaction: 'txn_1', status }) as unknown as Refund;

describe('resultViewOf', () => {
  it('follows the label from its creation to its refund', () => {
    expect(resultViewOf(undefined, undefined, false)).toBe('loading');
    expect(resultViewOf(undefined, undefined, true)).toBe('load-error');
    expect(resultViewOf(label('QUEUED'), undefined, false)).toBe('purchasing');
    expect(resultViewOf(label('SUCCESS'), undefined, false)).toBe('purchased');
    expect(resultViewOf(label('ERROR'), undefined, false)).toBe('error');
    expect(resultViewOf(label('REFUNDPENDING'), refund('PENDING'), false)).toBe('voided');
    expect(resultViewOf(label('REFUNDED'), refund('SUCCESS'), false)).toBe('refunded');
  });

  it('counts a label as voided as soon as the void is accepted, and refunded as soon as either says so', () => {
    expect(resultViewOf(label('SUCCESS'), refund('QUEUED'), false)).toBe('voided');
    expect(resultViewOf(label('REFUNDPENDING'), refund('SUCCESS'), false)).toBe('refunded');
  });

  it('keeps a label the carrier would not refund usable', () => {
    expect(resultViewOf(label('REFUNDREJECTED'), refund('ERROR'), false)).toBe('purchased');
    expect(resultViewOf(label('SUCCESS'), refund('ERROR'), false)).toBe('purchased');
  });
});

describe('viewStateOf and headingOf', () => {
  it('names the step, then how the label stands', () => {
    const idle = { pending: false, failedInConfirm: false };
    expect(viewStateOf('parcel', 'loading', idle)).toBe('parcel');
    expect(viewStateOf('rates', 'loading', { pending: true, failedInConfirm: false })).toBe('purchasing');
    expect(viewStateOf('rates', 'loading', { pending: false, failedInConfirm: true })).toBe('error');
    expect(viewStateOf('result', 'refunded', idle)).toBe('refunded');
    expect(viewStateOf('result', 'load-error', idle)).toBe('error');
    expect(headingOf('parcel', 'loading', messages)).toBe('Package');
    expect(headingOf('result', 'purchased', messages)).toBe('Your label is ready');
    expect(headingOf('result', 'voided', messages)).toBe('This label is voided');
    expect(headingOf('result', 'refunded', messages)).toBe('This label was voided and refunded');
  });
});

describe('announcementOf', () => {
  const position = { current: 2, total: 4 };
  it('says the step, or the purchase and refund as they progress', () => {
    expect(announcementOf({ step: 'parcel', result: 'loading', buying: false, position, refund: undefined }, messages, 'en')).toBe('Step 2 of 4: Package');
    expect(announcementOf({ step: 'rates', result: 'loading', buying: true, position, refund: undefined }, messages, 'en')).toBe(en.labelPurchase.confirm.buying);
    expect(announcementOf({ step: 'result', result: 'voided', buying: false, position, refund: refund('QUEUED') }, messages, 'en')).toBe(
      'Your refund request is queued.',
    );
  });
});
