/**
 * Whether one batch shipment can be shipped, as the messages a person can act on: "The recipient
 * address is missing a postal code.", never a schema path. Runs in the background, while the
 * batch is VALIDATING; a shipment with messages ends INVALID.
 */
import type * as z from 'zod';
import { ShipmentInputSchema } from '../../src/api/resources/shipments';
import { isPositiveApiDecimal } from '../../src/lib/decimal';
import { validateAddressFields } from '../address-validation';
import type { RequestContext } from '../core/context';
import { safeParseInEnglish } from '../core/http';
import { collectionOf, text, type StoredObject } from '../routes/shared';
import { PARCEL_TEMPLATES } from '../seed';

type ShipmentInput = z.output<typeof ShipmentInputSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const ADDRESS_ROLES: Record<string, string> = {
  address_from: 'The sender address',
  address_to: 'The recipient address',
  address_return: 'The return address',
};

const ADDRESS_FIELDS: Record<string, string> = {
  name: 'name',
  company: 'company',
  street1: 'street address',
  street2: 'second address line',
  street3: 'third address line',
  street_no: 'street number',
  city: 'city',
  state: 'state or province',
  zip: 'postal code',
  country: 'country',
  phone: 'phone number',
  email: 'email address',
  is_residential: 'residential flag',
  metadata: 'metadata',
  validate: 'validate flag',
};

/** What the sandbox's address validator reports, as the end of a sentence about one address. */
const ADDRESS_ERRORS: Record<string, (country: string) => string> = {
  street_detail_missing: () => 'is missing a street address',
  city_partial: () => 'is missing a city',
  administrative_area_partial: () => 'is missing a state or province',
  postal_code_not_found: () => 'is missing a postal code',
  invalid_postal_code: (country) => `has a postal code that is not valid for ${country}`,
  'Address Not Found': () => 'could not be found: check its street and postal code',
};

const PARCEL_FIELDS: Record<string, string> = {
  length: 'length',
  width: 'width',
  height: 'height',
  distance_unit: 'unit of length (cm, in, ft, mm, m or yd)',
  weight: 'weight',
  mass_unit: 'unit of weight (g, oz, lb or kg)',
  template: 'parcel template',
};

/** A value as it can be quoted back to a person. */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));

const DISTANCE_UNITS = new Set(['cm', 'in', 'ft', 'mm', 'm', 'yd']);
const MASS_UNITS = new Set(['g', 'oz', 'lb', 'kg']);

function checkAddress(context: RequestContext, value: unknown, field: string, messages: string[]) {
  const role = ADDRESS_ROLES[field] ?? 'The address';
  if (value === undefined || value === null || value === '') {
    messages.push(`${role} is missing.`);
    return;
  }
  let address: Record<string, unknown>;
  if (typeof value === 'string') {
    const stored = collectionOf(context, 'addresses').get(value);
    if (!stored) {
      messages.push(`${role} "${value}" does not exist.`);
      return;
    }
    address = stored;
  } else if (isRecord(value)) {
    address = value;
    const wrongTypes = Object.entries(address).filter(([key, entry]) => {
      if (entry === undefined || !(key in ADDRESS_FIELDS)) {
        return false;
      }
      return key === 'is_residential' || key === 'validate' ? typeof entry !== 'boolean' : typeof entry !== 'string';
    });
    if (wrongTypes.length > 0) {
      for (const [key] of wrongTypes) {
        messages.push(`${role} has a ${ADDRESS_FIELDS[key] ?? key} that is not ${key === 'is_residential' || key === 'validate' ? 'true or false' : 'text'}.`);
      }
      return;
    }
  } else {
    messages.push(`${role} must be an address or the object id of one.`);
    return;
  }
  const country = text(address.country).trim().toUpperCase();
  if (!country) {
    messages.push(`${role} is missing a country.`);
    return;
  }
  if (!/^[A-Z]{2}$/.test(country)) {
    messages.push(`${role} has a country "${text(address.country)}" that is not a two-letter ISO code such as US or FR.`);
    return;
  }
  if (!text(address.name).trim() && !text(address.company).trim()) {
    messages.push(`${role} is missing a name.`);
  }
  const checked = validateAddressFields({
    name: text(address.name),
    company: text(address.company),
    street1: text(address.street1),
    street2: text(address.street2),
    city: text(address.city),
    state: text(address.state),
    zip: text(address.zip),
    country,
  });
  for (const message of checked.messages) {
    if (message.type === 'address_error') {
      const words = ADDRESS_ERRORS[message.code];
      messages.push(words ? `${role} ${words(country)}.` : `${role}: ${message.text}`);
    }
  }
}

function checkParcels(context: RequestContext, value: unknown, messages: string[]) {
  if (!Array.isArray(value) || value.length === 0) {
    messages.push('The shipment has no parcel: add one with its weight and dimensions.');
    return;
  }
  value.forEach((parcel: unknown, index) => {
    const name = value.length === 1 ? 'The parcel' : `Parcel ${index + 1}`;
    if (typeof parcel === 'string') {
      if (!collectionOf(context, 'parcels').get(parcel)) {
        messages.push(`${name} "${parcel}" does not exist.`);
      }
      return;
    }
    if (!isRecord(parcel)) {
      messages.push(`${name} must be a parcel (weight and dimensions) or the object id of one.`);
      return;
    }
    const template = parcel.template;
    if (template !== undefined && template !== null && !PARCEL_TEMPLATES.some((candidate) => candidate.token === template)) {
      messages.push(`${name} names a parcel template "${shown(template)}" that does not exist.`);
    }
    const required = template ? ['weight', 'mass_unit'] : ['length', 'width', 'height', 'distance_unit', 'weight', 'mass_unit'];
    for (const key of required) {
      const entry = parcel[key];
      const words = PARCEL_FIELDS[key] ?? key;
      if (entry === undefined || entry === null || entry === '') {
        messages.push(`${name} is missing its ${words}.`);
      } else if (key === 'distance_unit' || key === 'mass_unit') {
        if (!(key === 'distance_unit' ? DISTANCE_UNITS : MASS_UNITS).has(shown(entry))) {
          messages.push(`${name} has a ${words.replace(/ \(.*\)$/, '')} "${shown(entry)}" that is not one of ${key === 'distance_unit' ? 'cm, in, ft, mm, m or yd' : 'g, oz, lb or kg'}.`);
        }
      } else if (typeof entry !== 'string' || !isPositiveApiDecimal(entry)) {
        messages.push(`${name} has a ${words} "${shown(entry)}" that is not a positive number.`);
      }
    }
  });
}

/** A zod issue of the shipment as a sentence, for what the hand-written checks above do not cover. */
function issueInWords(path: readonly PropertyKey[]): string {
  const [head, second, third] = path;
  const words = (segments: readonly PropertyKey[]) =>
    segments.map((segment) => (typeof segment === 'number' ? `item ${segment + 1}` : String(segment).replace(/_/g, ' '))).join(' ');
  if (typeof head === 'string' && ADDRESS_ROLES[head]) {
    return `${ADDRESS_ROLES[head]} has an invalid ${ADDRESS_FIELDS[String(second)] ?? words(path.slice(1))}.`;
  }
  if (head === 'parcels' && typeof second === 'number') {
    return `Parcel ${second + 1} has an invalid ${PARCEL_FIELDS[String(third)] ?? words(path.slice(2))}.`;
  }
  if (head === 'extra') {
    return `The shipping option "${words(path.slice(1))}" is not valid.`;
  }
  if (head === 'customs_declaration') {
    return `The customs declaration has an invalid ${words(path.slice(1)) || 'value'}.`;
  }
  return `The shipment has an invalid ${words(path) || 'value'}.`;
}

/** The outcome of checking one batch shipment's `shipment`. */
export type ShipmentCheck = { ok: true; shipment: ShipmentInput } | { ok: false; messages: string[] };

/** Checks that a batch shipment's `shipment` can be created and shipped. */
export function checkShipment(context: RequestContext, shipment: unknown): ShipmentCheck {
  if (!isRecord(shipment)) {
    return { ok: false, messages: ['The batch shipment has no shipment: give it a sender address, a recipient address and at least one parcel.'] };
  }
  const messages: string[] = [];
  checkAddress(context, shipment.address_from, 'address_from', messages);
  checkAddress(context, shipment.address_to, 'address_to', messages);
  if (shipment.address_return !== undefined && shipment.address_return !== null) {
    checkAddress(context, shipment.address_return, 'address_return', messages);
  }
  checkParcels(context, shipment.parcels, messages);
  if (messages.length > 0) {
    return { ok: false, messages };
  }
  // Everything else (options, customs, dates) follows the shipment create request of the API.
  const parsed = safeParseInEnglish(ShipmentInputSchema, { ...shipment, async: false });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const sentence = issueInWords(issue.path);
      if (!seen.has(sentence)) {
        seen.add(sentence);
        messages.push(sentence);
      }
    }
    return { ok: false, messages };
  }
  return { ok: true, shipment: parsed.data };
}

/** The rate of a created shipment for a service level, or why there is none. */
export function findBatchRate(
  context: RequestContext,
  shipment: StoredObject,
  carrierAccount: StoredObject,
  token: string,
): { rate: StoredObject } | { messages: string[] } {
  const rates = collectionOf(context, 'rates');
  const rate = ((shipment.rate_ids as string[] | undefined) ?? [])
    .map((id) => rates.get(id))
    .find((candidate) => (candidate?.servicelevel as StoredObject | undefined)?.token === token);
  if (rate) {
    return { rate };
  }
  const messages = ((shipment.messages as { text?: string }[] | undefined) ?? []).map((message) => text(message.text)).filter(Boolean);
  const carrierName = text(carrierAccount.carrier_name) || text(carrierAccount.carrier);
  messages.push(`${carrierName} has no ${token} rate for this shipment: choose another service level or carrier account.`);
  return { messages };
}
