import { describe, expect, it } from 'vitest';
import type { Address } from '../../../api/resources/addresses';
import {
  FIELD_MAX_LENGTHS,
  changedPostalFields,
  characterCount,
  createAddressSchema,
  isValidPhone,
  normaliseText,
  requiredFields,
  toAddressInput,
  toFormValues,
  visibleFields,
  type AddressFieldsInput,
  type AddressMode,
} from './address-values';

const US_ADDRESS: AddressFieldsInput = toFormValues({
  name: 'Grace Hopper',
  street1: '1 Navy Yard Ave',
  city: 'Brooklyn',
  state: 'NY',
  zip: '11205',
  country: 'US',
});

function parse(values: Partial<AddressFieldsInput>, mode: AddressMode = 'recipient') {
  return createAddressSchema(mode).safeParse({ ...US_ADDRESS, ...values });
}

/** Field → issue code, as the resolver hands them to the form. */
function issues(values: Partial<AddressFieldsInput>, mode: AddressMode = 'recipient') {
  const result = parse(values, mode);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('normaliseText', () => {
  it('collapses every kind of whitespace and trims', () => {
    expect(normaliseText('  1   Main\tSt\r\n Apt 4  ')).toBe('1 Main St Apt 4');
    expect(normaliseText('San\u00a0Francisco\u3000')).toBe('San Francisco');
    expect(normaliseText('\ufeffBerlin\u200b')).toBe('Berlin');
    expect(normaliseText('a\u0007b')).toBe('ab');
  });

  it('composes accents and keeps emoji, joiners and other scripts', () => {
    expect(normaliseText('Zoe\u0308')).toBe('Zoë');
    expect(normaliseText('👩‍👩‍👧‍👦 田中 花子 مريم')).toBe('👩‍👩‍👧‍👦 田中 花子 مريم');
  });
});

describe('characterCount', () => {
  it('counts what a person sees as one character once', () => {
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('Zoë')).toBe(3);
    expect(characterCount('👩‍👩‍👧‍👦')).toBe(1);
    expect(characterCount('🇫🇷')).toBe(1);
  });
});

describe('isValidPhone', () => {
  it.each(['+1 (415) 555-0100', '020 7946 0958', '+81 3-1234-5678', '415.555.0100 ext. 12', '5550100'])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['call me', '12345', '+1 234 567 890 123 456', '555-CALL'])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

describe('layout helpers', () => {
  it('shows the country first, then the person, the country’s address fields and contact', () => {
    expect(visibleFields('DE')).toEqual(['country', 'name', 'company', 'street1', 'street2', 'zip', 'city', 'phone', 'email']);
  });

  it('requires phone and email for senders only', () => {
    expect(requiredFields('US', 'sender')).toEqual(expect.arrayContaining(['phone', 'email']));
    expect(requiredFields('US', 'recipient')).not.toContain('phone');
  });
});

describe('the form schema', () => {
  it('accepts a complete address and cleans it', () => {
    const result = parse({
      name: '  Grace \n Hopper ',
      street1: '1   Navy Yard Ave',
      country: ' us ',
      state: 'new york',
      zip: '112051234',
      email: ' grace@example.com ',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      name: 'Grace Hopper',
      street1: '1 Navy Yard Ave',
      country: 'US',
      state: 'NY',
      zip: '11205-1234',
      email: 'grace@example.com',
    });
  });

  it('reports missing required fields for the country and mode', () => {
    expect(issues({ name: ' ', street1: '', city: '', state: '', zip: '' })).toEqual({
      name: 'required',
      street1: 'required',
      city: 'required',
      state: 'required',
      zip: 'required',
    });
    expect(issues({}, 'sender')).toEqual({ phone: 'required', email: 'required' });
    expect(issues({ country: 'GB', state: '', zip: 'M4 1EW' })).toEqual({});
  });

  it('reports a postcode of the wrong format for the country', () => {
    expect(issues({ country: 'GB', state: '', zip: '12345' })).toEqual({ zip: 'invalidPostalCode' });
    expect(issues({ zip: 'SW1A 1AA' })).toEqual({ zip: 'invalidPostalCode' });
    expect(issues({ country: 'PE', state: '', zip: 'LIMA 01' })).toEqual({});
  });

  it('reports text longer than carriers print, counting as a person does', () => {
    expect(issues({ street1: 'x'.repeat(FIELD_MAX_LENGTHS.street1 + 1) })).toEqual({ street1: 'tooLong' });
    expect(issues({ street1: 'é'.repeat(FIELD_MAX_LENGTHS.street1) })).toEqual({});
    // Whitespace is collapsed before the length is measured.
    expect(issues({ street1: `${'x'.repeat(30)}          ${'y'.repeat(4)}` })).toEqual({});
  });

  it('reports a country, state, email or phone that cannot be right', () => {
    expect(issues({ country: 'ZZ' })).toMatchObject({ country: 'invalidCountry' });
    expect(issues({ country: '' })).toMatchObject({ country: 'invalidCountry' });
    expect(issues({ state: 'Narnia' })).toEqual({ state: 'invalidState' });
    expect(issues({ email: 'grace@' })).toEqual({ email: 'invalidEmail' });
    expect(issues({ phone: 'call me' })).toEqual({ phone: 'invalidPhone' });
  });

  it('accepts emoji and non-Latin names', () => {
    expect(issues({ name: '田中 花子 🌸', company: 'مؤسسة 🚀' })).toEqual({});
  });

  it('ignores fields the country does not show', () => {
    expect(issues({ country: 'DE', state: 'x'.repeat(100), zip: '10117', street3: 'y'.repeat(100) })).toEqual({});
  });
});

describe('toAddressInput', () => {
  it('sends only the fields the country shows, without empty ones', () => {
    const result = createAddressSchema('recipient').parse({ ...US_ADDRESS, country: 'DE', state: 'NY', zip: '10117', street3: 'hidden' });
    expect(toAddressInput(result)).toEqual({ name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', zip: '10117', country: 'DE' });
  });
});

describe('toFormValues', () => {
  it('fills every field, empties nulls and tidies the country and state', () => {
    expect(toFormValues({ name: null, country: 'ca', state: 'quebec' })).toEqual({
      name: '',
      company: '',
      street1: '',
      street2: '',
      street3: '',
      city: '',
      state: 'QC',
      zip: '',
      country: 'CA',
      phone: '',
      email: '',
    });
    expect(toFormValues(undefined).country).toBe('');
  });
});

describe('changedPostalFields', () => {
  const sent = { street1: '1 main street', city: 'San Francisco', state: 'CA', zip: '94117', country: 'US' };
  const stored = (overrides: Partial<Address>): Address => ({
    object_id: 'adr_1',
    street1: '1 main street',
    street2: '',
    street3: '',
    city: 'San Francisco',
    state: 'CA',
    zip: '94117',
    country: 'US',
    ...overrides,
  });

  it('names the fields the API standardised, case included', () => {
    expect(changedPostalFields(sent, stored({ street1: '1 Main St' }))).toEqual(['street1']);
    expect(changedPostalFields(sent, stored({ city: 'SAN FRANCISCO', zip: '94117-0001' }))).toEqual(['city', 'zip']);
  });

  it('ignores whitespace and fields the API left empty or null', () => {
    expect(changedPostalFields(sent, stored({ street2: null, street3: '', city: 'San  Francisco ' }))).toEqual([]);
    expect(changedPostalFields(sent, stored({ name: 'Someone else', phone: '+1 555 0100' }))).toEqual([]);
  });
});
