/**
 * The sandbox's address validator: it standardises what it can (spacing, case, street suffixes,
 * postcode format) and refuses what it cannot deliver to. A standardised address differs from
 * the input, which is how the API "suggests" a correction (public API: validation returns a new,
 * cleaned address object).
 *
 * Magic values: a ZIP/postcode of `00000`, or a street containing "Nowhere", is not found.
 *
 * A US ZIP code or a Canadian postal code that belongs to another state or province than the one
 * given is refused (`administrative_area_mismatch`), its text naming the state or province the
 * postcode belongs to (`./postal-regions.ts`). When that is one state or province and nothing else
 * is wrong, the validator also derives the address it suggests (`suggestion`: the standardised
 * address in that state, which validates): an invalid address is stored as typed unless there is
 * one, and then as the suggestion, still `is_valid: false` with an `address_correction`
 * (`administrative_area_change`) saying what changed (docs/api-coverage.md, issue 36).
 *
 * Postcodes follow the kit's own table (`src/lib/postal-codes.ts`): the form and the validator
 * agree on every country's format and separator.
 */

import { normaliseSubdivision } from '../src/lib/country-formats';
import { isValidPostalCode, normalisePostalCode } from '../src/lib/postal-codes';
import { regionsOfPostcode } from './postal-regions';

export interface AddressFields {
  name?: string | undefined;
  company?: string | undefined;
  street1?: string | undefined;
  street2?: string | undefined;
  street3?: string | undefined;
  street_no?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
  country: string;
  phone?: string | undefined;
  email?: string | undefined;
  is_residential?: boolean | undefined;
  metadata?: string | undefined;
}

export interface ValidationMessage {
  code: string;
  source: string;
  text: string;
  type: 'address_error' | 'address_warning' | 'address_correction';
}

const SOURCE = 'Sandbox Address Validator';

const STATE_REQUIRED = new Set(['US', 'CA', 'AU']);

const STREET_SUFFIXES: [RegExp, string][] = [
  [/\bStreet\b/gi, 'St'],
  [/\bAvenue\b/gi, 'Ave'],
  [/\bRoad\b/gi, 'Rd'],
  [/\bBoulevard\b/gi, 'Blvd'],
  [/\bDrive\b/gi, 'Dr'],
  [/\bLane\b/gi, 'Ln'],
  [/\bCourt\b/gi, 'Ct'],
];

const collapse = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function titleCase(value: string) {
  return value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, separator: string, letter: string) => separator + letter.toUpperCase());
}

/**
 * What is wrong when a well-formed postcode belongs to another state or province than `state`,
 * naming the one it belongs to, and that one when it is one alone (the state to suggest);
 * `undefined` when they agree or the sandbox cannot tell.
 */
function regionMismatch(country: string, postcode: string, state: string): { text: string; region: string | undefined } | undefined {
  const regions = regionsOfPostcode(country, postcode);
  const given = normaliseSubdivision(country, state);
  if (!regions || regions.includes(given)) {
    return undefined;
  }
  const [postcodeName, regionName] = country === 'US' ? ['ZIP code', 'state'] : ['postal code', 'province'];
  return {
    text: `${postcodeName.replace(/^p/, 'P')} ${postcode} is in ${regions.join(' or ')}, not ${given}. Check the ${regionName} and the ${postcodeName}.`,
    region: regions.length === 1 ? regions[0] : undefined,
  };
}

/** Standardises and validates an address. */
export function validateAddressFields(input: AddressFields): {
  address: AddressFields;
  isValid: boolean;
  isComplete: boolean;
  messages: ValidationMessage[];
  /** The address the validator suggests instead of an invalid one, when it can derive one. */
  suggestion: AddressFields | undefined;
} {
  const country = collapse(input.country).toUpperCase();
  const messages: ValidationMessage[] = [];
  const address: AddressFields = {
    ...input,
    name: collapse(input.name),
    company: collapse(input.company),
    street1: collapse(input.street1),
    street2: collapse(input.street2),
    city: collapse(input.city),
    state: collapse(input.state),
    zip: collapse(input.zip),
    country,
  };

  let street = address.street1 ?? '';
  if (street && (street === street.toLowerCase() || street === street.toUpperCase()) && /\p{L}/u.test(street)) {
    street = titleCase(street);
  }
  for (const [pattern, replacement] of STREET_SUFFIXES) {
    street = street.replace(pattern, replacement);
  }
  if (street !== address.street1) {
    messages.push({ code: 'street_type_change', source: SOURCE, text: 'The street address was standardised.', type: 'address_correction' });
    address.street1 = street;
  }
  const city = address.city ?? '';
  if (city && (city === city.toLowerCase() || city === city.toUpperCase()) && /\p{L}/u.test(city) && !/[\u3040-\u30ff\u4e00-\u9fff]/u.test(city)) {
    const corrected = titleCase(city);
    if (corrected !== city) {
      messages.push({ code: 'locality_change', source: SOURCE, text: 'The city name was corrected.', type: 'address_correction' });
      address.city = corrected;
    }
  }
  if (STATE_REQUIRED.has(country) && address.state && address.state !== address.state.toUpperCase()) {
    messages.push({ code: 'administrative_area_change', source: SOURCE, text: 'The state was standardised.', type: 'address_correction' });
    address.state = address.state.toUpperCase();
  }
  if (address.zip) {
    const postcode = normalisePostalCode(country, address.zip);
    if (postcode !== address.zip) {
      messages.push({ code: 'postal_code_change', source: SOURCE, text: 'The postal code was reformatted.', type: 'address_correction' });
      address.zip = postcode;
    }
  }

  let isValid = true;
  let errors = 0;
  const fail = (code: string, text: string) => {
    isValid = false;
    errors += 1;
    messages.push({ code, source: SOURCE, text, type: 'address_error' });
  };
  let suggestedState: string | undefined;
  if (!address.street1) {
    fail('street_detail_missing', 'The street address is missing.');
  }
  if (!address.city) {
    fail('city_partial', 'The city is missing.');
  }
  if (STATE_REQUIRED.has(country) && !address.state) {
    fail('administrative_area_partial', 'The state or province is missing.');
  }
  if (!address.zip && country !== 'IE' && country !== 'HK') {
    fail('postal_code_not_found', 'The postal code is missing.');
  } else if (address.zip && !isValidPostalCode(country, address.zip)) {
    fail('invalid_postal_code', `The postal code is not valid for ${country}.`);
  } else if (address.zip && address.state) {
    const mismatch = regionMismatch(country, address.zip, address.state);
    if (mismatch) {
      fail('administrative_area_mismatch', mismatch.text);
      suggestedState = mismatch.region;
    }
  }
  if (address.zip === '00000' || /nowhere/i.test(address.street1 ?? '')) {
    fail('Address Not Found', 'The address could not be found.');
  }
  if (isValid && address.zip && country === 'US' && address.street2 === '' && /\bapt\b|#/i.test(address.street1 ?? '')) {
    messages.push({ code: 'sub_premise_number_invalid', source: SOURCE, text: 'Put apartment numbers on the second line.', type: 'address_warning' });
  }

  const isComplete = Boolean(address.name && address.street1 && address.city && address.zip && country && (!STATE_REQUIRED.has(country) || address.state));
  // Only a mismatch the state alone explains has a suggestion: with another error, no version of
  // the address is known to be deliverable.
  const suggestion = suggestedState !== undefined && errors === 1 ? { ...address, state: suggestedState } : undefined;
  if (suggestion) {
    const postcodeName = country === 'US' ? 'ZIP code' : 'postal code';
    messages.push({ code: 'administrative_area_change', source: SOURCE, text: `The suggested address is in ${suggestedState}, where ${postcodeName} ${address.zip} is.`, type: 'address_correction' });
  }
  return { address, isValid, isComplete, messages, suggestion };
}
