// The orders a sandbox seeds beyond the 24 every account starts with (`orders` option,
// `--orders N`): a merchant's last 90 days across sales channels, statuses, countries and basket
// sizes, deterministic from the sandbox seed, the account and the sandbox clock.
import { SERVICE_SHOP_APP } from '../src/api/resources/order-shop-apps';
import { createRandom, type Random } from './core/random';
import type { Collection, Scope } from './core/store';
import { scopeKey } from './core/store';

/** Most orders one account may be seeded with: about 30 MB of JSON, under the store's budget. */
export const MAX_SEEDED_ORDERS = 20_000;

/** Line items of the one very long order of a large seed (its `notes` say so). */
export const LONG_ORDER_LINES = 150;

const DAY_MS = 86_400_000;

/** `[value, weight]` pairs, picked in proportion to their weights (seed-labels.ts uses them too). */
export type Weighted<T> = readonly (readonly [T, number])[];

export function pickWeighted<T>(random: Random, choices: Weighted<T>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) {
      return value;
    }
  }
  return choices[choices.length - 1]![0];
}

// Sales channels as the public API names `shop_app`; the service's own for orders keyed in by hand.
const CHANNELS: Weighted<string> = [
  ['Shopify', 34],
  ['Amazon', 15],
  ['WooCommerce', 12],
  ['Etsy', 10],
  ['eBay', 8],
  [SERVICE_SHOP_APP, 6],
  ['Walmart', 4],
  ['Bigcommerce', 4],
  ['CSV_Import', 4],
  ['Magento', 3],
];

// Recent orders are mostly waiting to ship; older ones mostly shipped.
const RECENT_STATUSES: Weighted<string> = [
  ['PAID', 68],
  ['AWAITPAY', 10],
  ['PARTIALLY_FULFILLED', 10],
  ['SHIPPED', 8],
  ['CANCELLED', 3],
  ['UNKNOWN', 1],
];
const OLDER_STATUSES: Weighted<string> = [
  ['SHIPPED', 74],
  ['PAID', 8],
  ['CANCELLED', 7],
  ['PARTIALLY_FULFILLED', 4],
  ['REFUNDED', 4],
  ['AWAITPAY', 2],
  ['UNKNOWN', 1],
];

export const FIRST_NAMES = [
  'Ada', 'Grace', 'Alan', 'Émilie', 'Konrad', 'Hedy', 'Margaret', 'Dennis', 'Radia', 'Frances', 'Barbara', 'Lynn',
  'José', 'Zoë', 'Søren', 'Chloé', 'Mateo', 'Priya', 'Kenji', 'Amara', 'Lukas', 'Inès', 'Noah', 'Olivia',
  'Björn', 'Aiko', 'Diego', 'Fatima', 'Liam', 'Nadia',
] as const;
export const LAST_NAMES = [
  'Lovelace', 'Hopper', 'Turing', 'du Châtelet', 'Zuse', 'Lamarr', 'Hamilton', 'Ritchie', 'Perlman', 'Allen', 'Liskov',
  'Conway', 'García', 'Müller', 'Nakamura', 'Okafor', 'Rossi', 'Dubois', 'Andersson', 'Kowalski', 'Novak', 'Silva',
  'Patel', 'Kim', 'Nguyen', "O'Brien", 'Fischer', 'Moreau', 'Santos', 'Yamamoto',
] as const;

/** Places orders ship to: most domestic (US), the rest international, with valid postcodes. */
export const PLACES: Weighted<{ street: string; city: string; state: string; zip: string; country: string }> = [
  [{ street: 'Valencia St', city: 'San Francisco', state: 'CA', zip: '94110', country: 'US' }, 9],
  [{ street: 'Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211', country: 'US' }, 9],
  [{ street: 'Congress Ave', city: 'Austin', state: 'TX', zip: '78701', country: 'US' }, 8],
  [{ street: 'Pike St', city: 'Seattle', state: 'WA', zip: '98101', country: 'US' }, 8],
  [{ street: 'Peachtree St NE', city: 'Atlanta', state: 'GA', zip: '30303', country: 'US' }, 7],
  [{ street: 'N Michigan Ave', city: 'Chicago', state: 'IL', zip: '60611', country: 'US' }, 8],
  [{ street: 'Larimer St', city: 'Denver', state: 'CO', zip: '80202', country: 'US' }, 6],
  [{ street: 'Newbury St', city: 'Boston', state: 'MA', zip: '02116', country: 'US' }, 7],
  [{ street: 'Ocean Dr', city: 'Miami Beach', state: 'FL', zip: '33139', country: 'US' }, 6],
  [{ street: 'Hawthorne Blvd', city: 'Portland', state: 'OR', zip: '97214', country: 'US' }, 5],
  [{ street: 'High St', city: 'Manchester', state: '', zip: 'M4 1EW', country: 'GB' }, 5],
  [{ street: 'Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA' }, 5],
  [{ street: 'Unter den Linden', city: 'Berlin', state: '', zip: '10117', country: 'DE' }, 4],
  [{ street: 'Rue de la Paix', city: 'Paris', state: '', zip: '75002', country: 'FR' }, 3],
  [{ street: 'George St', city: 'Sydney', state: 'NSW', zip: '2000', country: 'AU' }, 3],
  [{ street: 'Chiyoda', city: 'Tokyo', state: 'Tokyo', zip: '100-0001', country: 'JP' }, 2],
  [{ street: 'Av. Paseo de la Reforma', city: 'Ciudad de México', state: 'CDMX', zip: '06600', country: 'MX' }, 2],
  [{ street: 'Damrak', city: 'Amsterdam', state: '', zip: '1012 LG', country: 'NL' }, 2],
  [{ street: 'Gran Vía', city: 'Madrid', state: '', zip: '28013', country: 'ES' }, 1],
  [{ street: 'Drottninggatan', city: 'Stockholm', state: '', zip: '111 51', country: 'SE' }, 1],
];

/** Products with what customs need: value, weight and origin country (the public API's line item has no HS code). */
const PRODUCTS = [
  { title: 'Merino T-shirt', sku: 'TS-MER', price: 3800, weight: 0.4, origin: 'PT', variants: ['S', 'M', 'L', 'XL'] },
  { title: 'Canvas Tote', sku: 'BAG-CNV', price: 2400, weight: 0.6, origin: 'IN', variants: ['Natural', 'Black'] },
  { title: 'Ceramic Mug', sku: 'MUG-CER', price: 1850, weight: 1.1, origin: 'US', variants: ['White', 'Speckled'] },
  { title: 'Trail Socks (3 pack)', sku: 'SCK-TRL', price: 2100, weight: 0.3, origin: 'US', variants: ['M', 'L'] },
  { title: 'Rain Shell Jacket', sku: 'JKT-RAIN', price: 14900, weight: 1.4, origin: 'VN', variants: ['S', 'M', 'L'] },
  { title: 'Leather Wallet', sku: 'WAL-LTH', price: 6500, weight: 0.2, origin: 'IT', variants: ['Tan', 'Black'] },
  { title: 'Cast Iron Pan', sku: 'PAN-CI', price: 5400, weight: 5.2, origin: 'US', variants: ['10 in', '12 in'] },
  { title: 'Notebook Set', sku: 'NB-SET', price: 1600, weight: 0.9, origin: 'JP', variants: ['Dot grid', 'Lined'] },
  { title: 'Wool Beanie', sku: 'HAT-WOL', price: 2900, weight: 0.2, origin: 'IE', variants: ['Grey', 'Navy', 'Rust'] },
  { title: 'Linen Apron', sku: 'APR-LIN', price: 3400, weight: 0.5, origin: 'LT', variants: ['One size'] },
  { title: 'Espresso Grinder', sku: 'GRD-ESP', price: 18900, weight: 3.8, origin: 'DE', variants: ['Steel'] },
  { title: 'Bamboo Cutting Board', sku: 'CB-BMB', price: 2700, weight: 2.1, origin: 'CN', variants: ['Medium', 'Large'] },
  { title: 'Scented Candle', sku: 'CND-SCN', price: 2200, weight: 0.9, origin: 'FR', variants: ['Fig', 'Cedar', 'Citrus'] },
  { title: 'Silk Scarf', sku: 'SCF-SLK', price: 7800, weight: 0.1, origin: 'IT', variants: ['Blue', 'Red'] },
  { title: 'Running Shoes', sku: 'SHO-RUN', price: 12900, weight: 2.0, origin: 'VN', variants: ['8', '9', '10', '11'] },
  { title: 'Enamel Pin', sku: 'PIN-ENM', price: 900, weight: 0.05, origin: 'CN', variants: ['Fox', 'Owl'] },
  { title: 'Hardcover Cookbook', sku: 'BK-COOK', price: 3500, weight: 2.4, origin: 'GB', variants: ['First edition'] },
  { title: 'Yoga Mat', sku: 'MAT-YGA', price: 6800, weight: 3.0, origin: 'TW', variants: ['Sage', 'Plum'] },
] as const;

const LINE_COUNTS: Weighted<readonly [number, number]> = [
  [[1, 1], 55],
  [[2, 2], 20],
  [[3, 3], 10],
  [[4, 6], 10],
  [[7, 12], 5],
];

const SHIPPING_METHODS = ['Standard shipping', 'Expedited', 'Economy', 'Free shipping', 'Next day'] as const;
const NOTES = ['Gift wrap, please.', 'Leave with the doorman.', 'Birthday present: no invoice in the box.', 'Call before delivery.'] as const;

const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const ascii = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/** What {@link seedMoreOrders} needs of the seeding scope. */
export interface OrderSeedContext {
  seed: string;
  scope: Scope;
  /** The sandbox clock at seeding (epoch ms): orders are placed over the 90 days before it. */
  now: number;
  orders: Collection<{ object_id: string }>;
}

/**
 * Seeds `count` orders placed over the last 90 days, numbered from #2001 in the order they were
 * placed. The newest (half an hour before the clock) is one very long order ({@link LONG_ORDER_LINES} lines, PAID, shipping
 * abroad). Everything comes from its own random stream, so the 24 orders every account starts with
 * stay as they are.
 */
export function seedMoreOrders({ seed, scope, now, orders }: OrderSeedContext, count: number): void {
  if (count <= 0) {
    return;
  }
  const random = createRandom(`${seed}:orders:${scopeKey(scope)}`);
  const iso = (ms: number) => new Date(ms).toISOString();
  // Whole minutes, oldest first: the numbers then rise with time, as a shop's do.
  const times = Array.from({ length: count }, (_, index) => (index === count - 1 ? now - 30 * 60_000 : now - random.int(3, 90 * 24 * 60) * 60_000)).sort(
    (a, b) => a - b,
  );
  times.forEach((placedAt, index) => {
    const isLong = index === count - 1;
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const place = isLong ? PLACES[10]![0] : pickWeighted(random, PLACES);
    const [fewest, most] = pickWeighted(random, LINE_COUNTS);
    const lineCount = isLong ? LONG_ORDER_LINES : random.int(fewest, most);
    let subtotal = 0;
    let weight = 0;
    const lines = Array.from({ length: lineCount }, (_, line) => {
      const product = isLong ? PRODUCTS[line % PRODUCTS.length]! : random.pick(PRODUCTS);
      const quantity = random.int(1, product.price < 3000 ? 4 : 2);
      subtotal += product.price * quantity;
      weight += product.weight * quantity;
      return {
        object_id: `li_${random.hex(24)}`,
        title: product.title,
        sku: isLong ? `${product.sku}-${String(line + 1).padStart(3, '0')}` : product.sku,
        variant_title: random.pick(product.variants),
        quantity,
        total_price: decimal(product.price * quantity),
        currency: 'USD',
        weight: (Math.round(product.weight * quantity * 100) / 100).toString(),
        weight_unit: 'lb',
        manufacture_country: product.origin,
        max_ship_time: iso(placedAt + 2 * DAY_MS),
        max_delivery_time: iso(placedAt + 7 * DAY_MS),
      };
    });
    const shipping = subtotal >= 7500 ? 0 : place.country === 'US' ? 799 : 2499;
    const tax = place.country === 'US' ? Math.round(subtotal * 0.0725) : 0;
    const recent = now - placedAt < 3 * DAY_MS;
    const name = `${first} ${last}`;
    orders.insert({
      object_id: `ord_${random.hex(24)}`,
      object_owner: scope.owner,
      placed_at: iso(placedAt),
      order_number: `#${2001 + index}`,
      order_status: isLong ? 'PAID' : pickWeighted(random, recent ? RECENT_STATUSES : OLDER_STATUSES),
      to_address: {
        name,
        company: random.int(1, 10) === 1 ? `${last} & Co` : '',
        street1: `${random.int(1, 999)} ${place.street}`,
        street2: '',
        city: place.city,
        state: place.state,
        zip: place.zip,
        country: place.country,
        email: `${ascii(first)}.${ascii(last)}${random.int(1, 99)}@example.test`,
        phone: '+1 555 0100',
        is_residential: true,
      },
      from_address: null,
      currency: 'USD',
      shipping_cost: decimal(shipping),
      shipping_cost_currency: 'USD',
      shipping_method: shipping === 0 ? 'Free shipping' : random.pick(SHIPPING_METHODS.filter((method) => method !== 'Free shipping')),
      subtotal_price: decimal(subtotal),
      total_tax: decimal(tax),
      total_price: decimal(subtotal + tax + shipping),
      weight: (Math.round(weight * 10) / 10).toFixed(1),
      weight_unit: 'lb',
      notes: isLong ? `Wholesale restock: ${LONG_ORDER_LINES} lines.` : random.int(1, 8) === 1 ? random.pick(NOTES) : '',
      line_items: lines,
      shop_app: isLong ? 'CSV_Import' : pickWeighted(random, CHANNELS),
      transactions: [],
      test: scope.test,
    } as { object_id: string });
  });
}
