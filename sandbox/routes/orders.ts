import { OrderPageSchema, OrderSchema } from '../../src/api/resources/orders';
import { fieldErrors, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { collectionOf, findOr404, type SandboxRouter } from './shared';

/** Orders imported from the merchant's shop platforms (seeded), filtered by status, platform and date. */
export function registerOrderRoutes(router: SandboxRouter): void {
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
