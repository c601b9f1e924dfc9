import * as z from 'zod/mini';
import { isValidEmail } from '../../../lib/email';
import type { Address, AddressInput } from '../../../api/resources/addresses';
import {
  defaultCountryForLocale,
  getCountryFormat,
  isCountryCode,
  isKnownSubdivision,
  isValidPostalCode,
  normalisePostalCode,
  normaliseSubdivision,
} from '../../../lib/country-formats';

/*
 * The address fields' values and schema: the unit's, for every form that shows them (AddressForm,
 * OrdersInbox's create-order recipient; STYLE §13.3: form schemas live with the part). Its input
 * is what the fields hold, as typed or pasted; its output is the cleaned address that is sent to
 * the API. Issue messages are codes (`required`, `tooLong`, …) rather than sentences: the
 * component turns them into the active locale's text with the field's current label, so a locale
 * or country switch never leaves a stale sentence behind.
 */

/** Every field the form edits, in the API's names. */
export const ADDRESS_FIELDS = ['name', 'company', 'street1', 'street2', 'street3', 'city', 'state', 'zip', 'country', 'phone', 'email'] as const;

/** One field of the form. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * An address as the form's `value`, `defaultValue` and `onValueChange` carry it: any subset of
 * the API's address fields. `null` is accepted (and treated as empty), so an `Address` or an
 * order's `to_address` can be passed as it is.
 *
 * @remarks
 * The one name here that says AddressForm: the public API exports it under this name
 * (src/index.ts, AddressForm's props), so it keeps it; rule 8 of the convention check lets a
 * public name be.
 */
export type AddressFormValue = { readonly [TField in AddressField]?: string | null | undefined };

/** Sender addresses need a phone and an email (carriers call the shipper); recipients do not. */
export type AddressMode = 'sender' | 'recipient';

/** The code of a client-side problem with a field; the component maps it to a message. */
export type AddressIssue = 'required' | 'tooLong' | 'invalidPostalCode' | 'invalidEmail' | 'invalidPhone' | 'invalidCountry' | 'invalidState';

/**
 * Longest accepted value of each field, in characters as a person counts them (grapheme
 * clusters, so an emoji or an accented letter is one).
 *
 * @remarks
 * Carriers print 35 characters per address line (the public API's limit on `street1`–`street3`),
 * and most cut names, companies and cities at 35 too. The form reports a longer value instead of
 * truncating it, so nothing pasted is silently lost.
 */
export const FIELD_MAX_LENGTHS: Readonly<Record<AddressField, number>> = {
  name: 35,
  company: 35,
  street1: 35,
  street2: 35,
  street3: 35,
  city: 35,
  state: 35,
  zip: 12,
  country: 2,
  phone: 25,
  email: 254,
};

// ---------------------------------------------------------------------------------------------
// Text normalisation
// ---------------------------------------------------------------------------------------------

/**
 * Cleans text typed or pasted into a field: Unicode NFC (a composed "é" and an "e" + combining
 * accent compare equal), every run of whitespace (newlines, tabs, no-break and ideographic
 * spaces included) becomes one space, invisible byte-order marks and control characters go, and
 * the ends are trimmed. Emoji, joiners inside emoji and non-Latin scripts are kept as they are.
 */
export function normaliseText(value: string): string {
  return (
    value
      .normalize('NFC')
      // U+FEFF and U+200B arrive with text copied from web pages and spreadsheets.
      .replace(/[\uFEFF\u200B]/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\p{Cc}/gu, '')
      .trim()
  );
}

let graphemeSegmenter: Intl.Segmenter | undefined;

/** The length of `value` as a person counts it (grapheme clusters; code points without `Intl.Segmenter`). */
export function characterCount(value: string): number {
  if (typeof Intl.Segmenter !== 'function') {
    return Array.from(value).length;
  }
  // Created on first use, not at import: the kit does no work at module scope.
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemeSegmenter.segment(value)).length;
}

/**
 * A phone number: digits with the usual punctuation, an optional leading `+` and an optional
 * extension. E.164 allows at most 15 digits; fewer than 6 cannot be a reachable number.
 */
export function isValidPhone(value: string): boolean {
  const match = /^(\+?[\d\s().\-/]+?)\s*(?:(?:ext\.?|x|#)\s*\d{1,6})?$/i.exec(value);
  if (!match?.[1]) {
    return false;
  }
  const digits = match[1].replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

/** The fields shown for a country, in display order (country first: it decides the rest). */
export function visibleFields(country: string): AddressField[] {
  return ['country', 'name', 'company', ...getCountryFormat(country).fields, 'phone', 'email'];
}

/** The fields that must be filled in for a country and mode. */
export function requiredFields(country: string, mode: AddressMode): AddressField[] {
  const contact: AddressField[] = mode === 'sender' ? ['phone', 'email'] : [];
  return ['country', 'name', ...getCountryFormat(country).required, ...contact];
}

// ---------------------------------------------------------------------------------------------
// Schema
// ---------------------------------------------------------------------------------------------

const text = z.pipe(z.string(), z.transform(normaliseText));

const fieldsSchema = z.object({
  name: text,
  company: text,
  street1: text,
  street2: text,
  street3: text,
  city: text,
  state: text,
  zip: text,
  country: z.pipe(z.string(), z.transform((value: string) => normaliseText(value).toUpperCase())),
  // Full-width digits typed with a Japanese or Chinese IME become ASCII digits.
  phone: z.pipe(z.string(), z.transform((value: string) => normaliseText(value.normalize('NFKC')))),
  // An email address never contains whitespace; pasted ones often carry some.
  email: z.pipe(z.string(), z.transform((value: string) => value.normalize('NFC').replace(/\s+/g, ''))),
});

type NormalisedFields = z.output<typeof fieldsSchema>;

/** Country-aware clean-up that needs the country: postcode separators and subdivision codes. */
function normaliseForCountry(values: NormalisedFields): NormalisedFields {
  return {
    ...values,
    zip: normalisePostalCode(values.country, values.zip),
    state: normaliseSubdivision(values.country, values.state),
  };
}

function checkFields(mode: AddressMode) {
  return (values: NormalisedFields, context: z.core.$RefinementCtx<NormalisedFields>) => {
    const report = (field: AddressField, issue: AddressIssue) => {
      context.addIssue({ code: 'custom', path: [field], message: issue });
    };
    const shown = new Set(visibleFields(values.country));
    const required = new Set(requiredFields(values.country, mode));
    if (!isCountryCode(values.country)) {
      report('country', 'invalidCountry');
    }
    // One issue per field, the most basic first: a missing value, then length, then format.
    for (const field of ADDRESS_FIELDS) {
      if (field === 'country' || !shown.has(field)) {
        continue;
      }
      const value = values[field];
      if (value === '') {
        if (required.has(field)) {
          report(field, 'required');
        }
        continue;
      }
      if (characterCount(value) > FIELD_MAX_LENGTHS[field]) {
        report(field, 'tooLong');
        continue;
      }
      if (field === 'zip' && !isValidPostalCode(values.country, value)) {
        report(field, 'invalidPostalCode');
      } else if (field === 'state' && !isKnownSubdivision(values.country, value)) {
        report(field, 'invalidState');
      } else if (field === 'email' && !isValidEmail(value)) {
        report(field, 'invalidEmail');
      } else if (field === 'phone' && !isValidPhone(value)) {
        report(field, 'invalidPhone');
      }
    }
  };
}

/**
 * The form schema for a mode. Parse what the fields hold; the output is cleaned (whitespace,
 * case of the country, postcode separators, subdivision codes) and checked against the
 * country's rules.
 *
 * @example
 * const result = createAddressSchema('recipient').safeParse(values);
 * if (result.success) createAddress(toAddressInput(result.data));
 */
export function createAddressSchema(mode: AddressMode) {
  return z.pipe(fieldsSchema, z.transform(normaliseForCountry)).check(z.superRefine(checkFields(mode)));
}

/** What the form's fields hold: every field as a string. */
export type AddressFieldsInput = z.input<ReturnType<typeof createAddressSchema>>;

/** The cleaned, checked values. */
export type AddressFieldsOutput = z.output<ReturnType<typeof createAddressSchema>>;

// ---------------------------------------------------------------------------------------------
// Mapping
// ---------------------------------------------------------------------------------------------

/**
 * The form's field values for an address: missing and `null` fields are empty, the country is
 * upper-cased and a state is turned into its code where the country has a list ("ontario" →
 * "ON"), so the selects can show what an imported order or a host wrote.
 */
export function toFormValues(value: AddressFormValue | null | undefined): AddressFieldsInput {
  const entries = ADDRESS_FIELDS.map((field) => [field, value?.[field] ?? ''] as const);
  const values = Object.fromEntries(entries) as AddressFieldsInput;
  const country = values.country.trim().toUpperCase();
  return { ...values, country, state: normaliseSubdivision(country, values.state) };
}

/**
 * The fields on first render: the host's `value` or `defaultValue`, and without a country the
 * country of the locale (`en` → US, `fr` → France) when the host's `countries` allow it, or the
 * only country they allow.
 */
export function initialFormValues(value: AddressFormValue | undefined, locale: string, countries: readonly string[] | undefined): AddressFieldsInput {
  const values = toFormValues(value);
  if (values.country.trim() === '') {
    const guess = defaultCountryForLocale(locale);
    const allowed = countries === undefined || countries.some((code) => code.toUpperCase() === guess);
    values.country = allowed ? guess : countries?.length === 1 ? (countries[0] ?? '') : '';
  }
  return values;
}

/**
 * True when two sets of field values hold the same text in every field. Field by field: the
 * values are flat strings, and this runs on every keystroke a listener hears.
 */
export function sameAddressFieldValues(a: AddressFieldsInput, b: AddressFieldsInput): boolean {
  return ADDRESS_FIELDS.every((field) => a[field] === b[field]);
}

/**
 * The API create body for cleaned form values: only the fields the country shows (a state typed
 * before switching to Germany is not sent), without empty ones.
 */
export function toAddressInput(values: AddressFieldsOutput): AddressInput {
  const input: Record<string, string> = {};
  for (const field of visibleFields(values.country)) {
    if (values[field] !== '') {
      input[field] = values[field];
    }
  }
  return { ...input, country: values.country };
}

const POSTAL_FIELDS = ['street1', 'street2', 'street3', 'city', 'state', 'zip', 'country'] as const satisfies readonly AddressField[];

function comparable(value: string | null | undefined): string {
  return normaliseText(value ?? '');
}

/**
 * The postal fields where the API's validated address differs from what was sent: the fields a
 * person is asked about in the suggestion step.
 *
 * @remarks
 * Whitespace differences are ignored (the form already collapses it), and a field the API left
 * empty or `null` equals one that was not sent. Case differences count: carriers print the
 * address as stored, so "1 main street" → "1 Main St" is a real suggestion. Name, company, phone
 * and email are not compared; validation does not correct them.
 */
export function changedPostalFields(sent: AddressInput, validated: Address): AddressField[] {
  return POSTAL_FIELDS.filter((field) => comparable(sent[field]) !== comparable(validated[field]));
}

/** True for the fields of an address a person fills in; used to map server field errors. */
export function isAddressField(value: string): value is AddressField {
  return (ADDRESS_FIELDS as readonly string[]).includes(value);
}
