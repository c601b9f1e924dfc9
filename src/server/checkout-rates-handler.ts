// The storefront's route to rates at checkout (issue 40). A shopper's browser holds no token that
// could buy labels: it posts the address and cart to the merchant's own server, which checks and
// bounds them, asks `POST /live-rates` with the API key, and answers only what a shopper may see.
import { createApiClient, DEFAULT_API_VERSION } from '../api/client';
import type { CheckoutAddress, CheckoutCartLine, CheckoutFreeShipping, CheckoutOption, CheckoutRatesAnswer } from '../api/checkout-options';
import { isShippingElementsError } from '../api/errors';
import { createLiveRates, type LiveRate, type LiveRatesInput } from '../api/resources/live-rates';
import { listServiceGroups, type ServiceGroup } from '../api/resources/service-groups';
import { decimalParts, formatDecimal, scaleDecimal } from '../lib/decimal';
import { MISDIRECTED_STATUS, hostPolicy, requestHost, type AllowedHosts } from './allowed-hosts';
import { isAllowedOrigin, reply } from './token-handler';
import { TooLarge, readBounded } from './webhook-handler';

/** Options of {@link createCheckoutRatesHandler}. */
export interface CheckoutRatesHandlerOptions {
  /** The merchant's API key. It stays on the server: never sent to the browser, never in an answer. */
  apiKey: string;
  /** API origin, e.g. `https://api.example.com` or the sandbox's `http://127.0.0.1:8787`. */
  baseUrl: string;
  /**
   * Who is asking, for the request limit: your id of the shopper's session, or the client's
   * address as your proxy reports it (`x-forwarded-for` set by your own load balancer, never one
   * the client could send). Required: a web `Request` does not carry the peer's address, and a
   * route without a limit lets anyone turn your API quota into their rate calculator.
   */
  clientKey: (request: Request) => string | Promise<string>;
  /**
   * How many requests one client key may make per `windowMs`; one more gets `429` with
   * `Retry-After`. Keys are held in memory, one process only.
   * @default 20
   */
  maxRequests?: number;
  /** The length of the request limit's window, in milliseconds. @default 60000 */
  windowMs?: number;
  /** Client keys remembered at once; past it the oldest window is forgotten. @default 10000 */
  maxClients?: number;
  /** Cart lines one request may carry; more gets `400`. @default 50 */
  maxLines?: number;
  /** Units one cart line may carry. @default 999 */
  maxQuantity?: number;
  /** Largest request body read, in bytes; more gets `413`. @default 16384 */
  maxBodyBytes?: number;
  /**
   * The cart as your store knows it, given what the shopper sent (already checked): look the
   * lines' prices and weights up in your catalogue here, so that a shopper who edits the request
   * gets rates for your prices, not theirs. @default the cart as sent
   */
  resolveCart?: (cart: CheckoutCartLine[], request: Request) => CheckoutCartLine[] | Promise<CheckoutCartLine[]>;
  /**
   * Managed (white label) account to quote for, sent as `SVC-ACCOUNT-ID`; a function chooses it
   * per request (a platform's storefront of one of its merchants).
   */
  accountId?: string | ((request: Request) => string | undefined | Promise<string | undefined>);
  /** Sent as `SVC-API-VERSION`. @default '2018-02-08' */
  apiVersion?: string;
  /** A `fetch` implementation (tests, proxies). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * How long the route waits for the shipping API, in milliseconds, retries included; past it the
   * shopper gets `504` at once.
   * @default 5000
   */
  timeoutMs?: number;
  /** The origin (or origins) of the store's pages, e.g. `https://shop.example`; see `createTokenHandler`'s. */
  publicOrigin?: string | readonly string[];
  /** Other origins whose pages may ask, or a function that decides. */
  allowedOrigins?: readonly string[] | ((origin: string, request: Request) => boolean);
  /** `Host` names answered besides loopback ones and those of `publicOrigin`; others get `421`. */
  allowedHosts?: AllowedHosts;
  /** The clock of the request limit, in epoch milliseconds (tests). @default Date.now */
  now?: () => number;
}

const ADDRESS_FIELDS = ['name', 'street1', 'street2', 'city', 'state', 'zip'] as const;
const MAX_FIELD_LENGTH = 100;
const WEIGHT_UNITS = new Set(['g', 'oz', 'lb', 'kg']);
// At most ten integer digits and four decimals: a price or weight, not a number to overflow anything.
const BOUNDED_DECIMAL = /^\d{1,10}(\.\d{1,4})?$/;

type Checked<T> = { value: T; fields: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shortText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;

/** The shopper's address with only the fields rates need, each a short string; the refused fields' paths. */
function checkAddress(input: unknown): Checked<CheckoutAddress> {
  const fields: string[] = [];
  const source = isRecord(input) ? input : {};
  if (!isRecord(input)) {
    fields.push('address');
  }
  const country = source.country;
  const address: CheckoutAddress = { country: typeof country === 'string' ? country.toUpperCase() : '' };
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) {
    fields.push('address.country');
  }
  for (const field of ADDRESS_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null || value === '') {
      continue;
    }
    if (shortText(value)) {
      address[field] = value;
    } else {
      fields.push(`address.${field}`);
    }
  }
  return { value: address, fields };
}

/** One cart line with only the fields rates need, bounded; the refused fields' paths. */
function checkLine(input: unknown, path: string, maxQuantity: number): Checked<CheckoutCartLine> {
  const source = isRecord(input) ? input : {};
  const fields: string[] = isRecord(input) ? [] : [path];
  const { quantity, total_price: price, currency, weight, weight_unit: unit, title, sku } = source;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > maxQuantity) {
    fields.push(`${path}.quantity`);
  }
  if (typeof price !== 'string' || !BOUNDED_DECIMAL.test(price)) {
    fields.push(`${path}.total_price`);
  }
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    fields.push(`${path}.currency`);
  }
  const line: CheckoutCartLine = { quantity: Number(quantity), total_price: String(price), currency: String(currency) };
  if (weight !== undefined) {
    if (typeof weight === 'string' && BOUNDED_DECIMAL.test(weight) && typeof unit === 'string' && WEIGHT_UNITS.has(unit)) {
      line.weight = weight;
      line.weight_unit = unit as CheckoutCartLine['weight_unit'];
    } else {
      fields.push(`${path}.weight`);
    }
  }
  for (const [key, value] of [['title', title], ['sku', sku]] as const) {
    if (value !== undefined) {
      if (shortText(value)) {
        line[key] = value;
      } else {
        fields.push(`${path}.${key}`);
      }
    }
  }
  return { value: line, fields };
}

/** The request body as an address and a bounded cart, or the paths of what is wrong with it. */
function checkBody(body: unknown, maxLines: number, maxQuantity: number): Checked<{ address: CheckoutAddress; cart: CheckoutCartLine[] }> {
  const source = isRecord(body) ? body : {};
  const address = checkAddress(source.address);
  const fields = [...address.fields];
  const cart: CheckoutCartLine[] = [];
  if (!Array.isArray(source.cart) || source.cart.length === 0 || source.cart.length > maxLines) {
    fields.push('cart');
  } else {
    source.cart.forEach((input: unknown, index) => {
      const line = checkLine(input, `cart.${index}`, maxQuantity);
      fields.push(...line.fields);
      cart.push(line.value);
    });
  }
  return { value: { address: address.value, cart }, fields };
}

/** Decimal places of a currency's minor unit (`JPY` 0, `USD` 2), by the runtime's own data. */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * The free-shipping option nearest to the cart that it does not reach yet: the cart must
 * **exceed** the threshold (spec §2), so what it lacks is the difference plus one minor unit.
 * Only groups in the cart's own currency count (a cart of mixed currencies gets none): the route
 * does not convert money.
 */
function freeShippingOf(groups: ServiceGroup[], cart: CheckoutCartLine[], offered: LiveRate[]): CheckoutFreeShipping | null {
  const currency = cart[0]?.currency ?? '';
  if (cart.some((line) => line.currency !== currency)) {
    return null;
  }
  const digits = minorDigits(currency);
  const scaled = (text: string) => {
    const parts = decimalParts(text);
    return parts === undefined ? undefined : scaleDecimal(parts, digits);
  };
  const total = cart.reduce((sum, line) => sum + (scaled(line.total_price) ?? 0n), 0n);
  let nearest: { remaining: bigint; free: CheckoutFreeShipping } | null = null;
  for (const group of groups) {
    const threshold = scaled(group.free_shipping_threshold_min ?? '');
    if (group.type !== 'FREE_SHIPPING' || group.is_active === false || group.free_shipping_threshold_currency !== currency || threshold === undefined) {
      continue;
    }
    const remaining = threshold - total + 1n;
    if (remaining <= 0n || offered.some((option) => option.title === group.name)) {
      continue;
    }
    if (nearest === null || remaining < nearest.remaining) {
      nearest = {
        remaining,
        free: { name: group.name, threshold: formatDecimal(threshold, digits), remaining: formatDecimal(remaining, digits), currency },
      };
    }
  }
  return nearest?.free ?? null;
}

/** The options as a shopper sees them: names, prices and estimates, nothing of the merchant's setup. */
function shopperOptions(rates: LiveRate[]): CheckoutOption[] {
  const seen = new Map<string, number>();
  return rates.map((rate) => {
    const count = (seen.get(rate.title) ?? 0) + 1;
    seen.set(rate.title, count);
    return {
      id: count === 1 ? rate.title : `${rate.title} (${count})`,
      name: rate.title,
      description: rate.description || null,
      amount: rate.amount,
      currency: rate.currency,
      estimated_days: rate.estimated_days ?? null,
    };
  });
}

/**
 * A fixed window of `maxRequests` per client key: `0` when a request may go on, else the seconds
 * until the key's window ends. At most `maxClients` keys are held; the oldest go first.
 */
function requestLimiter(maxRequests: number, windowMs: number, maxClients: number, now: () => number): (key: string) => number {
  const windows = new Map<string, { start: number; count: number }>();
  return (key) => {
    const time = now();
    let window = windows.get(key);
    if (window === undefined || time - window.start >= windowMs) {
      windows.delete(key);
      window = { start: time, count: 0 };
      windows.set(key, window);
      for (const oldest of windows.keys()) {
        if (windows.size <= maxClients) {
          break;
        }
        windows.delete(oldest);
      }
    }
    window.count += 1;
    return window.count > maxRequests ? Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)) : 0;
  };
}

/** The answer to an upstream failure: never the API's own words, which may name the account. */
function upstreamFailure(error: unknown, deadline: AbortSignal, request: Request): Response {
  if (deadline.aborted) {
    return reply(504, { detail: 'The shipping API did not answer in time.' }, { 'Retry-After': '5' });
  }
  if (request.signal.aborted) {
    return reply(499, { detail: 'The request was cancelled.' });
  }
  if (isShippingElementsError(error, 'invalid-request') || (isShippingElementsError(error, 'api') && error.status === 400)) {
    return reply(400, { detail: 'The shipping API could not rate this address and cart.' });
  }
  if (isShippingElementsError(error, 'api') && error.status === 503) {
    return reply(503, { detail: 'The shipping API is temporarily unavailable.' }, { 'Retry-After': '5' });
  }
  return reply(502, { detail: 'The shipping API could not give rates.' });
}

/** Reads the body as JSON within `limit` bytes: the value, or the answer that refuses it. */
async function readJson(request: Request, limit: number): Promise<{ body: unknown } | Response> {
  try {
    const bytes = await readBounded(request, limit);
    return { body: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch (error) {
    return error instanceof TooLarge ? reply(413, { detail: 'The request is too large.' }) : reply(400, { detail: 'The request is not JSON.' });
  }
}

/**
 * Creates the merchant backend route that gives a storefront its shipping options at checkout,
 * for the `CheckoutRates` block's `fetchOptions`.
 *
 * @remarks
 * A web-standard `(request: Request) => Promise<Response>` handler, like `createTokenHandler`
 * (Node's `http` through {@link toNodeListener}). It accepts `POST` with a JSON
 * {@link CheckoutRatesRequest} (`{ address, cart }`): the address's country and short text fields,
 * at most `maxLines` lines of at most `maxQuantity` units, prices and weights as plain decimals,
 * `maxBodyBytes` in all (`400`, `413`). Each client key gets `maxRequests` per `windowMs` (`429`
 * with `Retry-After`). It then calls `POST /live-rates` and `GET /service-groups` with the API key
 * and answers a {@link CheckoutRatesAnswer}: each option's name, description, price, currency and
 * estimate, and the nearest free-shipping threshold the cart does not reach: never carrier
 * accounts, object ids, service levels or rate adjustments. Answers are `Cache-Control: no-store`.
 * Only pages of `publicOrigin` and `allowedOrigins` are served (`403`), only host names of
 * `publicOrigin`, `allowedHosts` and loopback (`421`).
 *
 * The prices in the cart come from the shopper: charge from your own catalogue, or pass
 * `resolveCart` so that the rates are for your prices too.
 *
 * @example
 * const checkoutRates = createCheckoutRatesHandler({
 *   apiKey: process.env.SHIPPING_API_KEY!,
 *   baseUrl: 'https://api.example.com',
 *   publicOrigin: 'https://shop.example.com',
 *   clientKey: (request) => request.headers.get('x-real-ip') ?? 'unknown', // set by your proxy
 * });
 * export const POST = checkoutRates; // Next.js app router
 */
export function createCheckoutRatesHandler(options: CheckoutRatesHandlerOptions): (request: Request) => Promise<Response> {
  if (!options.apiKey) {
    throw new TypeError('createCheckoutRatesHandler needs an apiKey (read it from the server environment).');
  }
  if (typeof options.clientKey !== 'function') {
    throw new TypeError('createCheckoutRatesHandler needs clientKey(request): requests are limited per client.');
  }
  const { maxLines = 50, maxQuantity = 999, maxBodyBytes = 16_384, timeoutMs = 5000 } = options;
  const limited = requestLimiter(options.maxRequests ?? 20, options.windowMs ?? 60_000, options.maxClients ?? 10_000, options.now ?? Date.now);
  const ownOrigins = (typeof options.publicOrigin === 'string' ? [options.publicOrigin] : (options.publicOrigin ?? [])).map((origin) => new URL(origin).origin);
  const isAllowedHost = hostPolicy(options.allowedHosts, ownOrigins);
  const isLoopbackHost = hostPolicy();
  const api = createApiClient({
    baseUrl: options.baseUrl,
    auth: { apiKey: options.apiKey },
    apiVersion: options.apiVersion ?? DEFAULT_API_VERSION,
    fetch: options.fetch,
    retry: { retries: 1 },
  });

  return async function handleCheckoutRates(request: Request): Promise<Response> {
    const host = requestHost(request);
    if (!isAllowedHost(host)) {
      return reply(MISDIRECTED_STATUS, { detail: 'This server does not answer for this host name.' });
    }
    if (request.method !== 'POST') {
      return reply(405, { detail: 'Use POST to ask for shipping options.' }, { Allow: 'POST' });
    }
    if (!isAllowedOrigin(request, ownOrigins, options.allowedOrigins, isLoopbackHost(host))) {
      return reply(403, { detail: 'Shipping options are given to this site’s own pages only.' });
    }
    const wait = limited(await options.clientKey(request));
    if (wait > 0) {
      return reply(429, { detail: 'Too many requests for shipping options.' }, { 'Retry-After': String(wait) });
    }
    const read = await readJson(request, maxBodyBytes);
    if (read instanceof Response) {
      return read;
    }
    const checked = checkBody(read.body, maxLines, maxQuantity);
    if (checked.fields.length > 0) {
      return reply(400, { detail: 'The address or the cart is not valid.', fields: checked.fields });
    }
    const cart = options.resolveCart ? await options.resolveCart(checked.value.cart, request) : checked.value.cart;
    const accountId = typeof options.accountId === 'function' ? await options.accountId(request) : options.accountId;
    const deadline = AbortSignal.timeout(timeoutMs);
    const call = { signal: AbortSignal.any([request.signal, deadline]), headers: accountId ? { 'SVC-ACCOUNT-ID': accountId } : undefined };
    try {
      const input: LiveRatesInput = { address_to: checked.value.address, line_items: cart };
      const [rates, groups] = await Promise.all([createLiveRates(api, input, call), listServiceGroups(api, call)]);
      const answer: CheckoutRatesAnswer = { options: shopperOptions(rates.results), free_shipping: freeShippingOf(groups, cart, rates.results) };
      return reply(200, answer);
    } catch (error) {
      return upstreamFailure(error, deadline, request);
    }
  };
}
