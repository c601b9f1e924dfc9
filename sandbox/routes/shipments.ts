import type * as z from 'zod';
import { ParcelInputSchema, ParcelPageSchema, ParcelSchema } from '../../src/api/resources/parcels';
import { RatePageSchema, RateSchema } from '../../src/api/resources/rates';
import { ShipmentInputSchema, ShipmentPageSchema, ShipmentSchema } from '../../src/api/resources/shipments';
import { FX_PER_USD, formatFromUsdCents, quoteRates, type RatingParcel } from '../carriers';
import type { RequestContext } from '../core/context';
import { detail, fieldErrors, parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { PARCEL_TEMPLATES } from '../seed';
import { storeAddress } from './addresses';
import { storeCustomsDeclaration } from './customs';
import { collectionOf, findOr400, findOr404, newestFirst, text, type SandboxRouter, type StoredObject } from './shared';

type ShipmentInput = z.output<typeof ShipmentInputSchema>;

/** Rates older than this are not returned by `GET /rates/{id}` (spec §8). */
const RATE_MAX_AGE_MS = 390 * 86_400_000;

/** Stores a parcel; a template gives its dimensions (spec §1: the weight is not affected). */
export function storeParcel(context: RequestContext, input: z.output<typeof ParcelInputSchema>): StoredObject {
  let dimensions = { length: input.length, width: input.width, height: input.height, distance_unit: input.distance_unit as string | undefined };
  if (input.template) {
    const template = PARCEL_TEMPLATES.find((candidate) => candidate.token === input.template);
    if (!template) {
      throw fieldErrors({ template: [`Unknown parcel template "${input.template}".`] });
    }
    dimensions = { length: template.length, width: template.width, height: template.height, distance_unit: template.distance_unit };
  }
  return collectionOf(context, 'parcels').insert({
    ...context.common(context.id('prc')),
    object_state: 'VALID',
    ...dimensions,
    weight: input.weight,
    mass_unit: input.mass_unit,
    template: input.template ?? null,
    extra: input.extra ?? {},
    metadata: input.metadata ?? '',
  });
}

function resolveAddress(context: RequestContext, reference: ShipmentInput['address_from'], field: string): StoredObject {
  if (typeof reference === 'string') {
    return findOr400(collectionOf(context, 'addresses'), reference, field, 'Address');
  }
  return storeAddress(context, reference, false);
}

function resolveParcel(context: RequestContext, reference: string | z.output<typeof ParcelInputSchema>, field: string): StoredObject {
  if (typeof reference === 'string') {
    return findOr400(collectionOf(context, 'parcels'), reference, field, 'Parcel');
  }
  return storeParcel(context, reference);
}

/** The rating view of a stored parcel. */
export function ratingParcel(parcel: StoredObject): RatingParcel {
  return {
    length: (text(parcel.length) || '0'),
    width: (text(parcel.width) || '0'),
    height: (text(parcel.height) || '0'),
    distance_unit: (text(parcel.distance_unit) || 'in'),
    weight: (text(parcel.weight) || '0'),
    mass_unit: (text(parcel.mass_unit) || 'lb'),
  };
}

/** Quotes and stores rates for a shipment's addresses, parcels and options. */
export function rateShipment(context: RequestContext, shipment: StoredObject): { rates: StoredObject[]; messages: { source: string; code: string; text: string }[] } {
  const from = shipment.address_from as StoredObject;
  const to = shipment.address_to as StoredObject;
  const parcels = (shipment.parcels as StoredObject[]).map(ratingParcel);
  const accountIds = shipment.carrier_accounts as string[];
  const accounts = collectionOf(context, 'carrier_accounts')
    .list()
    .filter((account) => account.active !== false && (accountIds.length === 0 || accountIds.includes(account.object_id)))
    .map((account) => ({ object_id: account.object_id, carrier: String(account.carrier) }));
  const extra = (shipment.extra ?? {}) as NonNullable<Parameters<typeof quoteRates>[0]['extra']>;
  const { quotes, messages } = quoteRates({
    from: { country: String(from.country), zip: text(from.zip), state: text(from.state) },
    to: { country: String(to.country), zip: text(to.zip), name: text(to.name) },
    parcels,
    extra,
    carrierAccounts: accounts,
  });
  const origin = context.origin;
  const rates = quotes.map((quote) =>
    collectionOf(context, 'rates').insert({
      object_id: context.id('rate'),
      object_created: context.nowIso(),
      object_owner: context.scope.owner,
      test: context.scope.test,
      shipment: shipment.object_id,
      amount: quote.amount,
      currency: quote.currency,
      amount_local: quote.amountLocal,
      currency_local: quote.currencyLocal,
      attributes: quote.attributes,
      carrier_account: quote.carrierAccount,
      provider: quote.carrier.name,
      provider_image_75: `${origin}/files/logos/${quote.carrier.carrier}-75.svg`,
      provider_image_200: `${origin}/files/logos/${quote.carrier.carrier}-200.svg`,
      servicelevel: {
        name: quote.level.name,
        token: quote.level.token,
        terms: quote.level.terms,
        extended_token: quote.level.token,
        parent_servicelevel: null,
      },
      arrives_by: quote.arrivesBy,
      duration_terms: quote.durationTerms,
      estimated_days: quote.estimatedDays,
      included_insurance_price: quote.includedInsurance,
      messages: [],
      zone: quote.zone,
      // Internal: the price in US cents, to compare rates across currencies. Stripped on output.
      _usd_cents: quote.usdCents,
    }),
  );
  return { rates, messages };
}

/** A stored rate as the API shows it (without the sandbox's internal fields). */
export function publicRate(rate: StoredObject): StoredObject {
  const { _usd_cents: _ignored, ...visible } = rate;
  return visible;
}

/** A stored shipment as the API shows it, with its current rates. */
function publicShipment(context: RequestContext, shipment: StoredObject): StoredObject {
  const rateIds = (shipment.rate_ids as string[] | undefined) ?? [];
  const rates = collectionOf(context, 'rates');
  const { rate_ids: _ignored, ...visible } = shipment;
  return { ...visible, rates: rateIds.map((id) => rates.get(id)).filter((rate): rate is StoredObject => Boolean(rate)).map(publicRate) };
}

/** Creates a shipment (and its addresses, parcels and customs declaration) and rates it. */
export function createShipmentRecord(context: RequestContext, input: ShipmentInput): StoredObject {
  const addressFrom = resolveAddress(context, input.address_from, 'address_from');
  const addressTo = resolveAddress(context, input.address_to, 'address_to');
  const addressReturn = input.address_return ? resolveAddress(context, input.address_return, 'address_return') : addressFrom;
  const parcels = input.parcels.map((parcel, index) => resolveParcel(context, parcel, `parcels.${index}`));
  const customs =
    input.customs_declaration === undefined
      ? null
      : typeof input.customs_declaration === 'string'
        ? findOr400(collectionOf(context, 'customs_declarations'), input.customs_declaration, 'customs_declaration', 'Customs declaration')
        : storeCustomsDeclaration(context, input.customs_declaration);
  for (const account of input.carrier_accounts ?? []) {
    findOr400(collectionOf(context, 'carrier_accounts'), account, 'carrier_accounts', 'Carrier account');
  }
  const shipment: StoredObject = {
    ...context.common(context.id('shp')),
    status: 'QUEUED',
    address_from: addressFrom,
    address_to: addressTo,
    address_return: addressReturn,
    parcels,
    carrier_accounts: input.carrier_accounts ?? [],
    messages: [],
    shipment_date: input.shipment_date ?? context.nowIso(),
    customs_declaration: customs,
    extra: input.extra ?? {},
    metadata: input.metadata ?? '',
    rate_ids: [],
  };
  const international = String(addressFrom.country).toUpperCase() !== String(addressTo.country).toUpperCase();
  const stored = collectionOf(context, 'shipments').insert(shipment);
  const finish = () => {
    const { rates, messages } = rateShipment(context, stored);
    if (international && !customs) {
      messages.push({ source: 'Sandbox', code: 'customs_declaration_missing', text: 'International shipments need a customs declaration before a label can be bought.' });
    }
    collectionOf(context, 'shipments').update(stored.object_id, {
      status: 'SUCCESS',
      rate_ids: rates.map((rate) => rate.object_id),
      messages,
      object_updated: context.nowIso(),
    });
  };
  if (input.async === true) {
    context.scheduler.at(context.clock.now() + context.duration(800), finish);
  } else {
    finish();
  }
  return collectionOf(context, 'shipments').get(stored.object_id) ?? stored;
}

/** Parcels, shipments and rates. */
export function registerShipmentRoutes(router: SandboxRouter): void {
  router.add('POST', '/parcels', async (context) => {
    const input = parseBody(ParcelInputSchema, await context.body(), { quantities: true });
    return respond(ParcelSchema, storeParcel(context, input), 201);
  });
  router.add('GET', '/parcels', (context) => respond(ParcelPageSchema, paginate(context, newestFirst(collectionOf(context, 'parcels').list()), 25)));
  router.add('GET', '/parcels/:id', (context, params) => respond(ParcelSchema, findOr404(collectionOf(context, 'parcels'), params.id ?? '')));

  router.add('POST', '/shipments', async (context) => {
    const input = parseBody(ShipmentInputSchema, await context.body(), { quantities: true });
    return respond(ShipmentSchema, publicShipment(context, createShipmentRecord(context, input)), 201);
  });

  router.add('GET', '/shipments', (context) => {
    const query = context.url.searchParams;
    const bounds: [string, (created: number, bound: number) => boolean][] = [
      ['object_created_gt', (created, bound) => created > bound],
      ['object_created_gte', (created, bound) => created >= bound],
      ['object_created_lt', (created, bound) => created < bound],
      ['object_created_lte', (created, bound) => created <= bound],
    ];
    const filters = bounds
      .filter(([name]) => query.get(name))
      .map(([name, test]) => {
        const bound = Date.parse(query.get(name) ?? '');
        if (Number.isNaN(bound)) {
          throw fieldErrors({ [name]: ['Enter a valid ISO 8601 date-time.'] });
        }
        return (created: number) => test(created, bound);
      });
    const shipments = newestFirst(collectionOf(context, 'shipments').list())
      .filter((shipment) => filters.every((filter) => filter(Date.parse(String(shipment.object_created)))))
      .map((shipment) => publicShipment(context, shipment));
    return respond(ShipmentPageSchema, paginate(context, shipments, 25));
  });

  router.add('GET', '/shipments/:id', (context, params) =>
    respond(ShipmentSchema, publicShipment(context, findOr404(collectionOf(context, 'shipments'), params.id ?? ''))),
  );

  const listRates = (context: RequestContext, shipmentId: string, currency: string | undefined) => {
    const shipment = findOr404(collectionOf(context, 'shipments'), shipmentId);
    if (currency !== undefined && FX_PER_USD[currency.toUpperCase()] === undefined) {
      throw fieldErrors({ currency: [`Unsupported currency "${currency}".`] });
    }
    const rates = publicShipment(context, shipment).rates as StoredObject[];
    const stored = collectionOf(context, 'rates');
    const converted = currency
      ? rates.map((rate) => ({
          ...rate,
          amount_local: formatFromUsdCents(Number(stored.get(rate.object_id)?._usd_cents ?? 0), currency.toUpperCase()),
          currency_local: currency.toUpperCase(),
        }))
      : rates;
    return respond(RatePageSchema, paginate(context, converted, 25));
  };
  router.add('GET', '/shipments/:id/rates', (context, params) => listRates(context, params.id ?? '', undefined));
  router.add('GET', '/shipments/:id/rates/:currency', (context, params) => listRates(context, params.id ?? '', params.currency));

  router.add('GET', '/rates/:id', (context, params) => {
    const rate = findOr404(collectionOf(context, 'rates'), params.id ?? '');
    if (context.clock.now() - Date.parse(String(rate.object_created)) > RATE_MAX_AGE_MS) {
      throw detail(404, 'Not found.');
    }
    return respond(RateSchema, publicRate(rate));
  });
}
