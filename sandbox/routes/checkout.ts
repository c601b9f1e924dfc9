import type * as z from 'zod';
import { DefaultParcelTemplateSchema, LiveRatePageSchema, LiveRatesInputSchema } from '../../src/api/resources/live-rates';
import { ServiceGroupInputSchema, ServiceGroupSchema, ServiceGroupUpdateSchema } from '../../src/api/resources/service-groups';
import { UserParcelTemplateInputSchema, UserParcelTemplateListSchema, UserParcelTemplateSchema } from '../../src/api/resources/user-parcel-templates';
import { findCarrier, fractionDigits, quoteRates, toUsdCents, type Quote, type RatingParcel } from '../carriers';
import type { RequestContext } from '../core/context';
import { fieldErrors, parseBody, respond } from '../core/http';
import { PARCEL_TEMPLATES, SEEDED_SENDER } from '../seed';
import { collectionOf, findOr400, findOr404, newestFirst, text, type SandboxRouter, type StoredObject } from './shared';

/*
 * Rates at checkout (issue 40): service groups created, replaced and deleted; `POST /live-rates`,
 * one option per active group; the default checkout package; the merchant's own boxes. The spec
 * gives the service group's fields and type rules (§2); the rest follows the public API (see
 * docs/api-coverage.md, "Rates at checkout").
 */

/** The box checkout rates when neither the request nor the settings name one (inches). */
export const CART_BOX = { length: '10', width: '8', height: '4', distance_unit: 'in' } as const;

const TO_POUNDS: Record<string, number> = { lb: 1, oz: 1 / 16, g: 1 / 453.592, kg: 2.20462 };

// The one settings object of a scope, in its own collection.
const SETTINGS_ID = 'live_rates_settings';

type GroupInput = z.output<typeof ServiceGroupInputSchema>;

/** 400 unless every service level names an active carrier account of the scope and one of its carrier's levels. */
function checkServiceLevels(context: RequestContext, levels: GroupInput['service_levels']): void {
  const errors: Record<string, string[]> = {};
  const accounts = collectionOf(context, 'carrier_accounts');
  levels.forEach((level, index) => {
    const account = accounts.get(level.account_object_id);
    if (!account || account.active === false) {
      errors[`service_levels.${index}.account_object_id`] = [
        account ? `Carrier account "${level.account_object_id}" is not active.` : `Carrier account "${level.account_object_id}" does not exist.`,
      ];
      return;
    }
    const carrier = findCarrier(String(account.carrier));
    if (!carrier?.serviceLevels.some((candidate) => candidate.token === level.service_level_token)) {
      errors[`service_levels.${index}.service_level_token`] = [
        `Service level "${level.service_level_token}" is not one of carrier account "${level.account_object_id}"'s.`,
      ];
    }
  });
  if (Object.keys(errors).length > 0) {
    throw fieldErrors(errors);
  }
}

/** A group as stored and answered: every field the spec lists, `null` where the type has none. */
function storedGroup(input: GroupInput): Omit<StoredObject, 'object_id'> {
  return {
    name: input.name,
    description: input.description ?? '',
    type: input.type,
    service_levels: input.service_levels.map((level) => ({ account_object_id: level.account_object_id, service_level_token: level.service_level_token })),
    flat_rate: input.flat_rate ?? null,
    flat_rate_currency: input.flat_rate_currency ?? null,
    free_shipping_threshold_currency: input.free_shipping_threshold_currency ?? null,
    free_shipping_threshold_min: input.free_shipping_threshold_min ?? null,
    rate_adjustment: input.rate_adjustment ?? 0,
    is_active: input.is_active ?? true,
  };
}

/** A user parcel template as stored: a carrier template gives its dimensions, the weight is the box's own. */
function storedBox(input: z.output<typeof UserParcelTemplateInputSchema>): Omit<StoredObject, 'object_id'> {
  let dimensions = { length: input.length ?? '', width: input.width ?? '', height: input.height ?? '', distance_unit: input.distance_unit ?? 'in' };
  let template: StoredObject['template'] = null;
  if (input.template !== undefined) {
    const found = PARCEL_TEMPLATES.find((candidate) => candidate.token === input.template);
    if (!found) {
      throw fieldErrors({ template: [`Unknown parcel template "${input.template}".`] });
    }
    dimensions = { length: found.length, width: found.width, height: found.height, distance_unit: found.distance_unit };
    template = { ...found };
  }
  return { name: input.name, ...dimensions, weight: input.weight ?? null, weight_unit: input.weight_unit ?? null, template };
}

/** Money in `currency` with its minor unit, from a number of major units. */
function money(amount: number, currency: string): string {
  return amount.toFixed(fractionDigits(currency));
}

/** A quote's amount changed by `percent` (negative discounts), rounded to the currency's minor unit. */
function adjusted(amount: string, currency: string, percent: number): string {
  const scale = 10 ** fractionDigits(currency);
  const minor = Math.round((Math.round(Number(amount) * scale) * (100 + percent)) / 100);
  return money(Math.max(0, minor) / scale, currency);
}

/** The shopper's cart as a parcel: the box of the request, else the default package, else the cart's weight in {@link CART_BOX}. */
function checkoutParcel(context: RequestContext, input: z.output<typeof LiveRatesInputSchema>): RatingParcel {
  const pounds = input.line_items.reduce((sum, line) => sum + Number(line.weight ?? '0') * (TO_POUNDS[line.weight_unit ?? 'lb'] ?? 1) * line.quantity, 0);
  const cartWeight = { weight: (Math.max(pounds, 0.1)).toFixed(3), mass_unit: 'lb' };
  const boxes = collectionOf(context, 'user_parcel_templates');
  const fromBox = (box: StoredObject): RatingParcel => {
    const boxPounds = box.weight ? Number(box.weight) * (TO_POUNDS[text(box.weight_unit)] ?? 1) : 0;
    return {
      length: text(box.length),
      width: text(box.width),
      height: text(box.height),
      distance_unit: text(box.distance_unit),
      weight: (Math.max(pounds + boxPounds, 0.1)).toFixed(3),
      mass_unit: 'lb',
    };
  };
  if (typeof input.parcel === 'string') {
    return fromBox(findOr400(boxes, input.parcel, 'parcel', 'User parcel template'));
  }
  if (input.parcel) {
    return { ...input.parcel };
  }
  const settings = collectionOf(context, 'live_rates_settings').get(SETTINGS_ID);
  const box = settings ? boxes.get(text(settings.parcel_template)) : undefined;
  return box ? fromBox(box) : { ...CART_BOX, ...cartWeight };
}

/** Country and postcode of an address given by id or whole. */
function placeOf(context: RequestContext, address: z.output<typeof LiveRatesInputSchema>['address_to'], field: string): { country: string; zip: string; state: string; name: string } {
  const found = typeof address === 'string' ? findOr400(collectionOf(context, 'addresses'), address, field, 'Address') : address;
  return { country: text(found.country).toUpperCase(), zip: text(found.zip), state: text(found.state), name: text(found.name) };
}

/** The account's sender: its address saved as "Default sender", else the seeded one. */
function defaultSender(context: RequestContext): { country: string; zip: string; state: string; name: string } {
  const saved = collectionOf(context, 'addresses')
    .list()
    .find((address) => address.metadata === 'Default sender');
  const address = saved ?? SEEDED_SENDER;
  return { country: text(address.country), zip: text(address.zip), state: text(address.state), name: text(address.name) };
}

/** One option per active group, in the groups' order (spec §2 Service group, type meanings). */
function liveRates(context: RequestContext, input: z.output<typeof LiveRatesInputSchema>): Record<string, unknown>[] {
  const from = input.address_from === undefined ? defaultSender(context) : placeOf(context, input.address_from, 'address_from');
  const to = placeOf(context, input.address_to, 'address_to');
  const parcel = checkoutParcel(context, input);
  const cartUsdCents = input.line_items.reduce((sum, line) => sum + toUsdCents(line.total_price, line.currency), 0);
  const accounts = collectionOf(context, 'carrier_accounts');
  const options: Record<string, unknown>[] = [];

  for (const group of collectionOf(context, 'service_groups').list()) {
    if (group.is_active === false) {
      continue;
    }
    const levels = (group.service_levels ?? []) as { account_object_id: string; service_level_token: string }[];
    const carrierAccounts = levels
      .map((level) => accounts.get(level.account_object_id))
      .filter((account): account is StoredObject => account !== undefined && account.active !== false)
      .map((account) => ({ object_id: account.object_id, carrier: String(account.carrier) }));
    const unique = carrierAccounts.filter((account, index) => carrierAccounts.findIndex((other) => other.object_id === account.object_id) === index);
    const { quotes } = quoteRates({ from, to, parcels: [parcel], carrierAccounts: unique });
    const matching = quotes.filter((quote: Quote) =>
      levels.some((level) => level.account_object_id === quote.carrierAccount && level.service_level_token === quote.level.token),
    );
    const fastest = matching.length > 0 ? Math.min(...matching.map((quote) => quote.estimatedDays)) : null;
    const base = { title: text(group.name), description: text(group.description) };
    const flat = () => ({
      ...base,
      amount: text(group.flat_rate),
      currency: text(group.flat_rate_currency),
      amount_local: text(group.flat_rate),
      currency_local: text(group.flat_rate_currency),
      estimated_days: fastest,
    });

    if (group.type === 'LIVE_RATE') {
      const cheapest = [...matching].sort((a, b) => a.usdCents - b.usdCents)[0];
      if (!cheapest) {
        options.push({ ...flat() });
        continue;
      }
      const percent = typeof group.rate_adjustment === 'number' ? group.rate_adjustment : 0;
      options.push({
        ...base,
        amount: adjusted(cheapest.amount, cheapest.currency, percent),
        currency: cheapest.currency,
        amount_local: adjusted(cheapest.amountLocal, cheapest.currencyLocal, percent),
        currency_local: cheapest.currencyLocal,
        estimated_days: cheapest.estimatedDays,
      });
    } else if (group.type === 'FLAT_RATE') {
      options.push({ ...flat() });
    } else if (group.type === 'FREE_SHIPPING') {
      const currency = text(group.free_shipping_threshold_currency);
      if (cartUsdCents > toUsdCents(text(group.free_shipping_threshold_min), currency)) {
        options.push({ ...base, amount: money(0, currency), currency, amount_local: money(0, currency), currency_local: currency, estimated_days: fastest });
      }
    }
  }
  return options;
}

/** Service group writes, live rates, the default checkout package and user parcel templates. */
export function registerCheckoutRoutes(router: SandboxRouter): void {
  router.add('POST', '/service-groups', async (context) => {
    const input = parseBody(ServiceGroupInputSchema, await context.body());
    checkServiceLevels(context, input.service_levels);
    const group = collectionOf(context, 'service_groups').insert({ object_id: context.id('sg'), ...storedGroup(input) });
    return respond(ServiceGroupSchema, group, 201);
  });

  router.add('PUT', '/service-groups', async (context) => {
    const { object_id: objectId, ...input } = parseBody(ServiceGroupUpdateSchema, await context.body());
    const groups = collectionOf(context, 'service_groups');
    findOr404(groups, objectId);
    checkServiceLevels(context, input.service_levels);
    return respond(ServiceGroupSchema, groups.update(objectId, storedGroup(input)));
  });

  router.add('DELETE', '/service-groups/:id', (context, params) => {
    const groups = collectionOf(context, 'service_groups');
    groups.remove(findOr404(groups, params.id ?? '').object_id);
    return new Response(null, { status: 204 });
  });

  router.add('POST', '/live-rates', async (context) => {
    const input = parseBody(LiveRatesInputSchema, await context.body(), { quantities: true });
    const results = liveRates(context, input);
    return respond(LiveRatePageSchema, { next: null, previous: null, count: results.length, results });
  });

  const settings = (context: RequestContext) => collectionOf(context, 'live_rates_settings');
  const defaultBox = (context: RequestContext) => {
    const id = text(settings(context).get(SETTINGS_ID)?.parcel_template);
    return (id && collectionOf(context, 'user_parcel_templates').get(id)) || null;
  };

  router.add('GET', '/live-rates/settings/parcel-template', (context) => respond(DefaultParcelTemplateSchema, { result: defaultBox(context) }));

  router.add('PUT', '/live-rates/settings/parcel-template', async (context) => {
    const body = await context.body();
    const id = body !== null && typeof body === 'object' && 'object_id' in body ? (body).object_id : undefined;
    if (typeof id !== 'string' || id === '') {
      throw fieldErrors({ object_id: ['The id of a user parcel template is required.'] });
    }
    const box = findOr400(collectionOf(context, 'user_parcel_templates'), id, 'object_id', 'User parcel template');
    const store = settings(context);
    if (store.get(SETTINGS_ID)) {
      store.update(SETTINGS_ID, { parcel_template: box.object_id });
    } else {
      store.insert({ object_id: SETTINGS_ID, parcel_template: box.object_id });
    }
    return respond(DefaultParcelTemplateSchema, { result: box });
  });

  router.add('DELETE', '/live-rates/settings/parcel-template', (context) => {
    settings(context).remove(SETTINGS_ID);
    return new Response(null, { status: 204 });
  });

  const boxes = (context: RequestContext) => collectionOf(context, 'user_parcel_templates');

  router.add('POST', '/user-parcel-templates', async (context) => {
    const input = parseBody(UserParcelTemplateInputSchema, await context.body(), { quantities: true });
    // 200, not 201: the public API answers this create with 200, and its SDK accepts nothing else.
    return respond(UserParcelTemplateSchema, boxes(context).insert({ ...context.common(context.id('upt')), ...storedBox(input) }));
  });

  router.add('GET', '/user-parcel-templates', (context) => respond(UserParcelTemplateListSchema, { results: newestFirst(boxes(context).list()) }));

  router.add('GET', '/user-parcel-templates/:id', (context, params) => respond(UserParcelTemplateSchema, findOr404(boxes(context), params.id ?? '')));

  router.add('PUT', '/user-parcel-templates/:id', async (context, params) => {
    const existing = findOr404(boxes(context), params.id ?? '');
    const input = parseBody(UserParcelTemplateInputSchema, await context.body(), { quantities: true });
    return respond(UserParcelTemplateSchema, boxes(context).update(existing.object_id, { ...storedBox(input), object_updated: context.nowIso() }));
  });

  router.add('DELETE', '/user-parcel-templates/:id', (context, params) => {
    const existing = findOr404(boxes(context), params.id ?? '');
    boxes(context).remove(existing.object_id);
    if (text(settings(context).get(SETTINGS_ID)?.parcel_template) === existing.object_id) {
      settings(context).remove(SETTINGS_ID);
    }
    return new Response(null, { status: 204 });
  });
}
