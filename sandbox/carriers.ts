/**
 * Simulated carriers: fictional companies whose rates follow billable weight (actual against
 * dimensional), distance (zone), service level and options, priced in the origin country's
 * currency with `amount_local` in the destination's, as the spec's Rate describes.
 */

/** One service level of a simulated carrier. */
export interface SimulatedServiceLevel {
  token: string;
  name: string;
  terms: string;
  /** Price floor and price per billable pound, in US cents before the zone factor. */
  baseCents: number;
  perPoundCents: number;
  /** Transit days in zone 1 (domestic) or the nearest international zone. */
  days: number;
  /** Extra days per three zones of distance. */
  daysPerZones: number;
  /** `HH:MM:SS` destination local time, when the service guarantees one. */
  arrivesBy: string | null;
  scope: 'domestic' | 'international' | 'both';
  /** Heaviest billable parcel (lb) the service takes. */
  maxPounds: number;
  supportsSaturday: boolean;
  supportsReturnLabels: boolean;
}

/** A simulated carrier. */
export interface SimulatedCarrier {
  /** Carrier token (lowercase). */
  carrier: string;
  name: string;
  /** Prefix of its tracking numbers. */
  trackingPrefix: string;
  supportsPickups: boolean;
  /** Brand colour of its generated logo. */
  color: string;
  serviceLevels: SimulatedServiceLevel[];
}

const service = (overrides: Partial<SimulatedServiceLevel> & Pick<SimulatedServiceLevel, 'token' | 'name'>): SimulatedServiceLevel => ({
  terms: '',
  baseCents: 800,
  perPoundCents: 60,
  days: 3,
  daysPerZones: 1,
  arrivesBy: null,
  scope: 'domestic',
  maxPounds: 150,
  supportsSaturday: false,
  supportsReturnLabels: true,
  ...overrides,
});

/** The sandbox's carriers. None is a real brand. Parcelwise and Kestrel Express support pickups. */
export const SIMULATED_CARRIERS: readonly SimulatedCarrier[] = [
  {
    carrier: 'parcelwise',
    name: 'Parcelwise',
    trackingPrefix: 'PW',
    supportsPickups: true,
    color: '#1f6feb',
    serviceLevels: [
      service({ token: 'parcelwise_ground', name: 'Ground', terms: 'Delivery in 1 to 5 business days.', baseCents: 650, perPoundCents: 55, days: 2, daysPerZones: 1 }),
      service({ token: 'parcelwise_2day', name: '2nd Day', terms: 'Delivery by the end of the second business day.', baseCents: 1450, perPoundCents: 95, days: 2, daysPerZones: 0, arrivesBy: '20:00:00', supportsSaturday: true }),
      service({ token: 'parcelwise_overnight', name: 'Overnight', terms: 'Next business day by 10:30.', baseCents: 2900, perPoundCents: 160, days: 1, daysPerZones: 0, arrivesBy: '10:30:00', supportsSaturday: true }),
    ],
  },
  {
    carrier: 'kestrel',
    name: 'Kestrel Express',
    trackingPrefix: 'KX',
    supportsPickups: true,
    color: '#b8400f',
    serviceLevels: [
      service({ token: 'kestrel_saver', name: 'Express Saver', terms: 'Delivery in 3 business days.', baseCents: 900, perPoundCents: 70, days: 3, daysPerZones: 0 }),
      service({ token: 'kestrel_priority', name: 'Priority', terms: 'Next business day by noon in most areas.', baseCents: 1900, perPoundCents: 120, days: 1, daysPerZones: 0, arrivesBy: '12:00:00', supportsSaturday: true }),
      service({ token: 'kestrel_international_express', name: 'International Express', terms: 'Door to door in 2 to 5 business days, duties not included.', baseCents: 3900, perPoundCents: 450, days: 2, daysPerZones: 1, arrivesBy: '18:00:00', scope: 'international', maxPounds: 150 }),
    ],
  },
  {
    carrier: 'bluebird',
    name: 'Bluebird Post',
    trackingPrefix: 'BB',
    supportsPickups: false,
    color: '#0a7d5a',
    serviceLevels: [
      service({ token: 'bluebird_first_class', name: 'First Class', terms: 'Parcels up to 1 lb.', baseCents: 450, perPoundCents: 0, days: 3, daysPerZones: 1, maxPounds: 1 }),
      service({ token: 'bluebird_standard', name: 'Standard Parcel', terms: 'Delivery in 2 to 8 business days.', baseCents: 780, perPoundCents: 48, days: 3, daysPerZones: 1, maxPounds: 70 }),
      service({ token: 'bluebird_international', name: 'International Standard', terms: 'Delivery in 6 to 15 business days.', baseCents: 2200, perPoundCents: 310, days: 6, daysPerZones: 3, scope: 'international', maxPounds: 44, supportsReturnLabels: false }),
    ],
  },
  {
    carrier: 'slowpost',
    name: 'Slowpost Freight',
    trackingPrefix: 'SP',
    supportsPickups: false,
    color: '#6f42c1',
    serviceLevels: [
      service({ token: 'slowpost_economy', name: 'Economy', terms: 'Delivery in 5 to 9 business days.', baseCents: 520, perPoundCents: 40, days: 5, daysPerZones: 1 }),
      service({ token: 'slowpost_priority', name: 'Priority', terms: 'Delivery in 3 business days.', baseCents: 1100, perPoundCents: 75, days: 3, daysPerZones: 0 }),
    ],
  },
];

export function findCarrier(carrier: string): SimulatedCarrier | undefined {
  return SIMULATED_CARRIERS.find((candidate) => candidate.carrier === carrier);
}

export function findServiceLevel(token: string): { carrier: SimulatedCarrier; level: SimulatedServiceLevel } | undefined {
  for (const carrier of SIMULATED_CARRIERS) {
    const level = carrier.serviceLevels.find((candidate) => candidate.token === token);
    if (level) {
      return { carrier, level };
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Money: integer minor units only.

const EURO_COUNTRIES = new Set(['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK']);
const COUNTRY_CURRENCY: Record<string, string> = { US: 'USD', CA: 'CAD', GB: 'GBP', AU: 'AUD', JP: 'JPY', MX: 'MXN', CH: 'CHF', NZ: 'NZD', SE: 'SEK' };

/** Units of a currency per US dollar (fixed rates, so quotes are deterministic). */
export const FX_PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.37,
  AUD: 1.52,
  JPY: 151,
  MXN: 17.1,
  CHF: 0.88,
  NZD: 1.66,
  SEK: 10.6,
};

const ZERO_DECIMAL = new Set(['JPY']);

export function currencyOf(country: string): string {
  const code = country.toUpperCase();
  return EURO_COUNTRIES.has(code) ? 'EUR' : (COUNTRY_CURRENCY[code] ?? 'USD');
}

export function fractionDigits(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** Converts US cents to a decimal string in `currency` (rounded to its minor unit). */
export function formatFromUsdCents(usdCents: number, currency: string): string {
  const rate = FX_PER_USD[currency] ?? 1;
  const digits = fractionDigits(currency);
  const minor = Math.round((usdCents * rate) / 10 ** (2 - digits));
  const negative = minor < 0;
  const absolute = Math.abs(minor).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? absolute : absolute.slice(0, -digits);
  const fraction = digits === 0 ? '' : `.${absolute.slice(-digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Reads a decimal string in `currency` into US cents (for insurance and comparisons). */
export function toUsdCents(amount: string, currency: string): number {
  const value = Number(amount);
  if (!Number.isFinite(value)) {
    return 0;
  }
  return Math.round((value * 100) / (FX_PER_USD[currency] ?? 1));
}

// ---------------------------------------------------------------------------------------------
// Weight, size and distance.

const TO_INCHES: Record<string, number> = { in: 1, cm: 1 / 2.54, mm: 1 / 25.4, m: 39.3701, ft: 12, yd: 36 };
const TO_POUNDS: Record<string, number> = { lb: 1, oz: 1 / 16, g: 1 / 453.592, kg: 2.20462 };

/** A parcel reduced to what rating needs. */
export interface RatingParcel {
  length: string;
  width: string;
  height: string;
  distance_unit: string;
  weight: string;
  mass_unit: string;
}

/** Actual and dimensional weight (L×W×H in inches / 139) in pounds; the larger is billed. */
export function billableWeight(parcel: RatingParcel): { actual: number; dimensional: number; billable: number } {
  const inches = TO_INCHES[parcel.distance_unit] ?? 1;
  const pounds = TO_POUNDS[parcel.mass_unit] ?? 1;
  const actual = Number(parcel.weight) * pounds;
  const dimensional = (Number(parcel.length) * inches * (Number(parcel.width) * inches) * (Number(parcel.height) * inches)) / 139;
  return { actual, dimensional, billable: Math.max(actual, dimensional) };
}

const CONTINENT: Record<string, string> = {
  US: 'NA', CA: 'NA', MX: 'NA', GB: 'EU', IE: 'EU', FR: 'EU', DE: 'EU', ES: 'EU', IT: 'EU', NL: 'EU', BE: 'EU', AT: 'EU', PT: 'EU', CH: 'EU', SE: 'EU', DK: 'EU', NO: 'EU', PL: 'EU', FI: 'EU',
  AU: 'OC', NZ: 'OC', JP: 'AS', CN: 'AS', KR: 'AS', SG: 'AS', IN: 'AS', BR: 'SA', AR: 'SA', ZA: 'AF',
};

function postalNumber(zip: string): number {
  const digits = zip.replace(/\D/g, '').slice(0, 3);
  if (digits.length > 0) {
    return Number(digits);
  }
  // Letters-first postcodes (GB, CA): map the first letters onto a number line.
  const letters = zip.toUpperCase().replace(/[^A-Z]/g, '');
  return ((letters.charCodeAt(0) || 65) - 65) * 38 + (((letters.charCodeAt(1) || 65) - 65) % 38);
}

/** The transit zone of a lane: `1`–`8` within a country, `INT1` same continent, `INT2` beyond. */
export function zoneOf(from: { country: string; zip: string }, to: { country: string; zip: string }): { zone: string; factor: number; international: boolean; hops: number } {
  if (from.country.toUpperCase() !== to.country.toUpperCase()) {
    const sameContinent = (CONTINENT[from.country.toUpperCase()] ?? 'X') === (CONTINENT[to.country.toUpperCase()] ?? 'Y');
    return sameContinent ? { zone: 'INT1', factor: 1, international: true, hops: 1 } : { zone: 'INT2', factor: 1.45, international: true, hops: 3 };
  }
  const distance = Math.abs(postalNumber(from.zip) - postalNumber(to.zip));
  const zone = Math.min(8, 1 + Math.floor(distance / 125));
  return { zone: String(zone), factor: 1 + (zone - 1) * 0.18, international: false, hops: zone - 1 };
}

// ---------------------------------------------------------------------------------------------
// Quotes.

/** What the caller asked for, as rating sees it. */
export interface QuoteRequest {
  from: { country: string; zip: string; state?: string | null | undefined };
  to: { country: string; zip: string; name?: string | null | undefined };
  parcels: RatingParcel[];
  extra?: {
    insurance?: { amount?: string | null; currency?: string | null } | null;
    signature_confirmation?: string | null;
    saturday_delivery?: boolean | null;
    COD?: { amount?: string | null } | null;
    is_return?: boolean | null;
  } | null;
  /** Carrier accounts to quote: `{ object_id, carrier }`. */
  carrierAccounts: { object_id: string; carrier: string }[];
}

/** One quoted rate, before the shipment gives it an id. */
export interface Quote {
  carrierAccount: string;
  carrier: SimulatedCarrier;
  level: SimulatedServiceLevel;
  usdCents: number;
  amount: string;
  currency: string;
  amountLocal: string;
  currencyLocal: string;
  estimatedDays: number;
  arrivesBy: string | null;
  durationTerms: string;
  zone: string;
  includedInsurance: string | null;
  attributes: ('CHEAPEST' | 'FASTEST' | 'BESTVALUE')[];
}

/** A carrier-side message (spec §7: `{ source, code, text }`). */
export interface CarrierMessage {
  source: string;
  code: string;
  text: string;
}

/** True when a recipient name asks for the simulated carrier timeout (a documented magic value). */
export function wantsCarrierTimeout(name: string | null | undefined): boolean {
  return /timeout/i.test(name ?? '');
}

/**
 * Quotes every service level of every given carrier account that serves the lane and the weight,
 * and marks CHEAPEST, FASTEST and BESTVALUE honestly (on the price in US dollars and the days).
 */
export function quoteRates(request: QuoteRequest): { quotes: Quote[]; messages: CarrierMessage[] } {
  const lane = zoneOf(request.from, request.to);
  const weights = request.parcels.map(billableWeight);
  const heaviest = Math.max(0, ...weights.map((weight) => weight.billable));
  const billablePounds = weights.reduce((sum, weight) => sum + Math.max(0.0625, Math.ceil(weight.billable * 16) / 16), 0);
  const currency = currencyOf(request.from.country);
  const currencyLocal = currencyOf(request.to.country);
  const messages: CarrierMessage[] = [];
  const quotes: Quote[] = [];
  const extra = request.extra ?? {};

  let optionCents = 0;
  const signature = extra.signature_confirmation;
  if (signature) {
    optionCents += signature === 'ADULT' ? 650 : 295;
  }
  if (extra.COD?.amount) {
    optionCents += 800;
  }
  const insuredUsdCents = extra.insurance?.amount ? toUsdCents(extra.insurance.amount, extra.insurance.currency ?? 'USD') : 0;
  const insuranceCents = insuredUsdCents > 0 ? Math.max(100, Math.ceil(insuredUsdCents / 100)) : 0;

  for (const account of request.carrierAccounts) {
    const carrier = findCarrier(account.carrier);
    if (!carrier) {
      continue;
    }
    if (carrier.carrier === 'slowpost' && wantsCarrierTimeout(request.to.name)) {
      messages.push({ source: carrier.name, code: 'carrier_timeout', text: `${carrier.name} did not answer in time; its rates are missing.` });
      continue;
    }
    let served = false;
    for (const level of carrier.serviceLevels) {
      const laneFits = level.scope === 'both' || (level.scope === 'international') === lane.international;
      if (!laneFits) {
        continue;
      }
      if (heaviest > level.maxPounds) {
        continue;
      }
      if (extra.is_return && !level.supportsReturnLabels) {
        continue;
      }
      served = true;
      const saturdayCents = extra.saturday_delivery && level.supportsSaturday ? 1500 : 0;
      const usdCents = Math.round((level.baseCents + level.perPoundCents * Math.ceil(billablePounds)) * lane.factor) + optionCents + saturdayCents + insuranceCents;
      const estimatedDays = level.days + Math.floor(lane.hops / 3) * level.daysPerZones;
      quotes.push({
        carrierAccount: account.object_id,
        carrier,
        level,
        usdCents,
        amount: formatFromUsdCents(usdCents, currency),
        currency,
        amountLocal: formatFromUsdCents(usdCents, currencyLocal),
        currencyLocal,
        estimatedDays,
        arrivesBy: level.arrivesBy,
        durationTerms: level.terms,
        zone: lane.zone,
        includedInsurance: insuranceCents > 0 ? formatFromUsdCents(insuranceCents, currency) : null,
        attributes: [],
      });
    }
    if (!served && (lane.international || heaviest > 0)) {
      messages.push({
        source: carrier.name,
        code: lane.international ? 'service_unavailable_for_lane' : 'weight_limit_exceeded',
        text: lane.international
          ? `${carrier.name} has no service from ${request.from.country} to ${request.to.country}.`
          : `${carrier.name} cannot take a parcel of ${heaviest.toFixed(1)} lb.`,
      });
    }
  }
  markAttributes(quotes);
  return { quotes, messages };
}

function markAttributes(quotes: Quote[]) {
  if (quotes.length === 0) {
    return;
  }
  const cheapest = quotes.reduce((best, quote) => (quote.usdCents < best.usdCents ? quote : best));
  const fastest = quotes.reduce((best, quote) =>
    quote.estimatedDays < best.estimatedDays || (quote.estimatedDays === best.estimatedDays && quote.usdCents < best.usdCents) ? quote : best,
  );
  // Best value: the lowest price per day saved against the slowest option, i.e. price weighted by days.
  const score = (quote: Quote) => quote.usdCents * (1 + 0.2 * quote.estimatedDays);
  const bestValue = quotes.reduce((best, quote) => (score(quote) < score(best) ? quote : best));
  cheapest.attributes.push('CHEAPEST');
  fastest.attributes.push('FASTEST');
  bestValue.attributes.push('BESTVALUE');
}
