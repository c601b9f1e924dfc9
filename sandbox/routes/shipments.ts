import { isInternational } from '../../src/api/shipment-rules';
import type * as z from 'zod';
import type { ParcelInputSchema } from '../../src/api/resources/parcels';
import { RatePageSchema } from '../../src/api/resources/rates';
import { ShipmentInputSchema, ShipmentPageSchema, ShipmentSchema } from '../../src/api/resources/shipments';
import { FX_PER_USD, formatFromUsdCents } from '../carriers';
import type { RequestContext } from '../core/context';
import { fieldErrors, parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { storeAddress } from './addresses';
import { storeCustomsDeclaration } from './customs';
import { storeParcel } from './parcels';
import { publicRate, rateShipment } from './rates';
import { collectionOf, findOr400, findOr404, newestFirst, type SandboxRouter, type StoredObject } from './shared';

type ShipmentInput = z.output<typeof ShipmentInputSchema>;

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
  const international = isInternational(String(addressFrom.country), String(addressTo.country));
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

/** Shipments, and the rates of a shipment. */
export function registerShipmentRoutes(router: SandboxRouter): void {
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
}
