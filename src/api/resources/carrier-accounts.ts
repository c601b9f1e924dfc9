import * as z from 'zod';
import type { ApiClient, RequestOptions } from '../client';
import { checkPageParams, pathSegment } from '../limits';
import { ObjectIdSchema, nullish, pageSchema, type PageParams } from './shared';

/** A service level a carrier account offers (present with `service_levels=true`). */
export const CarrierServiceLevelSchema = z.looseObject({
  name: nullish(z.string()),
  token: z.string(),
  supports_return_labels: nullish(z.boolean()),
});
export type CarrierServiceLevel = z.infer<typeof CarrierServiceLevelSchema>;

/** A carrier account (spec §2 Carrier account). */
export const CarrierAccountSchema = z.looseObject({
  object_id: ObjectIdSchema,
  object_owner: nullish(z.string()),
  /** Credential identifier; may be masked. */
  account_id: nullish(z.string()),
  /** Carrier token. */
  carrier: z.string(),
  carrier_name: nullish(z.string()),
  active: nullish(z.boolean()),
  parameters: nullish(z.record(z.string(), z.unknown())),
  /** The platform's own master account (the interface names it thus). */
  is_shippo_account: nullish(z.boolean()),
  metadata: nullish(z.string()),
  test: nullish(z.boolean()),
  service_levels: nullish(z.array(CarrierServiceLevelSchema)),
  object_info: nullish(
    z.looseObject({
      authentication: nullish(z.looseObject({ type: nullish(z.string()), status: nullish(z.string()) })),
      verification: nullish(z.looseObject({ policy: nullish(z.string()) })),
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
  checkPageParams(params);
  return api.request({ method: 'GET', path: '/carrier_accounts', query: { ...params }, schema: CarrierAccountPageSchema, ...options });
}

/** Retrieves a carrier account. */
export async function getCarrierAccount(api: ApiClient, carrierAccountId: string, options?: RequestOptions): Promise<CarrierAccount> {
  return api.request({
    method: 'GET',
    path: `/carrier_accounts/${pathSegment(carrierAccountId, 'carrierAccountId')}`,
    schema: CarrierAccountSchema,
    ...options,
  });
}
