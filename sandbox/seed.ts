import { SIMULATED_CARRIERS } from './carriers';
import type { SandboxServices } from './core/context';
import { createRandom, type Random } from './core/random';
import { scopeKey, type Collection, type Scope } from './core/store';
import { placeOf } from './routes/tracks';
import { seedLabels } from './seed-labels';
import { seedMoreOrders } from './seed-orders';

/** Predefined carrier packages (spec §2 Parcel template): tokens are carrier-prefixed mixed-case words. */
export const PARCEL_TEMPLATES = [
  { name: 'Small Box', token: 'Parcelwise_SmallBox', carrier: 'parcelwise', is_variable_dimensions: false, length: '8.69', width: '5.44', height: '1.75', distance_unit: 'in' },
  { name: 'Medium Box', token: 'Parcelwise_MediumBox', carrier: 'parcelwise', is_variable_dimensions: false, length: '11.25', width: '8.75', height: '6', distance_unit: 'in' },
  { name: 'Large Box', token: 'Parcelwise_LargeBox', carrier: 'parcelwise', is_variable_dimensions: false, length: '12.25', width: '12.25', height: '6', distance_unit: 'in' },
  { name: 'Express Envelope', token: 'Kestrel_ExpressEnvelope', carrier: 'kestrel', is_variable_dimensions: false, length: '320', width: '240', height: '10', distance_unit: 'mm' },
  { name: 'Express Pak', token: 'Kestrel_ExpressPak', carrier: 'kestrel', is_variable_dimensions: true, length: '400', width: '300', height: '50', distance_unit: 'mm' },
  { name: 'Padded Mailer', token: 'Bluebird_PaddedMailer', carrier: 'bluebird', is_variable_dimensions: true, length: '12.5', width: '9.5', height: '1', distance_unit: 'in' },
  { name: 'Tube', token: 'Bluebird_MailingTube', carrier: 'bluebird', is_variable_dimensions: false, length: '38', width: '6', height: '6', distance_unit: 'in' },
] as const;

/** The default sender of every seeded account. */
export const SEEDED_SENDER = {
  name: 'Shipping Desk',
  company: 'Sandbox Outfitters',
  street1: '215 Clayton St',
  street2: '',
  city: 'San Francisco',
  state: 'CA',
  zip: '94117',
  country: 'US',
  phone: '+1 415 555 0100',
  email: 'shipping@sandbox-outfitters.example',
  is_residential: false,
};

const SHOP_APPS = ['Shopify', 'WooCommerce', 'Etsy', 'Amazon', 'eBay', 'Bigcommerce', 'Magento', 'CSV_Import', 'Svc'] as const;

const RECIPIENTS = [
  { name: 'Grace Hopper', street1: '1 Navy Yard Ave', city: 'Brooklyn', state: 'NY', zip: '11205', country: 'US' },
  { name: 'Katherine Johnson', street1: '4800 Oak Grove Dr', city: 'Pasadena', state: 'CA', zip: '91109', country: 'US' },
  { name: 'Alan Turing', street1: '78 High St', city: 'Manchester', state: '', zip: 'M4 1EW', country: 'GB' },
  { name: 'Émilie du Châtelet', street1: '12 Rue de la Paix', city: 'Paris', state: '', zip: '75002', country: 'FR' },
  { name: 'Konrad Zuse', street1: 'Unter den Linden 6', city: 'Berlin', state: '', zip: '10117', country: 'DE' },
  { name: 'Hedy Lamarr', street1: '300 W 57th St', city: 'New York', state: 'NY', zip: '10019', country: 'US' },
  { name: '田中 花子', street1: '1-1 Chiyoda', city: 'Tokyo', state: 'Tokyo', zip: '100-0001', country: 'JP' },
  { name: 'Margaret Hamilton', street1: '77 Massachusetts Ave', city: 'Cambridge', state: 'MA', zip: '02139', country: 'US' },
  { name: 'Dennis Ritchie', street1: '600 Mountain Ave', city: 'Murray Hill', state: 'NJ', zip: '07974', country: 'US' },
  { name: 'Radia Perlman', street1: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', zip: '94043', country: 'US' },
  { name: 'Frances Allen', street1: '100 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA' },
  { name: 'Barbara Liskov', street1: '32 Vassar St', city: 'Cambridge', state: 'MA', zip: '02139', country: 'US' },
  { name: 'Lynn Conway', street1: '1 George St', city: 'Sydney', state: 'NSW', zip: '2000', country: 'AU' },
  { name: 'Carlos Slim', street1: 'Av. Paseo de la Reforma 222', city: 'Ciudad de México', state: 'CDMX', zip: '06600', country: 'MX' },
] as const;

const PRODUCTS = [
  { title: 'Merino T-shirt', sku: 'TS-MER', price: '38.00', weight: '0.4', origin: 'PT' },
  { title: 'Canvas Tote', sku: 'BAG-CNV', price: '24.00', weight: '0.6', origin: 'IN' },
  { title: 'Ceramic Mug', sku: 'MUG-CER', price: '18.50', weight: '1.1', origin: 'US' },
  { title: 'Trail Socks (3 pack)', sku: 'SCK-TRL', price: '21.00', weight: '0.3', origin: 'US' },
  { title: 'Rain Shell Jacket', sku: 'JKT-RAIN', price: '149.00', weight: '1.4', origin: 'VN' },
  { title: 'Leather Wallet', sku: 'WAL-LTH', price: '65.00', weight: '0.2', origin: 'IT' },
  { title: 'Cast Iron Pan', sku: 'PAN-CI', price: '54.00', weight: '5.2', origin: 'US' },
  { title: 'Notebook Set', sku: 'NB-SET', price: '16.00', weight: '0.9', origin: 'JP' },
] as const;

const ORDER_STATUSES = ['PAID', 'PAID', 'PAID', 'PAID', 'AWAITPAY', 'SHIPPED', 'PARTIALLY_FULFILLED', 'CANCELLED', 'UNKNOWN', 'REFUNDED'] as const;

function idFor(random: Random, prefix: string) {
  return `${prefix}_${random.hex(24)}`;
}

function cents(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

function decimal(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/**
 * The account's three service groups, one of each type (live rate, flat rate, free shipping),
 * on the seeded carrier accounts (`accountOf` gives a carrier's account id).
 */
function seedServiceGroups(serviceGroups: Collection<{ object_id: string }>, random: Random, accountOf: (carrier: string) => string): void {
  serviceGroups.insert({
    object_id: idFor(random, 'sg'),
    name: 'Standard shipping',
    description: 'Arrives in 3 to 7 business days.',
    type: 'LIVE_RATE',
    service_levels: [
      { account_object_id: accountOf('parcelwise'), service_level_token: 'parcelwise_ground' },
      { account_object_id: accountOf('bluebird'), service_level_token: 'bluebird_standard' },
      { account_object_id: accountOf('slowpost'), service_level_token: 'slowpost_economy' },
    ],
    flat_rate: '7.99',
    flat_rate_currency: 'USD',
    free_shipping_threshold_currency: null,
    free_shipping_threshold_min: null,
    rate_adjustment: 10,
    is_active: true,
  } as { object_id: string });
  serviceGroups.insert({
    object_id: idFor(random, 'sg'),
    name: 'Express',
    description: 'Next business day, one price.',
    type: 'FLAT_RATE',
    service_levels: [
      { account_object_id: accountOf('kestrel'), service_level_token: 'kestrel_priority' },
      { account_object_id: accountOf('parcelwise'), service_level_token: 'parcelwise_overnight' },
    ],
    flat_rate: '14.99',
    flat_rate_currency: 'USD',
    free_shipping_threshold_currency: null,
    free_shipping_threshold_min: null,
    rate_adjustment: 0,
    is_active: true,
  } as { object_id: string });
  serviceGroups.insert({
    object_id: idFor(random, 'sg'),
    name: 'Free shipping',
    description: 'On orders over $75.',
    type: 'FREE_SHIPPING',
    service_levels: [
      { account_object_id: accountOf('slowpost'), service_level_token: 'slowpost_economy' },
      { account_object_id: accountOf('bluebird'), service_level_token: 'bluebird_standard' },
    ],
    flat_rate: null,
    flat_rate_currency: null,
    free_shipping_threshold_currency: 'USD',
    free_shipping_threshold_min: '75.00',
    rate_adjustment: 0,
    is_active: true,
  } as { object_id: string });
}

/** Orders every account starts with (#1001 to #1024), unless the `orders` option says otherwise. */
export const DEFAULT_SEEDED_ORDERS = 24;

/**
 * Seeds one account's data the first time it is used: carrier accounts of every simulated
 * carrier, service groups of all three types, orders from several platforms, and a sender address.
 * Deterministic from the sandbox seed and the scope. With the `orders` option, the account gets
 * that many orders: the first of the 24 below, then more over the last 90 days (seed-orders.ts);
 * with the `labels` option, that many labels bought over the last 90 days (seed-labels.ts), their
 * file links on `origin`.
 */
export function seedScope(services: SandboxServices, scope: Scope, origin: string): void {
  const random = createRandom(`${services.seed}:seed:${scopeKey(scope)}`);
  const now = services.clock.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const common = (objectId: string, createdAt: number) => ({
    object_id: objectId,
    object_created: iso(createdAt),
    object_updated: iso(createdAt),
    object_owner: scope.owner,
    test: scope.test,
  });
  const created = now - 400 * 86_400_000;

  const carrierAccounts = services.store.collection<{ object_id: string; carrier: string }>(scope, 'carrier_accounts');
  for (const carrier of SIMULATED_CARRIERS) {
    const objectId = idFor(random, 'ca');
    carrierAccounts.insert({
      object_id: objectId,
      object_owner: scope.owner,
      account_id: `****${random.int(1000, 9999)}`,
      carrier: carrier.carrier,
      carrier_name: carrier.name,
      active: true,
      parameters: {},
      is_shippo_account: true,
      metadata: '',
      test: scope.test,
      object_info: { authentication: { type: 'default', status: 'connected' }, verification: { policy: 'not_required' } },
    } as { object_id: string; carrier: string });
  }
  const accountOf = (carrier: string) => carrierAccounts.list().find((account) => account.carrier === carrier)?.object_id ?? '';

  seedServiceGroups(services.store.collection<{ object_id: string }>(scope, 'service_groups'), random, accountOf);

  const addresses = services.store.collection<{ object_id: string } & Record<string, unknown>>(scope, 'addresses');
  addresses.insert({
    ...common(idFor(random, 'adr'), created),
    ...SEEDED_SENDER,
    street3: '',
    street_no: '',
    metadata: 'Default sender',
    is_complete: true,
    validation_results: { is_valid: true, messages: [] },
  });

  const orders = services.store.collection<{ object_id: string }>(scope, 'orders');
  const orderCount = services.orders ?? DEFAULT_SEEDED_ORDERS;
  for (let index = 0; index < Math.min(orderCount, DEFAULT_SEEDED_ORDERS); index += 1) {
    const recipient = RECIPIENTS[index % RECIPIENTS.length]!;
    const lineCount = random.int(1, 3);
    const lines = Array.from({ length: lineCount }, () => {
      const product = random.pick(PRODUCTS);
      const quantity = random.int(1, 3);
      return { product, quantity };
    });
    const subtotal = lines.reduce((sum, line) => sum + cents(line.product.price) * line.quantity, 0);
    const weightTenths = lines.reduce((sum, line) => sum + Math.round(Number(line.product.weight) * 10) * line.quantity, 0);
    const shipping = subtotal > 7500 ? 0 : 799;
    const tax = Math.round(subtotal * 0.0725);
    const placedAt = now - (index * 29 + random.int(1, 20)) * 3_600_000;
    orders.insert({
      object_id: idFor(random, 'ord'),
      object_owner: scope.owner,
      placed_at: iso(placedAt),
      order_number: `#${1001 + index}`,
      order_status: index < 6 ? 'PAID' : random.pick(ORDER_STATUSES),
      to_address: { ...recipient, email: `${recipient.name.split(' ')[0]?.toLowerCase() ?? 'customer'}@example.test`, phone: '+1 555 0100', is_residential: true },
      from_address: null,
      currency: 'USD',
      shipping_cost: decimal(shipping),
      shipping_cost_currency: 'USD',
      shipping_method: shipping === 0 ? 'Free shipping' : 'Standard shipping',
      subtotal_price: decimal(subtotal),
      total_tax: decimal(tax),
      total_price: decimal(subtotal + tax + shipping),
      weight: (weightTenths / 10).toFixed(1),
      weight_unit: 'lb',
      notes: index % 5 === 0 ? 'Gift wrap, please.' : '',
      line_items: lines.map((line) => ({
        object_id: idFor(random, 'li'),
        title: line.product.title,
        sku: line.product.sku,
        variant_title: random.pick(['S', 'M', 'L', 'One size']),
        quantity: line.quantity,
        total_price: decimal(cents(line.product.price) * line.quantity),
        currency: 'USD',
        weight: line.product.weight,
        weight_unit: 'lb',
        manufacture_country: line.product.origin,
        max_ship_time: iso(placedAt + 2 * 86_400_000),
        max_delivery_time: iso(placedAt + 7 * 86_400_000),
      })),
      shop_app: SHOP_APPS[index % SHOP_APPS.length],
      transactions: [],
      test: scope.test,
    } as { object_id: string });
  }
  seedMoreOrders({ seed: services.seed, scope, now, orders }, orderCount - DEFAULT_SEEDED_ORDERS);
  seedLabels(
    {
      seed: services.seed,
      scope,
      now,
      origin,
      from: placeOf(SEEDED_SENDER),
      transactions: services.store.collection(scope, 'transactions'),
      refunds: services.store.collection(scope, 'refunds'),
      carrierAccounts,
    },
    services.labels ?? 0,
  );
}
