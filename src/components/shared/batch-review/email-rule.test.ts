// One email rule for the forms (AddressForm, and LabelPurchase through it) and the batch rows:
// order #1004's `émilie@example.test` is accepted by both, and an address no server delivers to
// is refused by both.
import { describe, expect, it } from 'vitest';
import { createAddressSchema, toFormValues } from '../address/address-values';
import { validateValues } from './parse-batch-csv';

const RECIPIENT = { name: 'Émilie du Châtelet', street1: '12 Rue de la Paix', city: 'Paris', zip: '75002', country: 'FR' };
const ROW = { ...RECIPIENT, weight: '1', mass_unit: 'kg', length: '10', width: '10', height: '10', distance_unit: 'cm' };
const MAPPING = Object.fromEntries(Object.keys({ ...ROW, email: '' }).map((field, column) => [field, column]));

function formAccepts(email: string): boolean {
  const result = createAddressSchema('recipient').safeParse({ ...toFormValues(RECIPIENT), email });
  return !(result.error?.issues ?? []).some((issue) => issue.path[0] === 'email');
}

function batchAccepts(email: string): boolean {
  return !validateValues({ ...ROW, email }, MAPPING).some((error) => error.field === 'email');
}

describe('the email rule of forms and batch rows', () => {
  it.each([
    ['émilie@example.test', true],
    ['jürgen@müller.de', true],
    ['grace.hopper+navy@example.com', true],
    ['a..b@example.test', false],
    ['.a@example.test', false],
    ['a@example.1', false],
    ['grace@', false],
  ])('%s: %s in both', (email, valid) => {
    expect(formAccepts(email)).toBe(valid);
    expect(batchAccepts(email)).toBe(valid);
  });
});
