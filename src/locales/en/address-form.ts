// The English texts of one block's namespace; `../en.ts` composes the catalogue from these, and
// the block brings this file itself (`useShippingElements('AddressForm', { addressForm })`), so a host
// pays only for the text of the blocks it renders. The same keys live in es/, fr/ and de/ catalogues.
export const addressForm = {
  legend: {
    sender: 'Ship from',
    recipient: 'Ship to',
    return: 'Return address',
  },
  submit: 'Save address',
  validating: 'Checking address…',
  verified: 'Address verified',
  invalidAddress: "We couldn't verify this address. Check the details and try again.",
  savedUnverified: 'Address saved as entered',
  suggestion: {
    title: 'Confirm your address',
    description: 'We found a slightly different version of this address. Which one should we use?',
    useSuggested: 'Use suggested address',
    keepMine: 'Keep the address I entered',
    youEntered: 'You entered',
    weSuggest: 'We suggest',
    changed: '(changed)',
  },
  // The address could not be verified, but the API suggested one close to it (issue 36: "San Francisco, NY 94105" → CA).
  correction: {
    title: 'Did you mean this address?',
    description: "We couldn't verify the address you entered, but we found one close to it.",
    weSuggest: 'Suggested address',
    useSuggested: 'Yes, use this address',
    keepMine: 'No, keep what I entered',
  },
  residential: 'Residential',
  commercial: 'Commercial',
  validationWarningsHeading: 'Check this address',
  // The API's validation messages by `code`, so they read in the person's language; `unknown` for a code the kit does not know.
  validationMessages: {
    street_detail_missing: 'The street address is missing.',
    city_partial: 'The city is missing.',
    administrative_area_partial: 'The state or province is missing.',
    postal_code_not_found: 'The postal code is missing.',
    invalid_postal_code: 'The postal code is not valid for this country.',
    'Address Not Found': 'The address could not be found.',
    sub_premise_number_invalid: 'Put apartment numbers on the second line.',
    administrative_area_mismatch: 'This ZIP or postal code belongs to another state or province. Check the state and the code.',
    unknown: 'The shipping service flagged something in this address. Check it before you continue.',
  },
  serverError: "We couldn't save this address. Check the details and try again.",
};
