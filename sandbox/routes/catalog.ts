import { CarrierAccountPageSchema, CarrierAccountSchema } from '../../src/api/resources/carrier-accounts';
import { ParcelTemplateListSchema, ParcelTemplateSchema } from '../../src/api/resources/parcel-templates';
import { ServiceGroupListSchema } from '../../src/api/resources/service-groups';
import { findCarrier } from '../carriers';
import { detail, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { PARCEL_TEMPLATES } from '../seed';
import { collectionOf, findOr404, type SandboxRouter, type StoredObject } from './shared';

/** Parcel templates, carrier accounts and service groups: the account's seeded catalog. */
export function registerCatalogRoutes(router: SandboxRouter): void {
  router.add('GET', '/parcel-templates', (context) => {
    const carrier = context.url.searchParams.get('carrier');
    return respond(
      ParcelTemplateListSchema,
      PARCEL_TEMPLATES.filter((template) => !carrier || template.carrier === carrier).map((template) => ({ ...template })),
    );
  });

  router.add('GET', '/parcel-templates/:token', (_context, params) => {
    const template = PARCEL_TEMPLATES.find((candidate) => candidate.token === params.token);
    if (!template) {
      throw detail(404, 'Not found.');
    }
    return respond(ParcelTemplateSchema, { ...template });
  });

  const withServiceLevels = (account: StoredObject, include: boolean) => {
    if (!include) {
      return account;
    }
    const carrier = findCarrier(String(account.carrier));
    return {
      ...account,
      service_levels: (carrier?.serviceLevels ?? []).map((level) => ({
        name: level.name,
        token: level.token,
        supports_return_labels: level.supportsReturnLabels,
      })),
    };
  };

  router.add('GET', '/carrier_accounts', (context) => {
    const query = context.url.searchParams;
    const include = query.get('service_levels') === 'true';
    const carrier = query.get('carrier');
    const accountId = query.get('account_id');
    // Own accounts answer their `account_id` masked: the filter compares with the one they were created with.
    const realIds = collectionOf(context, 'carrier_account_ids');
    const accounts = collectionOf(context, 'carrier_accounts')
      .list()
      .filter((account) => (!carrier || account.carrier === carrier) && (!accountId || (realIds.get(account.object_id)?.account_id ?? account.account_id) === accountId))
      .map((account) => withServiceLevels(account, include));
    return respond(CarrierAccountPageSchema, paginate(context, accounts, 5));
  });

  router.add('GET', '/carrier_accounts/:id', (context, params) => {
    const account = findOr404(collectionOf(context, 'carrier_accounts'), params.id ?? '');
    return respond(CarrierAccountSchema, withServiceLevels(account, context.url.searchParams.get('service_levels') === 'true'));
  });

  router.add('GET', '/service-groups', (context) =>
    respond(ServiceGroupListSchema, collectionOf(context, 'service_groups').list()),
  );
}
