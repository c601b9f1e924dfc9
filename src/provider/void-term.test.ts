import { describe, expect, it } from 'vitest';
import { demoTextFor } from '../../demo/src/text';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { es } from '../locales/es';
import { fr } from '../locales/fr';
import type { Messages } from './messages';

/*
 * Voiding a label has one word per language wherever it is said: the kit's refund button, its
 * dialog and the result's heading, and the demo's Shipments page, its dialog and its notice. It
 * is never the word of the Cancel button that sits beside it in the same dialog.
 */
const TERMS: readonly (readonly [string, Messages, RegExp])[] = [
  ['en', en, /\bvoid/i],
  ['fr', fr, /\binvalid/i],
  ['es', es, /\banul/i],
  ['de', de, /storn/i],
];

describe.each(TERMS)('the word for voiding a label in %s', (locale, messages, term) => {
  const demo = demoTextFor(locale);
  const sayings = {
    'kit: refund button': messages.labelActions.refund.voidLabel,
    'kit: refund dialog title': messages.labelActions.refund.confirmTitle,
    'kit: refund dialog button': messages.labelActions.refund.confirm,
    'kit: refund dialog body': messages.labelActions.refund.confirmBody,
    'kit: result heading (voided)': messages.labelPurchase.result.voidedTitle,
    'kit: result heading (refunded)': messages.labelPurchase.result.refundedTitle,
    'kit: result note': messages.labelPurchase.result.voidedNote,
    'kit: label history row action': messages.labelHistory.actions.void,
    'kit: label history row dialog': messages.labelHistory.actions.voidTitle,
    'kit: label history bulk button': messages.labelHistory.bulk.void,
    'kit: label history bulk title': messages.labelHistory.bulk.voidTitle,
    'kit: label history bulk confirm': messages.labelHistory.bulk.voidConfirm,
    'kit: label history bulk body': String(messages.labelHistory.bulk.voidBody.other),
    'demo: Shipments button': demo.shipments.void,
    'demo: dialog title': demo.shipments.voidTitle,
    'demo: dialog body': demo.shipments.voidBody,
    'demo: dialog button': demo.shipments.voidConfirm,
    'demo: notice': demo.toasts.labelVoided,
  };

  it('is the same everywhere it is said', () => {
    const others = Object.entries(sayings).filter(([, text]) => !term.test(text));
    expect(others).toEqual([]);
  });

  it('is not the word of the Cancel buttons', () => {
    const cancel = [messages.common.cancel, demo.shipments.cancel];
    for (const word of cancel) {
      expect(word).not.toMatch(term);
    }
    const cancelStem = messages.common.cancel.toLowerCase().slice(0, 5);
    expect(Object.values(sayings).filter((text) => text.toLowerCase().includes(cancelStem))).toEqual([]);
    // The demo's dialog offers the kit's Cancel word beside the void button.
    expect(demo.shipments.cancel).toBe(messages.common.cancel);
  });
});
