// The `messages` of a batch shipment are English sentences of the API. They never reach the
// person as they are: each known sentence becomes a catalogue message (with the field named as
// the block's own labels name it), any other one the catalogue's generic sentence. The raw text
// stays on the batch objects the callbacks and events carry. Pure.
import type { BatchField } from './batch-fields';

/** The catalogue key of one mapped message (`messages.batchReview.shipmentMessages`). */
export type ShipmentMessageKey =
  | 'addressMissing'
  | 'addressFieldMissing'
  | 'addressFieldInvalid'
  | 'addressNotFound'
  | 'postalCodeInvalid'
  | 'countryInvalid'
  | 'noParcel'
  | 'parcelFieldMissing'
  | 'parcelFieldInvalid'
  | 'carrierAccountUnknown'
  | 'carrierAccountInactive'
  | 'serviceLevelUnknown'
  | 'serviceLevelWrongCarrier'
  | 'noRate'
  | 'customsNeeded'
  | 'labelNotBought'
  | 'unknown';

/** Which address a message is about. */
export type AddressRole = 'sender' | 'recipient' | 'return';

/** A message as the catalogue shows it: a key, and the address and field it names. */
export interface ShipmentMessage {
  key: ShipmentMessageKey;
  address?: AddressRole;
  field?: BatchField;
}

const ROLES: Record<string, AddressRole> = {
  'The sender address': 'sender',
  'The recipient address': 'recipient',
  'The return address': 'return',
};

/** The API's words for address fields, and the block's field each one is. */
const ADDRESS_WORDS: Record<string, BatchField> = {
  name: 'name',
  company: 'company',
  'street address': 'street1',
  'second address line': 'street2',
  city: 'city',
  'state or province': 'state',
  'postal code': 'zip',
  country: 'country',
  'phone number': 'phone',
  'email address': 'email',
};

/** The API's words for parcel fields (units with or without their list of values). */
const PARCEL_WORDS: Record<string, BatchField> = {
  length: 'length',
  width: 'width',
  height: 'height',
  weight: 'weight',
  'unit of length': 'distance_unit',
  'unit of weight': 'mass_unit',
};

const ROLE = '(The sender address|The recipient address|The return address)';
const PARCEL = '(?:The parcel|Parcel \\d+)';

/** Sentence patterns, tried in order; the first that matches gives the message. */
const PATTERNS: readonly [RegExp, (match: RegExpExecArray) => ShipmentMessage | undefined][] = [
  [new RegExp(`^${ROLE} is missing\\.$`), (m) => ({ key: 'addressMissing', address: ROLES[m[1]!] })],
  [new RegExp(`^${ROLE} is missing an? (.+?)\\.$`), (m) => addressField('addressFieldMissing', m[1]!, m[2]!)],
  [new RegExp(`^${ROLE} has an? (.+?) that is not (?:text|true or false)\\.$`), (m) => addressField('addressFieldInvalid', m[1]!, m[2]!)],
  [new RegExp(`^${ROLE} has an invalid (.+?)\\.$`), (m) => addressField('addressFieldInvalid', m[1]!, m[2]!)],
  [new RegExp(`^${ROLE} has a postal code that is not valid for .+\\.$`), (m) => ({ key: 'postalCodeInvalid', address: ROLES[m[1]!] })],
  [new RegExp(`^${ROLE} has a country ".*" that is not a two-letter ISO code`), (m) => ({ key: 'countryInvalid', address: ROLES[m[1]!] })],
  [new RegExp(`^${ROLE} could not be found`), (m) => ({ key: 'addressNotFound', address: ROLES[m[1]!] })],
  [/^The shipment has no parcel/, () => ({ key: 'noParcel' })],
  [new RegExp(`^${PARCEL} is missing its (.+?)(?: \\(.*\\))?\\.$`), (m) => parcelField('parcelFieldMissing', m[1]!)],
  [new RegExp(`^${PARCEL} has an? (.+?) ".*" that is not`), (m) => parcelField('parcelFieldInvalid', m[1]!)],
  [new RegExp(`^${PARCEL} has an invalid (.+?)(?: \\(.*\\))?\\.$`), (m) => parcelField('parcelFieldInvalid', m[1]!)],
  [/^The carrier account ".*" does not exist\.$/, () => ({ key: 'carrierAccountUnknown' })],
  [/^The carrier account ".*" is not active\.$/, () => ({ key: 'carrierAccountInactive' })],
  [/^The service level ".*" does not exist\.$/, () => ({ key: 'serviceLevelUnknown' })],
  [/^The service level ".*" belongs to /, () => ({ key: 'serviceLevelWrongCarrier' })],
  [/ has no .+ rate for this shipment/, () => ({ key: 'noRate' })],
  [/needs a customs declaration/, () => ({ key: 'customsNeeded' })],
  [/^The label could not be bought\.$/, () => ({ key: 'labelNotBought' })],
];

function addressField(key: 'addressFieldMissing' | 'addressFieldInvalid', role: string, words: string): ShipmentMessage | undefined {
  const field = ADDRESS_WORDS[words];
  const address = ROLES[role];
  if (words === 'country' && key === 'addressFieldMissing') {
    return { key, address, field: 'country' };
  }
  return field === undefined ? undefined : { key, address, field };
}

function parcelField(key: 'parcelFieldMissing' | 'parcelFieldInvalid', words: string): ShipmentMessage | undefined {
  const field = PARCEL_WORDS[words];
  return field === undefined ? undefined : { key, field };
}

/**
 * The catalogue message of one API sentence, or `unknown`; a purchase failure the kit does not
 * know (a carrier's own words) is `labelNotBought`.
 */
export function shipmentMessage(raw: string, status: string | null | undefined): ShipmentMessage {
  const text = raw.trim();
  for (const [pattern, toMessage] of PATTERNS) {
    const match = pattern.exec(text);
    const message = match ? toMessage(match) : undefined;
    if (message) {
      return message;
    }
  }
  return { key: status === 'TRANSACTION_FAILED' ? 'labelNotBought' : 'unknown' };
}

/** A message of the API as text: a string, or an object's `text`. */
export function rawMessageText(message: unknown): string {
  if (typeof message === 'string') {
    return message;
  }
  if (typeof message === 'object' && message !== null && 'text' in message && typeof message.text === 'string') {
    return message.text;
  }
  return '';
}

/**
 * The distinct catalogue messages of a batch shipment: two API sentences that say the same in
 * the catalogue (a carrier's own words and "The label could not be bought.") are shown once.
 */
export function shipmentMessages(messages: readonly unknown[] | null | undefined, status: string | null | undefined): ShipmentMessage[] {
  const seen = new Set<string>();
  const result: ShipmentMessage[] = [];
  for (const message of messages ?? []) {
    const raw = rawMessageText(message);
    if (!raw) {
      continue;
    }
    const mapped = shipmentMessage(raw, status);
    const key = `${mapped.key}|${mapped.address ?? ''}|${mapped.field ?? ''}`;
    if (!seen.has(key)) {
      seen.add(key);
      result.push(mapped);
    }
  }
  return result;
}
