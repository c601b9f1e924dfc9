import { CarrierAccountPageSchema, CarrierAccountSchema } from '../../src/api/resources/carrier-accounts';
import { OrderPageSchema, OrderSchema } from '../../src/api/resources/orders';
import { ParcelTemplateListSchema } from '../../src/api/resources/parcel-templates';
import { ServiceGroupListSchema } from '../../src/api/resources/service-groups';
import { findCarrier } from '../carriers';
import { fieldErrors, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { PARCEL_TEMPLATES } from '../seed';
import { collectionOf, findOr404, type SandboxRouter, type StoredObject } from './shared';

/** Parcel templates, carrier accounts, service groups and orders: the account's seeded catalog. */
export function registerCatalogRoutes(router: SandboxRouter): void {
  router.add('GET', '/parcel-templates', (context) => {
    const carrier = context.url.searchParams.get('carrier');
    return respond(
      ParcelTemplateListSchema,
      PARCEL_TEMPLATES.filter((template) => !carrier || template.carrier === carrier).map((template) => ({ ...template })),
    );
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
    const accounts = collectionOf(context, 'carrier_accounts')
      .list()
      .filter((account) => (!carrier || account.carrier === carrier) && (!accountId || account.account_id === accountId))
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

  router.add('GET', '/orders', (context) => {
    const query = context.url.searchParams;
    const statuses = [...query.getAll('order_status[]'), ...query.getAll('order_status')];
    const shopApp = query.get('shop_app');
    const parseDate = (name: string) => {
      const value = query.get(name);
      if (value === null || value === '') {
        return undefined;
      }
      const time = Date.parse(value);
      if (Number.isNaN(time)) {
        throw fieldErrors({ [name]: ['Enter a valid ISO 8601 date-time.'] });
      }
      return time;
    };
    const start = parseDate('start_date');
    const end = parseDate('end_date');
    const orders = collectionOf(context, 'orders')
      .list()
      .filter((order) => {
        const placed = Date.parse(String(order.placed_at));
        return (
          (statuses.length === 0 || statuses.includes(String(order.order_status))) &&
          (!shopApp || order.shop_app === shopApp) &&
          (start === undefined || placed >= start) &&
          (end === undefined || placed < end)
        );
      })
      .sort((a, b) => Date.parse(String(b.placed_at)) - Date.parse(String(a.placed_at)));
    return respond(OrderPageSchema, paginate(context, orders, 25));
  });

  router.add('GET', '/orders/:id', (context, params) => respond(OrderSchema, findOr404(collectionOf(context, 'orders'), params.id ?? '')));
}
