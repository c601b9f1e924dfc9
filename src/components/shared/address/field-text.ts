import type { FieldError } from 'react-hook-form';
import { formatMessage, type Messages } from '../../../provider/messages';
import type { CountryFormat } from '../../../lib/country-formats';
import { FIELD_MAX_LENGTHS, type AddressField, type AddressIssue } from './address-values';

/** The address issues worded by the kit's one set of form errors, and their key there. */
const FORM_ERROR_OF: Partial<Record<AddressIssue | 'rejected', keyof Messages['formErrors']>> = {
  required: 'required',
  tooLong: 'tooLong',
  invalidCountry: 'country',
  rejected: 'rejected',
};

/** What the form says about its fields for one country, in the active locale. */
export interface AddressFieldText {
  /** Each field's label (State, Province, Prefecture; ZIP code, Postcode, …). */
  labels: Readonly<Record<AddressField, string>>;
  /** Help text under some fields. */
  hints: Readonly<Partial<Record<AddressField, string>>>;
  /** The sentence for a field's error, or `undefined` without one. */
  errorMessage: (field: AddressField, error: FieldError | undefined) => string | undefined;
  /** The empty choice of the country and state selects ("Select a country"). */
  placeholders: Readonly<Messages['addressFields']['placeholders']>;
}

/**
 * Labels, hints, error sentences and the selects' empty choices of the fields for a country's
 * format. Schema errors carry codes (`required`, `tooLong`, …) and become sentences here (the
 * kit's `formErrors`, or the fields' own for a postcode, an e-mail, a phone, a state) with the
 * field's current label, so a locale or country switch never leaves a stale sentence behind;
 * server errors (type `server`) are the API's own words for the field and are shown as they are.
 */
export function addressFieldText(text: Messages['addressFields'], formErrors: Messages['formErrors'], format: CountryFormat, locale: string): AddressFieldText {
  const labels: Readonly<Record<AddressField, string>> = {
    name: text.fields.name,
    company: text.fields.company,
    street1: text.fields.street1,
    street2: text.fields.street2,
    street3: text.fields.street3,
    city: text.fields.city,
    state: text.stateLabels[format.stateLabel],
    zip: text.postalCodeLabels[format.postalCodeLabel],
    country: text.fields.country,
    phone: text.fields.phone,
    email: text.fields.email,
  };

  const hints: Partial<Record<AddressField, string>> = {
    street2: text.hints.street2,
    phone: text.hints.phone,
    email: text.hints.email,
    zip: format.postalCode ? formatMessage(text.hints.postalCode, { example: format.postalCode.example }, locale) : undefined,
  };

  function errorMessage(field: AddressField, error: FieldError | undefined): string | undefined {
    if (!error?.message) {
      return undefined;
    }
    // The API's wording of a refused field is for developers (it reaches onError); the person
    // reads the catalogue's sentence naming the field as the form labels it. A schema's issue code
    // is the key of its sentence, which takes what it names of these values.
    // The kit's one wording of a field's error (`formErrors`) comes first, the form's own after.
    const issue = error.type === 'server' ? 'rejected' : error.message;
    const values = { field: labels[field], count: FIELD_MAX_LENGTHS[field], example: format.postalCode?.example ?? '' };
    const shared = FORM_ERROR_OF[issue as AddressIssue | 'rejected'];
    if (shared !== undefined) {
      return formatMessage(formErrors[shared], values, locale);
    }
    if (!Object.hasOwn(text.validation, issue)) {
      return issue;
    }
    return formatMessage(text.validation[issue as keyof Messages['addressFields']['validation']], values, locale);
  }

  return { labels, hints, errorMessage, placeholders: text.placeholders };
}
