import * as z from 'zod/mini';
import type { CarrierAccount, CarrierAccountInput, CarrierAccountUpdate, CarrierRegistrationInput } from '../../api/resources/carrier-accounts';
import { accountIdIssue, carrierFieldIssues, type CarrierConnection, type CarrierField, type CarrierFieldIssue } from '../../lib/carrier-fields';
import type { ConnectPath } from './carrier-accounts-machine';

/**
 * What the form is for: a new own account, a registration through the service, or an own
 * account's credentials entered again (`update`: its `parameters` only, sent with `PUT`).
 */
export type ConnectFormPath = ConnectPath | 'update';

/** What the connect form holds, as typed: the account's identifier and nickname (own accounts), the carrier's fields. */
export interface ConnectFormValues {
  account_id: string;
  nickname: string;
  parameters: Record<string, string | boolean>;
}

/** The fields the form asks for on `path`: an own account's `parameters`, or the registration's consent and contact fields. */
export function connectFields(connection: CarrierConnection, path: ConnectFormPath): readonly CarrierField[] {
  return path === 'service' ? (connection.registration ?? []) : connection.parameters;
}

/** The paths a carrier offers: its own account always, through the service when it registers. */
export function pathsOf(connection: CarrierConnection): ConnectPath[] {
  return connection.registration ? ['own', 'service'] : ['own'];
}

/** An empty form for the carrier's fields on `path` (consents unticked). */
export function emptyConnectValues(connection: CarrierConnection, path: ConnectFormPath): ConnectFormValues {
  const parameters = Object.fromEntries(connectFields(connection, path).map((field) => [field.name, field.kind === 'consent' ? false : '']));
  return { account_id: '', nickname: '', parameters };
}

/** The parameters as sent: text trimmed (a secret exactly as typed), empty fields and unticked consents left out. */
function sentParameters(fields: readonly CarrierField[], values: Record<string, string | boolean>): Record<string, string | boolean> {
  const sent: Record<string, string | boolean> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value === 'boolean') {
      if (value) {sent[field.name] = true;}
    } else if (typeof value === 'string' && value.trim() !== '') {
      sent[field.name] = field.kind === 'secret' ? value : value.trim();
    }
  }
  return sent;
}

/**
 * The connect form's schema for a carrier and a path: the same rules as the API's
 * (`src/lib/carrier-fields`), so most refusals are caught before a request. Issue messages are
 * {@link CarrierFieldIssue} codes the form words in the active language.
 */
export function connectFormSchema(connection: CarrierConnection, path: ConnectFormPath) {
  const fields = connectFields(connection, path);
  return z
    .object({
      account_id: z.string(),
      nickname: z.string(),
      parameters: z.record(z.string(), z.union([z.string(), z.boolean()])),
    })
    .check(
      z.superRefine((values, context) => {
        const issue = (fieldPath: string[], message: CarrierFieldIssue) => context.addIssue({ code: 'custom', path: fieldPath, message });
        if (path === 'own') {
          const idIssue = accountIdIssue(connection, values.account_id.trim());
          if (idIssue) {issue(['account_id'], idIssue);}
        }
        if ([...values.nickname].length > 100) {issue(['nickname'], 'too-long');}
        for (const [name, fieldIssue] of Object.entries(carrierFieldIssues(fields, sentParameters(fields, values.parameters)))) {
          issue(['parameters', name], fieldIssue);
        }
      }),
    );
}

/** `POST /carrier_accounts`'s body from checked values: an own account, switched on. */
export function toCarrierAccountInput(connection: CarrierConnection, values: ConnectFormValues): CarrierAccountInput {
  return {
    carrier: connection.carrier,
    account_id: values.account_id.trim(),
    parameters: sentParameters(connection.parameters, values.parameters),
    active: true,
    metadata: values.nickname.trim(),
  };
}

/**
 * The credentials form of an existing account: its text fields as the API answers them (a
 * secret never comes back, and is never prefilled: the person types it again).
 */
export function credentialsValues(connection: CarrierConnection, account: CarrierAccount | undefined): ConnectFormValues {
  const empty = emptyConnectValues(connection, 'update');
  const answered = account?.parameters ?? {};
  for (const field of connection.parameters) {
    const value = answered[field.name];
    if (field.kind !== 'secret' && field.kind !== 'consent' && typeof value === 'string') {empty.parameters[field.name] = value;}
  }
  return empty;
}

/** `PUT /carrier_accounts/{id}`'s body from checked credentials: the carrier's `parameters` only. */
export function toCredentialsUpdate(connection: CarrierConnection, values: ConnectFormValues): CarrierAccountUpdate {
  return { parameters: sentParameters(connection.parameters, values.parameters) };
}

/** `POST /carrier_accounts/register/new`'s body from checked values. */
export function toRegistrationInput(connection: CarrierConnection, values: ConnectFormValues): CarrierRegistrationInput {
  return { carrier: connection.carrier, parameters: sentParameters(connection.registration ?? [], values.parameters) };
}

/** The form field that holds a request path the API refused (`parameters.api_key`, `account_id`), if the form shows it. */
export function connectFormPath(connection: CarrierConnection, path: ConnectFormPath) {
  const names = new Set(connectFields(connection, path).map((field) => `parameters.${field.name}`));
  if (path === 'own') {names.add('account_id');}
  return (requestPath: string): string | undefined => (names.has(requestPath) ? requestPath : undefined);
}
