import { describe, expect, it } from 'vitest';
import { validateAddressFields } from '../../sandbox/address-validation';
import { countryName } from './country-name';
import {
  COUNTRY_CODES,
  COUNTRY_FORMATS,
  GENERIC_FORMAT,
  countryOptions,
  defaultCountryForLocale,
  getCountryFormat,
  isCountryCode,
  isKnownSubdivision,
  isValidPostalCode,
  normalisePostalCode,
  normaliseSubdivision,
} from './country-formats';

describe('country formats', () => {
  it('has a layout for every country the brief names, and a generic one for the rest', () => {
    for (const code of ['US', 'CA', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'AU', 'JP']) {
      expect(COUNTRY_FORMATS[code], code).toBeDefined();
    }
    expect(getCountryFormat('PE')).toBe(GENERIC_FORMAT);
    expect(getCountryFormat('')).toBe(GENERIC_FORMAT);
    expect(getCountryFormat(' gb ')).toBe(COUNTRY_FORMATS.GB);
  });

  it('names the state and postcode fields as each country does', () => {
    const labels = (code: string) => [getCountryFormat(code).stateLabel, getCountryFormat(code).postalCodeLabel];
    expect(labels('US')).toEqual(['state', 'zip']);
    expect(labels('CA')).toEqual(['province', 'postalCode']);
    expect(labels('GB')).toEqual(['county', 'postcode']);
    expect(labels('JP')).toEqual(['prefecture', 'postalCode']);
    expect(labels('IN')).toEqual(['state', 'pin']);
    expect(labels('AE')[0]).toBe('emirate');
  });

  it('orders the fields as the country writes an address', () => {
    expect(getCountryFormat('US').fields).toEqual(['street1', 'street2', 'city', 'state', 'zip']);
    expect(getCountryFormat('DE').fields).toEqual(['street1', 'street2', 'zip', 'city']);
    expect(getCountryFormat('JP').fields).toEqual(['zip', 'state', 'city', 'street1', 'street2']);
    expect(getCountryFormat('GB').fields).toContain('street3');
  });

  it('requires only fields it shows, and always the street and the city', () => {
    for (const [code, format] of [...Object.entries(COUNTRY_FORMATS), ['generic', GENERIC_FORMAT] as const]) {
      for (const field of format.required) {
        expect(format.fields, `${code} requires ${field}`).toContain(field);
      }
      expect(format.required, code).toEqual(expect.arrayContaining(['street1', 'city']));
      if (format.required.includes('zip')) {
        expect(format.postalCode, `${code} requires a postcode it cannot check`).toBeDefined();
      }
    }
    expect(getCountryFormat('US').required).toContain('state');
    expect(getCountryFormat('GB').required).not.toContain('state');
    expect(getCountryFormat('AE').fields).not.toContain('zip');
  });

  it('offers state, province and territory lists for the US, Canada and Australia', () => {
    expect(getCountryFormat('US').subdivisions).toHaveLength(62);
    expect(getCountryFormat('CA').subdivisions?.map((subdivision) => subdivision.code)).toContain('QC');
    expect(getCountryFormat('AU').subdivisions?.map((subdivision) => subdivision.code)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(getCountryFormat('GB').subdivisions).toBeUndefined();
  });

  describe('postcodes', () => {
    it('gives every known pattern an example it accepts', () => {
      for (const [code, format] of Object.entries(COUNTRY_FORMATS)) {
        if (format.postalCode) {
          expect(isValidPostalCode(code, format.postalCode.example), code).toBe(true);
          expect(normalisePostalCode(code, format.postalCode.example), code).toBe(format.postalCode.example);
        }
      }
    });

    it('is the table the sandbox validator checks postcodes with', () => {
      for (const [code, format] of Object.entries(COUNTRY_FORMATS)) {
        const address = { name: 'A', street1: '1 High St', city: 'Town', state: format.subdivisions?.[0]?.code, country: code };
        const accepted = validateAddressFields({ ...address, zip: format.postalCode?.example ?? '123' });
        expect(accepted.messages.filter((message) => message.code === 'invalid_postal_code'), code).toEqual([]);
        if (format.postalCode) {
          const refused = validateAddressFields({ ...address, zip: 'QQ' });
          expect(refused.messages.map((message) => message.code), code).toContain('invalid_postal_code');
        }
      }
    });

    it.each([
      ['GB', 'sw1a1aa', 'SW1A 1AA'],
      ['GB', ' m4  1ew ', 'M4 1EW'],
      ['CA', 'm5h2n2', 'M5H 2N2'],
      ['NL', '1012js', '1012 JS'],
      ['JP', '1000001', '100-0001'],
      ['JP', '１００-０００１', '100-0001'],
      ['US', '941171234', '94117-1234'],
      ['US', '94117', '94117'],
      ['BR', '01310100', '01310-100'],
      ['PE', ' lima 01 ', 'LIMA 01'],
    ])('writes %s postcode %j as %j', (country, typed, expected) => {
      expect(normalisePostalCode(country, typed)).toBe(expected);
    });

    it('keeps a postcode of the wrong length as typed, for the check to report', () => {
      expect(normalisePostalCode('GB', 'abc')).toBe('ABC');
      expect(isValidPostalCode('GB', 'ABC')).toBe(false);
      expect(isValidPostalCode('US', '9411')).toBe(false);
      expect(isValidPostalCode('DE', '1011')).toBe(false);
      expect(isValidPostalCode('JP', '100-001')).toBe(false);
    });

    it('accepts any postcode where the format is unknown', () => {
      expect(isValidPostalCode('PE', 'LIMA 01')).toBe(true);
    });
  });

  describe('subdivisions', () => {
    it('turns a code in any case or a full name into the code', () => {
      expect(normaliseSubdivision('US', 'ny')).toBe('NY');
      expect(normaliseSubdivision('US', ' new york ')).toBe('NY');
      expect(normaliseSubdivision('CA', 'Ontario')).toBe('ON');
      expect(normaliseSubdivision('AU', 'nsw')).toBe('NSW');
    });

    it('reads every subdivision of its compact table: code and whole name, once each', () => {
      const us = getCountryFormat('US').subdivisions ?? [];
      expect(us).toHaveLength(62);
      expect(new Set(us.map((subdivision) => subdivision.code)).size).toBe(62);
      expect(us).toContainEqual({ code: 'AA', name: 'Armed Forces (AA)' });
      expect(us.at(-1)).toEqual({ code: 'WY', name: 'Wyoming' });
      expect(getCountryFormat('CA').subdivisions).toHaveLength(13);
      expect(getCountryFormat('AU').subdivisions?.[0]).toEqual({ code: 'ACT', name: 'Australian Capital Territory' });
      expect(getCountryFormat('AU').subdivisions).toHaveLength(8);
    });

    it('keeps text without a match, and free text where there is no list', () => {
      expect(normaliseSubdivision('US', 'Narnia')).toBe('Narnia');
      expect(isKnownSubdivision('US', 'Narnia')).toBe(false);
      expect(normaliseSubdivision('GB', ' Greater Manchester ')).toBe('Greater Manchester');
      expect(isKnownSubdivision('GB', 'Greater Manchester')).toBe(true);
    });
  });

  describe('countries', () => {
    it('lists the ISO 3166-1 codes once each, plus Kosovo', () => {
      expect(COUNTRY_CODES).toHaveLength(250);
      expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
      expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
      expect(isCountryCode('XK')).toBe(true);
      expect(isCountryCode('gb')).toBe(false);
      expect(isCountryCode('ZZ')).toBe(false);
    });

    it('names and sorts countries in the locale', () => {
      const french = countryOptions('fr', ['US', 'GB', 'DE', 'AE']).map((option) => option.name);
      expect(french).toEqual(['Allemagne', 'Émirats arabes unis', 'États-Unis', 'Royaume-Uni']);
      const german = countryOptions('de', ['AT', 'DE', 'OM']).map((option) => option.name);
      expect(german).toEqual(['Deutschland', 'Oman', 'Österreich']);
      expect(countryName('ja', 'JP')).toBe('日本');
    });

    it('drops unknown codes and repeats from a host list', () => {
      expect(countryOptions('en', ['us', 'US', 'ZZ']).map((option) => option.code)).toEqual(['US']);
    });

    it('guesses the country of a locale', () => {
      expect(defaultCountryForLocale('en')).toBe('US');
      expect(defaultCountryForLocale('fr')).toBe('FR');
      expect(defaultCountryForLocale('de-AT')).toBe('AT');
      expect(defaultCountryForLocale('en-GB')).toBe('GB');
      expect(defaultCountryForLocale('not a locale')).toBe('');
    });
  });
});
