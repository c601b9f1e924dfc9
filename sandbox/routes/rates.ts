import { RateSchema } from '../../src/api/resources/rates';
import { quoteRates } from '../carriers';
import type { RequestContext } from '../core/context';
import { detail, respond } from '../core/http';
import { ratingParcel } from './parcels';
import { collectionOf, findOr404, text, type SandboxRouter, type StoredObject } from './shared';

/** Rates older than this are not returned by `GET /rates/{id}` (spec §8). */
const RATE_MAX_AGE_MS = 390 * 86_400_000;

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

/** A rate by its id, while it is young enough to be bought. */
export function registerRateRoutes(router: SandboxRouter): void {
  router.add('GET', '/rates/:id', (context, params) => {
    const rate = findOr404(collectionOf(context, 'rates'), params.id ?? '');
    if (context.clock.now() - Date.parse(String(rate.object_created)) > RATE_MAX_AGE_MS) {
      throw detail(404, 'Not found.');
    }
    return respond(RateSchema, publicRate(rate));
  });
}
