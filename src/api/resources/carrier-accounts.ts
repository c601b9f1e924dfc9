import * as z from 'zod/mini';
import type { ApiClient, RequestOptions } from '../client';
import { pathSegment } from '../limits';
import { AnyObjectSchema, ObjectIdSchema, get, list, nullish, nullishBoolean, nullishString, pageSchema, type PageParams } from './shared';

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
export type CarrierAccount = z.infer<typeof CarrierAccountSchema>;

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
