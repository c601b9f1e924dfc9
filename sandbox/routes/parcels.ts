import type * as z from 'zod';
import { ParcelInputSchema, ParcelPageSchema, ParcelSchema } from '../../src/api/resources/parcels';
import type { RatingParcel } from '../carriers';
import type { RequestContext } from '../core/context';
import { fieldErrors, parseBody, respond } from '../core/http';
import { paginate } from '../core/pagination';
import { PARCEL_TEMPLATES } from '../seed';
import { collectionOf, findOr404, newestFirst, text, type SandboxRouter, type StoredObject } from './shared';

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

/** Parcels: dimensions and weight, on their own or from a template. */
export function registerParcelRoutes(router: SandboxRouter): void {
  router.add('POST', '/parcels', async (context) => {
    const input = parseBody(ParcelInputSchema, await context.body(), { quantities: true });
    return respond(ParcelSchema, storeParcel(context, input), 201);
  });
  router.add('GET', '/parcels', (context) => respond(ParcelPageSchema, paginate(context, newestFirst(collectionOf(context, 'parcels').list()), 25)));
  router.add('GET', '/parcels/:id', (context, params) => respond(ParcelSchema, findOr404(collectionOf(context, 'parcels'), params.id ?? '')));
}
