import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import {
  AnyObjectSchema,
  NonEmptyStringSchema,
  ObjectIdSchema,
  get,
  list,
  nullish,
  nullishBoolean,
  nullishDateTime,
  nullishString,
  optionalBoolean,
  optionalString,
  pageSchema,
  parseInput,
  post,
  type PageParams,
} from './shared';

/** A service level a carrier account offers (present with `service_levels=true`). */
export const CarrierServiceLevelSchema = z.looseObject({
  name: nullishString,
  token: z.string(),
  supports_return_labels: nullishBoolean,
});
export type CarrierServiceLevel = z.infer<typeof CarrierServiceLevelSchema>;

/** A carrier account (spec §2 Carrier account). */
export const CarrierAccountSchema = z.looseObject({
  object_id: ObjectIdSchema,
  object_owner: nullishString,
  /** Credential identifier; may be masked. */
  account_id: nullishString,
  /** Carrier token. */
  carrier: z.string(),
  carrier_name: nullishString,
  active: nullishBoolean,
  parameters: nullish(AnyObjectSchema),
  /** The platform's own master account (the interface names it thus). */
  is_shippo_account: nullishBoolean,
  metadata: nullishString,
  test: nullishBoolean,
  service_levels: nullish(z.array(CarrierServiceLevelSchema)),
  object_info: nullish(
    z.looseObject({
      authentication: nullish(z.looseObject({ type: nullishString, status: nullishString })),
      verification: nullish(z.looseObject({ policy: nullishString })),
    }),
  ),
});
// An interface, not an alias: declarations that use it (the query options, the hooks) name it
// instead of spelling the whole object out again (issue 36's package size).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CarrierAccount extends z.infer<typeof CarrierAccountSchema> {}

export const CarrierAccountPageSchema = pageSchema(CarrierAccountSchema);
export type CarrierAccountPage = z.infer<typeof CarrierAccountPageSchema>;

/** Filters of {@link listCarrierAccounts}. */
export interface ListCarrierAccountsParams extends PageParams {
  /** Append each account's service levels. */
  service_levels?: boolean | undefined;
  /** Only accounts of this carrier token. */
  carrier?: string | undefined;
  /** Only the account with this credential identifier. */
  account_id?: string | undefined;
}

/** Lists carrier accounts (default 5 per page). */
export async function listCarrierAccounts(
  api: ApiClient,
  params: ListCarrierAccountsParams = {},
  options?: RequestOptions,
): Promise<CarrierAccountPage> {
  return list(api, '/carrier_accounts', params, CarrierAccountPageSchema, options);
}

/** Retrieves a carrier account. */
export async function getCarrierAccount(api: ApiClient, carrierAccountId: string, options?: RequestOptions): Promise<CarrierAccount> {
  return get(api, `/carrier_accounts/${pathSegment(carrierAccountId, 'carrierAccountId')}`, CarrierAccountSchema, options);
}

/**
 * The body of `POST /carrier_accounts`: an own account at a carrier. `parameters` holds the
 * carrier's fields (`carrierConnectionOf(carrier).parameters`); its secrets are never answered.
 */
export const CarrierAccountInputSchema = z.object({
  carrier: NonEmptyStringSchema,
  /** The account's identifier at the carrier; answered masked. */
  account_id: NonEmptyStringSchema,
  parameters: z.optional(AnyObjectSchema),
  /** @default true */
  active: optionalBoolean,
  test: optionalBoolean,
  metadata: optionalString,
});
export type CarrierAccountInput = z.input<typeof CarrierAccountInputSchema>;

/**
 * The body of `PUT /carrier_accounts/{id}`: what changes. `carrier` and `account_id` may be sent
 * as read (the masked `account_id` means "unchanged"); there is no delete, an account is switched
 * off with `active: false`.
 */
export const CarrierAccountUpdateSchema = z.object({
  carrier: optionalString,
  account_id: optionalString,
  parameters: z.optional(AnyObjectSchema),
  active: optionalBoolean,
  test: optionalBoolean,
  metadata: optionalString,
});
export type CarrierAccountUpdate = z.input<typeof CarrierAccountUpdateSchema>;

/** The body of `POST /carrier_accounts/register/new`: an account through the service, with the carrier's consent fields. */
export const CarrierRegistrationInputSchema = z.object({
  carrier: NonEmptyStringSchema,
  parameters: AnyObjectSchema,
});
export type CarrierRegistrationInput = z.input<typeof CarrierRegistrationInputSchema>;

/** Where a registration through the service stands: the carrier's terms pending, then active (an open enum). */
export type CarrierRegistrationState = 'PENDING_TERMS' | 'ACTIVE' | (string & {});

/** `GET /carrier_accounts/reg-status?carrier=`: where a registration through the service stands. */
export const CarrierRegistrationStatusSchema = z.looseObject({
  carrier_account: nullishString,
  /** A {@link CarrierRegistrationState}. */
  status: z.string(),
  object_owner: nullishString,
  object_created: nullishDateTime,
  object_updated: nullishDateTime,
});
export type CarrierRegistrationStatus = z.infer<typeof CarrierRegistrationStatusSchema>;

/** Connects an own carrier account (`POST /carrier_accounts`). */
export async function createCarrierAccount(api: ApiClient, input: CarrierAccountInput, options?: RequestOptions): Promise<CarrierAccount> {
  return post(api, '/carrier_accounts', parseInput(CarrierAccountInputSchema, input), CarrierAccountSchema, options);
}

/** Changes a carrier account (`PUT /carrier_accounts/{id}`): switch it off or on, its metadata, its parameters. */
export async function updateCarrierAccount(
  api: ApiClient,
  carrierAccountId: string,
  input: CarrierAccountUpdate,
  options?: RequestOptions,
): Promise<CarrierAccount> {
  const body = parseInput(CarrierAccountUpdateSchema, input);
  return api.request({
    method: 'PUT',
    path: `/carrier_accounts/${pathSegment(carrierAccountId, 'carrierAccountId')}`,
    body,
    schema: CarrierAccountSchema,
    safety: 'safe',
    ...options,
  });
}

/** Registers an account through the service itself (`POST /carrier_accounts/register/new`); its terms must be accepted. */
export async function registerCarrierAccount(api: ApiClient, input: CarrierRegistrationInput, options?: RequestOptions): Promise<CarrierAccount> {
  return post(api, '/carrier_accounts/register/new', parseInput(CarrierRegistrationInputSchema, input), CarrierAccountSchema, options);
}

/** Where the registration through the service of `carrier` stands (`GET /carrier_accounts/reg-status`). */
export async function getCarrierRegistrationStatus(api: ApiClient, carrier: string, options?: RequestOptions): Promise<CarrierRegistrationStatus> {
  return api.request({ method: 'GET', path: '/carrier_accounts/reg-status', query: { carrier }, schema: CarrierRegistrationStatusSchema, ...options });
}
