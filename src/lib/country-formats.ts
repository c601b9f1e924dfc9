import type { PostalCodeFormat } from './postal-codes';
import { isValidPostalCode, normalisePostalCode, postalCodeFormat } from './postal-codes';
import type { Messages } from '../provider/messages';
import { createRegionNames } from './country-name';

export { isValidPostalCode, normalisePostalCode };
export type { PostalCodeFormat };

/*
 * Country-aware address data shared by the blocks (AddressForm's layout and validation,
 * LabelPurchase's country picker and names): which address fields a country uses, in which
 * order, which are required, what the state and postcode fields are called, and what a postcode
 * looks like. Modelled on Google's libaddressinput data (the `fmt`, `require`, `zip` and
 * `state_name_type` keys), cut down to what a shipping label needs. Pure data and pure functions:
 * no React, no messages, so it is unit-tested without a DOM.
 *
 * It sits in components/shared so that no block reaches into another's folder. It stays in the
 * components layer, not src/internal, because its label keys are typed from the provider's
 * Messages, which src/internal may not import.
 */

/** The address fields whose presence, order and labels change with the country. */
export type AddressLineField = 'street1' | 'street2' | 'street3' | 'city' | 'state' | 'zip';

/** Which `addressFields.stateLabels` message names the state field. */
export type StateLabelKey = keyof Messages['addressFields']['stateLabels'];

/** Which `addressFields.postalCodeLabels` message names the postcode field. */
export type PostalCodeLabelKey = keyof Messages['addressFields']['postalCodeLabels'];

/** One state, province or territory offered in a select. */
export interface Subdivision {
  /** What is sent to the API (the postal abbreviation, as carriers expect). */
  readonly code: string;
  /** The name shown in the option (the official English name). */
  readonly name: string;
}

/** The address layout of one country. */
export interface CountryFormat {
  /** Address fields shown, in the order the country writes them. */
  readonly fields: readonly AddressLineField[];
  /** Address fields that must be filled in. */
  readonly required: readonly AddressLineField[];
  /** Label of the `state` field. */
  readonly stateLabel: StateLabelKey;
  /** Label of the `zip` field. */
  readonly postalCodeLabel: PostalCodeLabelKey;
  /** Postcode pattern and example; absent where the kit does not know the format. */
  readonly postalCode?: PostalCodeFormat;
  /** Options of the `state` field; when present it is a select instead of a text input. */
  readonly subdivisions?: readonly Subdivision[];
}

// ---------------------------------------------------------------------------------------------
// Subdivisions
// ---------------------------------------------------------------------------------------------

/**
 * Subdivisions from a compact table, `CODE Name|CODE Name|…` (the code, a space, the name): the
 * same data as a list of objects, in a fraction of the bytes a host's bundle carries.
 */
function subdivisionsOf(table: string): readonly Subdivision[] {
  return table.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return { code: entry.slice(0, space), name: entry.slice(space + 1) };
  });
}

const US_STATES = /* @__PURE__ */ subdivisionsOf(
  'AL Alabama|AK Alaska|AS American Samoa|AZ Arizona|AR Arkansas|AA Armed Forces (AA)|' +
  'AE Armed Forces (AE)|AP Armed Forces (AP)|CA California|CO Colorado|CT Connecticut|DE Delaware|' +
  'DC District of Columbia|FL Florida|GA Georgia|GU Guam|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|' +
  'IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MH Marshall Islands|MD Maryland|' +
  'MA Massachusetts|MI Michigan|FM Micronesia|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|' +
  'NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|' +
  'NC North Carolina|ND North Dakota|MP Northern Mariana Islands|OH Ohio|OK Oklahoma|OR Oregon|' +
  'PW Palau|PA Pennsylvania|PR Puerto Rico|RI Rhode Island|SC South Carolina|SD South Dakota|' +
  'TN Tennessee|TX Texas|UT Utah|VT Vermont|VI U.S. Virgin Islands|VA Virginia|WA Washington|' +
  'WV West Virginia|WI Wisconsin|WY Wyoming',
);

const CANADIAN_PROVINCES = /* @__PURE__ */ subdivisionsOf(
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|' +
  'NT Northwest Territories|NS Nova Scotia|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|' +
  'SK Saskatchewan|YT Yukon',
);

const AUSTRALIAN_STATES = /* @__PURE__ */ subdivisionsOf(
  'ACT Australian Capital Territory|NSW New South Wales|NT Northern Territory|QLD Queensland|' +
  'SA South Australia|TAS Tasmania|VIC Victoria|WA Western Australia',
);

// ---------------------------------------------------------------------------------------------
// Layouts
// ---------------------------------------------------------------------------------------------

// The two shapes most countries share: the locality line after the street ("Paris 75002" is
// written "75002 Paris", so postcode-first countries list `zip` before `city`).
const CITY_STATE_ZIP: readonly AddressLineField[] = ['street1', 'street2', 'city', 'state', 'zip'];
const ZIP_CITY: readonly AddressLineField[] = ['street1', 'street2', 'zip', 'city'];
const ZIP_CITY_STATE: readonly AddressLineField[] = ['street1', 'street2', 'zip', 'city', 'state'];

/** The layout of every country the kit knows, without postcodes (they come from the shared table). */
const LAYOUTS: Readonly<Record<string, Omit<CountryFormat, 'postalCode'>>> = {
  US: {
    fields: CITY_STATE_ZIP,
    required: ['street1', 'city', 'state', 'zip'],
    stateLabel: 'state',
    postalCodeLabel: 'zip',
    subdivisions: US_STATES,
  },
  CA: {
    fields: CITY_STATE_ZIP,
    required: ['street1', 'city', 'state', 'zip'],
    stateLabel: 'province',
    postalCodeLabel: 'postalCode',
    subdivisions: CANADIAN_PROVINCES,
  },
  AU: {
    fields: CITY_STATE_ZIP,
    required: ['street1', 'city', 'state', 'zip'],
    stateLabel: 'state',
    postalCodeLabel: 'postcode',
    subdivisions: AUSTRALIAN_STATES,
  },
  GB: {
    // UK addresses often need a third line (a locality inside the post town); the county is optional.
    fields: ['street1', 'street2', 'street3', 'city', 'state', 'zip'],
    required: ['street1', 'city', 'zip'],
    stateLabel: 'county',
    postalCodeLabel: 'postcode',
  },
  IE: {
    fields: ['street1', 'street2', 'street3', 'city', 'state', 'zip'],
    required: ['street1', 'city'],
    stateLabel: 'county',
    postalCodeLabel: 'postcode',
    // Eircodes are optional: many rural addresses are still delivered without one.
  },
  DE: { fields: ZIP_CITY, required: ['street1', 'city', 'zip'], stateLabel: 'state', postalCodeLabel: 'postalCode' },
  FR: { fields: ZIP_CITY, required: ['street1', 'city', 'zip'], stateLabel: 'region', postalCodeLabel: 'postalCode' },
  ES: { fields: ZIP_CITY_STATE, required: ['street1', 'city', 'state', 'zip'], stateLabel: 'province', postalCodeLabel: 'postalCode' },
  IT: { fields: ZIP_CITY_STATE, required: ['street1', 'city', 'state', 'zip'], stateLabel: 'province', postalCodeLabel: 'postalCode' },
  NL: {
    fields: ZIP_CITY,
    required: ['street1', 'city', 'zip'],
    stateLabel: 'province',
    postalCodeLabel: 'postcode',
  },
  BE: { fields: ZIP_CITY, required: ['street1', 'city', 'zip'], stateLabel: 'province', postalCodeLabel: 'postalCode' },
  AT: { fields: ZIP_CITY, required: ['street1', 'city', 'zip'], stateLabel: 'state', postalCodeLabel: 'postalCode' },
  CH: { fields: ZIP_CITY, required: ['street1', 'city', 'zip'], stateLabel: 'state', postalCodeLabel: 'postalCode' },
  SE: {
    fields: ZIP_CITY,
    required: ['street1', 'city', 'zip'],
    stateLabel: 'region',
    postalCodeLabel: 'postalCode',
  },
  JP: {
    // Japanese addresses run from the largest unit to the smallest: 〒postcode, prefecture, city, street.
    fields: ['zip', 'state', 'city', 'street1', 'street2'],
    required: ['zip', 'state', 'city', 'street1'],
    stateLabel: 'prefecture',
    postalCodeLabel: 'postalCode',
  },
  MX: { fields: ZIP_CITY_STATE, required: ['street1', 'city', 'state', 'zip'], stateLabel: 'state', postalCodeLabel: 'postalCode' },
  BR: {
    fields: CITY_STATE_ZIP,
    required: ['street1', 'city', 'state', 'zip'],
    stateLabel: 'state',
    postalCodeLabel: 'postalCode',
  },
  IN: {
    fields: CITY_STATE_ZIP,
    required: ['street1', 'city', 'state', 'zip'],
    stateLabel: 'state',
    postalCodeLabel: 'pin',
  },
  NZ: { fields: CITY_STATE_ZIP, required: ['street1', 'city', 'zip'], stateLabel: 'region', postalCodeLabel: 'postcode' },
  // The UAE and Hong Kong have no postcodes; carriers route by emirate or district.
  AE: { fields: ['street1', 'street2', 'city', 'state'], required: ['street1', 'city', 'state'], stateLabel: 'emirate', postalCodeLabel: 'postalCode' },
  HK: { fields: ['street1', 'street2', 'street3', 'city', 'state'], required: ['street1', 'city'], stateLabel: 'region', postalCodeLabel: 'postalCode' },
};

/**
 * The layout of every country the kit knows; others get {@link GENERIC_FORMAT}.
 *
 * @remarks
 * Postcode formats come from `src/lib/postal-codes.ts`, the table the sandbox's validator uses
 * too. Their patterns accept the postcode after {@link normalisePostalCode}: upper case, with the
 * country's separator.
 */
export const COUNTRY_FORMATS: Readonly<Record<string, CountryFormat>> = Object.fromEntries(
  Object.entries(LAYOUTS).map(([code, layout]) => {
    const postalCode = postalCodeFormat(code);
    return [code, postalCode ? { ...layout, postalCode } : layout];
  }),
);

/**
 * The layout of countries without a specific one: street, city, an optional region and an
 * optional postcode of any format (the API still validates it).
 */
export const GENERIC_FORMAT: CountryFormat = {
  fields: CITY_STATE_ZIP,
  required: ['street1', 'city'],
  stateLabel: 'region',
  postalCodeLabel: 'postalCode',
};

/** The layout of a country code (any case); {@link GENERIC_FORMAT} for the rest and for ''. */
export function getCountryFormat(country: string): CountryFormat {
  return COUNTRY_FORMATS[country.trim().toUpperCase()] ?? GENERIC_FORMAT;
}

// ---------------------------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------------------------

/**
 * Every country the picker offers: ISO 3166-1 alpha-2 codes plus XK (Kosovo), which carriers
 * accept. Names come from `Intl.DisplayNames` in the active locale, never from this list.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** True for a two-letter country code the picker offers (upper case). */
export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE_SET.has(value);
}

/** One option of the country picker. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The picker's options: names in `locale` (from `Intl.DisplayNames`), sorted with that locale's
 * collation, so "Österreich" sorts with the O's in German and "Émirats arabes unis" with the E's
 * in French.
 *
 * @param codes - Limits the list (unknown codes are dropped). @default every code
 */
export function countryOptions(locale: string, codes: readonly string[] = COUNTRY_CODES): CountryOption[] {
  const displayNames = createRegionNames(locale);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const unique = [...new Set(codes.map((code) => code.trim().toUpperCase()))].filter(isCountryCode);
  return unique
    .map((code) => ({ code, name: displayNames?.of(code) ?? code }))
    .sort((first, second) => collator.compare(first.name, second.name));
}


/**
 * The country a person in `locale` most likely ships from or to (`en` → US, `fr` → FR,
 * `de-AT` → AT), or '' when the locale names no country the picker offers.
 */
export function defaultCountryForLocale(locale: string): string {
  try {
    const region = new Intl.Locale(locale).maximize().region ?? '';
    return isCountryCode(region) ? region : '';
  } catch {
    // A malformed tag (the provider normally canonicalises it) means no guess.
    return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Normalisation
// ---------------------------------------------------------------------------------------------

/**
 * The subdivision code for what a person or an imported order wrote: the code in any case or the
 * full name ("new york" → "NY"). Text the country has no option for comes back trimmed, so
 * nothing is lost and the form can flag it.
 */
export function normaliseSubdivision(country: string, value: string): string {
  const subdivisions = getCountryFormat(country).subdivisions;
  const trimmed = value.trim();
  if (!subdivisions || trimmed === '') {
    return trimmed;
  }
  const folded = trimmed.toLocaleUpperCase('en');
  const match = subdivisions.find(
    (subdivision) => subdivision.code === folded || subdivision.name.toLocaleUpperCase('en') === folded,
  );
  return match?.code ?? trimmed;
}

/** True when the country has a list of subdivisions and `code` is one of them. */
export function isKnownSubdivision(country: string, code: string): boolean {
  const subdivisions = getCountryFormat(country).subdivisions;
  return subdivisions === undefined || subdivisions.some((subdivision) => subdivision.code === code);
}
