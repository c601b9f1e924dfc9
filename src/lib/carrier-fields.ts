// What connecting a carrier account asks for, per carrier: the typed field specification the
// sandbox validates `POST /carrier_accounts` and `POST /carrier_accounts/register/new` against,
// and the CarrierAccounts block draws its forms from. React-free data and one pure check, so the
// sandbox, the typed client and the block read the same list. The carriers are the sandbox's own
// (none is a real brand); a host adds its own with the same shape.

import { isValidEmail } from './email';

/**
 * How a field is entered and kept: `text` is shown as typed and comes back in answers; `secret`
 * (a password, an API key) is masked as typed, never comes back and is never kept by the kit;
 * `email` and `phone` are text with their own rule; `consent` is a checkbox that must be ticked
 * (the carrier's terms).
 */
export type CarrierFieldKind = 'text' | 'secret' | 'email' | 'phone' | 'consent';

/** One field of a carrier's `parameters`. */
export interface CarrierField {
  /** The key under `parameters` on the wire (`api_key`, `parcelwise_terms`). */
  readonly name: string;
  /** How the field is entered and kept (a `secret` is masked and never answered). */
  readonly kind: CarrierFieldKind;
  /** Required when the account is created (a `consent` field must also be `true`). */
  readonly required: boolean;
  /** A `text` or `secret` value must match it whole. */
  readonly pattern?: RegExp;
  /** Most characters the value may have. @default 200 */
  readonly maxLength?: number;
}

/** How a carrier's accounts are connected. */
export interface CarrierConnection {
  /** Carrier token (`parcelwise`). */
  readonly carrier: string;
  /** The rule of the account's own identifier (`account_id`) at the carrier. */
  readonly accountId: { readonly pattern: RegExp; readonly maxLength: number };
  /**
   * How an own account proves itself: `credentials` in its `parameters`, or `oauth`: the person
   * signs in at the carrier (`GET /carrier_accounts/{id}/signin/initiate`) after the account is
   * created.
   */
  readonly authentication: 'credentials' | 'oauth';
  /** The `parameters` of an own account. */
  readonly parameters: readonly CarrierField[];
  /**
   * The fields of an account through the service itself (`POST /carrier_accounts/register/new`),
   * its consent among them; `null` when the carrier offers none.
   */
  readonly registration: readonly CarrierField[] | null;
}

/** Why a field's value is refused: a code the reader words in its own language. */
export type CarrierFieldIssue = 'required' | 'invalid' | 'too-long' | 'not-accepted';

const DEFAULT_MAX_LENGTH = 200;
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

/** The consent and contact fields of a registration through the service, for `carrier`. */
function registrationFields(carrier: string): readonly CarrierField[] {
  return [
    { name: `${carrier}_terms`, kind: 'consent', required: true },
    { name: 'company', kind: 'text', required: true, maxLength: 100 },
    { name: 'full_name', kind: 'text', required: true, maxLength: 100 },
    { name: 'email', kind: 'email', required: true, maxLength: 254 },
    { name: 'phone', kind: 'phone', required: true },
  ];
}

/** The sandbox's carriers: Parcelwise and Bluebird Post also register through the service; Kestrel Express signs in by OAuth. */
export const CARRIER_CONNECTIONS: readonly CarrierConnection[] = [
  {
    carrier: 'parcelwise',
    accountId: { pattern: /^\d{6,10}$/, maxLength: 10 },
    authentication: 'credentials',
    parameters: [
      { name: 'api_key', kind: 'secret', required: true, pattern: /^\S{8,}$/ },
      { name: 'meter', kind: 'text', required: false, pattern: /^[A-Z0-9]{4,12}$/ },
    ],
    registration: registrationFields('parcelwise'),
  },
  {
    carrier: 'kestrel',
    accountId: { pattern: /^[A-Z0-9]{9}$/, maxLength: 9 },
    authentication: 'oauth',
    parameters: [],
    registration: null,
  },
  {
    carrier: 'bluebird',
    accountId: { pattern: /^BB\d{8}$/, maxLength: 10 },
    authentication: 'credentials',
    parameters: [{ name: 'api_secret', kind: 'secret', required: true, pattern: /^\S{8,}$/ }],
    registration: registrationFields('bluebird'),
  },
  {
    carrier: 'slowpost',
    accountId: { pattern: /^\d{4,12}$/, maxLength: 12 },
    authentication: 'credentials',
    parameters: [
      { name: 'username', kind: 'text', required: true, maxLength: 60 },
      { name: 'password', kind: 'secret', required: true },
    ],
    registration: null,
  },
];

/** The connection rules of `carrier`, from `connections` (the sandbox's by default). */
export function carrierConnectionOf(carrier: string, connections: readonly CarrierConnection[] = CARRIER_CONNECTIONS): CarrierConnection | undefined {
  return connections.find((connection) => connection.carrier === carrier);
}

function fieldIssue(field: CarrierField, value: unknown, partial: boolean): CarrierFieldIssue | undefined {
  if (value === undefined || value === null || value === '') {
    return field.required && !partial ? (field.kind === 'consent' ? 'not-accepted' : 'required') : undefined;
  }
  if (field.kind === 'consent') {
    return value === true ? undefined : 'not-accepted';
  }
  if (typeof value !== 'string') {
    return 'invalid';
  }
  if ([...value].length > (field.maxLength ?? DEFAULT_MAX_LENGTH)) {
    return 'too-long';
  }
  const valid =
    field.kind === 'email' ? isValidEmail(value) : field.kind === 'phone' ? PHONE.test(value) : field.pattern ? field.pattern.test(value) : value.trim() !== '';
  return valid ? undefined : 'invalid';
}

/**
 * The refused fields of `values` against `fields`, by field name: a required field missing, a
 * consent not `true`, a value of the wrong form or too long. With `partial` (an update), a field
 * left out is fine. Fields the list does not name are not judged (the caller drops them).
 */
export function carrierFieldIssues(
  fields: readonly CarrierField[],
  values: Readonly<Record<string, unknown>>,
  options: { partial?: boolean } = {},
): Record<string, CarrierFieldIssue> {
  const issues: Record<string, CarrierFieldIssue> = {};
  for (const field of fields) {
    const issue = fieldIssue(field, values[field.name], options.partial ?? false);
    if (issue) {
      issues[field.name] = issue;
    }
  }
  return issues;
}

/** The issue of an `account_id` against a carrier's rule, if any. */
export function accountIdIssue(connection: CarrierConnection, value: unknown): CarrierFieldIssue | undefined {
  return fieldIssue({ name: 'account_id', kind: 'text', required: true, pattern: connection.accountId.pattern, maxLength: connection.accountId.maxLength }, value, false);
}

/**
 * The `parameters` an answer may show: only the fields the list names and does not call secret or
 * consent. Anything else a caller sent (a secret, a key the list does not know) is left out.
 */
export function shownParameters(fields: readonly CarrierField[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of fields) {
    if ((field.kind === 'text' || field.kind === 'email' || field.kind === 'phone') && typeof values[field.name] === 'string') {
      shown[field.name] = values[field.name];
    }
  }
  return shown;
}
