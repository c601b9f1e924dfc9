// The English texts of a unit's namespace: the address fields (their labels, hints, placeholders
// and the sentences of their own errors), which AddressForm, OrdersInbox's create-order form and
// the customs step (an item's origin) render. Each brings this file with its own namespaces, and
// `./catalogue.ts` composes the catalogue from it. The same keys live in es/, fr/ and de/.
export const addressFields = {
  fields: {
    name: 'Full name',
    company: 'Company',
    street1: 'Address line 1',
    street2: 'Address line 2',
    street3: 'Address line 3',
    city: 'City',
    email: 'Email',
    phone: 'Phone',
    country: 'Country',
  },
  hints: {
    street2: 'Apartment, suite, unit, building or floor',
    email: 'Used for delivery notifications.',
    phone: 'The carrier may call this number about the delivery.',
    postalCode: 'Example: {example}',
  },
  placeholders: {
    country: 'Select a country',
    state: 'Select…',
  },
  stateLabels: {
    state: 'State',
    province: 'Province',
    county: 'County',
    prefecture: 'Prefecture',
    region: 'Region',
    emirate: 'Emirate',
    department: 'Department',
  },
  postalCodeLabels: {
    zip: 'ZIP code',
    postcode: 'Postcode',
    postalCode: 'Postal code',
    pin: 'PIN code',
  },
  validation: {
    invalidPostalCode: 'Enter a valid postal code, for example {example}.',
    invalidEmail: 'Enter a valid email address, for example name@example.com.',
    invalidPhone: 'Enter a valid phone number, including the area code.',
    invalidState: 'Choose a value from the list for {field}.',
  },
};
