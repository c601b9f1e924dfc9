// The storefront's side of rates at checkout for DOM tests and stories (issue 40): the merchant's
// service groups, created in the sandbox with the API key as the merchant's backend would, and a
// `fetchOptions` that hands the shopper's address and cart to a real `createCheckoutRatesHandler`
// route, which asks the sandbox (behind MSW) for the rates. Browser-safe: Storybook imports it.
import { createApiClient } from '../src/api/client';
import { listCarrierAccounts } from '../src/api/resources/carrier-accounts';
import { createServiceGroup, deleteServiceGroup, listServiceGroups } from '../src/api/resources/service-groups';
import type { CheckoutRatesAnswer, FetchCheckoutOptions } from '../src/api/checkout-options';
import { createCheckoutRatesHandler, type CheckoutRatesHandlerOptions } from '../src/server/checkout-rates-handler';
import { TEST_API, testSandbox } from './msw-sandbox';

/** A shopper in Brooklyn. */
export const SHOPPER_ADDRESS = { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' };

/** A cart of one mug: $37.50, under the free-shipping threshold of {@link seedCheckoutGroups}. */
export const MUG = { quantity: 1, total_price: '37.50', currency: 'USD', weight: '1', weight_unit: 'lb' as const, title: 'Mug' };

const merchantApi = () => createApiClient({ baseUrl: TEST_API, auth: { apiKey: testSandbox().keys.test }, retry: false });

/**
 * Replaces the account's service groups with the store's checkout options: "Standard" (the
 * carriers' economy rate, 10 % off), "Express" (a flat $19.00), and "Free shipping" over $50.
 * `{ groups: 'none' }` leaves the account without any.
 */
export async function seedCheckoutGroups(options: { groups?: 'store' | 'none' } = {}): Promise<void> {
  const api = merchantApi();
  for (const group of await listServiceGroups(api)) {
    await deleteServiceGroup(api, group.object_id);
  }
  if (options.groups === 'none') {
    return;
  }
  const accounts = await listCarrierAccounts(api, { results: 100 });
  const account = accounts.results.find((candidate) => candidate.carrier === 'slowpost')?.object_id ?? '';
  const levels = [{ account_object_id: account, service_level_token: 'slowpost_economy' }];
  await createServiceGroup(api, { name: 'Standard', description: 'Tracked to your door', type: 'LIVE_RATE', service_levels: levels, flat_rate: '7.99', flat_rate_currency: 'USD', rate_adjustment: -10 });
  await createServiceGroup(api, { name: 'Express', type: 'FLAT_RATE', service_levels: levels, flat_rate: '19.00', flat_rate_currency: 'USD' });
  await createServiceGroup(api, { name: 'Free shipping', type: 'FREE_SHIPPING', service_levels: levels, free_shipping_threshold_min: '50', free_shipping_threshold_currency: 'USD' });
}

/**
 * A `fetchOptions` that reaches a checkout-rates route made with `createCheckoutRatesHandler` (in
 * the page, standing in for the merchant's server), and records each request it was asked for.
 * A route answer other than 200 rejects, as `checkoutRatesRoute` does.
 */
export function checkoutRoute(options: Partial<CheckoutRatesHandlerOptions> = {}): FetchCheckoutOptions & { asked: Parameters<FetchCheckoutOptions>[0][] } {
  const handler = createCheckoutRatesHandler({ apiKey: testSandbox().keys.test, baseUrl: TEST_API, clientKey: () => 'shopper', ...options });
  const asked: Parameters<FetchCheckoutOptions>[0][] = [];
  const fetchOptions = async ({ address, cart, signal }: Parameters<FetchCheckoutOptions>[0]): Promise<CheckoutRatesAnswer> => {
    asked.push({ address, cart, signal });
    const response = await handler(new Request('http://127.0.0.1/api/checkout-rates', { method: 'POST', body: JSON.stringify({ address, cart }) }));
    if (!response.ok) {
      throw new Error(`The checkout rates route answered ${response.status}.`);
    }
    return (await response.json()) as CheckoutRatesAnswer;
  };
  return Object.assign(fetchOptions, { asked });
}
