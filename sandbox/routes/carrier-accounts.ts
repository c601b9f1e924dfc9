import type * as z from 'zod';
import {
  CarrierAccountInputSchema,
  CarrierAccountSchema,
  CarrierAccountUpdateSchema,
  CarrierRegistrationInputSchema,
  CarrierRegistrationStatusSchema,
} from '../../src/api/resources/carrier-accounts';
import {
  accountIdIssue,
  carrierConnectionOf,
  carrierFieldIssues,
  shownParameters,
  type CarrierConnection,
  type CarrierFieldIssue,
} from '../../src/lib/carrier-fields';
import { findCarrier } from '../carriers';
import type { RequestContext } from '../core/context';
import { detail, fieldErrors, parseBody, respond } from '../core/http';
import { collectionOf, findOr404, text, type SandboxRouter, type StoredObject } from './shared';
import { registerSigninInitiate } from './carrier-signin';

/*
 * Carrier accounts written (issue 39): an own account created and checked by the carrier's field
 * specification (src/lib/carrier-fields.ts), changed with PUT (no delete: an account is switched
 * off), an account through the service registered with the carrier's consent and followed from
 * pending terms to active on the sandbox's clock. The spec shows none of these; each choice follows
 * the public API and is written in docs/api-coverage.md, "Carrier accounts".
 */

/** How long a registration through the service waits for the carrier's terms (sandbox time, divided by `speed`). */
export const REGISTRATION_PENDING_MS = 60_000;

const ISSUE_TEXT: Record<CarrierFieldIssue, string> = {
  required: 'This field is required.',
  invalid: 'Enter a valid value.',
  'too-long': 'Ensure this field is not too long.',
  'not-accepted': "The carrier's terms must be accepted.",
};

/**
 * A secret starting with this is taken, then refused by the carrier (a sandbox test value): the
 * account is created or updated with `object_info.authentication.status` `reconnect_required`,
 * as an account whose carrier stopped accepting its credentials.
 */
export const REFUSED_SECRET_PREFIX = 'REFUSED';

/** How an account with these credentials stands at the carrier: an OAuth one waits for its sign-in; a refused secret needs reconnecting. */
function credentialsAuthentication(connection: CarrierConnection, parameters: Readonly<Record<string, unknown>>): { type: string; status: string } {
  if (connection.authentication === 'oauth') {
    return { type: 'oauth', status: 'authorization_pending' };
  }
  const refused = connection.parameters.some(
    (field) => field.kind === 'secret' && typeof parameters[field.name] === 'string' && (parameters[field.name] as string).startsWith(REFUSED_SECRET_PREFIX),
  );
  return { type: 'default', status: refused ? 'reconnect_required' : 'connected' };
}

/** 400 with each refused field under `parameters.<name>` (and `account_id`), as the API names nested fields. */
function throwIssues(issues: Record<string, CarrierFieldIssue>, prefix = 'parameters.'): void {
  const entries = Object.entries(issues);
  if (entries.length > 0) {
    throw fieldErrors(Object.fromEntries(entries.map(([name, issue]) => [name === 'account_id' ? name : `${prefix}${name}`, [ISSUE_TEXT[issue]]])));
  }
}

function connectionOr400(carrier: string): CarrierConnection {
  const connection = carrierConnectionOf(carrier);
  if (!connection || !findCarrier(carrier)) {
    throw fieldErrors({ carrier: [`"${carrier}" is not a carrier this service connects.`] });
  }
  return connection;
}

/** `****` and the last four characters: the API masks `account_id` in every answer. */
export function maskAccountId(accountId: string): string {
  return `****${accountId.slice(-4)}`;
}

/** The real `account_id` of own accounts, kept beside the answered object (filters compare with it); secrets are not kept at all. */
function credentialsOf(context: RequestContext) {
  return collectionOf(context, 'carrier_account_ids');
}

function createOwnAccount(context: RequestContext, body: z.output<typeof CarrierAccountInputSchema>): StoredObject {
  const connection = connectionOr400(body.carrier);
  const parameters = body.parameters ?? {};
  const idIssue = accountIdIssue(connection, body.account_id);
  throwIssues({ ...(idIssue ? { account_id: idIssue } : {}), ...carrierFieldIssues(connection.parameters, parameters) });
  const objectId = context.id('ca');
  const { object_created: _created, object_updated: _updated, ...common } = context.common(objectId);
  credentialsOf(context).insert({ object_id: objectId, account_id: body.account_id });
  return collectionOf(context, 'carrier_accounts').insert({
    ...common,
    account_id: maskAccountId(body.account_id),
    carrier: connection.carrier,
    carrier_name: findCarrier(connection.carrier)?.name ?? connection.carrier,
    active: body.active ?? true,
    parameters: shownParameters(connection.parameters, parameters),
    is_shippo_account: false,
    metadata: body.metadata ?? '',
    object_info: { authentication: credentialsAuthentication(connection, parameters) },
  });
}

/** The changes of a PUT to `account`, checked: the carrier cannot change; a new `account_id` only on an own account. */
function accountChanges(context: RequestContext, account: StoredObject, body: z.output<typeof CarrierAccountUpdateSchema>): Partial<StoredObject> {
  if (body.carrier !== undefined && body.carrier !== account.carrier) {
    throw fieldErrors({ carrier: ["A carrier account's carrier cannot change."] });
  }
  const own = account.is_shippo_account !== true;
  const connection = carrierConnectionOf(text(account.carrier));
  const changes: Partial<StoredObject> = {};
  const newId = body.account_id !== undefined && body.account_id !== account.account_id && body.account_id !== credentialsOf(context).get(account.object_id)?.account_id;
  if (newId) {
    const issue = own && connection ? accountIdIssue(connection, body.account_id) : 'invalid';
    throwIssues(issue ? { account_id: issue } : {});
    credentialsOf(context).update(account.object_id, { account_id: body.account_id });
    changes.account_id = maskAccountId(body.account_id ?? '');
  }
  if (body.parameters !== undefined && own && connection) {
    throwIssues(carrierFieldIssues(connection.parameters, body.parameters, { partial: true }));
    changes.parameters = { ...(account.parameters as object), ...shownParameters(connection.parameters, body.parameters) };
    // New credentials reconnect an account whose carrier had refused the old ones (unless the carrier refuses these too).
    if (connection.authentication === 'credentials' && connection.parameters.some((field) => field.kind === 'secret' && typeof body.parameters?.[field.name] === 'string')) {
      changes.object_info = { ...(account.object_info as object), authentication: credentialsAuthentication(connection, body.parameters) };
    }
  }
  if (body.active !== undefined) {
    changes.active = body.active;
  }
  if (body.metadata !== undefined) {
    changes.metadata = body.metadata;
  }
  return changes;
}

/** Registers an account through the service: pending the carrier's terms, active after {@link REGISTRATION_PENDING_MS}. */
function register(context: RequestContext, body: z.output<typeof CarrierRegistrationInputSchema>): StoredObject {
  const connection = connectionOr400(body.carrier);
  if (!connection.registration) {
    throw fieldErrors({ carrier: [`"${body.carrier}" accounts are not registered through the service; connect your own.`] });
  }
  throwIssues(carrierFieldIssues(connection.registration, body.parameters));
  const accounts = collectionOf(context, 'carrier_accounts');
  if (accounts.list().some((account) => account.carrier === connection.carrier && account.is_shippo_account === true)) {
    throw fieldErrors({ carrier: [`This account already has a "${body.carrier}" account through the service.`] });
  }
  const objectId = context.id('ca');
  const common = context.common(objectId);
  const account = accounts.insert({
    object_id: objectId,
    object_owner: common.object_owner,
    test: common.test,
    account_id: maskAccountId(context.id('reg')),
    carrier: connection.carrier,
    carrier_name: findCarrier(connection.carrier)?.name ?? connection.carrier,
    active: false,
    parameters: {},
    is_shippo_account: true,
    metadata: '',
    object_info: { authentication: { type: 'default', status: 'connected' } },
  });
  const registrations = collectionOf(context, 'carrier_registrations');
  registrations.insert({ ...common, object_id: connection.carrier, carrier_account: objectId, status: 'PENDING_TERMS' });
  context.scheduler.at(context.clock.now() + context.duration(REGISTRATION_PENDING_MS), () => {
    registrations.update(connection.carrier, { status: 'ACTIVE', object_updated: new Date(context.clock.now()).toISOString() });
    accounts.update(objectId, { active: true });
  });
  return account;
}

/** Where the registration of `carrier` stands: its record, else an account through the service seeded active, else 404. */
function registrationStatus(context: RequestContext, carrier: string | null): Record<string, unknown> {
  if (!carrier) {
    throw fieldErrors({ carrier: ['This field is required.'] });
  }
  connectionOr400(carrier);
  const stored = collectionOf(context, 'carrier_registrations').get(carrier);
  if (stored) {
    const { object_id: _id, test: _test, ...record } = stored;
    return record;
  }
  const seeded = collectionOf(context, 'carrier_accounts')
    .list()
    .find((account) => account.carrier === carrier && account.is_shippo_account === true);
  if (!seeded) {
    throw detail(404, 'Not found.');
  }
  return { carrier_account: seeded.object_id, object_owner: seeded.object_owner, status: 'ACTIVE' };
}

/** `POST /carrier_accounts`, `PUT /carrier_accounts/{id}`, `POST /carrier_accounts/register/new`, `GET /carrier_accounts/reg-status`, OAuth's initiate. */
export function registerCarrierAccountRoutes(router: SandboxRouter): void {
  router.add('POST', '/carrier_accounts', async (context) => {
    const body = parseBody(CarrierAccountInputSchema, await context.body());
    return respond(CarrierAccountSchema, createOwnAccount(context, body), 201);
  });

  router.add('PUT', '/carrier_accounts/:id', async (context, params) => {
    const accounts = collectionOf(context, 'carrier_accounts');
    const account = findOr404(accounts, params.id ?? '');
    const body = parseBody(CarrierAccountUpdateSchema, await context.body());
    return respond(CarrierAccountSchema, accounts.update(account.object_id, accountChanges(context, account, body)) ?? account);
  });

  router.add('POST', '/carrier_accounts/register/new', async (context) => {
    const body = parseBody(CarrierRegistrationInputSchema, await context.body());
    return respond(CarrierAccountSchema, register(context, body), 201);
  });

  router.add('GET', '/carrier_accounts/reg-status', (context) =>
    respond(CarrierRegistrationStatusSchema, registrationStatus(context, context.url.searchParams.get('carrier'))),
  );

  registerSigninInitiate(router);
}
